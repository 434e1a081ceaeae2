/* check_explain.c -- unsatisfiable cores and minimal-check
 * (solvers/sat_explain.c, solvers/sat_reason.c).
 *
 * Model: a core is checked with another solver (CaDiCaL, not the PicoSAT
 * that found it): the core alone has no solution, and removing any one
 * of its givens leaves a completable puzzle.  minimal-check's verdicts
 * are checked the same way: a given is redundant exactly when the puzzle
 * without it is still unique.  The reasons in words are checked on
 * puzzles built so that the reason is known.
 */
#include "testutil.h"

#include "../engines/table.h"
#include "../sat/sat_explain.h"

static ss_status
cadical (const ss_grid *g, uint64_t k)
{
  ss_result res;
  ss_solve_opts o = { 0 };
  o.limit = k;
  ck_assert_int_eq (ss_solve (ss_solver_find ("cadical"), g, &o, &res), 0);
  ss_status st = res.status;
  ss_result_free (&res);
  return st;
}

/* The core is a subset of the puzzle's givens, has no solution, and
 * every one of its givens is needed for that. */
static void
assert_minimal_core (const ss_grid *puzzle, const ss_core *core)
{
  ss_grid g = core->givens;
  int n = g.n, count = 0;
  ck_assert (core->minimal);
  for (int i = 0; i < n * n; i++)
    if (g.cell[i])
      {
        count++;
        ck_assert_int_eq (g.cell[i], puzzle->cell[i]);
      }
  ck_assert_int_eq (count, core->count);
  ss_status st = cadical (&g, 1);
  ck_assert (st == SS_UNSAT || st == SS_INVALID);
  for (int i = 0; i < n * n; i++)
    if (g.cell[i])
      {
        uint8_t d = g.cell[i];
        g.cell[i] = 0;
        ck_assert_msg (cadical (&g, 1) == SS_FOUND,
                       "r%dc%d=%d is not needed in the core", i / n + 1,
                       i % n + 1, d);
        g.cell[i] = d;
      }
}

static char *
words (const ss_core *core)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ck_assert_ptr_nonnull (m);
  ss_core_write_words (m, core);
  fclose (m);
  return text;
}

/* Finds the core of text, checks it, and returns its words. */
static char *
explain (const char *text, ss_core *core)
{
  ss_grid p = tu_parse (text);
  ss_error err;
  ck_assert_int_eq (ss_core_find (&p, 0, core, &err), 1);
  assert_minimal_core (&p, core);
  ss_grid_free (&p);
  return words (core);
}

static void
expect_words (const char *text, const char *want, int size)
{
  ss_core core;
  char *got = explain (text, &core);
  ck_assert_msg (strstr (got, want), "got: %s", got);
  ck_assert_int_eq (core.count, size);
  free (got);
  ss_core_free (&core);
}

/* Givens as (row, column, digit), 1-based, into an 81-cell string. */
static void
build (char *out, const int (*g)[3], int count)
{
  memset (out, '.', 81);
  out[81] = 0;
  for (int i = 0; i < count; i++)
    out[(g[i][0] - 1) * 9 + g[i][1] - 1] = (char) ('0' + g[i][2]);
}

START_TEST (clashes_in_words)
{
  char p[82];
  static const int row[][3] = { { 1, 1, 5 }, { 1, 5, 5 }, { 7, 7, 2 } };
  static const int box[][3] = { { 1, 1, 3 }, { 3, 3, 3 }, { 9, 9, 1 } };
  build (p, row, 3);
  expect_words (p, "r1c1=5, r1c5=5 clash in row 1", 2);
  build (p, box, 3);
  expect_words (p, "r1c1=3, r3c3=3 clash in box 1", 2);
  expect_words ("004005700000000940360000008720060000000402000000080093"
                "400000056005300000006100900",
                "r2c7=9, r9c7=9 clash in column 7", 2);
}
END_TEST

START_TEST (no_digit_for_a_cell)
{
  /* Row 1 holds 1..7, box 1 holds 8, column 1 holds 9: r1c1 is empty.
   * r9c9=4 and r5c5=6 are bystanders the core must leave out. */
  static const int g[][3] = {
    { 1, 2, 1 }, { 1, 3, 2 }, { 1, 4, 3 }, { 1, 5, 4 }, { 1, 6, 5 },
    { 1, 7, 6 }, { 1, 8, 7 }, { 2, 2, 8 }, { 9, 1, 9 }, { 9, 9, 4 },
    { 5, 5, 6 },
  };
  char p[82];
  ss_core core;
  build (p, g, 11);
  char *got = explain (p, &core);
  ck_assert_int_eq (core.reason, SS_REASON_NO_DIGIT);
  ck_assert_int_eq (core.cell, 0);
  ck_assert_int_eq (core.count, 9);
  ck_assert_int_eq (core.total, 11);
  ck_assert_msg (strstr (got, ": these 9 givens leave no digit for r1c1"),
                 "got: %s", got);
  free (got);
  ss_core_free (&core);
}
END_TEST

START_TEST (no_place_for_a_digit)
{
  /* 7 in rows 4 and 5 (boxes 4 and 6), in column 6 (box 2), and r6c4,
   * r6c5 taken: 7 has no place in row 6 (nor in box 5). */
  static const int g[][3] = {
    { 4, 1, 7 }, { 5, 9, 7 }, { 6, 4, 1 }, { 6, 5, 2 }, { 1, 6, 7 },
    { 9, 2, 3 },
  };
  char p[82];
  ss_core core;
  build (p, g, 6);
  char *got = explain (p, &core);
  ck_assert_int_eq (core.reason, SS_REASON_NO_PLACE);
  ck_assert_int_eq (core.digit, 7);
  ck_assert_int_eq (core.count, 5);
  ck_assert_msg (strstr (got, "these 5 givens leave no place for 7 in "),
                 "got: %s", got);
  free (got);
  ss_core_free (&core);
}
END_TEST

START_TEST (forced_singles_lead_to_the_contradiction)
{
  /* Row 1 holds 1..6 and columns 1 and 2 hold 7 and 9, so r1c1 and r1c2
   * can only be 8.  No unit is empty yet: the single r1c1=8 has to be
   * placed before r1c2 is left with nothing. */
  static const int g[][3] = {
    { 1, 4, 1 }, { 1, 5, 2 }, { 1, 6, 3 }, { 1, 7, 4 }, { 1, 8, 5 },
    { 1, 9, 6 }, { 4, 1, 7 }, { 7, 1, 9 }, { 4, 2, 9 }, { 7, 2, 7 },
  };
  char p[82];
  ss_core core;
  build (p, g, 10);
  char *got = explain (p, &core);
  ck_assert_int_eq (core.count, 10);
  ck_assert_int_ge (core.nforced, 1);
  ck_assert_msg (strstr (got, "(singles), which leave no"), "got: %s", got);
  free (got);
  ss_core_free (&core);
}
END_TEST

/* tdoku's unsolvable puzzles: cores found and shown minimal. */
static void
tdoku_unsat (void *ctx, ss_record *rec)
{
  int *seen = ctx;
  if (rec->tail[0] != '0' || *seen >= 4)
    return;
  ss_core core;
  ss_error err;
  ck_assert_int_eq (ss_core_find (&rec->grid, 0, &core, &err), 1);
  assert_minimal_core (&rec->grid, &core);
  ck_assert_int_le (core.count, core.total);
  ss_core_free (&core);
  (*seen)++;
}

START_TEST (tdoku_cores_are_minimal)
{
  int seen = 0;
  tu_each_record ("data/tdoku_test_puzzles.txt", 0, tdoku_unsat, &seen);
  ck_assert_int_eq (seen, 4);
}
END_TEST

/* More deletion orders never give a bigger core, and on puzzles with
 * several cores (top95 with two wrong givens added) sometimes a smaller
 * one; each core found is minimal, checked by CaDiCaL. */
typedef struct orders_seen {
  int puzzles, smaller, chains, searches;
} orders_seen;

static void
made_unsat (void *ctx, ss_record *rec)
{
  orders_seen *s = ctx;
  ss_explain_opts one = { 0, 1, 0 }, many = { 0, 8, 0 };
  ss_core a, b;
  ss_error err;
  if (s->puzzles++ >= 20)
    return;
  ck_assert_int_eq (ss_core_find (&rec->grid, &one, &a, &err), 1);
  ck_assert_int_eq (ss_core_find (&rec->grid, &many, &b, &err), 1);
  assert_minimal_core (&rec->grid, &b);
  ck_assert_int_eq (a.orders, 1);
  ck_assert_int_eq (b.first_count, a.count);
  ck_assert_int_le (b.count, a.count);
  s->smaller += b.count < a.count;
  if (b.chain)
    {
      /* the chain ends in a contradiction, without search */
      const ss_step *last = &b.chain->fact[b.chain->nfacts - 1];
      ck_assert_int_eq (last->kind, SS_STEP_CONTRADICTION);
      ck_assert_int_eq (last->tech, SS_TECH_CONTRADICTION);
      ck_assert_int_eq (b.reason, SS_REASON_SEARCH);
      s->chains++;
    }
  s->searches += b.reason == SS_REASON_SEARCH && !b.chain;
  ss_core_free (&a);
  ss_core_free (&b);
}

START_TEST (orders_and_chains)
{
  orders_seen s = { 0, 0, 0, 0 };
  tu_each_record ("data/unsat_made40.txt", 0, made_unsat, &s);
  ck_assert_int_gt (s.smaller, 0);
  ck_assert_int_gt (s.chains, 0);
  /* tdoku's first unsolvable puzzle: no short argument, said plainly */
  ss_grid g = tu_parse ("1...5.2.9..7.......6.......2...........5.1..2....2.39"
                        ".3.4.9...15...1...3...8...4.");
  ss_core core;
  ss_error err;
  ck_assert_int_eq (ss_core_find (&g, 0, &core, &err), 1);
  ck_assert_int_eq (core.orders, SS_CORE_ORDERS);
  ck_assert_ptr_null (core.chain);
  char *text = words (&core);
  ck_assert_ptr_nonnull (strstr (text, "no short argument found: the SAT "
                                       "search proves it"));
  free (text);
  ss_core_free (&core);
  ss_grid_free (&g);
}
END_TEST

START_TEST (solvable_has_no_core)
{
  ss_grid g = tu_parse ("4.....8.5.3..........7......2.....6.....8.4......"
                        "1.......6.3.7.5..2.....1.4......");
  ss_core core;
  ss_error err;
  ck_assert_int_eq (ss_core_find (&g, 0, &core, &err), 0);
  ss_grid_free (&g);
}
END_TEST

/* Each verdict against CaDiCaL: redundant iff unique without it. */
static int
assert_verdicts (const ss_grid *p, const signed char *verdict)
{
  ss_grid g;
  int redundant = 0;
  ss_grid_copy (&g, p);
  for (int i = 0; i < 81; i++)
    {
      if (!p->cell[i])
        {
          ck_assert_int_eq (verdict[i], SS_NOT_GIVEN);
          continue;
        }
      g.cell[i] = 0;
      ss_status st = cadical (&g, 2);
      ck_assert_int_eq (verdict[i] == SS_REDUNDANT, st == SS_UNIQUE);
      redundant += verdict[i] == SS_REDUNDANT;
      g.cell[i] = p->cell[i];
    }
  ss_grid_free (&g);
  return redundant;
}

START_TEST (minimal_check)
{
  /* A 17-clue puzzle: every given needed.  With one more given copied
   * from its solution, that one at least is redundant. */
  const char *text = ".......1.4.........2...........5.4.7..8...3....1.9...."
                     "3..4..2...5.1........8.6...";
  ss_grid g = tu_parse (text);
  signed char verdict[81];
  ss_error err;
  ck_assert_int_eq (ss_minimal_check (&g, 0, verdict, &err), SS_UNIQUE);
  ck_assert_int_eq (assert_verdicts (&g, verdict), 0);
  ss_result res;
  ss_solve_opts o = { 0 };
  o.limit = 2;
  ss_solve (ss_solver_find ("cadical"), &g, &o, &res);
  ck_assert_int_eq (res.status, SS_UNIQUE);
  g.cell[0] = res.solution.cell[0];
  ss_result_free (&res);
  ck_assert_int_eq (ss_minimal_check (&g, 0, verdict, &err), SS_UNIQUE);
  ck_assert_int_eq (verdict[0], SS_REDUNDANT);
  ck_assert_int_ge (assert_verdicts (&g, verdict), 1);
  ss_grid_free (&g);
  /* Not unique: no check, the status says why. */
  g = tu_parse ("................");
  ck_assert_int_eq (ss_minimal_check (&g, 0, verdict, &err), SS_MULTIPLE);
  ss_grid_free (&g);
}
END_TEST

static Suite *
explain_suite (void)
{
  Suite *s = suite_create ("explain");
  TCase *t = tcase_create ("explain");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, clashes_in_words);
  tcase_add_test (t, no_digit_for_a_cell);
  tcase_add_test (t, no_place_for_a_digit);
  tcase_add_test (t, forced_singles_lead_to_the_contradiction);
  tcase_add_test (t, tdoku_cores_are_minimal);
  tcase_add_test (t, solvable_has_no_core);
  tcase_add_test (t, orders_and_chains);
  tcase_add_test (t, minimal_check);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (explain_suite ());
}
