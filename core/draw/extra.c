/* extra.c -- an extra region (and each window of a windoku) is a group of
 * grey cells, as in f-puzzles. */
#include "draw.h"

void
ss_draw_extra (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, c->ncells == d->n
                      ? "Extra region (grey cells): each digit once."
                      : "Extra region (grey cells): no digit twice.");
  if (d->layer != SS_DRAW_SHADE)
    return;
  for (int i = 0; i < c->ncells; i++)
    ss_draw_shade (d, c->cell[i], "#b4b4b4", 0.55);
}
