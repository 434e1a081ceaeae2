/* extreme.c -- a minimum (val[0] = -1) or maximum (+1) cell: its digit is
 * below (above) that of every orthogonal neighbour. */
#include "meaning.h"

int
ss_validate_extreme (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] != 1 && c->val[0] != -1)
    return ss_con_error (err, c, "extreme is -1 (minimum) or +1 "
                         "(maximum), not %d", c->val[0]);
  return 0;
}

int
ss_check_extreme (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  int nb[4], at = c->cell[0], d = v[at];
  for (int k = ss_orthogonal (m->n, at, nb); k-- > 0 && d;)
    if (v[nb[k]] && (v[nb[k]] - d) * c->val[0] >= 0)
      {
        ss_breach_cell (b, at);
        ss_breach_cell (b, nb[k]);
        return ss_breach_set (b, "the cell is not %s its neighbour",
                              c->val[0] < 0 ? "below" : "above");
      }
  return 0;
}
