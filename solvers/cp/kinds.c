/* kinds.c -- the cp engine's table of propagators, built from SS_KINDS:
 * a kind without its solvers/cp/NAME.c does not link. */
#include "prop.h"

static const ss_cp_kind *const kinds[] = {
  0, /* SS_KIND_REGIONS: irregular regions are houses */
#define SS_CP_ROW(id, name, flags, lo, hi, plo, phi, help) &ss_cp_##name,
  SS_KINDS (SS_CP_ROW)
#undef SS_CP_ROW
};

const ss_cp_kind *
ss_cp_kind_of (int k)
{
  return kinds[k];
}
