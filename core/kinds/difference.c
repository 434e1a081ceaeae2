/* difference.c -- a difference marker between two orthogonal neighbours:
 * their digits differ by exactly D (a white kropki dot is D = 1). */
#include "meaning.h"

#include <stdlib.h>

int
ss_validate_difference (const ss_model *m, const ss_con *c, ss_error *err)
{
  return ss_validate_pair (m, c, 1, err);
}

int
ss_check_difference (const ss_model *m, const ss_con *c, const uint8_t *v,
                     ss_breach *b)
{
  int x = v[c->cell[0]], y = v[c->cell[1]];
  (void) m;
  if (!x || !y || abs (x - y) == c->val[0])
    return 0;
  ss_breach_cell (b, c->cell[0]);
  ss_breach_cell (b, c->cell[1]);
  return ss_breach_set (b, "the digits do not differ by %d", c->val[0]);
}
