/* cmd_rate.c -- sudosat rate: the weakest in-house method that settles
 * each puzzle (easy: naked singles, medium: hidden singles too, hard:
 * search, with the fast solver's guesses), or the verdict that prevents
 * a rating (invalid, unsat, multiple, unknown); then, from the solve
 * path of steps/, qqwing's difficulty and a HoDoKu-style score. */

#include <string.h>

#include "../core/print.h"
#include "../gen/generate.h"
#include "../engines/table.h"
#include "../steps/steps.h"
#include "cli.h"

typedef struct rate_ctx {
  cli_input in;
  cli_format format;
  const ss_solver *solver;
  int exit_code;
} rate_ctx;

/* qqwing's level and a HoDoKu-style score, from the solve path; only for
 * a puzzle with exactly one solution (else none and 0). */
static int
grade_steps (const ss_grid *g, ss_grade *grade)
{
  ss_steps_opts o = { 0 };
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

static void
on_record (void *ctx, const char *file, ss_record *rec)
{
  rate_ctx *r = ctx;
  ss_rate_result res;
  ss_error err;
  if (!rec->ok)
    {
      cli_exit_raise (&r->exit_code, SS_EXIT_FINDING);
      if (r->format == CLI_JSON)
        cli_write_error_json (stdout, file, rec, &rec->err);
      else
        cli_write_error_line (stdout, &rec->err);
      return;
    }
  if (ss_rate (&rec->grid, r->solver, &res, &err) < 0)
    {
      fprintf (stderr, "sudosat rate: %s\n", err.msg);
      cli_exit_raise (&r->exit_code, SS_EXIT_INTERNAL);
      return;
    }
  if (res.rating == SS_RATE_INVALID)
    cli_exit_raise (&r->exit_code, SS_EXIT_FINDING);
  ss_grade grade = { .level = SS_LEVEL_NONE };
  if (res.status == SS_UNIQUE && grade_steps (&rec->grid, &grade))
    cli_exit_raise (&r->exit_code, SS_EXIT_INTERNAL);
  if (r->format == CLI_JSON)
    {
      cli_json_head (stdout, file, rec);
      cli_json_read_as (stdout, rec, &r->in);
      printf (",\"rating\":\"%s\",\"givens\":%d,\"guesses\":%llu,"
              "\"nodes\":%llu", ss_rating_name (res.rating), res.givens,
              (unsigned long long) res.guesses,
              (unsigned long long) res.nodes);
      printf (",\"difficulty\":\"%s\",\"score\":%ld,\"steps\":%d}\n",
              ss_level_name (grade.level), grade.score, grade.steps);
    }
  else
    printf ("%s givens=%d guesses=%llu difficulty=%s score=%ld\n",
            ss_rating_name (res.rating), res.givens,
            (unsigned long long) res.guesses, ss_level_name (grade.level),
            grade.score);
}

static const char usage[] =
  "usage: sudosat rate [--format line|json] [--box RxC] [--alphabet S]\n"
  "                    [FILES|-]\n"
  "Rates each puzzle: easy (naked singles solve it), medium (hidden\n"
  "singles too), hard (needs search; guesses = the fast solver's), or the\n"
  "verdict that prevents a rating: invalid, unsat, multiple, unknown.\n"
  "Then, from the solve path of 'explain --steps': difficulty, qqwing's\n"
  "level (simple: naked singles; easy: hidden singles; intermediate:\n"
  "pairs, pointing, box/line; expert: more; none without exactly one\n"
  "solution), and score, the sum of HoDoKu's weights of the steps.\n"
  "Exit: 0 all rated (unsat, multiple and unknown included); 1 a record\n"
  "invalid or unreadable; 2 usage error, or a file that is unreadable, a\n"
  "directory or empty; 3 out of memory or output that cannot be written.\n";

static int
rate_option (void *ctx, int opt, const char *arg)
{
  rate_ctx *r = ctx;
  return opt == 'f' ? cli_set_format (&r->format, arg, "line,json") : -1;
}

int
cmd_rate (int argc, char **argv)
{
  static const struct option longs[] = {
    { "format", required_argument, 0, 'f' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  rate_ctx r = { .format = CLI_LINE };
  cli_input_init (&r.in);
  r.solver = ss_solver_find ("fast");
  int rc = cli_parse (argc, argv, "h", longs, usage, &r.in, rate_option, &r);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  cli_each_record (argc - optind, argv + optind, &r.in, on_record, &r,
                   &r.exit_code);
  return r.exit_code;
}
