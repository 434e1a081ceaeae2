/* zipper.c -- a zipper line is lavender, as rangsk's constraint add-on
 * draws it; the legend says which cells pair up. */
#include "draw.h"

void
ss_draw_zipper (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Zipper line (lavender): cells as far from its middle "
                 "as each other add up to one total; the middle cell of an "
                 "odd line is that total.");
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#cdb1ec", 0.2, 0, 0);
}
