/* triads.c -- triad numbering and the triad groups (see triads.h).
 *
 * A triad's state is worked out once per encoding from the variable map:
 * the same map the cell-digit literals come from, so a triad is fixed
 * exactly when all of its cells are, and the groups over triads simplify
 * by the same rule as the groups over cells (a true member satisfies the
 * group, false members drop out).
 */
#include "triads.h"

#include <stdlib.h>

#define FIXED_TRUE (-1)

/* Where a triad lies: its cells are line's cells first .. first+len-1
 * (columns of row line for a mini-row, rows of column line otherwise). */
typedef struct place {
  int vertical, line, part, d, first, len;
} place;

static place
place_of (const ss_triads *t, long idx)
{
  long nn = (long) t->n * t->n, hs = nn * t->rows;
  place p;
  p.vertical = idx >= hs;
  if (p.vertical)
    idx -= hs;
  int parts = p.vertical ? t->cols : t->rows;
  p.d = (int) (idx % t->n) + 1;
  p.line = (int) (idx / t->n / parts);
  p.part = (int) (idx / t->n % parts);
  p.len = p.vertical ? t->rows : t->cols;
  p.first = p.part * p.len;
  return p;
}

/* The variable of cell k of the triad's cells, or 0 when fixed; *given
 * is set when it is the given digit. */
static long
cell_var (const ss_varmap *m, const place *p, int k, int *given)
{
  int r = p->vertical ? p->first + k : p->line;
  int c = p->vertical ? p->line : p->first + k;
  long v = ss_varmap_var (m, r, c, p->d);
  *given = !v && ss_varmap_fixed_true (m, r, c, p->d);
  return v;
}

/* FIXED_TRUE when a cell holds d as a given, 0 when no candidate of d is
 * free, 1 when the triad is free. */
static int
triad_state (const ss_triads *t, const ss_varmap *m, long idx)
{
  place p = place_of (t, idx);
  int free = 0, given;
  for (int k = 0; k < p.len; k++)
    {
      free |= cell_var (m, &p, k, &given) != 0;
      if (given)
        return FIXED_TRUE;
    }
  return free;
}

int
ss_triads_init (ss_triads *t, const ss_varmap *m, int reduced, long base)
{
  const ss_grid *g = &m->givens;
  long total = ss_triads_total (g->n, g->box_rows, g->box_cols);
  *t = (ss_triads) { g->n, g->box_rows, g->box_cols, base, 0, 0 };
  t->var = malloc ((size_t) total * sizeof *t->var);
  if (!t->var)
    return -1;
  for (long i = 0; i < total; i++)
    {
      int s = reduced ? triad_state (t, m, i) : 1;
      t->var[i] = s == 1 ? (int) (base + ++t->count) : s;
    }
  return 0;
}

void
ss_triads_free (ss_triads *t)
{
  free (t->var);
  t->var = 0;
}

long
ss_group_count (const ss_grid *shape, int kind)
{
  long nn = (long) shape->n * shape->n;
  if (kind == SS_TRIAD_HDEF)
    return nn * shape->box_rows;
  if (kind == SS_TRIAD_VDEF)
    return nn * shape->box_cols;
  return nn;
}

/* Adds triad idx as a member (negated when neg): its literal when free,
 * or to *trues when the member is fixed true. */
static int
add_triad (const ss_triads *t, long idx, int neg, int *lits, int count,
           int *trues)
{
  int s = t->var[idx];
  if (s > 0)
    lits[count++] = neg ? -s : s;
  else
    *trues += neg ? s == 0 : s == FIXED_TRUE;
  return count;
}

/* A definition: the triad's free cells, and the triad negated. */
static int
definition (const ss_triads *t, const ss_varmap *m, long idx, int *lits,
            int *trues)
{
  place p = place_of (t, idx);
  int count = 0, given;
  for (int k = 0; k < p.len; k++)
    {
      long v = cell_var (m, &p, k, &given);
      if (v)
        lits[count++] = (int) v;
      *trues += given;
    }
  return add_triad (t, idx, 1, lits, count, trues);
}

/* The triads of a line or a box: parts of one line (ROW, COL), or one
 * part of several lines (BOXH, BOXV). */
static int
triad_set (const ss_triads *t, int kind, long g, int *lits, int *trues)
{
  int n = t->n, unit = (int) (g / n), d = (int) (g % n) + 1, count = 0;
  int band = unit / t->rows, stack = unit % t->rows;
  for (int k = 0; k < (kind == SS_TRIAD_ROW || kind == SS_TRIAD_BOXH
                       ? t->rows : t->cols); k++)
    {
      long idx;
      if (kind == SS_TRIAD_ROW)
        idx = ss_triad_h (t, unit, k, d);
      else if (kind == SS_TRIAD_COL)
        idx = ss_triad_v (t, unit, k, d);
      else if (kind == SS_TRIAD_BOXH)
        idx = ss_triad_h (t, band * t->rows + k, stack, d);
      else
        idx = ss_triad_v (t, stack * t->cols + k, band, d);
      count = add_triad (t, idx, 0, lits, count, trues);
    }
  return count;
}

int
ss_triad_members (const ss_triads *t, const ss_varmap *m, int kind, long g,
                  int *lits, int *trues)
{
  long hs = (long) t->n * t->n * t->rows;
  *trues = 0;
  if (kind == SS_TRIAD_HDEF)
    return definition (t, m, g, lits, trues);
  if (kind == SS_TRIAD_VDEF)
    return definition (t, m, hs + g, lits, trues);
  return triad_set (t, kind, g, lits, trues);
}

int
ss_triad_of (const ss_triads *t, long var, int *vertical, int *line,
             int *part, int *d)
{
  if (!t->var || var <= t->base || var > t->base + t->count)
    return 0;
  long total = ss_triads_total (t->n, t->rows, t->cols);
  for (long i = 0; i < total; i++)
    if (t->var[i] == var)
      {
        place p = place_of (t, i);
        *vertical = p.vertical, *line = p.line, *part = p.part, *d = p.d;
        return 1;
      }
  return 0;
}
