/* taxicab.c -- a global rule has no shape: the legend names it. */
#include "draw.h"

void
ss_draw_taxicab (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Anti-taxicab %d: cells %d apart (rows plus columns) "
                 "hold different digits.", c->val[0], c->val[0]);
}
