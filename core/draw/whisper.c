/* whisper.c -- German whispers: a green line.  The legend gives the gap
 * the side implies; a line with a gap of its own carries it as a small
 * number in the corner of its first cell. */
#include "draw.h"

#include "../kinds/meaning.h"

void
ss_draw_whisper (ss_draw *d, const ss_con *c)
{
  char text[16];
  if (d->layer == SS_DRAW_LEGEND && c->nvals)
    ss_draw_say (d, "German whispers with a small number at one end: "
                 "neighbours on the line differ by at least that number.");
  else if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "German whispers (green line): neighbours on the line "
                 "differ by at least %d.", ss_whisper_gap (d->m, c));
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#67d067", 0.2, 0, 0);
  if (d->layer != SS_DRAW_OVER || !c->nvals)
    return;
  int len = snprintf (text, sizeof text, "%d", c->val[0]);
  double x = (c->cell[0] % d->n + 0.97) * d->px, y = (c->cell[0] / d->n + 0.03)
                                                     * d->px;
  double w = (0.17 * len + 0.04) * d->px, h = 0.28 * d->px;
  fprintf (d->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
           "height=\"%.1f\" fill=\"#ffffff\" stroke=\"#2e8b2e\"/>\n",
           x - w, y, w, h);
  ss_draw_text (d, x - w / 2, y + h / 2, 0.26, "#2e8b2e", "bold", text);
}
