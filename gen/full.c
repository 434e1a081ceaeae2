/* full.c -- random full grids (see generate.h for the two methods).
 *
 * Why two methods: a randomised fill samples grids broadly but can wander
 * for a long time on large grids (the F# seed reports minutes for 16x16
 * and worse beyond), while the scrambled pattern grid is instant for any
 * size.  Small grids get the fill, large ones the pattern.
 */
#include <stdlib.h>
#include <string.h>

#include "generate.h"
#include "rng.h"

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

/* ---- the pattern grid and its symmetries -------------------------------- */

static void
shuffled (ss_rng *rng, int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = i;
  ss_rng_shuffle (rng, a, n);
}

/* A random order of the N lines (rows or columns) that keeps groups of
 * `size` together: lines inside a group move, and whole groups move. */
static void
line_order (ss_rng *rng, int n, int size, int *order)
{
  int groups[SS_MAX_N], inside[SS_MAX_N];
  shuffled (rng, groups, n / size);
  for (int g = 0; g < n / size; g++)
    {
      shuffled (rng, inside, size);
      for (int k = 0; k < size; k++)
        order[g * size + k] = groups[g] * size + inside[k];
    }
}

static void
scrambled_pattern (ss_grid *g, ss_rng *rng)
{
  int n = g->n, R = g->box_rows, C = g->box_cols;
  int rows[SS_MAX_N], cols[SS_MAX_N], digit[SS_MAX_N];
  line_order (rng, n, R, rows);
  line_order (rng, n, C, cols);
  shuffled (rng, digit, n);
  int transpose = R == C && ss_rng_below (rng, 2);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int pr = rows[r], pc = cols[c];
        int v = (C * (pr % R) + pr / R + pc) % n;
        g->cell[transpose ? c * n + r : r * n + c] = (uint8_t) (digit[v] + 1);
      }
}

int
ss_gen_full (int box_rows, int box_cols, uint64_t seed, ss_grid *out,
             ss_error *err)
{
  ss_rng rng = { seed };
  if (ss_grid_init (out, box_rows, box_cols) < 0)
    return ss_error_set (err, 0, 0, "cannot make a %dx%d-box grid",
                         box_rows, box_cols), -1;
  if (out->n <= SS_FILL_MAX_N)
    {
      fill f = { .g = out, .rng = &rng };
      if (fill_from (&f) == 1)
        return 0;
      memset (out->cell, 0, (size_t) out->n * out->n);
    }
  scrambled_pattern (out, &rng);
  return 0;
}
