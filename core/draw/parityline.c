/* parityline.c -- a parity line is red, as setters commonly draw it. */
#include "draw.h"

void
ss_draw_parityline (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Parity line (red): neighbours on it alternate odd "
                 "and even.");
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#e0524f", 0.2, 0, 0);
}
