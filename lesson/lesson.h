/* lesson.h -- `sudosat lesson`: one self-contained HTML page that teaches
 * one puzzle: how its rules become clauses, and how it is solved.
 *
 * Model: the page is written in one go to a FILE *: the puzzle as inline
 * SVG (core/svg.h, every cell with an id), the variable formula, the four
 * rules with the clause count of each family (for a variant puzzle: its
 * rules drawn, each kind's meaning, and what this build can do with them,
 * lesson_parts.h), and the data a small
 * script needs -- the CNF's clauses (for grids up to 16x16), the solve
 * path of steps/ (text, what each step places or strikes, the cells its
 * reason rests on) and, for a puzzle with no solution, the core of
 * sat_explain.h.  The script lets a reader click a cell to see its
 * variables and every clause that mentions them, and walk the steps
 * forward and back with the grid and its pencil marks redrawn.  Nothing
 * is fetched: no network, no external file.  "#cell=r1c1" and "#step=K"
 * in the address select a cell and a step on load (the browser tests use
 * them).
 */
#ifndef SS_LESSON_H
#define SS_LESSON_H

#include <stdio.h>

#include "../core/error.h"
#include "../core/grid.h"
#include "../encoder/encode.h"

#define SS_LESSON_CLAUSES_MAX_N 16 /* larger pages would be megabytes */

typedef struct ss_lesson_opts {
  ss_encode_opts enc; /* the encoding shown (givens always as units) */
  const char *title;  /* 0: "A Sudoku, step by step" */
  double timeout;     /* for the steps and the core; 0 = none */
} ss_lesson_opts;

/* Writes the page for puzzle.  Returns 0; 1 when it is written but
 * o->timeout ran out first (the verdict unknown or the solve path cut
 * short, as the page says); or -1 with err set (out of memory, a write
 * error, a timeout before the core was found). */
int ss_lesson_write (FILE *out, const ss_grid *puzzle, const ss_lesson_opts *,
                     ss_error *err);

/* The page's fixed parts (lesson_page.c): style and script.  A variant
 * puzzle's script finds a cell's peers in the houses of the data, not in
 * rows, columns and boxes. */
void ss_lesson_style (FILE *out);
void ss_lesson_script (FILE *out, int variant);

#endif
