/* diagnonconsecutive.c -- a global rule has no shape: the legend names
 * it. */
#include "draw.h"

void
ss_draw_diagnonconsecutive (ss_draw *d, const ss_con *c)
{
  (void) c;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Diagonal nonconsecutive: cells touching at a corner "
                 "never hold consecutive digits.");
}
