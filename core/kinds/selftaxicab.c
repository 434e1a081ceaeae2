/* selftaxicab.c -- a digit d never appears again at taxicab distance d:
 * two cells whose rows apart plus columns apart make d never both hold d
 * (SelfTaxicabConstraint, console name "selftaxi", of rangsk's
 * SudokuSolver, as we read its source).  The steps and the test:
 * core/leaps.c. */
#include "leap.h"

int
ss_validate_selftaxicab (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m, (void) c, (void) err;
  return 0;
}

int
ss_check_selftaxicab (const ss_model *m, const ss_con *c, const uint8_t *v,
                      ss_breach *b)
{
  return ss_check_leap (m, c, v, b, "a digit d again at taxicab distance "
                        "d");
}
