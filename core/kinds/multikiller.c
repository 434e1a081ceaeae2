/* multikiller.c -- a cage with several totals: no digit twice in it,
 * and its digits sum to one of the totals (val[0..nvals)).  This is
 * MultiSumKillerCageConstraint of the solver behind f-puzzles, which
 * its import makes of an f-puzzles cage whose value is "DR<n>": a
 * digital-root cage, whose totals are every number of that digital root
 * the cage's cells can make (core/fpuzzles/read.c lists them).
 *
 * On a partial grid the filled digits break it when the blanks (each at
 * least 1, at most N) can make up no total. */
#include "meaning.h"

int
ss_validate_multikiller (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  for (int i = 0; i < c->nvals; i++)
    if (c->val[i] < 1)
      return ss_con_error (err, c, "the total %d is below 1", c->val[i]);
  return 0;
}

int
ss_check_multikiller (const ss_model *m, const ss_con *c, const uint8_t *v,
                      ss_breach *b)
{
  int sum, blanks;
  if (ss_check_distinct (m, c, v, 0, c->ncells, b))
    return 1;
  ss_cells_sum (c, v, 0, c->ncells, &sum, &blanks);
  for (int i = 0; i < c->nvals; i++)
    if (sum + blanks <= c->val[i] && sum + blanks * m->n >= c->val[i])
      return 0;
  for (int i = 0; i < c->ncells && b->ncells < SS_BREACH_CELLS; i++)
    if (v[c->cell[i]])
      ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, blanks ? "the cage cannot reach any of its "
                                    "totals"
                                  : "the cage's sum %d is none of its "
                                    "totals", sum);
}
