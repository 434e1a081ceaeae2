/* chess.c -- "chess A B [digits] [cells]": two cells a leap of A rows
 * and B columns apart, or B rows and A columns, in any direction, never
 * hold the same digit; with digits listed, only those digits are kept
 * apart; with cells listed, only pairs with one of them (ChessConstraint
 * of rangsk's SudokuSolver, as we read its source: its offsets are made
 * symmetric, its "v" values limit the digits, its cells the pairs).  1 2 is
 * the knight's leap, 1 3 the camel's, 2 3 the zebra's, 1 1 a diagonal
 * step.  The steps and the test: core/leaps.c. */
#include "leap.h"

int
ss_validate_chess (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->val[0] < 0 || c->val[1] < 0 || (!c->val[0] && !c->val[1]))
    return ss_con_error (err, c, "the leap %d %d is not a move: give two "
                         "numbers 0 or more, not both 0", c->val[0],
                         c->val[1]);
  if (c->nvals > 2 + m->n)
    return ss_con_error (err, c, "%d digits listed; a %dx%d grid has %d",
                         c->nvals - 2, m->n, m->n, m->n);
  for (int i = 2; i < c->nvals; i++)
    {
      if (c->val[i] < 1 || c->val[i] > m->n)
        return ss_con_error (err, c, "digit %d is not 1 to %d", c->val[i],
                             m->n);
      for (int j = 2; j < i; j++)
        if (c->val[j] == c->val[i])
          return ss_con_error (err, c, "digit %d is listed twice",
                               c->val[i]);
    }
  return 0;
}

int
ss_check_chess (const ss_model *m, const ss_con *c, const uint8_t *v,
                ss_breach *b)
{
  return ss_check_leap (m, c, v, b, "a chess leap apart, the same digit");
}
