/* prop.h -- the cp engine's state as its propagators see it.
 *
 * Model: every cell keeps its candidates, a set of digits (bits.h: two
 * words cover N <= 100).  Propagators only ever shrink a cell's set,
 * through ss_cp_keep, which records the old set on the trail (so the
 * search undoes a branch by popping it) and wakes whoever watches the
 * cell: its houses (naked and hidden singles), the constraints over it,
 * and the global kinds, which are told which cell changed.
 *
 * A kind's file solvers/cp/NAME.c defines one descriptor,
 *
 *   const ss_cp_kind ss_cp_NAME = { prop, wake, watch, init };
 *
 *   prop   the kind's own reasoning over the candidates: it removes what
 *          the rule rules out and returns -1 when the rule cannot hold
 *          any more.  cell is -1 for a pass over the whole constraint,
 *          or (for SS_CP_EACH kinds) the cell whose candidates changed.
 *          It must be sound (never remove a digit some solution uses)
 *          and exact on a full assignment (fail when the rule is broken
 *          there); how much it removes before that is the kind's art.
 *   wake   SS_CP_CELLS: run (queued, once) when a cell it watches
 *          changes; SS_CP_EACH: called at once for every changed cell
 *          (global kinds: anti-knight, nonconsecutive ...); SS_CP_HOUSE:
 *          the kind is only houses, which the engine handles itself.
 *   watch  the cells whose change wakes it, when not just its own cells
 *          (a minimum cell watches its neighbours); their number.
 *   init   optional: per-constraint data computed once (the negative
 *          constraint's table of forbidden partners), freed with free().
 *
 * The table of descriptors is built from SS_KINDS (kinds.c), so a kind
 * without a file does not link.
 */
#ifndef SS_CP_PROP_H
#define SS_CP_PROP_H

#include <stdint.h>

#include "../../core/model.h"
#include "../bits.h"
#include "../stats.h"

typedef struct ss_cp ss_cp;

#define SS_CP_SLOTS 8

typedef int ss_cp_prop_fn (ss_cp *, const ss_con *, int cell);
typedef int ss_cp_watch_fn (const ss_model *, const ss_con *, int *cells);
typedef void *ss_cp_init_fn (const ss_cp *, const ss_con *);

enum { SS_CP_CELLS, SS_CP_EACH, SS_CP_HOUSE };

typedef struct ss_cp_kind {
  ss_cp_prop_fn *prop;
  int wake;
  ss_cp_watch_fn *watch;
  ss_cp_init_fn *init;
} ss_cp_kind;

#define SS_CP_DECL(id, name, flags, lo, hi, plo, phi, help)                \
  extern const ss_cp_kind ss_cp_##name;
SS_KINDS (SS_CP_DECL)
#undef SS_CP_DECL

/* The descriptor of kind k (1..SS_KIND_COUNT-1). */
const ss_cp_kind *ss_cp_kind_of (int k);

/* Marks on the pair of orthogonal neighbours, per cell and direction
 * (0 up, 1 left, 2 right, 3 down). */
#define SS_CP_MARK_KROPKI 1u /* a difference or ratio marker */
#define SS_CP_MARK_XV 2u

typedef struct ss_cp_trail {
  int cell;
  ss_bits old;
} ss_cp_trail;

struct ss_cp {
  const ss_grid *puzzle;
  const ss_model *m; /* 0 for a classic puzzle */
  ss_model *own;     /* m, when the engine derived it (innies.c), or 0 */
  int n, nn;
  ss_bits full;      /* {1..N} */
  ss_bits *dom;      /* candidates per cell */
  /* houses: N cells each; per cell the houses it is in (CSR) */
  int nhouses;
  const int *house;
  int *house_alloc;  /* the classic houses, when we made them */
  /* where two houses share two or more cells (locked.c); per house its
   * meetings (CSR) */
  int nmeet;
  struct ss_cp_meet *meet;
  int *meet_cell, *hm_start, *hm;
  int *ch_start, *ch;
  uint64_t *peer;    /* nn x nn bits: do two cells share a house (or 0) */
  /* constraints: per cell the SS_CP_CELLS ones it wakes (CSR), and the
   * SS_CP_EACH ones, told of every change */
  int *cw_start, *cw;
  int *each, neach;
  void **aux;        /* per constraint: its init's data, or 0 */
  /* the engine's own constraints after the model's (combined.c): sums
   * the puzzle implies; constraint i >= m->ncons is xcon[i - m->ncons] */
  ss_con *xcon;
  ss_cp_prop_fn **xprop; /* and each one's propagator */
  int nxcon;
  int *xmem;         /* their cells and totals: combined sums */
  int *xmem2;        /* and innie-outie differences (innie_outie.c) */
  uint8_t *mark;     /* nn * 4 pair marks, or 0 */
  /* queues (each entry at most once: the in-flags) */
  int *cellq, cq_head, cq_len;
  int *houseq, hq_len;
  int *meetq, mq_len;  /* houses whose meetings are to be checked */
  int *conq, kq_len;
  int *slowq, sq_len;  /* the engine's own constraints: after the others */
  uint8_t *in_cellq, *in_houseq, *in_conq, *in_meetq;
  /* undo */
  ss_cp_trail *trail;
  long ntrail, trail_cap;
  int failed;        /* ran out of memory while trailing */
  ss_stats *stats;
  /* scratch for propagators (ss_cp_scratch) */
  void *scratch[SS_CP_SLOTS];
  size_t scratch_size[SS_CP_SLOTS];
};

/* ---- what propagators call -------------------------------------------- */

/* Keeps only the digits of keep in cell: 0, or -1 when none would be
 * left (then nothing changes). */
int ss_cp_keep (ss_cp *, int cell, ss_bits keep);
int ss_cp_remove (ss_cp *, int cell, int d);
int ss_cp_fix (ss_cp *, int cell, int d);
/* A rule on the two cells of c: each keeps the digits partners() allows
 * next to the other's candidates (val[0] its parameter); 0 or -1. */
typedef ss_bits ss_cp_partners (const ss_cp *, ss_bits from, int param);
int ss_cp_keep_pair (ss_cp *, const ss_con *c, ss_cp_partners *partners);
/* Keeps lo..hi (clipped to 1..N). */
int ss_cp_keep_range (ss_cp *, int cell, int lo, int hi);
/* Keeps in `to` the digits at least gap from some digit of `from`
 * (German whispers' neighbours, lockout lines' ends). */
int ss_cp_keep_apart (ss_cp *, int from, int to, int gap);

/* Buffer `slot` of at least size bytes, valid until the next call for
 * the same slot; 0 when out of memory.  Slots 0 to 2, 6 and 7 are the
 * sums' and groups' (sums.c, sum_groups.c, groups.c); a kind's file
 * uses 3 to 5 (equal_sums.c 3 and 4). */
void *ss_cp_scratch (ss_cp *, int slot, size_t size);

/* Orthogonal neighbours of cell in direction order (0 up, 1 left, 2
 * right, 3 down): out[dir] = the cell or -1. */
void ss_cp_neighbours (int n, int cell, int out[4]);

/* ---- digit sets ------------------------------------------------------- */

/* The digits lo..hi (empty when lo > hi). */
static inline ss_bits
ss_cp_range (int lo, int hi)
{
  if (lo < 1)
    lo = 1;
  if (hi < lo)
    return ss_bits_none ();
  return ss_bits_minus (ss_bits_full (hi), ss_bits_full (lo - 1));
}

static inline int
ss_cp_max (ss_bits b)
{
  return b.w[1] ? 128 - __builtin_clzll (b.w[1])
         : b.w[0] ? 64 - __builtin_clzll (b.w[0]) : 0;
}

static inline int
ss_cp_min (ss_bits b)
{
  return ss_bits_empty (b) ? 0 : ss_bits_lowest (b);
}

/* The set {d + k : d in b}, cut to 1..n (k may be negative). */
ss_bits ss_cp_shift (ss_bits b, int k, int n);

/* ---- shared reasoning (groups.c, sums.c) ------------------------------ */

/* Can the cells take distinct digits of `digits`, one each?  (A
 * matching, found by augmenting paths.)  1 yes, 0 no. */
int ss_cp_fits (ss_cp *, const int *cells, int k, ss_bits digits);
/* The same over k candidate sets of digits 1..n. */
int ss_cp_fits_sets (const ss_bits *sets, int k, ss_bits digits, int n);
/* Each digit of must goes into one of the cells: none left is a
 * contradiction, one left is where it goes. */
int ss_cp_place (ss_cp *, const int *cells, int k, ss_bits must);
/* Removes the placed digit of cell from the cells at the k offsets
 * (dr[i], dc[i]) inside the grid (anti-knight, anti-king). */
int ss_cp_away (ss_cp *, int cell, const int *dr, const int *dc, int k);

/* No digit twice among cells: a placed digit leaves the others, and the
 * group fails when its cells' candidates together have fewer digits than
 * it has cells. */
int ss_cp_distinct (ss_cp *, const int *cells, int k);

/* k digits, one from each set doms[i] (repeats allowed), sum to a total
 * in targets[0..tmax] (1 = allowed): keep[i] gets the digits of doms[i]
 * some such sum uses, reached[t] (when reached is not 0) whether the
 * sets can make total t.  0; -1 when no total can be made; 1 when the
 * table would be too large (nothing done: fall back on bounds). */
int ss_cp_sum_support (ss_cp *, const ss_bits *doms, int k,
                       const uint8_t *targets, int tmax, ss_bits *keep,
                       uint8_t *reached);
/* The same over groups of cells that see each other (sum_groups.c):
 * exact for the sum with each group's digits distinct.  0, -1, or 1
 * when no group has two cells or the table would be too large. */
int ss_cp_sum_grouped (ss_cp *, const int *cells, int k,
                       const uint8_t *targets, int tmax, uint8_t *reached);
/* The same over cells' candidates, keeping only the digits used: by
 * groups where there are any, else cell by cell. */
int ss_cp_sum (ss_cp *, const int *cells, int k, const uint8_t *targets,
               int tmax, uint8_t *reached);
/* Do cells a and b share a house? */
int ss_cp_peers (const ss_cp *, int a, int b);
/* Bounds by groups of cells that see each other (sum_bounds.c, scratch
 * slot 6): each group adds at least its size's smallest digits of its
 * cells' union and at most the largest; digits that put the sum outside
 * [tlo, thi] go.  0, or -1 on a contradiction. */
int ss_cp_sum_group_bounds (ss_cp *, const int *cells, int k, long tlo,
                            long thi);
/* The same over groups given: cell i in group gid[i] (0..ng). */
int ss_cp_sum_bounds_in (ss_cp *, const int *cells, int k, const int *gid,
                         int ng, long tlo, long thi);
/* The same for one total. */
int ss_cp_sum_to (ss_cp *, const int *cells, int k, int total);
/* Bounds only: each cell lies within total minus the others' largest
 * and smallest sums. */
int ss_cp_sum_bounds (ss_cp *, const int *cells, int k, int total);

/* Groups of cells, group j being cells[start[j]..start[j+1]), all add up
 * to one total (equal_sums.c; scratch slots 3 and 4): the totals every
 * group can make are intersected, and each group keeps the digits that
 * make one of them.  0, or -1 when no total is left. */
int ss_cp_equal_sums (ss_cp *, const int *cells, const int *start, int k);

/* Any three cells in a row on c's line hold one digit of each of three
 * classes, class_of (n, d) in 0..2 (classes.c: entropic tiers, modular
 * residues).  0, or -1 when no way is left. */
int ss_cp_classes (ss_cp *, const ss_con *c, int (*class_of) (int, int));

/* Every 2x2 square of the grid holds a digit of each of three classes
 * (windows.c: global entropy, global mod): the squares that hold cell,
 * or every square when cell is -1, keep the classes that some covering
 * of theirs uses.  0, or -1 when a square cannot cover the three. */
int ss_cp_windows (ss_cp *, int cell, int (*class_of) (int, int));

#endif
