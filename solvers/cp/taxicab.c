/* taxicab.c -- a placed digit leaves the cells at taxicab distance D
 * (support over the rule's steps: leap.c). */
#include "leap.h"

const ss_cp_kind ss_cp_taxicab = {
  ss_cp_leap_prop, SS_CP_EACH, 0, ss_cp_leap_init
};
