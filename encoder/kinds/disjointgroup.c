/* disjointgroup.c -- one disjoint group is one house: its clauses are the
 * families extra-at-least-once and extra-at-most-once (variant.c). */
#include "../variant.h"

const ss_kind_enc ss_enc_disjointgroup = {
  0, 0, "one house: see extra-at-least-once and extra-at-most-once",
  "The cells in position K of their boxes form one more house, holding "
  "each digit once: clauses in the extra-house families."
};
