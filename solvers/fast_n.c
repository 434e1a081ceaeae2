/* fast_n.c -- the fast solver's general kernel: any box shape, N <= 100.
 *
 * Model: cell-oriented.  Each cell has a 128-bit candidate set (N <= 100
 * digits) and a candidate count; each house (row, column, box) keeps, per
 * digit, the positions of its cells that still allow it (a 128-bit set
 * and its size) and which digits it has placed.  A removal updates the
 * cell and its three houses in O(1) and notices on the spot what matters:
 *   - a cell down to one candidate: a naked single, queued;
 *   - a house down to one cell for a digit it has not placed: a hidden
 *     single, queued; down to none: a contradiction;
 *   - any other change of a (house, digit) position set: the pair is
 *     queued for the locked-candidates check, and the house and the
 *     digit are queued for the matching filter.
 * Propagation runs the cheap rules first: singles, then locked
 * candidates (box/line), then the matching filter, which removes every
 * candidate that no perfect matching of a house (cells to digits) or of a
 * digit (rows to columns) can use: naked and hidden subsets and fish of
 * every size.  At each node of the search, failed-literal probing removes
 * the digits of two-candidate cells that propagate to a contradiction,
 * and picks the branch cell by lookahead (see probe()).
 *
 * Every change goes on a trail, so a branch costs only what it changes
 * and is undone by unwinding: a 100x100 state (about 700 KB) is never
 * copied.  Search is iterative (depth can reach N*N).
 */
#include "fast.h"
#include "fast_n.h"

#include <stdlib.h>
#include <string.h>

#define PLACED_FLAG (1u << 31)
#define NO_MATE 0xFF

typedef uint64_t set128[2];

/* A branch point: a cell and its digits not tried yet, or (digit >= 0)
 * a house, a digit and the positions not tried yet. */
typedef struct frame {
  int cell;     /* the cell, or the house when digit >= 0 */
  int digit;
  set128 left;
  size_t mark;  /* trail length before the branch */
} frame;

/* A two-way choice found by probing: as in frame. */
typedef struct choice {
  int cell, digit;
  uint64_t score;
} choice;

struct ss_kn {
  int n, nn, R, C;
  unsigned rules;       /* SS_KN_* beyond naked singles */
  set128 *cand;         /* [cell]: candidate digits 0..n-1 */
  uint8_t *ncand;       /* [cell]: their number */
  uint8_t *val;         /* [cell]: 0, or the placed digit 1..n */
  uint16_t (*house)[3]; /* [cell]: its row, n + column, 2n + box */
  uint8_t (*where)[3];  /* [cell]: its position inside each of them */
  uint16_t *members;    /* [house * n + k]: the cell at position k */
  uint16_t *cnt;        /* [house * n + d]: cells allowing d (placed too) */
  set128 *pos;          /* [house * n + d]: their positions */
  set128 *done;         /* [house]: digits placed in it */
  set128 *open_at;      /* [graph] (matching filter): its open left
                           nodes, kept up to date by placing and undoing */
  uint32_t *trail;      /* cell << 7 | d, PLACED_FLAG for a placement */
  size_t tlen;
  uint32_t *todo;       /* queued placements, cell << 7 | d */
  size_t ntodo;
  uint32_t *lc;         /* house * n + d pairs to check for locking */
  uint8_t *lc_queued;   /* [house * n + d]: 1 while in lc */
  size_t nlc;
  int use_match;        /* the matching filter is on (rules say so, and
                           not while probing) */
  uint16_t *mq;         /* graphs changed since their last matching */
  uint8_t *mq_queued;   /* [graph]: 1 while in mq (or being filtered) */
  size_t nmq;
  uint8_t *mate_l;      /* [graph * n + l]: right node matched to l */
  uint8_t *mate_r;      /* [graph * n + r]: left node matched to r */
  frame *frames;
  int placed;
  set128 seg_c[SS_MAX_N]; /* positions i*C .. i*C+C-1: one row of a box,
                             or the columns one box covers in a row */
  set128 seg_r[SS_MAX_N]; /* positions j*R .. j*R+R-1: the rows one box
                             covers in a column */
  set128 stride[SS_MAX_N]; /* positions j, j+C, j+2C ...: a box column */
  ss_kn_found_fn *found; /* each solution of a search; 1 stops it */
  void *found_ctx;
  ss_budget budget;
  ss_stats st;
  int stop, gave_up;
  uint64_t rng;         /* 0: branches in order; else the random state */
  int probe;            /* failed-literal probing at every node */
  int fewest;           /* without probing: fewest candidates first */
};
typedef struct ss_kn kn;

static inline int
has (const uint64_t *set, int d)
{
  return (int) (set[d >> 6] >> (d & 63) & 1);
}

static inline void
set_bit (uint64_t *set, int d)
{
  set[d >> 6] |= 1ull << (d & 63);
}

static inline void
clear_bit (uint64_t *set, int d)
{
  set[d >> 6] &= ~(1ull << (d & 63));
}

static inline int
lowest (const uint64_t *set)
{
  return set[0] ? __builtin_ctzll (set[0]) : 64 + __builtin_ctzll (set[1]);
}

/* 1 when a is inside b. */
static inline int
within (const uint64_t *a, const uint64_t *b)
{
  return !(a[0] & ~b[0]) && !(a[1] & ~b[1]);
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
          k->where[c][j] = (uint8_t) fill[h[j]];
          k->members[h[j] * n + fill[h[j]]++] = (uint16_t) c;
        }
    }
}

static void
init_masks (kn *k)
{
  memset (k->seg_c, 0, sizeof k->seg_c);
  memset (k->seg_r, 0, sizeof k->seg_r);
  memset (k->stride, 0, sizeof k->stride);
  for (int q = 0; q < k->n; q++)
    {
      set_bit (k->seg_c[q / k->C], q);
      set_bit (k->seg_r[q / k->R], q);
      set_bit (k->stride[q % k->C], q);
    }
}

static void
init_state (kn *k)
{
  int n = k->n;
  set128 all = { n >= 64 ? ~0ull : (1ull << n) - 1,
                 n > 64 ? (1ull << (n - 64)) - 1 : 0 };
  for (int c = 0; c < k->nn; c++)
    {
      memcpy (k->cand[c], all, sizeof all);
      k->ncand[c] = (uint8_t) n;
    }
  for (int i = 0; i < 3 * n * n; i++)
    {
      k->cnt[i] = (uint16_t) n;
      memcpy (k->pos[i], all, sizeof all);
    }
  for (int g = 0; g < 4 * n; g++)
    memcpy (k->open_at[g], all, sizeof all);
}

static void
kn_free (kn *k)
{
  free (k->cand);
  free (k->ncand);
  free (k->val);
  free (k->house);
  free (k->where);
  free (k->members);
  free (k->cnt);
  free (k->pos);
  free (k->done);
  free (k->open_at);
  free (k->trail);
  free (k->todo);
  free (k->lc);
  free (k->lc_queued);
  free (k->mq);
  free (k->mq_queued);
  free (k->mate_l);
  free (k->mate_r);
  free (k->frames);
}

/* A placement is queued at most once per cell and once per (house,
 * digit) on a path, plus the givens: 5 N^2 bounds the queue.  The trail
 * holds every candidate at most once plus every placement. */
static int
kn_alloc (kn *k, const ss_grid *p)
{
  size_t n = (size_t) p->n, nn = n * n;
  memset (k, 0, sizeof *k);
  k->n = p->n;
  k->nn = (int) nn;
  k->R = p->box_rows;
  k->C = p->box_cols;
  k->cand = malloc (nn * sizeof *k->cand);
  k->ncand = malloc (nn);
  k->val = calloc (nn, 1);
  k->house = malloc (nn * sizeof *k->house);
  k->where = malloc (nn * sizeof *k->where);
  k->members = malloc (3 * nn * sizeof *k->members);
  k->cnt = malloc (3 * nn * sizeof *k->cnt);
  k->pos = malloc (3 * nn * sizeof *k->pos);
  k->done = calloc (3 * n, sizeof *k->done);
  k->open_at = malloc (4 * n * sizeof *k->open_at);
  k->trail = malloc (nn * (n + 1) * sizeof *k->trail);
  k->todo = malloc (5 * nn * sizeof *k->todo);
  k->lc = malloc (3 * nn * sizeof *k->lc);
  k->lc_queued = calloc (3 * nn, 1);
  k->mq = malloc (4 * n * sizeof *k->mq);
  k->mq_queued = calloc (4 * n, 1);
  k->mate_l = malloc (4 * nn);
  k->mate_r = malloc (4 * nn);
  k->frames = malloc ((nn + 1) * sizeof *k->frames);
  if (!k->cand || !k->ncand || !k->val || !k->house || !k->where
      || !k->members || !k->cnt || !k->pos || !k->done || !k->open_at
      || !k->trail
      || !k->todo || !k->lc || !k->lc_queued || !k->frames || !k->mq
      || !k->mq_queued || !k->mate_l || !k->mate_r)
    return kn_free (k), -1;
  memset (k->mate_l, NO_MATE, 4 * nn);
  memset (k->mate_r, NO_MATE, 4 * nn);
  init_houses (k, p);
  init_masks (k);
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
static inline void
queue_hidden (kn *k, int h, int d)
{
  int q = lowest (k->pos[h * k->n + d]);
  queue (k, k->members[h * k->n + q], d);
}

static inline void
queue_lock_check (kn *k, int hd)
{
  if (!k->lc_queued[hd])
    {
      k->lc_queued[hd] = 1;
      k->lc[k->nlc++] = (uint32_t) hd;
    }
}

static inline void
queue_match (kn *k, int g)
{
  if (k->use_match && !k->mq_queued[g])
    {
      k->mq_queued[g] = 1;
      k->mq[k->nmq++] = (uint16_t) g;
    }
}

/* Cell c lost d: update its three houses (all three, even after a
 * contradiction, since the undo restores all three); 0 on a
 * contradiction. */
static inline int
houses_lose (kn *k, int c, int d)
{
  int ok = 1;
  for (int j = 0; j < 3; j++)
    {
      int h = k->house[c][j], hd = h * k->n + d, m = --k->cnt[hd];
      clear_bit (k->pos[hd], k->where[c][j]);
      queue_match (k, h);
      if (has (k->done[h], d) || !ok)
        continue;
      if (m == 0)
        ok = 0;
      else if (m == 1 && (k->rules & SS_KN_HIDDEN))
        queue_hidden (k, h, d);
      else if (m > 1 && (k->rules & SS_KN_LOCKED))
        queue_lock_check (k, hd);
    }
  return ok;
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
  clear_bit (set, d);
  k->trail[k->tlen++] = (uint32_t) c << 7 | (uint32_t) d;
  int left = --k->ncand[c];
  queue_match (k, 3 * k->n + d);
  if (!houses_lose (k, c, d))
    return 0;
  if (!k->val[c] && left <= 1)
    {
      if (left == 0)
        return 0;
      queue (k, c, lowest (set));
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
    {
      set_bit (k->done[k->house[c][j]], d);
      clear_bit (k->open_at[k->house[c][j]], k->where[c][j]);
    }
  clear_bit (k->open_at[3 * k->n + d], k->house[c][0]);
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
      int hd = k->house[c][j] * k->n + d;
      const uint16_t *m = k->members + k->house[c][j] * k->n;
      set128 x;
      memcpy (x, k->pos[hd], sizeof x);
      clear_bit (x, k->where[c][j]);
      for (int w = 0; w < 2; w++)
        for (; x[w]; x[w] &= x[w] - 1)
          if (!eliminate (k, m[64 * w + __builtin_ctzll (x[w])], d))
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
            {
              clear_bit (k->done[k->house[c][j]], d);
              set_bit (k->open_at[k->house[c][j]], k->where[c][j]);
            }
          set_bit (k->open_at[3 * k->n + d], k->house[c][0]);
          continue;
        }
      set_bit (k->cand[c], d);
      k->ncand[c]++;
      for (int j = 0; j < 3; j++)
        {
          int hd = k->house[c][j] * k->n + d;
          k->cnt[hd]++;
          set_bit (k->pos[hd], k->where[c][j]);
        }
    }
}

/* ---- locked candidates ------------------------------------------------ */

/* House h (positions in p) loses d at the positions in drop. */
static int
drop_positions (kn *k, int h, int d, const uint64_t *drop)
{
  const uint16_t *m = k->members + h * k->n;
  for (int w = 0; w < 2; w++)
    for (uint64_t x = drop[w]; x; x &= x - 1)
      if (!eliminate (k, m[64 * w + __builtin_ctzll (x)], d))
        return 0;
  return 1;
}

/* Line h holds d at the cells of box b only where keep (positions in the
 * line) says: remove d from the rest of line h. */
static int
clear_line_outside (kn *k, int h, int d, const uint64_t *keep)
{
  const uint64_t *p = k->pos[h * k->n + d];
  set128 drop = { p[0] & ~keep[0], p[1] & ~keep[1] };
  return drop_positions (k, h, d, drop);
}

/* Box h's digit d sits in one row or one column of the box. */
static int
lock_box (kn *k, int h, int d)
{
  const uint64_t *p = k->pos[h * k->n + d];
  int q = lowest (p), first = k->members[h * k->n];
  int r0 = first / k->n, c0 = first % k->n;
  int i = q / k->C, j = q % k->C;
  if (within (p, k->seg_c[i]))
    return clear_line_outside (k, r0 + i, d, k->seg_c[c0 / k->C]);
  if (within (p, k->stride[j]))
    return clear_line_outside (k, k->n + c0 + j, d, k->seg_r[r0 / k->R]);
  return 1;
}

/* Line h's digit d sits inside one box: the box's other cells lose it. */
static int
lock_line (kn *k, int h, int d)
{
  const uint64_t *p = k->pos[h * k->n + d];
  int is_row = h < k->n, q = lowest (p);
  const uint64_t *seg = is_row ? k->seg_c[q / k->C] : k->seg_r[q / k->R];
  if (!within (p, seg))
    return 1;
  int line_cell = k->members[h * k->n + q];
  int b = k->house[line_cell][2] - 2 * k->n;
  int inner = k->where[line_cell][2]; /* where the line crosses the box */
  const uint64_t *keep = is_row ? k->seg_c[inner / k->C]
                                : k->stride[inner % k->C];
  return clear_line_outside (k, 2 * k->n + b, d, keep);
}

/* Runs the queued checks until none is left; 0 on a contradiction. */
static int
locked_candidates (kn *k)
{
  while (k->nlc && !k->ntodo)
    {
      uint32_t hd = k->lc[--k->nlc];
      k->lc_queued[hd] = 0;
      int h = (int) hd / k->n, d = (int) hd % k->n;
      if (has (k->done[h], d) || k->cnt[hd] < 2)
        continue;
      if (!(h >= 2 * k->n ? lock_box (k, h, d)
                          : lock_line (k, h, d)))
        return 0;
    }
  return 1;
}

static void
clear_lock_queue (kn *k)
{
  while (k->nlc)
    k->lc_queued[k->lc[--k->nlc]] = 0;
}

/* ---- matching filter ------------------------------------------------ */

/* Two kinds of bipartite graph must each have a perfect matching:
 *   graph h < 3N, house h: its N positions (cells) against the N digits;
 *   graph 3N + d, digit d: the N rows against the N columns, an edge
 *     where the cell allows d (d's placement is a permutation matrix).
 * A candidate is possible only when some perfect matching uses its edge.
 * With one perfect matching M in hand (kept per graph between calls as a
 * hint and repaired incrementally), Regin's test decides which: orient M
 * right -> left and the other edges left -> right; an edge outside M
 * survives exactly when its ends share a strongly connected component.
 * Collapsing each right node onto its mate leaves a graph on the left
 * nodes: l -> mate(r) for each edge (l, r) outside M.  On houses this
 * removes every naked and hidden subset (pairs, triples, ...); on digits,
 * every fish (X-wing, swordfish, ...) of rows against columns. */

/* The right nodes joined to left node l of graph g. */
static inline const uint64_t *
edges (const kn *k, int g, int l)
{
  int n = k->n;
  return g < 3 * n ? k->cand[k->members[g * n + l]] : k->pos[l * n + g - 3 * n];
}

/* The left nodes joined to right node r of graph g. */
static inline const uint64_t *
back_edges (const kn *k, int g, int r)
{
  int n = k->n;
  return g < 3 * n ? k->pos[g * n + r] : k->pos[(n + r) * n + g - 3 * n];
}

/* Removes edge (l, r) of graph g; 0 on a contradiction. */
static inline int
cut_edge (kn *k, int g, int l, int r)
{
  int n = k->n;
  return g < 3 * n ? eliminate (k, k->members[g * n + l], r)
                   : eliminate (k, l * n + r, g - 3 * n);
}

/* Kuhn's augmenting path from left node l; visited marks right nodes. */
static int
augment (kn *k, int g, int l, uint64_t *visited)
{
  uint8_t *ml = k->mate_l + g * k->n, *mr = k->mate_r + g * k->n;
  const uint64_t *e = edges (k, g, l);
  for (int w = 0; w < 2; w++)
    for (uint64_t x = e[w] & ~visited[w]; x; x &= x - 1)
      {
        int r = 64 * w + __builtin_ctzll (x);
        if (has (visited, r))
          continue; /* visited by a deeper call meanwhile */
        set_bit (visited, r);
        if (mr[r] == NO_MATE || augment (k, g, mr[r], visited))
          {
            ml[l] = (uint8_t) r;
            mr[r] = (uint8_t) l;
            return 1;
          }
      }
  return 0;
}

/* Repairs graph g's matching; 0 when none is perfect. */
static int
rematch (kn *k, int g)
{
  uint8_t *ml = k->mate_l + g * k->n, *mr = k->mate_r + g * k->n;
  for (int l = 0; l < k->n; l++)
    if (ml[l] != NO_MATE && !has (edges (k, g, l), ml[l]))
      {
        mr[ml[l]] = NO_MATE;
        ml[l] = NO_MATE;
      }
  for (int l = 0; l < k->n; l++)
    if (ml[l] == NO_MATE)
      {
        set128 visited = { 0, 0 };
        if (!augment (k, g, l, visited))
          return 0;
      }
  return 1;
}

/* The left nodes of graph g still open (cells not placed, rows without
 * the digit); the others are settled and stand alone. */
static void
open_left (const kn *k, int g, uint64_t *out)
{
  memcpy (out, k->open_at[g], sizeof (set128));
}

/* Left nodes of within that v reaches (forward) or that reach v
 * (backward) in the collapsed graph, v included.  Breadth-first on
 * 128-bit sets: each node is expanded once. */
static void
reach (const kn *k, int g, int v, const uint64_t *within, int forward,
       uint64_t *seen)
{
  const uint8_t *ml = k->mate_l + g * k->n, *mr = k->mate_r + g * k->n;
  set128 front = { 0, 0 }, right_seen = { 0, 0 };
  seen[0] = seen[1] = 0;
  set_bit (seen, v);
  set_bit (front, v);
  while (front[0] | front[1])
    {
      set128 next = { 0, 0 };
      for (int w = 0; w < 2; w++)
        for (uint64_t x = front[w]; x; x &= x - 1)
          {
            int l = 64 * w + __builtin_ctzll (x);
            const uint64_t *e = forward ? edges (k, g, l)
                                        : back_edges (k, g, ml[l]);
            if (!forward)
              {
                next[0] |= e[0];
                next[1] |= e[1];
                continue;
              }
            for (int u = 0; u < 2; u++)
              for (uint64_t y = e[u] & ~right_seen[u]; y; y &= y - 1)
                set_bit (next, mr[64 * u + __builtin_ctzll (y)]);
            right_seen[0] |= e[0];
            right_seen[1] |= e[1];
          }
      for (int w = 0; w < 2; w++)
        {
          front[w] = next[w] & within[w] & ~seen[w];
          seen[w] |= front[w];
        }
    }
}

/* Splits the open left nodes of graph g into strongly connected
 * components (forward-backward: the component of a pivot is what it
 * reaches and what reaches it; the rest splits into three independent
 * parts).  comp[l] numbers them; returns how many. */
static int
components (const kn *k, int g, uint8_t *comp)
{
  set128 work[3 * SS_MAX_N + 1];
  int nwork = 1, ncomp = 0;
  open_left (k, g, work[0]);
  while (nwork)
    {
      set128 part, fwd, bwd;
      memcpy (part, work[--nwork], sizeof part);
      if (!(part[0] | part[1]))
        continue;
      int v = lowest (part);
      reach (k, g, v, part, 1, fwd);
      reach (k, g, v, part, 0, bwd);
      for (int w = 0; w < 2; w++)
        {
          uint64_t both = fwd[w] & bwd[w];
          for (uint64_t x = both; x; x &= x - 1)
            comp[64 * w + __builtin_ctzll (x)] = (uint8_t) ncomp;
          work[nwork][w] = fwd[w] & ~both;
          work[nwork + 1][w] = bwd[w] & ~both;
          work[nwork + 2][w] = part[w] & ~(fwd[w] | bwd[w]);
        }
      nwork += 3;
      ncomp++;
    }
  return ncomp;
}

/* 1 when graph g can hold no tight set: its open left nodes (cells or
 * rows not yet settled, u of them) each have at least a edges and its
 * open right nodes at least b, with a + b > u.  A tight set S (|S|
 * left nodes joined to only |S| right nodes) would need |S| >= a and
 * u - |S| >= b; the same bound gives Hall's condition, so a perfect
 * matching exists and nothing can be removed.  On sparse grids this
 * O(N) test skips almost every graph. */
static int
slack (const kn *k, int g)
{
  /* Called with no single pending, so an open node has at least two
   * edges and a settled one exactly one. */
  int n = k->n, u = 0, a = n + 1, b = n + 1;
  const uint16_t *left, *right, *m = k->members + g * n;
  int stride = 1;
  /* With a, b >= 2, a + b > u holds for any u <= 3: no need to read the
   * counts (dense grids, deep in the generator's stack, are mostly so). */
  if (__builtin_popcountll (k->open_at[g][0])
      + __builtin_popcountll (k->open_at[g][1]) <= 3)
    return 1;
  if (g < 3 * n)
    {
      right = k->cnt + g * n;
      for (int q = 0; q < n; q++)
        {
          int x = k->ncand[m[q]], y = right[q];
          u += x >= 2;
          a = x >= 2 && x < a ? x : a;
          b = y >= 2 && y < b ? y : b;
        }
      return a + b > u;
    }
  left = k->cnt + (g - 3 * n);
  right = k->cnt + n * n + (g - 3 * n);
  stride = n;
  for (int i = 0; i < n; i++)
    {
      int x = left[i * stride], y = right[i * stride];
      u += x >= 2;
      a = x >= 2 && x < a ? x : a;
      b = y >= 2 && y < b ? y : b;
    }
  return a + b > u;
}

/* The matching filter on graph g; 0 on a contradiction. */
static int
match_graph (kn *k, int g)
{
  if (slack (k, g))
    return 1;
  if (!rematch (k, g))
    return 0;
  uint8_t comp[SS_MAX_N];
  set128 open, allowed[SS_MAX_N];
  int ncomp = components (k, g, comp);
  if (ncomp <= 1)
    return 1;
  const uint8_t *ml = k->mate_l + g * k->n;
  open_left (k, g, open);
  memset (allowed, 0, (size_t) ncomp * sizeof *allowed);
  for (int l = 0; l < k->n; l++)
    if (has (open, l))
      set_bit (allowed[comp[l]], ml[l]);
  for (int l = 0; l < k->n; l++)
    {
      if (!has (open, l))
        continue;
      const uint64_t *keep = allowed[comp[l]], *e = edges (k, g, l);
      set128 drop = { e[0] & ~keep[0], e[1] & ~keep[1] };
      for (int w = 0; w < 2; w++)
        for (uint64_t x = drop[w]; x; x &= x - 1)
          if (!cut_edge (k, g, l, 64 * w + __builtin_ctzll (x)))
            return 0;
    }
  return 1;
}

/* Filters the changed graphs while no single or lock check is waiting;
 * 0 on a contradiction. */
static int
match_graphs (kn *k)
{
  while (k->nmq && !k->ntodo && !k->nlc)
    {
      if (ss_budget_spent (&k->budget, k->st.nodes))
        return 1; /* propagate sees it and stops */
      int g = k->mq[--k->nmq];
      int ok = match_graph (k, g); /* g stays marked: no self-requeue */
      k->mq_queued[g] = 0;
      if (!ok)
        return 0;
    }
  return 1;
}

static void
clear_match_queue (kn *k)
{
  while (k->nmq)
    k->mq_queued[k->mq[--k->nmq]] = 0;
}

/* ---- propagation ------------------------------------------------------ */

/* Places the queued singles; 0 on a contradiction. */
static int
place_queued (kn *k)
{
  while (k->ntodo)
    {
      uint32_t e = k->todo[--k->ntodo];
      int c = (int) (e >> 7), d = (int) (e & 127);
      if (k->val[c] == d + 1)
        continue;
      if (k->val[c] || !has (k->cand[c], d) || !place (k, c, d))
        return 0;
      k->st.propagations++;
    }
  return 1;
}

/* Cheapest first: singles, then locked candidates, then the matching
 * filter, until none changes anything; 0 on a contradiction (every queue
 * is then empty). */
static int
propagate (kn *k)
{
  while (k->ntodo || k->nlc || k->nmq)
    {
      int ok = place_queued (k) && locked_candidates (k) && match_graphs (k);
      /* A 100x100 propagation can take a good part of a second: the
       * budget is watched here too.  When it runs out the state is left
       * short of its fixpoint but consistent as far as it goes (1), and
       * the search stops at once without reporting anything. */
      int late = ok && ss_budget_spent (&k->budget, k->st.nodes);
      if (!ok || late)
        {
          k->ntodo = 0;
          clear_lock_queue (k);
          clear_match_queue (k);
          if (late)
            k->stop = k->gave_up = 1;
          return late;
        }
    }
  return 1;
}

/* Build with -DFAST_DEBUG to check, at every node, that the redundant
 * house counters and position sets agree with the cells' candidates. */
#ifdef FAST_DEBUG
#include <assert.h>
static void
check_state (const kn *k)
{
  for (int hd = 0; hd < 3 * k->nn; hd++)
    {
      int h = hd / k->n, d = hd % k->n, c = 0;
      for (int q = 0; q < k->n; q++)
        {
          int cell = k->members[h * k->n + q];
          int in = has (k->cand[cell], d);
          assert (in == has (k->pos[hd], q));
          c += in;
        }
      assert (c == k->cnt[hd]);
    }
}
#else
#define check_state(k) ((void) 0)
#endif

/* ---- search ----------------------------------------------------------- */

/* Places d in c and propagates (singles and locked candidates only, to
 * keep probes cheap), then undoes it all.  Returns whether that stayed
 * consistent; *grew is how much it settled (trail growth, plus one). */
static int
try_literal (kn *k, int c, int d, uint64_t *grew)
{
  size_t mark = k->tlen;
  k->use_match = 0;
  queue (k, c, d);
  int ok = propagate (k);
  k->use_match = 1;
  *grew = k->tlen - mark + 1;
  undo_to (k, mark);
  return ok;
}

/* Probes one two-way choice, literals (c[0], d[0]) and (c[1], d[1]), of
 * which exactly one holds.  A failed literal is removed for good (the
 * other then follows).  Returns -1 when the node is a contradiction, 1
 * when something was removed, 0 otherwise with *score the product of
 * the two growths. */
static int
probe_pair (kn *k, const int *c, const int *d, uint64_t *score)
{
  uint64_t grew[2];
  for (int t = 0; t < 2; t++)
    if (!try_literal (k, c[t], d[t], &grew[t]))
      return eliminate (k, c[t], d[t]) && propagate (k) ? 1 : -1;
  *score = grew[0] * grew[1];
  return 0;
}

/* Probes the two-way choice (c[0], d[0]) / (c[1], d[1]) and keeps it in
 * *best if it scores higher.  Returns -1 when the node is a
 * contradiction, 1 when something was removed, 0 otherwise. */
static int
consider (kn *k, const int *c, const int *d, int cell, int digit,
          choice *best)
{
  uint64_t score;
  int r = probe_pair (k, c, d, &score);
  if (!r && score > best->score)
    {
      best->score = score;
      best->cell = cell;
      best->digit = digit;
    }
  return r;
}

/* One probing round over the two-candidate cells, then the two-place
 * (house, digit) pairs.  Same returns as consider(), summed up. */
static int
probe_round (kn *k, choice *best)
{
  int n = k->n, changed = 0;
  for (int i = 0; i < k->nn; i++)
    {
      if (k->ncand[i] != 2 || k->val[i])
        continue;
      int c[2] = { i, i }, d[2];
      set128 x = { k->cand[i][0], k->cand[i][1] };
      d[0] = lowest (x);
      clear_bit (x, d[0]);
      d[1] = lowest (x);
      int r = consider (k, c, d, i, -1, best);
      if (r < 0)
        return -1;
      changed |= r;
    }
  for (int h = 0; h < 3 * n; h++)
    for (int e = 0; e < n; e++)
      {
        int hd = h * n + e;
        if (k->cnt[hd] != 2 || has (k->done[h], e))
          continue;
        int c[2], d[2] = { e, e };
        set128 x = { k->pos[hd][0], k->pos[hd][1] };
        c[0] = k->members[h * n + lowest (x)];
        clear_bit (x, lowest (x));
        c[1] = k->members[h * n + lowest (x)];
        int r = consider (k, c, d, h, e, best);
        if (r < 0)
          return -1;
        changed |= r;
      }
  return changed;
}

/* Failed-literal probing with lookahead, over every two-way choice: a
 * cell with two candidates, and a (house, digit) with two places.  Each
 * of the two literals is placed in turn and propagated, then undone; a
 * literal that leads to a contradiction is removed.  One round per node:
 * repeating the rounds until none fails (as this kernel once did) found
 * a few more failed literals but cost more than it saved -- on Frisch's
 * 25x25 puzzles 3% more nodes with one round and 8-20% less CPU (lines 1,
 * 4, 5, 8, 9: 14.3 -> 12.0, 10.9 -> 8.9, 6.0 -> 5.1, 8.4 -> 6.8, 21.9 ->
 * 20.2 s).  The choice whose two branches settle the most (product of
 * trail growths) is kept in *best for branching: both of its subtrees
 * start smaller.  best->cell is -1 when there is no two-way choice.
 * Returns 0 when the node itself is a contradiction. */
static int
probe (kn *k, choice *best)
{
  best->cell = best->digit = -1;
  best->score = 0;
  return probe_round (k, best) >= 0;
}

/* splitmix64, as gen/rng.h (solvers/ sits below gen/). */
static uint64_t
next_random (kn *k)
{
  uint64_t z = (k->rng += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* A member of a non-empty set, uniformly at random. */
static int
random_member (kn *k, const uint64_t *set)
{
  int n0 = __builtin_popcountll (set[0]);
  int pick = (int) (next_random (k) % (uint64_t) (n0 + __builtin_popcountll (set[1])));
  int w = pick >= n0;
  uint64_t x = set[w];
  for (pick -= w * n0; pick > 0; pick--)
    x &= x - 1;
  return 64 * w + __builtin_ctzll (x);
}

/* Tries the next untried choice of the top frame, popping exhausted
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
      int x = k->rng ? random_member (k, f->left) : lowest (f->left);
      clear_bit (f->left, x);
      k->st.guesses++;
      if (f->digit < 0)
        queue (k, f->cell, x);
      else
        queue (k, k->members[f->cell * k->n + x], f->digit);
      if (propagate (k))
        return 1;
      k->st.dead_ends++;
    }
  return 0;
}

static int
report (kn *k)
{
  if (!k->stop && k->found (k->found_ctx, k->val))
    k->stop = 1;
  return !k->stop;
}

/* An open cell with the fewest candidates, ties broken at random when
 * the branch order is (so restarts differ), else the first. */
static int
fewest_cell (kn *k)
{
  int best = -1, least = 1 << 30, ties = 0;
  for (int c = 0; c < k->nn; c++)
    if (!k->val[c] && k->ncand[c] <= least)
      {
        if (k->ncand[c] < least)
          least = k->ncand[c], best = c, ties = 1;
        else if (k->rng && next_random (k) % (uint64_t) ++ties == 0)
          best = c;
      }
  return best;
}

/* At a consistent node: report a full grid, or open a branch frame on
 * the lookahead's best cell; without a two-candidate cell, on the first
 * open cell in row-major order (on sparse grids this fills row after
 * row, which the matching filter keeps completable far better than
 * scattered choices).  Returns 0 when the search must stop, 2 at a dead
 * end. */
static int
visit (kn *k, int *depth)
{
  k->st.nodes++;
  check_state (k);
  if (k->placed == k->nn)
    return report (k);
  if (ss_budget_spent (&k->budget, k->st.nodes))
    return !(k->stop = k->gave_up = 1);
  choice best = { -1, -1, 0 };
  if (k->probe && !probe (k, &best))
    return k->st.dead_ends++, 2;
  if (k->placed == k->nn)
    return report (k);
  if (ss_budget_spent (&k->budget, k->st.nodes))
    return !(k->stop = k->gave_up = 1);
  if (!k->probe && k->fewest)
    best.cell = fewest_cell (k);
  frame *f = &k->frames[(*depth)++];
  f->cell = best.cell;
  f->digit = best.digit;
  for (int c = 0; f->cell < 0; c++)
    if (!k->val[c])
      f->cell = c, f->digit = -1;
  memcpy (f->left, f->digit < 0 ? k->cand[f->cell]
                                : k->pos[f->cell * k->n + f->digit],
          sizeof f->left);
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

/* ---- the state as a library (fast_n.h) and the solver's entry --------- */

static int load_givens (kn *k, const ss_grid *p);

ss_kn *
ss_kn_new (const ss_grid *shape, unsigned rules)
{
  kn *k = malloc (sizeof *k);
  if (!k || kn_alloc (k, shape))
    return free (k), (kn *) 0;
  k->rules = rules & SS_KN_ALL;
  k->use_match = !!(k->rules & SS_KN_SUBSETS);
  k->probe = 1;
  return k;
}

void
ss_kn_free (ss_kn *k)
{
  if (k)
    kn_free (k);
  free (k);
}

size_t
ss_kn_mark (const ss_kn *k)
{
  return k->tlen;
}

void
ss_kn_undo (ss_kn *k, size_t mark)
{
  undo_to (k, mark);
}

int
ss_kn_give (ss_kn *k, int cell, int digit)
{
  int d = digit - 1;
  if (k->val[cell] == digit)
    return 1;
  if (k->val[cell] || !has (k->cand[cell], d) || !place (k, cell, d))
    {
      k->ntodo = 0;
      clear_lock_queue (k);
      clear_match_queue (k);
      return 0;
    }
  return propagate (k);
}

int
ss_kn_give_all (ss_kn *k, const ss_grid *p)
{
  if (load_givens (k, p) && propagate (k))
    return 1;
  k->ntodo = 0;
  clear_lock_queue (k);
  clear_match_queue (k);
  return 0;
}

int
ss_kn_placed (const ss_kn *k)
{
  return k->placed;
}

const uint8_t *
ss_kn_values (const ss_kn *k)
{
  return k->val;
}

int
ss_kn_allows (const ss_kn *k, int cell, int digit)
{
  return has (k->cand[cell], digit - 1);
}

int
ss_kn_forbid (ss_kn *k, int cell, int digit)
{
  if (!eliminate (k, cell, digit - 1) || !propagate (k))
    {
      k->ntodo = 0;
      clear_lock_queue (k);
      clear_match_queue (k);
      return 0;
    }
  return 1;
}

void
ss_kn_budget (ss_kn *k, const ss_solve_opts *o)
{
  ss_budget_start (&k->budget, o);
}

int
ss_kn_spent (ss_kn *k)
{
  return ss_budget_spent (&k->budget, k->st.nodes);
}

int
ss_kn_choice (ss_kn *k, int cells[2], int digits[2])
{
  choice best = { -1, -1, 0 };
  if (!probe (k, &best))
    return -1;
  if (best.cell < 0)
    return 0;
  set128 x;
  if (best.digit < 0)
    {
      memcpy (x, k->cand[best.cell], sizeof x);
      cells[0] = cells[1] = best.cell;
      digits[0] = lowest (x) + 1;
      clear_bit (x, digits[0] - 1);
      digits[1] = lowest (x) + 1;
      return 1;
    }
  int h = best.cell, d = best.digit;
  memcpy (x, k->pos[h * k->n + d], sizeof x);
  cells[0] = k->members[h * k->n + lowest (x)];
  clear_bit (x, lowest (x));
  cells[1] = k->members[h * k->n + lowest (x)];
  digits[0] = digits[1] = d + 1;
  return 1;
}

ss_outcome
ss_kn_search (ss_kn *k, const ss_solve_opts *o, ss_kn_found_fn *found,
              void *ctx, ss_stats *st)
{
  size_t mark = k->tlen;
  memset (&k->st, 0, sizeof k->st);
  k->found = found;
  k->found_ctx = ctx;
  k->stop = k->gave_up = 0;
  k->rng = o->seed;
  ss_budget_start (&k->budget, o);
  if (k->rules != SS_KN_ALL)
    k->gave_up = 1; /* the search relies on every rule */
  else
    search (k);
  undo_to (k, mark);
  ss_stats_add (st, &k->st);
  int gave_up = k->gave_up;
  ss_budget_init (&k->budget, 0, 0); /* pushes after this are unlimited */
  k->stop = k->gave_up = 0;
  return gave_up ? SS_GAVE_UP : SS_DONE;
}

/* ---- entry ------------------------------------------------------------ */

/* Places the givens (not counted as propagations; what they imply is
 * queued); 0 when two givens clash. */
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

static int
found_to_result (void *ctx, const uint8_t *cells)
{
  return ss_result_found (ctx, cells);
}

ss_outcome
ss_fast_solve_n (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  ss_fast_tune plain = { o->seed, 0, 0 };
  return ss_fast_solve_tuned (p, o, &plain, res);
}

ss_outcome
ss_fast_solve_tuned (const ss_grid *p, const ss_solve_opts *o,
                     const ss_fast_tune *tune, ss_result *res)
{
  kn *k = ss_kn_new (p, SS_KN_ALL);
  if (!k)
    {
      snprintf (res->note, sizeof res->note, "out of memory");
      return SS_GAVE_UP;
    }
  k->found = found_to_result;
  k->found_ctx = res;
  k->rng = tune->seed;
  k->probe = !tune->no_probe;
  k->fewest = tune->fewest;
  ss_budget_start (&k->budget, o);
  if (load_givens (k, p) && propagate (k))
    search (k);
  else
    k->st.dead_ends++;
  ss_outcome out = ss_fast_finish (res, &k->st, &k->budget, k->gave_up);
  ss_kn_free (k);
  return out;
}
