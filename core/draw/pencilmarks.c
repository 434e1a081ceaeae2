/* pencilmarks.c -- given pencil marks: the marked digits, small, bold and
 * dark red along the bottom of the cell, a few to a row, as rangsk's
 * f-puzzles add-on draws them (so the cell's own digit stays readable
 * above them). */
#include "draw.h"

#include <string.h>

/* Marks k0..k1 of c as one row of text. */
static void
row_text (const ss_con *c, int k0, int k1, int wide, char *buf, size_t len)
{
  size_t at = 0;
  buf[0] = 0;
  for (int k = k0; k < k1 && at < len; k++)
    at += (size_t) snprintf (buf + at, len - at, "%s%d",
                             wide && k > k0 ? " " : "", c->val[k]);
}

void
ss_draw_pencilmarks (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Given pencil marks (small red digits): the cell holds "
                 "one of them.");
  if (d->layer != SS_DRAW_LINES)
    return;
  int wide = d->n > 9, per = wide ? 4 : 5;
  int rows = (c->nvals + per - 1) / per;
  for (int i = 0; i < c->ncells; i++)
    for (int r = 0; r < rows; r++)
      {
        char text[64];
        double x = ss_draw_x (d, c->cell[i]);
        double y = ss_draw_y (d, c->cell[i]) + (0.36 - 0.17 * (rows - 1 - r))
                   * d->px;
        int end = (r + 1) * per < c->nvals ? (r + 1) * per : c->nvals;
        row_text (c, r * per, end, wide, text, sizeof text);
        ss_draw_text (d, x, y, 0.19, "#800000", "bold", text);
      }
}
