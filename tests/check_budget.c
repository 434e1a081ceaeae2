/* check_budget.c -- the budget: deadlines as instants, the clock read by
 * elapsed work, and the cancel flag (core/budget.h).
 *
 * Model: a budget must stop a search on time whatever a check costs, and
 * a raised cancel flag must stop every engine that watches it, in-house
 * or SAT, with "unknown", never a wrong verdict. */
#include "testutil.h"

#include <pthread.h>
#include <time.h>

#include "../core/activity.h"
#include "../core/budget.h"
#include "../core/cancel.h"
#include "../engines/table.h"
#include "../gen/generate.h"

/* Cheap checks: the period grows, so the clock is read rarely.  The
 * largest period reached is the test: a check that the scheduler kept
 * waiting shrinks the period again (a 1 ms gap), and under sanitizers on
 * a loaded machine the last reading may be one of those (54 was seen). */
START_TEST (period_grows_on_cheap_checks)
{
  ss_budget b;
  uint32_t most = 0;
  ss_budget_init (&b, 0, 10);
  for (int i = 0; i < 200000; i++)
    {
      ck_assert (!ss_budget_spent (&b, (uint64_t) i));
      most = b.period > most ? b.period : most;
    }
  ck_assert_uint_gt (most, 64);
}
END_TEST

static void
spin (double seconds)
{
  double end = ss_now () + seconds;
  while (ss_now () < end)
    ;
}

/* Dear checks (1 ms each): the period stays at one, so a deadline is
 * seen at the first check past it. */
START_TEST (period_stays_small_on_dear_checks)
{
  ss_budget b;
  ss_budget_init (&b, 0, 0.05);
  int checks = 0;
  double start = ss_now ();
  while (!ss_budget_spent (&b, 0))
    spin (0.001), checks++;
  ck_assert_uint_le (b.period, 2);
  ck_assert (ss_now () - start < 0.05 + 0.5); /* generous: a shared machine */
  /* At least two checks (a loaded machine may deschedule the spins, so
   * their number is not 50; the period is what this test is about). */
  ck_assert_int_ge (checks, 2);
}
END_TEST

START_TEST (cancel_stops_a_budget)
{
  ss_budget b;
  ss_cancel flag;
  ss_cancel_init (&flag);
  ss_budget_init_at (&b, 0, 0, &flag);
  for (int i = 0; i < 1000; i++)
    ck_assert (!ss_budget_spent (&b, 0));
  ss_cancel_raise (&flag);
  int i = 0;
  while (!ss_budget_spent (&b, 0))
    ck_assert_int_lt (++i, 1 << 20);
  ck_assert (b.cancelled);
}
END_TEST

/* A random 49x49 grid with half the cells kept: no solver here decides
 * it within seconds. */
static ss_grid
hard_grid (void)
{
  ss_grid full, p;
  ss_error err;
  ck_assert_int_eq (ss_gen_full (7, 7, 11, &full, &err), 0);
  ss_grid_copy (&p, &full);
  for (int i = 0; i < p.n * p.n; i++)
    if ((i * 2654435761u) % 100 >= 50)
      p.cell[i] = 0;
  ss_grid_free (&full);
  return p;
}

typedef struct racer {
  const char *solver;
  const ss_grid *p;
  ss_cancel *flag;
  ss_result res;
  double took;
} racer;

static void *
run_racer (void *arg)
{
  racer *r = arg;
  ss_solve_opts o = { 0 };
  o.limit = 2;
  o.cancel = r->flag;
  o.timeout = 30; /* a safety net: the flag must stop it long before */
  double start = ss_now ();
  ss_solve (ss_solver_find (r->solver), r->p, &o, &r->res);
  r->took = ss_now () - start;
  return 0;
}

/* Every engine that watches the flag stops soon after it is raised. */
START_TEST (cancel_stops_every_engine)
{
  static const char *names[] = { "fast", "cadical", "picosat", "portfolio" };
  ss_grid p = hard_grid ();
  for (int i = 0; i < 4; i++)
    {
      ss_cancel flag;
      ss_cancel_init (&flag);
      racer r = { names[i], &p, &flag, { 0 }, 0 };
      pthread_t t;
      ck_assert_int_eq (pthread_create (&t, 0, run_racer, &r), 0);
      struct timespec ts = { 0, 500000000L };
      nanosleep (&ts, 0);
      double raised = ss_now ();
      ss_cancel_raise (&flag);
      pthread_join (t, 0);
      double late = ss_now () - raised;
      ck_assert_msg (late < 2.0, "%s stopped %.3f s after the flag", names[i],
                     late);
      ck_assert_msg (r.res.status == SS_UNKNOWN || r.res.status == SS_MULTIPLE,
                     "%s: %s", names[i], ss_status_name (r.res.status));
      ss_result_free (&r.res);
    }
  ss_grid_free (&p);
}
END_TEST

/* The deadline is fixed when ss_solve starts: a solve whose set-up is
 * dear (the SAT path at 49x49) still returns near its timeout. */
START_TEST (timeout_counts_set_up)
{
  static const char *names[] = { "fast", "cadical", "picosat", "dlx" };
  ss_grid p = hard_grid ();
  for (int i = 0; i < 4; i++)
    {
      ss_solve_opts o = { 0 };
      ss_result res;
      o.limit = 2;
      o.timeout = 0.5;
      double start = ss_now ();
      ss_solve (ss_solver_find (names[i]), &p, &o, &res);
      double took = ss_now () - start;
      ck_assert_msg (took < 0.5 + 1.5, "%s took %.3f s", names[i], took);
      ck_assert_int_eq (res.status, SS_UNKNOWN);
      ck_assert (res.seconds <= took);
      ss_result_free (&res);
    }
  ss_grid_free (&p);
}
END_TEST

/* What the engines do, for the progress line: ss_solve names the engine
 * it runs (not a race's entrant: the race speaks for them), and the text
 * is cut, never overrun. */
START_TEST (activity_names_the_engine)
{
  char buf[80], small[8];
  ss_grid p = tu_first_grid ("data/top95.txt");
  ss_solve_opts o = { .limit = 2 };
  ss_result res;
  ss_activity_set ("none yet");
  ss_solve (ss_solver_find ("dlx"), &p, &o, &res);
  ss_result_free (&res);
  ss_activity_get (buf, sizeof buf);
  ck_assert_str_eq (buf, "dlx");
  ss_cancel flag;
  ss_cancel_init (&flag);
  o.cancel = &flag; /* an entrant of a race */
  ss_solve (ss_solver_find ("fast"), &p, &o, &res);
  ss_result_free (&res);
  ss_activity_get (buf, sizeof buf);
  ck_assert_str_eq (buf, "dlx");
  ss_activity_set ("%0100d", 7);
  ss_activity_get (buf, sizeof buf);
  ck_assert_uint_eq (strlen (buf), 63);
  ss_activity_get (small, sizeof small);
  ck_assert_str_eq (small, "0000000");
  ss_grid_free (&p);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("budget");
  TCase *t = tcase_create ("budget");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, period_grows_on_cheap_checks);
  tcase_add_test (t, period_stays_small_on_dear_checks);
  tcase_add_test (t, cancel_stops_a_budget);
  tcase_add_test (t, cancel_stops_every_engine);
  tcase_add_test (t, timeout_counts_set_up);
  tcase_add_test (t, activity_names_the_engine);
  suite_add_tcase (s, t);
  return tu_run (s);
}
