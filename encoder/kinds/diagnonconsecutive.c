/* diagnonconsecutive.c -- cells touching at a corner hold no consecutive
 * digits: for each such pair and d, "not d beside d+1", both ways round
 * (the conflict encoding, leap.c). */
#include "leap.h"

const ss_kind_enc ss_enc_diagnonconsecutive = {
  ss_enc_leap, 1, "corner neighbours not consecutive",
  "For every two cells touching at a corner, and every d below N: not d "
  "in the one and d+1 in the other, two binary clauses per d (the "
  "conflict encoding)."
};
