/* nabner.c -- a nabner line is a broad khaki line, as rangsk's
 * constraint add-on draws it. */
#include "draw.h"

void
ss_draw_nabner (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Nabner line (broad khaki): no two digits on it are "
                 "equal or consecutive.");
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#c9c883", 0.25, 0, 0);
}
