/* dimacs_write.h -- a puzzle's CNF as a DIMACS file that teaches.
 *
 * Model: the file is header comments (tool and version, grid, puzzle,
 * encoding, AMO, givens, the variable formula, counts per family), then
 * the "c var V rR cC dD" map lines when asked for (always for reduced,
 * whose numbering needs them), then the exact "p cnf V C" line, then each
 * family's clauses after a "c family NAME: ..." comment.  It streams: no
 * clause is kept, so a 100x100 grid needs no more memory than a 9x9.
 */
#ifndef SS_DIMACS_WRITE_H
#define SS_DIMACS_WRITE_H

#include <stdio.h>

#include "encode.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the CNF of the puzzle to out.  with_map adds the map lines
 * (implied by reduced).  Returns 0, or -1 with err set (bad options, no
 * memory, or a write error). */
int ss_dimacs_write (FILE *out, const ss_grid *puzzle, const ss_encode_opts *,
                     int with_map, ss_error *err);

/* The same, writing only the families in `only` (0 or empty: all): the
 * p line and header count those alone, and variables keep the numbers
 * they have in the whole encoding. */
int ss_dimacs_write_only (FILE *out, const ss_grid *puzzle,
                          const ss_encode_opts *, int with_map,
                          const ss_famset *only, ss_error *err);
/* The same with "p inccnf" for the p line, which counts nothing: an
 * iCNF, whose "a ... 0" cube lines the caller writes after it. */
int ss_dimacs_write_icnf (FILE *out, const ss_grid *puzzle,
                          const ss_encode_opts *, int with_map,
                          ss_error *err);
/* An upper bound, in bytes, on what ss_dimacs_write writes for a puzzle
 * with these counts (ss_encode_count): 5-10% above the truth for the
 * large grids, up to 30% for small ones; callers refuse a huge output
 * before writing. */
double ss_dimacs_size_bound (const ss_encode_info *, int with_map);

#ifdef __cplusplus
}
#endif

#endif
