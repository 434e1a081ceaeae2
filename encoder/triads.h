/* triads.h -- tdoku's triads for any R x C box: the variables and groups
 * of the augmented encoding.
 *
 * Model: a mini-row is where a row meets a box (C cells), a mini-column
 * where a column meets a box (R cells).  A row crosses R boxes, so it
 * has R mini-rows; a column crosses C boxes and has C mini-columns; a
 * box holds R mini-rows and C mini-columns.  For every mini-row and
 * digit d there is a triad variable h ("d sits in this mini-row"), and
 * for every mini-column and digit a v.  They are numbered after the N^3
 * cell-digit variables, h first:
 *
 *   h(r,j,d)  mini-row j (0..R-1) of row r     N^3 + (r*R + j)*N + d
 *   v(c,i,d)  mini-column i (0..C-1) of col c  N^3 + N^2*R + (c*C + i)*N + d
 *
 * (for a reduced map: only the free ones, in that order, after the free
 * candidates).  The augmented encoding states six kinds of groups, each
 * exactly-one over its members, split like the rules into an at-least-
 * one clause and an at-most-one constraint:
 *
 *   kind    group g                  members
 *   HDEF    (r*R + j)*N + d-1        x(r,c,d) for the C cells, and -h(r,j,d)
 *   VDEF    (c*C + i)*N + d-1        x(r,c,d) for the R cells, and -v(c,i,d)
 *   ROW     r*N + d-1                h(r,j,d), j = 0..R-1
 *   COL     c*N + d-1                v(c,i,d), i = 0..C-1
 *   BOXH    b*N + d-1                h(r,j,d) of the R mini-rows of box b
 *   BOXV    b*N + d-1                v(c,i,d) of the C mini-columns of box b
 *
 * "Exactly one of the cells and -h" says h is true exactly when one cell
 * of the mini-row holds d (and never two).  With the row, column and box
 * groups over triads this implies every row, column and box rule, so the
 * augmented encoding writes those through the triads only; and unit
 * propagation over triads does locked candidates (pointing and claiming).
 *
 * With a reduced map a triad is fixed true when its mini-row (column)
 * holds d as a given, fixed false when none of its candidates is free,
 * and free otherwise, so the groups simplify like the rules' groups.
 */
#ifndef SS_TRIADS_H
#define SS_TRIADS_H

#include "varmap.h"
#include "vars.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The group kinds, numbered after the four rules of vars.h so that one
 * "rule" number names any group kind of the encoder. */
enum {
  SS_TRIAD_HDEF = SS_RULE_COUNT,
  SS_TRIAD_VDEF,
  SS_TRIAD_ROW,
  SS_TRIAD_COL,
  SS_TRIAD_BOXH,
  SS_TRIAD_BOXV,
  SS_GROUP_KIND_COUNT
};

typedef struct ss_triads {
  int n, rows, cols; /* N, R, C */
  long base;         /* the last variable before the triads */
  long count;        /* free triad variables: base+1 .. base+count */
  int *var;          /* per triad (h then v, in numbering order): the
                        variable, 0 fixed false, -1 fixed true */
} ss_triads;

/* The triads of the map's grid (fixed by its givens when reduced is 1;
 * all free otherwise), numbered from base + 1.  -1 when out of memory. */
int ss_triads_init (ss_triads *, const ss_varmap *, int reduced, long base);
void ss_triads_free (ss_triads *);

/* How many triads there are in all: N^2 (R + C). */
static inline long
ss_triads_total (int n, int rows, int cols)
{
  return (long) n * n * (rows + cols);
}

/* Index (0-based, numbering order) of h(r,j,d) and v(c,i,d). */
static inline long
ss_triad_h (const ss_triads *t, int r, int j, int d)
{
  return ((long) r * t->rows + j) * t->n + d - 1;
}

static inline long
ss_triad_v (const ss_triads *t, int c, int i, int d)
{
  return (long) t->n * t->n * t->rows + ((long) c * t->cols + i) * t->n + d
         - 1;
}

/* Groups of a kind (vars.h's four rules included: N^2 each). */
long ss_group_count (const ss_grid *shape, int kind);
/* Members of group g of a triad kind: a literal per free member into
 * lits (room for SS_MAX_N + 1); *trues counts the members fixed true.
 * Returns how many literals. */
int ss_triad_members (const ss_triads *, const ss_varmap *, int kind,
                      long g, int *lits, int *trues);
/* For a triad variable: 1 and what it stands for (vertical 0 for a
 * mini-row: line r, part j, digit d; 1 for a mini-column: column,
 * part i, d); 0 for any other variable. */
int ss_triad_of (const ss_triads *, long var, int *vertical, int *line,
                 int *part, int *d);

#ifdef __cplusplus
}
#endif

#endif
