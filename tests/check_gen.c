/* check_gen.c -- the generator and the rater.
 *
 * Model: a generated puzzle must have exactly one solution, proven by
 * solvers other than the one that generated it, must be minimal (every
 * given needed), and must be reproducible from its seed. */
#include "testutil.h"

#include "../core/verify.h"
#include "../gen/generate.h"
#include "../gen/holes.h"

static ss_status
verdict (const char *solver, const ss_grid *p, ss_grid *solution)
{
  const ss_solver *s = ss_solver_find (solver);
  ck_assert_ptr_nonnull (s);
  ss_solve_opts o = { 0 };
  o.limit = 2;
  ss_result res;
  ss_solve (s, p, &o, &res);
  ss_status st = res.status;
  if (solution && st == SS_UNIQUE)
    ck_assert (!memcmp (res.solution.cell, solution->cell,
                        (size_t) p->n * p->n));
  ss_result_free (&res);
  return st;
}

START_TEST (full_grids_every_shape)
{
  static const int shapes[][2] = { { 1, 1 }, { 1, 2 }, { 2, 1 }, { 2, 2 },
                                   { 2, 3 }, { 3, 2 }, { 3, 3 }, { 2, 4 },
                                   { 3, 4 }, { 4, 4 }, { 3, 5 }, { 5, 5 },
                                   { 6, 6 }, { 7, 8 }, { 10, 10 } };
  for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
    for (uint64_t seed = 1; seed <= 3; seed++)
      {
        ss_grid a, b, blank;
        ss_error err;
        ck_assert_int_eq (ss_gen_full (shapes[i][0], shapes[i][1], seed, &a,
                                       &err), 0);
        ck_assert_int_eq (ss_gen_full (shapes[i][0], shapes[i][1], seed, &b,
                                       &err), 0);
        ss_grid_init (&blank, shapes[i][0], shapes[i][1]);
        ck_assert_msg (ss_solution_ok (&blank, a.cell), "%dx%d seed %d",
                       shapes[i][0], shapes[i][1], (int) seed);
        ck_assert (!memcmp (a.cell, b.cell, (size_t) a.n * a.n));
        ss_grid_free (&a);
        ss_grid_free (&b);
        ss_grid_free (&blank);
      }
}
END_TEST

START_TEST (seeds_give_different_grids)
{
  ss_grid a, b;
  ss_error err;
  ss_gen_full (3, 3, 1, &a, &err);
  ss_gen_full (3, 3, 2, &b, &err);
  ck_assert (memcmp (a.cell, b.cell, 81) != 0);
  ss_grid_free (&a);
  ss_grid_free (&b);
  ss_gen_full (6, 6, 1, &a, &err); /* pattern method */
  ss_gen_full (6, 6, 2, &b, &err);
  ck_assert (memcmp (a.cell, b.cell, 36 * 36) != 0);
  ss_grid_free (&a);
  ss_grid_free (&b);
}
END_TEST

/* ---- full grids are not pattern grids ---------------------------------- */

/* Two rows r1, r2 of one band define the digit map s(row1[c]) = row2[c].
 * In a pattern grid v(r,c) = (C*(r%R) + r/R + c) mod N, scrambled by any
 * symmetry (digits, rows in bands, bands, columns in stacks, stacks,
 * transposition), s is a relabelled cyclic shift, so all its cycles have
 * one length.  1 when that holds for rows r1 and r2. */
static int
shift_like (const ss_grid *g, int r1, int r2)
{
  int n = g->n, map[SS_MAX_N + 1], seen[SS_MAX_N + 1] = { 0 }, len = -1;
  for (int c = 0; c < n; c++)
    map[g->cell[r1 * n + c]] = g->cell[r2 * n + c];
  for (int d = 1; d <= n; d++)
    {
      if (seen[d])
        continue;
      int k = 0;
      for (int e = d; !seen[e]; e = map[e], k++)
        seen[e] = 1;
      if (len >= 0 && k != len)
        return 0;
      len = k;
    }
  return 1;
}

/* The share of row pairs inside bands whose map is shift-like. */
static double
shift_share (const ss_grid *g)
{
  int pairs = 0, like = 0, R = g->box_rows;
  for (int b = 0; b < g->n / R; b++)
    for (int i = 0; i < R; i++)
      for (int j = i + 1; j < R; j++, pairs++)
        like += shift_like (g, b * R + i, b * R + j);
  return pairs ? (double) like / pairs : 0;
}

/* The number of distinct digit sets of mini-rows (a row inside a box):
 * a pattern grid has at most N (runs of C consecutive pattern values),
 * and so has its transpose; a random grid has about N*R. */
static int
mini_row_sets (const ss_grid *g)
{
  int n = g->n, C = g->box_cols, count = 0, total = n * (n / C);
  uint64_t (*sets)[2] = calloc ((size_t) total, sizeof *sets);
  ck_assert_ptr_nonnull (sets);
  for (int r = 0; r < n; r++)
    for (int s = 0; s < n / C; s++)
      {
        uint64_t set[2] = { 0, 0 };
        for (int c = s * C; c < s * C + C; c++)
          {
            int d = g->cell[r * n + c] - 1;
            set[d / 64] |= 1ull << (d % 64);
          }
        int i = 0;
        while (i < count && (sets[i][0] != set[0] || sets[i][1] != set[1]))
          i++;
        if (i == count)
          sets[count][0] = set[0], sets[count][1] = set[1], count++;
      }
  free (sets);
  return count;
}

/* A scrambled pattern grid, to show the statistics catch one. */
static void
pattern_grid (ss_grid *g, int R, int C, int transpose)
{
  ss_grid_init (g, R, C);
  int n = g->n;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int pr = (r / R * R) + (R - 1 - r % R); /* rows reversed in bands */
        int pc = (c / C * C) + (C - 1 - c % C); /* columns in stacks */
        int v = (C * (pr % R) + pr / R + pc) % n;
        g->cell[transpose ? c * n + r : r * n + c]
          = (uint8_t) ((v * 7 + 3) % n + 1); /* digits relabelled */
      }
}

START_TEST (full_grids_are_not_pattern_grids)
{
  static const int shapes[][2] = { { 3, 3 }, { 4, 4 }, { 3, 5 }, { 5, 5 },
                                   { 6, 6 }, { 7, 8 }, { 10, 10 } };
  for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
    for (uint64_t seed = 1; seed <= 2; seed++)
      {
        ss_grid g, blank;
        ss_error err;
        int R = shapes[i][0], C = shapes[i][1];
        ck_assert_int_eq (ss_gen_full (R, C, seed, &g, &err), 0);
        ss_grid_init (&blank, R, C);
        ck_assert (ss_solution_ok (&blank, g.cell));
        double share = shift_share (&g);
        int sets = mini_row_sets (&g);
        /* 9x9 row maps have few cycle types, so some are shifts by
         * chance (up to 0.44 here); from 12x12 up well under 0.3. */
        ck_assert_msg (share < (g.n <= 9 ? 0.6 : 0.3), "%dx%d seed %d: %.2f "
                       "of band row pairs are shifts", R, C, (int) seed,
                       share);
        ck_assert_msg (sets > 2 * g.n, "%dx%d seed %d: only %d mini-row sets",
                       R, C, (int) seed, sets);
        ss_grid_free (&g);
        ss_grid_free (&blank);
      }
  /* The same statistics on scrambled pattern grids: they must fail. */
  for (int t = 0; t < 2; t++)
    {
      ss_grid g, blank;
      pattern_grid (&g, 5, 5, t);
      ss_grid_init (&blank, 5, 5);
      ck_assert (ss_solution_ok (&blank, g.cell));
      ck_assert (shift_share (&g) == 1.0);
      ck_assert_int_le (mini_row_sets (&g), g.n);
      ss_grid_free (&g);
      ss_grid_free (&blank);
    }
}
END_TEST

/* Unique by other solvers, minimal, and the reported solution. */
static void
check_generated (int R, int C, uint64_t seed, int symmetric)
{
  ss_gen_opts o = { .seed = seed, .symmetric = symmetric };
  ss_grid p, sol;
  ss_gen_stats st;
  ss_error err;
  ck_assert_int_eq (ss_generate (R, C, &o, ss_solver_find ("fast"), &p, &sol,
                                 &st, &err), 0);
  ck_assert_int_eq (st.unknowns, 0);
  ck_assert (ss_solution_ok (&p, sol.cell));
  ck_assert_int_eq (verdict ("dlx", &p, &sol), SS_UNIQUE);
  ck_assert_int_eq (verdict ("cadical", &p, &sol), SS_UNIQUE);
  int cells = p.n * p.n;
  for (int i = 0; i < cells; i++)
    {
      if (symmetric)
        ck_assert_int_eq (!p.cell[i], !p.cell[cells - 1 - i]);
      if (!p.cell[i] || symmetric)
        continue;
      uint8_t keep = p.cell[i];
      p.cell[i] = 0; /* minimal: without any one given, not unique */
      ck_assert_int_eq (verdict ("dlx", &p, 0), SS_MULTIPLE);
      p.cell[i] = keep;
    }
  ss_grid_free (&p);
  ss_grid_free (&sol);
}

START_TEST (generated_puzzles_are_unique_and_minimal)
{
  for (uint64_t seed = 1; seed <= 5; seed++)
    check_generated (3, 3, seed, 0);
  check_generated (2, 2, 7, 0);
  check_generated (2, 3, 7, 0);
  check_generated (3, 2, 7, 0);
  check_generated (3, 4, 7, 0);
  check_generated (3, 3, 9, 1);
}
END_TEST

START_TEST (min_givens_stops_early)
{
  ss_gen_opts o = { .seed = 3, .min_givens = 40 };
  ss_grid p, sol;
  ss_gen_stats st;
  ss_error err;
  ss_generate (3, 3, &o, ss_solver_find ("fast"), &p, &sol, &st, &err);
  ck_assert_int_eq (ss_grid_givens (&p), 40);
  ck_assert_int_eq (verdict ("dlx", &p, &sol), SS_UNIQUE);
  ss_grid_free (&p);
  ss_grid_free (&sol);
  ck_assert_int_eq (ss_generate (3, 3, &o, ss_solver_find ("singles"), &p,
                                 &sol, &st, &err), -1);
  ck_assert_ptr_nonnull (strstr (err.msg, "not complete"));
}
END_TEST

static ss_rating
rate_text (const char *text)
{
  ss_grid g = tu_parse (text);
  ss_rate_result r;
  ss_error err;
  ck_assert_int_eq (ss_rate (&g, ss_solver_find ("fast"), &r, &err), 0);
  ss_grid_free (&g);
  return r.rating;
}

START_TEST (ratings)
{
  ck_assert_int_eq (rate_text ("__61_7__8\n8____674_\n1_7832_59\n_29561___\n"
                               "5_1__89_3\n____2_16_\n__5614387\n78__954_6\n"
                               "6147_3_92\n"), SS_RATE_EASY);
  /* top95's first: search needed. */
  ck_assert_int_eq (rate_text ("4.....8.5.3..........7......2.....6.....8.4....."
                               ".1.......6.3.7.5..2.....1.4......"),
                    SS_RATE_HARD);
  ck_assert_int_eq (rate_text ("00400570000000094036000000872006000000040200"
                               "0000080093400000056005300000006100900"),
                    SS_RATE_INVALID);
  ck_assert_int_eq (rate_text ("................"), SS_RATE_MULTIPLE);
  ck_assert_str_eq (ss_rating_name (SS_RATE_MEDIUM), "hidden");
}
END_TEST

START_TEST (hidden_singles_make_medium)
{
  /* Among generated puzzles some need hidden singles but not search;
   * whichever the rater calls medium must really need them. */
  int medium = 0;
  for (uint64_t seed = 1; seed <= 30; seed++)
    {
      ss_gen_opts o = { .seed = seed };
      ss_grid p, sol;
      ss_gen_stats st;
      ss_error err;
      ss_rate_result r;
      ss_generate (3, 3, &o, ss_solver_find ("fast"), &p, &sol, &st, &err);
      ss_rate (&p, ss_solver_find ("fast"), &r, &err);
      if (r.rating == SS_RATE_MEDIUM)
        {
          medium++;
          ss_solve_opts so = { 0 };
          ss_result res;
          so.limit = 2;
          ss_solve (ss_solver_find ("singles"), &p, &so, &res);
          ck_assert_int_eq (res.status, SS_UNKNOWN); /* naked alone stuck */
          ss_result_free (&res);
        }
      ss_grid_free (&p);
      ss_grid_free (&sol);
    }
  ck_assert_int_gt (medium, 0);
}
END_TEST

/* ---- hole patterns (gen/holes.h) ---------------------------------------- */

/* The holes of row, column or box u (kind 0, 1, 2). */
static int
holes_in (const ss_grid *p, int kind, int u)
{
  int count = 0;
  for (int k = 0; k < p->n; k++)
    {
      int r = kind == 0 ? u : kind == 1 ? k : ss_box_cell_row (p, u, k);
      int c = kind == 0 ? k : kind == 1 ? u : ss_box_cell_col (p, u, k);
      count += !p->cell[r * p->n + c];
    }
  return count;
}

/* 1 when every unit of the kind holds h holes. */
static int
balanced (const ss_grid *p, int kind, int h)
{
  for (int u = 0; u < p->n; u++)
    if (holes_in (p, kind, u) != h)
      return 0;
  return 1;
}

/* Every pattern keeps the full grid's digits (satisfiable by
 * construction) and its counts, on every box shape. */
START_TEST (hole_patterns_hold_their_counts)
{
  static const int shapes[][2] = { { 1, 4 }, { 4, 1 }, { 2, 2 }, { 2, 3 },
                                   { 3, 2 }, { 3, 3 }, { 2, 5 }, { 1, 7 },
                                   { 3, 4 }, { 4, 4 }, { 5, 5 }, { 6, 6 },
                                   { 7, 7 } };
  static const double keeps[] = { 0, 0.3, 0.45, 0.6, 0.8, 1 };
  for (size_t b = 0; b < sizeof shapes / sizeof *shapes; b++)
    for (int k = 0; k < 6; k++)
      for (int kind = SS_HOLES_ROWS; kind <= SS_HOLES_FULL; kind++)
        {
          ss_grid p, sol;
          ss_error err;
          int rr = shapes[b][0], cc = shapes[b][1], n = rr * cc;
          int h = ss_holes_per_row (n, keeps[k]);
          ck_assert_int_eq (ss_gen_keep (rr, cc, (uint64_t) b + 1, keeps[k],
                                         (ss_holes) kind, &p, &sol, &err), 0);
          ck_assert_int_eq (ss_verify_solution (&p, &sol, 0), 0);
          ck_assert_msg (balanced (&p, 0, h), "%dx%d %s: rows", rr, cc,
                         ss_holes_name ((ss_holes) kind));
          ck_assert (kind < SS_HOLES_DOUBLY || balanced (&p, 1, h));
          ck_assert (kind < SS_HOLES_FULL || balanced (&p, 2, h));
          ss_grid_free (&p), ss_grid_free (&sol);
        }
}
END_TEST

/* Each pattern is its own: rows leaves columns uneven, doubly leaves
 * boxes uneven, and full is not one digit set of its grid; random is
 * the cell-by-cell draw (the count varies). */
START_TEST (hole_patterns_differ)
{
  int uneven_cols = 0, uneven_boxes = 0, digit_sets = 0, counts[3] = { 0 };
  int h = ss_holes_per_row (9, 0.5);
  ck_assert_int_eq (h, 5);
  for (uint64_t seed = 1; seed <= 5; seed++)
    {
      ss_grid p[4], sol;
      ss_error err;
      for (int kind = 0; kind < 4; kind++)
        {
          ck_assert_int_eq (ss_gen_keep (3, 3, seed, 0.5, (ss_holes) kind,
                                         &p[kind], &sol, &err), 0);
          if (kind < 3)
            ss_grid_free (&sol);
        }
      ck_assert (balanced (&p[SS_HOLES_DOUBLY], 1, h));
      uneven_cols += !balanced (&p[SS_HOLES_ROWS], 1, h);
      uneven_boxes += !balanced (&p[SS_HOLES_DOUBLY], 2, h);
      int seen[10] = { 0 }, holes = 0;
      for (int c = 0; c < 81; c++)
        if (!p[SS_HOLES_FULL].cell[c])
          seen[sol.cell[c]] = 1;
      for (int d = 1; d <= 9; d++)
        holes += seen[d];
      digit_sets += holes == h; /* the holes would be h digits' cells */
      int random = 81 - ss_grid_givens (&p[SS_HOLES_RANDOM]);
      counts[seed % 3] = random;
      for (int kind = 0; kind < 4; kind++)
        ss_grid_free (&p[kind]);
      ss_grid_free (&sol);
    }
  ck_assert_int_ge (uneven_cols, 4);
  ck_assert_int_ge (uneven_boxes, 4);
  ck_assert_int_eq (digit_sets, 0);
  ck_assert (counts[0] != counts[1] || counts[1] != counts[2]);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("gen");
  TCase *t = tcase_create ("gen");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, full_grids_every_shape);
  tcase_add_test (t, seeds_give_different_grids);
  tcase_add_test (t, full_grids_are_not_pattern_grids);
  tcase_add_test (t, generated_puzzles_are_unique_and_minimal);
  tcase_add_test (t, min_givens_stops_early);
  tcase_add_test (t, ratings);
  tcase_add_test (t, hidden_singles_make_medium);
  tcase_add_test (t, hole_patterns_hold_their_counts);
  tcase_add_test (t, hole_patterns_differ);
  suite_add_tcase (s, t);
  return tu_run (s);
}
