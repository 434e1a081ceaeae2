/* cmd_verify.c -- sudosat verify: one verdict line per input record.
 *
 *   ok                 the givens break no rule
 *   ok complete        a full grid that breaks no rule (or, with
 *                      --solution, a right solution of its puzzle)
 *   invalid: ...       every conflict, joined by "; "
 *   error: F:L:C: ...  the record could not be read
 */
#include <stdlib.h>
#include <string.h>

#include "../core/print.h"
#include "../core/verify.h"
#include "cli.h"

typedef struct verify_ctx {
  cli_input in;
  cli_format format;
  const char *solution_name;
  FILE *solution_file;
  ss_reader *solutions;
  ss_record solution;
  int exit_code;
} verify_ctx;

/* A problem list as a JSON string: the same words as line form. */
static void
json_problems (const ss_grid *puzzle, const ss_grid *solution)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  if (!m)
    return;
  if (solution)
    ss_verify_solution (puzzle, solution, m);
  else
    ss_verify_write (puzzle, m);
  fclose (m);
  fputs (",\"problems\":", stdout);
  ss_write_json_string (stdout, text);
  free (text);
}

static void
report_error (verify_ctx *v, const char *file, const ss_record *rec,
              const ss_error *err)
{
  cli_exit_raise (&v->exit_code, SS_EXIT_FINDING);
  if (v->format == CLI_JSON)
    cli_write_error_json (stdout, file, rec, err);
  else
    cli_write_error_line (stdout, err);
}

static void
report (verify_ctx *v, const char *file, const ss_record *rec,
        const ss_grid *solution)
{
  const ss_grid *g = solution ? solution : &rec->grid;
  int problems = solution ? ss_verify_solution (&rec->grid, solution, 0)
                          : ss_verify_conflicts (g, 0, 0);
  int complete = !problems && ss_grid_complete (g);
  if (problems)
    cli_exit_raise (&v->exit_code, SS_EXIT_FINDING);
  if (v->format == CLI_JSON)
    {
      cli_json_head (stdout, file, rec);
      cli_json_read_as (stdout, rec, &v->in);
      printf (",\"status\":\"%s\"", problems ? "invalid" : "ok");
      printf (",\"complete\":%s", complete ? "true" : "false");
      if (problems)
        json_problems (&rec->grid, solution);
      fputs ("}\n", stdout);
      return;
    }
  if (!problems)
    {
      puts (complete ? "ok complete" : "ok");
      return;
    }
  fputs ("invalid: ", stdout);
  if (solution)
    ss_verify_solution (&rec->grid, solution, stdout);
  else
    ss_verify_write (g, stdout);
  fputc ('\n', stdout);
}

/* The next record of the --solution file, or an error saying why not. */
static const ss_grid *
next_solution (verify_ctx *v, const ss_record *rec, ss_error *err)
{
  int got = ss_reader_next (v->solutions, &v->solution);
  if (got == 1)
    cli_check_record (&v->in, &v->solution);
  if (got == 1 && v->solution.ok)
    return &v->solution.grid;
  if (got == 1)
    *err = v->solution.err;
  else
    {
      ss_error_clear (err);
      err->file = v->solution_name;
      ss_error_set (err, 0, 0, "no solution for record %ld", rec->index);
    }
  return 0;
}

static void
on_record (void *ctx, const char *file, ss_record *rec)
{
  verify_ctx *v = ctx;
  const ss_grid *solution = 0;
  ss_error err;
  if (v->solutions && !(solution = next_solution (v, rec, &err)))
    report_error (v, file, rec, &err);
  else if (!rec->ok)
    report_error (v, file, rec, &rec->err);
  else
    report (v, file, rec, solution);
}

static const char usage[] =
  "usage: sudosat verify [--solution FILE] [--box RxC] [--alphabet S]\n"
  "                      [--format line|json] [FILES|-]\n"
  "Prints one line per record: ok, ok complete, invalid: CONFLICTS, or\n"
  "error: FILE:LINE:COL: REASON.  With --solution, the N-th record of FILE\n"
  "must be a right solution of the N-th puzzle.\n"
  "Exit: 0 all ok; 1 some record invalid or unreadable; 2 usage error, or\n"
  "a file that is unreadable, a directory or empty; 3 out of memory or\n"
  "output that cannot be written.\n";

static int
verify_option (void *ctx, int opt, const char *arg)
{
  verify_ctx *v = ctx;
  switch (opt)
    {
    case 's': v->solution_name = arg; return 0;
    case 'f': return cli_set_format (&v->format, arg, "line,json");
    default: return -1;
    }
}

int
cmd_verify (int argc, char **argv)
{
  static const struct option longs[] = {
    { "solution", required_argument, 0, 's' },
    { "format", required_argument, 0, 'f' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  verify_ctx v = { .format = CLI_LINE };
  cli_input_init (&v.in);
  int rc = cli_parse (argc, argv, "h", longs, usage, &v.in, verify_option,
                      &v);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (v.solution_name)
    {
      ss_error err;
      if (!(v.solution_file = cli_open (v.solution_name, &err)))
        return cli_open_failed (&err);
      v.solutions = ss_reader_new (v.solution_file, v.solution_name,
                                   &v.in.read);
      if (!v.solutions)
        return cli_close (v.solution_file),
               fputs ("sudosat verify: out of memory\n", stderr),
               SS_EXIT_INTERNAL;
    }
  cli_each_record (argc - optind, argv + optind, &v.in, on_record, &v,
                   &v.exit_code);
  if (v.solutions)
    {
      long extra = 0;
      while (ss_reader_next (v.solutions, &v.solution) == 1)
        extra++;
      if (extra) /* a solution with no puzzle is a mismatch, not noise */
        {
          fprintf (stderr, "sudosat verify: %s: %ld solution record%s "
                   "beyond the last puzzle\n", v.solution_name, extra,
                   extra == 1 ? "" : "s");
          cli_exit_raise (&v.exit_code, SS_EXIT_FINDING);
        }
      ss_record_free (&v.solution);
      ss_reader_free (v.solutions);
      cli_close (v.solution_file);
    }
  return v.exit_code;
}
