/* chess.c -- a global rule has no shape: the legend names the leap and
 * the digits it covers; cells it is limited to are shaded. */
#include "draw.h"

#include <stdio.h>

void
ss_draw_chess (ss_draw *d, const ss_con *c)
{
  char digits[SS_MAX_N * 4 + 8] = "";
  int at = 0;
  if (d->layer == SS_DRAW_SHADE)
    for (int i = 0; i < c->ncells; i++)
      ss_draw_shade (d, c->cell[i], "#b8d0ea", 0.6);
  if (d->layer != SS_DRAW_LEGEND)
    return;
  for (int i = 2; i < c->nvals && at < (int) sizeof digits - 8; i++)
    at += snprintf (digits + at, sizeof digits - (size_t) at, "%s%d",
                    i > 2 ? ", " : " (digits ", c->val[i]);
  ss_draw_say (d, "Chess %d-%d: cells a leap of %d and %d apart hold "
               "different digits%s%s%s.", c->val[0], c->val[1], c->val[0],
               c->val[1], digits, at ? ")" : "",
               c->ncells ? ", where one of them is shaded" : "");
}
