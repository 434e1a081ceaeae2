/* verify_model.h -- the verifier's half for variant grids: houses and
 * constraints (see verify.h; kinds/meaning.h holds what each constraint
 * means). */
#ifndef SS_VERIFY_MODEL_H
#define SS_VERIFY_MODEL_H

#include <stdint.h>
#include <stdio.h>

#include "verify.h"

/* Called per broken constraint: its index in the model and an
 * ss_breach (kinds/meaning.h). */
typedef void ss_breach_fn (void *ctx, const ss_grid *, int con,
                           const void *breach);

/* Every house of g's model that repeats a digit of cells (through fn,
 * kind SS_HOUSE), then every constraint the cells break (through bfn).
 * Either function may be 0.  Returns how many were found. */
int ss_model_verify (const ss_grid *g, const uint8_t *cells,
                     ss_conflict_fn *fn, void *ctx, ss_breach_fn *bfn,
                     void *bctx);

/* "duplicate 5 in the main diagonal at r1c1 and r9c9". */
void ss_model_conflict_write (FILE *, const ss_grid *, const ss_conflict *);
/* "thermo r1c1 r1c2 r1c3 (line 4): the digits do not increase from the
 * bulb: r1c2=5, r1c3=4". */
void ss_breach_write (FILE *, const ss_grid *, int con, const void *breach);

/* cells (N*N) is a full solution of p: digits 1..N, p's givens kept, no
 * house repeating a digit, no constraint broken. */
int ss_model_solution_ok (const ss_grid *p, const uint8_t *cells);

#endif
