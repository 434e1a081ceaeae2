/* knightmare.c -- a global rule has no shape: the legend names it and
 * its totals. */
#include "draw.h"

#include <stdio.h>

void
ss_draw_knightmare (ss_draw *d, const ss_con *c)
{
  char totals[SS_MAX_N * 8 + 8] = "5 or 15";
  int at = 0;
  if (d->layer != SS_DRAW_LEGEND)
    return;
  for (int i = 0; i < c->nvals && at < (int) sizeof totals - 8; i++)
    at += snprintf (totals + at, sizeof totals - (size_t) at, "%s%d",
                    !i ? "" : i + 1 < c->nvals ? ", " : " or ", c->val[i]);
  ss_draw_say (d, "Knightmare: digits a knight's move apart never sum to "
               "%s.", totals);
}
