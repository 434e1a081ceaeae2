/* fast9.h -- the fast solver's 9x9 kernel (fast9_kernel.h), one build per
 * instruction set, and the choice between them.
 *
 * Model: ss_fast_solve () sends 9x9 grids with 3x3 boxes here through
 * ss_fast9_solve (), which takes the AVX2 build when the processor has
 * AVX2 and the baseline build otherwise.  Tests call either build
 * directly, so the portable one is exercised on any machine.
 */
#ifndef SS_FAST9_H
#define SS_FAST9_H

#include "solver.h"

ss_outcome ss_fast9_solve (const ss_grid *puzzle, const ss_solve_opts *o,
                           ss_result *res);
ss_outcome ss_fast9_solve_base (const ss_grid *puzzle,
                                const ss_solve_opts *o, ss_result *res);
/* Runs the baseline build where AVX2 is missing. */
ss_outcome ss_fast9_solve_avx2 (const ss_grid *puzzle,
                                const ss_solve_opts *o, ss_result *res);
/* 1 when ss_fast9_solve_avx2 runs the AVX2 build. */
int ss_fast9_have_avx2 (void);

#endif
