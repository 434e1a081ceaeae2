/* engine.h -- what the cp engine's own parts share beyond prop.h:
 * building and freeing the state, undoing, propagating to a fixpoint. */
#ifndef SS_CP_ENGINE_H
#define SS_CP_ENGINE_H

#include "prop.h"

/* Builds s for puzzle (candidates: the givens, else every digit); the
 * counters go to stats.  0, or -1 when out of memory (free it anyway). */
int ss_cp_init (ss_cp *, const ss_grid *puzzle, ss_stats *stats);
void ss_cp_free (ss_cp *);

/* ss_cp_keep, counting a cell left with one digit as a propagation when
 * forced (not when the search chose it). */
int ss_cp_set (ss_cp *, int cell, ss_bits keep, int forced);
/* Restores the candidates recorded on the trail after mark. */
void ss_cp_undo (ss_cp *, long mark);

/* The puzzle's model plus the cages its killer cages imply with its
 * houses (innies.c), for the engine's own use; 0 when they imply none
 * (or out of memory: the engine then runs on the puzzle's own). */
ss_model *ss_cp_innies (const ss_cp *);

/* Constraint i of the engine: the model's, then its own. */
static inline int
ss_cp_ncons (const ss_cp *s)
{
  return (s->m ? s->m->ncons : 0) + s->nxcon;
}

static inline const ss_con *
ss_cp_con (const ss_cp *s, int i)
{
  return i < s->m->ncons ? &s->m->con[i] : &s->xcon[i - s->m->ncons];
}

/* Combined sums (combined.c): derives them into s->xcon (0, or -1 when
 * out of memory); frees every derived constraint. */
int ss_cp_combine (ss_cp *);
void ss_cp_combine_free (ss_cp *);

/* Innie-outie differences (innie_outie.c): appends them to s->xcon
 * (kind KILLER, split = the innies' count); 0, or -1. */
int ss_cp_innie_outie (ss_cp *);

/* Locked candidates (locked.c): finds where the houses meet (0, or -1
 * when out of memory); frees that; checks every meeting of house h (0,
 * or -1 when a house cannot hold a digit). */
int ss_cp_meets_init (ss_cp *);
void ss_cp_meets_free (ss_cp *);
int ss_cp_meets_of (ss_cp *, int h);

/* A killer cage with a total; do m's such cages share no cell (seen:
 * nn bytes of scratch; 0 when m is 0)? (innies.c) */
int ss_cp_sum_cage (const ss_con *);
int ss_cp_cages_disjoint (const ss_model *m, int nn, uint8_t *seen);

/* The first cell with the fewest candidates above one, or -1. */
int ss_cp_fewest (const ss_cp *);

/* Wakes every cell, house and constraint (the first propagation). */
void ss_cp_wake_all (ss_cp *);
/* Runs the queues dry: 0 at a fixpoint, -1 when a rule cannot hold (the
 * queues are emptied either way). */
int ss_cp_propagate (ss_cp *);

#endif
