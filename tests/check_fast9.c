/* check_fast9.c -- every build of the fast solver's 9x9 kernel (fast9.h):
 * the portable bitboards, the AVX2 vectors and the AVX-512 vectors.
 *
 * Model: each build is driven through ss_solve like any solver and held
 * to oracles it does not share code with: tdoku's published counts and
 * solutions, the exact-cover solver (dlx) for counts of multi-solution
 * puzzles, the general kernel (fast_n) on random grids, and the portable
 * build, whose rules the vector builds apply to all digits at once: same
 * solutions, and the same search tree (nodes, guesses, dead ends).  A
 * build the processor cannot run answers through the portable kernel;
 * the test says which builds ran natively.  Random grids come from a
 * fixed seed.
 */
#include <stdint.h>

#include "../core/verify.h"
#include "../engines/table.h"
#include "../solvers/fast.h"
#include "../solvers/fast9.h"
#include "testutil.h"

static const ss_solver builds[] = {
  { "portable", "9x9 bitboards", "", SS_COMPLETE, 9, ss_fast9_solve_portable,
    0 },
  { "avx2", "9x9 vectors, AVX2", "", SS_COMPLETE, 9, ss_fast9_solve_avx2, 0 },
  { "avx512", "9x9 vectors, AVX-512", "", SS_COMPLETE, 9,
    ss_fast9_solve_avx512, 0 },
};
#define BUILDS (int) (sizeof builds / sizeof *builds)

static const ss_solver general = { "fast_n", "general kernel", "",
                                   SS_COMPLETE, 100, ss_fast_solve_n, 0 };

static int
native (int b)
{
  return b == 0 || (b == 1 ? ss_fast9_have_avx2 () : ss_fast9_have_avx512 ());
}

static ss_status
solve_k (const ss_solver *s, const ss_grid *g, uint64_t k, ss_result *res)
{
  ss_solve_opts o = { .limit = k };
  ck_assert_int_eq (ss_solve (s, g, &o, res), 0);
  ck_assert_msg (res->wrong == 0, "%s: %llu wrong solutions", s->name,
                 (unsigned long long) res->wrong);
  if (res->count)
    ck_assert_int_eq (ss_verify_solution (g, &res->solution, 0), 0);
  return res->status;
}

/* ---- the builds on this machine -------------------------------------- */

START_TEST (builds_search_the_same_tree)
{
  static const char *hard = "........8..3...4...9..2..6.....79......."
                            "612...6.5.2.7...8...5...1.....2.4.5.....3";
  ss_grid g = tu_parse (hard);
  ss_result p, r;
  solve_k (&builds[0], &g, 2, &p);
  for (int b = 1; b < BUILDS; b++)
    {
      fprintf (stderr, "check_fast9: the %s build %s\n", builds[b].name,
               native (b) ? "runs natively"
                          : "falls back to the portable one");
      ck_assert_int_eq (solve_k (&builds[b], &g, 2, &r), SS_UNIQUE);
      ck_assert_mem_eq (r.solution.cell, p.solution.cell, 81);
      ck_assert_uint_gt (p.stats.nodes, 10);
      ck_assert_uint_eq (r.stats.nodes, p.stats.nodes);
      ck_assert_uint_eq (r.stats.guesses, p.stats.guesses);
      ss_result_free (&r);
    }
  if (ss_fast9_have_avx512 ())
    ck_assert (ss_fast9_have_avx2 ()); /* no AVX-512 machine lacks AVX2 */
  ss_result_free (&p);
  ss_grid_free (&g);
}
END_TEST

/* ---- tdoku's counts ---------------------------------------------------- */

typedef struct tdoku_ctx {
  const ss_solver *solver;
  long records;
} tdoku_ctx;

static void
check_tdoku_record (void *ctx, ss_record *rec)
{
  tdoku_ctx *t = ctx;
  ck_assert (rec->ok);
  char *end;
  unsigned long long want = strtoull (rec->tail, &end, 10);
  ck_assert (end != rec->tail);
  ss_result res;
  solve_k (t->solver, &rec->grid, 0, &res);
  ck_assert_msg (res.count == want, "%s record %ld: %llu, want %llu",
                 t->solver->name, rec->index,
                 (unsigned long long) res.count, want);
  if (want == 1 && *end == ':')
    {
      ss_grid sol = tu_parse (end + 1);
      ck_assert_mem_eq (sol.cell, res.solution.cell, 81);
      ss_grid_free (&sol);
    }
  t->records++;
  ss_result_free (&res);
}

START_TEST (tdoku_counts)
{
  tdoku_ctx t = { &builds[_i], 0 };
  tu_each_record ("data/tdoku_test_puzzles.txt", 0, check_tdoku_record, &t);
  ck_assert_int_eq (t.records, 43);
}
END_TEST

/* ---- unique sets: the portable build's solutions and search tree ------- */

typedef struct same_ctx {
  const ss_solver *solver;
  long records;
} same_ctx;

static void
check_same_record (void *ctx, ss_record *rec)
{
  same_ctx *u = ctx;
  ck_assert (rec->ok);
  ss_result a, b;
  ck_assert_int_eq (solve_k (u->solver, &rec->grid, 2, &a), SS_UNIQUE);
  ck_assert_int_eq (solve_k (&builds[0], &rec->grid, 2, &b), SS_UNIQUE);
  ck_assert_mem_eq (a.solution.cell, b.solution.cell, 81);
  ck_assert_msg (a.stats.nodes == b.stats.nodes
                 && a.stats.guesses == b.stats.guesses
                 && a.stats.dead_ends == b.stats.dead_ends,
                 "%s record %ld: nodes %llu, portable %llu", u->solver->name,
                 rec->index, (unsigned long long) a.stats.nodes,
                 (unsigned long long) b.stats.nodes);
  u->records++;
  ss_result_free (&a);
  ss_result_free (&b);
}

static long
same_as_portable (const char *path, const ss_solver *s)
{
  same_ctx u = { s, 0 };
  tu_each_record (path, 0, check_same_record, &u);
  return u.records;
}

START_TEST (unique_sets)
{
  const ss_solver *s = &builds[_i];
  ck_assert_int_eq (same_as_portable ("data/top95.txt", s), 95);
  ck_assert_int_eq (same_as_portable ("data/hardest.txt", s), 11);
  ck_assert_int_eq (same_as_portable ("data/top1465.txt", s), 1465);
  ck_assert_int_eq (same_as_portable ("data/forum_hardest_1106.txt", s), 375);
  ck_assert_int_eq (same_as_portable ("data/17clue_first5000.txt", s), 5000);
}
END_TEST

/* ---- multiple solutions: full counts against dlx ------------------------ */

typedef struct count_ctx {
  const ss_solver *solver, *oracle;
  long records;
} count_ctx;

static void
check_count_record (void *ctx, ss_record *rec)
{
  count_ctx *c = ctx;
  ck_assert (rec->ok);
  ss_result a, b;
  solve_k (c->solver, &rec->grid, 0, &a);
  solve_k (c->oracle, &rec->grid, 0, &b);
  ck_assert_msg (a.count == b.count, "%s record %ld: %llu, dlx %llu",
                 c->solver->name, rec->index, (unsigned long long) a.count,
                 (unsigned long long) b.count);
  ck_assert_int_eq (a.status, SS_MULTIPLE);
  c->records++;
  ss_result_free (&a);
  ss_result_free (&b);
}

START_TEST (multiple_counts_match_dlx)
{
  count_ctx c = { &builds[_i], ss_solver_find ("dlx"), 0 };
  ck_assert_ptr_nonnull (c.oracle);
  tu_each_record ("data/serg_multiple_200.txt", 0, check_count_record, &c);
  ck_assert_int_eq (c.records, 200);
  ss_grid g;
  ss_result res;
  ck_assert_int_eq (ss_grid_init (&g, 3, 3), 0); /* the empty grid */
  ck_assert_int_eq (solve_k (&builds[_i], &g, 5, &res), SS_MULTIPLE);
  ck_assert_uint_eq (res.count, 5);
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

/* ---- random grids against the general kernel ------------------------ */

static uint64_t rng_state = 0x2545F4914F6CDD1Dull;

/* Counts (K = 300) of every build and of the general kernel agree on
 * grids blanked from random solutions, 45% to 84% of the cells, and on
 * the same grids with one wrong given added where it causes no clash
 * (mostly unsat, found by search). */
START_TEST (random_grids_match_general)
{
  int unsat = 0, multiple = 0;
  for (int trial = 0; trial < 120; trial++)
    {
      ss_grid full, g;
      tu_random_full_grid (&rng_state, &full, 3, 3);
      ck_assert_int_eq (ss_grid_copy (&g, &full), 0);
      for (int i = 0; i < 81; i++)
        if ((int) (tu_rng (&rng_state) % 100) < 45 + trial % 40)
          g.cell[i] = 0;
      for (int variant = 0; variant < 2; variant++)
        {
          ss_result want;
          uint64_t nodes = 0;
          ss_status st = solve_k (&general, &g, 300, &want);
          unsat += st == SS_UNSAT;
          multiple += st == SS_MULTIPLE;
          for (int b = 0; b < BUILDS; b++)
            {
              ss_result res;
              ck_assert_int_eq (solve_k (&builds[b], &g, 300, &res), st);
              ck_assert_msg (res.count == want.count,
                             "%s trial %d/%d: %llu, general %llu",
                             builds[b].name, trial, variant,
                             (unsigned long long) res.count,
                             (unsigned long long) want.count);
              if (st == SS_UNIQUE)
                ck_assert_mem_eq (res.solution.cell, want.solution.cell, 81);
              if (b == 0)
                nodes = res.stats.nodes;
              else
                ck_assert_uint_eq (res.stats.nodes, nodes);
              ss_result_free (&res);
            }
          ss_result_free (&want);
          for (int i = 0; i < 81 && variant == 0; i++)
            if (!g.cell[i])
              {
                g.cell[i] = (uint8_t) (full.cell[i] % 9 + 1);
                if (ss_verify_conflicts (&g, 0, 0))
                  g.cell[i] = 0;
                else
                  break;
              }
        }
      ss_grid_free (&g);
      ss_grid_free (&full);
    }
  ck_assert_int_ge (unsat, 20);
  ck_assert_int_ge (multiple, 20);
}
END_TEST

/* ---- budgets ----------------------------------------------------------- */

START_TEST (budgets_give_unknown)
{
  static const char *hard = "........8..3...4...9..2..6.....79......."
                            "612...6.5.2.7...8...5...1.....2.4.5.....3";
  ss_grid g = tu_parse (hard);
  ss_solve_opts o = { .limit = 2, .max_nodes = 1 };
  ss_result res;
  ck_assert_int_eq (ss_solve (&builds[_i], &g, &o, &res), 0);
  ck_assert_int_eq (res.status, SS_UNKNOWN);
  ck_assert_str_ne (res.note, "");
  ss_result_free (&res);
  o.max_nodes = 0;
  o.timeout = 1e-9; /* spent by the first clock check */
  ck_assert_int_eq (ss_solve (&builds[_i], &g, &o, &res), 0);
  ck_assert_msg (res.status == SS_UNKNOWN || res.status == SS_UNIQUE, "%s",
                 ss_status_name (res.status));
  ck_assert_uint_eq (res.wrong, 0);
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

static Suite *
fast9_suite (void)
{
  Suite *s = suite_create ("fast9");
  TCase *t = tcase_create ("fast9");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, builds_search_the_same_tree);
  tcase_add_loop_test (t, tdoku_counts, 0, BUILDS);
  tcase_add_loop_test (t, unique_sets, 0, BUILDS);
  tcase_add_loop_test (t, multiple_counts_match_dlx, 0, BUILDS);
  tcase_add_test (t, random_grids_match_general);
  tcase_add_loop_test (t, budgets_give_unknown, 0, BUILDS);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (fast9_suite ());
}
