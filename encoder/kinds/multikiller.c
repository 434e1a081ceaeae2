/* multikiller.c -- a cage whose digits sum to one of several totals (no
 * digit twice is the group family's).  Combinations (when they fit):
 * the cage's digit sets for every total, any of them (the part defines
 * which).  The other encodings: one selector s_j per total, exactly one
 * true, and the single sum  cells + sum_j (T - t_j) s_j = T  with T the
 * largest total, so the cells make t_j when s_j is the one (every weight
 * positive). */
#include "../sum.h"

#include <stdlib.h>
#include <string.h>

static int
selectors (ss_venc *k, const ss_con *c, int *s, const char *name)
{
  int stop = 0;
  for (int j = 0; j < c->nvals && !stop; j++)
    {
      s[j] = ss_venc_var (k);
      stop = ss_venc_label (k, s[j], "%s: the total is %d", name,
                            c->val[j]);
    }
  stop = stop ? stop : ss_venc_clause (k, s, c->nvals);
  return stop ? stop : ss_venc_amo (k, s, c->nvals);
}

static int
adders (ss_venc *k, const ss_con *c, const char *name)
{
  int top = 0, m = 0, stop;
  for (int j = 0; j < c->nvals; j++)
    top = c->val[j] > top ? c->val[j] : top;
  ss_term *t = malloc ((size_t) (c->ncells + c->nvals) * sizeof *t);
  int *s = malloc ((size_t) c->nvals * sizeof *s);
  if (!t || !s)
    stop = ss_venc_fail (k, c, "out of memory");
  else if (!(stop = selectors (k, c, s, name)))
    {
      for (int i = 0; i < c->ncells; i++)
        t[m++] = (ss_term) { c->cell[i], 0, 1, SS_LIT_TRUE };
      for (int j = 0; j < c->nvals; j++)
        if (top > c->val[j])
          t[m++] = (ss_term) { -1, s[j], top - c->val[j], SS_LIT_TRUE };
      stop = ss_venc_sum (k, t, m, top, ss_venc_adder (k), name);
    }
  free (t);
  free (s);
  return stop;
}

static int
ascending (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

/* The totals once each, ascending (the combinations listing takes them
 * so; the text form may list them in any order): their number. */
static int
sorted_totals (const ss_con *c, int *t)
{
  int m = 0;
  memcpy (t, c->val, (size_t) c->nvals * sizeof *t);
  qsort (t, (size_t) c->nvals, sizeof *t, ascending);
  for (int j = 0; j < c->nvals; j++)
    if (!m || t[j] != t[m - 1])
      t[m++] = t[j];
  return m;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  char name[32];
  int *t = malloc ((size_t) c->nvals * sizeof *t), stop;
  if (!t)
    return ss_venc_fail (k, c, "out of memory");
  ss_con d = *c;
  d.val = t, d.nvals = sorted_totals (c, t);
  ss_venc_sum_name (k, c, name, sizeof name);
  ss_part p = { c->cell, c->ncells };
  if (ss_venc_use_combos (k, &p, 1, d.val, d.nvals))
    stop = ss_venc_combos (k, c, &p, 1, d.val, 0, d.nvals, name);
  else
    stop = adders (k, &d, name);
  free (t);
  return stop;
}

const ss_kind_enc ss_enc_multikiller = {
  encode, 1, "the cage adds up to one of its totals",
  "Combinations lists the cage's digit sets for every total (any of "
  "them).  The other encodings add one selector per total, exactly one "
  "true, and write the one sum cells + (T - t) for the chosen total t = "
  "T, T the largest total, in the chosen --sum encoding.  No digit twice "
  "is the group family's."
};
