/* xv.c -- the letter X or V on the edge between the two cells, on a small
 * white patch so the grid line does not cross it. */
#include "draw.h"

void
ss_draw_xv (ss_draw *d, const ss_con *c)
{
  int x10 = c->val[0] == 10;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, x10 ? "X: the two digits sum to 10."
                        : "V: the two digits sum to 5.");
  if (d->layer != SS_DRAW_OVER)
    return;
  double x = (ss_draw_x (d, c->cell[0]) + ss_draw_x (d, c->cell[1])) / 2;
  double y = (ss_draw_y (d, c->cell[0]) + ss_draw_y (d, c->cell[1])) / 2;
  double h = 0.15 * d->px;
  fprintf (d->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
           "height=\"%.1f\" fill=\"#ffffff\"/>\n", x - h, y - h, 2 * h,
           2 * h);
  ss_draw_text (d, x, y, 0.32, "#000000", "bold", x10 ? "X" : "V");
}
