/* ratio.c -- a ratio marker between two orthogonal neighbours: one
 * digit is Q times the other (a black kropki dot is Q = 2). */
#include "meaning.h"

int
ss_validate_ratio (const ss_model *m, const ss_con *c, ss_error *err)
{
  return ss_validate_pair (m, c, 2, err);
}

int
ss_check_ratio (const ss_model *m, const ss_con *c, const uint8_t *v,
                ss_breach *b)
{
  int x = v[c->cell[0]], y = v[c->cell[1]], q = c->val[0];
  (void) m;
  if (!x || !y || x == q * y || y == q * x)
    return 0;
  ss_breach_cell (b, c->cell[0]);
  ss_breach_cell (b, c->cell[1]);
  return ss_breach_set (b, "neither digit is %d times the other", q);
}
