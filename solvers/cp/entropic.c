/* entropic.c -- any three cells in a row on the line hold a low, a
 * middle and a high digit (thirds of 1..N, as ss_entropic_tier splits
 * them): the tiers are the line's three classes (classes.c). */
#include "prop.h"
#include "../../core/kinds/meaning.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  return ss_cp_classes (s, c, ss_entropic_class);
}

const ss_cp_kind ss_cp_entropic = { prop, SS_CP_CELLS, 0, 0 };
