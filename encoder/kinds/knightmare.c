/* knightmare.c -- digits a knight's move apart never make a forbidden
 * total: for each such pair and each two digits d, e with d + e a total,
 * "not d here and e there" (the conflict encoding, leap.c). */
#include "leap.h"

const ss_kind_enc ss_enc_knightmare = {
  ss_enc_leap, 1, "knight's move pairs off the forbidden totals",
  "For every two cells a knight's move apart, and every two digits d and "
  "e whose sum is a forbidden total (5 and 15 unless others are listed): "
  "not d in the one and e in the other, one binary clause (-a -b), both "
  "ways round (the conflict encoding)."
};
