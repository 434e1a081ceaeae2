/* fact.c -- appending facts to a path, and the reasons they carry (see
 * state.h).  A fact owns its arrays (cells, elim, reason, chain). */
#include "state.h"

#include <stdlib.h>
#include <string.h>

static int
cmp_int (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

/* Sorts and removes duplicates in place; returns the new length. */
static int
distinct (int *v, int k)
{
  int m = 0;
  qsort (v, (size_t) k, sizeof *v, cmp_int);
  for (int i = 0; i < k; i++)
    if (!m || v[m - 1] != v[i])
      v[m++] = v[i];
  return m;
}

static int
grow (ss_path *p)
{
  if (p->nfacts < p->cap)
    return 0;
  int cap = p->cap ? 2 * p->cap : 128;
  ss_step *f = realloc (p->fact, sizeof *f * (size_t) cap);
  if (!f)
    return -1;
  p->fact = f, p->cap = cap;
  return 0;
}

static void
step_free (ss_step *f)
{
  free (f->cells), free (f->elim), free (f->reason), free (f->chain);
  free (f->houses), free (f->sets), free (f->via);
}

int
ss_st_fact (st_state *s, const ss_step *proto, const int *reason, int nr)
{
  ss_path *p = s->path;
  int *copy = nr ? malloc (sizeof *copy * (size_t) nr) : 0;
  if ((nr && !copy) || grow (p))
    {
      ss_step tmp = *proto;
      step_free (&tmp);
      free (copy);
      return -1;
    }
  if (nr)
    memcpy (copy, reason, sizeof *copy * (size_t) nr);
  ss_step *f = &p->fact[p->nfacts];
  *f = *proto;
  f->reason = copy;
  f->nreason = nr ? distinct (copy, nr) : 0;
  return p->nfacts++;
}

void
ss_st_truncate (st_state *s, int from)
{
  ss_path *p = s->path;
  for (int i = from; i < p->nfacts; i++)
    step_free (&p->fact[i]);
  if (from < p->nfacts)
    p->nfacts = from;
}

int
ss_st_why_cells (const st_state *s, const int *cells, int ncells, int d,
              int *out, int k)
{
  for (int i = 0; i < ncells; i++)
    if (!st_has (s, cells[i], d) && st_why (s, cells[i], d) >= 0)
      out[k++] = st_why (s, cells[i], d);
  return k;
}

int
ss_st_eliminate (st_state *s, ss_step *proto, const int *reason, int nr)
{
  proto->kind = SS_STEP_ELIMINATE;
  int f = ss_st_fact (s, proto, reason, nr);
  if (f < 0)
    return -1;
  const ss_step *st = &s->path->fact[f];
  for (int i = 0; i < st->nelim; i++)
    ss_st_strike (s, st->elim[i] / s->n, st->elim[i] % s->n + 1, f);
  return s->oom ? -1 : 1;
}

void
ss_path_free (ss_path *p)
{
  for (int i = 0; i < p->nfacts; i++)
    step_free (&p->fact[i]);
  free (p->fact);
  ss_grid_free (&p->puzzle);
  ss_grid_free (&p->grid);
  memset (p, 0, sizeof *p);
}
