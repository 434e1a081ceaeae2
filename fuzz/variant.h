/* variant.h -- an instance's variant rules, laid on a full grid
 * (variant.c; one kind's constraints in lay.h).  Apart from fuzz_int.h,
 * which speaks of SAT models: this file speaks of constraint models
 * (core/model.h), and the two types share a name. */
#ifndef SS_FZ_VARIANT_H
#define SS_FZ_VARIANT_H

#include <stdio.h>

#include "fuzz.h"

/* The kinds (SS_KIND_BIT) a rule may bring into a puzzle: its own, and
 * for a negative constraint the markers that come with it. */
uint64_t ss_fz_rule_kinds (int rule);
/* 1 when the rule may be a second one: read off the grid as it is (not
 * a jigsaw, not a global kind that needs a new grid). */
int ss_fz_rule_second (int rule);

/* Lays rule, then rule2 (each a kind, SS_KIND_REGIONS for a jigsaw, or
 * SS_FZ_NO_RULE) on full, a random classic full grid, so that full
 * stays a solution: a jigsaw layout walked from the boxes (side 4 and
 * up), a global kind's grid filled anew (side 16 at most, within a node
 * budget), or the kind's constraints read off the grid (lay.h).  A rule
 * that cannot be laid on this shape or grid is left out (full then
 * holds the other, or stays classic: its model says what it holds).
 * 0, or -1 when out of memory. */
int ss_fz_variant_lay (int rule, int rule2, uint64_t seed, ss_grid *full);

/* The kinds g's rules hold (SS_KIND_BIT; 0: classic). */
uint64_t ss_fz_variant_kinds (const ss_grid *g);

/* g with its rules, in the text form every sudosat command reads. */
void ss_fz_variant_write (FILE *, const ss_grid *g);
/* The same as a string (free it), or 0 when out of memory. */
char *ss_fz_variant_text (const ss_grid *g);

#endif
