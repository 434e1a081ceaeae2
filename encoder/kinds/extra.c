/* extra.c -- an extra region of N cells is a house (the extra-house
 * families); a smaller one only holds no digit twice (the group
 * family).  Neither needs clauses of its own. */
#include "../variant.h"

const ss_kind_enc ss_enc_extra = {
  0, 0, "a house, or a group: see the extra and group families",
  "An extra region of N cells is one more house (extra-at-least-once, "
  "extra-at-most-once); a smaller one holds each digit at most once "
  "(group-at-most-once)."
};
