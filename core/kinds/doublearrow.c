/* doublearrow.c -- a double arrow: a line whose two end cells (its
 * circles) add up to the sum of the cells between them
 * (DoubleArrowConstraint of the solver behind f-puzzles, an equal-sums
 * constraint over two groups: the ends, and the cells between).  A line
 * of two cells has nothing between its ends: no rule, as there.  Digits
 * may repeat where no other rule parts them.
 *
 * A line that comes back to a cell is refused: that solver would add
 * the cell in once per visit, and a loop makes its two circles one
 * cell, which is no reading a setter means. */
#include "meaning.h"

/* Group 0: the two ends; group 1: the cells between. */
static int
ends_or_middle (int i, int len)
{
  return i > 0 && i < len - 1;
}

int
ss_validate_doublearrow (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (ss_validate_once (m, c, 0, err, ", which the solver behind f-puzzles "
                        "would add in once per visit: draw the double "
                        "arrow without coming back") < 0)
    return -1;
  return ss_validate_path (m, c, err);
}

int
ss_check_doublearrow (const ss_model *m, const ss_con *c, const uint8_t *v,
                      ss_breach *b)
{
  if (c->ncells < 3)
    return 0;
  return ss_check_equal_sums (m, c, v, ends_or_middle, 2, b);
}
