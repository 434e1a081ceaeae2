/* disjoint.c -- disjoint groups: the cells in the same position of their
 * boxes (the top-left cell of every box, ...) hold each digit once: N
 * extra houses, checked by the verifier.  Positions are defined by
 * regular boxes only, so irregular regions are refused. */
#include "meaning.h"

int
ss_validate_disjoint (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (m->irregular)
    return ss_con_error (err, c, "disjoint groups need regular boxes, "
                         "and this puzzle has irregular regions");
  return 0;
}

int
ss_check_disjoint (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  (void) m, (void) c, (void) v, (void) b;
  return 0;
}
