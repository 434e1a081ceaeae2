/* write_variant.h -- the words and JSON of the variant steps (private to
 * steps/; write.c calls them only for a grid with a model). */
#ifndef SS_STEPS_WRITE_VARIANT_H
#define SS_STEPS_WRITE_VARIANT_H

#include <stdio.h>

#include "steps.h"

/* A unit by kind and number, named by the model ("region 4", "the main
 * diagonal", "disjoint group 2"). */
void ss_stw_unit (FILE *, const ss_path *, int kind, int u);
/* Constraint con as a person names it: "thermo r1c1 r1c2 r1c3",
 * "killer cage 15 r1c1 r1c2", "sandwich 15 r0c3", "antiknight". */
void ss_stw_con (FILE *, const ss_path *, int con);
/* After the technique's words: " in rows 1 to 3", " in killer cage 15
 * ...", " (thermo r1c1 r1c2)". */
void ss_stw_head (FILE *, const ss_path *, const ss_step *);
/* After the action: why it holds. */
void ss_stw_why (FILE *, const ss_path *, const ss_step *);
/* A constraint's contradiction: "... cannot be filled ...". */
void ss_stw_broken (FILE *, const ss_path *, const ss_step *);
/* The variant fields of a step's JSON object (constraint, sum,
 * combinations, houses, side). */
void ss_stw_json (FILE *, const ss_path *, const ss_step *);

#endif
