/* lunchbox.c -- a lunchbox: its cells shaded pale tan, a thin grey line
 * through them in the order listed (the order decides which cells lie
 * between the crusts), and its clue small in the top-left corner of its
 * first cell, as sigh's Interactive Sudoku Solver shades the region and
 * labels it with the sum.  A lunchbox written as a clue outside the grid
 * (a whole row or column) is drawn as that clue: a plain number in the
 * frame, as a sandwich is, the row or column shaded. */
#include "draw.h"

#include <stdio.h>

static void
legend (ss_draw *d, const ss_con *c)
{
  if (ss_con_clued (c))
    ss_draw_say (d, "Lunchbox (a number outside, its row or column "
                 "shaded): no digit twice; the digits between the smallest "
                 "and the largest sum to it.");
  else
    ss_draw_say (d, "Lunchbox (pale tan cells, a grey line in their order, "
                 "the clue in the first): no digit twice; the digits "
                 "between the smallest and the largest sum to the clue.");
}

void
ss_draw_lunchbox (ss_draw *d, const ss_con *c)
{
  char text[16];
  int clued = ss_con_clued (c);
  if (d->layer == SS_DRAW_LEGEND)
    legend (d, c);
  if (d->layer == SS_DRAW_SHADE)
    for (int i = 0; i < c->ncells; i++)
      ss_draw_shade (d, c->cell[i], "#e8d8b0", 0.6);
  if (d->layer == SS_DRAW_LINES && !clued)
    ss_draw_path (d, c->cell, c->ncells, "#a0a0a0", 0.04, 0, 0);
  if (d->layer != SS_DRAW_OVER)
    return;
  if (clued)
    {
      ss_draw_outside (d, c, c->val[0], 0);
      return;
    }
  snprintf (text, sizeof text, "%d", c->val[0]);
  ss_draw_text (d, ss_draw_x (d, c->cell[0]) - 0.32 * d->px,
                ss_draw_y (d, c->cell[0]) - 0.34 * d->px, 0.24, "#000000",
                "normal", text);
}
