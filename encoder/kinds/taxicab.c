/* taxicab.c -- cells at taxicab distance D differ: for each such pair
 * and digit d, not both d.  Pairs in one house are left to it
 * (leap.c). */
#include "leap.h"

const ss_kind_enc ss_enc_taxicab = {
  ss_enc_leap, 1, "no digit twice at taxicab distance D",
  "For every two cells whose rows apart plus columns apart make D, that "
  "share no house, and every digit d: not both hold d, one binary "
  "clause (-a -b)."
};
