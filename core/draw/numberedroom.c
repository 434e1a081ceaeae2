/* numberedroom.c -- a numbered room clue: its number between colons
 * outside its row or column, as sigh's Interactive Sudoku Solver writes
 * it (:5:), apart from a sandwich's plain number. */
#include "draw.h"

#include <stdio.h>

void
ss_draw_numberedroom (ss_draw *d, const ss_con *c)
{
  char text[24];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Numbered room (:number: outside): the first digit X "
                 "from it says that the X-th cell from it holds the "
                 "number.");
  if (d->layer != SS_DRAW_OVER)
    return;
  snprintf (text, sizeof text, ":%d:", c->val[0]);
  ss_draw_text (d, ss_draw_frame_x (d, c->clue_c),
                ss_draw_frame_y (d, c->clue_r), 0.36, "#000000", "normal",
                text);
}
