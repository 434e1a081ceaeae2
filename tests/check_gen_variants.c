/* check_gen_variants.c -- generating variant puzzles (gen/: regions.c,
 * fill.c, cages.c, killer.c, variant.c).
 *
 * Model: each piece is checked against what it promises, by code that
 * does not share its method: region layouts are N connected regions of N
 * cells for every N from 4 to 16 (a flood fill here); random fills are
 * solutions by the model's verifier, differ between seeds, and an
 * impossible combination is reported as none, which the brute-force
 * counter of tests/brute.h confirms; cages cover the grid with connected
 * groups of different digits; and generated puzzles (dug, or cut into
 * cages, by the counter as the engine) have exactly one solution by a
 * second count, equal to the solution returned, with no givens for a
 * killer unless --givens allows them.
 */
#include "testutil.h"

#include "../core/model.h"
#include "../core/verify_model.h"
#include "../gen/generate.h"
#include "brute.h"

/* Cells of region (or cage) id reached from its first cell, orthogonally. */
static int
reach (int n, const int *ids, int id)
{
  int cells = n * n, stack[SS_MAX_N * SS_MAX_N], top = 0, got = 0;
  char *seen = calloc ((size_t) cells, 1);
  for (int c = 0; c < cells && !top; c++)
    if (ids[c] == id)
      stack[top++] = c, seen[c] = 1;
  while (top)
    {
      int c = stack[--top], nb[4] = { c - n, c + n, c % n ? c - 1 : -1,
                                      c % n < n - 1 ? c + 1 : -1 };
      got++;
      for (int k = 0; k < 4; k++)
        if (nb[k] >= 0 && nb[k] < cells && !seen[nb[k]] && ids[nb[k]] == id)
          seen[nb[k]] = 1, stack[top++] = nb[k];
    }
  free (seen);
  return got;
}

START_TEST (region_layouts)
{
  for (int n = 4; n <= 16; n++)
    for (uint64_t seed = 1; seed <= 3; seed++)
      {
        int ids[SS_MAX_N * SS_MAX_N], size[SS_MAX_N] = { 0 }, moved = 0;
        int br, bc;
        ck_assert_int_eq (ss_gen_regions (n, seed, ids), 0);
        ss_default_box (n, &br, &bc);
        ss_grid shape = { br, bc, n, 0, 0 };
        for (int c = 0; c < n * n; c++)
          {
            ck_assert (ids[c] >= 0 && ids[c] < n);
            size[ids[c]]++;
            moved += ids[c] != (br > 1 && bc > 1
                                ? ss_box_of (&shape, c / n, c % n) : c / n);
          }
        for (int r = 0; r < n; r++)
          {
            ck_assert_int_eq (size[r], n);
            ck_assert_int_eq (reach (n, ids, r), n);
          }
        ck_assert_msg (moved >= n, "%dx%d: the start layout barely moved", n,
                       n);
      }
}
END_TEST

static ss_grid
rules (int br, int bc, unsigned variants, uint64_t seed)
{
  ss_variant_opts vo = { .variants = variants };
  ss_grid g;
  ss_error err;
  ck_assert_int_eq (ss_variant_rules (br, bc, &vo, seed, &g, &err), 0);
  return g;
}

START_TEST (random_fills)
{
  static const struct { int br, bc; unsigned v; } cases[] = {
    { 2, 3, SS_VAR_BIT (SS_VAR_DIAGONALS) },
    { 3, 3, SS_VAR_BIT (SS_VAR_ANTIKNIGHT) | SS_VAR_BIT (SS_VAR_ANTIKING) },
    { 3, 3, SS_VAR_BIT (SS_VAR_NONCONSECUTIVE) },
    { 3, 3, SS_VAR_BIT (SS_VAR_WINDOKU) | SS_VAR_BIT (SS_VAR_DISJOINT) },
    { 3, 3, SS_VAR_BIT (SS_VAR_JIGSAW) },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      ss_grid blank = rules (cases[i].br, cases[i].bc, cases[i].v, 5), a, b;
      ss_error err;
      ck_assert_int_eq (ss_gen_fill (&blank, 1, 2000000, &a, &err),
                        SS_FILL_FOUND);
      ck_assert_int_eq (ss_gen_fill (&blank, 2, 2000000, &b, &err),
                        SS_FILL_FOUND);
      ck_assert (ss_model_solution_ok (&blank, a.cell));
      ck_assert (ss_model_solution_ok (&blank, b.cell));
      ck_assert_msg (memcmp (a.cell, b.cell, (size_t) a.n * a.n),
                     "case %zu: two seeds, one grid", i);
      ss_grid_free (&a), ss_grid_free (&b), ss_grid_free (&blank);
    }
}
END_TEST

/* Anti-king with both diagonals on 4x4: the exhaustive fill says none,
 * and the counter finds none either. */
START_TEST (impossible_rules)
{
  unsigned v = SS_VAR_BIT (SS_VAR_ANTIKING) | SS_VAR_BIT (SS_VAR_DIAGONALS)
               | SS_VAR_BIT (SS_VAR_NONCONSECUTIVE);
  ss_grid blank = rules (2, 2, v, 1), out;
  ss_error err;
  ck_assert_int_eq (ss_gen_fill (&blank, 1, 0x7fffffff, &out, &err),
                    SS_FILL_NONE);
  ck_assert_int_eq (tu_brute_count (&blank, 0, 1, 0, 0), 0);
  ss_variant_opts vo = { .variants = v };
  ss_gen_opts o = { .seed = 1 };
  ss_grid p, sol;
  ss_gen_stats st;
  ss_variant_outcome got;
  ck_assert_int_eq (ss_generate_variant (2, 2, &vo, &o, &tu_brute_solver, &p,
                                         &sol, &st, &got, &err), 0);
  ck_assert_int_eq (got, SS_VARIANT_NONE);
  ss_grid_free (&blank);
}
END_TEST

START_TEST (cut_cages)
{
  ss_grid g;
  ss_error err;
  int cage_of[81];
  ck_assert_int_eq (ss_gen_full (3, 3, 7, &g, &err), 0);
  for (uint64_t seed = 1; seed <= 5; seed++)
    {
      int count = ss_gen_cut_cages (&g, seed, 5, cage_of), big = 0;
      ck_assert_int_gt (count, 9);
      for (int k = 0; k < count; k++)
        {
          int size = 0, seen[10] = { 0 };
          for (int c = 0; c < 81; c++)
            if (cage_of[c] == k)
              {
                size++;
                ck_assert_msg (!seen[g.cell[c]]++, "a digit twice in a cage");
              }
          ck_assert (size >= 1 && size <= 6);
          ck_assert_int_eq (reach (9, cage_of, k), size);
          big += size >= 3;
        }
      ck_assert_int_gt (big, 0);
    }
  ss_grid_free (&g);
}
END_TEST

/* A generated puzzle: one solution by a second count, the one returned. */
static void
check_made (unsigned v, int br, int bc, int givens, uint64_t seed)
{
  ss_variant_opts vo = { .variants = v, .givens = givens };
  ss_gen_opts o = { .seed = seed };
  ss_grid p, sol;
  ss_gen_stats st;
  ss_error err;
  ss_variant_outcome got;
  int n = br * bc;
  uint8_t first[SS_MAX_N * SS_MAX_N];
  ck_assert_int_eq (ss_generate_variant (br, bc, &vo, &o, &tu_brute_solver,
                                         &p, &sol, &st, &got, &err), 0);
  ck_assert_int_eq (got, SS_VARIANT_MADE);
  ck_assert_ptr_nonnull (p.model);
  ck_assert_int_eq (tu_brute_count (&p, 0, 2, 0, first), 1);
  ck_assert (!memcmp (first, sol.cell, (size_t) n * n));
  ck_assert (ss_model_solution_ok (&p, sol.cell));
  if (v & SS_VAR_BIT (SS_VAR_KILLER))
    {
      ck_assert (p.model->kinds & SS_KIND_BIT (SS_KIND_KILLER));
      ck_assert_int_le (ss_grid_givens (&p), givens);
    }
  if (v & SS_VAR_BIT (SS_VAR_JIGSAW))
    ck_assert (p.model->irregular);
  if (v & (SS_VAR_BIT (SS_VAR_KROPKI) | SS_VAR_BIT (SS_VAR_XV)))
    ck_assert (p.model->kinds & SS_KIND_BIT (SS_KIND_NEGATIVE));
  ss_grid_free (&p), ss_grid_free (&sol);
}

START_TEST (made_unique)
{
  check_made (SS_VAR_BIT (SS_VAR_JIGSAW), 2, 3, 0, 1);
  check_made (SS_VAR_BIT (SS_VAR_DIAGONALS), 2, 3, 0, 2);
  check_made (SS_VAR_BIT (SS_VAR_ANTIKNIGHT), 2, 3, 0, 3);
  check_made (SS_VAR_BIT (SS_VAR_KILLER), 2, 2, 0, 4);
  check_made (SS_VAR_BIT (SS_VAR_KILLER), 2, 3, 0, 5);
  check_made (SS_VAR_BIT (SS_VAR_KILLER), 2, 3, 2, 6);
  check_made (SS_VAR_BIT (SS_VAR_KILLER) | SS_VAR_BIT (SS_VAR_JIGSAW), 2, 3,
              0, 7);
  check_made (SS_VAR_BIT (SS_VAR_KROPKI), 2, 3, 0, 8);
  check_made (SS_VAR_BIT (SS_VAR_XV) | SS_VAR_BIT (SS_VAR_DIAGONALS), 2, 3,
              0, 9);
}
END_TEST

START_TEST (names)
{
  ck_assert_int_eq (ss_variant_lookup ("killer"), SS_VAR_KILLER);
  ck_assert_int_eq (ss_variant_lookup ("diagonals"), SS_VAR_DIAGONALS);
  ck_assert_int_eq (ss_variant_lookup ("thermo"), -1);
  ck_assert_str_eq (ss_variant_name (SS_VAR_JIGSAW), "jigsaw");
  ss_variant_opts vo = { .variants = SS_VAR_BIT (SS_VAR_JIGSAW)
                                     | SS_VAR_BIT (SS_VAR_DISJOINT) };
  ss_grid g;
  ss_error err;
  ck_assert_int_eq (ss_variant_rules (3, 3, &vo, 1, &g, &err), -1);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("gen_variants");
  TCase *t = tcase_create ("gen_variants");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, region_layouts);
  tcase_add_test (t, random_fills);
  tcase_add_test (t, impossible_rules);
  tcase_add_test (t, cut_cages);
  tcase_add_test (t, made_unique);
  tcase_add_test (t, names);
  suite_add_tcase (s, t);
  return tu_run (s);
}
