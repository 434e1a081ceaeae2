/* between.c -- a between line: a grey line joining two hollow circles on
 * its end cells. */
#include "draw.h"

void
ss_draw_between (ss_draw *d, const ss_con *c)
{
  int last = c->cell[c->ncells - 1];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Between line (a line joining two circles): its digits "
                 "lie strictly between the two circled digits.");
  if (d->layer != SS_DRAW_LINES)
    return;
  ss_draw_path (d, c->cell, c->ncells, "#a8a8a8", 0.08, 0.38, 0.38);
  ss_draw_circle (d, ss_draw_x (d, c->cell[0]), ss_draw_y (d, c->cell[0]),
                  0.38, "none", "#8a8a8a");
  ss_draw_circle (d, ss_draw_x (d, last), ss_draw_y (d, last), 0.38, "none",
                  "#8a8a8a");
}
