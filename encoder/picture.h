/* picture.h -- `encode --explain --picture`: the grid as an SVG picture
 * with each cell's variable numbers drawn in it, in the slots where
 * pencil marks go (digit d's slot holds x(r,c,d)'s number), givens
 * shaded.  For the reduced encoding, candidates the givens fix have no
 * variable and their slots stay empty.
 */
#ifndef SS_PICTURE_H
#define SS_PICTURE_H

#include <stdio.h>

#include "encode.h"

#define SS_PICTURE_MAX_N 16 /* beyond, the numbers do not fit a cell */

/* Returns 0, or -1 with err set (a grid above SS_PICTURE_MAX_N, no
 * memory, a write error). */
int ss_explain_picture (FILE *out, const ss_grid *puzzle,
                        const ss_encode_opts *, ss_error *err);

#endif
