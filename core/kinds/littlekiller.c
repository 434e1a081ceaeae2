/* littlekiller.c -- a little killer clue outside the grid: the digits on
 * the diagonal it points along (val[1]: 0 down-right, 1 down-left, 2
 * up-right, 3 up-left) sum to val[0]; digits may repeat. */
#include "meaning.h"

int
ss_validate_littlekiller (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->val[0] < 1)
    return ss_con_error (err, c, "the total %d is below 1", c->val[0]);
  return ss_validate_clue (m, c, c->val[1], err);
}

int
ss_check_littlekiller (const ss_model *m, const ss_con *c, const uint8_t *v,
                       ss_breach *b)
{
  int sum, blanks, total = c->val[0];
  ss_cells_sum (c, v, 0, c->ncells, &sum, &blanks);
  if (sum + blanks <= total && sum + blanks * m->n >= total)
    return 0;
  for (int i = 0; i < c->ncells && b->ncells < SS_BREACH_CELLS; i++)
    if (v[c->cell[i]])
      ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, "the diagonal cannot sum to %d", total);
}
