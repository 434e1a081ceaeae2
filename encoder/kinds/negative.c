/* negative.c -- every orthogonal pair without a marker of the family
 * lacks its property (core/kinds/negative.c): for white, no difference
 * of 1 or of any difference marker's D; for black, no ratio of 2 or of
 * any ratio marker's Q; for xv, no sum of 5 or 10.  Kropki pairs are
 * exempt from the kropki negatives, XV pairs from the XV one.  Conflict
 * encoding: one binary clause per pair of digits that has the property. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

typedef struct property {
  int family, nvals, vals[65];
} property;

static void
collect (const ss_model *m, property *p, int kind, int dflt)
{
  p->vals[p->nvals++] = dflt;
  for (int i = 0; i < m->ncons && p->nvals < 64; i++)
    if (m->con[i].kind == kind && m->con[i].val[0] != dflt)
      p->vals[p->nvals++] = m->con[i].val[0];
}

/* 1 when the pair (d, e) lacks the property: allowed unmarked. */
static int
lacks (int d, int e, const void *ctx)
{
  const property *p = ctx;
  if (p->family == SS_NEGATIVE_XV)
    return d + e != 5 && d + e != 10;
  for (int i = 0; i < p->nvals; i++)
    if (p->family == SS_NEGATIVE_WHITE ? d - e == p->vals[i]
                                         || e - d == p->vals[i]
                                       : d == p->vals[i] * e
                                         || e == p->vals[i] * d)
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
  else if (p.family == SS_NEGATIVE_WHITE)
    collect (k->m, &p, SS_KIND_DIFFERENCE, 1);
  else
    collect (k->m, &p, SS_KIND_RATIO, 2);
  for (int i = 0; i < n * n && !stop; i++)
    for (int j = ss_orthogonal (n, i, nb); j-- > 0 && !stop;)
      if (nb[j] > i && !ss_pair_marked (k->m, i, nb[j], exempt))
        stop = ss_venc_conflicts (k, i, nb[j], lacks, &p);
  return stop;
}

const ss_kind_enc ss_enc_negative = {
  encode, 1, "unmarked neighbours lack the markers' property",
  "For every two orthogonal neighbours without a marker of the family, "
  "and every pair of digits that has the property (differ by 1, one "
  "twice the other, sum to 5 or 10): not both, one binary clause each "
  "(the conflict encoding)."
};
