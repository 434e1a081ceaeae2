/* cmd_verify.c -- sudosat verify: one verdict line per input record.
 *
 *   ok                 the givens break no rule
 *   ok complete        a full grid that breaks no rule (or, with
 *                      --solution, a right solution of its puzzle)
 *   invalid: ...       every conflict, joined by "; "
 *   error: F:L:C: ...  the record could not be read
 *
 * JSON and CSV say the same (JSON's problems as an array); SVG draws each
 * record (its solution, with --solution) with every rule of a variant
 * puzzle, captioned with the verdict.  Records run
 * through the batch runner (jobs.h); the --solution file is read in step
 * with the puzzles, in input order, by the runner's prepare hook.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/print.h"
#include "../core/verify.h"
#include "cli.h"
#include "jobs.h"
#include "svg_out.h"
#include "variant_out.h"

typedef struct verify_ctx {
  cli_input in;
  cli_format format;
  const char *solution_name;
  FILE *solution_file;
  ss_reader *solutions;
  ss_record solution;
  cli_batch batch;
  cli_svg svg; /* --format svg (with -j 1 only): the pictures so far */
} verify_ctx;

/* A record's solution, or why there is none (prepare's result). */
typedef struct paired {
  int ok;
  ss_grid grid;
  ss_error err;
} paired;

static void
report_error (const verify_ctx *v, cli_job *j, const ss_error *err)
{
  j->code = cli_record_code (err);
  if (v->format == CLI_JSON)
    cli_write_error_json (j->out, j->file, j->rec, err);
  else if (v->format == CLI_CSV)
    cli_csv_error (j->out, j->file, j->rec, err, 2);
  else /* an SVG document has no room for it: stderr */
    cli_write_error_line (v->format == CLI_SVG ? stderr : j->out, err);
}

static void
report_data (const verify_ctx *v, cli_job *j, int complete,
             const char *problems)
{
  const char *status = problems ? "invalid" : "ok";
  if (v->format == CLI_JSON)
    {
      cli_json_record (j->out, j->file, j->rec, &v->in, status);
      fprintf (j->out, ",\"complete\":%s", complete ? "true" : "false");
      if (problems)
        cli_json_list (j->out, "problems", problems, "; ");
      fputs ("}\n", j->out);
      return;
    }
  cli_csv_record (j->out, j->file, j->rec, &v->in, status);
  fprintf (j->out, ",%s,", complete ? "true" : "false");
  cli_csv_string (j->out, problems ? problems : "");
  fputs (",\n", j->out);
}

/* The picture of the record (-j 1 only: this is the reading thread). */
static void
draw (const verify_ctx *v, cli_job *j, const ss_grid *solution,
      int problems, int complete)
{
  char caption[200];
  ss_grid shown; /* a solution read from its own file has no rules: the
                    puzzle's are drawn with it */
  cli_svg_caption (caption, sizeof caption, j->rec,
                   problems ? "invalid" : complete ? "ok complete" : "ok");
  if (ss_grid_copy (&shown, solution ? solution : &j->rec->grid))
    {
      fprintf (stderr, "sudosat verify: out of memory\n");
      j->code = SS_EXIT_INTERNAL;
      return;
    }
  if (ss_grid_same_shape (&shown, &j->rec->grid))
    ss_grid_set_model (&shown, j->rec->grid.model);
  cli_svg_add ((cli_svg *) &v->svg, &shown, &j->rec->grid,
               cli_picture_alphabet (j->rec, &v->in), caption);
  ss_grid_free (&shown);
}

/* The puzzle written back (with its solution, when one was given); the
 * verdict is the text form's comment, and on stderr when it is a
 * finding and the format has no comments. */
static void
report_variant (const verify_ctx *v, cli_job *j, const ss_grid *solution,
                int complete, const char *problems)
{
  char *note = 0;
  size_t len = 0;
  FILE *m = open_memstream (&note, &len);
  if (m)
    {
      if (problems)
        fprintf (m, "invalid: %s", problems);
      else
        fputs (complete ? "ok complete" : "ok", m);
      fclose (m);
    }
  if (problems && v->format != CLI_VARIANT)
    fprintf (stderr, "sudosat verify: %s:%ld: invalid: %s\n", j->file,
             j->rec->line, problems);
  cli_exit_raise (&j->code, cli_variant_write (j->out, v->format, j->file,
                                               j->rec, &v->in, solution,
                                               note ? note : "ok"));
  free (note);
}

static void
report (const verify_ctx *v, cli_job *j, const ss_grid *solution)
{
  const ss_grid *puzzle = &j->rec->grid;
  const ss_grid *g = solution ? solution : puzzle;
  int problems = solution ? ss_verify_solution (puzzle, solution, 0)
                          : ss_verify_conflicts (g, 0, 0);
  int complete = !problems && ss_grid_complete (g);
  char *text = problems ? cli_problems (puzzle, solution,
                                       cli_alphabet_of (j->rec, &v->in))
                        : 0;
  if (problems)
    j->code = SS_EXIT_FINDING;
  if (problems && !text)
    {
      fprintf (stderr, "sudosat verify: out of memory\n");
      j->code = SS_EXIT_INTERNAL;
    }
  else if (cli_variant_format (v->format))
    report_variant (v, j, solution, complete, text);
  else if (v->format == CLI_JSON || v->format == CLI_CSV)
    report_data (v, j, complete, text);
  else if (v->format == CLI_SVG)
    draw (v, j, solution, problems, complete);
  else if (!problems)
    fputs (complete ? "ok complete\n" : "ok\n", j->out);
  else
    fprintf (j->out, "invalid: %s\n", text);
  free (text);
}

/* prepare: the next record of the --solution file, in input order. */
static void
pair_solution (void *ctx, cli_job *j)
{
  verify_ctx *v = ctx;
  paired *p = calloc (1, sizeof *p);
  j->extra = p;
  if (!v->solutions || !p)
    return;
  int got = ss_reader_next (v->solutions, &v->solution);
  if (got == 1)
    cli_check_record (&v->in, &v->solution);
  if (got == 1 && v->solution.ok)
    p->ok = !ss_grid_copy (&p->grid, &v->solution.grid);
  if (p->ok)
    return;
  if (got == 1 && !v->solution.ok)
    p->err = v->solution.err;
  else
    {
      ss_error_clear (&p->err);
      p->err.file = v->solution_name;
      ss_error_set (&p->err, 0, 0, got == 1 ? "out of memory"
                    : "no solution for record %ld", j->rec->index);
    }
}

static void
release (void *ctx, cli_job *j)
{
  paired *p = j->extra;
  (void) ctx;
  if (p && p->ok)
    ss_grid_free (&p->grid);
  free (p);
}

static void
work (void *ctx, cli_job *j)
{
  const verify_ctx *v = ctx;
  const paired *p = j->extra;
  if (!p)
    {
      fprintf (stderr, "sudosat verify: out of memory\n");
      j->code = SS_EXIT_INTERNAL;
    }
  else if (v->solutions && !p->ok)
    report_error (v, j, &p->err);
  else if (!j->rec->ok)
    report_error (v, j, &j->rec->err);
  else
    report (v, j, v->solutions ? &p->grid : 0);
}

static const char usage[] =
  "usage: sudosat verify [--solution FILE] [--box RxC] [--alphabet S] [--verbose]\n"
  "                      [--format text|json|csv|svg|variant|fpuzzles|\n"
  "                      fpuzzles-json] [-j N] [--shard I/N] [FILES|-]\n"
  "Prints one line per record: ok, ok complete, invalid: CONFLICTS, or\n"
  "error: FILE:LINE:COL: REASON.  With --solution, the N-th record of FILE\n"
  "must be a right solution of the N-th puzzle.  -j N runs N threads (same\n"
  "output); --shard I/N takes records I, I+N, I+2N, ...  --format svg draws\n"
  "every record (its solution, with --solution) and its rules in one\n"
  "picture (-j 1).  --format variant, fpuzzles and fpuzzles-json write each\n"
  "puzzle back in that form (with its solution as non-given digits, when\n"
  "--solution gives one): the way to convert between the forms sudosat\n"
  "reads.\n"
  "Exit: 0 all ok; 1 some record invalid or unreadable; 2 usage error, a\n"
  "file that is unreadable, a directory or empty, or a rule sudosat does\n"
  "not know; 3 out of memory or\n"
  "output that cannot be written; 130 Ctrl-C (the records finished so far\n"
  "are written).\n";

static int
verify_option (void *ctx, int opt, const char *arg)
{
  verify_ctx *v = ctx;
  switch (opt)
    {
    case 's': v->solution_name = arg; return 0;
    case 'f':
      return cli_set_format (&v->format, arg, "text,json,csv,svg,variant,"
                             "fpuzzles,fpuzzles-json");
    case 'j':
    case CLI_SHARD_OPT: return cli_batch_option (&v->batch, opt, arg);
    default: return -1;
    }
}

static int
open_solutions (verify_ctx *v)
{
  ss_error err;
  if (!(v->solution_file = cli_open (v->solution_name, &err)))
    return cli_open_failed (&err);
  v->solutions = ss_reader_new (v->solution_file, v->solution_name,
                                &v->in.read);
  if (v->solutions)
    return 0;
  cli_close (v->solution_file);
  fputs ("sudosat verify: out of memory\n", stderr);
  return SS_EXIT_INTERNAL;
}

/* A solution with no puzzle is a mismatch, not noise. */
static int
close_solutions (verify_ctx *v, int code)
{
  long extra = 0;
  while (code != SS_EXIT_INTERRUPTED
         && ss_reader_next (v->solutions, &v->solution) == 1)
    extra++;
  if (extra)
    {
      fprintf (stderr, "sudosat verify: %s: %ld solution record%s beyond "
               "the last puzzle\n", v->solution_name, extra,
               extra == 1 ? "" : "s");
      cli_exit_raise (&code, SS_EXIT_FINDING);
    }
  ss_record_free (&v->solution);
  ss_reader_free (v->solutions);
  cli_close (v->solution_file);
  return code;
}

int
cmd_verify (int argc, char **argv)
{
  static const struct option longs[] = {
    { "solution", required_argument, 0, 's' },
    { "format", required_argument, 0, 'f' },
    CLI_BATCH_OPTIONS,
    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  static const cli_batch_fns fns = { pair_solution, work, release };
  verify_ctx v = { .format = CLI_TEXT };
  cli_input_init (&v.in);
  cli_batch_init (&v.batch);
  int rc = cli_parse (argc, argv, "hj:", longs, usage, &v.in, verify_option,
                      &v);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (v.format == CLI_SVG && v.batch.threads > 1)
    return cli_usage_error ("verify", "--format svg draws one document in "
                            "record order: use -j 1"), SS_EXIT_USAGE;
  if (v.solution_name && (rc = open_solutions (&v)))
    return rc;
  if (v.format == CLI_SVG && cli_svg_open (&v.svg))
    return SS_EXIT_INTERNAL;
  if (v.format == CLI_CSV)
    fputs (CLI_CSV_HEAD ",complete,problems,note\n", stdout);
  rc = cli_batch_run (&v.batch, argc - optind, argv + optind, &v.in, &fns,
                      &v);
  if (v.format == CLI_SVG && cli_svg_close (&v.svg, stdout))
    cli_exit_raise (&rc, SS_EXIT_INTERNAL);
  return v.solutions ? close_solutions (&v, rc) : rc;
}
