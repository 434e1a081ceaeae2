/* quadruple.c -- a white circle on the corner the four cells share, its
 * digits inside (one in the middle, two side by side, three or four in a
 * square), as in f-puzzles. */
#include "draw.h"

/* The k digits in the circle at (x, y): one in the middle, two side by
 * side, three or four in a square. */
static void
digits (const ss_draw *d, const ss_con *c, double x, double y)
{
  static const double at[4][2] = { { -1, -1 }, { 1, -1 }, { -1, 1 },
                                   { 1, 1 } };
  int k = c->nvals;
  for (int i = 0; i < k; i++)
    {
      char text[8];
      double off = k == 1 ? 0 : 0.1, size = k == 1 ? 0.28 : 0.2;
      double dx = k == 2 ? (i ? 1 : -1) : at[i][0], dy = k == 2 ? 0 : at[i][1];
      snprintf (text, sizeof text, "%d", c->val[i]);
      ss_draw_text (d, x + dx * off * d->px, y + dy * off * d->px, size,
                    "#000000", "normal", text);
    }
}

void
ss_draw_quadruple (ss_draw *d, const ss_con *c)
{
  int top = c->cell[0];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Quadruple (circle on a corner): its digits appear in the "
                 "four cells around it.");
  if (d->layer != SS_DRAW_OVER)
    return;
  for (int i = 1; i < 4; i++)
    top = c->cell[i] < top ? c->cell[i] : top;
  double x = (top % d->n + 1) * d->px, y = (top / d->n + 1) * d->px;
  ss_draw_circle (d, x, y, 0.3, "#ffffff", "#000000");
  digits (d, c, x, y);
}
