/* cubes.c -- cutting a puzzle's search into cubes (cubes.h).
 *
 * Model: the puzzle's propagated state (fast's general kernel, every
 * rule) is cut where fast's own lookahead would branch: a two-way choice
 * (a cell's two candidates, or a digit's two places in a house), else a
 * cell with the fewest candidates, one part per candidate.  A solution
 * puts exactly one of a cell's candidates there, and exactly one of the
 * two sides of a choice holds, so the parts partition the solutions.
 * Cubes are cut oldest first (breadth first), one at a time, until there
 * are enough: the cubes stay within a level of each other, and the count
 * passes the target by at most one cut's parts less one.  A cube that is
 * full, as deep as allowed, or met when the budget is spent stays as it
 * is; one the kernel refutes is dropped.
 */
#include "cubes.h"

#include <stdlib.h>
#include <string.h>

#include "../solvers/fast_n.h"

/* Up to this side the parts are cut where fast's lookahead would branch;
 * above, that probing costs too much per cut (a 100x100 probe round can
 * take a second), and a cell with the fewest candidates is cut instead. */
#define CHOICE_MAX_N 36

typedef struct cutter {
  const ss_grid *p;
  ss_kn *k;
  int max_depth;
  ss_cubes *done;  /* cubes cut no further */
  ss_cubes queue;  /* cubes still to cut, from head on */
  int head;
} cutter;

static int
add_cube (ss_cubes *s, const ss_cube *c)
{
  if (s->count == s->room)
    {
      int room = s->room ? 2 * s->room : 64;
      ss_cube *more = realloc (s->cube, (size_t) room * sizeof *more);
      if (!more)
        return -1;
      s->cube = more;
      s->room = room;
    }
  s->cube[s->count++] = *c;
  return 0;
}

/* An open cell with the fewest candidates, -1 when the grid is full. */
static int
fewest_cell (const ss_kn *k, int n)
{
  const uint8_t *val = ss_kn_values (k);
  int best = -1, least = n + 1;
  for (int c = 0; c < n * n && least > 2; c++)
    if (!val[c])
      {
        int count = 0;
        for (int d = 1; d <= n; d++)
          count += ss_kn_allows (k, c, d);
        if (count < least)
          least = count, best = c;
      }
  return best;
}

/* The parts of c, one per candidate of cell x. */
static int
cut_cell (cutter *t, const ss_cube *c, int x)
{
  ss_cube part = *c;
  part.depth++;
  part.cell[c->depth] = x;
  for (int d = 1; d <= t->p->n; d++)
    if (ss_kn_allows (t->k, x, d))
      {
        part.digit[c->depth] = (uint8_t) d;
        if (add_cube (&t->queue, &part))
          return -1;
      }
  return 0;
}

/* The two parts of a two-way choice. */
static int
cut_choice (cutter *t, const ss_cube *c, const int cells[2],
            const int digits[2])
{
  ss_cube part = *c;
  part.depth++;
  for (int i = 0; i < 2; i++)
    {
      part.cell[c->depth] = cells[i];
      part.digit[c->depth] = (uint8_t) digits[i];
      if (add_cube (&t->queue, &part))
        return -1;
    }
  return 0;
}

/* Cube c (a copy: the queue may move) applied to the kernel, then cut,
 * kept, or dropped as a contradiction. */
static int
refine (cutter *t, ss_cube c)
{
  int n = t->p->n, ok = 1, cells[2], digits[2], got = 0;
  size_t mark = ss_kn_mark (t->k);
  for (int i = 0; i < c.depth && ok; i++)
    ok = ss_kn_give (t->k, c.cell[i], c.digit[i]);
  int deep = c.depth >= t->max_depth;
  int two = ok && !deep && n <= CHOICE_MAX_N
            ? ss_kn_choice (t->k, cells, digits) : 0;
  if (ss_kn_spent (t->k))
    two = 0, deep = 1, t->done->late = 1; /* out of time: keep it whole */
  int x = ok && two == 0 && !deep ? fewest_cell (t->k, n) : -1;
  if (!ok || two < 0)
    ; /* a contradiction: no solution in this part */
  else if (two > 0)
    got = cut_choice (t, &c, cells, digits);
  else if (x >= 0)
    got = cut_cell (t, &c, x);
  else
    got = add_cube (t->done, &c); /* full, or deep enough */
  ss_kn_undo (t->k, mark);
  return got;
}

static int
cut_all (cutter *t, int target)
{
  ss_cube root = { 0, { 0 }, { 0 } };
  if (!ss_kn_give_all (t->k, t->p))
    return 0; /* the givens alone are a contradiction */
  if (add_cube (&t->queue, &root))
    return -1;
  while (t->head < t->queue.count
         && t->done->count + t->queue.count - t->head < target)
    if (refine (t, t->queue.cube[t->head++]))
      return -1;
  for (int i = t->head; i < t->queue.count; i++)
    if (add_cube (t->done, &t->queue.cube[i]))
      return -1;
  return 0;
}

int
ss_cubes_make (const ss_grid *p, const ss_solve_opts *o, int target,
               int max_depth, ss_cubes *out)
{
  memset (out, 0, sizeof *out);
  cutter t = { p, ss_kn_new (p, SS_KN_ALL), max_depth, out, { 0 }, 0 };
  if (t.max_depth > SS_CUBE_MAX_DEPTH)
    t.max_depth = SS_CUBE_MAX_DEPTH;
  int bad = !t.k;
  if (!bad)
    {
      ss_kn_budget (t.k, o);
      bad = cut_all (&t, target);
    }
  ss_kn_free (t.k);
  ss_cubes_free (&t.queue);
  if (bad)
    ss_cubes_free (out);
  return bad ? -1 : 0;
}

void
ss_cubes_free (ss_cubes *s)
{
  free (s->cube);
  s->cube = 0;
  s->count = s->room = 0;
}

void
ss_cube_apply (const ss_cube *c, ss_grid *q)
{
  for (int i = 0; i < c->depth; i++)
    q->cell[c->cell[i]] = c->digit[i];
}
