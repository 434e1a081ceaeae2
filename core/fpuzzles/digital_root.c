/* digital_root.c -- f-puzzles' digital-root cages (keys.h).  A cage
 * whose value is "DR<root>" holds digits whose sum has that digital
 * root; the import of the solver behind f-puzzles (as we read its
 * source) turns it into a cage of several totals, every root + 9j
 * between the least and the most that k distinct digits of 1..N make,
 * stepping by 9 whatever the side.  The reader makes that list, the
 * writer finds the root again from it. */
#include "keys.h"

int
ss_fp_dr_totals (int n, int k, int root, int *out, int most)
{
  int least = k * (k + 1) / 2, rest = n - k, count = 0;
  int top = n * (n + 1) / 2 - rest * (rest + 1) / 2;
  for (int t = root; t <= top; t += 9)
    if (t >= least && count < most)
      out[count++] = t;
  return count;
}

/* 1 when v is among a[0..k). */
static int
among (int v, const int *a, int k)
{
  for (int i = 0; i < k; i++)
    if (a[i] == v)
      return 1;
  return 0;
}

int
ss_fp_dr_root (int n, const ss_con *c)
{
  int t[64];
  for (int root = 1; root <= 9 && c->ncells <= n; root++)
    {
      int k = ss_fp_dr_totals (n, c->ncells, root, t, 64), same = k > 0;
      for (int i = 0; same && i < k; i++)
        same = among (t[i], c->val, c->nvals);
      for (int i = 0; same && i < c->nvals; i++)
        same = among (c->val[i], t, k);
      if (same)
        return root;
    }
  return 0;
}
