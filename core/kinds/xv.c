/* xv.c -- an X or a V between two orthogonal neighbours: their digits
 * sum to 10 (X) or 5 (V). */
#include "meaning.h"

int
ss_validate_xv (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (ss_validate_pair (m, c, 3, err) < 0)
    return -1;
  if (c->val[0] != 5 && c->val[0] != 10)
    return ss_con_error (err, c, "an XV sum is 10 (X) or 5 (V), not %d",
                         c->val[0]);
  return 0;
}

int
ss_check_xv (const ss_model *m, const ss_con *c, const uint8_t *v,
             ss_breach *b)
{
  int x = v[c->cell[0]], y = v[c->cell[1]];
  (void) m;
  if (!x || !y || x + y == c->val[0])
    return 0;
  ss_breach_cell (b, c->cell[0]);
  ss_breach_cell (b, c->cell[1]);
  return ss_breach_set (b, "the digits do not sum to %d", c->val[0]);
}
