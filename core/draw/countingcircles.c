/* countingcircles.c -- each circle a hollow ring in the cell, as ISS and
 * SudokuPad draw them; the legend says what the ring counts. */
#include "draw.h"

void
ss_draw_countingcircles (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Counting circles (rings): a digit in a ring appears in "
                 "exactly that many rings of its set.");
  if (d->layer != SS_DRAW_LINES)
    return;
  for (int i = 0; i < c->ncells; i++)
    ss_draw_circle (d, ss_draw_x (d, c->cell[i]), ss_draw_y (d, c->cell[i]),
                    0.4, "none", "#7b5ea7");
}
