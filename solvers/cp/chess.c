/* chess.c -- a placed digit (of the listed ones) leaves the cells a chess
 * leap away (support over the rule's steps: leap.c). */
#include "leap.h"

const ss_cp_kind ss_cp_chess = {
  ss_cp_leap_prop, SS_CP_EACH, 0, ss_cp_leap_init
};
