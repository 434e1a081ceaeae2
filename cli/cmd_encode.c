/* cmd_encode.c -- sudosat encode: a puzzle as DIMACS CNF, or the teaching
 * views of how that CNF is built (--explain, --stats).
 *
 * With no PUZZLE the empty grid of --box is encoded: the bare rules.  The
 * CNF goes to stdout or -o FILE; diagnostics go to stderr.  Givens that
 * break a rule still encode (the CNF is then unsatisfiable) but say so
 * on stderr and exit 1.
 */
#include <ctype.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/verify.h"
#include "../encoder/dimacs_write.h"
#include "../encoder/explain.h"
#include "../encoder/picture.h"
#include "../encoder/wrap.h"
#include "../encoder/xc_export.h"
#include "cli.h"
#include "encode_teach.h"
#include "one_puzzle.h"
#include "variant.h"

typedef enum { SHOW_CNF, SHOW_EXPLAIN, SHOW_STATS } show_kind;

typedef struct encode_args {
  cli_input in;
  int encoding, amo, givens, map;
  int sum;                       /* --sum: an ss_sum, 0 = the default */
  const char *output, *puzzle;
  show_kind show;
  int views; /* 1: --explain given, 2: --stats given */
  int propagate, probe, picture; /* teaching views (issue 14) */
  int cells;                     /* --cells, with --propagate */
  ss_famset family;              /* --family: the families; empty = all */
  const char *format;            /* --format, checked in teach_check */
  double max_size; /* bytes; 0 = no limit */
  cli_read_as as;  /* how the puzzle was read, for messages */
} encode_args;

#define DEFAULT_MAX_SIZE (1024.0 * 1024 * 1024) /* 1 GiB */

static const char usage[] =
  "usage: sudosat encode [--encoding E] [--amo A] [--sum S] [--no-givens]\n"
  "                      [--map] [--box RxC] [--alphabet S] [--verbose]\n"
  "                      [-o|--output FILE]\n"
  "                      [--max-size BYTES]\n"
  "                      [--explain [--picture] | --stats]\n"
  "                      [--family NAME] [--format dimacs|xc] [PUZZLE|-]\n"
  "       sudosat encode --propagate [--probe] [--encoding E] [--amo A]\n"
  "                      [--sum S] [--cells]\n"
  "                      [--format text|json|table|svg] [FILES|-]\n"
  "Writes the puzzle (one record; none: the empty grid of --box, 3x3 by\n"
  "default) as DIMACS CNF.  --explain tells how the rules become clauses;\n"
  "--stats tabulates variables and clauses for every encoding and AMO.\n"
  "Variable x(r,c,d), \"cell (r,c) holds d\", is v = (r*N + c)*N + d with\n"
  "r, c from 0 and d from 1.  --picture (with --explain) draws each\n"
  "cell's variable numbers as SVG; --family writes one clause family (the\n"
  "option repeats); --format xc writes the exact-cover problem that\n"
  "'sudosat xc' solves.  --propagate runs unit propagation alone (--probe:\n"
  "failed literals too) on each encoding's CNF of every record and says\n"
  "how many blank cells it fixes: solved, stuck or conflict; --cells adds\n"
  "each cell's candidates each encoding keeps (a grid, or JSON arrays),\n"
  "--format svg draws them as pencil marks, the cells where the encodings\n"
  "differ shaded.\n"
  "A variant puzzle's rules are clause families of their own, one per\n"
  "kind; --sum chooses how its sums are encoded.\n"
  "A CNF that could take more than --max-size (default 1G; K, M, G\n"
  "suffixes; 0: no limit) is refused before writing.\n";

static void
list_one (FILE *out, const char *name, const char *help)
{
  char first[32];
  snprintf (first, sizeof first, "  %-10s ", name);
  if (strlen (name) > 10) /* augmented-reduced: the text on its own lines */
    fprintf (out, "  %s\n", name), strcpy (first, "             ");
  ss_wrap (out, first, "             ", 78, help);
}

/* The tables of encode.h and amo.h, so --help never falls behind. */
static void
list_choices (FILE *out)
{
  fputs ("encodings (--encoding, default extended):\n", out);
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    list_one (out, ss_encoding_name ((ss_encoding) e),
              ss_encoding_help ((ss_encoding) e));
  fputs ("at-most-one kinds (--amo, default pairwise up to 16x16, product "
         "above):\n", out);
  for (int a = 0; a < SS_AMO_COUNT; a++)
    list_one (out, ss_amo_name ((ss_amo) a), ss_amo_help ((ss_amo) a));
  fprintf (out, "sum encodings (--sum, variant puzzles; default %s):\n",
           ss_sum_name (SS_SUM_DEFAULT));
  for (int s = SS_SUM_AUTO + 1; s < SS_SUM_END; s++)
    list_one (out, ss_sum_name (s), ss_sum_help (s));
  fputs ("Exit: 0 written; 1 the puzzle cannot be read, or its givens "
         "break a rule\n(the CNF is still written: it is unsatisfiable); 2 "
         "usage error, or no\nsuch file, or not exactly one puzzle in it; 3 "
         "out of memory or a write error; 130 Ctrl-C.\n", out);
}

/* "1G", "512M", "64k", "1000000", "2GiB": binary suffixes. */
static int
parse_size (const char *arg, double *out)
{
  static const char units[] = "KMGT";
  char *end;
  double v = strtod (arg, &end);
  const char *unit = *end ? strchr (units, toupper ((unsigned char) *end))
                          : 0;
  if (unit)
    {
      for (const char *u = units; u <= unit; u++)
        v *= 1024;
      end++;
      end += !strcmp (end, "iB") ? 2 : !strcmp (end, "B");
    }
  if (end == arg || *end || !(v >= 0) || v > 1e18 || isdigit (*arg) == 0)
    {
      cli_usage_error ("--max-size", "'%s' is not a size (such as 1G, "
                       "512M, 0 for no limit)", arg);
      return -1;
    }
  *out = v;
  return 0;
}

static int
one_option (void *ctx, int opt, const char *arg)
{
  encode_args *a = ctx;
  switch (opt)
    {
    case 'e': return cli_lookup ("--encoding", arg, ss_encoding_lookup,
                           &a->encoding);
    case 'A': return cli_lookup ("--amo", arg, ss_amo_lookup, &a->amo);
    case 'u': return cli_lookup ("--sum", arg, ss_sum_lookup, &a->sum);
    case 'G': a->givens = 0; return 0;
    case 'm': a->map = 1; return 0;
    case 'o': a->output = arg; return 0;
    case 'h': list_choices (stdout); return 0;
    case 'x': a->show = SHOW_EXPLAIN; a->views |= 1; return 0;
    case 's': a->show = SHOW_STATS; a->views |= 2; return 0;
    case 'P': a->propagate = 1; return 0;
    case 'R': a->probe = 1; return 0;
    case 'C': a->cells = 1; return 0;
    case 'I': a->picture = 1; return 0;
    case 'f': a->format = arg; return 0;
    case 'F': return cli_encode_family (arg, &a->family);
    case 'M': return parse_size (arg, &a->max_size);
    default: return -1;
    }
}

/* Options the chosen view has no use for: --map writes lines into a CNF
 * (refused without one); --stats tabulates every encoding and AMO, and
 * the empty grid has no symbols to read (warned). */
static int
check_options (const encode_args *a)
{
  if (a->views == 3)
    return cli_usage_error ("encode", "--explain and --stats are two "
                            "different views: choose one"), SS_EXIT_USAGE;
  if (a->map && a->show != SHOW_CNF)
    return cli_usage_error ("encode", "--map adds 'c var' lines to the CNF, "
                            "and --%s writes no CNF",
                            a->show == SHOW_STATS ? "stats" : "explain"),
           SS_EXIT_USAGE;
  if (a->show == SHOW_STATS && (a->encoding >= 0 || a->amo >= 0))
    cli_warn ("--stats tabulates every encoding and AMO: --encoding and "
              "--amo are not used");
  if (!a->puzzle && a->in.alphabet.custom)
    cli_warn ("--alphabet reads a PUZZLE, and there is none: the empty "
              "grid has no symbols");
  return 0;
}

/* The teaching options and what they go with; 0 or a usage exit code. */
static int
teach_check (const encode_args *a)
{
  int xc = a->format && !strcmp (a->format, "xc");
  const char *why = 0;
  int family = !ss_famset_empty (&a->family);
  if (a->propagate && (a->show != SHOW_CNF || a->picture || family
                       || a->output || a->map || !a->givens))
    why = "--propagate takes only --probe, --encoding, --amo, --sum and "
          "--format";
  else if (a->probe && !a->propagate)
    why = "--probe goes with --propagate";
  else if (a->cells && !a->propagate)
    why = "--cells goes with --propagate";
  else if (a->cells && a->format && !strcmp (a->format, "table"))
    why = "--cells lists each record's cells: --format text, json or svg";
  else if (a->picture && a->show != SHOW_EXPLAIN)
    why = "--picture goes with --explain";
  else if (a->format && !cli_encode_format_ok (a->format, a->propagate))
    why = a->propagate ? "--format with --propagate is text, json, table "
                         "or svg"
                       : "--format is dimacs or xc";
  else if (xc && (a->show != SHOW_CNF || family || a->map || !a->givens
                  || a->encoding >= 0 || a->amo >= 0))
    why = "--format xc writes the exact cover; it takes no CNF options";
  else if (family && a->show != SHOW_CNF)
    why = "--family writes clauses: not with --explain or --stats";
  if (!why)
    return 0;
  cli_usage_error ("encode", "%s", why);
  return SS_EXIT_USAGE;
}

/* 0 to go on, CLI_HELPED after --help, or a usage exit code. */
static int
parse (encode_args *a, int argc, char **argv)
{
  static const struct option longs[] = {
    { "encoding", required_argument, 0, 'e' },
    { "amo", required_argument, 0, 'A' },
    { "sum", required_argument, 0, 'u' },
    { "no-givens", no_argument, 0, 'G' },
    { "map", no_argument, 0, 'm' },
    { "output", required_argument, 0, 'o' },

    { "explain", no_argument, 0, 'x' },
    { "stats", no_argument, 0, 's' },
    { "propagate", no_argument, 0, 'P' },
    { "probe", no_argument, 0, 'R' },
    { "cells", no_argument, 0, 'C' },
    { "picture", no_argument, 0, 'I' },
    { "format", required_argument, 0, 'f' },
    { "family", required_argument, 0, 'F' },
    { "max-size", required_argument, 0, 'M' },
    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  int rc = cli_parse (argc, argv, "ho:", longs, usage, &a->in, one_option,
                      a);
  if (rc)
    return rc;
  if (argc - optind > 1 && !a->propagate)
    return cli_usage_error ("encode", "one PUZZLE at most"), SS_EXIT_USAGE;
  a->puzzle = optind < argc ? argv[optind] : 0;
  int rc2 = check_options (a);
  return rc2 ? rc2 : teach_check (a);
}

static int
load_puzzle (encode_args *a, ss_grid *g)
{
  ss_error err;
  int code, r = a->in.read.box_rows, c = a->in.read.box_cols;
  a->as.alphabet = a->in.alphabet;
  if (!a->puzzle)
    {
      if (ss_grid_init (g, r ? r : 3, r ? c : 3) == 0)
        return SS_EXIT_OK;
      fputs ("sudosat encode: out of memory\n", stderr);
      return SS_EXIT_INTERNAL;
    }
  code = cli_one_puzzle (a->puzzle, &a->in, g, &a->as, &err);
  if (code != SS_EXIT_OK)
    {
      fputs ("sudosat encode: error: ", stderr);
      ss_error_write (stderr, &err);
      fputc ('\n', stderr);
    }
  return code;
}

/* Fills in what depends on the grid; 0 or a usage exit code. */
static int
settle_opts (const encode_args *a, const ss_grid *g, ss_encode_opts *o)
{
  ss_encode_opts_default (o, g->n);
  if (a->encoding >= 0)
    o->encoding = (ss_encoding) a->encoding;
  if (a->amo >= 0)
    o->amo = (ss_amo) a->amo;
  o->givens = a->givens;
  o->sum = a->sum;
  if (!ss_famset_empty (&a->family)
      && cli_encode_family_fits (&a->family, o, g))
    return SS_EXIT_USAGE;
  if (g->model && g->model->irregular
      && (ss_encoding_families (o->encoding) & SS_FAMS_TRIADS))
    return cli_usage_error ("--encoding", "%s needs boxes (its triads are "
                            "mini-rows of a box), and this puzzle has "
                            "irregular regions", ss_encoding_name
                            (o->encoding)), SS_EXIT_USAGE;
  if (a->format && !strcmp (a->format, "xc") && ss_xc_refusal (g))
    return cli_usage_error ("--format xc", "%s", ss_xc_refusal (g)),
           SS_EXIT_USAGE;
  if (!a->givens && ss_encoding_reduced (o->encoding))
    {
      cli_usage_error ("encode", "--no-givens does not fit --encoding "
                       "reduced, which applies the givens while encoding");
      return SS_EXIT_USAGE;
    }
  return 0;
}

/* Broken givens still encode; the user hears why the CNF is unsat. */
static int
warn_conflicts (const encode_args *a, const ss_grid *g)
{
  if (!ss_verify_conflicts (g, 0, 0))
    return SS_EXIT_OK;
  fprintf (stderr, "sudosat encode: %s: the givens break a rule (",
           a->puzzle ? a->puzzle : "-");
  ss_verify_write_in (g, &a->as.alphabet, stderr);
  fputs ("), so the CNF is unsatisfiable\n", stderr);
  return SS_EXIT_FINDING;
}

static int
write_out (const encode_args *a, const ss_grid *g, const ss_encode_opts *o,
           FILE *out)
{
  ss_error err;
  int got;
  ss_error_clear (&err);
  err.file = a->output;
  if (a->show == SHOW_EXPLAIN && a->picture)
    got = ss_explain_picture (out, g, o, &err);
  else if (a->show == SHOW_EXPLAIN)
    got = ss_explain_write (out, g, o, &err);
  else if (a->format && !strcmp (a->format, "xc"))
    got = ss_xc_export (out, g, &err);
  else if (!ss_famset_empty (&a->family))
    got = ss_dimacs_write_only (out, g, o, a->map, &a->family, &err);
  else if (a->show == SHOW_STATS)
    got = ss_stats_write (out, g, o->givens, &err);
  else
    got = ss_dimacs_write (out, g, o, a->map, &err);
  if (!got)
    return SS_EXIT_OK;
  fputs ("sudosat encode: ", stderr);
  ss_error_write (stderr, &err);
  fputc ('\n', stderr);
  return SS_EXIT_INTERNAL;
}

static void
show_bytes (char *buf, size_t size, double v)
{
  static const char *const units[] = { "bytes", "KiB", "MiB", "GiB", "TiB" };
  int u = 0;
  while (v >= 1024 && u < 4)
    v /= 1024, u++;
  snprintf (buf, size, u ? "%.1f %s" : "%.0f %s", v, units[u]);
}

/* What would bring the size down, for the message. */
static const char *
suggestion (const ss_encode_info *in)
{
  int pairwise = in->opts.amo == SS_AMO_PAIRWISE;
  int reduce = !ss_encoding_reduced (in->opts.encoding) && in->givens;
  if (pairwise && reduce)
    return "--amo sequential or --encoding reduced";
  return pairwise ? "--amo sequential" : reduce ? "--encoding reduced"
                                                : 0;
}

/* Counts the clauses first (no output yet, so -o FILE is not touched)
 * and refuses a CNF whose size bound is above --max-size. */
static int
check_size (const encode_args *a, const ss_grid *g, const ss_encode_opts *o)
{
  ss_encode_info in;
  ss_error err;
  char size[32], max[32];
  if (a->show != SHOW_CNF || !a->max_size)
    return 0;
  if (ss_encode_count (g, o, &in, &err))
    return 0; /* the writer will say it again */
  double bound = ss_dimacs_size_bound (&in, a->map);
  if (bound <= a->max_size)
    return 0;
  show_bytes (size, sizeof size, bound);
  show_bytes (max, sizeof max, a->max_size);
  const char *try = suggestion (&in);
  fprintf (stderr, "sudosat encode: the CNF would take up to %s (%ld "
           "variables, %ld clauses, %ld literals), above --max-size %s; "
           "%s%s%sraise --max-size (0: no limit)\n", size, in.nvars,
           in.nclauses, in.nlits, max, try ? "try " : "", try ? try : "",
           try ? ", or " : "");
  return SS_EXIT_USAGE;
}

static int
run (const encode_args *a, const ss_grid *g)
{
  ss_encode_opts o;
  int code = settle_opts (a, g, &o);
  if (!code)
    code = check_size (a, g, &o);
  if (code)
    return code;
  FILE *out = a->output ? fopen (a->output, "w") : stdout;
  if (!out)
    {
      perror (a->output);
      return SS_EXIT_USAGE;
    }
  code = warn_conflicts (a, g);
  cli_exit_raise (&code, write_out (a, g, &o, out));
  if (out != stdout && fclose (out) && code == SS_EXIT_OK)
    code = SS_EXIT_INTERNAL;
  return code;
}

int
cmd_encode (int argc, char **argv)
{
  encode_args a = { .encoding = -1, .amo = -1, .givens = 1,
                    .max_size = DEFAULT_MAX_SIZE };
  ss_grid g;
  cli_input_init (&a.in);
  int code = parse (&a, argc, argv);
  if (code)
    return code == CLI_HELPED ? SS_EXIT_OK : code;
  if (a.propagate)
    {
      /* table is a view of its own here (one summary for all records),
       * not the other name of text */
      cli_prop_opts po = { .encoding = a.encoding, .amo = a.amo,
                           .probe = a.probe, .format = CLI_LINE,
                           .sum = a.sum, .cells = a.cells };
      if (a.format && !strcmp (a.format, "json"))
        po.format = CLI_JSON;
      else if (a.format && !strcmp (a.format, "svg"))
        po.format = CLI_SVG;
      else if (a.format && !strcmp (a.format, "table"))
        po.format = CLI_TABLE;
      return cli_encode_propagate (argc - optind, argv + optind, &a.in, &po);
    }
  code = load_puzzle (&a, &g);
  if (code == SS_EXIT_OK)
    code = run (&a, &g);
  ss_grid_free (&g);
  return code;
}
