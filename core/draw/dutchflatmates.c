/* dutchflatmates.c -- a global rule has no shape: the legend names it,
 * with the side's middle digit and flatmates. */
#include "draw.h"
#include "../kinds/meaning.h"

void
ss_draw_dutchflatmates (ss_draw *d, const ss_con *c)
{
  (void) c;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Dutch flatmates: every %d has a 1 directly above it "
                 "or a %d directly below it.", ss_flatmates_middle (d->n),
                 d->n);
}
