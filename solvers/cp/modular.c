/* modular.c -- any three cells in a row on the line hold one digit of
 * each residue mod 3: the residues are the line's three classes
 * (classes.c, as an entropic line's tiers). */
#include "prop.h"
#include "../../core/kinds/meaning.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  return ss_cp_classes (s, c, ss_modular_class);
}

const ss_cp_kind ss_cp_modular = { prop, SS_CP_CELLS, 0, 0 };
