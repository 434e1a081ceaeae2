/* lay_leap.c -- the leap rules (core/leaps.h): chess leaps, taxicab
 * distance, knightmare, diagonal nonconsecutive, self-taxicab (see
 * lay.h).  Like the other global kinds, each adds its constraint with
 * parameters picked from the seed and asks for a grid of the new rules;
 * when none is found the instance keeps its old grid and rules. */
#include "lay.h"

/* Past 9x9 a self-taxicab grid is slow to fill (its rule reaches every
 * cell of the grid), so it stays on sides up to 9. */
#define SELF_TAXICAB_MAX_N 9

static int
global (ss_fz_lay *L, int kind, int *val, int nvals)
{
  ss_con c;
  if (kind == SS_KIND_SELFTAXICAB && L->m->n > SELF_TAXICAB_MAX_N)
    return 0;
  ss_fz_con (&c, kind);
  c.val = val, c.nvals = nvals;
  L->refill = 1;
  return ss_model_add (L->m, &c) < 0 ? -1 : 1;
}

/* A leap of 1 to 3 and 0 to 3, with one listed digit half the time. */
int
ss_fz_lay_chess (ss_fz_lay *L)
{
  int val[3] = { 1 + ss_fz_pick (L, 3), ss_fz_pick (L, 4), 0 };
  int digit = ss_fz_pick (L, 2);
  val[2] = 1 + ss_fz_pick (L, L->m->n);
  return global (L, SS_KIND_CHESS, val, 2 + digit);
}

int
ss_fz_lay_taxicab (ss_fz_lay *L)
{
  int d = 2 + ss_fz_pick (L, 3);
  return global (L, SS_KIND_TAXICAB, &d, 1);
}

/* The default totals, or one total of the seed's. */
int
ss_fz_lay_knightmare (ss_fz_lay *L)
{
  int total = 3 + ss_fz_pick (L, 2 * L->m->n - 3);
  return global (L, SS_KIND_KNIGHTMARE, &total, ss_fz_pick (L, 2));
}

int
ss_fz_lay_diagnonconsecutive (ss_fz_lay *L)
{
  return global (L, SS_KIND_DIAGNONCONSECUTIVE, 0, 0);
}

int
ss_fz_lay_selftaxicab (ss_fz_lay *L)
{
  return global (L, SS_KIND_SELFTAXICAB, 0, 0);
}
