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
 * sum alone).  Each set of sums is a row of bits (sumrow.h), so a
 * cell's step is one shift-or per candidate: cells x digits x totals/64
 * (a byte per total, tested digit by digit, cost 80% of a killer's
 * search).  Past SUM_TABLE (2 x cells x totals) the caller falls back
 * on bounds.
 */
#include <string.h>

#include "prop.h"
#include "sumrow.h"

#define SUM_TABLE (1 << 22)

/* The next digit of b from d on (1..), or 0. */
static int
next_digit (ss_bits b, int d, int n)
{
  for (; d <= n; d++)
    {
      uint64_t w = b.w[(d - 1) >> 6] >> ((d - 1) & 63);
      if (w)
        return d + __builtin_ctzll (w);
      d |= 63; /* the rest of this word is empty */
    }
  return 0;
}

static void
forward (int n, const ss_bits *doms, int k, int tmax, uint64_t *F)
{
  int w = ss_row_words (tmax);
  memset (F, 0, (size_t) (k + 1) * w * sizeof *F);
  F[0] = 1;
  for (int i = 0; i < k; i++)
    {
      for (int d = next_digit (doms[i], 1, n); d && d <= tmax;
           d = next_digit (doms[i], d + 1, n))
        ss_row_up_or (F + (i + 1) * w, F + i * w, w, d);
      ss_row_cut (F + (i + 1) * w, tmax);
    }
}

static void
backward (int n, const ss_bits *doms, int k, const uint8_t *targets,
          int tmax, uint64_t *B)
{
  int w = ss_row_words (tmax);
  ss_row_from (B + k * w, targets, tmax);
  for (int i = k - 1; i >= 0; i--)
    {
      memset (B + i * w, 0, (size_t) w * sizeof *B);
      for (int d = next_digit (doms[i], 1, n); d && d <= tmax;
           d = next_digit (doms[i], d + 1, n))
        ss_row_down_or (B + i * w, B + (i + 1) * w, w, d);
    }
}

/* ss_cp_sum_support's table when every total fits in one word (tmax <
 * 64: a short cage, an innie-outie difference), F and B of k+1 words. */
static int
support_word (const ss_bits *doms, int k, uint64_t goal, int tmax,
              ss_bits *keep, uint64_t *F, uint64_t *B)
{
  uint64_t mask = tmax == 63 ? ~(uint64_t) 0 : ((uint64_t) 1 << (tmax + 1)) - 1;
  F[0] = 1;
  for (int i = 0; i < k; i++)
    {
      uint64_t f = 0;
      for (uint64_t m = doms[i].w[0]; m; m &= m - 1)
        f |= F[i] << (__builtin_ctzll (m) + 1);
      F[i + 1] = f & mask;
    }
  B[k] = goal;
  for (int i = k - 1; i >= 0; i--)
    {
      uint64_t b = 0;
      for (uint64_t m = doms[i].w[0]; m; m &= m - 1)
        b |= B[i + 1] >> (__builtin_ctzll (m) + 1);
      B[i] = b;
    }
  if (!(B[0] & 1))
    return -1;
  for (int i = 0; i < k; i++)
    {
      keep[i] = ss_bits_none ();
      for (uint64_t m = doms[i].w[0]; m; m &= m - 1)
        if (F[i] & (B[i + 1] >> (__builtin_ctzll (m) + 1)))
          keep[i].w[0] |= m & -m;
    }
  return 0;
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
  int w = ss_row_words (tmax);
  uint64_t *F = ss_cp_scratch (s, 0, 2 * (size_t) (k + 1) * w * sizeof *F);
  if (!F)
    return -1;
  uint64_t *B = F + (k + 1) * w;
  if (w == 1)
    {
      ss_row_from (B + k, targets, tmax);
      int got = support_word (doms, k, B[k], tmax, keep, F, B);
      for (int t = 0; reached && t <= tmax; t++)
        reached[t] = ss_row_has (F + k, t) && targets[t];
      return got;
    }
  forward (s->n, doms, k, tmax, F);
  backward (s->n, doms, k, targets, tmax, B);
  for (int t = 0; reached && t <= tmax; t++)
    reached[t] = ss_row_has (F + k * w, t) && targets[t];
  if (!(B[0] & 1))
    return -1;
  for (int i = 0; i < k; i++)
    {
      keep[i] = ss_bits_none ();
      for (int d = next_digit (doms[i], 1, s->n); d && d <= tmax;
           d = next_digit (doms[i], d + 1, s->n))
        if (ss_row_meet (F + i * w, B + (i + 1) * w, w, d))
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
