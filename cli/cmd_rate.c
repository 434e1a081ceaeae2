/* cmd_rate.c -- sudosat rate: the weakest in-house method that settles
 * each puzzle (singles: naked singles, hidden: hidden singles too, search:
 * search, with the fast solver's guesses; a variant puzzle's from its
 * step path, where logic is its other deductions without a trial and
 * the guesses are the path's search steps), or the verdict that prevents
 * a rating (invalid, unsat, multiple, unknown).  JSON and CSV call that
 * word the status.  Then, from the solve path of steps/, qqwing's
 * difficulty and a HoDoKu-style score.  Records run through the batch
 * runner (jobs.h). */

#include <string.h>

#include "../core/print.h"
#include "../gen/generate.h"
#include "../engines/table.h"
#include "../steps/steps.h"
#include "cli.h"
#include "explain_steps.h"
#include "jobs.h"
#include "variant.h"

typedef struct rate_ctx {
  cli_input in;
  cli_format format;
  const ss_solver *solver;
  double timeout;     /* --timeout: per record, the verdict and the path */
  cli_batch batch;
} rate_ctx;

/* qqwing's level and a HoDoKu-style score, from the solve path; only for
 * a puzzle with exactly one solution (else none and 0). */
static int
grade_steps (const ss_grid *g, const ss_solver *engine, double timeout,
             ss_grade *grade)
{
  ss_steps_opts o = { 0 };
  o.timeout = timeout;
  o.solver = g->model ? engine : 0;
  ss_path p;
  ss_error err;
  if (ss_steps_solve (g, &o, &p, &err))
    {
      fprintf (stderr, "sudosat rate: %s\n", err.msg);
      memset (grade, 0, sizeof *grade);
      grade->level = SS_LEVEL_NONE;
      return -1;
    }
  ss_steps_grade (&p, grade);
  ss_path_free (&p);
  return 0;
}

/* An unreadable record (exit 1), or a variant one (2: not yet). */
static void
write_error (const rate_ctx *r, cli_job *j, const ss_error *err, int code)
{
  cli_exit_raise (&j->code, code);
  if (r->format == CLI_JSON)
    cli_write_error_json (j->out, j->file, j->rec, err);
  else if (r->format == CLI_CSV)
    cli_csv_error (j->out, j->file, j->rec, err, 6);
  else
    cli_write_error_line (j->out, err);
}

static void
write_rating (const rate_ctx *r, cli_job *j, const ss_rate_result *res,
              const ss_grade *g)
{
  const char *word = ss_rating_name (res->rating);
  const char *level = ss_level_name (g->level);
  unsigned long long guesses = res->guesses, nodes = res->nodes;
  if (r->format == CLI_JSON)
    {
      cli_json_record (j->out, j->file, j->rec, &r->in, word);
      fprintf (j->out, ",\"givens\":%d,\"guesses\":%llu,\"nodes\":%llu,"
               "\"difficulty\":\"%s\",\"score\":%ld,\"steps\":%d}\n",
               res->givens, guesses, nodes, level, g->score, g->steps);
    }
  else if (r->format == CLI_CSV)
    {
      cli_csv_record (j->out, j->file, j->rec, &r->in, word);
      fprintf (j->out, ",%d,%llu,%llu,%s,%ld,%d,\n", res->givens, guesses,
               nodes, level, g->score, g->steps);
    }
  else
    fprintf (j->out, "%s givens=%d guesses=%llu difficulty=%s score=%ld\n",
             word, res->givens, guesses, level, g->score);
}

static void
work (void *ctx, cli_job *j)
{
  const rate_ctx *r = ctx;
  const ss_grid *g = &j->rec->grid;
  ss_rate_result res;
  ss_error err = { .file = j->file, .line = j->rec->line };
  if (!j->rec->ok)
    {
      write_error (r, j, &j->rec->err, cli_record_code (&j->rec->err));
      return;
    }
  const ss_solver *engine = g->model ? cli_steps_engine (g) : r->solver;
  if (!engine)
    engine = r->solver; /* refuses the kinds by name: rated unknown */
  double t0 = ss_now ();
  if (ss_rate_budget (g, engine, 0, r->timeout, &res, &err) < 0)
    {
      fprintf (stderr, "sudosat rate: %s\n", err.msg);
      j->code = SS_EXIT_INTERNAL;
      return;
    }
  if (res.rating == SS_RATE_INVALID)
    j->code = SS_EXIT_FINDING;
  ss_grade grade = { .level = SS_LEVEL_NONE };
  double left = r->timeout > 0 ? r->timeout - (ss_now () - t0) : 0;
  if (r->timeout > 0 && left <= 0)
    left = 1e-3; /* spent: the path stops at once */
  if (res.status == SS_UNIQUE && grade_steps (g, engine, left, &grade))
    j->code = SS_EXIT_INTERNAL;
  else if (res.status == SS_UNIQUE && g->model)
    {
      /* the engine's guesses say how it searched, not what the puzzle
       * needs: a variant puzzle's are its path's search steps */
      res.rating = cli_rating_by_path (&grade);
      res.guesses = (uint64_t) cli_path_guesses (&grade);
    }
  if (!cli_interrupted ())
    write_rating (r, j, &res, &grade);
}

static const char usage[] =
  "usage: sudosat rate [--format text|json|csv] [--timeout SEC] [-j N]\n"
  "                    [--shard I/N] [--box RxC] [--alphabet S] [--verbose]\n"
  "                    [FILES|-]\n"
  "Rates each puzzle: singles (naked singles solve it), hidden (hidden\n"
  "singles too), search (needs search; guesses = the fast solver's), or the\n"
  "verdict that prevents a rating: invalid, unsat, multiple, unknown.\n"
  "Then, from the solve path of 'explain --steps': difficulty, qqwing's\n"
  "level (simple: naked singles; easy: hidden singles; intermediate:\n"
  "pairs, pointing, box/line; expert: more; none without exactly one\n"
  "solution), and score, the sum of HoDoKu's weights of the steps.\n"
  "--timeout SEC bounds each record (verdict and path): past it the\n"
  "record is rated unknown, or its path stops where it got to.\n"
  "Exit: 0 all rated (unsat, multiple and unknown included); 1 a record\n"
  "invalid or unreadable; 2 usage error, or a file that is unreadable, a\n"
  "directory or empty; 3 out of memory or output that cannot be written;\n"
  "130 Ctrl-C (the records finished so far are written).\n";

static int
rate_option (void *ctx, int opt, const char *arg)
{
  rate_ctx *r = ctx;
  if (opt == 'j' || opt == CLI_SHARD_OPT)
    return cli_batch_option (&r->batch, opt, arg);
  if (opt == 't')
    return cli_parse_seconds ("--timeout", arg, &r->timeout);
  return opt == 'f' ? cli_set_format (&r->format, arg, "text,json,csv") : -1;
}

int
cmd_rate (int argc, char **argv)
{
  static const struct option longs[] = {
    { "format", required_argument, 0, 'f' },
    { "timeout", required_argument, 0, 't' },
    CLI_BATCH_OPTIONS,
    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  rate_ctx r = { .format = CLI_TEXT };
  cli_input_init (&r.in);
  cli_batch_init (&r.batch);
  r.solver = ss_solver_find ("fast");
  int rc = cli_parse (argc, argv, "hj:", longs, usage, &r.in, rate_option,
                      &r);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (r.format == CLI_CSV)
    fputs (CLI_CSV_HEAD ",givens,guesses,nodes,difficulty,score,steps,note\n",
           stdout);
  static const cli_batch_fns fns = { 0, work, 0 };
  return cli_batch_run (&r.batch, argc - optind, argv + optind, &r.in, &fns,
                        &r);
}
