/* sum_bounds.c -- bounds on a sum whose cells must partly differ.
 *
 * Model: the cells are put in groups whose cells pairwise share a house
 * (any cells of the sum, not only neighbours along a line: a shaft that
 * winds through a box and comes back belongs to one group there).  A
 * group of k cells holds k distinct digits from the union of their
 * candidates, so it adds at least the k smallest of that union and at
 * most the k largest; a union of fewer than k digits is a contradiction.
 * The sum lies between the groups' least and greatest totals.  A digit
 * d of a cell goes when the sum with d there cannot reach the allowed
 * totals: its group's bound with d placed (d, plus the k-1 smallest or
 * largest of the other cells' union without d) in place of the group's
 * own.  Sound, cheap (cells x digits x group size), and strong where the
 * cell-by-cell table is weak: a long line through few boxes, whose every
 * box must take its run's smallest digits (ISS's sum handler reasons
 * the same way about its exclusion groups).
 */
#include <string.h>

#include "prop.h"

/* From this many cells up a sum's groups are also made by houses */
#define LONG_SUM 6

typedef struct group {
  ss_bits all;  /* the union of its cells' candidates */
  int size;
  long lo, hi;  /* the least and greatest totals of its digits */
} group;

/* The sum of the k smallest (top 0) or largest (top 1) digits of b;
 * -1 when b has fewer than k. */
static long
extreme (const ss_cp *s, ss_bits b, int k, int top)
{
  long sum = 0;
  (void) s;
  for (int j = 0; j < 2 && k > 0; j++)
    {
      int w = top ? 1 - j : j;
      for (uint64_t m = b.w[w]; m && k > 0; k--)
        {
          int bit = top ? 63 - __builtin_clzll (m) : __builtin_ctzll (m);
          sum += 64 * w + bit + 1;
          m &= ~((uint64_t) 1 << bit);
        }
    }
  return k > 0 ? -1 : sum;
}

/* May cell i join the group gi (of cells[0..i))? */
static int
joins (const ss_cp *s, const int *cells, const int *gid, int i, int gi)
{
  for (int j = 0; j < i; j++)
    if (gid[j] == gi
        && (cells[j] == cells[i] || !ss_cp_peers (s, cells[j], cells[i])))
      return 0;
  return 1;
}

/* Each group's union and bounds from gid; -1 when a group's union has
 * fewer digits than cells. */
static int
group_stats (const ss_cp *s, const int *cells, int k, const int *gid,
             int ng, group *g)
{
  for (int j = 0; j < ng; j++)
    g[j] = (group) { ss_bits_none (), 0, 0, 0 };
  for (int i = 0; i < k; i++)
    {
      g[gid[i]].all = ss_bits_or (g[gid[i]].all, s->dom[cells[i]]);
      g[gid[i]].size++;
    }
  for (int j = 0; j < ng; j++)
    {
      g[j].lo = extreme (s, g[j].all, g[j].size, 0);
      g[j].hi = extreme (s, g[j].all, g[j].size, 1);
      if (g[j].lo < 0)
        return -1;
    }
  return 0;
}

/* Groups by first fit; their number, or -1 when one cannot be filled. */
static int
make_groups (const ss_cp *s, const int *cells, int k, int *gid, group *g)
{
  int ng = 0;
  for (int i = 0; i < k; i++)
    {
      int gi = 0;
      while (gi < ng && (g[gi].size >= s->n || !joins (s, cells, gid, i, gi)))
        gi++;
      if (gi == ng)
        g[ng++].size = 0;
      gid[i] = gi;
      g[gi].size++;
    }
  return group_stats (s, cells, k, gid, ng, g) < 0 ? -1 : ng;
}

/* Is cells[i] one of the cells taken into group gi so far? */
static int
taken (const int *cells, const int *gid, int i, int gi)
{
  for (int j = 0; j < i; j++)
    if (gid[j] == gi && cells[j] == cells[i])
      return 1;
  return 0;
}

/* How many cells not yet grouped each house holds (count[h]); the
 * house that holds most, when that is two or more, else -1. */
static int
fullest_house (const ss_cp *s, const int *cells, int k, const int *gid,
               int *count)
{
  int best = -1, most = 1;
  memset (count, 0, (size_t) s->nhouses * sizeof *count);
  for (int i = 0; i < k; i++)
    for (int q = s->ch_start[cells[i]]; gid[i] < 0
         && q < s->ch_start[cells[i] + 1]; q++)
      if (++count[s->ch[q]] > most)
        most = count[s->ch[q]], best = s->ch[q];
  return best;
}

/* Groups by houses: the house that holds most of the cells not yet in a
 * group takes them, again and again; the rest are alone.  Stronger than
 * first fit on a line that winds through boxes (first fit along the line
 * cuts a box's run where the line passes a row).  Their number. */
static int
house_groups (const ss_cp *s, const int *cells, int k, int *gid, int *count)
{
  int ng = 0, h;
  for (int i = 0; i < k; i++)
    gid[i] = -1;
  while ((h = fullest_house (s, cells, k, gid, count)) >= 0)
    {
      for (int i = 0; i < k; i++)
        for (int q = s->ch_start[cells[i]]; gid[i] < 0
             && q < s->ch_start[cells[i] + 1]; q++)
          if (s->ch[q] == h && !taken (cells, gid, i, ng))
            gid[i] = ng;
      ng++;
    }
  for (int i = 0; i < k; i++)
    if (gid[i] < 0)
      gid[i] = ng++;
  return ng;
}

/* The least total the group sizes of gid force on N digits: the sum of
 * 1 + ... + size over the groups (the better grouping is the larger). */
static long
strength (const int *gid, int k, int ng, int *size)
{
  long t = 0;
  memset (size, 0, (size_t) ng * sizeof *size);
  for (int i = 0; i < k; i++)
    size[gid[i]]++;
  for (int j = 0; j < ng; j++)
    t += (long) size[j] * (size[j] + 1) / 2;
  return t;
}

/* The union of the candidates of cell i's group-mates. */
static ss_bits
mates (const ss_cp *s, const int *cells, int k, const int *gid, int i)
{
  ss_bits u = ss_bits_none ();
  for (int j = 0; j < k; j++)
    if (j != i && gid[j] == gid[i])
      u = ss_bits_or (u, s->dom[cells[j]]);
  return u;
}

/* The digits of b, ascending, into out; their number. */
static int
digits_of (ss_bits b, int *out)
{
  int count = 0;
  for (int w = 0; w < 2; w++)
    for (uint64_t m = b.w[w]; m; m &= m - 1)
      out[count++] = 64 * w + __builtin_ctzll (m) + 1;
  return count;
}

/* Cell i keeps the digits with which the sum can still land in
 * [tlo, thi].  With d placed, its m group-mates take m digits of their
 * union without d: its m smallest, or its m+1 smallest less d when d is
 * among the m smallest (the largest likewise). */
static int
prune_cell (ss_cp *s, const int *cells, int k, const int *gid,
            const group *g, long lo, long hi, long tlo, long thi, int i)
{
  const group *my = &g[gid[i]];
  int dig[SS_MAX_N], m = my->size - 1;
  ss_bits other = mates (s, cells, k, gid, i);
  int c = digits_of (other, dig);
  long lo_m = 0, hi_m = 0;
  for (int j = 0; j < m && j < c; j++)
    lo_m += dig[j], hi_m += dig[c - 1 - j];
  long lo_m1 = c > m ? lo_m + dig[m] : -1;
  long hi_m1 = c > m ? hi_m + dig[c - 1 - m] : -1;
  ss_bits keep = ss_bits_none (), mine = s->dom[cells[i]];
  if (c < m)
    return ss_cp_keep (s, cells[i], keep);
  for (int w = 0; w < 2; w++)
    for (uint64_t bits = mine.w[w]; bits; bits &= bits - 1)
      {
        int d = 64 * w + __builtin_ctzll (bits) + 1;
        int shared = ss_bits_has (other, d);
        long dlo = shared && m && d <= dig[m - 1] ? lo_m1 - d : lo_m;
        long dhi = shared && m && d >= dig[c - m] ? hi_m1 - d : hi_m;
        if ((shared && m && d <= dig[m - 1] && lo_m1 < 0)
            || lo - my->lo + d + dlo > thi || hi - my->hi + d + dhi < tlo)
          continue;
        keep = ss_bits_or (keep, ss_bits_one (d));
      }
  return ss_cp_keep (s, cells[i], keep);
}

/* The bounds over the groups gid (ng of them, stats in g). */
static int
bound (ss_cp *s, const int *cells, int k, const int *gid, const group *g,
       int ng, long tlo, long thi)
{
  long lo = 0, hi = 0;
  for (int j = 0; j < ng; j++)
    lo += g[j].lo, hi += g[j].hi;
  if (lo > thi || hi < tlo)
    return -1;
  for (int i = 0; i < k; i++)
    if (prune_cell (s, cells, k, gid, g, lo, hi, tlo, thi, i) < 0)
      return -1;
  return 0;
}

/* Houses' groups in place of first fit's (gid, g, ng) when they are
 * stronger; the number of groups, or -1 when a group cannot be filled. */
static int
better_by_houses (ss_cp *s, const int *cells, int k, int *gid, group *g,
                  int ng, int *work)
{
  int *hid = work, *count = work + k;
  int nh = house_groups (s, cells, k, hid, count);
  if (strength (hid, k, nh, count) <= strength (gid, k, ng, count))
    return ng;
  memcpy (gid, hid, (size_t) k * sizeof *gid);
  return group_stats (s, cells, k, gid, nh, g) < 0 ? -1 : nh;
}

int
ss_cp_sum_group_bounds (ss_cp *s, const int *cells, int k, long tlo,
                        long thi)
{
  /* groups, then gid, the houses' grouping and a count per house (or
   * per group, whichever is more) */
  size_t ints = 2 * (size_t) k + (size_t) (s->nhouses > k ? s->nhouses : k);
  group *g = ss_cp_scratch (s, 6, (size_t) k * sizeof *g
                                  + ints * sizeof (int));
  if (!g)
    return -1;
  int *gid = (int *) (g + k);
  int ng = make_groups (s, cells, k, gid, g);
  if (ng > 0 && ng < k && k >= LONG_SUM)
    ng = better_by_houses (s, cells, k, gid, g, ng, gid + k);
  if (ng < 0)
    return -1;
  if (ng == k)
    return 0; /* no two cells differ: the cell-by-cell table knows all */
  return bound (s, cells, k, gid, g, ng, tlo, thi);
}

int
ss_cp_sum_bounds_in (ss_cp *s, const int *cells, int k, const int *gid,
                     int ng, long tlo, long thi)
{
  group *g = ss_cp_scratch (s, 6, (size_t) ng * sizeof *g);
  if (!g || group_stats (s, cells, k, gid, ng, g) < 0)
    return -1;
  return bound (s, cells, k, gid, g, ng, tlo, thi);
}
