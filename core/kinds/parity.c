/* parity.c -- odd (val[0] = 1) and even (0) cells. */
#include "meaning.h"

int
ss_validate_parity (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] != 0 && c->val[0] != 1)
    return ss_con_error (err, c, "parity is 1 (odd) or 0 (even), not %d",
                         c->val[0]);
  return 0;
}

int
ss_check_parity (const ss_model *m, const ss_con *c, const uint8_t *v,
                 ss_breach *b)
{
  (void) m;
  for (int i = 0; i < c->ncells; i++)
    {
      int d = v[c->cell[i]];
      if (d && d % 2 != c->val[0])
        {
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "the cell must be %s",
                                c->val[0] ? "odd" : "even");
        }
    }
  return 0;
}
