/* explain.h -- the teaching views of the encoder: `encode --explain`
 * and `encode --stats`.
 *
 * Model: both are plain text meant to be read aloud or projected.  They
 * run the real encoder (through an ss_sink) and describe what it did, so
 * every number and sample clause is the one `encode` would write.
 */
#ifndef SS_EXPLAIN_H
#define SS_EXPLAIN_H

#include <stdio.h>

#include "encode.h"

/* The variables and the formula, each family in words with its clause
 * count, sample clauses (DIMACS and words) for one cell, row, column and
 * box, and how the families are the 4N^2 exact-cover columns.  Returns 0,
 * or -1 with err set. */
int ss_explain_write (FILE *out, const ss_grid *puzzle, const ss_encode_opts *,
                      ss_error *err);

/* A table of variables, clauses and literals for every encoding and AMO
 * kind at the puzzle's size (and, for reduced, with its givens). */
int ss_stats_write (FILE *out, const ss_grid *puzzle, int givens,
                    ss_error *err);

#endif
