/* nonconsecutive.c -- orthogonal neighbours without a kropki dot hold no
 * consecutive digits (a dot overrides the rule for its pair, as in
 * f-puzzles: core/kinds/nonconsecutive.c).  Conflict encoding: for each
 * such pair and d, "not d beside d+1", both ways round. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
apart (int d, int e, const void *ctx)
{
  (void) ctx;
  return d - e != 1 && e - d != 1;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int n = k->n, nb[4], stop = 0;
  uint64_t dots = SS_KIND_BIT (SS_KIND_DIFFERENCE)
                  | SS_KIND_BIT (SS_KIND_RATIO);
  (void) c;
  for (int i = 0; i < n * n && !stop; i++)
    for (int j = ss_orthogonal (n, i, nb); j-- > 0 && !stop;)
      if (nb[j] > i && !ss_pair_marked (k->m, i, nb[j], dots))
        stop = ss_venc_conflicts (k, i, nb[j], apart, 0);
  return stop;
}

const ss_kind_enc ss_enc_nonconsecutive = {
  encode, 1, "orthogonal neighbours without a dot are not consecutive",
  "For every two orthogonal neighbours without a kropki dot, and every d "
  "below N: not d beside d+1 and not d+1 beside d, two binary clauses "
  "per d (the conflict encoding)."
};
