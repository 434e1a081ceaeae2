/* hiddenskyscraper.c -- a hidden skyscraper clue: its number between
 * bars outside its row or column, as sigh's Interactive Sudoku Solver
 * writes it (|5|), apart from a skyscraper's circled count. */
#include "draw.h"

#include <stdio.h>

void
ss_draw_hiddenskyscraper (ss_draw *d, const ss_con *c)
{
  char text[24];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Hidden skyscraper (|number| outside): seen from it, "
                 "the first digit hidden behind a taller one before it is "
                 "the number.");
  if (d->layer != SS_DRAW_OVER)
    return;
  snprintf (text, sizeof text, "|%d|", c->val[0]);
  ss_draw_text (d, ss_draw_frame_x (d, c->clue_c),
                ss_draw_frame_y (d, c->clue_r), 0.36, "#000000", "normal",
                text);
}
