/* regionsum.c -- a region sum line is blue and thin. */
#include "draw.h"

void
ss_draw_regionsum (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Region sum line (blue): its digits have the same total "
                 "in every %s it passes through.",
                 d->m->irregular ? "region" : "box");
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#3c9cf0", 0.12, 0, 0);
}
