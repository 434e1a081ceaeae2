/* knightmare.c -- "knightmare [totals]": two digits a knight's move apart
 * never sum to one of the totals; with none listed, 5 and 15
 * (KnightmareConstraint of rangsk's SudokuSolver, as we read its source:
 * its default is 5 and 15 on any grid).  A total two digits cannot make
 * (below 2 or above 2N) is refused: it would say nothing.  The steps and
 * the test: core/leaps.c. */
#include "leap.h"

int
ss_validate_knightmare (const ss_model *m, const ss_con *c, ss_error *err)
{
  for (int i = 0; i < c->nvals; i++)
    {
      if (c->val[i] < 2 || c->val[i] > 2 * m->n)
        return ss_con_error (err, c, "no two digits 1 to %d sum to %d",
                             m->n, c->val[i]);
      for (int j = 0; j < i; j++)
        if (c->val[j] == c->val[i])
          return ss_con_error (err, c, "total %d is listed twice",
                               c->val[i]);
    }
  return 0;
}

int
ss_check_knightmare (const ss_model *m, const ss_con *c, const uint8_t *v,
                     ss_breach *b)
{
  return ss_check_leap (m, c, v, b, "a knight's move apart, a forbidden "
                        "total");
}
