/* check_propagate.c -- unit propagation per encoding (encoder/propagate.c)
 * against the singles solver: the classroom result of Lynce & Ouaknine.
 *
 * Model: on minimal and efficient, UP fixes exactly the cells naked
 * singles fix; on extended, exactly those naked and hidden singles fix;
 * for every AMO kind.  "The same cells" is checked twice: the singles
 * solver (solvers/singles.c) gives the count of cells it leaves open and,
 * when it solves the puzzle, the grid; an independent fixpoint written
 * here gives the cells themselves.  Probing is checked for soundness:
 * what it fixes agrees with the solution, and it never calls a solvable
 * puzzle a conflict.
 */
#include "testutil.h"

#include "../core/verify.h"
#include "../encoder/propagate.h"
#include "../engines/table.h"

/* Naked (and hidden) singles to a fixpoint, by rescanning: slow, plain,
 * and sharing no code with the solver or the encoder.  Returns 0, or 1
 * on a contradiction. */
static int
cand_ok (const ss_grid *g, int cell, int d)
{
  int n = g->n, r = cell / n, c = cell % n, b = ss_box_of (g, r, c);
  for (int k = 0; k < n; k++)
    if (g->cell[r * n + k] == d || g->cell[k * n + c] == d
        || g->cell[ss_box_cell_row (g, b, k) * n + ss_box_cell_col (g, b, k)]
           == d)
      return 0;
  return 1;
}

static int
unit_cell (const ss_grid *g, int kind, int u, int k)
{
  int n = g->n;
  return kind == 0 ? u * n + k : kind == 1 ? k * n + u
         : ss_box_cell_row (g, u, k) * n + ss_box_cell_col (g, u, k);
}

static int
one_hidden (ss_grid *g)
{
  int n = g->n;
  for (int kind = 0; kind < 3; kind++)
    for (int u = 0; u < n; u++)
      for (int d = 1; d <= n; d++)
        {
          int places = 0, at = -1, there = 0;
          for (int k = 0; k < n; k++)
            {
              int c = unit_cell (g, kind, u, k);
              there |= g->cell[c] == d;
              if (!g->cell[c] && cand_ok (g, c, d))
                places++, at = c;
            }
          if (!there && places == 1)
            return g->cell[at] = (uint8_t) d, 1;
        }
  return 0;
}

static int
fixpoint (ss_grid *g, int hidden)
{
  int n = g->n, moved = 1;
  while (moved)
    {
      moved = 0;
      for (int i = 0; i < n * n; i++)
        {
          int count = 0, last = 0;
          for (int d = 1; !g->cell[i] && d <= n; d++)
            if (cand_ok (g, i, d))
              count++, last = d;
          if (!g->cell[i] && count == 0)
            return 1;
          if (!g->cell[i] && count == 1)
            g->cell[i] = (uint8_t) last, moved = 1;
        }
      if (!moved && hidden)
        moved = one_hidden (g);
    }
  return 0;
}

/* The singles solver's verdict: cells it leaves open (-1 on unsat). */
static int
singles_left (const ss_grid *p, int hidden, ss_grid *solved)
{
  ss_solve_opts o = { .limit = 2, .hidden = hidden };
  ss_result res;
  ck_assert_int_eq (ss_solve (ss_solver_find ("singles"), p, &o, &res), 0);
  int left = res.status == SS_UNIQUE ? 0 : res.status == SS_UNSAT ? -1
             : (int) res.stats.cells_left;
  if (left == 0)
    ss_grid_copy (solved, &res.solution);
  ss_result_free (&res);
  return left;
}

static int checked;

static void
compare (const ss_grid *p, ss_encoding e, ss_amo amo)
{
  int hidden = e == SS_ENC_EXTENDED || e == SS_ENC_REDUCED;
  ss_encode_opts o;
  ss_encode_opts_default (&o, p->n);
  o.encoding = e, o.amo = amo;
  ss_grid up, mine, solved = { 0 };
  ss_up_result r;
  ss_error err;
  ck_assert_int_eq (ss_propagate (p, &o, 0, &up, &r, &err), 0);
  ss_grid_copy (&mine, p);
  int contradiction = fixpoint (&mine, hidden);
  int left = singles_left (p, hidden, &solved);
  if (!contradiction && left >= 0)
    {
      ck_assert_int_eq (r.conflict, 0);
      ck_assert_msg (!memcmp (up.cell, mine.cell, (size_t) p->n * p->n),
                     "%s/%s: UP fixes other cells than singles",
                     ss_encoding_name (e), ss_amo_name (amo));
      ck_assert_int_eq (r.blanks - r.fixed, left);
      if (left == 0)
        ck_assert (r.solved && !memcmp (up.cell, solved.cell,
                                        (size_t) p->n * p->n));
      checked++;
    }
  ss_grid_free (&up);
  ss_grid_free (&mine);
  ss_grid_free (&solved);
}

static void
each_encoding (void *ctx, ss_record *rec)
{
  int *every = ctx;
  static int seen;
  if (!rec->ok || seen++ % *every)
    return;
  /* the encodings and AMO kinds of the classroom result, by name, so a
   * stronger encoding added to the table later is not held to it */
  static const ss_encoding encs[] = { SS_ENC_MINIMAL, SS_ENC_EFFICIENT,
                                      SS_ENC_EXTENDED, SS_ENC_REDUCED };
  static const char *amos[] = { "pairwise", "sequential", "product" };
  for (int e = 0; e < 4; e++)
    for (int a = 0; a < 3; a++)
      if (ss_amo_lookup (amos[a]) >= 0)
        compare (&rec->grid, encs[e], (ss_amo) ss_amo_lookup (amos[a]));
}

START_TEST (up_is_singles)
{
  int every = 3;
  checked = 0;
  tu_each_record ("data/top95.txt", 0, each_encoding, &every);
  tu_each_record ("data/easy50.txt", 0, each_encoding, &every);
  tu_each_record ("data/gecode_9x9.txt", 0, each_encoding, &every);
  tu_each_record ("data/4x4.txt", 0, each_encoding, &every);
  every = 10;
  tu_each_record ("data/16x16.txt", 0, each_encoding, &every);
  ck_assert_int_gt (checked, 300);
}
END_TEST

/* What probing fixes is true of the solution; top95 all fall to it on
 * extended (Lynce & Ouaknine's failed literal rule). */
static void
probe_sound (void *ctx, ss_record *rec)
{
  int *solved = ctx;
  ss_encode_opts o;
  ss_grid g;
  ss_up_result r;
  ss_error err;
  ss_solve_opts so = { .limit = 2 };
  ss_result res;
  ss_encode_opts_default (&o, rec->grid.n);
  ck_assert_int_eq (ss_propagate (&rec->grid, &o, 1, &g, &r, &err), 0);
  ss_solve (ss_solver_find ("dlx"), &rec->grid, &so, &res);
  ck_assert_int_eq (res.status, SS_UNIQUE);
  ck_assert_int_eq (r.conflict, 0);
  for (int i = 0; i < 81; i++)
    ck_assert (!g.cell[i] || g.cell[i] == res.solution.cell[i]);
  *solved += r.solved;
  ss_result_free (&res);
  ss_grid_free (&g);
}

START_TEST (probing_is_sound)
{
  int solved = 0;
  tu_each_record ("data/top95.txt", 0, probe_sound, &solved);
  ck_assert_int_eq (solved, 95);
  /* an unsolvable puzzle: probing (or UP) finds the conflict */
  ss_grid g = tu_parse (".....7.....................7................7...12....."
                        "..........................");
  ss_encode_opts o;
  ss_up_result r;
  ss_error err;
  ss_encode_opts_default (&o, 9);
  ck_assert_int_eq (ss_propagate (&g, &o, 1, 0, &r, &err), 0);
  ck_assert (r.conflict && !r.solved);
  ss_grid_free (&g);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("propagate");
  TCase *t = tcase_create ("propagate");
  tcase_set_timeout (t, 240);
  tcase_add_test (t, up_is_singles);
  tcase_add_test (t, probing_is_sound);
  suite_add_tcase (s, t);
  return tu_run (s);
}
