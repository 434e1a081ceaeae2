/* slowthermo.c -- digits never decrease from the bulb: the order
 * encoding again (thermo.c), with a gap of 0 per step, a <= b.  Where
 * the two cells share a row, a column or a region the houses already
 * forbid equal digits, so the step is written strict (gap 1): the same
 * solutions, and propagation moves bounds as far as a thermometer's. */
#include "../variant.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0;
  for (int i = 0; i + 1 < c->ncells && !stop; i++)
    {
      int a = c->cell[i], b = c->cell[i + 1];
      stop = ss_venc_less (k, a, b, ss_venc_same_house (k, a, b));
    }
  return stop;
}

const ss_kind_enc ss_enc_slowthermo = {
  encode, 1, "digits never decrease from the bulb",
  "Order literals [c>=t] as for a thermometer (family order).  A step a "
  "<= b is one binary clause per t: [a>=t] -> [b>=t].  Where a and b "
  "share a row, column or region the houses already forbid a = b, so "
  "the step is written a < b, [a>=t] -> [b>=t+1]: no solution changes, "
  "and propagation pushes bounds one further per step, as a setter "
  "counts the cells of a slow thermometer that must rise."
};
