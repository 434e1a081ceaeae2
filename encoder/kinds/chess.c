/* chess.c -- cells a chess leap apart differ (on the listed digits, when
 * some are listed): for each such pair and digit d, not both d, one
 * binary clause.  Pairs in one house are left to it (leap.c). */
#include "leap.h"

const ss_kind_enc ss_enc_chess = {
  ss_enc_leap, 1, "no digit twice a chess leap apart",
  "For every two cells a leap of A and B apart (either way round, any "
  "direction) that share no house, and every digit d the rule covers "
  "(all, or the listed ones): not both hold d, one binary clause (-a -b)."
};
