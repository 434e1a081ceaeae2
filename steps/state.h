/* state.h -- the candidate table the step engine works on (private to
 * steps/).
 *
 * Model: per open cell the set of digits still possible; per unit (row,
 * column, box, and for a variant puzzle every house of its model: the
 * regions take the boxes' place, and the extra houses -- diagonals,
 * disjoint groups, extra regions -- follow as units of kind
 * SS_UNIT_HOUSE) and digit the number of open cells that can still take it;
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
#include "../core/model.h"

typedef struct st_queue {
  int *item;
  int head, tail, cap;
} st_queue;

/* A variant puzzle's pair consequences (links.c): when cell x takes d,
 * the digits bad[d-1] cannot go in cell y, by constraint con alone. */
typedef struct st_link {
  int x, y, con;
  ss_bits *bad;       /* n sets */
} st_link;

typedef struct st_state {
  const ss_grid *shape;
  const ss_model *model; /* 0 for a classic grid */
  int n, cells;
  int units;          /* houses: 3N for a classic grid */
  int first;          /* the first extra house: 2N + the regions (3N, or
                         less when some cells are in no region) */
  int stride;         /* house slots per cell: 3 for a classic grid */
  uint8_t *value;     /* placed digits, 0 = open */
  ss_bits *cand;      /* candidates of open cells; empty once placed */
  int *count;         /* candidates per cell */
  int *places;        /* [h*n + d-1]: open cells able (h = kind*n + unit) */
  ss_bits *placed;    /* [h]: digits placed in the unit */
  int *why;           /* [cell*n + d-1]: striking fact, -1 = possible */
  int *why_con;       /* variant: [cell*n + d-1] the constraint whose link
                         struck it with the placement why names, else -1 */
  int striking_con;   /* the constraint ss_st_strike records, or -1 */
  int *placed_by;     /* [cell]: the fact that placed it */
  int *unit_cell;     /* [h*n + k]: the k-th cell */
  int *cell_unit;     /* [cell*stride + kind]: the cell's unit of kind
                         row, column, box (-1: the cell is in no region) */
  int *cell_house;    /* [cell*stride + i]: its houses h, then -1 */
  st_link *link;      /* variant: pair consequences, grouped by con */
  int nlinks;
  int *link_at;       /* [cell]..[cell+1]: indices into link_of */
  int *link_of;       /* links whose x is the cell */
  long *con_size;     /* [con]: its cells' candidates when a step last
                         found nothing in it, or -1 */
  st_queue naked;     /* cells whose count reached 1 */
  st_queue hidden;    /* (kind*n + unit)*n + d-1 codes whose count hit 1 */
  st_queue bad;       /* contradictions: cell, or -(code + 1) */
  int trailing;       /* 1 while a trial records its changes */
  st_queue trail;     /* struck: cell*n + d-1; placed: -(cell + 1) */
  int open;           /* open cells */
  int oom;            /* a queue could not grow */
  ss_path *path;
  const ss_solver *solver; /* complete: verdicts and search steps */
  double deadline;         /* opts.timeout as an instant; 0 = none */
  int *scratch;       /* room for reasons: a fact per cell (classic) or
                         per candidate (variant), and 8N more */
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

/* The house of unit (kind, unit): kind*n + unit, an extra house after
 * the regions (first + unit). */
static inline int
st_house (const st_state *s, int kind, int unit)
{
  return kind == SS_UNIT_HOUSE ? s->first + unit : kind * s->n + unit;
}

/* House h as a unit kind and number (the inverse of st_house). */
static inline void
st_unit_of (const st_state *s, int h, int *kind, int *unit)
{
  int n = s->n;
  *kind = h < 2 * n ? h / n : h < s->first ? SS_UNIT_BOX : SS_UNIT_HOUSE;
  *unit = h < 2 * n ? h % n : h < s->first ? h - 2 * n : h - s->first;
}

/* The units of a kind there are: N, or the regions for boxes. */
static inline int
st_units_of (const st_state *s, int kind)
{
  return kind == SS_UNIT_BOX ? s->first - 2 * s->n : s->n;
}

static inline int
st_ucell (const st_state *s, int kind, int unit, int k)
{
  return s->unit_cell[st_house (s, kind, unit) * s->n + k];
}

/* The digits cell may still take: its value once placed. */
static inline ss_bits
st_dom (const st_state *s, int cell)
{
  return s->value[cell] ? ss_bits_one (s->value[cell]) : s->cand[cell];
}

static inline int
st_places (const st_state *s, int kind, int unit, int d)
{
  return s->places[st_house (s, kind, unit) * s->n + d - 1];
}

static inline int
st_unit_has (const st_state *s, int kind, int unit, int d)
{
  return ss_bits_has (s->placed[st_house (s, kind, unit)], d);
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
  f.con = -1;
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

/* ---- variant puzzles (links.c, houses.c, cage.c, rule45.c,
 *      constraint.c) ---- */

/* Builds the pair consequences of s->model's constraints (state.h's
 * st_link): 0, or -1 when out of memory. */
int ss_st_links_init (st_state *);
void ss_st_links_free (st_state *);
/* What placing d in cell strikes through the links, on behalf of fact. */
void ss_st_links_place (st_state *, int cell, int d, int fact);
/* The reason a cell's domain is what it is: the fact that placed it, or
 * those that struck its missing digits; appended at out[k], new k. */
int ss_st_why_dom (const st_state *, int cell, int *out, int k);
/* 1 when cells a and b share a house. */
int ss_st_peers (const st_state *, int a, int b);
/* 1 when constraint con's cells have the candidates they had when a
 * step last found nothing in it (candidates only shrink along a path, so
 * the same number means the same sets); else remembers them as the
 * current ones and returns 0. */
int ss_st_unchanged (st_state *, int con);

/* Each finds the first instance that strikes something (or shows a
 * contradiction), records it as one fact and applies it: 1; 0 when
 * there is none (always for a classic grid); -1 OOM. */
int ss_st_locked_houses (st_state *);
int ss_st_cage (st_state *);
int ss_st_rule45 (st_state *);
int ss_st_constraint (st_state *);
/* On a full grid: a constraint the digits break becomes a contradiction
 * fact (1); 0 when none does; -1 OOM. */
int ss_st_broken (st_state *);
/* A CONTRADICTION fact for constraint con, resting on r[0..nr). */
int ss_st_con_contradiction (st_state *, int con, const int *r, int nr);

/* ---- trials and search (trial.c, search.c) ---- */

int ss_st_trial (st_state *, double deadline);
/* The step when nothing else applies; 1 done (the path goes on), 0 the
 * path ends here, -1 OOM. */
int ss_st_search (st_state *, const ss_grid *solution, int minimize,
               double deadline);

#endif
