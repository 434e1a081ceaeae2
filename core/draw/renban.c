/* renban.c -- a renban line is purple, as in f-puzzles. */
#include "draw.h"

void
ss_draw_renban (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Renban (purple line): a set of consecutive digits in "
                 "any order, none repeated.");
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#d48ae8", 0.25, 0, 0);
}
