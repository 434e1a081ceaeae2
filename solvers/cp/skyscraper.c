/* skyscraper.c -- the clue counts the digits seen from it, each taller
 * than all before it.  Two ways in:
 *
 *   bounds   a digit d at position i (0-based from the clue) leaves at
 *            most i seen before it and N - d after it, so d <= N + i + 1
 *            - V: the N is at position V - 1 or later;
 *   lines    when the candidates leave few ways to fill the line (their
 *            product at most MAX_WAYS), every way is tried, digits
 *            distinct, counting what is seen as it goes; each cell keeps
 *            the digits some way that sees exactly V uses.
 */
#include "prop.h"

#define MAX_WAYS 4096

typedef struct line {
  ss_cp *s;
  const ss_con *c;
  ss_bits used, keep[SS_MAX_N];
  int digit[SS_MAX_N];
  int found;
} line;

static void
fill (line *l, int i, int seen, int tallest)
{
  int n = l->s->n, left = l->c->ncells - i;
  int more = left < n - tallest ? left : n - tallest;
  if (seen > l->c->val[0] || seen + more < l->c->val[0])
    return;
  if (i == l->c->ncells)
    {
      l->found = 1;
      for (int k = 0; k < i; k++)
        l->keep[k] = ss_bits_or (l->keep[k], ss_bits_one (l->digit[k]));
      return;
    }
  for (int d = 1; d <= n; d++)
    if (ss_bits_has (l->s->dom[l->c->cell[i]], d)
        && !ss_bits_has (l->used, d))
      {
        l->digit[i] = d;
        l->used = ss_bits_or (l->used, ss_bits_one (d));
        fill (l, i + 1, seen + (d > tallest), d > tallest ? d : tallest);
        l->used = ss_bits_minus (l->used, ss_bits_one (d));
      }
}

static long
ways (const ss_cp *s, const ss_con *c)
{
  long w = 1;
  for (int i = 0; i < c->ncells && w <= MAX_WAYS; i++)
    w *= ss_bits_count (s->dom[c->cell[i]]);
  return w;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep_range (s, c->cell[i], 1, s->n + i + 1 - c->val[0]) < 0)
      return -1;
  if (ways (s, c) > MAX_WAYS)
    return 0;
  line l = { .s = s, .c = c, .used = ss_bits_none () };
  for (int i = 0; i < c->ncells; i++)
    l.keep[i] = ss_bits_none ();
  fill (&l, 0, 0, 0);
  if (!l.found)
    return -1;
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], l.keep[i]) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_skyscraper = { prop, SS_CP_CELLS, 0, 0 };
