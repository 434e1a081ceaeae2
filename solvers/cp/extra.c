/* extra.c -- an extra region.  With N cells it is a house, which the
 * engine's singles cover; a smaller one holds no digit twice: a placed
 * digit leaves its other cells, and its cells need as many digits as
 * there are of them. */
#include <string.h>

#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  return c->ncells == s->n ? 0 : ss_cp_distinct (s, c->cell, c->ncells);
}

/* A house wakes nothing here: the singles see it. */
static int
watch (const ss_model *m, const ss_con *c, int *cells)
{
  if (c->ncells == m->n)
    return 0;
  memcpy (cells, c->cell, (size_t) c->ncells * sizeof *cells);
  return c->ncells;
}

const ss_cp_kind ss_cp_extra = { prop, SS_CP_CELLS, watch, 0 };
