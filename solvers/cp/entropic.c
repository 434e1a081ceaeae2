/* entropic.c -- any three cells in a row on the line hold a low, a middle
 * and a high digit (thirds of 1..N, as ss_entropic_tier splits them).  So on a line of three or more,
 * cells three apart share a tier: the line's cells fall into three
 * classes (position mod 3) that take the three tiers, one each.  A
 * class keeps the tiers all its cells can take; the classes are then a
 * permutation of the tiers (a tier placed in one class leaves the
 * others; a tier only one class can take goes there); each cell keeps
 * the digits of its class's tiers.  A line of two: the two tiers differ. */
#include "prop.h"
#include "../../core/kinds/meaning.h"

/* The tiers (bits 0-2) the digits of d fall in. */
static ss_bits
tier_digits (const ss_cp *s, int k)
{
  int lo, hi;
  ss_entropic_tier (s->n, k, &lo, &hi);
  return ss_cp_range (lo, hi);
}

static unsigned
tiers (const ss_cp *s, ss_bits d)
{
  unsigned t = 0;
  for (int k = 0; k < 3; k++)
    if (!ss_bits_empty (ss_bits_and (d, tier_digits (s, k))))
      t |= 1u << k;
  return t;
}

static ss_bits
digits_of (const ss_cp *s, unsigned t)
{
  ss_bits d = ss_bits_none ();
  for (int k = 0; k < 3; k++)
    if (t & (1u << k))
      d = ss_bits_or (d, tier_digits (s, k));
  return d;
}

/* Three classes over three tiers, one tier each, all different (two
 * classes on a line of two: different tiers). */
static int
permute (unsigned cls[3], int k)
{
  for (int round = 0; round < 3; round++)
    for (int a = 0; a < k; a++)
      {
        unsigned others = 0, only;
        for (int b = 0; b < k; b++)
          others |= b == a ? 0 : cls[b];
        only = k == 3 ? cls[a] & ~others : 0;
        if (only & (only - 1))
          return -1; /* two tiers that only this class can take */
        cls[a] = only ? only : cls[a];
        if (!cls[a] || (k == 3 && (cls[a] | others) != 7))
          return -1;
        if (!(cls[a] & (cls[a] - 1)))
          for (int b = 0; b < k; b++)
            cls[b] &= b == a ? ~0u : ~cls[a];
      }
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int k = c->ncells < 3 ? c->ncells : 3;
  unsigned cls[3] = { 7, 7, 7 };
  (void) cell;
  for (int i = 0; i < c->ncells; i++)
    cls[i % 3] &= tiers (s, s->dom[c->cell[i]]);
  if (permute (cls, k) < 0)
    return -1;
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], digits_of (s, cls[i % 3])) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_entropic = { prop, SS_CP_CELLS, 0, 0 };
