/* disjointgroup.c -- one disjoint group: its cells are tinted, so the
 * cells that must differ show (the legend says which position). */
#include "draw.h"

#include "../kinds/meaning.h"

void
ss_draw_disjointgroup (ss_draw *d, const ss_con *c)
{
  char tint[8];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Disjoint group %d (cells tinted): the cells in "
                 "position %d of their boxes hold different digits.",
                 c->val[0], c->val[0]);
  if (d->layer != SS_DRAW_SHADE)
    return;
  ss_draw_tint (c->val[0] - 1, d->n, tint);
  for (int i = 0; i < d->n * d->n; i++)
    if (ss_region_position (d->m, i) == c->val[0] - 1)
      ss_draw_shade (d, i, tint, 0.45);
}
