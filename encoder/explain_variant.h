/* explain_variant.h -- `encode --explain`'s section on a variant puzzle's
 * rules: each variant family in words, its size, and the first clauses
 * of its first constraint, every literal named (cell digits, order
 * literals and the kinds' own variables by the labels the encoder gives
 * them).
 *
 * Model: explain.c's sink hands the variant families' clauses and labels
 * to an ss_vsamples while the real encoder runs; the section is written
 * from what it kept.
 */
#ifndef SS_EXPLAIN_VARIANT_H
#define SS_EXPLAIN_VARIANT_H

#include <stdio.h>

#include "encode.h"

#define SS_VSAMPLE_KEEP 3
#define SS_VSAMPLE_LEN 12   /* literals kept per sample clause */

typedef struct ss_vsample {
  int group;                /* the first group (constraint) seen, or -1 */
  long count;               /* its clauses */
  int kept, len[SS_VSAMPLE_KEEP], full[SS_VSAMPLE_KEEP];
  int lits[SS_VSAMPLE_KEEP][SS_VSAMPLE_LEN];
} ss_vsample;

typedef struct ss_vsamples {
  ss_vsample fam[SS_FAMILY_ALL - SS_FAMILY_COUNT];
  char **label;             /* label[var], or 0 */
  long nlabels;
  int oom;
} ss_vsamples;

void ss_vsamples_init (ss_vsamples *);
void ss_vsamples_free (ss_vsamples *);
/* A clause of variant family f in group g. */
void ss_vsamples_clause (ss_vsamples *, int f, int g, const int *lits,
                         int len);
/* The sink's label callback's work. */
int ss_vsamples_label (ss_vsamples *, long var, const char *name);
/* The name of an auxiliary variable, or 0. */
const char *ss_vsamples_name (const ss_vsamples *, long var);

/* The section, numbered `section`: the families and their samples. */
/* 1 when a kind of the puzzle is a sum (--sum changes its clauses). */
int ss_vsamples_has_sums (const ss_grid *);
void ss_vsamples_write (FILE *, const ss_vsamples *, const ss_grid *puzzle,
                        const ss_encode_info *, const ss_varmap *,
                        int section);

#endif
