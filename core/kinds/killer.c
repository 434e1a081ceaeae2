/* killer.c -- a killer cage: no digit twice in it, and, when a total is
 * given (val[0]), its digits sum to it.  On a partial grid the filled
 * digits break the total when the blanks (each at least 1, at most N)
 * cannot make up the rest. */
#include "meaning.h"

int
ss_validate_killer (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->nvals && c->val[0] < 1)
    return ss_con_error (err, c, "the total %d is below 1", c->val[0]);
  return 0;
}

/* Shared with the other sums: does a filled sum with some blanks still
 * reach total? */
static int
sum_reachable (int sum, int blanks, int n, int total)
{
  return sum + blanks <= total && sum + blanks * n >= total;
}

int
ss_check_killer (const ss_model *m, const ss_con *c, const uint8_t *v,
                 ss_breach *b)
{
  int sum, blanks;
  if (ss_check_distinct (m, c, v, 0, c->ncells, b))
    return 1;
  ss_cells_sum (c, v, 0, c->ncells, &sum, &blanks);
  if (!c->nvals || sum_reachable (sum, blanks, m->n, c->val[0]))
    return 0;
  for (int i = 0; i < c->ncells && b->ncells < SS_BREACH_CELLS; i++)
    if (v[c->cell[i]])
      ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, blanks ? "the cage cannot reach its total %d"
                                  : "the cage does not sum to %d",
                        c->val[0]);
}
