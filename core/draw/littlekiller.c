/* littlekiller.c -- a little killer clue: its total outside the grid,
 * with a small arrow pointing along the diagonal it sums (val[1]: 0
 * down-right, 1 down-left, 2 up-right, 3 up-left). */
#include "draw.h"

void
ss_draw_littlekiller (ss_draw *d, const ss_con *c)
{
  static const int dx[4] = { 1, -1, 1, -1 }, dy[4] = { 1, 1, -1, -1 };
  int dir = c->val[1];
  char text[16];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Little killer (number outside with an arrow): the "
                 "digits along the arrow's diagonal sum to it; they may "
                 "repeat.");
  if (d->layer != SS_DRAW_OVER || dir < 0 || dir > 3)
    return;
  double x = ss_draw_frame_x (d, c->clue_c), y = ss_draw_frame_y (d, c->clue_r);
  double p = d->px, ux = dx[dir], uy = dy[dir];
  snprintf (text, sizeof text, "%d", c->val[0]);
  ss_draw_text (d, x - 0.1 * ux * p, y - 0.1 * uy * p, 0.32, "#000000",
                "normal", text);
  fprintf (d->out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
           "stroke=\"#000000\" stroke-width=\"%.1f\"/>\n",
           x + 0.18 * ux * p, y + 0.18 * uy * p, x + 0.42 * ux * p,
           y + 0.42 * uy * p, p * 0.03 > 1 ? p * 0.03 : 1);
  ss_draw_head (d, x + 0.42 * ux * p, y + 0.42 * uy * p, ux, uy, 0.12,
                "#000000", 0.03);
}
