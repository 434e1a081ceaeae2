/* check_estimate.c -- the sampling estimate of a puzzle's number of
 * solutions (solvers/estimate.h) against exact counts.
 *
 * Model: small puzzles whose counts the engines count exactly (a blank
 * 4x4: 288; givens; killer cages; a blank 6x6: 28,200,960), and the blank
 * 9x9 whose count is known (6,670,903,752,021,072,936,960: Felgenhauer
 * and Jarvis).  For a fixed seed the 95% interval must hold the count and
 * the mean lie within 20% of it; a puzzle without solutions estimates 0;
 * a seed repeats its run; a timeout stops the probes early.  Every
 * kind's example (docs/examples/variants) with its givens taken away is
 * a draft with several solutions, counted here by cp to the end: the
 * estimate's mean lies within 3.5 standard errors of that count (a
 * 1-in-2000 miss for a normal mean, over some thirty puzzles).  An estimator
 * that multiplied by the wrong branching factor, or let a broken leaf
 * count, would miss these counts by far more than the spread.
 */
#include <glob.h>
#include <math.h>

#include "testutil.h"

#include "../engines/table.h"
#include "../solvers/estimate.h"

static void
parse (const char *text, ss_grid *g)
{
  ss_error err;
  ck_assert_msg (ss_parse_text (text, 0, g, &err) == 0, "%s", err.msg);
}

static void
holds (const char *text, double count, long probes)
{
  ss_grid g;
  ss_estimate e;
  parse (text, &g);
  ck_assert_int_eq (ss_estimate_count (&g, probes, 1, 0, &e), 0);
  ck_assert_int_eq (e.probes, probes);
  ck_assert_msg (e.low <= count && count <= e.high,
                 "count %g outside %g..%g (mean %g) for:\n%s", count, e.low,
                 e.high, e.mean, text);
  ck_assert_msg (fabs (e.mean - count) <= 0.2 * count,
                 "mean %g not within 20%% of %g", e.mean, count);
  ss_grid_free (&g);
}

#define BLANK4 "....\n....\n....\n....\n"

START_TEST (blank_4x4) { holds (BLANK4, 288, 2000); }
END_TEST

START_TEST (givens_4x4) { holds ("1...\n..3.\n....\n....\n", 12, 2000); }
END_TEST

START_TEST (killer_4x4)
{
  holds (BLANK4 "killer 3 r4c2 r4c3\n", 48, 2000);
  holds (BLANK4 "killer 3 r4c2 r4c3\nkiller 4 r2c4 r3c4\n", 9, 2000);
}
END_TEST

START_TEST (blank_6x6)
{
  holds ("......\n......\n......\n......\n......\n......\n", 28200960,
         2000);
}
END_TEST

START_TEST (blank_9x9_order_of_magnitude)
{
  ss_grid g;
  ss_estimate e;
  char text[100];
  memset (text, '.', 81);
  strcpy (text + 81, "\n");
  parse (text, &g);
  ck_assert_int_eq (ss_estimate_count (&g, 1000, 1, 0, &e), 0);
  double count = 6670903752021072936960.0;
  ck_assert_msg (e.mean > count / 10 && e.mean < count * 10, "mean %g",
                 e.mean);
  ck_assert_msg (e.low <= count && count <= e.high, "%g..%g", e.low, e.high);
  ss_grid_free (&g);
}
END_TEST

/* Two cages of 7 in one box's two rows: each needs 3 and 4. */
START_TEST (no_solution_estimates_zero)
{
  ss_grid g;
  ss_estimate e;
  parse (BLANK4 "killer 7 r1c1 r1c2\nkiller 7 r2c1 r2c2\n", &g);
  ck_assert_int_eq (ss_estimate_count (&g, 50, 1, 0, &e), 0);
  ck_assert (e.mean == 0 && e.high == 0 && e.hits == 0 && e.probes == 50);
  ss_grid_free (&g);
}
END_TEST

START_TEST (seed_repeats)
{
  ss_grid g;
  ss_estimate a, b, c;
  parse (BLANK4, &g);
  ck_assert_int_eq (ss_estimate_count (&g, 100, 7, 0, &a), 0);
  ck_assert_int_eq (ss_estimate_count (&g, 100, 7, 0, &b), 0);
  ck_assert_int_eq (ss_estimate_count (&g, 100, 8, 0, &c), 0);
  ck_assert (a.mean == b.mean && a.se == b.se && a.seed == 7);
  ck_assert (a.mean != c.mean);
  ss_grid_free (&g);
}
END_TEST

START_TEST (timeout_stops_early)
{
  ss_grid g;
  ss_estimate e;
  parse (BLANK4, &g);
  ck_assert_int_eq (ss_estimate_count (&g, 1000000000L, 1, 1e-3, &e), 0);
  ck_assert (e.stopped && e.probes >= 1 && e.probes < 1000000000L);
  ss_grid_free (&g);
}
END_TEST

/* Probes a draft: the bound is in the estimate's own standard errors, so
 * fewer probes keep its false-alarm rate and widen its tolerance (by 2
 * from 4000); 4000 took a minute under CI's load (self-taxicab's draft
 * alone 5 s of probes). */
#define DRAFT_PROBES 1000

/* The file's puzzle without its givens: a draft of the same rules. */
static int
draft_of (const char *path, ss_grid *g)
{
  char text[1 << 14];
  FILE *f = fopen (path, "r");
  ck_assert_ptr_nonnull (f);
  size_t len = fread (text, 1, sizeof text - 1, f);
  fclose (f);
  text[len] = 0;
  ss_error err;
  if (ss_parse_text (text, 0, g, &err) < 0)
    return -1;
  memset (g->cell, 0, (size_t) g->n * g->n);
  return 0;
}

/* cp's exact count of the draft, or -1 past a node budget. */
static double
exact_count (const ss_grid *g)
{
  ss_solve_opts o = { .limit = 0, .max_nodes = 20000 };
  ss_result res;
  ck_assert_int_eq (ss_solve (ss_solver_find ("cp"), g, &o, &res), 0);
  double count = res.exhausted ? (double) res.count : -1;
  ss_result_free (&res);
  return count;
}

START_TEST (every_kind_draft)
{
  glob_t files;
  int checked = 0;
  ck_assert_int_eq (glob ("docs/examples/variants/*.txt", 0, 0, &files), 0);
  for (size_t i = 0; i < files.gl_pathc; i++)
    {
      ss_grid g;
      ss_estimate e;
      double count;
      if (draft_of (files.gl_pathv[i], &g) < 0)
        continue;
      if ((count = exact_count (&g)) >= 0)
        {
          ck_assert_int_eq (ss_estimate_count (&g, DRAFT_PROBES, 1, 0, &e),
                            0);
          ck_assert_msg (fabs (e.mean - count) <= 3.5 * e.se + 1e-9,
                         "%s: %g solutions, estimate %g (se %g)",
                         files.gl_pathv[i], count, e.mean, e.se);
          checked++;
        }
      ss_grid_free (&g);
    }
  globfree (&files);
  ck_assert_int_ge (checked, 25);
}
END_TEST

static Suite *
estimate_suite (void)
{
  Suite *s = suite_create ("estimate");
  TCase *tc = tcase_create ("estimate");
  tcase_set_timeout (tc, 60);
  tcase_add_test (tc, blank_4x4);
  tcase_add_test (tc, givens_4x4);
  tcase_add_test (tc, killer_4x4);
  tcase_add_test (tc, blank_6x6);
  tcase_add_test (tc, blank_9x9_order_of_magnitude);
  tcase_add_test (tc, no_solution_estimates_zero);
  tcase_add_test (tc, seed_repeats);
  tcase_add_test (tc, timeout_stops_early);
  tcase_add_test (tc, every_kind_draft);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return tu_run (estimate_suite ());
}
