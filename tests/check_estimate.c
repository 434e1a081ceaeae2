/* check_estimate.c -- the sampling estimate of a puzzle's number of
 * solutions (solvers/estimate.h) against exact counts.
 *
 * Model: small puzzles whose counts the engines count exactly (a blank
 * 4x4: 288; givens; killer cages; a blank 6x6: 28,200,960), and the blank
 * 9x9 whose count is known (6,670,903,752,021,072,936,960: Felgenhauer
 * and Jarvis).  For a fixed seed the 95% interval must hold the count and
 * the mean lie within 20% of it; a puzzle without solutions estimates 0;
 * a seed repeats its run; a timeout stops the probes early.  An estimator
 * that multiplied by the wrong branching factor, or let a broken leaf
 * count, would miss these counts by far more than the spread.
 */
#include <math.h>

#include "testutil.h"

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
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return tu_run (estimate_suite ());
}
