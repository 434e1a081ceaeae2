/* clone.c -- both shapes of a clone are shaded in one tint of their own,
 * so each pair of copies reads as a pair. */
#include "draw.h"

void
ss_draw_clone (ss_draw *d, const ss_con *c)
{
  char tint[8];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Clones (shapes shaded alike): the same digits in the "
                 "same places.");
  if (d->layer != SS_DRAW_SHADE)
    return;
  ss_draw_tint ((d->index * 5 + 1) % 12, 12, tint);
  for (int i = 0; i < c->ncells; i++)
    ss_draw_shade (d, c->cell[i], tint, 0.65);
}
