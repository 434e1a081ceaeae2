/* rellik.c -- a rellik cage: no digit twice, and no set of its digits
 * sums to the clue S.  A new encoding, subset-sum reachability:
 *
 *   a_d <-> x(c1,d) or x(c2,d) or ...     digit d is in the cage (d < S)
 *   r_{k,s} <-> r_{k-1,s} or (r_{k-1,s-k} and a_k)
 *                                         some cage digits of 1..k sum to s
 *   not r_{K,S}                           (K = min(N, S-1))
 *
 * with r_{k,0} true and r_{0,s} false for s > 0 (constants, so a sum no
 * digits up to k can make costs no variable).  The digit S itself would
 * make S alone: x(cell, S) is false in every cell.  No digit twice: an
 * at-most-one per digit over the cage's cells, in the --amo encoding.
 * Every auxiliary is defined both ways, so the digits decide it. */
#include "../variant.h"

#include <stdlib.h>

/* lits = the cage's x(., d); a_d defined from them. */
static int
present (ss_venc *k, const ss_con *c, int d, int *lits, int *a)
{
  int stop, v = *a = ss_venc_var (k);
  for (int i = 0; i < c->ncells; i++)
    lits[i] = ss_venc_x (k, c->cell[i], d);
  stop = ss_venc_label (k, v, "rellik #%d: %d is in the cage",
                        (int) (c - k->m->con) + 1, d);
  for (int i = 0; i < c->ncells && !stop; i++)
    stop = ss_venc_c2 (k, -lits[i], v);
  lits[c->ncells] = -v;
  return stop ? stop : ss_venc_clause (k, lits, c->ncells + 1);
}

/* r = was or (before and a), as a new variable (or a literal it is). */
static int
reach (ss_venc *k, const ss_con *c, int was, int before, int a, int *r,
       int digit, int s)
{
  int v, stop;
  if (before == SS_LIT_FALSE)
    return *r = was, 0;
  v = *r = ss_venc_var (k);
  stop = ss_venc_label (k, v, "rellik #%d: digits up to %d in the cage "
                        "can make %d", (int) (c - k->m->con) + 1, digit, s);
  stop = stop ? stop : ss_venc_c2 (k, -was, v);
  stop = stop ? stop : ss_venc_c3 (k, -before, -a, v);
  stop = stop ? stop : ss_venc_c3 (k, -v, was, before);
  return stop ? stop : ss_venc_c3 (k, -v, was, a);
}

/* The reachable sums, digit by digit, in place: r[s] for s = 0..S. */
static int
sums (ss_venc *k, const ss_con *c, int *r, int *lits)
{
  int total = c->val[0], top = total - 1 < k->n ? total - 1 : k->n, stop = 0;
  r[0] = SS_LIT_TRUE;
  for (int s = 1; s <= total; s++)
    r[s] = SS_LIT_FALSE;
  for (int d = 1; d <= top && !stop; d++)
    {
      int a;
      stop = present (k, c, d, lits, &a);
      for (int s = total; s >= d && !stop; s--)
        stop = reach (k, c, r[s], r[s - d], a, &r[s], d, s);
    }
  return stop ? stop : ss_venc_clause (k, (int[]) { -r[total] }, 1);
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int total = c->val[0], stop = 0;
  int *lits = malloc ((size_t) (c->ncells + 1 + total + 1) * sizeof *lits);
  if (!lits)
    return ss_venc_fail (k, c, "out of memory");
  for (int d = 1; d <= k->n && !stop; d++)
    {
      for (int i = 0; i < c->ncells; i++)
        lits[i] = ss_venc_x (k, c->cell[i], d);
      stop = ss_venc_amo (k, lits, c->ncells);
    }
  for (int i = 0; i < c->ncells && total <= k->n && !stop; i++)
    stop = ss_venc_clause (k, (int[]) { -ss_venc_x (k, c->cell[i], total) },
                           1);
  stop = stop ? stop : sums (k, c, lits + c->ncells + 1, lits);
  free (lits);
  return stop;
}

const ss_kind_enc ss_enc_rellik = {
  encode, 1, "no set of the cage's digits sums to the clue",
  "A new encoding, subset-sum reachability: a_d <-> some cell of the cage "
  "holds d, for each digit d below the clue S; r(k,s) <-> r(k-1,s) or "
  "(r(k-1,s-k) and a_k), 'some of the cage's digits up to k sum to s', "
  "with r(k,0) true and r(0,s) false as constants; then the unit clause "
  "not r(K,S).  The digit S is false in every cell, and no digit twice "
  "is one at-most-one per digit over the cage (--amo)."
};
