/* xsum.c -- an X-sum clue: the first X digits read from the clue sum to
 * val[0], X being the first of them. */
#include "meaning.h"

int
ss_validate_xsum (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->val[0] < 1)
    return ss_con_error (err, c, "the total %d is below 1", c->val[0]);
  return ss_validate_clue (m, c, -1, err);
}

int
ss_check_xsum (const ss_model *m, const ss_con *c, const uint8_t *v,
               ss_breach *b)
{
  int x = v[c->cell[0]], sum, blanks;
  if (!x)
    return 0;
  ss_cells_sum (c, v, 0, x, &sum, &blanks);
  if (sum + blanks <= c->val[0] && sum + blanks * m->n >= c->val[0])
    return 0;
  for (int i = 0; i < x && b->ncells < SS_BREACH_CELLS; i++)
    ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, "the first %d digits do not sum to %d", x,
                        c->val[0]);
}
