/* whisper.c -- German whispers: a green line (the legend gives the gap,
 * which depends on the side unless the puzzle sets it). */
#include "draw.h"

#include "../kinds/meaning.h"

void
ss_draw_whisper (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "German whispers (green line): neighbours on the line "
                 "differ by at least %d.", ss_whisper_gap (d->m, c));
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#67d067", 0.2, 0, 0);
}
