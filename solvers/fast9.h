/* fast9.h -- the vector builds of the fast solver's 9x9 kernel
 * (fast9_kernel.h) and the processor checks that choose between them.
 *
 * Model: ss_fast_solve () sends 9x9 grids with 3x3 boxes to the AVX-512
 * build when the processor has AVX-512 (F, VL, BW, DQ), else to the AVX2
 * build when it has AVX2, else to the portable bitboard kernel in
 * fast.c.  Each build's entry point is callable on its own (tests run
 * every build the machine has); on another architecture, or where the
 * processor lacks the instructions, it answers through the portable
 * kernel instead.
 */
#ifndef SS_FAST9_H
#define SS_FAST9_H

#include "solver.h"

/* The portable kernel (fast.c), for any processor. */
ss_outcome ss_fast9_solve_portable (const ss_grid *puzzle,
                                    const ss_solve_opts *o, ss_result *res);

ss_outcome ss_fast9_solve_avx2 (const ss_grid *puzzle,
                                const ss_solve_opts *o, ss_result *res);
ss_outcome ss_fast9_solve_avx512 (const ss_grid *puzzle,
                                  const ss_solve_opts *o, ss_result *res);

/* 1 when the build really runs on this processor. */
int ss_fast9_have_avx2 (void);
int ss_fast9_have_avx512 (void);

#endif
