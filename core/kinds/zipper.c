/* zipper.c -- a zipper line: positions i and len-1-i (as far from the
 * middle as each other) add up to one total for every i, and on a line
 * of odd length the middle cell alone is that total
 * (ZipperLineConstraint of the solver behind f-puzzles, an equal-sums
 * constraint over those groups).  A line of two cells is one pair: no
 * rule, as there.  Digits may repeat where no other rule parts them.
 *
 * A line that comes back to a cell is refused: that solver would add
 * the cell in once per visit, which is no reading a setter means. */
#include "meaning.h"

static int
mirror_group (int i, int len)
{
  return i < len - 1 - i ? i : len - 1 - i;
}

int
ss_validate_zipper (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (ss_validate_once (m, c, 0, err, ", which the solver behind f-puzzles "
                        "would add in once per visit: draw the zipper "
                        "without coming back") < 0)
    return -1;
  return ss_validate_path (m, c, err);
}

int
ss_check_zipper (const ss_model *m, const ss_con *c, const uint8_t *v,
                 ss_breach *b)
{
  return ss_check_equal_sums (m, c, v, mirror_group, (c->ncells + 1) / 2,
                              b);
}
