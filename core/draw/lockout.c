/* lockout.c -- a lockout line: a pale blue line joining two hollow
 * diamonds on its end cells, as sigh's Interactive Sudoku Solver and
 * SudokuPad setters draw it.  A difference other than 4 is said in the
 * legend. */
#include "draw.h"

#include "../kinds/meaning.h"

static void
diamond (const ss_draw *d, int cell)
{
  double x = ss_draw_x (d, cell), y = ss_draw_y (d, cell), r = 0.4 * d->px;
  fprintf (d->out, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f "
           "%.1f,%.1f\" fill=\"none\" stroke=\"#6a6ad8\" stroke-width=\"2\"/>\n",
           x, y - r, x + r, y, x, y + r, x - r, y);
}

void
ss_draw_lockout (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Lockout line (a blue line joining two diamonds): the "
                 "diamonds differ by at least %d, and no other digit on "
                 "the line lies between them, inclusive.",
                 ss_lockout_gap (c));
  if (d->layer != SS_DRAW_LINES)
    return;
  ss_draw_path (d, c->cell, c->ncells, "#c8c8ff", 0.2, 0.4, 0.4);
  diamond (d, c->cell[0]);
  diamond (d, c->cell[c->ncells - 1]);
}
