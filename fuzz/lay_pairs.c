/* lay_pairs.c -- markers between orthogonal neighbours, read off the
 * full grid (see lay.h): difference dots of any difference, ratio dots
 * of any ratio, X and V, each on pairs that show it and carry no marker
 * yet; and the negative constraint, which comes with every marker of
 * its family the grid shows (gen/markers.c: kropki dots, X and V, or
 * both), since a pair left unmarked must lack the property. */
#include "lay.h"

#include <stdlib.h>

#include "../core/kinds/meaning.h"
#include "../gen/generate.h"

#define MARKERS (SS_KIND_BIT (SS_KIND_DIFFERENCE) | SS_KIND_BIT (SS_KIND_RATIO) \
                 | SS_KIND_BIT (SS_KIND_XV))

/* The value of kind that the pair with digits x, y shows; 0 none. */
static int
shown (int kind, int x, int y)
{
  int lo = x < y ? x : y, hi = x < y ? y : x;
  if (kind == SS_KIND_DIFFERENCE)
    return hi - lo;
  if (kind == SS_KIND_RATIO)
    return hi % lo == 0 && hi / lo >= 2 ? hi / lo : 0;
  return lo + hi == 5 || lo + hi == 10 ? lo + hi : 0;
}

/* Up to 1 to 4 markers of kind on random unmarked pairs that show it. */
static int
markers (ss_fz_lay *L, int kind)
{
  int n = L->n, want = 1 + ss_fz_pick (L, 4), added = 0;
  for (int t = 0; t < 4 * n * n && added < want; t++)
    {
      int a = ss_fz_pick (L, n * n), right = ss_fz_pick (L, 2);
      int b = right ? a + 1 : a + n;
      if (right ? a % n == n - 1 : b >= n * n)
        continue;
      int cells[2] = { a, b }, val = shown (kind, L->g->cell[a],
                                            L->g->cell[b]);
      if (!val || ss_pair_marked (L->m, a, b, MARKERS))
        continue;
      ss_con c;
      ss_fz_con (&c, kind);
      c.cell = cells, c.ncells = 2, c.val = &val, c.nvals = 1;
      int got = ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

int
ss_fz_lay_difference (ss_fz_lay *L)
{
  return markers (L, SS_KIND_DIFFERENCE);
}

int
ss_fz_lay_ratio (ss_fz_lay *L)
{
  return markers (L, SS_KIND_RATIO);
}

int
ss_fz_lay_xv (ss_fz_lay *L)
{
  return markers (L, SS_KIND_XV);
}

/* gen/'s markers on the grid with the rules so far: a finished model,
 * whose constraints become L's (unfinished) again. */
int
ss_fz_lay_negative (ss_fz_lay *L)
{
  static const unsigned families[3] = {
    SS_VAR_BIT (SS_VAR_KROPKI), SS_VAR_BIT (SS_VAR_XV),
    SS_VAR_BIT (SS_VAR_KROPKI) | SS_VAR_BIT (SS_VAR_XV)
  };
  ss_grid view = *L->g, marked;
  ss_error err;
  int before = L->m->ncons;
  view.model = L->m;
  if (ss_gen_markers (&view, &view, families[ss_fz_pick (L, 3)],
                      ss_rng_next (&L->rng), &marked, &err) < 0)
    return -1;
  ss_model *m = ss_gen_copy_rules (&marked, &err);
  ss_grid_free (&marked);
  if (!m)
    return -1;
  ss_model_unref (L->m);
  L->m = m;
  return m->ncons - before;
}
