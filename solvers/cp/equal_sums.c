/* equal_sums.c -- groups of cells that add up to one total, whatever it
 * is (prop.h): a zipper line's mirrored pairs, a double arrow's ends and
 * middle.  The totals every group can make (the partial-sum table of
 * sums.c) are intersected; each group then keeps the digits that make
 * one of the totals left. */
#include <string.h>

#include "prop.h"

int
ss_cp_equal_sums (ss_cp *s, const int *cells, const int *start, int k)
{
  int tmax = s->n * (start[1] - start[0]);
  for (int j = 1; j < k; j++)
    if ((start[j + 1] - start[j]) * s->n < tmax)
      tmax = (start[j + 1] - start[j]) * s->n;
  uint8_t *both = ss_cp_scratch (s, 3, (size_t) tmax + 1);
  uint8_t *made = ss_cp_scratch (s, 4, (size_t) tmax + 1);
  if (!both || !made)
    return -1;
  memset (both, 1, (size_t) tmax + 1);
  for (int j = 0; j < k; j++)
    {
      int got = ss_cp_sum (s, cells + start[j], start[j + 1] - start[j],
                           both, tmax, made);
      if (got)
        return got < 0 ? -1 : 0; /* too large a table: the final check */
      memcpy (both, made, (size_t) tmax + 1);
    }
  for (int j = 0; j < k; j++)
    if (ss_cp_sum (s, cells + start[j], start[j + 1] - start[j], both,
                   tmax, 0) < 0)
      return -1;
  return 0;
}
