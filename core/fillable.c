/* fillable.c -- can a constraint's own cells be filled so that it holds,
 * whatever the rest of the grid?  (kinds/meaning.h, ss_con_fillable.)
 *
 * Model: a depth-first search over the constraint's blank cells alone:
 * each takes a digit 1..N unlike the digits of its cells that share a
 * house with it (filled or placed before it), and the kind's own check
 * prunes every partial filling.  The rest of the grid is not looked at,
 * so what this rules out is the rule on its face -- a thermometer longer
 * than the digits, a cage whose total its cells cannot make with
 * different digits, an arrow whose shaft in one row cannot stay under
 * its circle -- never what only the rules together rule out (that is
 * search, and unsat).  The search is bounded (SS_FILL_NODES): past the
 * bound the constraint counts as fillable, so the verdict is then left
 * to the engines, never a wrong "invalid".
 */
#include <stdlib.h>
#include <string.h>

#include "kinds/meaning.h"
#include "pairs.h"

typedef struct filler {
  const ss_model *m;
  const ss_con *c;
  uint8_t *v;        /* the grid, the constraint's blanks filled in turn */
  int *blank, nblank;
  uint8_t *peer;     /* [i*ncells + j]: cells i and j share a house */
  long nodes;
} filler;

/* 1 when digit d in cell k of the constraint repeats a digit of a cell
 * of it that shares a house. */
static int
clashes (const filler *f, int k, int d)
{
  const ss_con *c = f->c;
  for (int j = 0; j < c->ncells; j++)
    if (j != k && f->peer[k * c->ncells + j] && f->v[c->cell[j]] == d
        && c->cell[j] != c->cell[k])
      return 1;
  return 0;
}

/* 1: a filling found (or the bound reached), 0: none from here. */
static int
fill (filler *f, int i)
{
  ss_breach b;
  if (i == f->nblank)
    return 1;
  int k = f->blank[i], cell = f->c->cell[k];
  for (int d = 1; d <= f->m->n; d++)
    {
      if (++f->nodes > SS_FILL_NODES)
        return 1;
      if (clashes (f, k, d))
        continue;
      f->v[cell] = (uint8_t) d;
      memset (&b, 0, sizeof b);
      int ok = !ss_check_of (f->c->kind) (f->m, f->c, f->v, &b)
               && fill (f, i + 1);
      f->v[cell] = 0;
      if (ok)
        return 1;
    }
  return 0;
}

/* The constraint's blank cells (a cell a line visits twice, once), and
 * which of its cells share a house. */
static int
prepare (filler *f, const uint8_t *v)
{
  const ss_con *c = f->c;
  int k = c->ncells, n2 = f->m->n * f->m->n;
  f->v = malloc ((size_t) n2);
  f->blank = malloc (sizeof *f->blank * (size_t) k);
  f->peer = malloc ((size_t) k * (size_t) k);
  if (!f->v || !f->blank || !f->peer)
    return -1;
  memcpy (f->v, v, (size_t) n2);
  for (int i = 0; i < k; i++)
    {
      int seen = 0;
      for (int j = 0; j < k; j++)
        f->peer[i * k + j] = i != j && ss_model_peers (f->m, c->cell[i],
                                                       c->cell[j]);
      for (int j = 0; j < i; j++)
        seen |= c->cell[j] == c->cell[i];
      if (!v[c->cell[i]] && !seen)
        f->blank[f->nblank++] = i;
    }
  return 0;
}

int
ss_con_fillable (const ss_model *m, const ss_con *c, const uint8_t *v)
{
  filler f = { .m = m, .c = c };
  int got = 1, open = 0;
  for (int i = 0; i < c->ncells && !open; i++)
    open = !v[c->cell[i]];
  if (open && prepare (&f, v) == 0 && f.nblank)
    got = fill (&f, 0);
  free (f.v), free (f.blank), free (f.peer);
  return got;
}
