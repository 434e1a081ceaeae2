/* globalentropy.c -- every 2x2 square holds a low, a middle and a high
 * digit (the tiers of ss_entropic_tier): the squares of windows.c. */
#include "prop.h"
#include "../../core/kinds/meaning.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) c;
  return ss_cp_windows (s, cell, ss_entropic_class);
}

const ss_cp_kind ss_cp_globalentropy = { prop, SS_CP_EACH, 0, 0 };
