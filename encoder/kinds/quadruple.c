/* quadruple.c -- the listed digits appear among the four cells, each as
 * often as it is listed: "at least m of the four cells hold d" is one
 * clause over d's four literals for each choice of 4-m+1 cells (any
 * 4-m+1 of them include one that holds d). */
#include "../variant.h"

/* Clauses over every subset of the four cells of the given size. */
static int
at_least (ss_venc *k, const ss_con *c, int d, int m)
{
  int size = 4 - m + 1, stop = 0;
  for (int mask = 1; mask < 16 && !stop; mask++)
    {
      int lits[4], len = 0;
      for (int i = 0; i < 4; i++)
        if (mask >> i & 1)
          lits[len++] = ss_venc_x (k, c->cell[i], d);
      if (len == size)
        stop = ss_venc_clause (k, lits, len);
    }
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int times[SS_MAX_N + 1] = { 0 }, stop = 0;
  for (int i = 0; i < c->nvals; i++)
    times[c->val[i]]++;
  for (int d = 1; d <= k->n && !stop; d++)
    if (times[d])
      stop = at_least (k, c, d, times[d]);
  return stop;
}

const ss_kind_enc ss_enc_quadruple = {
  encode, 1, "the listed digits appear in the 2x2 cells",
  "A digit d listed once: one clause, \"some of the four cells holds d\".  "
  "Listed m times: at least m of the four hold d, which is one clause of "
  "d's literals for every 5-m of the cells."
};
