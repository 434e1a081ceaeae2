/* diagonal.c -- a diagonal is drawn as a thin blue line from corner to
 * corner (f-puzzles' diagonal+ runs bottom-left to top-right, val +1). */
#include "draw.h"

void
ss_draw_diagonal (ss_draw *d, const ss_con *c)
{
  double side = d->n * d->px, up = c->val[0] > 0;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Diagonal (blue line): each digit once along it.");
  if (d->layer != SS_DRAW_LINES)
    return;
  fprintf (d->out, "<line x1=\"0\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
           "stroke=\"#4a7fd6\" stroke-width=\"%.1f\" stroke-opacity=\"0.8\""
           "/>\n", up ? side : 0, side, up ? 0 : side,
           d->px * 0.05 > 1 ? d->px * 0.05 : 1);
}
