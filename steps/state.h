/* state.h -- the candidate table the step engine works on (private to
 * steps/).
 *
 * Model: per open cell the set of digits still possible; per unit (row,
 * column, box) and digit the number of open cells that can still take it;
 * per candidate the fact that struck it (why), -1 while it stands.  The
 * counts are kept up to date by ss_st_strike, so a naked single (a cell
 * count reaching 1), a hidden single (a unit count reaching 1) or a
 * contradiction (a count reaching 0) is noticed the moment it happens and
 * queued, and singles cost no scan.  A trail records every change while
 * a trial runs, so ss_st_undo puts the table back exactly.
 *
 * Facts live in the path (steps.h); a fact index is what why[] holds.
 */
#ifndef SS_STEPS_STATE_H
#define SS_STEPS_STATE_H

#include <string.h>

#include "steps.h"

typedef struct st_queue {
  int *item;
  int head, tail, cap;
} st_queue;

typedef struct st_state {
  const ss_grid *shape;
  int n, cells;
  uint8_t *value;     /* placed digits, 0 = open */
  ss_bits *cand;      /* candidates of open cells; empty once placed */
  int *count;         /* candidates per cell */
  int *places;        /* [(kind*n + unit)*n + d-1]: open cells able */
  ss_bits *placed;    /* [kind*n + unit]: digits placed in the unit */
  int *why;           /* [cell*n + d-1]: striking fact, -1 = possible */
  int *unit_cell;     /* [(kind*n + unit)*n + k]: the k-th cell */
  int *cell_unit;     /* [cell*3 + kind] */
  st_queue naked;     /* cells whose count reached 1 */
  st_queue hidden;    /* (kind*n + unit)*n + d-1 codes whose count hit 1 */
  st_queue bad;       /* contradictions: cell, or -(code + 1) */
  int trailing;       /* 1 while a trial records its changes */
  st_queue trail;     /* struck: cell*n + d-1; placed: -(cell + 1) */
  int open;           /* open cells */
  int oom;            /* a queue could not grow */
  ss_path *path;
  int *scratch;       /* room for reasons, n*n*3 */
} st_state;

int ss_st_init (st_state *, const ss_grid *shape, ss_path *path);
void ss_st_free (st_state *);

/* Strikes digit d from cell on behalf of fact; no-op when already gone. */
void ss_st_strike (st_state *, int cell, int d, int fact);
/* Places d in cell on behalf of fact: strikes the cell's other digits and
 * d from every peer. */
void ss_st_place (st_state *, int cell, int d, int fact);
/* Undoes every change since the trail was at mark. */
void ss_st_undo (st_state *, int mark);
void ss_st_queues_clear (st_state *);
/* Queues every single and contradiction there is now, not only those a
 * count reached (a count can start at 1: the 1x1 grid). */
void ss_st_queues_seed (st_state *);

static inline int
st_has (const st_state *s, int cell, int d)
{
  return !s->value[cell] && ss_bits_has (s->cand[cell], d);
}

static inline int
st_ucell (const st_state *s, int kind, int unit, int k)
{
  return s->unit_cell[(kind * s->n + unit) * s->n + k];
}

static inline int
st_places (const st_state *s, int kind, int unit, int d)
{
  return s->places[(kind * s->n + unit) * s->n + d - 1];
}

static inline int
st_unit_has (const st_state *s, int kind, int unit, int d)
{
  return ss_bits_has (s->placed[kind * s->n + unit], d);
}

static inline int
st_why (const st_state *s, int cell, int d)
{
  return s->why[cell * s->n + d - 1];
}

/* ---- facts (fact.c) ---- */

/* A step with nothing filled in: no cell, unit or cover, no arrays. */
static inline ss_step
st_proto (ss_technique tech, ss_step_kind kind)
{
  ss_step f;
  memset (&f, 0, sizeof f);
  f.tech = tech, f.kind = kind;
  f.cell = f.unit = f.cover = -1;
  f.unit_kind = f.cover_kind = -1;
  return f;
}

/* Appends a fact and returns its index, or -1 when out of memory.  The
 * fact takes over proto's arrays (also on failure, when they are freed);
 * the reason is copied, sorted and made distinct. */
int ss_st_fact (st_state *, const ss_step *proto, const int *reason, int nr);
/* Frees facts from index `from` on. */
void ss_st_truncate (st_state *, int from);
/* A reason: the facts that struck digit d from each listed cell (cells
 * holding d are skipped: they are the pattern). */
int ss_st_why_cells (const st_state *, const int *cells, int ncells, int d,
                  int *out, int k);

/* ---- singles and contradictions (singles.c) ---- */

enum { ST_QUIET, ST_CONTRADICTION, ST_OOM };
/* Places queued singles, naked before hidden, each as a fact, until none
 * is left or a contradiction shows; then *bad_fact is its fact (a
 * CONTRADICTION step).  limit > 0 stops after that many placements. */
int ss_st_singles (st_state *, int limit, int *bad_fact);

/* ---- techniques (locked.c, subsets.c, fish.c) ---- */

/* Tries a pick of k items (their union uni): 1 applied, 0 not, -1 OOM. */
typedef int st_combo_fn (st_state *, void *ctx, const int *pick, ss_bits uni);
/* Every k of mask[0..m) (k <= 8) whose union has exactly k members. */
int ss_st_combo (st_state *, const ss_bits *mask, int m, int k, st_combo_fn *,
              void *ctx);

/* Each finds the first instance that strikes something, records it as
 * one ELIMINATE fact and applies it: 1; 0 when there is none; -1 OOM. */
int ss_st_pointing (st_state *);
int ss_st_claiming (st_state *);
int ss_st_naked_subset (st_state *, int k);
int ss_st_hidden_subset (st_state *, int k);
int ss_st_fish (st_state *, int k);

/* Records an ELIMINATE fact from proto (elim filled) and strikes its
 * candidates: 1, or -1 when out of memory. */
int ss_st_eliminate (st_state *, ss_step *proto, const int *reason, int nr);

/* ---- trials and search (trial.c, search.c) ---- */

int ss_st_trial (st_state *, double deadline);
/* The step when nothing else applies; 1 done (the path goes on), 0 the
 * path ends here, -1 OOM. */
int ss_st_search (st_state *, const ss_grid *solution, int minimize,
               double deadline);

#endif
