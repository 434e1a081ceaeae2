/* relations.c -- the shapes of clauses several kinds share (variant.h):
 * a relation between two cells in its support or its conflict encoding,
 * "a is below b" on order literals, "a equals b", and whether two cells
 * share a house.
 *
 * Support or conflict: a relation that few pairs of digits satisfy (a
 * kropki dot, an X) is best said by its supports, "a = d implies b is
 * one of d's partners": N clauses from each side, and unit propagation
 * removes a digit as soon as its last partner goes.  A relation that
 * few pairs break (nonconsecutive, "not the same digit") is best said
 * by its conflicts, one binary clause per breaking pair.
 */
#include "variant.h"

/* "a = d implies b is one of d's partners", for every d of a. */
static int
supports_from (ss_venc *k, int a, int b, ss_rel_fn *ok, const void *ctx,
               int swap)
{
  int lits[SS_MAX_N + 1], stop = 0;
  for (int d = 1; d <= k->n && !stop; d++)
    {
      int len = 0;
      lits[len++] = -ss_venc_x (k, a, d);
      for (int e = 1; e <= k->n; e++)
        if (swap ? ok (e, d, ctx) : ok (d, e, ctx))
          lits[len++] = ss_venc_x (k, b, e);
      stop = ss_venc_clause (k, lits, len);
    }
  return stop;
}

int
ss_venc_support (ss_venc *k, int a, int b, ss_rel_fn *ok, const void *ctx)
{
  int stop = supports_from (k, a, b, ok, ctx, 0);
  return stop ? stop : supports_from (k, b, a, ok, ctx, 1);
}

int
ss_venc_conflicts (ss_venc *k, int a, int b, ss_rel_fn *ok, const void *ctx)
{
  int stop = 0;
  for (int d = 1; d <= k->n && !stop; d++)
    for (int e = 1; e <= k->n && !stop; e++)
      if (!ok (d, e, ctx))
        stop = ss_venc_c2 (k, -ss_venc_x (k, a, d), -ss_venc_x (k, b, e));
  return stop;
}

/* For t = 1..N: a >= t implies b >= t + gap (t = 1 gives the unit "b >=
 * 1 + gap"; a threshold past N is false, so the last ones say "a is
 * below N - gap + 1"). */
int
ss_venc_less (ss_venc *k, int a, int b, int gap)
{
  int stop = 0;
  for (int t = 1; t <= k->n && !stop; t++)
    stop = ss_venc_c2 (k, -ss_venc_ge (k, a, t), ss_venc_ge (k, b, t + gap));
  return stop;
}

int
ss_venc_equal (ss_venc *k, int a, int b)
{
  int stop = 0;
  for (int d = 1; d <= k->n && !stop; d++)
    {
      int x = ss_venc_x (k, a, d), y = ss_venc_x (k, b, d);
      stop = ss_venc_c2 (k, -x, y);
      stop = stop ? stop : ss_venc_c2 (k, -y, x);
    }
  return stop;
}

int
ss_venc_same_house (const ss_venc *k, int a, int b)
{
  int n = k->n;
  return a / n == b / n || a % n == b % n
         || ss_model_same_region (k->m, a, b);
}

int
ss_venc_apart (ss_venc *k, int a, int b, int gap)
{
  int stop = 0;
  for (int d = 1; d <= k->n && !stop; d++)
    stop = ss_venc_c3 (k, -ss_venc_x (k, a, d),
                       -ss_venc_ge (k, b, d - gap + 1),
                       ss_venc_ge (k, b, d + gap));
  return stop;
}
