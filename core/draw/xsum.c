/* xsum.c -- an X-sum clue: a number in a thin box outside its row or
 * column (boxed so it reads apart from a sandwich clue). */
#include "draw.h"

void
ss_draw_xsum (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "X-sum (boxed number outside): the first X digits from "
                 "it sum to it, X being the first of them.");
  if (d->layer == SS_DRAW_OVER)
    ss_draw_outside (d, c, c->val[0], 1);
}
