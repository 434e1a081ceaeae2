/* disjointgroup.c -- one disjoint group is one house: the engine's naked
 * and hidden singles over it (propagate.c) are all its reasoning. */
#include "prop.h"

const ss_cp_kind ss_cp_disjointgroup = { 0, SS_CP_HOUSE, 0, 0 };
