/* full.c -- random full grids (see generate.h for the two methods).
 *
 * Both are randomised depth-first fills; they differ in propagation.  Up
 * to 16x16 a plain fill (digits in random order, fewest candidates
 * first, no propagation) is the cheapest, and 9x9 generation lives on
 * it.  A plain fill wanders for a long time on large grids (the F# seed
 * reports minutes for 16x16 and worse beyond), so above 16x16, or when
 * the plain fill runs out of budget, fast's general kernel fills the
 * grid: its matching filter sees a dead end long before a plain fill
 * would.  Neither starts from a pattern grid: every grid of the shape
 * can come out (though not with equal probability).
 */
#include <stdlib.h>
#include <string.h>

#include "generate.h"
#include "rng.h"
#include "../solvers/fast.h"

#define SS_FILL_MAX_N 16
#define SS_FILL_BUDGET 200000 /* nodes before the fill gives up */

typedef struct fill {
  const ss_grid *g;
  ss_rng *rng;
  uint32_t used[3][SS_FILL_MAX_N]; /* row, column, box: digits placed */
  long nodes;
} fill;

static uint32_t
candidates (const fill *f, int i)
{
  const ss_grid *g = f->g;
  int r = i / g->n, c = i % g->n, b = ss_box_of (g, r, c);
  uint32_t all = (g->n == 32 ? 0u : 1u << g->n) - 1u;
  return all & ~(f->used[0][r] | f->used[1][c] | f->used[2][b]);
}

static void
place (fill *f, int i, int d, int on)
{
  const ss_grid *g = f->g;
  int r = i / g->n, c = i % g->n, b = ss_box_of (g, r, c);
  uint32_t bit = 1u << (d - 1);
  f->used[0][r] ^= bit;
  f->used[1][c] ^= bit;
  f->used[2][b] ^= bit;
  g->cell[i] = (uint8_t) (on ? d : 0);
}

/* The blank cell with the fewest candidates, -1 when full, -2 dead. */
static int
pick_cell (const fill *f)
{
  int best = -1, best_count = 99;
  for (int i = 0; i < f->g->n * f->g->n; i++)
    if (!f->g->cell[i])
      {
        int k = __builtin_popcount (candidates (f, i));
        if (k < best_count)
          best = i, best_count = k;
      }
  return best >= 0 && best_count == 0 ? -2 : best;
}

static int
fill_from (fill *f)
{
  if (++f->nodes > SS_FILL_BUDGET)
    return -1;
  int i = pick_cell (f);
  if (i < 0)
    return i == -1 ? 1 : 0;
  int digits[SS_FILL_MAX_N], k = 0;
  uint32_t cand = candidates (f, i);
  for (int d = 1; d <= f->g->n; d++)
    if (cand >> (d - 1) & 1)
      digits[k++] = d;
  ss_rng_shuffle (f->rng, digits, k);
  for (int j = 0; j < k; j++)
    {
      place (f, i, digits[j], 1);
      int got = fill_from (f);
      if (got)
        return got;
      place (f, i, digits[j], 0);
    }
  return 0;
}

/* ---- the randomised fill of the general kernel --------------------------- */

/* fast's general kernel without probing, branching on the first open
 * cell in row-major order with its digits in a random order (o->seed):
 * the matching filter keeps every house and every digit completable, so
 * an empty 100x100 grid fills in about 8,400 nodes with a dead end or
 * two, in 0.2-0.5 s. */
static ss_outcome
fill_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  ss_fast_tune tune = { o->seed, 1, 0 };
  return ss_fast_solve_tuned (p, o, &tune, res);
}

static const ss_solver filler = {
  "fill", "random-order fill by fast's general kernel", "found", 0, 100,
  fill_solve, 0
};

/* Fills out (blank) with the general kernel; a run that meets more dead
 * ends than its node cap allows (none seen so far) starts over with the
 * next seed.  0, or -1 when memory ran out. */
static int
kernel_fill (ss_grid *out, ss_rng *rng)
{
  for (int attempt = 0;; attempt++)
    {
      ss_solve_opts o = { 0 };
      ss_result res;
      o.limit = 1;
      o.seed = ss_rng_next (rng) | 1; /* 0 would mean "no randomness" */
      o.max_nodes = 4 * (uint64_t) out->n * out->n + 100;
      if (ss_solve (&filler, out, &o, &res) < 0)
        return ss_result_free (&res), -1;
      int done = res.status == SS_FOUND, spent = !!strstr (res.note, "budget");
      if (done)
        memcpy (out->cell, res.solution.cell, (size_t) out->n * out->n);
      ss_result_free (&res);
      if (done)
        return 0;
      if (!spent || attempt > 1000)
        return -1;
    }
}

int
ss_gen_full (int box_rows, int box_cols, uint64_t seed, ss_grid *out,
             ss_error *err)
{
  ss_rng rng = { seed };
  if (ss_grid_init (out, box_rows, box_cols))
    return ss_error_set (err, 0, 0, "cannot make a %dx%d-box grid",
                         box_rows, box_cols), -1;
  if (out->n <= SS_FILL_MAX_N)
    {
      fill f = { .g = out, .rng = &rng };
      if (fill_from (&f) == 1)
        return 0;
      memset (out->cell, 0, (size_t) out->n * out->n);
    }
  if (kernel_fill (out, &rng))
    return ss_grid_free (out), ss_error_set (err, 0, 0, "out of memory"), -1;
  return 0;
}
