/* difference.c -- a white kropki dot on the edge between the two cells;
 * a difference other than 1 is written in a larger white dot (f-puzzles'
 * "difference" with a value). */
#include "draw.h"

void
ss_draw_difference (ss_draw *d, const ss_con *c)
{
  int v = c->val[0];
  char text[16];
  if (d->layer == SS_DRAW_LEGEND)
    {
      if (v == 1)
        ss_draw_say (d, "White dot: the two digits differ by 1.");
      else
        ss_draw_say (d, "White dot with a number: the two digits differ by "
                     "that number.");
    }
  if (d->layer != SS_DRAW_OVER)
    return;
  double x = (ss_draw_x (d, c->cell[0]) + ss_draw_x (d, c->cell[1])) / 2;
  double y = (ss_draw_y (d, c->cell[0]) + ss_draw_y (d, c->cell[1])) / 2;
  ss_draw_circle (d, x, y, v == 1 ? 0.12 : 0.2, "#ffffff", "#000000");
  snprintf (text, sizeof text, "%d", v);
  if (v != 1)
    ss_draw_text (d, x, y, 0.26, "#000000", "bold", text);
}
