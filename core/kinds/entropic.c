/* entropic.c -- an entropic line: any three cells in a row on it hold one
 * low, one middle and one high digit (thirds of 1..N: 1-3, 4-6, 7-9 on
 * 9x9); a line of two holds two tiers.
 *
 * A side that does not divide by 3 is split as EntropicLineConstraint of
 * the solver behind f-puzzles splits it (as we read its source): with
 * s = N/3 and l = (N+2)/3 (rounded down), tiers of s, l, s digits when N
 * leaves 1 over (4x4: 1 | 2 3 | 4; 16x16: 1-5 | 6-11 | 12-16) and of l,
 * s, l digits when it leaves 2 (8x8: 1-3 | 4 5 | 6-8).
 *
 * The tiers are the line's three classes (three_classes.c: the check,
 * and loops). */
#include "meaning.h"

void
ss_entropic_tier (int n, int k, int *lo, int *hi)
{
  int s = n / 3, l = (n + 2) / 3, size[3] = { s, s, s };
  if (n % 3 == 1)
    size[1] = l;
  else if (n % 3 == 2)
    size[0] = size[2] = l;
  *lo = 1;
  for (int t = 0; t < k; t++)
    *lo += size[t];
  *hi = *lo + size[k] - 1;
}

/* The tier of digit d (1..N): its class (three_classes.c). */
int
ss_entropic_class (int n, int d)
{
  int lo, hi;
  for (int k = 0; k < 2; k++)
    if (ss_entropic_tier (n, k, &lo, &hi), d <= hi)
      return k;
  return 2;
}

int
ss_validate_entropic (const ss_model *m, const ss_con *c, ss_error *err)
{
  return ss_validate_classes (m, c, err, "tier");
}

int
ss_check_entropic (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  return ss_check_classes (m, c, v, ss_entropic_class, "tier", b);
}
