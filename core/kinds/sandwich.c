/* sandwich.c -- a sandwich clue: the digits strictly between the 1 and
 * the N of its row or column sum to val[0] (0 when they are adjacent).
 * Checked once both the 1 and the N and everything between are filled. */
#include "meaning.h"

int
ss_validate_sandwich (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->val[0] < 0)
    return ss_con_error (err, c, "the total %d is below 0", c->val[0]);
  return ss_validate_clue (m, c, -1, err);
}

int
ss_check_sandwich (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  int one = -1, top = -1, sum = 0;
  for (int i = 0; i < c->ncells; i++)
    {
      one = v[c->cell[i]] == 1 ? i : one;
      top = v[c->cell[i]] == m->n ? i : top;
    }
  if (one < 0 || top < 0)
    return 0;
  int lo = one < top ? one : top, hi = one < top ? top : one;
  for (int i = lo + 1; i < hi; i++)
    {
      if (!v[c->cell[i]])
        return 0;
      sum += v[c->cell[i]];
    }
  if (sum == c->val[0])
    return 0;
  ss_breach_cell (b, c->cell[lo]);
  ss_breach_cell (b, c->cell[hi]);
  return ss_breach_set (b, "the sandwich sums to %d, not %d", sum,
                        c->val[0]);
}
