/* lay.h -- one kind's constraints read off a full grid, for fuzz's
 * variant rules (variant.c).
 *
 * Model: each row of SS_KINDS has a function ss_fz_lay_NAME that adds
 * constraints of its kind to a model under construction so that the
 * full grid satisfies them: totals, counts, parities and clues are read
 * off the grid, lines are walked through cells whose digits fit.  Every
 * candidate passes the kind's own validate and check (core/kinds/, the
 * meaning every verdict rests on) before it is added
 * (ss_fz_lay_add), so a proposal can be rough and the rule stays
 * right.  The global kinds that a random grid rarely satisfies
 * (diagonal, disjoint, anti-knight, anti-king, nonconsecutive) only add
 * their constraint and ask for a new grid (refill): variant.c then fills
 * one with the rules (gen/fill.c).  Like every layer's table, the
 * dispatch is built from SS_KINDS, so a new kind without a function
 * does not link.
 */
#ifndef SS_FZ_LAY_H
#define SS_FZ_LAY_H

#include "../core/grid.h"
#include "../core/model.h"
#include "../gen/rng.h"

typedef struct ss_fz_lay {
  const ss_grid *g;    /* the full grid (its model: the rules so far) */
  ss_model *m;         /* the rules so far and what is laid, unfinished */
  int n;
  ss_rng rng;
  int refill;          /* set by a global kind: fill a new grid */
} ss_fz_lay;

/* Adds constraints of the kind to L->m: how many (0: none fits this
 * grid), or -1 when out of memory. */
typedef int ss_fz_lay_fn (ss_fz_lay *L);

#define SS_FZ_LAY_DECL(id, name, flags, lo, hi, plo, phi, help)            \
  ss_fz_lay_fn ss_fz_lay_##name;
SS_KINDS (SS_FZ_LAY_DECL)
#undef SS_FZ_LAY_DECL

/* The kind's function. */
ss_fz_lay_fn *ss_fz_lay_of (int kind);

/* ---- shared by the kinds' functions (lay.c) ---------------------------- */

/* 1 when c's kind's validate accepts it and the grid does not break
 * it. */
int ss_fz_lay_fits (const ss_fz_lay *L, const ss_con *c);
/* c added to L->m when its kind's validate accepts it and the grid
 * does not break it: 1; 0 refused; -1 out of memory. */
int ss_fz_lay_add (ss_fz_lay *L, const ss_con *c);
/* A constraint of kind with no cells, values or clue yet. */
void ss_fz_con (ss_con *c, int kind);
int ss_fz_pick (ss_fz_lay *L, int n);
/* How many constraints a kind aims for: 1 to 3. */
int ss_fz_lay_count (ss_fz_lay *L);
/* Sorts cells into reading order. */
void ss_fz_sort (int *cells, int count);

/* A king-move neighbour of the path's last cell may join it. */
typedef int ss_fz_step_fn (const ss_fz_lay *L, const int *path, int len,
                           int next, const void *ctx);
/* A random self-avoiding king walk from start, each step to a
 * neighbour ok() accepts (all of them when ok is 0), up to max cells,
 * into path: its length. */
int ss_fz_walk (ss_fz_lay *L, int start, int max, ss_fz_step_fn *ok,
                const void *ctx, int *path);
/* The longest prefix of path, of at least lo cells, that c (its kind,
 * values and split set) accepts with those cells: 1 added, 0 none, -1
 * out of memory. */
int ss_fz_add_prefix (ss_fz_lay *L, ss_con *c, int *path, int len, int lo);
/* A walk from a random start, then its longest accepted prefix, tried
 * up to `tries` times until one is added: as ss_fz_add_prefix. */
int ss_fz_add_walk (ss_fz_lay *L, ss_con *c, int max, int lo,
                    ss_fz_step_fn *ok, const void *ctx, int tries);
/* The king-move (or, orthogonal = 1, orthogonal) neighbours of cell,
 * into out[8]: their number. */
int ss_fz_neighbours (int n, int cell, int orthogonal, int *out);

#endif
