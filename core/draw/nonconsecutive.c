/* nonconsecutive.c -- a global rule has no shape: the legend names it,
 * with the exception sudosat (like f-puzzles) makes for kropki pairs. */
#include "draw.h"

void
ss_draw_nonconsecutive (ss_draw *d, const ss_con *c)
{
  (void) c;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Nonconsecutive: orthogonal neighbours never hold "
                 "consecutive digits (a pair with a kropki dot is exempt).");
}
