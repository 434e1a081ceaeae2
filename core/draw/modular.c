/* modular.c -- a modular line is teal, as rangsk's constraint add-on
 * draws it; the legend names the residues of the grid's side. */
#include "draw.h"

#include <stdio.h>

/* The digits of 1..N with residue k mod 3, as "3 6 9" (past 16 as
 * "the digits k mod 3"). */
static void
residue_text (int n, int k, char *buf, size_t len)
{
  size_t at = 0;
  buf[0] = 0;
  if (n > 16)
    {
      snprintf (buf, len, "the digits %d mod 3", k);
      return;
    }
  for (int d = 1; d <= n && at < len; d++)
    if (d % 3 == k)
      at += (size_t) snprintf (buf + at, len - at, "%s%d", at ? " " : "", d);
}

void
ss_draw_modular (ss_draw *d, const ss_con *c)
{
  char t[3][64];
  for (int k = 0; k < 3; k++)
    residue_text (d->n, k, t[k], sizeof t[k]);
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Modular line (teal): any three cells in a row on it "
                 "hold one of %s, one of %s and one of %s.", t[1], t[2],
                 t[0]);
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#33bbbb", 0.16, 0, 0);
}
