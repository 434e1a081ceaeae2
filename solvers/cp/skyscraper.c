/* skyscraper.c -- the clue counts the digits seen from it, each taller
 * than all before it.  Three ways in:
 *
 *   bounds   a digit d at position i (0-based from the clue) leaves at
 *            most i seen before it and N - d after it, so d <= N + i + 1
 *            - V: the N is at position V - 1 or later;
 *   states   a dynamic program over the line from the clue, its states
 *            (tallest so far, count seen so far): the states reachable
 *            before each position from the clue, and those from which
 *            the rest can still end seeing exactly V with the N seen (the
 *            line is a row or column: its N is somewhere); a cell keeps
 *            digit d when some state before it, stepping with d (one
 *            more seen when d is taller), meets one of the latter after
 *            it.  Distinct digits only as far as d is never the tallest
 *            before it and the tallest after i cells is at least i (i
 *            distinct digits); the houses do the rest;
 *   lines    when the candidates leave few ways to fill the line (their
 *            product at most MAX_WAYS), every way is tried, digits
 *            distinct, counting what is seen as it goes; each cell keeps
 *            the digits some way that sees exactly V uses (it stops
 *            once every cell keeps all its candidates).
 */
#include "prop.h"

#define MAX_WAYS 4096

typedef struct line {
  ss_cp *s;
  const ss_con *c;
  ss_bits used, keep[SS_MAX_N];
  int digit[SS_MAX_N];
  int found;       /* 1 a way sees V; 2 every cell keeps all it has */
  int open;        /* the cells whose keep is short of their candidates */
} line;

/* A way that sees V: each cell keeps its digit. */
static void
use (line *l)
{
  l->found = 1;
  for (int k = 0; k < l->c->ncells; k++)
    {
      ss_bits d = ss_bits_one (l->digit[k]);
      if (ss_bits_has (l->keep[k], l->digit[k]))
        continue;
      l->keep[k] = ss_bits_or (l->keep[k], d);
      l->open -= ss_bits_eq (l->keep[k], l->s->dom[l->c->cell[k]]);
    }
  if (!l->open)
    l->found = 2; /* nothing left to remove: stop */
}

static void
fill (line *l, int i, int seen, int tallest)
{
  int n = l->s->n, left = l->c->ncells - i;
  int more = left < n - tallest ? left : n - tallest;
  if (seen > l->c->val[0] || seen + more < l->c->val[0])
    return;
  if (i == l->c->ncells)
    {
      use (l);
      return;
    }
  for (int d = 1; d <= n && l->found < 2; d++)
    if (ss_bits_has (l->s->dom[l->c->cell[i]], d)
        && !ss_bits_has (l->used, d))
      {
        l->digit[i] = d;
        l->used = ss_bits_or (l->used, ss_bits_one (d));
        fill (l, i + 1, seen + (d > tallest), d > tallest ? d : tallest);
        l->used = ss_bits_minus (l->used, ss_bits_one (d));
      }
}

/* ---- the line's states ------------------------------------------------ */

/* A set of seen counts 0..127, count k on bit k (ss_bits' two words;
 * ss_bits_one (k + 1) sets it). */
static ss_bits
count (int k)
{
  return ss_bits_one (k + 1);
}

static ss_bits
up (ss_bits b) /* every count plus one */
{
  ss_bits r = b;
  r.w[1] = b.w[1] << 1 | b.w[0] >> 63;
  r.w[0] = b.w[0] << 1;
  return r;
}

static ss_bits
down (ss_bits b) /* every count minus one (0 leaves) */
{
  ss_bits r = b;
  r.w[0] = b.w[0] >> 1 | b.w[1] << 63;
  r.w[1] = b.w[1] >> 1;
  return r;
}

static int
meet (ss_bits a, ss_bits b)
{
  return !ss_bits_empty (ss_bits_and (a, b));
}

/* back[i * (n + 1) + t]: the counts seen before position i, tallest t,
 * from which the cells i.. can end seeing exactly V with the N seen.
 * From (t, k) a digit d > t goes to (d, k + 1), one below t (any: the
 * cell's smallest, low) stays; `above` gathers the former from the top
 * down, so a position costs O(N). */
static void
backward (const ss_cp *s, const ss_con *c, ss_bits *back)
{
  int n = s->n, L = c->ncells;
  for (int t = 0; t <= n; t++)
    back[L * (n + 1) + t] = t == n ? count (c->val[0]) : ss_bits_none ();
  for (int i = L - 1; i >= 0; i--)
    {
      ss_bits dom = s->dom[c->cell[i]], above = ss_bits_none ();
      const ss_bits *next = back + (i + 1) * (n + 1);
      int low = ss_cp_min (dom);
      for (int t = n; t >= 0; t--)
        {
          ss_bits b = t > low ? ss_bits_or (above, next[t]) : above;
          back[i * (n + 1) + t] = t >= i ? b : ss_bits_none ();
          if (t >= 1 && ss_bits_has (dom, t))
            above = ss_bits_or (above, down (next[t]));
        }
    }
}

/* Position i: keep gets each digit that steps some forward state (fwd,
 * per tallest) into a backward one (next); fwd moves on past i, where
 * the tallest is above i (i + 1 distinct digits).  A digit d rises from
 * any tallest below it (`below` gathers those); one under the tallest t
 * keeps it, and meets next when some t > d does (`top`, the largest). */
static void
step (const ss_cp *s, const ss_con *c, int i, ss_bits *fwd,
      const ss_bits *next, ss_bits *keep)
{
  int n = s->n, top = 0, low;
  ss_bits dom = s->dom[c->cell[i]], below = ss_bits_none ();
  low = ss_cp_min (dom);
  *keep = ss_bits_none ();
  for (int t = i + 1; t <= n; t++)
    if (meet (fwd[t], next[t]))
      top = t;
  for (int d = 0; d <= n; d++)
    {
      int has = d >= 1 && ss_bits_has (dom, d);
      ss_bits rise = has && d > i ? up (below) : ss_bits_none ();
      ss_bits stay = d > low ? fwd[d] : ss_bits_none ();
      if (has && (d < top || meet (rise, next[d])))
        *keep = ss_bits_or (*keep, ss_bits_one (d));
      below = ss_bits_or (below, fwd[d]);
      fwd[d] = d > i ? ss_bits_or (stay, rise) : ss_bits_none ();
    }
}

/* The dynamic program over (tallest, seen): each cell keeps the digits
 * some way through the states uses (the row's digits distinct only as
 * far as a digit never equals the tallest before it). */
static int
states (ss_cp *s, const ss_con *c)
{
  int n = s->n, L = c->ncells;
  ss_bits *back = ss_cp_scratch (s, 3, sizeof *back * (size_t) (L + 1)
                                         * (size_t) (n + 1));
  ss_bits fwd[SS_MAX_N + 1], keep[SS_MAX_N];
  if (!back)
    return 0; /* out of memory: the bounds stand */
  backward (s, c, back);
  for (int t = 0; t <= n; t++)
    fwd[t] = t ? ss_bits_none () : count (0);
  for (int i = 0; i < L; i++)
    step (s, c, i, fwd, back + (i + 1) * (n + 1), &keep[i]);
  for (int i = 0; i < L; i++)
    if (ss_cp_keep (s, c->cell[i], keep[i]) < 0)
      return -1;
  return 0;
}

/* ---- every way, when few -------------------------------------------- */

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
  if (states (s, c) < 0)
    return -1;
  if (ways (s, c) > MAX_WAYS)
    return 0;
  line l = { .s = s, .c = c, .used = ss_bits_none (), .open = c->ncells };
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
