/* leap.c -- the leap rules' check (see leap.h): each pair once, from the
 * step's forward end, so a breach names its two cells in reading order.
 * Only the steps that matter from a filled cell are walked
 * (ss_leap_near), on the stack: a check never allocates, and the fill
 * of a random grid asks it at every node. */
#include "leap.h"

#include "../leaps.h"

int
ss_check_leap (const ss_model *m, const ss_con *c, const uint8_t *v,
               ss_breach *b, const char *what)
{
  ss_leap near[SS_LEAP_NEAR_MAX];
  int n = m->n;
  for (int i = 0; i < n * n; i++)
    for (int s = 0, k = v[i] ? ss_leap_near (c, n, v[i], near) : 0; s < k;
         s++)
      {
        int j = ss_leap_forward (near[s]) ? ss_leap_to (n, i, near[s]) : -1;
        if (j < 0 || !v[j] || !ss_leap_bad (c, near[s], v[i], v[j])
            || !ss_leap_pair (c, i, j))
          continue;
        ss_breach_cell (b, i);
        ss_breach_cell (b, j);
        return ss_breach_set (b, "%s", what);
      }
  return 0;
}
