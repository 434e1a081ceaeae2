/* fullrankties.c -- full rank's tie mode has no mark in the grid: the
 * legend says which numbers may read alike. */
#include "draw.h"

void
ss_draw_fullrankties (ss_draw *d, const ss_con *c)
{
  if (d->layer != SS_DRAW_LEGEND)
    return;
  if (c->val[0] == SS_TIES_UNCLUED)
    ss_draw_say (d, "Full rank ties (unclued, the default): only numbers "
                 "without a clue may read alike.");
  else if (c->val[0] == SS_TIES_ANY)
    ss_draw_say (d, "Full rank ties (any): a clued number may read like "
                 "another; its rank counts the numbers strictly smaller.");
  else if (c->val[0] == SS_TIES_NONE)
    ss_draw_say (d, "Full rank ties (none): no two of the numbers the rows "
                 "and columns read both ways are alike.");
}
