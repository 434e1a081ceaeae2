/* skyscraper.c -- a skyscraper clue: val[0] digits are seen from it,
 * a digit being seen when it is larger than every digit before it.
 * Checked once the row or column is full. */
#include "meaning.h"

int
ss_validate_skyscraper (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->val[0] < 1 || c->val[0] > m->n)
    return ss_con_error (err, c, "the count %d is not in 1..%d", c->val[0],
                         m->n);
  return ss_validate_clue (m, c, -1, err);
}

int
ss_check_skyscraper (const ss_model *m, const ss_con *c, const uint8_t *v,
                     ss_breach *b)
{
  int seen = 0, tallest = 0;
  (void) m;
  for (int i = 0; i < c->ncells; i++)
    {
      int d = v[c->cell[i]];
      if (!d)
        return 0;
      seen += d > tallest;
      tallest = d > tallest ? d : tallest;
    }
  if (seen == c->val[0])
    return 0;
  ss_breach_cell (b, c->cell[0]);
  return ss_breach_set (b, "%d seen, not %d", seen, c->val[0]);
}
