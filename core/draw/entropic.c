/* entropic.c -- an entropic line is orange; the legend names the three
 * tiers for the grid's side. */
#include "draw.h"

void
ss_draw_entropic (ss_draw *d, const ss_con *c)
{
  int t = d->n / 3;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Entropic line (orange): any three cells in a row on it "
                 "hold a low (1-%d), a middle (%d-%d) and a high (%d-%d) "
                 "digit.", t, t + 1, 2 * t, 2 * t + 1, d->n);
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#f5a742", 0.2, 0, 0);
}
