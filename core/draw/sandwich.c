/* sandwich.c -- a sandwich clue is a plain number outside its row or
 * column. */
#include "draw.h"

void
ss_draw_sandwich (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Sandwich (plain number outside): the digits between the "
                 "1 and the %d of that row or column sum to it.", d->n);
  if (d->layer == SS_DRAW_OVER)
    ss_draw_outside (d, c, c->val[0], 0);
}
