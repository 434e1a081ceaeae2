/* selftaxicab.c -- a digit d is never repeated at taxicab distance d:
 * for each pair of cells d apart (rows plus columns) that share no
 * house, not both d, one binary clause (leap.c). */
#include "leap.h"

const ss_kind_enc ss_enc_selftaxicab = {
  ss_enc_leap, 1, "no digit d twice at taxicab distance d",
  "For every two cells that share no house, with d their rows apart plus "
  "columns apart (d from 1 to N): not both hold d, one binary clause "
  "(-a -b)."
};
