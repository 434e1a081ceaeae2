/* groups.c -- reasoning several kinds share: cells that hold no digit
 * twice but are not a house (a killer cage, a renban line, an extra
 * region of fewer than N cells), whether cells can take distinct digits
 * of a set, and the anti-chess moves (see prop.h). */
#include "prop.h"

int
ss_cp_distinct (ss_cp *s, const int *cells, int k)
{
  ss_bits placed = ss_bits_none (), all = ss_bits_none ();
  for (int i = 0; i < k; i++)
    {
      ss_bits d = s->dom[cells[i]];
      all = ss_bits_or (all, d);
      if (!ss_bits_single (d))
        continue;
      if (!ss_bits_empty (ss_bits_and (placed, d)))
        return -1;
      placed = ss_bits_or (placed, d);
    }
  if (ss_bits_count (all) < k)
    return -1; /* pigeonholes: fewer digits than cells */
  for (int i = 0; i < k; i++)
    {
      ss_bits d = s->dom[cells[i]];
      if (!ss_bits_single (d)
          && ss_cp_keep (s, cells[i], ss_bits_minus (s->full, placed)) < 0)
        return -1;
    }
  return 0;
}

typedef struct matcher {
  const ss_bits *dom;
  ss_bits digits, seen;
  int owner[SS_MAX_N + 1]; /* digit -> cell index holding it, or -1 */
} matcher;

/* Kuhn's augmenting path from cell i, over the digits of its candidates
 * in the set not yet seen on this path search. */
static int
augment (matcher *m, int i)
{
  ss_bits open = ss_bits_minus (ss_bits_and (m->dom[i], m->digits), m->seen);
  while (!ss_bits_empty (open))
    {
      int d = ss_bits_lowest (open);
      ss_bits one = ss_bits_one (d);
      open = ss_bits_minus (open, one);
      m->seen = ss_bits_or (m->seen, one);
      if (m->owner[d] < 0 || augment (m, m->owner[d]))
        return m->owner[d] = i, 1;
    }
  return 0;
}

/* augment when every digit is below 65: one word per set, owners by
 * bit. */
static int
augment_word (const uint64_t *dom, int8_t *owner, uint64_t *seen, int i)
{
  for (uint64_t open = dom[i] & ~*seen; open; open &= open - 1)
    {
      int b = __builtin_ctzll (open);
      *seen |= (uint64_t) 1 << b;
      if (owner[b] < 0 || augment_word (dom, owner, seen, owner[b]))
        return owner[b] = (int8_t) i, 1;
    }
  return 0;
}

/* ss_cp_fits_sets over one word (k <= 64 cells, digits.w[1] empty). */
static int
fits_word (const ss_bits *sets, int k, uint64_t digits)
{
  uint64_t dom[64], all = 0, seen;
  int8_t owner[64];
  for (int i = 0; i < k; i++)
    {
      dom[i] = sets[i].w[0] & digits;
      if (!dom[i])
        return 0;
      all |= dom[i];
    }
  if (__builtin_popcountll (all) < k)
    return 0;
  uint64_t taken = 0; /* greedy first: each cell its lowest digit left */
  for (int i = 0; i < k && taken != ~(uint64_t) 0; i++)
    {
      uint64_t open = dom[i] & ~taken;
      taken = open ? taken | (open & -open) : ~(uint64_t) 0;
    }
  if (taken != ~(uint64_t) 0)
    return 1;
  for (uint64_t m = digits; m; m &= m - 1)
    owner[__builtin_ctzll (m)] = -1;
  for (int i = 0; i < k; i++)
    if (seen = 0, !augment_word (dom, owner, &seen, i))
      return 0;
  return 1;
}

int
ss_cp_fits_sets (const ss_bits *sets, int k, ss_bits digits, int n)
{
  ss_bits dom[SS_MAX_N], all = ss_bits_none ();
  if (k > ss_bits_count (digits) || k > SS_MAX_N)
    return 0;
  if (!digits.w[1])
    return fits_word (sets, k, digits.w[0]);
  for (int i = 0; i < k; i++)
    {
      dom[i] = ss_bits_and (sets[i], digits);
      if (ss_bits_empty (dom[i]))
        return 0;
      all = ss_bits_or (all, dom[i]);
    }
  if (ss_bits_count (all) < k)
    return 0;
  matcher m = { .dom = dom, .digits = digits };
  for (int d = 1; d <= n; d++)
    m.owner[d] = ss_bits_has (digits, d) ? -1 : 0;
  for (int i = 0; i < k; i++)
    {
      m.seen = ss_bits_none ();
      if (!augment (&m, i))
        return 0;
    }
  return 1;
}

int
ss_cp_fits (ss_cp *s, const int *cells, int k, ss_bits digits)
{
  ss_bits dom[SS_MAX_N];
  if (k > SS_MAX_N)
    return 0;
  for (int i = 0; i < k; i++)
    dom[i] = s->dom[cells[i]];
  return ss_cp_fits_sets (dom, k, digits, s->n);
}

int
ss_cp_away (ss_cp *s, int cell, const int *dr, const int *dc, int k)
{
  int n = s->n, r = cell / n, c = cell % n;
  if (!ss_bits_single (s->dom[cell]))
    return 0;
  int d = ss_bits_lowest (s->dom[cell]);
  for (int i = 0; i < k; i++)
    {
      int rr = r + dr[i], cc = c + dc[i];
      if (rr >= 0 && rr < n && cc >= 0 && cc < n
          && ss_cp_remove (s, rr * n + cc, d) < 0)
        return -1;
    }
  return 0;
}

int
ss_cp_place (ss_cp *s, const int *cells, int k, ss_bits must)
{
  for (int d = 1; d <= s->n; d++)
    {
      int where = -1, count = 0;
      if (!ss_bits_has (must, d))
        continue;
      for (int i = 0; i < k; i++)
        if (ss_bits_has (s->dom[cells[i]], d))
          where = cells[i], count++;
      if (count == 0 || (count == 1 && ss_cp_fix (s, where, d) < 0))
        return -1;
    }
  return 0;
}

int
ss_cp_peers (const ss_cp *s, int a, int b)
{
  if (s->peer)
    {
      size_t bit = (size_t) a * s->nn + (size_t) b;
      return (int) ((s->peer[bit / 64] >> (bit % 64)) & 1);
    }
  for (int i = s->ch_start[a]; i < s->ch_start[a + 1]; i++)
    for (int j = s->ch_start[b]; j < s->ch_start[b + 1]; j++)
      if (s->ch[i] == s->ch[j])
        return 1;
  return 0;
}
