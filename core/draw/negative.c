/* negative.c -- a negative constraint has no shape: the legend says that
 * every marker of its family is given. */
#include "draw.h"

void
ss_draw_negative (ss_draw *d, const ss_con *c)
{
  static const char *const says[] = {
    "All white dots are given: orthogonal neighbours without a kropki dot "
    "never differ by 1 (nor by any white dot's value).",
    "All black dots are given: orthogonal neighbours without a kropki dot "
    "are never in any black dot's ratio (in ratio 2 when there is none).",
    "All X and V are given: orthogonal neighbours without one never sum to "
    "10 or 5.",
  };
  if (d->layer == SS_DRAW_LEGEND && c->val[0] >= 0 && c->val[0] <= 2)
    ss_draw_say (d, "%s", says[c->val[0]]);
}
