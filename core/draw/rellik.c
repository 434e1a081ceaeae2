/* rellik.c -- a rellik cage: a killer cage's dashed outline with its
 * clue after a "not equal" sign in the corner, as sigh's Interactive
 * Sudoku Solver labels it (≠S). */
#include "draw.h"

#include <stdio.h>

void
ss_draw_rellik (ss_draw *d, const ss_con *c)
{
  char text[24];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Rellik cage (dashed outline, clue after a not-equal "
                 "sign): no digit twice in it; no set of its digits sums "
                 "to the clue.");
  if (d->layer != SS_DRAW_OVER)
    return;
  snprintf (text, sizeof text, "\xe2\x89\xa0%d", c->val[0]);
  ss_draw_cage (d, c, text);
}
