/* hiddenskyscraper.c -- reading from the clue, the first digit hidden
 * behind a taller one is the clue C.  Every digit before the first
 * hidden one is seen, so the row rises up to it, and the first hidden
 * digit is the first that falls.  The row's digits differ (a house), so
 * with the order literals
 *
 *   up_i -> ([c_(i-1)>=t] -> [c_i>=t+1])      for every t
 *   not up_i -> ([c_i>=t] -> [c_(i-1)>=t+1])  for every t
 *
 * up_i says "cell i is above cell i-1", defined both ways; rising_i <->
 * rising_(i-1) and up_i ("the row rises through cell i", rising_0 true);
 * then rising_(i-1) and not up_i -> x(c_i, C): the first fall holds C;
 * and not rising_(N-1): some digit falls (is hidden). */
#include "../variant.h"

/* up <-> cell b is above cell a. */
static int
above (ss_venc *k, int a, int b, int up)
{
  int stop = 0;
  for (int t = 1; t <= k->n && !stop; t++)
    {
      stop = ss_venc_c3 (k, -up, -ss_venc_ge (k, a, t),
                         ss_venc_ge (k, b, t + 1));
      stop = stop ? stop : ss_venc_c3 (k, up, -ss_venc_ge (k, b, t),
                                       ss_venc_ge (k, a, t + 1));
    }
  return stop;
}

/* rise <-> prev and up, a new variable (up itself after the first). */
static int
rising (ss_venc *k, const ss_con *c, int prev, int up, int i, int *rise)
{
  if (prev == SS_LIT_TRUE)
    return *rise = up, 0;
  int v = *rise = ss_venc_var (k);
  int stop = ss_venc_label (k, v, "hiddenskyscraper #%d: the first %d rise",
                            (int) (c - k->m->con) + 1, i + 1);
  stop = stop ? stop : ss_venc_c2 (k, -v, prev);
  stop = stop ? stop : ss_venc_c2 (k, -v, up);
  return stop ? stop : ss_venc_c3 (k, v, -prev, -up);
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int rise = SS_LIT_TRUE, stop = 0;
  for (int i = 1; i < c->ncells && !stop; i++)
    {
      int up = ss_venc_var (k);
      stop = ss_venc_label (k, up, "hiddenskyscraper #%d: cell %d is above "
                            "cell %d", (int) (c - k->m->con) + 1, i + 1, i);
      stop = stop ? stop : above (k, c->cell[i - 1], c->cell[i], up);
      stop = stop ? stop : ss_venc_c3 (k, -rise, up,
                                       ss_venc_x (k, c->cell[i], c->val[0]));
      stop = stop ? stop : rising (k, c, rise, up, i, &rise);
    }
  return stop ? stop : ss_venc_clause (k, (int[]) { -rise }, 1);
}

const ss_kind_enc ss_enc_hiddenskyscraper = {
  encode, 1, "the first hidden digit is the clue",
  "The row rises up to its first hidden digit, which is the first that "
  "falls.  A variable up_i, 'cell i is above cell i-1', defined by the "
  "order literals both ways ([c_(i-1)>=t] -> [c_i>=t+1] under up_i, the "
  "reverse under not up_i: the row's digits differ); rising_i <-> "
  "rising_(i-1) and up_i; then rising_(i-1) and not up_i -> x(c_i, C), "
  "and the unit clause not rising_(N-1): some digit is hidden."
};
