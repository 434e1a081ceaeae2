/* thermo.c -- a thermometer: digits strictly increase from the bulb
 * (cell[0]) along the tube.  On a partial grid two filled cells i < j
 * break it when v[j] - v[i] < j - i (the cells between cannot fit), and
 * a filled cell i breaks it when it leaves no room below (v < i + 1) or
 * above (v > N - (len - 1 - i)).  A tube that comes back to a cell is
 * refused: its digit would have to exceed itself. */
#include "meaning.h"

int
ss_validate_thermo (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (ss_validate_once (m, c, 0, err, ", but a thermometer's digits "
                        "strictly increase along it, so no cell can come "
                        "twice") < 0)
    return -1;
  return ss_validate_path (m, c, err);
}

int
ss_check_thermo (const ss_model *m, const ss_con *c, const uint8_t *v,
                 ss_breach *b)
{
  int last = -1, len = c->ncells;
  for (int i = 0; i < len; i++)
    {
      int d = v[c->cell[i]];
      if (!d)
        continue;
      if (d < i + 1 || d > m->n - (len - 1 - i))
        {
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "no room for the tube's other digits");
        }
      if (last >= 0 && d - v[c->cell[last]] < i - last)
        {
          ss_breach_cell (b, c->cell[last]);
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "the digits do not increase from the "
                                "bulb");
        }
      last = i;
    }
  return 0;
}
