/* fullrank.c -- a full rank clue: its rank after a number sign outside
 * its row or column, as sigh's Interactive Sudoku Solver writes it
 * (#17), apart from a sandwich's plain number. */
#include "draw.h"

#include <stdio.h>

void
ss_draw_fullrank (ss_draw *d, const ss_con *c)
{
  char text[24];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Full rank (#rank outside): rows and columns read "
                 "both ways are numbers; the one read from it has that "
                 "rank, smallest first.");
  if (d->layer != SS_DRAW_OVER)
    return;
  snprintf (text, sizeof text, "#%d", c->val[0]);
  ss_draw_text (d, ss_draw_frame_x (d, c->clue_c),
                ss_draw_frame_y (d, c->clue_r), 0.36, "#000000", "normal",
                text);
}
