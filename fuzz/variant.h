/* variant.h -- an instance's variant constraints, laid on a full grid
 * (variant.c).  Apart from fuzz_int.h, which speaks of SAT models: this
 * file speaks of constraint models (core/model.h), and the two types
 * share a name. */
#ifndef SS_FZ_VARIANT_H
#define SS_FZ_VARIANT_H

#include <stdio.h>

#include "fuzz.h"

/* Lays constraint c on full (a random classic full grid) so that full
 * stays a solution: killer cages cut from it with their sums; the kropki
 * dots or X and V markers it shows, with the negative constraint; or a
 * jigsaw layout walked from its boxes, full becoming a grid of it.
 * 0; 1 when c cannot be laid on this shape (full unchanged); -1 out of
 * memory. */
int ss_fz_variant_lay (ss_fz_constraint c, uint64_t seed, ss_grid *full);

/* The constraint kinds (SS_KIND_BIT) the puzzles of c hold. */
uint64_t ss_fz_variant_kinds (ss_fz_constraint c);

/* g with its rules, in the text form every sudosat command reads. */
void ss_fz_variant_write (FILE *, const ss_grid *g);
/* The same as a string (free it), or 0 when out of memory. */
char *ss_fz_variant_text (const ss_grid *g);

#endif
