/* sandwich.c -- the digits strictly between the 1 and the N of the row
 * or column add up to the clue.  Cell i counts while it is inside:
 *
 *   inside_i <-> (exactly one of 1 and N is before it) and it is neither
 *
 * ("before" through two prefix chains, seen1_i <-> seen1_(i-1) or
 * x(c_i,1), the same for N), all defined both ways.  Then the guarded
 * sum of the cells is the clue, in the --sat-sum encoding; combinations
 * (digit sets) cannot say which cells count, so it takes the sequential
 * counter there (fewer CaDiCaL conflicts than the mdd: docs/sat.md,
 * "Variant encodings measured"). */
#include "../sum.h"

#include <stdio.h>

/* lit <-> prev or x, a new variable (or x alone at the start). */
static int
chain (ss_venc *k, int prev, int x, const char *what, int at, int *out)
{
  if (prev == SS_LIT_FALSE)
    return *out = x, 0;
  int v = *out = ss_venc_var (k);
  int stop = ss_venc_label (k, v, "%s by cell %d", what, at + 1);
  stop = stop ? stop : ss_venc_c2 (k, -prev, v);
  stop = stop ? stop : ss_venc_c2 (k, -x, v);
  return stop ? stop : ss_venc_c3 (k, -v, prev, x);
}

/* in <-> (a xor b) and not p and not q. */
static int
inside (ss_venc *k, int in, int a, int b, int p, int q)
{
  int stop = ss_venc_c2 (k, -in, -p);
  stop = stop ? stop : ss_venc_c2 (k, -in, -q);
  stop = stop ? stop : ss_venc_c3 (k, -in, a, b);
  stop = stop ? stop : ss_venc_c3 (k, -in, -a, -b);
  int l1[5] = { -a, b, p, q, in }, l2[5] = { a, -b, p, q, in };
  stop = stop ? stop : ss_venc_clause (k, l1, 5);
  return stop ? stop : ss_venc_clause (k, l2, 5);
}

static int
guards (ss_venc *k, const ss_con *c, const char *name, ss_term *t)
{
  int n = k->n, one = SS_LIT_FALSE, top = SS_LIT_FALSE, stop = 0;
  char what[72];
  for (int i = 0; i < n && !stop; i++)
    {
      int p = ss_venc_x (k, c->cell[i], 1), q = ss_venc_x (k, c->cell[i], n);
      int in = i == 0 || i == n - 1 ? SS_LIT_FALSE : ss_venc_var (k);
      t[i] = (ss_term) { c->cell[i], 0, 1, in };
      if (in != SS_LIT_FALSE)
        {
          stop = ss_venc_label (k, in, "%s: cell %d is inside", name, i + 1);
          stop = stop ? stop : inside (k, in, one, top, p, q);
        }
      snprintf (what, sizeof what, "%s: the 1 is seen", name);
      stop = stop ? stop : chain (k, one, p, what, i, &one);
      snprintf (what, sizeof what, "%s: the %d is seen", name, n);
      stop = stop ? stop : chain (k, top, q, what, i, &top);
    }
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  ss_term t[SS_MAX_N];
  char name[32];
  ss_venc_sum_name (k, c, name, sizeof name);
  int stop = guards (k, c, name, t);
  ss_sum e = k->sum == SS_SUM_COMBINATIONS ? SS_SUM_SEQUENTIAL : k->sum;
  return stop ? stop : ss_venc_sum (k, t, c->ncells, c->val[0], e, name);
}

const ss_kind_enc ss_enc_sandwich = {
  encode, 1, "between the 1 and the N adds up to it",
  "New variables say which cells lie between the 1 and the N: prefix "
  "chains \"the 1 is seen by cell i\", \"the N is seen by cell i\", and "
  "inside_i <-> exactly one of them is seen before i and cell i is "
  "neither.  Then each cell counts under its inside_i, and the counted "
  "cells add up to the clue in the --sum encoding (a sequential counter "
  "for combinations, which cannot say which cells count)."
};
