/* globalmod.c -- every 2x2 square holds a digit of each residue mod 3:
 * the squares of windows.c. */
#include "prop.h"
#include "../../core/kinds/meaning.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) c;
  return ss_cp_windows (s, cell, ss_modular_class);
}

const ss_cp_kind ss_cp_globalmod = { prop, SS_CP_EACH, 0, 0 };
