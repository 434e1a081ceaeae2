/* lay_global.c -- the global kinds a random grid rarely satisfies:
 * diagonals, disjoint groups (all, or one), anti-knight, anti-king,
 * nonconsecutive, global entropy, global mod 3, Dutch flatmates (see
 * lay.h).  Each adds its constraint and asks for a grid of the new
 * rules (variant.c fills one with gen/fill.c), since reading them off a
 * random grid would almost never find them. */
#include "lay.h"

static int
global (ss_fz_lay *L, int kind, int val, int nvals)
{
  ss_con c;
  ss_fz_con (&c, kind);
  c.val = &val, c.nvals = nvals;
  L->refill = 1;
  return ss_model_add (L->m, &c) < 0 ? -1 : 1;
}

/* One diagonal or both. */
int
ss_fz_lay_diagonal (ss_fz_lay *L)
{
  int which = ss_fz_pick (L, 3);
  if (which != 1 && global (L, SS_KIND_DIAGONAL, -1, 1) < 0)
    return -1;
  if (which != 0 && global (L, SS_KIND_DIAGONAL, 1, 1) < 0)
    return -1;
  return 1 + (which == 2);
}

int
ss_fz_lay_disjoint (ss_fz_lay *L)
{
  return L->m->irregular ? 0 : global (L, SS_KIND_DISJOINT, 0, 0);
}

int
ss_fz_lay_antiknight (ss_fz_lay *L)
{
  return global (L, SS_KIND_ANTIKNIGHT, 0, 0);
}

int
ss_fz_lay_antiking (ss_fz_lay *L)
{
  return global (L, SS_KIND_ANTIKING, 0, 0);
}

int
ss_fz_lay_nonconsecutive (ss_fz_lay *L)
{
  return global (L, SS_KIND_NONCONSECUTIVE, 0, 0);
}

/* One disjoint group, its position from the seed. */
int
ss_fz_lay_disjointgroup (ss_fz_lay *L)
{
  if (L->m->irregular)
    return 0;
  return global (L, SS_KIND_DISJOINTGROUP, 1 + ss_fz_pick (L, L->m->n), 1);
}

/* The 2x2-square rules and Dutch flatmates give gen/fill.c no pair
 * refusals to steer by, only their checks: past these sides a fill spent
 * seconds (a 9x9 of global entropy 34 s) and mostly found nothing, so
 * they are laid on small sides only (a side below 3 has no three tiers,
 * residues or middle digit of its own). */
#define SQUARES_MAX_N 6
#define FLATMATES_MAX_N 9

/* Global entropy: no parameter. */
int
ss_fz_lay_globalentropy (ss_fz_lay *L)
{
  int n = L->m->n;
  return n < 3 || n > SQUARES_MAX_N ? 0
         : global (L, SS_KIND_GLOBALENTROPY, 0, 0);
}

/* Global mod 3: no parameter. */
int
ss_fz_lay_globalmod (ss_fz_lay *L)
{
  int n = L->m->n;
  return n < 3 || n > SQUARES_MAX_N ? 0 : global (L, SS_KIND_GLOBALMOD, 0, 0);
}

/* Dutch flatmates: no parameter. */
int
ss_fz_lay_dutchflatmates (ss_fz_lay *L)
{
  int n = L->m->n;
  return n < 3 || n > FLATMATES_MAX_N ? 0
         : global (L, SS_KIND_DUTCHFLATMATES, 0, 0);
}
