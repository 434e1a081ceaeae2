/* innie_outie.c -- what an area of houses says about the cages that
 * cross its edge: its innies less its outies.
 *
 * Model: an area made of h houses (one house, or a run of rows or of
 * columns) holds each digit h times, so its digits add up to
 * T = h N(N+1)/2.  Of the cages (with a total, disjoint) that meet it,
 * those inside it give their totals; each cage that crosses its edge
 * gives its smaller side: its cells inside (innies) or, with its total,
 * its cells outside (outies, counted negative); the area's cells no cage
 * covers are innies too.  With S the totals given,
 *
 *   sum(I) - sum(O) = T - S.
 *
 * When the innies and outies are few (SMALL cells in all), that is one
 * of the engine's own constraints (from the puzzle's own cages: innies.c
 * adds cages that overlap them).  Propagation reads each outie's digit d
 * as N+1-d, which turns the difference into a plain sum,
 *
 *   sum(I) + sum(N+1 - O) = T - S + |O|(N+1),
 *
 * and runs the partial-sum table of sums.c on it: exact for the equation
 * alone (the houses see the repeats).  Sigh's Interactive Sudoku Solver
 * derives innie-outie differences for killers in the same spirit.
 */
#include <stdlib.h>
#include <string.h>

#include "engine.h"

#define SMALL 6 /* cells of an innie-outie difference, at most */
#define MAX_DIFFS 64

typedef struct diff {
  int cell[SMALL], k, split, total; /* cell[0..split): I, the rest O */
} diff;

/* Appends cell to list[*count] while there is room; counts it anyway. */
static void
push (int *list, int *count, int cell)
{
  if (*count < SMALL)
    list[*count] = cell;
  ++*count;
}

/* The cells cells[0..k) (marked in in[]), which hold `houses` houses'
 * digits: their innies and outies, into d; 1 when there are some and
 * they are few. */
static int
area_diff (const ss_cp *s, const int *cells, int k, int houses,
           const uint8_t *in, diff *d)
{
  const ss_model *m = s->puzzle->model;
  int ins[SMALL], outs[SMALL], nin = 0, nout = 0;
  long total = (long) houses * s->n * (s->n + 1) / 2;
  uint8_t *covered = (uint8_t *) in + s->nn;
  memset (covered, 0, (size_t) s->nn);
  for (int i = 0; i < m->ncons && nin + nout <= SMALL; i++)
    {
      const ss_con *c = &m->con[i];
      int inside = 0;
      for (int j = 0; ss_cp_sum_cage (c) && j < c->ncells; j++)
        inside += in[c->cell[j]];
      for (int j = 0; inside && j < c->ncells; j++)
        covered[c->cell[j]] = 1;
      if (!inside)
        continue;
      /* inside the area, its total is known; else its smaller side */
      int keep_in = inside < c->ncells && inside <= c->ncells - inside;
      if (!keep_in)
        total -= c->val[0];
      for (int j = 0; inside < c->ncells && j < c->ncells; j++)
        if (in[c->cell[j]] == keep_in)
          push (keep_in ? ins : outs, keep_in ? &nin : &nout, c->cell[j]);
    }
  for (int x = 0; x < k; x++)
    if (!covered[cells[x]])
      push (ins, &nin, cells[x]);
  if (!nin + !nout == 2 || nin + nout > SMALL)
    return 0;
  memcpy (d->cell, ins, (size_t) nin * sizeof *ins);
  memcpy (d->cell + nin, outs, (size_t) nout * sizeof *outs);
  d->k = nin + nout, d->split = nin, d->total = (int) total;
  return 1;
}

/* Houses first..first+count-1 together (rows a..b, or columns): their
 * cells into cells[], marked in in[]; their number. */
static int
area (const ss_cp *s, int first, int count, int *cells, uint8_t *in)
{
  int k = 0;
  memset (in, 0, (size_t) s->nn);
  for (int h = first; h < first + count; h++)
    for (int x = 0; x < s->n; x++)
      {
        int c = s->house[(long) h * s->n + x];
        in[c] = 1, cells[k++] = c;
      }
  return k;
}

/* Reflects set b: d becomes N+1-d. */
static ss_bits
reflect (const ss_cp *s, ss_bits b)
{
  ss_bits r = ss_bits_none ();
  for (int w = 0; w < 2; w++)
    for (uint64_t m = b.w[w]; m; m &= m - 1)
      r = ss_bits_or (r, ss_bits_one (s->n - 64 * w - __builtin_ctzll (m)));
  return r;
}

/* The step a digit d of cell i adds to the plain sum: d for an innie,
 * N+1-d for an outie. */
static int
step (const ss_cp *s, const ss_con *c, int i, int d)
{
  return i < c->split ? d : s->n + 1 - d;
}

/* The partial-sum table of sums.c on one word of totals (target < 63,
 * N < 64), the outies' digits read as N+1-d on the way, so no set is
 * reflected. */
static int
prop_word (ss_cp *s, const ss_con *c, int target)
{
  uint64_t F[SMALL + 1], B[SMALL + 1];
  uint64_t mask = ((uint64_t) 1 << (target + 1)) - 1;
  int k = c->ncells;
  F[0] = 1;
  for (int i = 0; i < k; i++)
    {
      F[i + 1] = 0;
      for (uint64_t m = s->dom[c->cell[i]].w[0]; m; m &= m - 1)
        F[i + 1] |= F[i] << step (s, c, i, __builtin_ctzll (m) + 1);
      F[i + 1] &= mask;
    }
  B[k] = (uint64_t) 1 << target;
  for (int i = k - 1; i >= 0; i--)
    {
      B[i] = 0;
      for (uint64_t m = s->dom[c->cell[i]].w[0]; m; m &= m - 1)
        B[i] |= B[i + 1] >> step (s, c, i, __builtin_ctzll (m) + 1);
    }
  if (!(B[0] & 1))
    return -1;
  for (int i = 0; i < k; i++)
    {
      ss_bits keep = ss_bits_none ();
      for (uint64_t m = s->dom[c->cell[i]].w[0]; m; m &= m - 1)
        if (F[i] & (B[i + 1] >> step (s, c, i, __builtin_ctzll (m) + 1)))
          keep.w[0] |= m & -m;
      if (ss_cp_keep (s, c->cell[i], keep) < 0)
        return -1;
    }
  return 0;
}

/* A difference, as the plain sum of its innies and reflected outies. */
static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  ss_bits doms[SMALL], kept[SMALL];
  int target = c->val[0] + (c->ncells - c->split) * (s->n + 1);
  int tmax = target; /* no partial sum passes it: every digit is >= 1 */
  (void) cell;
  if (target < c->ncells || target > c->ncells * s->n)
    return -1;
  if (target < 63 && s->n < 64)
    return prop_word (s, c, target);
  for (int i = 0; i < c->ncells; i++)
    doms[i] = i < c->split ? s->dom[c->cell[i]]
                           : reflect (s, s->dom[c->cell[i]]);
  uint8_t *targets = ss_cp_scratch (s, 2, (size_t) tmax + 1);
  if (!targets)
    return -1;
  memset (targets, 0, (size_t) tmax + 1);
  targets[target] = 1;
  int got = ss_cp_sum_support (s, doms, c->ncells, targets, tmax, kept, 0);
  for (int i = 0; got == 0 && i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], i < c->split ? kept[i]
                                                : reflect (s, kept[i])) < 0)
      return -1;
  return got < 0 ? -1 : 0;
}

/* The differences become engine constraints (after the combined sums):
 * cells in xmem2, kind KILLER with split = the innies' count. */
static int
keep (ss_cp *s, const diff *d, int count)
{
  int room = s->nxcon + count;
  ss_con *x = realloc (s->xcon, (size_t) room * sizeof *x);
  if (x)
    s->xcon = x;
  ss_cp_prop_fn **f = x ? realloc (s->xprop, (size_t) room * sizeof *f) : 0;
  if (!f)
    return -1;
  s->xprop = f;
  s->xmem2 = malloc ((size_t) count * (SMALL + 1) * sizeof *s->xmem2);
  if (!s->xmem2)
    return -1;
  for (int i = 0; i < count; i++)
    {
      int *at = s->xmem2 + i * (SMALL + 1);
      memcpy (at, d[i].cell, (size_t) d[i].k * sizeof *at);
      at[d[i].k] = d[i].total;
      s->xprop[s->nxcon] = prop;
      s->xcon[s->nxcon++] = (ss_con) {
        .kind = SS_KIND_KILLER, .ncells = d[i].k, .cell = at,
        .split = d[i].split, .nvals = 1, .val = at + d[i].k, .clue_r = -1,
        .clue_c = -1 };
    }
  return 0;
}

/* Every house alone, and every run of two or more rows (houses 0..N-1)
 * or columns (N..2N-1), short of the whole grid. */
int
ss_cp_innie_outie (ss_cp *s)
{
  diff *d = malloc (MAX_DIFFS * sizeof *d);
  uint8_t *in = calloc (2 * (size_t) s->nn, 1);
  int *cells = malloc ((size_t) s->nn * sizeof *cells);
  int count = 0, rc = d && in && cells ? 0 : -1, n = s->n;
  if (!rc && ss_cp_cages_disjoint (s->puzzle->model, s->nn, in))
    for (int h = 0; h < s->nhouses && count < MAX_DIFFS; h++)
      {
        int lines = h < 2 * n ? n - h % n : 1;
        for (int len = 1; len <= lines && len < n && count < MAX_DIFFS;
             len++)
          {
            int k = area (s, h, len, cells, in);
            count += area_diff (s, cells, k, len, in, &d[count]);
          }
      }
  if (!rc && count)
    rc = keep (s, d, count);
  free (d);
  free (in);
  free (cells);
  return rc;
}
