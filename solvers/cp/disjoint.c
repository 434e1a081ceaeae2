/* disjoint.c -- disjoint groups are N houses (the cells in the same
 * position of every box): the engine's naked and hidden singles over
 * them (propagate.c) are all their reasoning. */
#include "prop.h"

const ss_cp_kind ss_cp_disjoint = { 0, SS_CP_HOUSE, 0, 0 };
