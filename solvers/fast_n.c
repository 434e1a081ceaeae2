/* fast_n.c -- the fast solver's general kernel: any box shape, N <= 100.
 *
 * Model: cell-oriented.  Each cell has a 128-bit candidate set (N <= 100
 * digits) and a candidate count; each house (row, column, box) keeps, per
 * digit, how many of its cells still allow it and which digits it has
 * placed.  A removal updates the cell and its three houses in O(1) and
 * notices the two events that matter on the spot: a cell down to one
 * candidate (naked single) and a house down to one cell for a digit that
 * it has not placed (hidden single); both queue a placement.  A count of
 * zero is a contradiction.
 *
 * Every change goes on a trail, so a branch costs only what it changes
 * and is undone by unwinding: a 100x100 state (about 200 KB) is never
 * copied.  Search is iterative (depth can reach N*N), branching on the
 * unplaced cell with the fewest candidates, digits in increasing order.
 */
#include "fast.h"

#include <stdlib.h>
#include <string.h>

#define PLACED_FLAG (1u << 31)

typedef struct frame {
  int cell;
  uint64_t left[2]; /* digits not tried yet */
  size_t mark;      /* trail length before the branch */
} frame;

typedef struct kn {
  int n, nn;
  uint64_t (*cand)[2];   /* [cell]: candidate digits 0..n-1 */
  uint8_t *ncand;        /* [cell]: their number */
  uint8_t *val;          /* [cell]: 0, or the placed digit 1..n */
  uint16_t (*house)[3];  /* [cell]: its row, n + column, 2n + box */
  uint16_t *members;     /* [house * n + k]: the k-th cell of a house */
  uint16_t *cnt;         /* [house * n + d]: cells allowing d (placed too) */
  uint64_t (*done)[2];   /* [house]: digits placed in it */
  uint32_t *trail;       /* cell << 7 | d, PLACED_FLAG for a placement */
  size_t tlen;
  uint32_t *todo;        /* queued placements, cell << 7 | d */
  size_t ntodo;
  frame *frames;
  int placed;
  ss_result *res;
  ss_budget budget;
  ss_stats st;
  int stop, gave_up;
} kn;

static inline int
has (const uint64_t *set, int d)
{
  return (int) (set[d >> 6] >> (d & 63) & 1);
}

static inline int
lowest (const uint64_t *set)
{
  return set[0] ? __builtin_ctzll (set[0]) : 64 + __builtin_ctzll (set[1]);
}

/* ---- setup ------------------------------------------------------------ */

static void
init_houses (kn *k, const ss_grid *p)
{
  int n = k->n, fill[3 * SS_MAX_N] = { 0 };
  for (int c = 0; c < k->nn; c++)
    {
      int r = c / n, col = c % n;
      int h[3] = { r, n + col, 2 * n + ss_box_of (p, r, col) };
      for (int j = 0; j < 3; j++)
        {
          k->house[c][j] = (uint16_t) h[j];
          k->members[h[j] * n + fill[h[j]]++] = (uint16_t) c;
        }
    }
}

static void
init_state (kn *k)
{
  int n = k->n;
  uint64_t all[2] = { n >= 64 ? ~0ull : (1ull << n) - 1,
                      n > 64 ? (1ull << (n - 64)) - 1 : 0 };
  for (int c = 0; c < k->nn; c++)
    {
      k->cand[c][0] = all[0];
      k->cand[c][1] = all[1];
      k->ncand[c] = (uint8_t) n;
    }
  for (int i = 0; i < 3 * n * n; i++)
    k->cnt[i] = (uint16_t) n;
}

static void
kn_free (kn *k)
{
  free (k->cand);
  free (k->ncand);
  free (k->val);
  free (k->house);
  free (k->members);
  free (k->cnt);
  free (k->done);
  free (k->trail);
  free (k->todo);
  free (k->frames);
}

/* A placement can be queued once per cell and once per (house, digit) on
 * a path, plus the givens: 5 N^2 bounds the queue.  The trail holds at
 * most every candidate once plus every placement. */
static int
kn_alloc (kn *k, const ss_grid *p)
{
  size_t n = (size_t) p->n, nn = n * n;
  memset (k, 0, sizeof *k);
  k->n = p->n;
  k->nn = (int) nn;
  k->cand = malloc (nn * sizeof *k->cand);
  k->ncand = malloc (nn);
  k->val = calloc (nn, 1);
  k->house = malloc (nn * sizeof *k->house);
  k->members = malloc (3 * nn * sizeof *k->members);
  k->cnt = malloc (3 * nn * sizeof *k->cnt);
  k->done = calloc (3 * n, sizeof *k->done);
  k->trail = malloc (nn * (n + 1) * sizeof *k->trail);
  k->todo = malloc (5 * nn * sizeof *k->todo);
  k->frames = malloc ((nn + 1) * sizeof *k->frames);
  if (!k->cand || !k->ncand || !k->val || !k->house || !k->members
      || !k->cnt || !k->done || !k->trail || !k->todo || !k->frames)
    return kn_free (k), -1;
  init_houses (k, p);
  init_state (k);
  return 0;
}

/* ---- changes ---------------------------------------------------------- */

static inline void
queue (kn *k, int cell, int d)
{
  k->todo[k->ntodo++] = (uint32_t) cell << 7 | (uint32_t) d;
}

/* House h allows d in one cell only and has not placed d: queue it. */
static void
queue_hidden (kn *k, int h, int d)
{
  const uint16_t *m = k->members + h * k->n;
  for (int j = 0; j < k->n; j++)
    if (has (k->cand[m[j]], d))
      {
        queue (k, m[j], d);
        return;
      }
}

/* Removes d from cell c; 0 on a contradiction. */
static int
eliminate (kn *k, int c, int d)
{
  uint64_t *set = k->cand[c];
  if (!has (set, d))
    return 1;
  if (k->val[c] == d + 1)
    return 0; /* a peer of c wants d while c holds it */
  set[d >> 6] &= ~(1ull << (d & 63));
  k->trail[k->tlen++] = (uint32_t) c << 7 | (uint32_t) d;
  int left = --k->ncand[c];
  if (!k->val[c] && left <= 1)
    {
      if (left == 0)
        return 0;
      queue (k, c, lowest (set));
    }
  for (int j = 0; j < 3; j++)
    {
      int h = k->house[c][j], m = --k->cnt[h * k->n + d];
      if (m <= 1 && !has (k->done[h], d))
        {
          if (m == 0)
            return 0;
          queue_hidden (k, h, d);
        }
    }
  return 1;
}

static void
mark_placed (kn *k, int c, int d)
{
  k->val[c] = (uint8_t) (d + 1);
  k->placed++;
  k->trail[k->tlen++] = PLACED_FLAG | (uint32_t) c << 7 | (uint32_t) d;
  for (int j = 0; j < 3; j++)
    k->done[k->house[c][j]][d >> 6] |= 1ull << (d & 63);
}

/* Puts d in c: c loses its other candidates, c's houses lose d. */
static int
place (kn *k, int c, int d)
{
  mark_placed (k, c, d);
  for (int w = 0; w < 2; w++)
    for (uint64_t x = k->cand[c][w]; x; x &= x - 1)
      {
        int e = 64 * w + __builtin_ctzll (x);
        if (e != d && !eliminate (k, c, e))
          return 0;
      }
  for (int j = 0; j < 3; j++)
    {
      const uint16_t *m = k->members + k->house[c][j] * k->n;
      for (int i = 0; i < k->n; i++)
        if (m[i] != c && !eliminate (k, m[i], d))
          return 0;
    }
  return 1;
}

static void
undo_to (kn *k, size_t mark)
{
  while (k->tlen > mark)
    {
      uint32_t e = k->trail[--k->tlen];
      int c = (int) (e >> 7 & 0xFFFFFF), d = (int) (e & 127);
      if (e & PLACED_FLAG)
        {
          k->val[c] = 0;
          k->placed--;
          for (int j = 0; j < 3; j++)
            k->done[k->house[c][j]][d >> 6] &= ~(1ull << (d & 63));
          continue;
        }
      k->cand[c][d >> 6] |= 1ull << (d & 63);
      k->ncand[c]++;
      for (int j = 0; j < 3; j++)
        k->cnt[k->house[c][j] * k->n + d]++;
    }
}

/* Places every queued single and whatever they imply; 0 on a
 * contradiction (the queue is emptied either way). */
static int
propagate (kn *k)
{
  while (k->ntodo)
    {
      uint32_t e = k->todo[--k->ntodo];
      int c = (int) (e >> 7), d = (int) (e & 127);
      if (k->val[c] == d + 1)
        continue;
      if (k->val[c] || !has (k->cand[c], d) || !place (k, c, d))
        {
          k->ntodo = 0;
          return 0;
        }
      k->st.propagations++;
    }
  return 1;
}

/* ---- search ----------------------------------------------------------- */

static int
pick_cell (const kn *k)
{
  int best = -1, best_n = k->n + 1;
  for (int c = 0; c < k->nn; c++)
    if (!k->val[c] && k->ncand[c] < best_n)
      {
        best = c;
        best_n = k->ncand[c];
        if (best_n <= 2)
          break;
      }
  return best;
}

/* Tries the next untried digit of the top frame, popping exhausted
 * frames; 1 when a branch propagated cleanly, 0 when none is left. */
static int
next_branch (kn *k, int *depth)
{
  while (*depth > 0)
    {
      frame *f = &k->frames[*depth - 1];
      undo_to (k, f->mark);
      if (!(f->left[0] | f->left[1]))
        {
          (*depth)--;
          continue;
        }
      int d = lowest (f->left);
      f->left[d >> 6] &= ~(1ull << (d & 63));
      k->st.guesses++;
      queue (k, f->cell, d);
      if (propagate (k))
        return 1;
      k->st.dead_ends++;
    }
  return 0;
}

/* At a consistent node: report a full grid, or open a branch frame.
 * Returns 0 when the search must stop. */
static int
visit (kn *k, int *depth)
{
  k->st.nodes++;
  if (k->placed == k->nn)
    {
      if (ss_result_found (k->res, k->val))
        k->stop = 1;
      return !k->stop;
    }
  if (ss_budget_spent (&k->budget, k->st.nodes))
    return !(k->stop = k->gave_up = 1);
  frame *f = &k->frames[(*depth)++];
  f->cell = pick_cell (k);
  f->left[0] = k->cand[f->cell][0];
  f->left[1] = k->cand[f->cell][1];
  f->mark = k->tlen;
  return 1;
}

static void
search (kn *k)
{
  int depth = 0;
  while (visit (k, &depth) && next_branch (k, &depth))
    ;
}

/* ---- entry ------------------------------------------------------------ */

/* Places the givens (their consequences are queued, not counted as
 * propagations); 0 when two givens clash. */
static int
load_givens (kn *k, const ss_grid *p)
{
  for (int c = 0; c < k->nn; c++)
    {
      int d = p->cell[c] - 1;
      if (d < 0)
        continue;
      if (k->val[c] || !has (k->cand[c], d) || !place (k, c, d))
        return 0;
    }
  return 1;
}

ss_outcome
ss_fast_solve_n (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  kn k;
  if (kn_alloc (&k, p))
    {
      snprintf (res->note, sizeof res->note, "out of memory");
      return SS_GAVE_UP;
    }
  k.res = res;
  ss_budget_start (&k.budget, o);
  if (load_givens (&k, p) && propagate (&k))
    search (&k);
  else
    k.st.dead_ends++;
  ss_outcome out = ss_fast_finish (res, &k.st, &k.budget, k.gave_up);
  kn_free (&k);
  return out;
}
