/* negative.c -- every orthogonal pair without a marker of the family
 * lacks its property (core/kinds/negative.c, whose ss_negative_values
 * gives the values: for white, no difference of 1 or of any difference
 * marker's D; for black, no ratio of any ratio marker's Q, or of 2 when
 * there is none; for xv, no sum of 5 or 10).  Kropki pairs are exempt
 * from the kropki negatives, XV pairs from the XV one.  Conflict
 * encoding: one binary clause per pair of digits that has the property. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

typedef struct property {
  int family, nvals, vals[65];
} property;

/* 1 when the pair (d, e) lacks the property: allowed unmarked. */
static int
lacks (int d, int e, const void *ctx)
{
  const property *p = ctx;
  for (int i = 0; i < p->nvals; i++)
    if (p->family == SS_NEGATIVE_XV ? d + e == p->vals[i]
        : p->family == SS_NEGATIVE_WHITE ? d - e == p->vals[i]
                                           || e - d == p->vals[i]
        : d == p->vals[i] * e || e == p->vals[i] * d)
      return 0;
  return 1;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  property p = { c->val[0], 0, { 0 } };
  int n = k->n, nb[4], stop = 0;
  uint64_t exempt = SS_KIND_BIT (SS_KIND_DIFFERENCE)
                    | SS_KIND_BIT (SS_KIND_RATIO);
  if (p.family == SS_NEGATIVE_XV)
    exempt = SS_KIND_BIT (SS_KIND_XV);
  p.nvals = ss_negative_values (k->m, p.family, p.vals, 64);
  for (int i = 0; i < n * n && !stop; i++)
    for (int j = ss_orthogonal (n, i, nb); j-- > 0 && !stop;)
      if (nb[j] > i && !ss_pair_marked (k->m, i, nb[j], exempt))
        stop = ss_venc_conflicts (k, i, nb[j], lacks, &p);
  return stop;
}

const ss_kind_enc ss_enc_negative = {
  encode, 1, "unmarked pairs lack the property",
  "For every two orthogonal neighbours without a marker of the family, "
  "and every pair of digits that has the property (differ by 1, one "
  "twice the other, sum to 5 or 10): not both, one binary clause each "
  "(the conflict encoding).  Black: the ratios of the puzzle's ratio "
  "markers, 2 only when it has none."
};
