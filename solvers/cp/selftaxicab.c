/* selftaxicab.c -- a placed d leaves the cells at taxicab distance d
 * (support over the rule's steps: leap.c). */
#include "leap.h"

const ss_cp_kind ss_cp_selftaxicab = {
  ss_cp_leap_prop, SS_CP_EACH, 0, ss_cp_leap_init
};
