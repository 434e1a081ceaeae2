/* classes.c -- any three cells in a row on the line hold one digit of
 * each of three classes (prop.h): an entropic line's tiers, a modular
 * line's residues mod 3.  So on a line of three or more, cells three
 * apart share a class: the line's positions fall into three groups
 * (position mod 3) that take the three classes, one each.  A group
 * keeps the classes all its cells can take; the groups are then a
 * permutation of the classes (a class placed in one group leaves the
 * others; a class only one group can take goes there); each cell keeps
 * the digits of its group's classes.  A line of two: the two classes
 * differ. */
#include "prop.h"

typedef int class_fn (int, int);

/* The digits of class k. */
static ss_bits
class_digits (const ss_cp *s, class_fn *of, int k)
{
  ss_bits d = ss_bits_none ();
  for (int v = 1; v <= s->n; v++)
    if (of (s->n, v) == k)
      d = ss_bits_or (d, ss_bits_one (v));
  return d;
}

/* The classes (bits 0-2) the digits of d fall in. */
static unsigned
classes (const ss_cp *s, class_fn *of, ss_bits d)
{
  unsigned t = 0;
  for (int k = 0; k < 3; k++)
    if (!ss_bits_empty (ss_bits_and (d, class_digits (s, of, k))))
      t |= 1u << k;
  return t;
}

static ss_bits
digits_of (const ss_cp *s, class_fn *of, unsigned t)
{
  ss_bits d = ss_bits_none ();
  for (int k = 0; k < 3; k++)
    if (t & (1u << k))
      d = ss_bits_or (d, class_digits (s, of, k));
  return d;
}

/* Three groups over three classes, one class each, all different (two
 * groups on a line of two: different classes). */
static int
permute (unsigned grp[3], int k)
{
  for (int round = 0; round < 3; round++)
    for (int a = 0; a < k; a++)
      {
        unsigned others = 0, only;
        for (int b = 0; b < k; b++)
          others |= b == a ? 0 : grp[b];
        only = k == 3 ? grp[a] & ~others : 0;
        if (only & (only - 1))
          return -1; /* two classes that only this group can take */
        grp[a] = only ? only : grp[a];
        if (!grp[a] || (k == 3 && (grp[a] | others) != 7))
          return -1;
        if (!(grp[a] & (grp[a] - 1)))
          for (int b = 0; b < k; b++)
            grp[b] &= b == a ? ~0u : ~grp[a];
      }
  return 0;
}

int
ss_cp_classes (ss_cp *s, const ss_con *c, class_fn *of)
{
  int k = c->ncells < 3 ? c->ncells : 3;
  unsigned grp[3] = { 7, 7, 7 };
  for (int i = 0; i < c->ncells; i++)
    grp[i % 3] &= classes (s, of, s->dom[c->cell[i]]);
  if (permute (grp, k) < 0)
    return -1;
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], digits_of (s, of, grp[i % 3])) < 0)
      return -1;
  return 0;
}
