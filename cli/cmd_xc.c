/* cmd_xc.c -- sudosat xc: solve an exact-cover problem given as text.
 *
 * The problem is read in the xc text format (solvers/xc_read.h), solved
 * with the dancing-links engine (solvers/xc.h), and reported the way the
 * exact-cover seed reports its toy: the problem echoed, the solutions
 * (each as its rows in the order the search chose them), nodes and
 * branches; then the size of the matrix (candidate rows, constraint
 * columns), dead ends and whether the search was exhausted.  The seed's
 * toy output is an exact prefix of ours.  --format json gives the same as
 * one JSON object.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "../core/print.h"
#include "../xc/xc_read.h"
#include "cli.h"
#include "xc_sudoku.h"

typedef struct xc_cmd {
  ss_xc_opts opts;
  int json;
  ss_xc_problem prob;
  int *rows;      /* every solution's rows, one after another */
  size_t used, cap;
  size_t *start;  /* solution k is rows[start[k]] .. rows[start[k+1]-1] */
  size_t count, start_cap;
  int oom;
  int from_sudoku;     /* --from-sudoku: FILE holds a puzzle */
  cli_input in;
  cli_xc_sudoku sudoku;
} xc_cmd;

static int
keep (void *ctx, const int *rows, int n)
{
  xc_cmd *x = ctx;
  if (x->used + (size_t) n > x->cap)
    {
      size_t cap = x->cap ? x->cap : 256;
      while (cap < x->used + (size_t) n)
        cap *= 2;
      int *p = realloc (x->rows, sizeof *p * cap);
      if (!p)
        return x->oom = 1;
      x->rows = p, x->cap = cap;
    }
  if (x->count + 2 > x->start_cap)
    {
      size_t cap = x->start_cap ? 2 * x->start_cap : 64;
      size_t *p = realloc (x->start, sizeof *p * cap);
      if (!p)
        return x->oom = 1;
      x->start = p, x->start_cap = cap;
    }
  memcpy (x->rows + x->used, rows, sizeof *rows * (size_t) n);
  x->start[x->count] = x->used;
  x->used += (size_t) n;
  x->start[++x->count] = x->used;
  return 0;
}

static const char *
status_word (const xc_cmd *x, ss_xc_end end)
{
  if (x->count >= 2)
    return "multiple";
  if (end == SS_XC_BUDGET)
    return "unknown";
  if (end == SS_XC_STOPPED)
    return "found";
  return x->count ? "unique" : "unsat";
}

static void
write_problem (const ss_xc_problem *p)
{
  fputs ("columns:", stdout);
  for (int c = 0; c < p->ncols; c++)
    printf (" %s", p->col_name[c]);
  putchar ('\n');
  for (int r = 0; r < p->nrows; r++)
    {
      printf ("%s:", p->row_name[r]);
      for (int k = 0; k < ss_xc_row_size (p->xc, r); k++)
        printf (" %s", p->col_name[ss_xc_row_column (p->xc, r, k)]);
      putchar ('\n');
    }
}

static void
write_text (const xc_cmd *x, const ss_xc_stats *st, ss_xc_end end)
{
  if (x->from_sudoku)
    printf ("problem: a %dx%d Sudoku as an exact cover ('sudosat encode "
            "--format xc' writes it)\n", x->sudoku.puzzle.n,
            x->sudoku.puzzle.n);
  else
    write_problem (&x->prob);
  printf ("solutions: %zu\n", x->count);
  for (size_t k = 0; k < x->count; k++)
    {
      printf ("solution %zu:", k + 1);
      if (x->from_sudoku)
        putchar (' '),
          cli_xc_sudoku_grid (stdout, &x->sudoku, &x->prob,
                              x->rows + x->start[k],
                              x->start[k + 1] - x->start[k], &x->in);
      for (size_t i = x->start[k]; !x->from_sudoku && i < x->start[k + 1];
           i++)
        printf (" %s", x->prob.row_name[x->rows[i]]);
      putchar ('\n');
    }
  printf ("nodes: %llu\nbranches: %llu\n", (unsigned long long) st->nodes,
          (unsigned long long) st->branches);
  printf ("candidate rows: %d\nconstraint columns: %d\n", x->prob.nrows,
          x->prob.ncols);
  printf ("dead ends: %llu\nexhausted: %s\n",
          (unsigned long long) st->dead_ends,
          end == SS_XC_EXHAUSTED ? "yes" : "no");
  if (end == SS_XC_STOPPED)
    puts ("stopped: limit reached");
  else if (end == SS_XC_BUDGET)
    puts ("stopped: budget spent");
}

static void
write_json (const xc_cmd *x, const char *file, const ss_xc_stats *st,
            ss_xc_end end)
{
  /* The record head (docs/json.md): the problem is the file's one
   * record, with no single line; not a grid, so no box or alphabet. */
  fputs ("{\"record\":1,\"file\":", stdout);
  ss_write_json_string (stdout, file);
  printf (",\"line\":null,\"status\":\"%s\",\"candidate_rows\":%d,"
          "\"constraint_columns\":%d,\"solutions\":%zu,\"rows\":[",
          status_word (x, end), x->prob.nrows, x->prob.ncols, x->count);
  for (size_t k = 0; k < x->count; k++)
    {
      fputs (k ? ",[" : "[", stdout);
      for (size_t i = x->start[k]; i < x->start[k + 1]; i++)
        {
          if (i > x->start[k])
            putchar (',');
          ss_write_json_string (stdout, x->prob.row_name[x->rows[i]]);
        }
      putchar (']');
    }
  printf ("],\"nodes\":%llu,\"branches\":%llu,\"dead_ends\":%llu,"
          "\"updates\":%llu,\"exhausted\":%s",
          (unsigned long long) st->nodes, (unsigned long long) st->branches,
          (unsigned long long) st->dead_ends,
          (unsigned long long) st->updates,
          end == SS_XC_EXHAUSTED ? "true" : "false");
  if (end != SS_XC_EXHAUSTED)
    printf (",\"stopped\":\"%s\"", end == SS_XC_STOPPED ? "limit" : "budget");
  fputs ("}\n", stdout);
}

static int
report_error (const xc_cmd *x, const char *file, const ss_error *err)
{
  if (x->json)
    {
      char *text = 0;
      size_t len = 0;
      FILE *m = open_memstream (&text, &len);
      if (m)
        ss_error_write (m, err), fclose (m);
      fputs ("{\"record\":1,\"file\":", stdout);
      ss_write_json_string (stdout, file);
      if (err->line > 0)
        printf (",\"line\":%ld", err->line);
      else
        fputs (",\"line\":null", stdout);
      fputs (",\"status\":\"error\",\"error\":", stdout);
      ss_write_json_string (stdout, text ? text : "out of memory");
      fputs ("}\n", stdout);
      free (text);
    }
  else
    cli_write_error_line (stdout, err);
  return strcmp (err->msg, "out of memory") ? SS_EXIT_FINDING
                                             : SS_EXIT_INTERNAL;
}

static int
run (xc_cmd *x, FILE *in, const char *file)
{
  ss_error err;
  ss_xc_stats st;
  if (ss_xc_read (in, file, &x->prob, &err) < 0)
    return report_error (x, file, &err);
  x->opts.on_solution = keep;
  x->opts.ctx = x;
  ss_xc_end end = ss_xc_search (x->prob.xc, &x->opts, &st);
  if (x->oom)
    {
      fprintf (stderr, "sudosat xc: out of memory keeping the solutions\n");
      return SS_EXIT_INTERNAL;
    }
  if (x->json)
    write_json (x, file, &st, end);
  else
    write_text (x, &st, end);
  return SS_EXIT_OK;
}

static const char usage[] =
  "usage: sudosat xc [--limit K] [--budget-nodes N] [--timeout SEC]\n"
  "                  [--format text|json] [FILE|-]\n"
  "       sudosat xc --from-sudoku [--box RxC] [--alphabet S] [options]\n"
  "                  PUZZLE|-\n"
  "Solves an exact-cover problem with Algorithm X and dancing links, and\n"
  "prints the problem, every solution (its rows, in the order chosen),\n"
  "nodes (search calls), branches (rows tried), candidate rows,\n"
  "constraint columns, dead ends (columns left with no row) and whether\n"
  "the search was exhausted.  K = 0 (the default) finds all solutions.\n"
  "\n"
  "Input format ('#' starts a comment; blank lines are skipped):\n"
  "  columns: A B C D      the first line: the columns to cover exactly\n"
  "                        once (the 'columns:' label may be left out)\n"
  "  r1: A C               then one row per line: NAME: COLUMN ...\n"
  "  r2: B D\n"
  "Names are any characters but spaces, ':' and '#'.  Errors are one line:\n"
  "error: FILE:LINE:COL: REASON.\n"
  "--from-sudoku reads one puzzle instead and solves its exact cover (the\n"
  "4N^2 columns rRcC, rRdD, cCdD, bBdD; one row rRcCdD per candidate, as\n"
  "'sudosat encode --format xc' writes it); solutions print as grids.\n"
  "A variant puzzle's houses are its columns when its rules are all\n"
  "houses (irregular regions, diagonals, disjoint groups, extra regions);\n"
  "other rules are refused by name.\n"
  "Exit: 0 solved (whatever the count), 1 the file is malformed, 2 usage\n"
  "error, or a file that is unreadable or a directory, 3 out of memory or\n"
  "output that cannot be written, 130 Ctrl-C.\n";

static int
parse_option (void *ctx, int opt, const char *arg)
{
  xc_cmd *x = ctx;
  unsigned long long u;
  switch (opt)
    {
    case 'k':
      return cli_parse_u64 ("--limit", arg, &u) ? -1
             : (x->opts.limit = u, 0);
    case 'n':
      return cli_parse_u64 ("--budget-nodes", arg, &u) ? -1
             : (x->opts.max_nodes = u, 0);
    case 't': return cli_parse_seconds ("--timeout", arg, &x->opts.timeout);
    case 'S': x->from_sudoku = 1; return 0;
    case 'f':
      if (!strcmp (arg, "text") || !strcmp (arg, "json"))
        return x->json = !strcmp (arg, "json"), 0;
      cli_usage_error ("xc", "--format '%s' is not one of text,json", arg);
      return -1;
    default: return -1;
    }
}

int
cmd_xc (int argc, char **argv)
{
  static const struct option longs[] = {
    { "limit", required_argument, 0, 'k' },
    { "budget-nodes", required_argument, 0, 'n' },
    { "timeout", required_argument, 0, 't' },
    { "format", required_argument, 0, 'f' },
    { "from-sudoku", no_argument, 0, 'S' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  xc_cmd x = { .json = 0 };
  cli_input_init (&x.in);
  int rc = cli_parse (argc, argv, "h", longs, usage, &x.in, parse_option,
                      &x);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (argc - optind > 1)
    return cli_usage_error ("xc", "one file at a time"), SS_EXIT_USAGE;
  const char *file = optind < argc ? argv[optind] : "-";
  FILE *in;
  int code = SS_EXIT_OK;
  ss_error err;
  if (x.from_sudoku)
    in = cli_xc_sudoku_open (&x.sudoku, file, &x.in, &code);
  else if (!(in = cli_open (file, &err)))
    return cli_open_failed (&err);
  if (in)
    code = run (&x, in, file);
  if (x.from_sudoku)
    cli_xc_sudoku_close (&x.sudoku, in);
  else
    cli_close (in);
  ss_xc_problem_free (&x.prob);
  free (x.rows);
  free (x.start);
  return code;
}
