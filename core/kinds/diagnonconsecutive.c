/* diagnonconsecutive.c -- two cells touching at a corner never hold
 * consecutive digits (DiagonalNonconsecutiveConstraint, console name
 * "dnc", of rangsk's SudokuSolver, as we read its source: every diagonal
 * neighbour, no marker exempts a pair).  The steps and the test:
 * core/leaps.c. */
#include "leap.h"

int
ss_validate_diagnonconsecutive (const ss_model *m, const ss_con *c,
                                ss_error *err)
{
  (void) m, (void) c, (void) err;
  return 0;
}

int
ss_check_diagnonconsecutive (const ss_model *m, const ss_con *c,
                             const uint8_t *v, ss_breach *b)
{
  return ss_check_leap (m, c, v, b, "touching at a corner, consecutive "
                        "digits");
}
