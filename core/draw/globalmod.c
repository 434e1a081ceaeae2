/* globalmod.c -- a global rule has no shape: the legend names it. */
#include "draw.h"

void
ss_draw_globalmod (ss_draw *d, const ss_con *c)
{
  (void) c;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Global mod 3: every 2x2 square holds a digit of each "
                 "residue mod 3.");
}
