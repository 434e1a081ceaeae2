/* leap.c -- the leap rules' check (see leap.h): each pair once, from the
 * step's forward end, so a breach names its two cells in reading order.
 * The steps are tested in place, not listed: a check never allocates. */
#include "leap.h"

#include "../leaps.h"

/* The cell the forward step s from i breaks c with, or -1. */
static int
partner (const ss_con *c, int n, const uint8_t *v, int i, ss_leap s)
{
  if (!ss_leap_forward (s) || !ss_leap_has (c, s))
    return -1;
  int j = ss_leap_to (n, i, s);
  return j >= 0 && v[j] && ss_leap_bad (c, s, v[i], v[j]) ? j : -1;
}

int
ss_check_leap (const ss_model *m, const ss_con *c, const uint8_t *v,
               ss_breach *b, const char *what)
{
  int n = m->n, r = ss_leap_reach (c, n);
  for (int i = 0; i < n * n; i++)
    for (int dr = 0; dr <= r && v[i]; dr++)
      for (int dc = -r; dc <= r; dc++)
        {
          int j = partner (c, n, v, i, (ss_leap) { dr, dc });
          if (j < 0)
            continue;
          ss_breach_cell (b, i);
          ss_breach_cell (b, j);
          return ss_breach_set (b, "%s", what);
        }
  return 0;
}
