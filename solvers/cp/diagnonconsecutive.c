/* diagnonconsecutive.c -- a corner neighbour keeps only digits not
 * consecutive to some candidate (support over the rule's steps: leap.c). */
#include "leap.h"

const ss_cp_kind ss_cp_diagnonconsecutive = {
  ss_cp_leap_prop, SS_CP_EACH, 0, ss_cp_leap_init
};
