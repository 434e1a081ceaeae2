/* check_compare.c -- the comparison driver's library parts.
 *
 * Model: judging needs no real solvers: results are built by hand so each
 * case states exactly what evidence the judge sees. */
#include "testutil.h"

#include <math.h>
#include <time.h>

#include "../compare/check.h"
#include "../compare/pool.h"
#include "../compare/summary.h"

static const ss_solver A = { "a", "", "", SS_COMPLETE, 9, 0, 0 };
static const ss_solver B = { "b", "", "", SS_COMPLETE, 9, 0, 0 };
static const ss_solver C = { "c", "", "", SS_COMPLETE, 9, 0, 0 };

#define SOL1 "1234341221434321"
#define SOL2 "2143341212344321"

static void
set (ss_cmp_entry *e, const ss_solver *s, ss_status st, uint64_t count,
     const char *solution)
{
  memset (e, 0, sizeof *e);
  e->solver = s;
  e->res.status = st;
  e->res.count = count;
  if (solution)
    e->res.solution = tu_parse (solution);
}

static void
release (ss_cmp_entry *e, int n)
{
  for (int i = 0; i < n; i++)
    ss_result_free (&e[i].res);
}

START_TEST (agreement)
{
  ss_cmp_entry e[3];
  set (&e[0], &A, SS_UNIQUE, 1, SOL1);
  set (&e[1], &B, SS_UNIQUE, 1, SOL1);
  set (&e[2], &C, SS_UNKNOWN, 0, 0);
  ss_cmp_verdict v = ss_cmp_check (e, 3, 2);
  ck_assert_int_eq (v.disagreement, 0);
  ck_assert_int_eq (v.consensus, SS_UNIQUE);
  ck_assert_int_eq (v.proven_solutions, 1);
  ck_assert (!e[2].disagrees && !e[2].wrong);
  release (e, 3);
}
END_TEST

START_TEST (two_unique_claims_with_different_solutions)
{
  /* Both solutions are valid, so the puzzle has two: both claims fall. */
  ss_cmp_entry e[2];
  set (&e[0], &A, SS_UNIQUE, 1, SOL1);
  set (&e[1], &B, SS_UNIQUE, 1, SOL2);
  ss_cmp_verdict v = ss_cmp_check (e, 2, 2);
  ck_assert_int_eq (v.disagreement, 1);
  ck_assert_int_eq (v.consensus, SS_MULTIPLE);
  ck_assert (e[0].wrong && e[1].wrong);
  release (e, 2);
}
END_TEST

START_TEST (false_unsat_is_wrong_even_in_the_majority)
{
  ss_cmp_entry e[3];
  set (&e[0], &A, SS_UNSAT, 0, 0);
  set (&e[1], &B, SS_UNSAT, 0, 0);
  set (&e[2], &C, SS_UNIQUE, 1, SOL1);
  ss_cmp_verdict v = ss_cmp_check (e, 3, 2);
  ck_assert_int_eq (v.consensus, SS_UNIQUE);
  ck_assert (e[0].wrong && e[1].wrong && !e[2].wrong);
  ck_assert (!e[2].disagrees);
  release (e, 3);
}
END_TEST

START_TEST (plain_disagreement_and_skipped_slots)
{
  /* unsat against multiple-without-evidence cannot happen (the wrapper
   * proves multiple), so take unsat against unknown-with-a-solution. */
  ss_cmp_entry e[4];
  set (&e[0], &A, SS_UNSAT, 0, 0);
  set (&e[1], 0, SS_INVALID, 0, 0); /* a slot that was not run */
  set (&e[2], &B, SS_UNKNOWN, 1, SOL1);
  set (&e[3], &C, SS_UNSAT, 0, 0);
  ss_cmp_verdict v = ss_cmp_check (e, 4, 2);
  ck_assert_int_eq (v.proven_solutions, 1);
  ck_assert_int_eq (v.consensus, SS_UNKNOWN);
  ck_assert (e[0].wrong && e[3].wrong);
  ck_assert (!e[1].wrong && !e[1].disagrees);
  ck_assert_int_eq (v.disagreement, 1);
  /* A verdict that differs without evidence against it: disagreement. */
  release (e, 4);
  set (&e[0], &A, SS_INVALID, 0, 0);
  set (&e[1], 0, SS_INVALID, 0, 0);
  set (&e[2], &B, SS_UNIQUE, 1, SOL1);
  set (&e[3], &C, SS_UNIQUE, 1, SOL1);
  v = ss_cmp_check (e, 4, 2);
  ck_assert_int_eq (v.consensus, SS_UNIQUE);
  ck_assert (e[0].disagrees && !e[0].wrong);
  release (e, 4);
}
END_TEST

START_TEST (limit_one)
{
  ss_cmp_entry e[2];
  set (&e[0], &A, SS_FOUND, 1, SOL1);
  set (&e[1], &B, SS_FOUND, 1, SOL2);
  ss_cmp_verdict v = ss_cmp_check (e, 2, 1);
  ck_assert_int_eq (v.disagreement, 0); /* K = 1 asks for any solution */
  ck_assert_int_eq (v.consensus, SS_FOUND);
  release (e, 2);
}
END_TEST

/* Only verdicts that stand count as deciding: unknown does not, nor a
 * refuted claim; the totals sort records by how many decided them. */
START_TEST (decided_counts_standing_verdicts)
{
  ss_cmp_entry e[3];
  ss_cmp_totals t = { 0 };
  t.required = 2;
  set (&e[0], &A, SS_UNIQUE, 1, SOL1);
  set (&e[1], &B, SS_UNKNOWN, 0, 0);
  set (&e[2], &C, SS_UNSAT, 0, 0); /* refuted by A's solution */
  ss_cmp_verdict v = ss_cmp_check (e, 3, 2);
  ck_assert_int_eq (v.decided, 1);
  ss_cmp_totals_add (&t, &v);
  release (e, 3);
  set (&e[0], &A, SS_UNKNOWN, 0, 0);
  set (&e[1], &B, SS_UNKNOWN, 0, 0);
  set (&e[2], 0, SS_UNIQUE, 0, 0); /* a slot that was not run */
  v = ss_cmp_check (e, 3, 2);
  ck_assert_int_eq (v.decided, 0);
  ck_assert_int_eq (v.disagreement, 0); /* nothing to disagree about... */
  ss_cmp_totals_add (&t, &v);
  release (e, 3);
  /* invalid is the wrapper's refusal before any solver runs: no solver
   * decided the record, and it counts as invalid only. */
  set (&e[0], &A, SS_INVALID, 0, 0);
  set (&e[1], &B, SS_INVALID, 0, 0);
  set (&e[2], &C, SS_UNKNOWN, 0, 0);
  v = ss_cmp_check (e, 3, 2);
  ck_assert_int_eq (v.decided, 0);
  ck_assert_int_eq (v.consensus, SS_INVALID);
  ss_cmp_totals_add (&t, &v);
  release (e, 3);
  /* ...and neither record with fewer than two deciders passes. */
  ck_assert_int_eq (t.by_two, 0);
  ck_assert_int_eq (t.by_one, 1);
  ck_assert_int_eq (t.by_none, 1);
  ck_assert_int_eq (t.short_of, 2);
  ck_assert_int_eq (t.invalid, 1);
  ck_assert_int_eq (t.disagreements, 1);
}
END_TEST

START_TEST (summary_quantiles)
{
  ss_cmp_summary s = { 0 };
  ss_cmp_entry e;
  memset (&e, 0, sizeof e);
  e.solver = &A;
  for (int i = 1; i <= 100; i++)
    {
      e.res.seconds = i * 1e-3;
      e.res.status = i <= 90 ? SS_UNIQUE : SS_UNKNOWN;
      e.res.stats.nodes = (uint64_t) i;
      ss_cmp_summary_add (&s, &e);
    }
  ck_assert_int_eq (s.puzzles, 100);
  ck_assert_int_eq (ss_cmp_decided (&s), 90);
  ck_assert_int_eq (s.stats.nodes, 5050);
  ck_assert (fabs (s.total - 5.05) < 1e-9);
  ck_assert (fabs (s.max - 0.1) < 1e-12);
  double med = ss_cmp_quantile (&s, 0.5), p95 = ss_cmp_quantile (&s, 0.95);
  ck_assert_msg (med > 0.048 && med < 0.052, "median %g", med);
  ck_assert_msg (p95 > 0.092 && p95 < 0.098, "p95 %g", p95);
  ck_assert (ss_cmp_quantile (&s, 1.0) <= s.max);
}
END_TEST

/* The pool: results come back in input order whatever the timing. */
typedef struct pool_test {
  int produced, total, next_expected, out_of_order;
  int value[500];
} pool_test;

static void *
produce (void *ctx)
{
  pool_test *t = ctx;
  if (t->produced == t->total)
    return 0;
  int *job = malloc (2 * sizeof *job);
  job[0] = t->produced++;
  job[1] = -1;
  return job;
}

static void
square (void *ctx, void *arg)
{
  int *job = arg;
  (void) ctx;
  if (job[0] % 7 == 0)
    {
      /* make some jobs slow so that later ones finish first */
      struct timespec pause = { 0, 200000 };
      nanosleep (&pause, 0);
    }
  job[1] = job[0] * job[0];
}

static void
consume (void *ctx, void *arg)
{
  pool_test *t = ctx;
  int *job = arg;
  t->out_of_order += job[0] != t->next_expected++;
  t->value[job[0]] = job[1];
  free (job);
}

START_TEST (pool_keeps_order)
{
  static const int threads[] = { 1, 2, 3, 8 };
  for (int k = 0; k < 4; k++)
    {
      pool_test t = { 0, 500, 0, 0, { 0 } };
      ck_assert_int_eq (ss_pool_run (threads[k], produce, square, consume,
                                     &t), 0);
      ck_assert_int_eq (t.next_expected, 500);
      ck_assert_int_eq (t.out_of_order, 0);
      for (int i = 0; i < 500; i++)
        ck_assert_int_eq (t.value[i], i * i);
    }
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("compare");
  TCase *t = tcase_create ("compare");
  tcase_add_test (t, agreement);
  tcase_add_test (t, two_unique_claims_with_different_solutions);
  tcase_add_test (t, false_unsat_is_wrong_even_in_the_majority);
  tcase_add_test (t, plain_disagreement_and_skipped_slots);
  tcase_add_test (t, limit_one);
  tcase_add_test (t, decided_counts_standing_verdicts);
  tcase_add_test (t, summary_quantiles);
  tcase_add_test (t, pool_keeps_order);
  suite_add_tcase (s, t);
  return tu_run (s);
}
