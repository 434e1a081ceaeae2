/* cmd_decode.c -- sudosat decode: a SAT solver's model back to a grid.
 *
 * Output, on stdout:
 *   unsatisfiable            the solver's verdict was UNSAT (exit 0)
 *   GRID, then ok: ...       the model is a solution of the puzzle
 *   GRID, then invalid: ...  it decodes, but breaks a rule, a given, or
 *                            (with --cnf) a clause
 *   invalid: ...             it does not even decode (a cell with no
 *                            digit, or two)
 *   error: FILE:LINE:COL: .. a file is malformed or does not fit
 * The grid line reads back into `sudosat verify`.  --format json says the
 * same as one record (docs/json.md).  With --cnf, the CNF's own header
 * (encoder/cnf_header.h) gives the puzzle, its box and the encoding
 * options that were not given, and a puzzle of another size than the
 * CNF's grid is refused as a size mismatch.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "../core/print.h"
#include "../core/verify.h"
#include "../encoder/cnf_header.h"
#include "../encoder/decode.h"
#include "../encoder/encode.h"
#include "cli.h"
#include "one_puzzle.h"

typedef struct decode_args {
  cli_input in;
  cli_format format;
  int encoding, amo, givens, sum;
  const char *cnf, *puzzle, *model;
  ss_cnf_header header; /* the --cnf file's comments */
  int options_given;    /* --encoding, --amo or --no-givens was given */
} decode_args;

/* Everything decoding holds, freed in one place. */
typedef struct decode_run {
  const decode_args *a;
  ss_grid puzzle, grid;
  ss_model model;
  ss_varmap map;
  ss_cnf_check check;
  long nvars;
  cli_read_as as; /* how the puzzle was read: the grid is written so */
} decode_run;

static const char usage[] =
  "usage: sudosat decode [--cnf FILE] [--encoding E] [--amo A] [--no-givens]\n"
  "                      [--sum S] [--box RxC] [--alphabet S] [--verbose]\n"
  "                      [--format text|block|json] [PUZZLE] MODEL\n"
  "Reads a SAT solver's answer (SAT-competition output: s SATISFIABLE and\n"
  "v lines; or minisat's result file: SAT and literals) for the CNF that\n"
  "`sudosat encode` wrote for PUZZLE (none: the empty grid of --box), and\n"
  "prints the grid and whether it is a solution.  --cnf FILE also checks\n"
  "every clause of FILE and takes the variable map from its 'c var' lines,\n"
  "and the puzzle (its 'c puzzle' line), the box, the encoding and the AMO\n"
  "from its header, so PUZZLE and the options can be left out (a variant\n"
  "puzzle's rules too: its 'c rule' lines); without it, give the options\n"
  "encode was given.\n"
  "Exit: 0 a solution, or the verdict UNSAT; 1 a bad or non-solution\n"
  "model, or a malformed file; 2 usage error or unopenable file; 3 out of\n"
  "memory or output that cannot be written; 130 Ctrl-C.\n";

static int
one_option (void *ctx, int opt, const char *arg)
{
  decode_args *a = ctx;
  switch (opt)
    {
    case 'c': a->cnf = arg; return 0;
    case 'e': return cli_lookup ("--encoding", arg, ss_encoding_lookup,
                           &a->encoding);
    case 'A': return cli_lookup ("--amo", arg, ss_amo_lookup, &a->amo);
    case 'u': return cli_lookup ("--sum", arg, ss_sum_lookup, &a->sum);
    case 'G': a->givens = 0; return 0;
    case 'f': return cli_set_format (&a->format, arg, "text,block,json");
    default: return -1;
    }
}

static int
parse (decode_args *a, int argc, char **argv)
{
  static const struct option longs[] = {
    { "cnf", required_argument, 0, 'c' },
    { "encoding", required_argument, 0, 'e' },
    { "amo", required_argument, 0, 'A' },
    { "sum", required_argument, 0, 'u' },
    { "no-givens", no_argument, 0, 'G' },

    { "format", required_argument, 0, 'f' },
    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  int rc = cli_parse (argc, argv, "h", longs, usage, &a->in, one_option, a);
  if (rc)
    return rc;
  int left = argc - optind;
  if (left < 1 || left > 2)
    return cli_usage_error ("decode", left ? "a PUZZLE and a MODEL at most"
                            : "name a MODEL (a SAT solver's answer), "
                              "after the PUZZLE if any"), SS_EXIT_USAGE;
  a->puzzle = left == 2 ? argv[optind] : 0;
  a->model = argv[argc - 1];
  return 0;
}

static const decode_args *json_args; /* set when --format json */

/* {"record":1,"file":MODEL,"line":null[,box,alphabet],"status":"W" */
static void
json_head (const decode_args *a, const cli_read_as *as, const ss_grid *g,
           const char *status)
{
  fputs ("{\"record\":1,\"file\":", stdout);
  ss_write_json_string (stdout, a->model);
  fputs (",\"line\":null,", stdout);
  if (g)
    {
      ss_write_json_read_as (stdout, g, &as->alphabet, as->tokens);
      fputc (',', stdout);
    }
  printf ("\"status\":\"%s\"", status);
}

static int
report_error (const ss_error *err, int code)
{
  if (!json_args)
    return cli_write_error_line (stdout, err), code;
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  if (m)
    ss_error_write (m, err), fclose (m);
  json_head (json_args, 0, 0, "error");
  fputs (",\"error\":", stdout);
  ss_write_json_string (stdout, text ? text : "out of memory");
  fputs ("}\n", stdout);
  free (text);
  return code;
}

/* The CNF's header, read before anything else: a CNF on stdin can be
 * read once only, so it gives none. */
static int
read_header (decode_args *a)
{
  ss_error err;
  if (!a->cnf || !strcmp (a->cnf, "-"))
    {
      memset (&a->header, 0, sizeof a->header);
      a->header.encoding = a->header.amo = a->header.givens = -1;
      a->header.sum = -1;
      return 0;
    }
  FILE *f = cli_open (a->cnf, &err);
  if (!f)
    return cli_open_failed (&err);
  int got = ss_cnf_header_read (f, a->cnf, &a->header, &err);
  cli_close (f);
  return got ? report_error (&err, SS_EXIT_INTERNAL) : 0;
}

/* Options not given take the header's word; given ones win (and draw
 * load_map's warning when the CNF's map makes them unused). */
static void
adopt_header (decode_args *a)
{
  const ss_cnf_header *h = &a->header;
  a->options_given = a->encoding >= 0 || a->amo >= 0 || !a->givens;
  if (a->encoding < 0)
    a->encoding = h->encoding;
  if (a->amo < 0)
    a->amo = h->amo;
  if (!a->sum && h->sum > 0)
    a->sum = h->sum;
  if (a->givens && h->givens == 0)
    a->givens = 0;
}

/* The puzzle of the CNF's "c puzzle" line (an empty grid without one),
 * and a variant puzzle's "c rule" lines after it: the text form. */
static char *
header_text (const ss_cnf_header *h)
{
  size_t cells = (size_t) h->n * h->n, len = h->puzzle ? strlen (h->puzzle)
                                                       : cells;
  char *text = malloc (len + (h->rules ? strlen (h->rules) : 0) + 2);
  if (!text)
    return 0;
  if (h->puzzle)
    strcpy (text, h->puzzle);
  else
    memset (text, '.', cells), text[cells] = 0;
  strcat (text, "\n");
  if (h->rules)
    strcat (text, h->rules);
  return text;
}

/* The puzzle of the CNF's header, read in the header's box. */
static int
header_puzzle (decode_run *d)
{
  const ss_cnf_header *h = &d->a->header;
  ss_read_opts o = { h->box_rows, h->box_cols, 0 };
  ss_error err;
  char *text = header_text (h);
  if (!text)
    return fputs ("sudosat decode: out of memory\n", stderr),
           SS_EXIT_INTERNAL;
  ss_error_clear (&err);
  int got = ss_parse_text (text, &o, &d->puzzle, &err);
  free (text);
  if (got == 0)
    return 0;
  err.file = d->a->cnf;
  err.line = h->puzzle_line;
  err.col = 0;
  return report_error (&err, SS_EXIT_FINDING);
}

/* A puzzle of one size and a CNF of another cannot fit: said as such. */
static int
check_size (decode_run *d)
{
  const ss_cnf_header *h = &d->a->header;
  ss_error err;
  if (!h->n || (h->n == d->puzzle.n && h->box_rows == d->puzzle.box_rows))
    return 0;
  ss_error_clear (&err);
  err.file = d->a->cnf;
  ss_error_set (&err, 0, 0, "size mismatch: the CNF encodes a %dx%d grid "
                "in %dx%d boxes (its 'c grid' line), the puzzle is %dx%d in "
                "%dx%d boxes", h->n, h->n, h->box_rows, h->box_cols,
                d->puzzle.n, d->puzzle.n, d->puzzle.box_rows,
                d->puzzle.box_cols);
  return report_error (&err, SS_EXIT_FINDING);
}

static int
load_puzzle (decode_run *d)
{
  ss_error err;
  const ss_cnf_header *h = &d->a->header;
  int r = d->a->in.read.box_rows, c = d->a->in.read.box_cols;
  if (d->a->puzzle)
    {
      int code = cli_one_puzzle (d->a->puzzle, &d->a->in, &d->puzzle,
                                 &d->as, &err);
      return code ? report_error (&err, code) : check_size (d);
    }
  if ((h->puzzle || (h->rules && h->n)) && !r)
    return header_puzzle (d);
  if (!r && h->n)
    r = h->box_rows, c = h->box_cols; /* no givens: the empty grid */
  if (ss_grid_init (&d->puzzle, r ? r : 3, r ? c : 3) == 0)
    return check_size (d);
  fputs ("sudosat decode: out of memory\n", stderr);
  return SS_EXIT_INTERNAL;
}

/* Opens name for reading, or says why not (exit 2). */
static FILE *
open_input (const char *name)
{
  ss_error err;
  FILE *f = cli_open (name, &err);
  if (!f)
    cli_open_failed (&err);
  return f;
}

static void
close_input (FILE *f)
{
  cli_close (f);
}

static void
settle_opts (const decode_args *a, int n, ss_encode_opts *o)
{
  ss_encode_opts_default (o, n);
  if (a->encoding >= 0)
    o->encoding = (ss_encoding) a->encoding;
  if (a->amo >= 0)
    o->amo = (ss_amo) a->amo;
  o->givens = a->givens || ss_encoding_reduced (o->encoding);
  o->sum = a->sum;
}

/* How many variables the CNF has: its header says, or (without --cnf)
 * the encoder counts them for the options given.  Known before the model
 * is read, so a model naming a larger variable stops right there.  With
 * --cnf - (stdin, which can be read once) it stays 0: unknown. */
static int
count_vars (decode_run *d)
{
  ss_encode_opts o;
  ss_encode_info info;
  ss_error err;
  if (d->a->cnf && !strcmp (d->a->cnf, "-"))
    return 0;
  if (!d->a->cnf)
    {
      settle_opts (d->a, d->puzzle.n, &o);
      if (ss_encode_count (&d->puzzle, &o, &info, &err))
        return fprintf (stderr, "sudosat decode: %s\n", err.msg),
               SS_EXIT_INTERNAL;
      d->nvars = info.nvars;
      return 0;
    }
  FILE *f = open_input (d->a->cnf);
  if (!f)
    return SS_EXIT_USAGE;
  int got = ss_decode_cnf_nvars (f, d->a->cnf, &d->nvars, &err);
  close_input (f);
  return got ? report_error (&err, SS_EXIT_FINDING) : 0;
}

static int
load_model (decode_run *d)
{
  ss_error err;
  FILE *f = open_input (d->a->model);
  if (!f)
    return SS_EXIT_USAGE;
  int got = ss_model_read (f, d->a->model, d->nvars, &d->model, &err);
  close_input (f);
  return got ? report_error (&err, SS_EXIT_FINDING) : 0;
}

/* Without a CNF (or one without map lines): the map `encode` with the
 * same options would have used. */
static int
rebuild_map (decode_run *d)
{
  ss_encode_opts o;
  settle_opts (d->a, d->puzzle.n, &o);
  ss_varmap_free (&d->map);
  if (ss_varmap_init (&d->map, &d->puzzle, ss_encoding_reduced (o.encoding)))
    {
      fputs ("sudosat decode: out of memory\n", stderr);
      return SS_EXIT_INTERNAL;
    }
  return 0;
}

static int
read_cnf (decode_run *d)
{
  ss_error err;
  FILE *f = open_input (d->a->cnf);
  if (!f)
    return SS_EXIT_USAGE;
  int got = ss_decode_cnf (f, d->a->cnf, &d->model, &d->map, &d->check, &err);
  close_input (f);
  if (got)
    return report_error (&err, SS_EXIT_FINDING);
  d->nvars = d->check.nvars;
  return 0;
}

static int
load_map (decode_run *d)
{
  if (d->a->cnf)
    {
      if (ss_varmap_init_listed (&d->map, &d->puzzle))
        return fputs ("sudosat decode: out of memory\n", stderr),
               SS_EXIT_INTERNAL;
      int code = read_cnf (d);
      if (!code && d->check.mapped && d->a->options_given)
        cli_warn ("%s has 'c var' lines, which give the map: --encoding, "
                  "--amo and --no-givens are not used", d->a->cnf);
      if (code || d->check.mapped)
        return code;
    }
  return rebuild_map (d);
}

static int
check_vars (decode_run *d)
{
  ss_error err;
  ss_error_clear (&err);
  err.file = d->a->model;
  if (!ss_decode_check_vars (&d->model, d->nvars, &d->map, &err))
    return 0;
  /* Without the CNF, the map is the standard one: a model of a reduced
   * encoding (fewer variables, numbered anew) cannot fit it. */
  if (!d->a->cnf && d->model.nvars < d->nvars)
    {
      size_t len = strlen (err.msg);
      snprintf (err.msg + len, sizeof err.msg - len, " (a model of a "
                "reduced encoding numbers its variables anew: pass its CNF "
                "with --cnf)");
    }
  return report_error (&err, SS_EXIT_FINDING);
}

static int
decode_grid (decode_run *d)
{
  ss_error err;
  ss_error_clear (&err);
  err.file = 0;
  int problems = ss_varmap_grid (&d->map, ss_model_value, &d->model,
                                 &d->grid, &err);
  if (problems < 0)
    return fputs ("sudosat decode: out of memory\n", stderr),
           SS_EXIT_INTERNAL;
  if (!problems)
    return 0;
  if (json_args)
    {
      json_head (d->a, &d->as, &d->puzzle, "invalid");
      printf (",\"givens\":%d,\"problems\":[", ss_grid_givens (&d->puzzle));
      ss_write_json_string (stdout, err.msg);
      printf ("],\"undecoded_cells\":%d}\n", problems);
      return SS_EXIT_FINDING;
    }
  printf ("invalid: %s", err.msg);
  if (problems > 1)
    printf (" (and %d more cells)", problems - 1);
  putchar ('\n');
  return SS_EXIT_FINDING;
}

static void
write_false_clauses (const decode_run *d, int after)
{
  printf ("%sclause %ld (line %ld of %s) is false under the model",
          after ? "; " : "", d->check.first_false, d->check.first_false_line,
          d->a->cnf);
  if (d->check.false_clauses > 1)
    printf (", and %ld more", d->check.false_clauses - 1);
}

/* The verdict as one JSON record: the grid, the clauses checked, and
 * every problem (the grid's, then a false clause). */
static int
verdict_json (const decode_run *d, int problems)
{
  int bad = problems || d->check.false_clauses;
  json_head (d->a, &d->as, &d->puzzle, bad ? "invalid" : "ok");
  printf (",\"givens\":%d,\"solution\":\"", ss_grid_givens (&d->puzzle));
  ss_write_line (stdout, &d->grid, &d->as.alphabet, '.');
  putchar ('"');
  if (d->a->cnf)
    printf (",\"clauses\":%ld,\"false_clauses\":%ld", d->check.nclauses,
            d->check.false_clauses);
  if (bad)
    {
      char *text = 0;
      size_t len = 0;
      FILE *m = open_memstream (&text, &len);
      if (m)
        {
          if (problems)
            ss_verify_solution_in (&d->puzzle, &d->grid, &d->as.alphabet,
                                   m);
          fclose (m);
        }
      cli_json_list (stdout, "problems", text ? text : "", "; ");
      free (text);
    }
  fputs ("}\n", stdout);
  return bad ? SS_EXIT_FINDING : SS_EXIT_OK;
}

static int
verdict (const decode_run *d)
{
  int problems = ss_verify_solution (&d->puzzle, &d->grid, 0);
  if (json_args)
    return verdict_json (d, problems);
  cli_write_grid (stdout, &d->grid, &d->as.alphabet, '.', d->a->format);
  if (!problems && !d->check.false_clauses)
    {
      int k = ss_grid_givens (&d->puzzle);
      printf ("ok: a solution: it keeps the %d given%s and breaks no rule",
              k, k == 1 ? "" : "s");
      if (d->a->cnf)
        printf ("; it satisfies all %ld clauses of %s", d->check.nclauses,
                d->a->cnf);
      putchar ('\n');
      return SS_EXIT_OK;
    }
  fputs ("invalid: ", stdout);
  if (problems)
    ss_verify_solution_in (&d->puzzle, &d->grid, &d->as.alphabet, stdout);
  if (d->check.false_clauses)
    write_false_clauses (d, problems);
  putchar ('\n');
  return SS_EXIT_FINDING;
}

static int
no_answer (const decode_run *d)
{
  int unsat = d->model.status == SS_MODEL_UNSAT;
  if (json_args)
    {
      json_head (d->a, &d->as, &d->puzzle, unsat ? "unsat" : "unknown");
      fputs ("}\n", stdout);
      return unsat ? SS_EXIT_OK : SS_EXIT_FINDING;
    }
  if (unsat)
    return puts ("unsatisfiable"), SS_EXIT_OK;
  printf ("error: %s: the solver gave no answer (%s)\n", d->a->model,
          d->model.minisat ? "INDET" : "s UNKNOWN");
  return SS_EXIT_FINDING;
}

static int
run (decode_run *d)
{
  int code = read_header ((decode_args *) d->a);
  if (code)
    return code;
  adopt_header ((decode_args *) d->a);
  code = load_puzzle (d);
  code = code ? code : count_vars (d);
  code = code ? code : load_model (d);
  if (code)
    return code;
  if (d->model.status != SS_MODEL_SAT)
    return no_answer (d);
  code = load_map (d);
  code = code ? code : check_vars (d);
  code = code ? code : decode_grid (d);
  return code ? code : verdict (d);
}

int
cmd_decode (int argc, char **argv)
{
  decode_args a = { .format = CLI_LINE, .encoding = -1, .amo = -1,
                    .givens = 1 };
  decode_run d;
  cli_input_init (&a.in);
  int code = parse (&a, argc, argv);
  if (code)
    return code == CLI_HELPED ? SS_EXIT_OK : code;
  memset (&d, 0, sizeof d);
  d.a = &a;
  d.as.alphabet = a.in.alphabet; /* until a puzzle file says otherwise */
  json_args = a.format == CLI_JSON ? &a : 0;
  code = run (&d);
  ss_cnf_header_free (&a.header);
  ss_grid_free (&d.puzzle);
  ss_grid_free (&d.grid);
  ss_model_free (&d.model);
  ss_varmap_free (&d.map);
  return code;
}
