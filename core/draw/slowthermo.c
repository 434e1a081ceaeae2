/* slowthermo.c -- a slow thermometer as rangsk's constraint add-on draws
 * it: a cornflower-blue bulb and tube with a pale blue core, so it is
 * told from a thermometer's grey at a glance. */
#include "draw.h"

void
ss_draw_slowthermo (ss_draw *d, const ss_con *c)
{
  double x = ss_draw_x (d, c->cell[0]), y = ss_draw_y (d, c->cell[0]);
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Slow thermometer (blue bulb and tube): digits never "
                 "decrease from the bulb; neighbours may be equal.");
  if (d->layer != SS_DRAW_LINES)
    return;
  ss_draw_path (d, c->cell, c->ncells, "#6495ed", 0.3, 0, 0);
  ss_draw_circle (d, x, y, 0.4, "#6495ed", "none");
  ss_draw_path (d, c->cell, c->ncells, "#b0e0e6", 0.12, 0, 0);
  ss_draw_circle (d, x, y, 0.28, "#b0e0e6", "none");
}
