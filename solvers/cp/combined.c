/* combined.c -- sums the puzzle implies by adding its sums together.
 *
 * Model: two sums over disjoint cells make a sum over their union, of
 * the two totals added.  Alone each may be loose: eight cells of a
 * little killer, in three boxes, can make anything from 11 to 69.  But
 * cells that share a house hold different digits, so a union whose cells
 * crowd into the same boxes, rows or columns has a narrower range, and
 * its slack (how far the total lies from the nearer end of that range)
 * can fall to a digit or two: four little killers of 49 side by side
 * leave almost no freedom, which none of them shows alone.
 *
 * A sum's range comes from groups of cells that pairwise share a house
 * (over every digit: the puzzle's structure, not its givens), each
 * grown greedily as a clique from the cell that sees the most others.
 * Its score adds, over its groups, the spread of the group's total,
 * k(N-k), less the slack: how much the slack leaves the groups to cut.
 * Sums are merged greedily: of the pairs that are disjoint and related
 * (at least RELATED cells of the smaller see a cell of the larger), the
 * one whose union scores best, when it scores better than both parts,
 * or better than the two scores added (a union can pass through a worse
 * score on its way to a tight one); the union replaces the parts, and
 * merging goes on.
 * The unions that end with a positive score (not the puzzle's own sums)
 * become the engine's own constraints, propagated by the group bounds of
 * sum_bounds.c over their cliques (no table: they are long).  Sigh's
 * Interactive Sudoku Solver derives combined sums in the same spirit
 * (its optimizer's greedy merge by such a score); the code is our own.
 */
#include <stdlib.h>
#include <string.h>

#include "engine.h"

#define RELATED 6    /* cells of the smaller sum that see the larger */
#define MAX_SUMS 128 /* sums considered, at most */
#define MAX_MADE 16  /* unions kept, at most */

typedef struct rec {
  int *cell;     /* sorted */
  int k, total, slack;
  long score;    /* see measure */
  int original;  /* one of the puzzle's (or innies.c's) own sums */
} rec;

typedef struct pool {
  rec r[MAX_SUMS];
  int count;
} pool;

/* How many cells of cand[] (marked 1) cell i sees (see: k x k). */
static int
seen_in (const uint8_t *see, int k, const uint8_t *cand, int i)
{
  int count = 0;
  for (int j = 0; j < k; j++)
    count += cand[j] && see[i * k + j];
  return count;
}

/* Grows group g from the free cells: each step takes the candidate that
 * sees the most other candidates, and the candidates narrow to the
 * cells it sees. */
static void
grow (const ss_cp *s, const uint8_t *see, int k, int *gid, uint8_t *cand,
      int g, int *size)
{
  for (int i = 0; i < k; i++)
    cand[i] = gid[i] < 0;
  for (size[g] = 0; size[g] < s->n;)
    {
      int best = -1, most = -1;
      for (int i = 0; i < k; i++)
        if (cand[i])
          {
            int c = seen_in (see, k, cand, i);
            if (c > most)
              best = i, most = c;
          }
      if (best < 0)
        return;
      gid[best] = g, size[g]++;
      for (int j = 0; j < k; j++)
        cand[j] = cand[j] && see[best * k + j];
    }
}

/* Cuts cells[0..k) into groups of cells that pairwise see each other
 * (gid per cell, size per group, *ng groups), each grown greedily as a
 * clique.  see: k x k scratch, cand: k.  -1 when out of memory. */
static int
cover (const ss_cp *s, const int *cells, int k, int *gid, int *size,
       int *ng)
{
  uint8_t *see = malloc ((size_t) k * k + (size_t) k), *cand = see + k * k;
  if (!see)
    return -1;
  for (int i = 0; i < k; i++)
    for (int j = 0; j < k; j++)
      see[i * k + j] = i != j && ss_cp_peers (s, cells[i], cells[j]);
  for (int i = 0; i < k; i++)
    gid[i] = -1;
  for (int left = k; left > 0; (*ng)++)
    {
      grow (s, see, k, gid, cand, *ng, size);
      left -= size[*ng];
    }
  free (see);
  return 0;
}

/* Measures the sum cells[0..k) = total: its slack and its score (per
 * group, the spread of its total, k(N-k), less the slack: how much the
 * slack leaves the groups to cut).  -1 when the total cannot be made
 * (or out of memory). */
static int
measure (const ss_cp *s, rec *r)
{
  int ng = 0, *size = malloc (2 * (size_t) r->k * sizeof *size);
  int *gid = size + r->k;
  long lo = 0, hi = 0;
  if (!size || cover (s, r->cell, r->k, gid, size, &ng) < 0)
    return free (size), -1;
  for (int g = 0; g < ng; g++)
    lo += (long) size[g] * (size[g] + 1) / 2,
      hi += (long) size[g] * (2 * s->n - size[g] + 1) / 2;
  r->slack = (int) (r->total - lo < hi - r->total ? r->total - lo
                                                  : hi - r->total);
  r->score = 0;
  for (int g = 0; g < ng; g++)
    r->score += (long) size[g] * (s->n - size[g]) - r->slack;
  free (size);
  return r->total < lo || r->total > hi ? -1 : 0;
}

/* Are a and b disjoint, and does the smaller see the larger enough? */
static int
related (const ss_cp *s, const rec *a, const rec *b)
{
  const rec *small = a->k < b->k ? a : b, *big = small == a ? b : a;
  int seen = 0;
  if (small->k < RELATED)
    return 0;
  for (int i = 0; i < small->k; i++)
    for (int j = 0; j < big->k; j++)
      if (small->cell[i] == big->cell[j])
        return 0;
  for (int i = 0; i < small->k && seen < RELATED; i++)
    for (int j = 0; j < big->k; j++)
      if (ss_cp_peers (s, small->cell[i], big->cell[j]))
        {
          seen++;
          break;
        }
  return seen >= RELATED;
}

static int
by_cell (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

/* The union of a and b, in u (cells allocated); 0, or -1. */
static int
unite (const ss_cp *s, const rec *a, const rec *b, rec *u)
{
  u->k = a->k + b->k;
  u->total = a->total + b->total;
  u->original = 0;
  u->cell = malloc ((size_t) u->k * sizeof *u->cell);
  if (!u->cell)
    return -1;
  memcpy (u->cell, a->cell, (size_t) a->k * sizeof *u->cell);
  memcpy (u->cell + a->k, b->cell, (size_t) b->k * sizeof *u->cell);
  qsort (u->cell, (size_t) u->k, sizeof *u->cell, by_cell);
  return measure (s, u) < 0 ? 1 : 0;
}

/* The puzzle's sums with a total over distinct cells. */
static int
gather (const ss_cp *s, pool *p)
{
  for (int i = 0; i < s->m->ncons && p->count < MAX_SUMS; i++)
    {
      const ss_con *c = &s->m->con[i];
      if (!(c->kind == SS_KIND_KILLER || c->kind == SS_KIND_LITTLEKILLER)
          || c->nvals < 1 || c->ncells < 2)
        continue;
      rec *r = &p->r[p->count];
      r->cell = malloc ((size_t) c->ncells * sizeof *r->cell);
      if (!r->cell)
        return -1;
      memcpy (r->cell, c->cell, (size_t) c->ncells * sizeof *r->cell);
      qsort (r->cell, (size_t) c->ncells, sizeof *r->cell, by_cell);
      r->k = c->ncells, r->total = c->val[0], r->original = 1;
      for (int j = 1; j < r->k; j++)
        if (r->cell[j] == r->cell[j - 1])
          r->k = 0; /* a cell twice: left out */
      if (!r->k || measure (s, r) < 0)
        free (r->cell);
      else
        p->count++;
    }
  return 0;
}

/* Is the union u worth more than its parts a and b: a better score than
 * either, or than both together? */
static int
worth (const rec *u, const rec *a, const rec *b)
{
  return (u->score > a->score && u->score > b->score)
         || u->score > a->score + b->score;
}

/* One merge: the pair whose union scores best, of those worth it, is
 * replaced by its union.  1 when merged, 0 when no pair is worth it, -1
 * when out of memory. */
static int
merge_once (const ss_cp *s, pool *p)
{
  rec best = { 0 };
  int bi = -1, bj = -1;
  for (int i = 0; i < p->count; i++)
    for (int j = i + 1; j < p->count; j++)
      {
        rec u = { 0 };
        if (!related (s, &p->r[i], &p->r[j]))
          continue;
        int got = unite (s, &p->r[i], &p->r[j], &u);
        if (got < 0)
          return free (best.cell), -1;
        if (got == 0 && worth (&u, &p->r[i], &p->r[j])
            && (bi < 0 || u.score > best.score))
          free (best.cell), best = u, bi = i, bj = j;
        else
          free (u.cell);
      }
  if (bi < 0)
    return 0;
  free (p->r[bj].cell);
  p->r[bj] = p->r[--p->count];
  free (p->r[bi].cell);
  p->r[bi] = best;
  return 1;
}

/* A union: the group bounds over its cliques (val: the total, the
 * number of groups, each cell's group). */
static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  return ss_cp_sum_bounds_in (s, c->cell, c->ncells, c->val + 2, c->val[1],
                              c->val[0], c->val[0]);
}

/* The unions become the engine's own constraints: per union, in xmem,
 * its cells, its total, its number of groups and each cell's group. */
static int
keep_unions (ss_cp *s, const pool *p)
{
  int made = 0;
  long room = 0;
  for (int i = 0; i < p->count; i++)
    if (!p->r[i].original && p->r[i].score > 0 && made < MAX_MADE)
      made++, room += 2 * p->r[i].k + 2;
  if (!made)
    return 0;
  s->xcon = calloc ((size_t) made, sizeof *s->xcon);
  s->xprop = calloc ((size_t) made, sizeof *s->xprop);
  s->xmem = malloc ((size_t) room * sizeof *s->xmem);
  int *size = malloc ((size_t) s->nn * sizeof *size);
  if (!s->xcon || !s->xprop || !s->xmem || !size)
    return free (size), -1;
  int *at = s->xmem;
  for (int i = 0; i < p->count && s->nxcon < made; i++)
    {
      const rec *r = &p->r[i];
      if (r->original || r->score <= 0)
        continue;
      memcpy (at, r->cell, (size_t) r->k * sizeof *at);
      at[r->k] = r->total, at[r->k + 1] = 0;
      if (cover (s, r->cell, r->k, at + r->k + 2, size, &at[r->k + 1]) < 0)
        return free (size), -1;
      s->xprop[s->nxcon] = prop;
      s->xcon[s->nxcon++] = (ss_con) {
        .kind = SS_KIND_LITTLEKILLER, .ncells = r->k, .cell = at,
        .nvals = 1, .val = at + r->k, .clue_r = -1, .clue_c = -1 };
      at += 2 * r->k + 2;
    }
  free (size);
  return 0;
}

int
ss_cp_combine (ss_cp *s)
{
  pool *p = calloc (1, sizeof *p);
  int rc = p ? gather (s, p) : -1, got = 1;
  while (rc == 0 && got == 1)
    rc = (got = merge_once (s, p)) < 0 ? -1 : 0;
  if (rc == 0)
    rc = keep_unions (s, p);
  for (int i = 0; p && i < p->count; i++)
    free (p->r[i].cell);
  free (p);
  return rc;
}

void
ss_cp_combine_free (ss_cp *s)
{
  free (s->xcon);
  free (s->xprop);
  free (s->xmem);
  free (s->xmem2);
}
