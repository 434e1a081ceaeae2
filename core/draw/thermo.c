/* thermo.c -- a thermometer: a grey bulb on the first cell and a grey
 * tube along the rest, as setters draw it. */
#include "draw.h"

void
ss_draw_thermo (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Thermometer (grey bulb and tube): digits strictly "
                 "increase from the bulb.");
  if (d->layer != SS_DRAW_LINES)
    return;
  ss_draw_path (d, c->cell, c->ncells, "#c8c8c8", 0.3, 0, 0);
  ss_draw_circle (d, ss_draw_x (d, c->cell[0]), ss_draw_y (d, c->cell[0]),
                  0.38, "#c8c8c8", "none");
}
