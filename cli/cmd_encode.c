/* cmd_encode.c -- sudosat encode: a puzzle as DIMACS CNF, or the teaching
 * views of how that CNF is built (--explain, --stats).
 *
 * With no PUZZLE the empty grid of --box is encoded: the bare rules.  The
 * CNF goes to stdout or -o FILE; diagnostics go to stderr.  Givens that
 * break a rule still encode (the CNF is then unsatisfiable) but say so
 * on stderr and exit 1.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "../core/verify.h"
#include "../encoder/dimacs_write.h"
#include "../encoder/explain.h"
#include "../encoder/wrap.h"
#include "cli.h"
#include "one_puzzle.h"

typedef enum { SHOW_CNF, SHOW_EXPLAIN, SHOW_STATS } show_kind;

typedef struct encode_args {
  cli_input in;
  int encoding, amo, givens, map;
  const char *output, *puzzle;
  show_kind show;
} encode_args;

static const char usage[] =
  "usage: sudosat encode [--encoding E] [--amo A] [--no-givens] [--map]\n"
  "                      [--box RxC] [--alphabet S] [-o FILE]\n"
  "                      [--explain | --stats] [PUZZLE|-]\n"
  "Writes the puzzle (one record; none: the empty grid of --box, 3x3 by\n"
  "default) as DIMACS CNF.  --explain tells how the rules become clauses;\n"
  "--stats tabulates variables and clauses for every encoding and AMO.\n"
  "Variable x(r,c,d), \"cell (r,c) holds d\", is v = (r*N + c)*N + d with\n"
  "r, c from 0 and d from 1.\n";

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
  fputs ("Exit: 0 written; 1 the puzzle cannot be read, or its givens "
         "break a rule\n(the CNF is still written: it is unsatisfiable); 2 "
         "usage error, or no\nsuch file, or not exactly one puzzle in it; 3 "
         "out of memory or a write error.\n", out);
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
    case 'G': a->givens = 0; return 0;
    case 'm': a->map = 1; return 0;
    case 'o': a->output = arg; return 0;
    case 'h': list_choices (stdout); return 0;
    case 'x': a->show = SHOW_EXPLAIN; return 0;
    case 's': a->show = SHOW_STATS; return 0;
    default: return -1;
    }
}

/* 0 to go on, CLI_HELPED after --help, or a usage exit code. */
static int
parse (encode_args *a, int argc, char **argv)
{
  static const struct option longs[] = {
    { "encoding", required_argument, 0, 'e' },
    { "amo", required_argument, 0, 'A' },
    { "no-givens", no_argument, 0, 'G' },
    { "map", no_argument, 0, 'm' },
    { "output", required_argument, 0, 'o' },

    { "explain", no_argument, 0, 'x' },
    { "stats", no_argument, 0, 's' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  int rc = cli_parse (argc, argv, "ho:", longs, usage, &a->in, one_option,
                      a);
  if (rc)
    return rc;
  if (argc - optind > 1)
    return cli_usage_error ("encode", "one PUZZLE at most"), SS_EXIT_USAGE;
  a->puzzle = optind < argc ? argv[optind] : 0;
  return 0;
}

static int
load_puzzle (const encode_args *a, ss_grid *g)
{
  ss_error err;
  int code, r = a->in.read.box_rows, c = a->in.read.box_cols;
  if (!a->puzzle)
    {
      if (ss_grid_init (g, r ? r : 3, r ? c : 3) == 0)
        return SS_EXIT_OK;
      fputs ("sudosat encode: out of memory\n", stderr);
      return SS_EXIT_INTERNAL;
    }
  code = cli_one_puzzle (a->puzzle, &a->in, g, &err);
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
  ss_verify_write (g, stderr);
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
  if (a->show == SHOW_EXPLAIN)
    got = ss_explain_write (out, g, o, &err);
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

static int
run (const encode_args *a, const ss_grid *g)
{
  ss_encode_opts o;
  int code = settle_opts (a, g, &o);
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
  encode_args a = { .encoding = -1, .amo = -1, .givens = 1 };
  ss_grid g;
  cli_input_init (&a.in);
  int code = parse (&a, argc, argv);
  if (code)
    return code == CLI_HELPED ? SS_EXIT_OK : code;
  code = load_puzzle (&a, &g);
  if (code == SS_EXIT_OK)
    code = run (&a, &g);
  ss_grid_free (&g);
  return code;
}
