/* lunchbox.c -- no digit twice among the listed cells, and the cells
 * strictly between the smallest and the largest digit (in the order
 * listed) add up to the clue.  The sandwich's guards (sandwich.c), with
 * crusts that are not fixed digits: one variable per cell "it holds the
 * smallest digit", exactly one true, and
 *
 *   small_i and x(c_i,d) -> ge(c_j, d+1)     for every other cell j
 *
 * (the same for "the largest", with not ge(c_j, d)): with distinct
 * digits only the true smallest can be the one, so each is defined by
 * the digits.  Then prefix chains "the smallest (largest) is seen by
 * cell i", inside_i <-> exactly one seen before i and cell i neither,
 * and the guarded sum of the cells is the clue in the --sat-sum encoding
 * (the sequential counter for combinations, which cannot say which cells
 * count).  No digit twice: an AMO per digit, in the --amo encoding. */
#include "../sum.h"

#include <stdio.h>

/* ext[i] <-> cell i holds the smallest (big: largest) digit. */
static int
crusts (ss_venc *k, const ss_con *c, int big, int *ext, const char *name)
{
  int len = c->ncells, stop = 0;
  for (int i = 0; i < len && !stop; i++)
    {
      ext[i] = ss_venc_var (k);
      stop = ss_venc_label (k, ext[i], "%s: cell %d holds the %s digit",
                            name, i + 1, big ? "largest" : "smallest");
    }
  stop = stop ? stop : ss_venc_clause (k, ext, len);
  stop = stop ? stop : ss_venc_amo (k, ext, len);
  for (int i = 0; i < len && !stop; i++)
    for (int d = 1; d <= k->n && !stop; d++)
      for (int j = 0; j < len && !stop; j++)
        if (j != i)
          stop = ss_venc_c3 (k, -ext[i], -ss_venc_x (k, c->cell[i], d),
                             big ? -ss_venc_ge (k, c->cell[j], d)
                                 : ss_venc_ge (k, c->cell[j], d + 1));
  return stop;
}

/* lit <-> prev or x, a new variable (x alone at the start). */
static int
chain (ss_venc *k, int prev, int x, const char *name, const char *what,
       int at, int *out)
{
  if (prev == SS_LIT_FALSE)
    return *out = x, 0;
  int v = *out = ss_venc_var (k);
  int stop = ss_venc_label (k, v, "%s: the %s is seen by cell %d", name,
                            what, at + 1);
  stop = stop ? stop : ss_venc_c2 (k, -prev, v);
  stop = stop ? stop : ss_venc_c2 (k, -x, v);
  return stop ? stop : ss_venc_c3 (k, -v, prev, x);
}

/* in <-> (a xor b) and not p and not q. */
static int
inside (ss_venc *k, int in, int a, int b, int p, int q)
{
  int l1[5] = { -a, b, p, q, in }, l2[5] = { a, -b, p, q, in };
  int stop = ss_venc_c2 (k, -in, -p);
  stop = stop ? stop : ss_venc_c2 (k, -in, -q);
  stop = stop ? stop : ss_venc_c3 (k, -in, a, b);
  stop = stop ? stop : ss_venc_c3 (k, -in, -a, -b);
  stop = stop ? stop : ss_venc_clause (k, l1, 5);
  return stop ? stop : ss_venc_clause (k, l2, 5);
}

static int
guards (ss_venc *k, const ss_con *c, const int *lo, const int *hi,
        const char *name, ss_term *t)
{
  int len = c->ncells, small = SS_LIT_FALSE, big = SS_LIT_FALSE, stop = 0;
  for (int i = 0; i < len && !stop; i++)
    {
      int in = i == 0 || i == len - 1 ? SS_LIT_FALSE : ss_venc_var (k);
      t[i] = (ss_term) { c->cell[i], 0, 1, in };
      if (in != SS_LIT_FALSE)
        {
          stop = ss_venc_label (k, in, "%s: cell %d is inside", name, i + 1);
          stop = stop ? stop : inside (k, in, small, big, lo[i], hi[i]);
        }
      stop = stop ? stop : chain (k, small, lo[i], name, "smallest", i,
                                  &small);
      stop = stop ? stop : chain (k, big, hi[i], name, "largest", i, &big);
    }
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  ss_term t[SS_MAX_N];
  int lits[SS_MAX_N], lo[SS_MAX_N], hi[SS_MAX_N], stop = 0;
  char name[32];
  ss_venc_sum_name (k, c, name, sizeof name);
  for (int d = 1; d <= k->n && !stop; d++)
    {
      for (int i = 0; i < c->ncells; i++)
        lits[i] = ss_venc_x (k, c->cell[i], d);
      stop = ss_venc_amo (k, lits, c->ncells);
    }
  stop = stop ? stop : crusts (k, c, 0, lo, name);
  stop = stop ? stop : crusts (k, c, 1, hi, name);
  stop = stop ? stop : guards (k, c, lo, hi, name, t);
  ss_sum e = k->sum == SS_SUM_COMBINATIONS ? SS_SUM_SEQUENTIAL : k->sum;
  return stop ? stop : ss_venc_sum (k, t, c->ncells, c->val[0], e, name);
}

const ss_kind_enc ss_enc_lunchbox = {
  encode, 1, "between its smallest and largest digits adds up to it",
  "A sandwich whose crusts are found, not given: a variable per cell "
  "\"it holds the smallest digit\", exactly one true, and small_i and "
  "x(c_i,d) -> [c_j>=d+1] for every other cell (the same for the "
  "largest); then prefix chains \"the smallest (largest) is seen by "
  "cell i\", inside_i <-> exactly one seen before i and cell i neither, "
  "and the counted cells add up to the clue in the --sum encoding (a "
  "sequential counter for combinations).  No digit twice: one "
  "at-most-one per digit over the cells (--amo)."
};
