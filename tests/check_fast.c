/* check_fast.c -- the fast solver: counts, verdicts, budgets and shapes.
 *
 * Model: every answer is checked against something independent of the
 * solver: tdoku's published counts and solutions, the verifier, a
 * brute-force counter written here for small grids, and the other kernel
 * (the 9x9 bitboard kernel and the general kernel must agree).  Random
 * grids come from a fixed seed, so a failure reproduces.
 */
#include <stdint.h>

#include "../engines/table.h"
#include "../core/verify.h"
#include "../solvers/fast.h"
#include "testutil.h"

static const ss_solver general = { "fast_n", "general kernel", "",
                                   SS_COMPLETE, 100, ss_fast_solve_n, 0 };

static const ss_solver *
fast (void)
{
  const ss_solver *s = ss_solver_find ("fast");
  ck_assert_ptr_nonnull (s);
  return s;
}

/* Solves with limit K, checks the wrapper saw no wrong solution and the
 * kept solution passes the verifier; returns the status. */
static ss_status
solve_k (const ss_solver *s, const ss_grid *g, uint64_t k, ss_result *res)
{
  ss_solve_opts o = { .limit = k };
  ck_assert_int_eq (ss_solve (s, g, &o, res), 0);
  ck_assert_uint_eq (res->wrong, 0);
  if (res->count)
    ck_assert_int_eq (ss_verify_solution (g, &res->solution, 0), 0);
  return res->status;
}

/* ---- tdoku's counts --------------------------------------------------- */

typedef struct tally {
  const ss_solver *solver;
  long records, multiple;
} tally;

static void
check_tdoku_record (void *ctx, ss_record *rec)
{
  tally *t = ctx;
  ck_assert_msg (rec->ok, "record %ld unreadable", rec->index);
  char *end;
  unsigned long long want = strtoull (rec->tail, &end, 10);
  ck_assert_msg (end != rec->tail, "record %ld: no count in '%s'",
                 rec->index, rec->tail);
  ss_result res;
  ss_status st = solve_k (t->solver, &rec->grid, 0, &res);
  ck_assert_msg (res.count == want, "%s record %ld: %llu solutions, want %llu",
                 t->solver->name, rec->index, (unsigned long long) res.count,
                 want);
  ck_assert_int_eq (st, want == 0 ? SS_UNSAT
                        : want == 1 ? SS_UNIQUE : SS_MULTIPLE);
  if (want == 1 && *end == ':')
    {
      ss_grid sol;
      ss_error err;
      ck_assert_int_eq (ss_parse_text (end + 1, 0, &sol, &err), 0);
      ck_assert_mem_eq (sol.cell, res.solution.cell, 81);
      ss_grid_free (&sol);
    }
  t->multiple += want >= 2;
  t->records++;
  ss_result_free (&res);
}

static void
tdoku_with (const ss_solver *s)
{
  tally t = { s, 0, 0 };
  tu_each_record ("data/tdoku_test_puzzles.txt", 0, check_tdoku_record, &t);
  ck_assert_int_eq (t.records, 43);
  ck_assert_int_ge (t.multiple, 10);
}

START_TEST (tdoku_counts_bitboard)
{
  tdoku_with (fast ());
}
END_TEST

START_TEST (tdoku_counts_general)
{
  tdoku_with (&general);
}
END_TEST

/* ---- unique sets ------------------------------------------------------ */

typedef struct unique_ctx {
  const ss_solver *solver;
  long records;
} unique_ctx;

static void
check_unique_record (void *ctx, ss_record *rec)
{
  unique_ctx *u = ctx;
  ck_assert_msg (rec->ok, "record %ld unreadable", rec->index);
  ss_result res;
  ss_status st = solve_k (u->solver, &rec->grid, 2, &res);
  ck_assert_msg (st == SS_UNIQUE, "record %ld: %s (%s)", rec->index,
                 ss_status_name (st), res.note);
  ck_assert_uint_eq (res.count, 1);
  ck_assert_uint_ge (res.stats.nodes, 1);
  u->records++;
  ss_result_free (&res);
}

static long
all_unique (const char *path, const ss_solver *s)
{
  unique_ctx u = { s, 0 };
  tu_each_record (path, 0, check_unique_record, &u);
  return u.records;
}

START_TEST (unique_9x9_sets)
{
  ck_assert_int_eq (all_unique ("data/top95.txt", fast ()), 95);
  ck_assert_int_eq (all_unique ("data/hardest.txt", fast ()), 11);
  ck_assert_int_eq (all_unique ("data/top1465.txt", fast ()), 1465);
  ck_assert_int_eq (all_unique ("data/forum_hardest_1106.txt", fast ()),
                    375);
  ck_assert_int_eq (all_unique ("data/top95.txt", &general), 95);
}
END_TEST

START_TEST (unique_16x16_sets)
{
  ck_assert_int_eq (all_unique ("data/16x16.txt", fast ()), 100);
  ck_assert_int_eq (all_unique ("data/gecode_16x16.txt", fast ()), 55);
}
END_TEST

/* Lines 17-18 (Gecode's own entries) are solved outright.  Lines 1-16,
 * Alain Frisch's minimal puzzles, are beyond this solver in test time
 * (see docs/fast.md): with a budget they must give unique or unknown,
 * never a wrong verdict. */
typedef struct budget_ctx {
  long records, unique;
} budget_ctx;

static void
check_budgeted_record (void *ctx, ss_record *rec)
{
  budget_ctx *b = ctx;
  ck_assert (rec->ok);
  ss_solve_opts o = { .limit = 2, .max_nodes = rec->index >= 17 ? 0 : 20 };
  ss_result res;
  ck_assert_int_eq (ss_solve (fast (), &rec->grid, &o, &res), 0);
  ck_assert_uint_eq (res.wrong, 0);
  if (rec->index >= 17)
    ck_assert_int_eq (res.status, SS_UNIQUE);
  else
    ck_assert_msg (res.status == SS_UNIQUE || res.status == SS_UNKNOWN,
                   "record %ld: %s", rec->index, ss_status_name (res.status));
  if (res.count)
    ck_assert_int_eq (ss_verify_solution (&rec->grid, &res.solution, 0), 0);
  b->unique += res.status == SS_UNIQUE;
  b->records++;
  ss_result_free (&res);
}

START_TEST (gecode_25x25_set)
{
  budget_ctx b = { 0, 0 };
  tu_each_record ("data/gecode_25x25.txt", 0, check_budgeted_record, &b);
  ck_assert_int_eq (b.records, 18);
  ck_assert_int_ge (b.unique, 2);
}
END_TEST

/* ---- verdicts --------------------------------------------------------- */

static ss_status
solve_text (const char *text, uint64_t k, uint64_t *count)
{
  ss_grid g = tu_parse (text);
  ss_result res;
  ss_status st = solve_k (fast (), &g, k, &res);
  *count = res.count;
  ss_result_free (&res);
  ss_grid_free (&g);
  return st;
}

START_TEST (fsharp_counts_3589)
{
  FILE *f = fopen ("data/fsharp_seed_multiple.txt", "r");
  char line[256];
  ck_assert_ptr_nonnull (f);
  ck_assert_ptr_nonnull (fgets (line, sizeof line, f));
  fclose (f);
  uint64_t count;
  ck_assert_int_eq (solve_text (line, 0, &count), SS_MULTIPLE);
  ck_assert_uint_eq (count, 3589);
  ck_assert_int_eq (solve_text (line, 2, &count), SS_MULTIPLE);
  ck_assert_uint_eq (count, 2);
  ck_assert_int_eq (solve_text (line, 1, &count), SS_FOUND);
  ck_assert_uint_eq (count, 1);
}
END_TEST

START_TEST (bird_is_invalid)
{
  FILE *f = fopen ("data/bird_chapter_invalid.txt", "r");
  char line[256];
  ck_assert_ptr_nonnull (f);
  ck_assert_ptr_nonnull (fgets (line, sizeof line, f));
  fclose (f);
  uint64_t count;
  ck_assert_int_eq (solve_text (line, 2, &count), SS_INVALID);
  ck_assert_uint_eq (count, 0);
}
END_TEST

/* A puzzle text of side n with the given (row, column, symbol) triples. */
static void
givens_text (char *out, int n, const char *triples)
{
  memset (out, '.', (size_t) n * n);
  out[n * n] = 0;
  for (const char *t = triples; t[0] && t[1] && t[2]; t += 3)
    out[(t[0] - '1') * n + (t[1] - '1')] = t[2];
}

/* Consistent givens, no solution: row 1 holds every digit but one, and
 * the missing one sits in the last column further down, so r1cN can take
 * nothing.  9x9 goes to the bitboard kernel, 4x4 and 6x6 to the general
 * one.  tdoku's file adds ten unsat puzzles that need a search. */
START_TEST (unsat_examples)
{
  char text[128];
  uint64_t count;
  givens_text (text, 9, "111122133144155166177188999");
  ck_assert_int_eq (solve_text (text, 2, &count), SS_UNSAT);
  ck_assert_uint_eq (count, 0);
  givens_text (text, 4, "111122133444");
  ck_assert_int_eq (solve_text (text, 2, &count), SS_UNSAT);
  givens_text (text, 6, "111122133144155466");
  ck_assert_int_eq (solve_text (text, 0, &count), SS_UNSAT);
  ck_assert_uint_eq (count, 0);
}
END_TEST

START_TEST (multiple_stops_at_two)
{
  uint64_t count;
  FILE *f = fopen ("data/serg_multiple_200.txt", "r");
  char line[256];
  int seen = 0;
  ck_assert_ptr_nonnull (f);
  while (fgets (line, sizeof line, f) && seen < 20)
    {
      if (line[0] == '#')
        continue;
      ck_assert_int_eq (solve_text (line, 2, &count), SS_MULTIPLE);
      ck_assert_uint_eq (count, 2);
      seen++;
    }
  fclose (f);
  ck_assert_int_eq (seen, 20);
  ck_assert_int_eq (solve_text (".................................................."
                                "...............................", 5, &count),
                    SS_MULTIPLE);
  ck_assert_uint_eq (count, 5);
}
END_TEST

/* A tiny budget gives unknown, never a wrong verdict; a big one answers. */
START_TEST (budget_gives_unknown)
{
  static const char *hard = "........8..3...4...9..2..6.....79.......612...6.5.2"
                            ".7...8...5...1.....2.4.5.....3";
  ss_grid g = tu_parse (hard);
  ss_solve_opts o = { .limit = 2, .max_nodes = 1 };
  ss_result res;
  ck_assert_int_eq (ss_solve (fast (), &g, &o, &res), 0);
  ck_assert_int_eq (res.status, SS_UNKNOWN);
  ck_assert_uint_le (res.count, 1);
  ck_assert_str_ne (res.note, "");
  ss_result_free (&res);
  o.max_nodes = 1000000;
  ck_assert_int_eq (ss_solve (fast (), &g, &o, &res), 0);
  ck_assert_int_eq (res.status, SS_UNIQUE);
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

START_TEST (budget_general_kernel)
{
  ss_grid g;
  ck_assert_int_eq (ss_grid_init (&g, 4, 4), 0);
  ss_solve_opts o = { .limit = 0, .max_nodes = 3 };
  ss_result res;
  ck_assert_int_eq (ss_solve (&general, &g, &o, &res), 0);
  ck_assert_msg (res.status == SS_UNKNOWN || res.status == SS_MULTIPLE,
                 "empty 16x16, 3 nodes: %s", ss_status_name (res.status));
  ck_assert_str_ne (res.note, "");
  ss_result_free (&res);
  o.timeout = 1e-9;
  o.max_nodes = 0;
  ck_assert_int_eq (ss_solve (&general, &g, &o, &res), 0);
  ck_assert_msg (res.status == SS_UNKNOWN || res.status == SS_MULTIPLE,
                 "empty 16x16, no time: %s", ss_status_name (res.status));
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

/* ---- shapes: random grids against a brute-force counter --------------- */

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static void
blank_cells (ss_grid *g, int percent)
{
  for (int i = 0; i < g->n * g->n; i++)
    if ((int) (tu_rng (&rng_state) % 100) < percent)
      g->cell[i] = 0;
}

/* Independent counter: plain backtracking in row-major order, checking
 * each digit against the row, column and box; stops at cap. */
static int
allowed (const ss_grid *g, int i, int d)
{
  int n = g->n, r = i / n, c = i % n, b = ss_box_of (g, r, c);
  for (int k = 0; k < n; k++)
    if (g->cell[r * n + k] == d || g->cell[k * n + c] == d
        || g->cell[ss_box_cell_row (g, b, k) * n + ss_box_cell_col (g, b, k)]
           == d)
      return 0;
  return 1;
}

static uint64_t
brute_count (ss_grid *g, int i, uint64_t cap)
{
  int nn = g->n * g->n;
  while (i < nn && g->cell[i])
    i++;
  if (i == nn)
    return 1;
  uint64_t total = 0;
  for (int d = 1; d <= g->n && total < cap; d++)
    if (allowed (g, i, d))
      {
        g->cell[i] = (uint8_t) d;
        total += brute_count (g, i + 1, cap - total);
        g->cell[i] = 0;
      }
  return total;
}

static const int shapes[][2] = { { 1, 1 }, { 1, 2 }, { 2, 1 }, { 1, 3 },
                                 { 1, 4 }, { 2, 2 }, { 1, 5 }, { 2, 3 },
                                 { 3, 2 }, { 1, 6 }, { 6, 1 } };

START_TEST (small_shapes_match_brute_force)
{
  const uint64_t cap = 3000;
  int checked = 0;
  for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++)
    for (int trial = 0; trial < 12; trial++)
      {
        ss_grid full, g;
        tu_random_full_grid (&rng_state, &full, shapes[s][0],
                             shapes[s][1]);
        ck_assert_int_eq (ss_grid_copy (&g, &full), 0);
        blank_cells (&g, 30 + 6 * trial);
        uint64_t want = brute_count (&g, 0, cap);
        ss_result res;
        ss_status st = solve_k (fast (), &g, cap, &res);
        ck_assert_msg (res.count == want, "%dx%d trial %d: %llu, brute %llu",
                       shapes[s][0], shapes[s][1], trial,
                       (unsigned long long) res.count,
                       (unsigned long long) want);
        ck_assert_int_eq (st, want == 1 ? SS_UNIQUE : SS_MULTIPLE);
        ss_result_free (&res);
        /* and a puzzle made unsat by one wrong given, when there is room */
        for (int i = 0; i < g.n * g.n && g.n > 1; i++)
          if (!g.cell[i])
            {
              g.cell[i] = (uint8_t) (full.cell[i] % g.n + 1);
              if (ss_verify_conflicts (&g, 0, 0) == 0)
                {
                  want = brute_count (&g, 0, cap);
                  solve_k (fast (), &g, cap, &res);
                  ck_assert_uint_eq (res.count, want);
                  ss_result_free (&res);
                }
              break;
            }
        ss_grid_free (&g);
        ss_grid_free (&full);
        checked++;
      }
  ck_assert_int_eq (checked, 132);
}
END_TEST

/* The bitboard kernel and the general kernel count the same, on grids
 * blanked from random 9x9 solutions. */
START_TEST (kernels_agree_on_9x9)
{
  for (int trial = 0; trial < 40; trial++)
    {
      ss_grid g;
      tu_random_full_grid (&rng_state, &g, 3, 3);
      blank_cells (&g, 55 + trial % 20);
      ss_result a, b;
      solve_k (fast (), &g, 500, &a);
      solve_k (&general, &g, 500, &b);
      ck_assert_uint_eq (a.count, b.count);
      ck_assert_int_eq (a.status, b.status);
      if (a.count == 1)
        ck_assert_mem_eq (a.solution.cell, b.solution.cell, 81);
      ss_result_free (&a);
      ss_result_free (&b);
      ss_grid_free (&g);
    }
}
END_TEST

/* Larger and rectangular shapes: blank part of a random full grid; the
 * solver must return a verified solution (K = 1), and K = 2 must not
 * claim uniqueness when the original grid differs from the one found. */
START_TEST (larger_shapes_are_solved)
{
  static const int big[][3] = { { 2, 4, 60 }, { 4, 2, 60 }, { 3, 4, 55 },
                                { 4, 3, 55 }, { 3, 5, 50 }, { 2, 6, 50 },
                                { 1, 9, 40 }, { 9, 1, 40 }, { 4, 4, 50 },
                                { 4, 5, 40 }, { 5, 5, 40 }, { 3, 8, 35 },
                                { 6, 6, 30 }, { 5, 8, 25 }, { 7, 7, 25 },
                                { 8, 8, 20 }, { 10, 10, 25 } };
  for (size_t s = 0; s < sizeof big / sizeof *big; s++)
    {
      ss_grid full, g;
      tu_random_full_grid (&rng_state, &full, big[s][0], big[s][1]);
      ck_assert_int_eq (ss_grid_copy (&g, &full), 0);
      blank_cells (&g, big[s][2]);
      ss_result res;
      ss_status st = solve_k (fast (), &g, 2, &res);
      ck_assert_msg (st == SS_UNIQUE || st == SS_MULTIPLE, "%dx%d: %s (%s)",
                     big[s][0], big[s][1], ss_status_name (st), res.note);
      if (st == SS_UNIQUE)
        ck_assert_mem_eq (res.solution.cell, full.cell,
                          (size_t) g.n * g.n);
      ss_result_free (&res);
      ss_grid_free (&g);
      ss_grid_free (&full);
    }
}
END_TEST

/* Empty and nearly empty large grids: 36x36 empty (K = 2), 64x64 and
 * 100x100 with 1% and 2% of a random full grid kept (K = 1). */
START_TEST (sparse_large_grids)
{
  static const int big[][4] = { { 6, 6, 100, 2 }, { 8, 8, 99, 1 },
                                { 10, 10, 98, 1 } };
  for (size_t s = 0; s < sizeof big / sizeof *big; s++)
    {
      ss_grid g;
      tu_random_full_grid (&rng_state, &g, big[s][0], big[s][1]);
      blank_cells (&g, big[s][2]);
      ss_result res;
      ss_status st = solve_k (fast (), &g, (uint64_t) big[s][3], &res);
      ck_assert_msg (st == (big[s][3] == 1 ? SS_FOUND : SS_MULTIPLE),
                     "%dx%d: %s (%s)", big[s][0], big[s][1],
                     ss_status_name (st), res.note);
      ss_result_free (&res);
      ss_grid_free (&g);
    }
}
END_TEST

static Suite *
fast_suite (void)
{
  Suite *s = suite_create ("fast");
  TCase *t = tcase_create ("fast");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, tdoku_counts_bitboard);
  tcase_add_test (t, tdoku_counts_general);
  tcase_add_test (t, unique_9x9_sets);
  tcase_add_test (t, unique_16x16_sets);
  tcase_add_test (t, gecode_25x25_set);
  tcase_add_test (t, fsharp_counts_3589);
  tcase_add_test (t, bird_is_invalid);
  tcase_add_test (t, unsat_examples);
  tcase_add_test (t, multiple_stops_at_two);
  tcase_add_test (t, budget_gives_unknown);
  tcase_add_test (t, budget_general_kernel);
  tcase_add_test (t, small_shapes_match_brute_force);
  tcase_add_test (t, kernels_agree_on_9x9);
  tcase_add_test (t, larger_shapes_are_solved);
  tcase_add_test (t, sparse_large_grids);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (fast_suite ());
}
