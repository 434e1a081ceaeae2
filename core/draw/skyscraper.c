/* skyscraper.c -- a skyscraper clue: a number in a thin circle outside
 * its row or column (circled so it reads apart from a sandwich clue). */
#include "draw.h"

void
ss_draw_skyscraper (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Skyscraper (circled number outside): that many digits "
                 "are seen from it, a digit hiding the smaller ones behind "
                 "it.");
  if (d->layer == SS_DRAW_OVER)
    ss_draw_outside (d, c, c->val[0], 2);
}
