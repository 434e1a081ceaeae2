/* sum.h -- sums over cells, for the kinds that add (killer cages, little
 * killers, arrows, sandwiches, X-sums, region sum lines, skyscrapers'
 * counts): the four encodings of sums.h as calls a kind's encoder makes.
 *
 * Model: a sum is a list of terms equal to a target.  A term is
 *
 *   a cell      its digit times weight (1, or -1, -10, -100 for the
 *               digits of an arrow's circle read as a number), counted
 *               only while guard holds (SS_LIT_TRUE: always);
 *   a literal   (cell < 0) weight when lit is true, 0 when false.
 *
 * ss_venc_sum writes "terms = target" in the totalizer, sequential or
 * mdd encoding (sum.c, mdd.c).  The combinations encoding needs the
 * cells in groups instead (combos.c): each part is a group of cells
 * whose digits add up to the same total, which is either a constant or
 * one of several values, each with a literal that says it is the one.
 * Every auxiliary variable is defined both ways by the cells.
 */
#ifndef SS_SUM_H
#define SS_SUM_H

#include "variant.h"

typedef struct ss_term {
  int cell;   /* the cell, or -1 for a literal's 0/1 */
  int lit;    /* cell < 0: the literal */
  int weight;
  int guard;  /* SS_LIT_TRUE, or the literal under which it counts */
} ss_term;

/* terms = target in encoding e (SS_SUM_TOTALIZER, SS_SUM_SEQUENTIAL or
 * SS_SUM_MDD).  name labels the auxiliaries ("killer 3"). */
int ss_venc_sum (ss_venc *, const ss_term *t, int nterms, int target,
                 ss_sum e, const char *name);
int ss_venc_mdd (ss_venc *, const ss_term *t, int nterms, int target,
                 const char *name);

/* The combinations encoding.  Each part's cells sum to the total: a
 * constant (ntotals = 1, lits[0] = SS_LIT_TRUE), or one of totals[]
 * with lits[] saying which (exactly one true, defined elsewhere: an
 * arrow's circle), or, with lits = 0, one of totals[] that the first
 * part defines (a region sum line's segments).  A part whose cells all
 * share a house takes sets of digits, any other multisets.  Fails (by
 * name) past SS_COMBOS_MAX combinations. */
typedef struct ss_part {
  const int *cells;
  int ncells;
} ss_part;
#define SS_COMBOS_MAX 20000
/* Steps of the listing past which a part also has too many. */
#define SS_COMBOS_NODES 2000000
int ss_venc_combos (ss_venc *, const ss_con *c, const ss_part *parts,
                    int nparts, const int *totals, const int *lits,
                    int ntotals, const char *name);
/* 1 when the parts have at most SS_COMBOS_MAX combinations each (checked
 * before a word is written). */
int ss_venc_combos_fit (ss_venc *, const ss_part *parts, int nparts,
                        const int *totals, int ntotals);
/* 1 when a sum takes the combinations encoding: asked for, or the
 * default and the combinations fit (else the default falls back to the
 * totalizer, constraint by constraint, where an explicit --sum
 * combinations is refused by name). */
int ss_venc_use_combos (ss_venc *, const ss_part *parts, int nparts,
                        const int *totals, int ntotals);
/* The parts all add up to one total, whatever it is (equal_sums.c):
 * combinations where they apply (the first part's sets define the
 * total), else each later part minus the first is 0; what names a part
 * in the labels ("segment").  Fewer than two parts say nothing. */
int ss_venc_equal_sums (ss_venc *, const ss_con *c, const ss_part *parts,
                        int nparts, const char *what);
/* After the last killer cage c: the sums the cages and houses imply,
 * innies and outies (rule45.c). */
int ss_venc_rule45 (ss_venc *, const ss_con *c);
/* The encoding a sum uses when it does not take the combinations. */
ss_sum ss_venc_adder (const ss_venc *);

/* The name a kind's sums label their variables with: "killer 3". */
void ss_venc_sum_name (const ss_venc *, const ss_con *c, char *buf,
                       int len);

#endif
