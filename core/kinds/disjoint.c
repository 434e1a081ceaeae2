/* disjoint.c -- disjoint groups: the cells in the same position of their
 * boxes (the top-left cell of every box, ...) hold each digit once: N
 * extra houses (houses.c), checked by the verifier.  A position counts a
 * box's cells in reading order; an irregular region's too, by row then
 * column (ss_region_cell), as DisjointGroupConstraint of the solver
 * behind f-puzzles takes the k-th cell of each region in reading order
 * (as we read its source). */
#include "meaning.h"

int
ss_validate_disjoint (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m, (void) c, (void) err;
  return 0;
}

int
ss_check_disjoint (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  (void) m, (void) c, (void) v, (void) b;
  return 0;
}
