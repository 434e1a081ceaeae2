/* disjoint.c -- disjoint groups: every cell is tinted by its position in
 * its box (or region, in reading order), so the cells that must differ
 * share a tint (f-puzzles draws nothing; the tints say what the rule
 * groups). */
#include "draw.h"

#include "../kinds/meaning.h"

void
ss_draw_disjoint (ss_draw *d, const ss_con *c)
{
  char tint[8];
  (void) c;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Disjoint groups (cells tinted alike): cells in the same "
                 "position of their boxes hold different digits.");
  if (d->layer != SS_DRAW_SHADE)
    return;
  for (int i = 0; i < d->n * d->n; i++)
    {
      ss_draw_tint (ss_region_position (d->m, i), d->n, tint);
      ss_draw_shade (d, i, tint, 0.45);
    }
}
