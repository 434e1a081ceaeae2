/* disjointgroup.c -- "disjointgroup K": one disjoint group, the cells in
 * position K of their boxes (K from 1, positions in reading order; an
 * irregular region's too, by row then column, ss_region_cell) hold each
 * digit once: one extra house (houses.c), checked by the verifier.  As
 * DisjointGroupConstraint of rangsk's SudokuSolver, console name
 * "disjointoffset", reads its option (as we read its source): the
 * group's number from 1, the k-th cell of every region. */
#include "meaning.h"

int
ss_validate_disjointgroup (const ss_model *m, const ss_con *c,
                           ss_error *err)
{
  if (c->val[0] < 1 || c->val[0] > m->n)
    return ss_con_error (err, c, "group %d: a %dx%d grid has groups 1 to "
                         "%d", c->val[0], m->n, m->n, m->n);
  return 0;
}

int
ss_check_disjointgroup (const ss_model *m, const ss_con *c,
                        const uint8_t *v, ss_breach *b)
{
  (void) m, (void) c, (void) v, (void) b;
  return 0;
}
