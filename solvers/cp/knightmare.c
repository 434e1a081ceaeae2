/* knightmare.c -- a knight's move partner keeps only digits that make no
 * forbidden total with some candidate (support over the rule's steps:
 * leap.c). */
#include "leap.h"

const ss_cp_kind ss_cp_knightmare = {
  ss_cp_leap_prop, SS_CP_EACH, 0, ss_cp_leap_init
};
