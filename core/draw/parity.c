/* parity.c -- odd cells carry a grey circle, even cells a grey square,
 * as in f-puzzles. */
#include "draw.h"

void
ss_draw_parity (ss_draw *d, const ss_con *c)
{
  int odd = c->val[0] == 1;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, odd ? "Odd cell (grey circle): an odd digit."
                        : "Even cell (grey square): an even digit.");
  if (d->layer != SS_DRAW_LINES)
    return;
  for (int i = 0; i < c->ncells; i++)
    {
      double x = ss_draw_x (d, c->cell[i]), y = ss_draw_y (d, c->cell[i]);
      if (odd)
        ss_draw_circle (d, x, y, 0.36, "#c8c8c8", "none");
      else
        fprintf (d->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
                 "height=\"%.1f\" fill=\"#c8c8c8\"/>\n", x - 0.36 * d->px,
                 y - 0.36 * d->px, 0.72 * d->px, 0.72 * d->px);
    }
}
