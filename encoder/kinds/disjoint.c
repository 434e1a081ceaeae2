/* disjoint.c -- disjoint groups are N houses: their clauses are the
 * families extra-at-least-once and extra-at-most-once (variant.c). */
#include "../variant.h"

const ss_kind_enc ss_enc_disjoint = {
  0, 0, "N houses: see extra-at-least-once and extra-at-most-once",
  "The cells in the same position of their boxes form N more houses, "
  "each holding each digit once: clauses in the extra-house families."
};
