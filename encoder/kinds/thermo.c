/* thermo.c -- digits strictly increase from the bulb: the order
 * encoding's lesson.  Each step a < b is one binary clause per
 * threshold, [a>=t] -> [b>=t+1], so unit propagation carries bounds
 * along the whole tube: a 7 in the bulb of a three-cell thermometer on
 * 9x9 makes the next cell 8 and the last 9 without a guess. */
#include "../variant.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0;
  for (int i = 0; i + 1 < c->ncells && !stop; i++)
    stop = ss_venc_less (k, c->cell[i], c->cell[i + 1], 1);
  return stop;
}

const ss_kind_enc ss_enc_thermo = {
  encode, 1, "digits increase from the bulb (order encoding)",
  "Each cell gets order literals [c>=t], \"c holds t or more\" (family "
  "order).  A step a < b along the tube is then one binary clause per t: "
  "[a>=t] -> [b>=t+1] (t = 1 gives the unit [b>=2]; the last ones say "
  "[a>=N] is false).  Propagation moves bounds along the whole tube: the "
  "bulb's lower bound pushes up every cell after it, the tip's upper "
  "bound pushes down every cell before it."
};
