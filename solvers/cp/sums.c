/* sums.c -- cells whose digits must sum to a total: the reasoning the sum
 * kinds share (little killers, arrows, region sums, X-sums, sandwiches).
 *
 * Model: a table of partial sums.  Going forward, F[i] is the set of
 * sums the first i cells can make from their candidates; going back,
 * B[i] is the set of sums before cell i from which the rest can still
 * reach an allowed total.  A digit d of cell i is kept when some p in
 * F[i] has p + d in B[i+1]: exactly the digits some way of making an
 * allowed total uses, when repeats are allowed (cells that share a house
 * cannot repeat, which the houses see; so this is sound, and exact for a
 * sum alone).  Cost: cells x totals x digits, bytes: 2 x cells x totals;
 * past SUM_TABLE bytes the caller falls back on bounds.
 */
#include <string.h>

#include "prop.h"

#define SUM_TABLE (1 << 22)

static void
forward (int n, const ss_bits *doms, int k, int tmax, uint8_t *F)
{
  size_t row = (size_t) tmax + 1;
  memset (F, 0, (size_t) (k + 1) * row);
  F[0] = 1;
  for (int i = 0; i < k; i++)
    for (int p = 0; p <= tmax; p++)
      if (F[i * row + p])
        for (int d = 1; d <= n && p + d <= tmax; d++)
          if (ss_bits_has (doms[i], d))
            F[(i + 1) * row + p + d] = 1;
}

static void
backward (int n, const ss_bits *doms, int k, const uint8_t *targets,
          int tmax, uint8_t *B)
{
  size_t row = (size_t) tmax + 1;
  memcpy (B + k * row, targets, row);
  for (int i = k - 1; i >= 0; i--)
    for (int x = 0; x <= tmax; x++)
      {
        uint8_t ok = 0;
        for (int d = 1; d <= n && x + d <= tmax && !ok; d++)
          ok = ss_bits_has (doms[i], d) && B[(i + 1) * row + x + d];
        B[i * row + x] = ok;
      }
}

int
ss_cp_sum_support (ss_cp *s, const ss_bits *doms, int k,
                   const uint8_t *targets, int tmax, ss_bits *keep,
                   uint8_t *reached)
{
  size_t row = (size_t) tmax + 1, size = 2 * (size_t) (k + 1) * row;
  if (tmax < 0)
    return -1;
  if (size > SUM_TABLE)
    return 1;
  uint8_t *F = ss_cp_scratch (s, 0, size);
  if (!F)
    return -1;
  uint8_t *B = F + (k + 1) * row;
  forward (s->n, doms, k, tmax, F);
  backward (s->n, doms, k, targets, tmax, B);
  for (int t = 0; reached && t <= tmax; t++)
    reached[t] = F[k * row + t] && targets[t];
  if (!B[0])
    return -1;
  for (int i = 0; i < k; i++)
    {
      keep[i] = ss_bits_none ();
      for (int p = 0; p <= tmax; p++)
        for (int d = 1; F[i * row + p] && d <= s->n && p + d <= tmax; d++)
          if (B[(i + 1) * row + p + d] && ss_bits_has (doms[i], d))
            keep[i] = ss_bits_or (keep[i], ss_bits_one (d));
    }
  return 0;
}

/* The least and greatest allowed totals; -1 when there is none. */
static int
target_range (const uint8_t *targets, int tmax, long *lo, long *hi)
{
  int a = 0, b = tmax;
  while (a <= tmax && !targets[a])
    a++;
  while (b >= a && !targets[b])
    b--;
  *lo = a, *hi = b;
  return a > tmax ? -1 : 0;
}

int
ss_cp_sum (ss_cp *s, const int *cells, int k, const uint8_t *targets,
           int tmax, uint8_t *reached)
{
  long tlo, thi;
  if (target_range (targets, tmax, &tlo, &thi) < 0
      || ss_cp_sum_group_bounds (s, cells, k, tlo, thi) < 0)
    return -1;
  int grouped = ss_cp_sum_grouped (s, cells, k, targets, tmax, reached);
  if (grouped <= 0)
    return grouped;
  ss_bits *doms = ss_cp_scratch (s, 1, 2 * (size_t) k * sizeof *doms);
  if (!doms)
    return -1;
  ss_bits *keep = doms + k;
  for (int i = 0; i < k; i++)
    doms[i] = s->dom[cells[i]];
  int got = ss_cp_sum_support (s, doms, k, targets, tmax, keep, reached);
  for (int i = 0; got == 0 && i < k; i++)
    if (ss_cp_keep (s, cells[i], keep[i]) < 0)
      return -1;
  return got;
}

int
ss_cp_sum_bounds (ss_cp *s, const int *cells, int k, int total)
{
  long lo = 0, hi = 0;
  for (int i = 0; i < k; i++)
    {
      lo += ss_cp_min (s->dom[cells[i]]);
      hi += ss_cp_max (s->dom[cells[i]]);
    }
  if (total < lo || total > hi)
    return -1;
  for (int i = 0; i < k; i++)
    {
      ss_bits d = s->dom[cells[i]];
      long others_lo = lo - ss_cp_min (d), others_hi = hi - ss_cp_max (d);
      if (ss_cp_keep_range (s, cells[i], (int) (total - others_hi),
                            (int) (total - others_lo)) < 0)
        return -1;
    }
  return 0;
}

int
ss_cp_sum_to (ss_cp *s, const int *cells, int k, int total)
{
  if (total < k || total > s->n * k)
    return -1;
  uint8_t *targets = ss_cp_scratch (s, 2, (size_t) total + 1);
  if (!targets)
    return -1;
  memset (targets, 0, (size_t) total + 1);
  targets[total] = 1;
  int got = ss_cp_sum (s, cells, k, targets, total, 0);
  return got == 1 ? ss_cp_sum_bounds (s, cells, k, total) : got;
}
