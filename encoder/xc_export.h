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
 */
#ifndef SS_XC_EXPORT_H
#define SS_XC_EXPORT_H

#include <stdio.h>

#include "../core/error.h"
#include "../core/grid.h"

/* Writes the problem; 0, or -1 with err set on a write error or for a
 * variant puzzle, whose rules have no columns here (refused by name). */
int ss_xc_export (FILE *out, const ss_grid *puzzle, ss_error *err);
/* Why a puzzle cannot be exported ("... not for thermo ..."), or 0. */
const char *ss_xc_refusal (const ss_grid *);

#endif
