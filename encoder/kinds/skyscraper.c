/* skyscraper.c -- the clue counts the digits seen from it, each taller
 * than all before it.  The prefix maximum in order encoding, [max of the
 * first i+1 >= t] <-> [max of the first i >= t] or [c_i >= t], says
 * which cells are seen: cell i is seen when its digit d is above the
 * maximum before it, so x(c_i,d) and not [max before >= d] -> seen_i,
 * x(c_i,d) and [max before >= d] -> not seen_i.  The seen cells are then
 * counted to the clue (the first is always seen) by the --sat-sum
 * encoding (a counter for combinations). */
#include "../sum.h"

/* The prefix maximum after cell i from the one before it: in place. */
static int
prefix_max (ss_venc *k, const ss_con *c, int i, int *max, const char *name)
{
  int stop = 0;
  for (int t = 2; t <= k->n && !stop; t++)
    {
      int ge = ss_venc_ge (k, c->cell[i], t), prev = max[t], v;
      if (i == 0 || prev == SS_LIT_FALSE || prev == SS_LIT_TRUE
          || ge == SS_LIT_FALSE || ge == SS_LIT_TRUE)
        {
          max[t] = i == 0 || prev == SS_LIT_FALSE || ge == SS_LIT_TRUE ? ge
                                                                         : prev;
          continue;
        }
      v = max[t] = ss_venc_var (k);
      stop = ss_venc_label (k, v, "%s: the first %d reach %d", name, i + 1,
                            t);
      stop = stop ? stop : ss_venc_c2 (k, -prev, v);
      stop = stop ? stop : ss_venc_c2 (k, -ge, v);
      stop = stop ? stop : ss_venc_c3 (k, -v, prev, ge);
    }
  return stop;
}

/* seen <-> cell i is above the maximum before it. */
static int
seen (ss_venc *k, const ss_con *c, int i, const int *max, int v)
{
  int stop = 0;
  for (int d = 1; d <= k->n && !stop; d++)
    {
      int x = ss_venc_x (k, c->cell[i], d), m = d == 1 ? SS_LIT_TRUE : max[d];
      stop = ss_venc_c3 (k, -x, m, v);
      stop = stop ? stop : ss_venc_c3 (k, -x, -m, -v);
    }
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int max[SS_MAX_N + 1], stop = 0;
  ss_term t[SS_MAX_N];
  char name[32];
  ss_venc_sum_name (k, c, name, sizeof name);
  for (int i = 0; i < c->ncells && !stop; i++)
    {
      if (i > 0)
        {
          int v = ss_venc_var (k);
          t[i - 1] = (ss_term) { -1, v, 1, SS_LIT_TRUE };
          stop = ss_venc_label (k, v, "%s: cell %d is seen", name, i + 1);
          stop = stop ? stop : seen (k, c, i, max, v);
        }
      stop = stop ? stop : prefix_max (k, c, i, max, name);
    }
  ss_sum e = k->sum == SS_SUM_COMBINATIONS ? SS_SUM_TOTALIZER : k->sum;
  return stop ? stop : ss_venc_sum (k, t, c->ncells - 1, c->val[0] - 1, e,
                                    name);
}

const ss_kind_enc ss_enc_skyscraper = {
  encode, 1, "the clue counts the digits seen from it",
  "The prefix maximum of the row in order encoding, [the first i reach "
  "t] <-> [the first i-1 reach t] or [c_i>=t], and a variable seen_i per "
  "cell: x(c_i,d) decides it against [the first i-1 reach d].  The first "
  "cell is always seen; the others are counted to the clue in the "
  "--sum encoding (a totalizer for combinations)."
};
