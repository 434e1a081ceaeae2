/* diagonal.c -- a diagonal is a house: its clauses are the families
 * extra-at-least-once and extra-at-most-once (variant.c), each digit
 * once on the N cells, like a row. */
#include "../variant.h"

const ss_kind_enc ss_enc_diagonal = {
  0, 0, "a house: see extra-at-least-once and extra-at-most-once",
  "A diagonal is one more house: each digit at least once on its N cells "
  "(one clause per digit) and at most once (the chosen at-most-one), in "
  "the extra-house families."
};
