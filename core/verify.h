/* verify.h -- the independent checker: does a grid break a rule?
 *
 * Model: a grid is consistent when no digit appears twice in a row, a
 * column or a box; a solution is a consistent, full grid that keeps every
 * given of its puzzle.  A variant grid (its model, model.h) has houses
 * instead of rows, columns and boxes, and constraints: it is consistent
 * when no house repeats a digit and no constraint is broken by its
 * filled cells (core/kinds/meaning.h), and a solution breaks nothing.  Nothing here trusts whoever produced the grid, and
 * nothing here searches: every check is a single O(N^2) pass.
 */
#ifndef SS_VERIFY_H
#define SS_VERIFY_H

#include <stdint.h>
#include <stdio.h>

#include "grid.h"

/* SS_HOUSE: a house of a variant grid's model (model.h); unit is the
 * house's index and where[] positions inside it. */
typedef enum ss_unit_kind { SS_ROW, SS_COLUMN, SS_BOX, SS_HOUSE }
ss_unit_kind;

/* One digit seen twice or more in one unit.  where[] holds the positions
 * inside the unit (0-based: the column for a row, the row for a column,
 * the cell index 0..N-1 for a box), ascending. */
typedef struct ss_conflict {
  ss_unit_kind kind;
  int unit;  /* 0-based row, column or box */
  int digit; /* 1..N */
  int count;
  int where[SS_MAX_N];
} ss_conflict;

typedef void ss_conflict_fn (void *ctx, const ss_conflict *);

/* Calls fn (if non-null) once per conflict, rows first, then columns,
 * then boxes, each by unit and digit.  Returns the number of conflicts. */
int ss_verify_conflicts (const ss_grid *, ss_conflict_fn *fn, void *ctx);

/* Writes "duplicate 9 in column 7 at rows 2 and 9" (1-based). */
void ss_conflict_write (FILE *, const ss_grid *, const ss_conflict *);

/* Every conflict, joined by "; ".  Returns their number (0 = nothing
 * written). */
int ss_verify_write (const ss_grid *, FILE *out);

/* Checks that solution is a full valid grid of the puzzle's shape that
 * keeps every given.  Writes each problem found, joined by "; ", to out
 * when out is non-null.  Returns the number of problems. */
int ss_verify_solution (const ss_grid *puzzle, const ss_grid *solution,
                        FILE *out);

/* The same check as a yes/no on raw cells, for hot paths. */
int ss_solution_ok (const ss_grid *puzzle, const uint8_t *cells);

#endif
