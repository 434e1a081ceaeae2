/* check_solver_api.c -- the wrapper every solver runs under (solver.c).
 *
 * Model: the verdict is the wrapper's, not the solver's.  Fake solvers
 * that lie in each possible way must not be able to produce a false
 * unsat, unique or multiple. */
#include "testutil.h"

#include "../core/verify.h"
#include "../solvers/solver.h"

/* A tiny honest solver for small grids, used as the reference. */
static int
fits (const ss_grid *g, const uint8_t *cell, int i, int d)
{
  int n = g->n, r = i / n, c = i % n, b = ss_box_of (g, r, c);
  for (int k = 0; k < n * n; k++)
    if (k != i && cell[k] == d
        && (k / n == r || k % n == c || ss_box_of (g, k / n, k % n) == b))
      return 0;
  return 1;
}

static int
search (const ss_grid *g, uint8_t *cell, int i, ss_result *res)
{
  if (i == g->n * g->n)
    return ss_result_found (res, cell);
  if (cell[i])
    return search (g, cell, i + 1, res);
  for (int d = 1; d <= g->n; d++)
    if (fits (g, cell, i, d))
      {
        cell[i] = (uint8_t) d;
        if (search (g, cell, i + 1, res))
          return cell[i] = 0, 1;
        cell[i] = 0;
      }
  return 0;
}

static ss_outcome
honest (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  ss_grid g;
  (void) o;
  ss_grid_copy (&g, p);
  search (p, g.cell, 0, res);
  ss_grid_free (&g);
  return SS_DONE;
}

/* Claims an exhaustive search after reporting a grid that breaks a rule. */
static ss_outcome
liar_broken (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  uint8_t cell[16];
  (void) o;
  memset (cell, 1, sizeof cell);
  ss_result_found (res, cell);
  (void) p;
  return SS_DONE;
}

/* Reports the one real solution twice to fake "multiple". */
static ss_outcome
liar_repeat (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  honest (p, o, res);
  ss_result_found (res, res->solution.cell);
  return SS_DONE;
}

/* Finds nothing and says it searched everything: a false unsat that only
 * cross-checking (compare) can catch; here we check it reports DONE/0. */
static ss_outcome
gives_up (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  (void) p;
  (void) o;
  snprintf (res->note, sizeof res->note, "budget");
  return SS_GAVE_UP;
}

/* Gives up the way a driven program does when it crashes: it says so. */
static ss_outcome
crashes (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  (void) p;
  (void) o;
  snprintf (res->note, sizeof res->note, "solver killed by signal 11");
  res->why = SS_WHY_CRASH;
  return SS_GAVE_UP;
}

static const ss_solver s_honest = { "honest", "", "", SS_COMPLETE, 9, honest,
                                    0 };
static const ss_solver s_broken = { "broken", "", "", 0, 9, liar_broken, 0 };
static const ss_solver s_repeat = { "repeat", "", "", 0, 9, liar_repeat, 0 };
static const ss_solver s_gives_up = { "gives-up", "", "", 0, 9, gives_up, 0 };
static const ss_solver s_complete_gives_up = { "complete-gives-up", "", "",
                                               SS_COMPLETE, 9, gives_up, 0 };
static const ss_solver s_crashes = { "crashes", "", "", SS_COMPLETE, 9,
                                     crashes, 0 };


static ss_status
run (const ss_solver *s, const char *puzzle, uint64_t limit, ss_result *res)
{
  ss_grid g = tu_parse (puzzle);
  ss_solve_opts o = { 0 };
  o.limit = limit;
  ck_assert_int_eq (ss_solve (s, &g, &o, res), 0);
  ss_grid_free (&g);
  return res->status;
}

#define UNIQUE_4X4 "...3" "..41" "14.." "3..."
#define EMPTY_4X4 "................"

START_TEST (verdicts_from_an_honest_solver)
{
  ss_result res;
  ck_assert_int_eq (run (&s_honest, UNIQUE_4X4, 2, &res), SS_UNIQUE);
  ck_assert_int_eq (res.count, 1);
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_honest, EMPTY_4X4, 2, &res), SS_MULTIPLE);
  ck_assert_int_eq (res.count, 2);
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_honest, EMPTY_4X4, 0, &res), SS_MULTIPLE);
  ck_assert_int_eq (res.count, 288); /* the number of 4x4 Sudoku grids */
  ck_assert_int_eq (res.exhausted, 1);
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_honest, EMPTY_4X4, 1, &res), SS_FOUND);
  ss_result_free (&res);
  /* 1 and 2 in row 1 leave no digit for r1c3 given column 3's 3 and 4. */
  ck_assert_int_eq (run (&s_honest, "12.." "..3." "..4." "....", 2, &res),
                    SS_UNSAT);
  ck_assert_int_eq (res.count, 0);
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_honest, "11.." "...." "...." "....", 2, &res),
                    SS_INVALID);
  ss_result_free (&res);
}
END_TEST

START_TEST (liars_get_no_verdict)
{
  ss_result res;
  ck_assert_int_eq (run (&s_broken, UNIQUE_4X4, 2, &res), SS_UNKNOWN);
  ck_assert_int_eq (res.wrong, 1);
  ck_assert_int_eq (res.count, 0);
  ck_assert_ptr_nonnull (strstr (res.note, "failed verification"));
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_repeat, UNIQUE_4X4, 2, &res), SS_UNKNOWN);
  ck_assert_int_eq (res.count, 1);
  ck_assert_int_eq (res.wrong, 1);
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_gives_up, UNIQUE_4X4, 2, &res), SS_UNKNOWN);
  ck_assert_str_eq (res.note, "budget");
  ck_assert_int_eq (res.exhausted, 0);
  ss_result_free (&res);
}
END_TEST

static void
count_calls (void *ctx, const ss_grid *g, uint64_t index)
{
  int *calls = ctx;
  ck_assert_int_eq ((uint64_t) (*calls + 1), index);
  ck_assert_int_eq (g->n, 4);
  (*calls)++;
}

/* Why there is no verdict is data: what the solver said, else what the
 * wrapper sees; a verdict has none. */
START_TEST (why_unknown)
{
  ss_result res;
  ck_assert_int_eq (run (&s_honest, UNIQUE_4X4, 2, &res), SS_UNIQUE);
  ck_assert_int_eq (res.why, SS_WHY_NONE);
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_broken, UNIQUE_4X4, 2, &res), SS_UNKNOWN);
  ck_assert_int_eq (res.why, SS_WHY_WRONG);
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_gives_up, UNIQUE_4X4, 2, &res), SS_UNKNOWN);
  ck_assert_int_eq (res.why, SS_WHY_GAVE_UP); /* incomplete: stuck */
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_complete_gives_up, UNIQUE_4X4, 2, &res),
                    SS_UNKNOWN);
  ck_assert_int_eq (res.why, SS_WHY_BUDGET); /* complete: a budget */
  ss_result_free (&res);
  ck_assert_int_eq (run (&s_crashes, UNIQUE_4X4, 2, &res), SS_UNKNOWN);
  ck_assert_int_eq (res.why, SS_WHY_CRASH);
  ck_assert (ss_why_failed (res.why));
  ck_assert (!ss_why_failed (SS_WHY_BUDGET) && !ss_why_failed (SS_WHY_NONE));
  ck_assert_str_eq (ss_why_name (SS_WHY_MALFORMED), "malformed");
  ss_result_free (&res);
}
END_TEST

START_TEST (solution_callback_and_limit)
{
  ss_grid g = tu_parse (EMPTY_4X4);
  int calls = 0;
  ss_solve_opts o = { 0 };
  o.limit = 5;
  o.on_solution = count_calls;
  o.ctx = &calls;
  ss_result res;
  ss_solve (&s_honest, &g, &o, &res);
  ck_assert_int_eq (calls, 5);
  ck_assert_int_eq (res.count, 5);
  ck_assert_int_eq (res.status, SS_MULTIPLE);
  ck_assert (ss_solution_ok (&g, res.solution.cell));
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

START_TEST (budget)
{
  ss_solve_opts o = { 0 };
  ss_budget b;
  o.max_nodes = 10;
  ss_budget_start (&b, &o);
  ck_assert (!ss_budget_spent (&b, 9));
  ck_assert (ss_budget_spent (&b, 10));
  ck_assert (ss_budget_spent (&b, 0)); /* stays spent */
  o.max_nodes = 0;
  o.timeout = 1e-9;
  ss_budget_start (&b, &o);
  int spent = 0;
  for (int i = 0; i < 100000 && !spent; i++)
    spent = ss_budget_spent (&b, (uint64_t) i);
  ck_assert (spent);
}
END_TEST

START_TEST (names_and_stats)
{
  for (int s = 0; s < SS_STATUS_COUNT; s++)
    {
      ss_status back;
      ck_assert_int_eq (ss_status_parse (ss_status_name ((ss_status) s), &back),
                        0);
      ck_assert_int_eq (back, s);
    }
  ss_status st;
  ck_assert_int_eq (ss_status_parse ("maybe", &st), -1);
  ck_assert_str_eq (ss_status_name (SS_UNIQUE), "unique");
  ss_stats a = { 0 }, b = { 0 };
  a.nodes = 3;
  b.nodes = 4;
  b.guesses = 2;
  ss_stats_add (&a, &b);
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_stats_write_json (m, &a);
  fputc ('|', m);
  ss_stats_write_csv_header (m);
  fclose (m);
  ck_assert_ptr_nonnull (strstr (text, ",\"nodes\":7,\"guesses\":2|nodes,"));
  free (text);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("solver_api");
  TCase *t = tcase_create ("solver_api");
  tcase_add_test (t, verdicts_from_an_honest_solver);
  tcase_add_test (t, liars_get_no_verdict);
  tcase_add_test (t, why_unknown);
  tcase_add_test (t, solution_callback_and_limit);
  tcase_add_test (t, budget);
  tcase_add_test (t, names_and_stats);
  suite_add_tcase (s, t);
  return tu_run (s);
}
