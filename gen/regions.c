/* regions.c -- random irregular region layouts: N connected regions of N
 * cells on an N x N grid (generate.h).
 *
 * Model: start from a layout that is already right (the boxes of the
 * default box shape, or the rows when N is prime) and trade cells across
 * region borders at random: cell a of region A next to region B goes to
 * B while cell c of B next to A goes to A, so every region keeps N
 * cells; the trade stands only when both regions stay connected
 * (orthogonally).  Many trades (40 per cell) scramble the start beyond
 * recognition, and every layout reached is valid by construction.
 * Whether such a layout admits a solution is not known here: the
 * filler (fill.c) finds out, and many do not (random 9x9 layouts with
 * anti-knight: about one in ten has a grid).
 *
 * ss_gen_regions_of starts from a full grid instead and trades only
 * cells that hold the same digit: each region keeps every digit, so the
 * grid stays a solution of the new layout, which needs no fill at all.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "generate.h"
#include "rng.h"

#define TRADES_PER_CELL 40

typedef struct layout {
  int n;
  int *id;           /* region of each cell */
  const uint8_t *digit; /* a full grid whose regions must keep every
                           digit (trades of equal digits only), or 0 */
  int *queue;        /* BFS room */
  char *seen;
} layout;

/* Region r still connected (every cell of r reached from one). */
static int
connected (layout *l, int r)
{
  int n = l->n, head = 0, tail = 0, start = -1, size = 0;
  memset (l->seen, 0, (size_t) n * n);
  for (int i = 0; i < n * n; i++)
    if (l->id[i] == r)
      size++, start = start < 0 ? i : start;
  if (start < 0)
    return 0;
  l->queue[tail++] = start, l->seen[start] = 1;
  while (head < tail)
    {
      int c = l->queue[head++], row = c / n, col = c % n;
      int nb[4] = { row > 0 ? c - n : -1, row < n - 1 ? c + n : -1,
                    col > 0 ? c - 1 : -1, col < n - 1 ? c + 1 : -1 };
      for (int k = 0; k < 4; k++)
        if (nb[k] >= 0 && !l->seen[nb[k]] && l->id[nb[k]] == r)
          l->seen[nb[k]] = 1, l->queue[tail++] = nb[k];
    }
  return tail == size;
}

/* A random orthogonal neighbour of c in a region other than c's, or -1. */
static int
other_side (const layout *l, int c, ss_rng *rng)
{
  int n = l->n, row = c / n, col = c % n, k = 0, nb[4];
  int cand[4] = { row > 0 ? c - n : -1, row < n - 1 ? c + n : -1,
                  col > 0 ? c - 1 : -1, col < n - 1 ? c + 1 : -1 };
  for (int i = 0; i < 4; i++)
    if (cand[i] >= 0 && l->id[cand[i]] != l->id[c])
      nb[k++] = cand[i];
  return k ? nb[ss_rng_below (rng, k)] : -1;
}

/* A random cell of region b next to region a holding digit d (any when
 * d is 0), or -1. */
static int
border_cell (const layout *l, int b, int a, int d, ss_rng *rng)
{
  int n = l->n, count = 0, pick = -1;
  for (int c = 0; c < n * n; c++)
    {
      if (l->id[c] != b || (d && l->digit[c] != d))
        continue;
      int row = c / n, col = c % n;
      int touch = (row > 0 && l->id[c - n] == a)
                  || (row < n - 1 && l->id[c + n] == a)
                  || (col > 0 && l->id[c - 1] == a)
                  || (col < n - 1 && l->id[c + 1] == a);
      if (touch && ss_rng_below (rng, ++count) == 0)
        pick = c;
    }
  return pick;
}

/* One trade across the border of a random cell; kept when both regions
 * stay connected. */
static void
trade (layout *l, ss_rng *rng)
{
  int n = l->n, a = ss_rng_below (rng, n * n), b = other_side (l, a, rng);
  if (b < 0)
    return;
  int ra = l->id[a], rb = l->id[b];
  int c = border_cell (l, rb, ra, l->digit ? l->digit[a] : 0, rng);
  if (c < 0)
    return;
  l->id[a] = rb, l->id[c] = ra;
  if (!connected (l, ra) || !connected (l, rb))
    l->id[a] = ra, l->id[c] = rb;
}

static void
scramble (layout *l, uint64_t seed)
{
  ss_rng rng = { seed ^ 0x7265676e73ull };
  for (long t = 0; t < (long) TRADES_PER_CELL * l->n * l->n; t++)
    trade (l, &rng);
}

int
ss_gen_regions (int n, uint64_t seed, int *ids)
{
  int br, bc;
  layout l = { n, ids, 0, malloc (sizeof (int) * (size_t) n * n),
               malloc ((size_t) n * n) };
  if (!l.queue || !l.seen)
    return free (l.queue), free (l.seen), -1;
  ss_default_box (n, &br, &bc);
  ss_grid shape = { br, bc, n, 0, 0 };
  for (int i = 0; i < n * n; i++)
    ids[i] = br > 1 && bc > 1 ? ss_box_of (&shape, i / n, i % n) : i / n;
  scramble (&l, seed);
  free (l.queue), free (l.seen);
  return 0;
}

int
ss_gen_regions_of (const ss_grid *full, uint64_t seed, int *ids)
{
  int n = full->n;
  layout l = { n, ids, full->cell, malloc (sizeof (int) * (size_t) n * n),
               malloc ((size_t) n * n) };
  if (!l.queue || !l.seen)
    return free (l.queue), free (l.seen), -1;
  for (int i = 0; i < n * n; i++)
    ids[i] = full->model ? full->model->region[i]
                         : ss_box_of (full, i / n, i % n);
  scramble (&l, seed);
  free (l.queue), free (l.seen);
  return 0;
}
