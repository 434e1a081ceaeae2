/* xc_export.h -- a puzzle as an exact-cover problem in the text format
 * `sudosat xc` reads (xc/xc_read.h), so the exact-cover view of Sudoku can
 * be run, and read, as it is.
 *
 * Model: the 4N^2 columns of vars.h, named by family: cell "rRcC" (cell
 * (r,c) holds a digit), row "rRdD" (row r holds d), column "cCdD", box
 * "bBdD"; one row "rRcCdD" per candidate, covering its four columns.  A
 * given's cell keeps only the given digit's row, so every exact cover is
 * a solution of the puzzle and every solution a cover.  Names never hold
 * '#', which starts a comment in the xc format (and ':' or spaces).
 *
 * A variant puzzle whose rules are all houses (the kinds dlx solves:
 * irregular regions, diagonals, disjoint groups, extra regions) gets the
 * columns of its model's houses instead: rows, columns, its regions
 * ("regionGdD" when irregular, "bBdD" when boxes), then the extra houses
 * ("maindiagdD", "antidiagdD", "disjointKdD", "extraKdD").  An extra
 * region of fewer than N cells holds each digit at most once: its
 * columns get a slack row each ("extraKdD-none"), chosen when no cell
 * holds the digit, so covers and solutions are still one to one.  Any
 * other kind is refused by name.
 */
#ifndef SS_XC_EXPORT_H
#define SS_XC_EXPORT_H

#include <stdio.h>

#include "../core/error.h"
#include "../core/grid.h"
#include "../core/kinds.h"

/* The kinds whose rules are houses, which the exact cover takes. */
#define SS_XC_KINDS                                                        \
  (SS_KIND_BIT (SS_KIND_REGIONS) | SS_KIND_BIT (SS_KIND_DIAGONAL)          \
   | SS_KIND_BIT (SS_KIND_DISJOINT) | SS_KIND_BIT (SS_KIND_EXTRA)          \
   | SS_KIND_BIT (SS_KIND_NOREGION))

/* Writes the problem; 0, or -1 with err set on a write error or for a
 * variant puzzle with a rule that is no house (refused by name). */
int ss_xc_export (FILE *out, const ss_grid *puzzle, ss_error *err);
/* Why a puzzle cannot be exported ("... not for thermo ..."), or 0. */
const char *ss_xc_refusal (const ss_grid *);

#endif
