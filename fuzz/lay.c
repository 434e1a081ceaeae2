/* lay.c -- the table of the kinds' lay functions and what they share
 * (see lay.h): the acceptance of a candidate by the kind's meaning, and
 * random walks for the line kinds. */
#include "lay.h"

#include <stdlib.h>
#include <string.h>

#include "../core/kinds/meaning.h"

static ss_fz_lay_fn *const lays[] = {
  0, /* SS_KIND_REGIONS: a jigsaw is walked by variant.c */
#define SS_FZ_LAY_ROW(id, name, flags, lo, hi, plo, phi, help)             \
  ss_fz_lay_##name,
  SS_KINDS (SS_FZ_LAY_ROW)
#undef SS_FZ_LAY_ROW
};

ss_fz_lay_fn *
ss_fz_lay_of (int kind)
{
  return kind > 0 && kind < SS_KIND_COUNT ? lays[kind] : 0;
}

int
ss_fz_lay_fits (const ss_fz_lay *L, const ss_con *c)
{
  ss_error err;
  ss_breach b;
  memset (&b, 0, sizeof b);
  return ss_con_validate (L->m, c, &err) == 0
         && !ss_check_of (c->kind) (L->m, c, L->g->cell, &b);
}

int
ss_fz_lay_add (ss_fz_lay *L, const ss_con *c)
{
  if (!ss_fz_lay_fits (L, c))
    return 0;
  return ss_model_add (L->m, c) < 0 ? -1 : 1;
}

void
ss_fz_con (ss_con *c, int kind)
{
  memset (c, 0, sizeof *c);
  c->kind = kind, c->clue_r = c->clue_c = -1;
}

int
ss_fz_pick (ss_fz_lay *L, int n)
{
  return ss_rng_below (&L->rng, n);
}

int
ss_fz_lay_count (ss_fz_lay *L)
{
  return 1 + ss_fz_pick (L, 3);
}

static int
by_value (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

void
ss_fz_sort (int *cells, int count)
{
  qsort (cells, (size_t) count, sizeof *cells, by_value);
}

int
ss_fz_neighbours (int n, int cell, int orthogonal, int *out)
{
  int r = cell / n, c = cell % n, k = 0;
  for (int dr = -1; dr <= 1; dr++)
    for (int dc = -1; dc <= 1; dc++)
      if ((dr || dc) && (!orthogonal || !dr || !dc) && r + dr >= 0
          && r + dr < n && c + dc >= 0 && c + dc < n)
        out[k++] = (r + dr) * n + c + dc;
  return k;
}

static int
on_path (const int *path, int len, int cell)
{
  for (int i = 0; i < len; i++)
    if (path[i] == cell)
      return 1;
  return 0;
}

int
ss_fz_walk (ss_fz_lay *L, int start, int max, ss_fz_step_fn *ok,
            const void *ctx, int *path)
{
  int len = 1, nb[8], fit[8];
  path[0] = start;
  while (len < max)
    {
      int k = 0;
      for (int i = ss_fz_neighbours (L->n, path[len - 1], 0, nb); i-- > 0;)
        if (!on_path (path, len, nb[i])
            && (!ok || ok (L, path, len, nb[i], ctx)))
          fit[k++] = nb[i];
      if (!k)
        break;
      path[len++] = fit[ss_fz_pick (L, k)];
    }
  return len;
}

int
ss_fz_add_prefix (ss_fz_lay *L, ss_con *c, int *path, int len, int lo)
{
  c->cell = path;
  for (c->ncells = len; c->ncells >= lo; c->ncells--)
    {
      int got = ss_fz_lay_add (L, c);
      if (got)
        return got;
    }
  return 0;
}

int
ss_fz_add_walk (ss_fz_lay *L, ss_con *c, int max, int lo, ss_fz_step_fn *ok,
                const void *ctx, int tries)
{
  int cells = L->n * L->n, *path = malloc (sizeof *path * (size_t) cells);
  int got = path ? 0 : -1;
  if (max > cells)
    max = cells;
  for (int t = 0; t < tries && !got; t++)
    {
      int len = ss_fz_walk (L, ss_fz_pick (L, cells), max, ok, ctx, path);
      got = ss_fz_add_prefix (L, c, path, len, lo);
    }
  free (path);
  return got;
}
