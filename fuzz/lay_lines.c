/* lay_lines.c -- the line kinds, walked through the full grid (see
 * lay.h): each step of a random king walk goes to a neighbour whose
 * digit can still fit the line (thermometers upwards, whispers by the
 * gap, between lines on one side of the first circle, renbans within a
 * span, entropic lines across tiers, modular lines across residues,
 * nabner lines two apart from every digit on them, parity lines by
 * alternating parity, lockout lines outside their diamonds, sum lines
 * whose runs never pass the sum, region sums within the first
 * region's total), and the longest prefix the kind's check accepts is
 * the line (slow thermometers: never downwards).  Palindromes grow
 * outwards from a centre by pairs of equal digits, zippers from a
 * centre cell by pairs that add up to its digit; double arrows walked
 * while the cells after the first stay under its digit plus N, the
 * longest prefix whose ends make its middle kept. */
#include "lay.h"

#include <stdlib.h>

#define LINE_MAX 8   /* cells per line at most: short lines keep the
                        CNF of a 64x64 small */
#define TRIES 12     /* walks tried per line */

static int
digit (const ss_fz_lay *L, int cell)
{
  return L->g->cell[cell];
}

/* A line of kind (values vals) walked with ok: 1 to 3 of them. */
static int
lines (ss_fz_lay *L, int kind, int *vals, int nvals, int lo, int max,
       ss_fz_step_fn *ok, const void *ctx)
{
  int added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      ss_con c;
      ss_fz_con (&c, kind);
      c.val = vals, c.nvals = nvals;
      int got = ss_fz_add_walk (L, &c, max, lo, ok, ctx, TRIES);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

static int
rising (const ss_fz_lay *L, const int *p, int len, int next, const void *x)
{
  (void) x;
  return digit (L, next) > digit (L, p[len - 1]);
}

int
ss_fz_lay_thermo (ss_fz_lay *L)
{
  return lines (L, SS_KIND_THERMO, 0, 0, 2, 2 + ss_fz_pick (L, LINE_MAX - 1),
                rising, 0);
}

static int
not_falling (const ss_fz_lay *L, const int *p, int len, int next,
             const void *x)
{
  (void) x;
  return digit (L, next) >= digit (L, p[len - 1]);
}

int
ss_fz_lay_slowthermo (ss_fz_lay *L)
{
  return lines (L, SS_KIND_SLOWTHERMO, 0, 0, 2,
                2 + ss_fz_pick (L, LINE_MAX - 1), not_falling, 0);
}

static int
apart (const ss_fz_lay *L, const int *p, int len, int next, const void *x)
{
  return abs (digit (L, next) - digit (L, p[len - 1])) >= *(const int *) x;
}

/* The default gap (N/2 rounded up) half the time, else any 1..N-1. */
int
ss_fz_lay_whisper (ss_fz_lay *L)
{
  int n = L->n, given = n > 1 && ss_fz_pick (L, 2);
  int gap = given ? 1 + ss_fz_pick (L, n - 1) : (n + 1) / 2;
  return lines (L, SS_KIND_WHISPER, &gap, given, 2, LINE_MAX, apart, &gap);
}

/* Every cell after the first on the side of it the second is on. */
static int
one_side (const ss_fz_lay *L, const int *p, int len, int next,
          const void *x)
{
  int a = digit (L, p[0]), d = digit (L, next);
  (void) x;
  return len == 1 ? d != a : (d > a) == (digit (L, p[1]) > a);
}

int
ss_fz_lay_between (ss_fz_lay *L)
{
  return lines (L, SS_KIND_BETWEEN, 0, 0, 3, LINE_MAX, one_side, 0);
}

/* New digits within a span of the line's length less one. */
static int
spanned (const ss_fz_lay *L, const int *p, int len, int next, const void *x)
{
  int d = digit (L, next), lo = d, hi = d;
  for (int i = 0; i < len; i++)
    {
      int e = digit (L, p[i]);
      if (e == d)
        return 0;
      lo = e < lo ? e : lo, hi = e > hi ? e : hi;
    }
  return hi - lo < *(const int *) x;
}

int
ss_fz_lay_renban (ss_fz_lay *L)
{
  int most = L->n < LINE_MAX ? L->n : LINE_MAX;
  int len = most > 2 ? 2 + ss_fz_pick (L, most - 1) : 2;
  return lines (L, SS_KIND_RENBAN, 0, 0, 2, len, spanned, &len);
}

static int
tiers (const ss_fz_lay *L, const int *p, int len, int next, const void *x)
{
  int third = L->n / 3, t = (digit (L, next) - 1) / third;
  (void) x;
  return t != (digit (L, p[len - 1]) - 1) / third
         && (len < 2 || t != (digit (L, p[len - 2]) - 1) / third);
}

/* The cells after the first (the middle so far, and the last) add up to
 * less than the first digit plus N, so some end can still match. */
static int
reachable (const ss_fz_lay *L, const int *p, int len, int next,
           const void *x)
{
  int sum = digit (L, next);
  (void) x;
  for (int i = 1; i < len; i++)
    sum += digit (L, p[i]);
  return sum - digit (L, next) < digit (L, p[0]) + L->n;
}

int
ss_fz_lay_doublearrow (ss_fz_lay *L)
{
  return lines (L, SS_KIND_DOUBLEARROW, 0, 0, 3, LINE_MAX, reachable, 0);
}

int
ss_fz_lay_entropic (ss_fz_lay *L)
{
  if (L->n % 3)
    return 0;
  return lines (L, SS_KIND_ENTROPIC, 0, 0, 2, LINE_MAX, tiers, 0);
}

static int
residues (const ss_fz_lay *L, const int *p, int len, int next,
          const void *x)
{
  int t = digit (L, next) % 3;
  (void) x;
  return t != digit (L, p[len - 1]) % 3
         && (len < 2 || t != digit (L, p[len - 2]) % 3);
}

int
ss_fz_lay_modular (ss_fz_lay *L)
{
  return lines (L, SS_KIND_MODULAR, 0, 0, 2, LINE_MAX, residues, 0);
}

/* Two apart from every digit already on the line. */
static int
spaced (const ss_fz_lay *L, const int *p, int len, int next, const void *x)
{
  (void) x;
  for (int i = 0; i < len; i++)
    if (abs (digit (L, next) - digit (L, p[i])) < 2)
      return 0;
  return 1;
}

int
ss_fz_lay_nabner (ss_fz_lay *L)
{
  return lines (L, SS_KIND_NABNER, 0, 0, 2, LINE_MAX, spaced, 0);
}

/* ---- region sums -------------------------------------------------------- */

/* The line stays in its region while its segment can still make the
 * first segment's total, and enters a region it never visited once
 * the segment has made it. */
static int
equal_sums (const ss_fz_lay *L, const int *p, int len, int next,
            const void *x)
{
  const uint8_t *reg = L->m->region;
  int total = -1, seg = digit (L, p[0]), d = digit (L, next);
  (void) x;
  for (int i = 1; i < len; i++)
    if (reg[p[i]] == reg[p[i - 1]])
      seg += digit (L, p[i]);
    else
      total = total < 0 ? seg : total, seg = digit (L, p[i]);
  if (reg[next] == reg[p[len - 1]])
    return total < 0 || seg + d <= total;
  for (int i = 0; i < len; i++)
    if (reg[p[i]] == reg[next])
      return 0;
  return total < 0 ? d <= seg : seg == total && d <= total;
}

static int
regions_on (const ss_fz_lay *L, const int *p, int len)
{
  int k = 1;
  for (int i = 1; i < len; i++)
    k += L->m->region[p[i]] != L->m->region[p[i - 1]];
  return k;
}

/* Lines through two regions or more are sought first; a line inside
 * one region (one total, always equal) is the last resort. */
int
ss_fz_lay_regionsum (ss_fz_lay *L)
{
  int n = L->n, path[LINE_MAX], added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    for (int t = 0; t < 2 * TRIES; t++)
      {
        int len = ss_fz_walk (L, ss_fz_pick (L, n * n), LINE_MAX,
                              equal_sums, 0, path);
        while (len >= 2 && t < TRIES && regions_on (L, path, len) < 2)
          len--;
        ss_con c;
        ss_fz_con (&c, SS_KIND_REGIONSUM);
        int got = len >= 2 ? ss_fz_add_prefix (L, &c, path, len, 2) : 0;
        if (got < 0)
          return -1;
        if (got)
          {
            added++;
            break;
          }
      }
  return added;
}

/* ---- palindromes -------------------------------------------------------- */

static int
taken (const int *cells, int k, int cell)
{
  for (int i = 0; i < k; i++)
    if (cells[i] == cell)
      return 1;
  return 0;
}

/* A pair of equal digits (total 0) or of digits adding up to total,
 * one next to each end of the line (cells[lo] and cells[hi]), neither
 * on it, into *u and *v: 1, or 0 when none. */
static int
mirror_pair (ss_fz_lay *L, const int *cells, int lo, int hi, int total,
             int *u, int *v)
{
  int a[8], b[8], count = 0, n = L->n;
  int na = ss_fz_neighbours (n, cells[lo], 0, a);
  int nb = ss_fz_neighbours (n, cells[hi], 0, b);
  for (int i = 0; i < na; i++)
    for (int j = 0; j < nb; j++)
      if (a[i] != b[j]
          && (total ? digit (L, a[i]) + digit (L, b[j]) == total
                    : digit (L, a[i]) == digit (L, b[j]))
          && !taken (cells + lo, hi - lo + 1, a[i])
          && !taken (cells + lo, hi - lo + 1, b[j])
          && ss_fz_pick (L, ++count) == 0)
        *u = a[i], *v = b[j];
  return count > 0;
}

/* Grown in the middle of cells[] outwards: a centre cell, or a centre
 * pair of equal digits (king neighbours in different boxes), then
 * pairs of equal digits at both ends. */
int
ss_fz_lay_palindrome (ss_fz_lay *L)
{
  int n = L->n, cells[2 * LINE_MAX + 2], added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    for (int t = 0; t < TRIES; t++)
      {
        int lo = LINE_MAX, hi = LINE_MAX, u, v, nb[8];
        cells[lo] = ss_fz_pick (L, n * n);
        int k = ss_fz_neighbours (n, cells[lo], 0, nb), w = nb[ss_fz_pick (L, k)];
        if (ss_fz_pick (L, 2) && digit (L, w) == digit (L, cells[lo]))
          cells[++hi] = w;
        while (lo > 0 && hi - lo + 1 < LINE_MAX
               && mirror_pair (L, cells, lo, hi, 0, &u, &v))
          cells[--lo] = u, cells[++hi] = v;
        ss_con c;
        ss_fz_con (&c, SS_KIND_PALINDROME);
        c.cell = cells + lo, c.ncells = hi - lo + 1;
        int got = c.ncells >= 2 ? ss_fz_lay_add (L, &c) : 0;
        if (got < 0)
          return -1;
        if (got)
          {
            added++;
            break;
          }
      }
  return added;
}

/* ---- zippers ------------------------------------------------------------ */

/* Grown outwards from a centre cell, whose digit is the total, by pairs
 * adding up to it. */
int
ss_fz_lay_zipper (ss_fz_lay *L)
{
  int n = L->n, cells[2 * LINE_MAX + 2], added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    for (int t = 0; t < TRIES; t++)
      {
        int lo = LINE_MAX, hi = LINE_MAX, u, v;
        cells[lo] = ss_fz_pick (L, n * n);
        int total = digit (L, cells[lo]);
        while (lo > 0 && hi - lo + 1 < LINE_MAX
               && mirror_pair (L, cells, lo, hi, total, &u, &v))
          cells[--lo] = u, cells[++hi] = v;
        ss_con c;
        ss_fz_con (&c, SS_KIND_ZIPPER);
        c.cell = cells + lo, c.ncells = hi - lo + 1;
        int got = c.ncells >= 3 ? ss_fz_lay_add (L, &c) : 0;
        if (got < 0)
          return -1;
        if (got)
          {
            added++;
            break;
          }
      }
  return added;
}

/* ---- parity lines ----------------------------------------------------- */

/* Of the other parity than the last digit on the line. */
static int
alternating (const ss_fz_lay *L, const int *p, int len, int next,
             const void *x)
{
  (void) x;
  return digit (L, next) % 2 != digit (L, p[len - 1]) % 2;
}

int
ss_fz_lay_parityline (ss_fz_lay *L)
{
  return lines (L, SS_KIND_PARITYLINE, 0, 0, 2, LINE_MAX, alternating, 0);
}

/* ---- lockout lines ---------------------------------------------------- */

/* A line laid from its first diamond: the next cell, were it the other
 * diamond, leaves every middle cell so far outside the two; the longest
 * prefix the check accepts (its ends the difference apart) is kept. */
static int
locked (const ss_fz_lay *L, const int *p, int len, int next, const void *x)
{
  int a = digit (L, p[0]), d = digit (L, next);
  (void) x;
  for (int i = 1; i < len; i++)
    {
      int m = digit (L, p[i]);
      if ((m >= a && m <= d) || (m >= d && m <= a))
        return 0;
    }
  return 1;
}

/* The default difference (4) on sides of 5 and more, else 1..N-1. */
int
ss_fz_lay_lockout (ss_fz_lay *L)
{
  int n = L->n, given = n <= 4 || ss_fz_pick (L, 2);
  int gap = given ? 1 + ss_fz_pick (L, n - 1 < 4 ? n - 1 : 4) : 4;
  return lines (L, SS_KIND_LOCKOUT, &gap, given, 2, LINE_MAX, locked, 0);
}

/* ---- sum lines -------------------------------------------------------- */

/* The runs so far (from the line's start) never pass the sum. */
static int
runs (const ss_fz_lay *L, const int *p, int len, int next, const void *x)
{
  int s = *(const int *) x, run = 0;
  for (int i = 0; i < len; i++)
    {
      run += digit (L, p[i]);
      run = run == s ? 0 : run;
    }
  return run + digit (L, next) <= s;
}

/* 10 (the default) on sides of 9 and more half the time, else a sum
 * from N to 2N; the longest prefix that divides is the line. */
int
ss_fz_lay_sumline (ss_fz_lay *L)
{
  int n = L->n, given = n < 9 || ss_fz_pick (L, 2);
  int s = given ? n + ss_fz_pick (L, n + 1) : 10;
  return lines (L, SS_KIND_SUMLINE, &s, given, 2, LINE_MAX, runs, &s);
}
