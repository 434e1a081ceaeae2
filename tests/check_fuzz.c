/* check_fuzz.c -- sudosat fuzz's library (fuzz/): instances drawn from
 * (seed, index) alone and their mutations doing what their names say;
 * the clause lists that shrinking takes apart; CaDiCaL's certified
 * truth; and a run of an engine judged.
 *
 * The CLI test (tests/cli/test_fuzz.sh) plants faults in real programs;
 * here each piece is held to its own promise.
 */
#include "../core/kinds.h"
#include "../core/verify.h"
#include "../engines/table.h"
#include "../fuzz/fuzz_int.h"
#include "testutil.h"

static ss_fz_opts
options (uint64_t seed)
{
  ss_fz_opts o;
  memset (&o, 0, sizeof o);
  o.seed = seed;
  o.timeout = 30;
  return o;
}

static ss_status
verdict (const ss_grid *g)
{
  ss_result res;
  ss_solve_opts so = { .limit = 2 };
  /* cadical for rules: cp is slow on some drawn leap rules, and under
   * sanitizers (the library is not instrumented) cadical stays fast */
  const ss_solver *v = g->model ? ss_solver_find ("cadical")
                                : ss_engine_for (g, 0);
  ck_assert_ptr_nonnull (v);
  ck_assert_int_eq (ss_solve (v, g, &so, &res), 0);
  ss_status st = res.status;
  ss_result_free (&res);
  return st;
}

START_TEST (an_instance_is_a_function_of_seed_and_index)
{
  ss_fz_opts o = options (7);
  for (uint64_t i = 0; i < 30; i++)
    {
      ss_fz_instance a, b;
      ck_assert_int_eq (ss_fz_instance_make (&o, i, &a), 0);
      ck_assert_int_eq (ss_fz_instance_make (&o, i, &b), 0);
      ck_assert_int_eq (a.box_rows, b.box_rows);
      ck_assert_int_eq (a.box_cols, b.box_cols);
      ck_assert_int_eq (a.mutation, b.mutation);
      ck_assert_int_eq (a.encoding, b.encoding);
      ck_assert_int_eq (a.amo, b.amo);
      ck_assert_int_eq (a.reduced, b.reduced);
      ck_assert_mem_eq (a.puzzle.cell, b.puzzle.cell,
                        (size_t) a.puzzle.n * (size_t) a.puzzle.n);
      ss_fz_instance_free (&a);
      ss_fz_instance_free (&b);
    }
}
END_TEST

/* Over many instances: every mutation, small boxes most often, every
 * box within 1x2 .. 8x8, a reduced mode only where the encoding has
 * one, pairwise only up to 25x25. */
START_TEST (the_draws_cover_what_they_promise)
{
  ss_fz_opts o = options (1);
  int mutations[SS_FZ_MUTATION_COUNT] = { 0 }, small = 0, modes[2] = { 0 };
  int classic = 0, ruled = 0;
  for (uint64_t i = 0; i < 400; i++)
    {
      ss_fz_instance in;
      ck_assert_int_eq (ss_fz_instance_make (&o, i, &in), 0);
      int n = in.box_rows * in.box_cols;
      ck_assert (n >= 2 && in.box_rows <= 8 && in.box_cols <= 8);
      ck_assert (in.density >= 1 && in.density <= 99);
      ck_assert (!in.reduced || ss_encoding_reduced_form (in.encoding) >= 0);
      ck_assert (in.amo != SS_AMO_PAIRWISE || n <= 25);
      mutations[in.mutation]++;
      classic += in.rule == SS_FZ_NO_RULE;
      ruled += in.kinds != 0;
      ck_assert (!in.kinds == !in.puzzle.model);
      ck_assert (!in.kinds || in.rule != SS_FZ_NO_RULE);
      small += n <= 9;
      modes[in.reduced]++;
      ss_fz_instance_free (&in);
    }
  for (int m = 0; m < SS_FZ_MUTATION_COUNT; m++)
    ck_assert_msg (mutations[m] > 40, "mutation %d drawn %d times", m,
                   mutations[m]);
  /* classic half the time; rules on most of the others (some do not
   * fit the small shapes drawn most often: a jigsaw below 4x4, entropic
   * lines off sides divisible by 3) */
  ck_assert_int_gt (classic, 160);
  ck_assert_int_lt (classic, 240);
  ck_assert_int_gt (ruled, 120);
  ck_assert_int_gt (small, 300);
  ck_assert_int_gt (modes[0], 50);
  ck_assert_int_gt (modes[1], 50);
}
END_TEST

/* Sides 4 to 16, until every row of SS_KINDS has been drawn twice (at
 * most 3000 instances; about 1100 with 56 kinds, the 2x2-square kinds
 * laid on 6x6 only): every kind is drawn, and every instance's full
 * grid satisfies its rules
 * (ss_solution_ok, the verifier: houses and every constraint's check), so the rules were
 * laid on the grid, not just drawn. */
static const int shapes[][2] = { { 2, 2 }, { 2, 3 }, { 3, 2 }, { 2, 4 },
                                 { 3, 3 }, { 2, 5 }, { 3, 4 }, { 2, 7 },
                                 { 4, 4 } };

START_TEST (every_kind_is_drawn_and_the_grid_satisfies_it)
{
  int seen[SS_KIND_COUNT] = { 0 }, count = 0, twice = 0;
  int nshapes = (int) (sizeof shapes / sizeof *shapes);
  for (int i = 0; i < 3000 && twice < SS_KIND_COUNT; i++)
    {
      ss_fz_opts o = options (100 + (uint64_t) (i % nshapes));
      ss_fz_instance in;
      o.box_rows = shapes[i % nshapes][0], o.box_cols = shapes[i % nshapes][1];
      ck_assert_int_eq (ss_fz_instance_make (&o, (uint64_t) i, &in), 0);
      ck_assert_int_eq (in.full.n, in.puzzle.n);
      ck_assert_msg (ss_solution_ok (&in.full, in.full.cell),
                     "instance %d (%dx%d): the full grid breaks its rules", i,
                     in.box_rows, in.box_cols);
      ck_assert (in.full.model == in.puzzle.model);
      for (int k = 0; k < SS_KIND_COUNT; k++)
        if ((in.kinds & SS_KIND_BIT (k)) && ++seen[k] == 2)
          twice++;
      ss_fz_instance_free (&in);
    }
  for (int k = 0; k < SS_KIND_COUNT; k++)
    {
      ck_assert_msg (seen[k] >= 2, "%s drawn %d times", ss_fz_rule_name (k),
                     seen[k]);
      count++;
    }
  ck_assert_int_eq (count, SS_KIND_COUNT);
}
END_TEST

/* Each mutation gives what its name says, checked by an engine of the
 * instance's rules (fast for the classic ones). */
START_TEST (mutations_do_what_they_say)
{
  ss_fz_opts o = options (3);
  o.box_rows = 3, o.box_cols = 3;
  int unsat = 0, multiple = 0, tried[SS_FZ_MUTATION_COUNT] = { 0 };
  for (uint64_t i = 0; i < 60; i++)
    {
      ss_fz_instance in;
      ck_assert_int_eq (ss_fz_instance_make (&o, i, &in), 0);
      ss_status st = verdict (&in.puzzle);
      tried[in.mutation]++;
      if (in.mutation == SS_FZ_MUT_VALID)
        ck_assert (st == SS_UNIQUE || st == SS_MULTIPLE);
      if (in.mutation == SS_FZ_MUT_MINIMAL)
        ck_assert_int_eq (st, SS_UNIQUE);
      if (in.mutation == SS_FZ_MUT_INVALID)
        ck_assert_int_eq (st, SS_INVALID);
      unsat += in.mutation == SS_FZ_MUT_UNSAT && st == SS_UNSAT;
      multiple += in.mutation == SS_FZ_MUT_MULTIPLE && st == SS_MULTIPLE;
      ss_fz_instance_free (&in);
    }
  /* "usually": most unsat mutations leave no solution, most multiple
   * ones two at least */
  ck_assert_int_gt (2 * unsat, tried[SS_FZ_MUT_UNSAT]);
  ck_assert_int_gt (2 * multiple, tried[SS_FZ_MUT_MULTIPLE]);
}
END_TEST

static void
add (ss_fz_cnf *f, int a, int b, int c)
{
  int l[3] = { a, b, c }, len = c ? 3 : b ? 2 : a ? 1 : 0;
  ck_assert_int_eq (ss_fz_cnf_add (f, l, len), 0);
}

START_TEST (clause_lists_come_apart_and_renumber)
{
  ss_fz_cnf f, g, h;
  memset (&f, 0, sizeof f);
  add (&f, 7, -9, 0);
  add (&f, 9, 0, 0);
  add (&f, -7, 12, 4);
  ck_assert_int_eq (f.n, 3);
  ck_assert_int_eq (f.nvars, 12);
  unsigned char keep[3] = { 1, 0, 1 };
  ck_assert_int_eq (ss_fz_cnf_subset (&g, &f, keep), 0);
  ck_assert_int_eq (g.n, 2);
  ck_assert_int_eq (g.nlits, 5);
  ck_assert_int_eq (ss_fz_cnf_renumber (&h, &g), 0);
  int len;
  const int *c = ss_fz_clause (&h, 1, &len);
  ck_assert_int_eq (len, 3);
  ck_assert_int_eq (c[0], -1); /* 7 -> 1, -9 -> -2, 12 -> 3, 4 -> 4 */
  ck_assert_int_eq (c[1], 3);
  ck_assert_int_eq (c[2], 4);
  ck_assert_int_eq (h.nvars, 4);
  /* a model: 7 false, 9 true, 12 false, 4 false leaves clause 3 false */
  signed char v[13] = { 0 };
  v[7] = -1, v[9] = 1, v[12] = -1, v[4] = -1;
  ss_model m = { .status = SS_MODEL_SAT, .nvars = 12, .value = v };
  ck_assert_int_eq (ss_fz_cnf_false_clause (&f, &m), 0); /* 7 -9 */
  v[7] = 1;
  ck_assert_int_eq (ss_fz_cnf_false_clause (&f, &m), 2);
  ss_fz_cnf_free (&f);
  ss_fz_cnf_free (&g);
  ss_fz_cnf_free (&h);
}
END_TEST

START_TEST (the_truth_is_certified)
{
  ss_fz_cnf f;
  char note[200] = "";
  memset (&f, 0, sizeof f);
  add (&f, 1, 2, 0);
  add (&f, -1, 2, 0);
  add (&f, 1, -2, 0);
  ck_assert_int_eq (ss_fz_truth (&f, 10, note, sizeof note), 10);
  add (&f, -1, -2, 0);
  add (&f, 5, 6, 0);
  unsigned char core[5];
  ck_assert_int_eq (ss_fz_truth_core (&f, 10, core, note, sizeof note), 20);
  ck_assert (core[0] && core[1] && core[2] && core[3]);
  ck_assert (!core[4]); /* "5 6" is no part of the refutation */
  ss_fz_cnf_free (&f);
}
END_TEST

/* An honest engine: no failure, and the reference is fast's. */
START_TEST (an_honest_engine_does_not_fail)
{
  ss_fz_opts o = options (11);
  o.solver = ss_solver_find ("cadical");
  o.box_rows = 2, o.box_cols = 3;
  for (uint64_t i = 0; i < 12; i++)
    {
      ss_fz_result r;
      ck_assert_int_eq (ss_fz_run (&o, i, &r), 0);
      ck_assert_msg (r.failure == SS_FZ_NONE, "instance %d: %s", (int) i,
                     r.note);
      ck_assert (r.reference != SS_UNKNOWN);
      ck_assert_int_eq (r.calls, 1);
      ss_fz_result_free (&r);
    }
}
END_TEST

static Suite *
fuzz_suite (void)
{
  Suite *s = suite_create ("fuzz");
  TCase *t = tcase_create ("fuzz");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, an_instance_is_a_function_of_seed_and_index);
  tcase_add_test (t, the_draws_cover_what_they_promise);
  tcase_add_test (t, every_kind_is_drawn_and_the_grid_satisfies_it);
  tcase_add_test (t, mutations_do_what_they_say);
  tcase_add_test (t, clause_lists_come_apart_and_renumber);
  tcase_add_test (t, the_truth_is_certified);
  tcase_add_test (t, an_honest_engine_does_not_fail);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (fuzz_suite ());
}
