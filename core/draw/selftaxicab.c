/* selftaxicab.c -- a global rule has no shape: the legend names it. */
#include "draw.h"

void
ss_draw_selftaxicab (ss_draw *d, const ss_con *c)
{
  (void) c;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Self-taxicab: a digit d never appears again d cells "
                 "away (rows plus columns).");
}
