/* taxicab.c -- "taxicab D": two cells whose rows apart plus columns
 * apart make D never hold the same digit (TaxicabConstraint, console
 * name "taxi", of rangsk's SudokuSolver, as we read its source: D is a
 * whole number 1 or more).  A D no two cells reach rules nothing out.
 * The steps and the test: core/leaps.c. */
#include "leap.h"

int
ss_validate_taxicab (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] < 1)
    return ss_con_error (err, c, "distance %d: it takes 1 or more",
                         c->val[0]);
  return 0;
}

int
ss_check_taxicab (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  return ss_check_leap (m, c, v, b, "at the taxicab distance, the same "
                        "digit");
}
