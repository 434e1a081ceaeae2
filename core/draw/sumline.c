/* sumline.c -- a sum line: a thin sea-green line, its sum in a small box on
 * its first cell when it is not 10 (the community's "10 lines"). */
#include "draw.h"

#include "../kinds/meaning.h"

void
ss_draw_sumline (ss_draw *d, const ss_con *c)
{
  char text[16];
  int s = ss_sumline_total (c);
  if (d->layer == SS_DRAW_LEGEND && s == 10)
    ss_draw_say (d, "Sum line (thin sea green): the line divides into runs of "
                 "cells that each sum to 10.");
  else if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Sum line (thin sea green) with a number in a box: the "
                 "line divides into runs of cells that each sum to that "
                 "number.");
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#8cc9a8", 0.1, 0, 0);
  if (d->layer != SS_DRAW_OVER || s == 10)
    return;
  int len = snprintf (text, sizeof text, "%d", s);
  double x = (c->cell[0] % d->n + 0.03) * d->px, y = (c->cell[0] / d->n
                                                       + 0.03) * d->px;
  double w = (0.17 * len + 0.04) * d->px, h = 0.28 * d->px;
  fprintf (d->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
           "height=\"%.1f\" fill=\"#ffffff\" stroke=\"#2e7d5b\"/>\n",
           x, y, w, h);
  ss_draw_text (d, x + w / 2, y + h / 2, 0.26, "#2e7d5b", "bold", text);
}
