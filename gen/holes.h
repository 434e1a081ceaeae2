/* holes.h -- where the holes of a --keep grid go: random, or balanced
 * over rows, columns and boxes (after Ansotegui, Bejar, Fernandez, Gomes
 * and Mateu, "Generating highly balanced Sudoku problems as hard
 * problems", J. Heuristics 17(5), 2011).
 *
 * Model: a random full grid (full.c) loses some cells.  Every pattern
 * keeps the full grid as a solution, so each puzzle is satisfiable by
 * construction; what changes is how evenly the holes spread, which the
 * paper shows matters for hardness as much as their number:
 *
 *   random  each cell a hole on its own, with probability 1 - P (the
 *           hardness map's grids: the count varies around (1 - P) N^2)
 *   rows    h = round((1 - P) N) holes in every row
 *   doubly  h in every row and every column
 *   full    h in every row, every column and every box
 */
#ifndef SS_HOLES_H
#define SS_HOLES_H

#include <stdint.h>

#include "../core/error.h"
#include "../core/grid.h"

#define SS_HOLE_PATTERNS(X)                                                 \
  X (RANDOM, "random", "each cell a hole on its own, with probability "     \
     "1 - P")                                                               \
  X (ROWS, "rows", "the same number of holes, round((1 - P) N), in every "  \
     "row")                                                                 \
  X (DOUBLY, "doubly", "the same number in every row and every column")     \
  X (FULL, "full", "the same number in every row, column and box")

typedef enum ss_holes {
#define SS_HOLES_ENUM(id, name, help) SS_HOLES_##id,
  SS_HOLE_PATTERNS (SS_HOLES_ENUM)
#undef SS_HOLES_ENUM
  SS_HOLES_COUNT
} ss_holes;

const char *ss_holes_name (ss_holes);
const char *ss_holes_help (ss_holes);
int ss_holes_lookup (const char *name); /* -1 when unknown */
/* The holes in each row of a balanced pattern of side n. */
int ss_holes_per_row (int n, double keep);

/* The full grid of seed (solution, allocated here) and the puzzle it
 * becomes with the pattern's holes (allocated here).  0, or -1 with
 * err set. */
int ss_gen_keep (int box_rows, int box_cols, uint64_t seed, double keep,
                 ss_holes, ss_grid *puzzle, ss_grid *solution,
                 ss_error *err);

#endif
