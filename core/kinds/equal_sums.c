/* equal_sums.c -- the check the kinds of equal totals share (a zipper
 * line's mirrored pairs, a double arrow's ends and its middle): groups
 * of a line's positions that must add up to one total, the kind saying
 * which group each position is in.
 *
 * On a partial grid it reads the first group whose cells are all filled:
 * another complete group with another total breaks the rule, and so
 * does one whose filled cells already pass that total, or could not
 * reach it with N in every blank. */
#include "meaning.h"

/* Group j's total so far, its blanks in *blanks. */
static int
group_sum (const ss_con *c, const uint8_t *v, ss_group_fn *group, int j,
           int *blanks)
{
  int sum = 0;
  *blanks = 0;
  for (int i = 0; i < c->ncells; i++)
    if (group (i, c->ncells) == j)
      {
        sum += v[c->cell[i]];
        *blanks += !v[c->cell[i]];
      }
  return sum;
}

static void
show_group (const ss_con *c, ss_group_fn *group, int j, ss_breach *b)
{
  for (int i = 0; i < c->ncells; i++)
    if (group (i, c->ncells) == j)
      ss_breach_cell (b, c->cell[i]);
}

int
ss_check_equal_sums (const ss_model *m, const ss_con *c, const uint8_t *v,
                     ss_group_fn *group, int k, ss_breach *b)
{
  int total = -1, at = -1, blanks;
  for (int j = 0; j < k && total < 0; j++)
    {
      int sum = group_sum (c, v, group, j, &blanks);
      if (!blanks)
        total = sum, at = j;
    }
  for (int j = 0; total >= 0 && j < k; j++)
    {
      int sum = group_sum (c, v, group, j, &blanks);
      if (sum + blanks <= total && sum + blanks * m->n >= total)
        continue;
      show_group (c, group, at, b);
      show_group (c, group, j, b);
      if (!blanks)
        return ss_breach_set (b, "one part adds up to %d, another to %d",
                              total, sum);
      return ss_breach_set (b, "one part adds up to %d, which another "
                            "cannot make", total);
    }
  return 0;
}
