/* ratio.c -- a black kropki dot on the edge between the two cells; a
 * ratio other than 2 is written in white in a larger dot (f-puzzles'
 * "ratio" with a value). */
#include "draw.h"

void
ss_draw_ratio (ss_draw *d, const ss_con *c)
{
  int v = c->val[0];
  char text[16];
  if (d->layer == SS_DRAW_LEGEND)
    {
      if (v == 2)
        ss_draw_say (d, "Black dot: one digit is twice the other.");
      else
        ss_draw_say (d, "Black dot with a number: one digit is that many "
                     "times the other.");
    }
  if (d->layer != SS_DRAW_OVER)
    return;
  double x = (ss_draw_x (d, c->cell[0]) + ss_draw_x (d, c->cell[1])) / 2;
  double y = (ss_draw_y (d, c->cell[0]) + ss_draw_y (d, c->cell[1])) / 2;
  ss_draw_circle (d, x, y, v == 2 ? 0.12 : 0.2, "#000000", "#000000");
  snprintf (text, sizeof text, "%d", v);
  if (v != 2)
    ss_draw_text (d, x, y, 0.26, "#ffffff", "bold", text);
}
