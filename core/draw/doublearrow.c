/* doublearrow.c -- a double arrow as rangsk's constraint add-on draws
 * it: a magenta line with a hollow circle on each end cell. */
#include "draw.h"

void
ss_draw_doublearrow (ss_draw *d, const ss_con *c)
{
  int last = c->cell[c->ncells - 1];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Double arrow (magenta line, a circle at each end): "
                 "the two circled digits add up to the sum of the digits "
                 "between them.");
  if (d->layer != SS_DRAW_LINES)
    return;
  ss_draw_path (d, c->cell, c->ncells, "#c54b8b", 0.1, 0.38, 0.38);
  ss_draw_circle (d, ss_draw_x (d, c->cell[0]), ss_draw_y (d, c->cell[0]),
                  0.38, "none", "#c54b8b");
  ss_draw_circle (d, ss_draw_x (d, last), ss_draw_y (d, last), 0.38, "none",
                  "#c54b8b");
}
