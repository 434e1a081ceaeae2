/* entropic.c -- an entropic line is orange; the legend names the three
 * tiers for the grid's side (kinds/entropic.c splits them). */
#include "draw.h"

#include <stdio.h>

#include "../kinds/meaning.h"

/* Tier k as "1-3", or "4" when it is one digit. */
static void
tier_text (int n, int k, char *buf, size_t len)
{
  int lo, hi;
  ss_entropic_tier (n, k, &lo, &hi);
  if (lo == hi)
    snprintf (buf, len, "%d", lo);
  else
    snprintf (buf, len, "%d-%d", lo, hi);
}

void
ss_draw_entropic (ss_draw *d, const ss_con *c)
{
  char t[3][16];
  for (int k = 0; k < 3; k++)
    tier_text (d->n, k, t[k], sizeof t[k]);
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Entropic line (orange): any three cells in a row on it "
                 "hold a low (%s), a middle (%s) and a high (%s) digit.",
                 t[0], t[1], t[2]);
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#f5a742", 0.2, 0, 0);
}
