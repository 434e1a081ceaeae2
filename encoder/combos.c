/* combos.c -- the combinations encoding of a sum (sum.h): the setter's
 * "cage combinations" as clauses.
 *
 * For each part (a group of cells adding up to the total) every digit
 * set that makes an allowed total is listed -- a multiset when the cells
 * do not all share a house, so digits may repeat -- and gets a variable
 * y.  A digit count literal says how often digit d appears in the part:
 * [d appears] = "some cell holds d" for a set (the house keeps it to
 * once), [d appears >= j] from a counter over the cells for a multiset
 * (Sinz's sequential counter, defined both ways).  Then
 *
 *   y -> [d appears >= m_d] and not [d appears >= m_d + 1], every d
 *        (m_d its multiplicity in the set, 0 for the digits outside);
 *   y -> the total's literal (an arrow's circle value);
 *   some y is true;
 *   [d appears] -> some y that holds d, and total v -> some y of sum v
 *        (propagation: a digit in no remaining combination goes);
 *   a digit in no combination at all is ruled out of every cell.
 *
 * A y is true exactly when the part holds its digits, so the y are
 * defined by the cells.  Setters reason the same way: 17 in two cells
 * is {8,9}, so the cage holds an 8 and a 9 and nothing else.
 */
#include "sum.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct combos {
  ss_venc *k;
  const ss_con *c;
  const char *name;
  const ss_part *part;
  int distinct;             /* the part's cells share a house pairwise */
  const int *totals;        /* ascending */
  int ntotals;
  int *tot;                 /* the totals' literals */
  unsigned char *seq;       /* combination i: seq[i*ncells ..], sorted */
  int count;
  long nodes;               /* steps of the listing so far */
  size_t cap;               /* bytes at seq: kept from part to part, whose
                               lengths differ */
  int avail[SS_MAX_N + 1];  /* digits some cell of the part may hold */
  int top[SS_MAX_N + 1];    /* counts of d needed: most in a combination */
  int *cnt;                 /* cnt[d * (ncells + 1) + j] = [d >= j times] */
  int *y;
  int dry;                  /* only count the combinations (fit) */
} combos;

static int
total_at (const combos *b, int v)
{
  int lo = 0, hi = b->ntotals;
  while (lo < hi)
    {
      int mid = (lo + hi) / 2;
      if (b->totals[mid] < v)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < b->ntotals && b->totals[lo] == v ? lo : -1;
}

/* ---- listing the combinations ---- */

static int
keep (combos *b, const unsigned char *digits)
{
  int len = b->part->ncells;
  if (b->dry)
    return ++b->count > SS_COMBOS_MAX;
  if (b->count == SS_COMBOS_MAX)
    return ss_venc_fail (b->k, b->c, "more than %d combinations: too many "
                         "for --sat-sum combinations (use totalizer, "
                         "sequential or mdd)", SS_COMBOS_MAX);
  if ((size_t) (b->count + 1) * len > b->cap)
    {
      size_t cap = b->cap ? 2 * b->cap : 64 * (size_t) len;
      while (cap < (size_t) (b->count + 1) * len)
        cap *= 2;
      unsigned char *s = realloc (b->seq, cap);
      if (!s)
        return ss_venc_fail (b->k, b->c, "out of memory");
      b->seq = s;
      b->cap = cap;
    }
  memcpy (b->seq + (long) b->count++ * len, digits, (size_t) len);
  return 0;
}

/* The largest digit some cell of the part may hold. */
static int
top_digit (const combos *b)
{
  int d = b->k->n;
  while (d > 0 && !b->avail[d])
    d--;
  return d;
}

/* Digits from `from` up in slots i.. of a sorted sequence summing to a
 * total; sum is what slots 0..i-1 hold.  A digit too small for the rest
 * to reach the least total, even with the largest digit everywhere, is
 * skipped (without that, a long line on a large grid walks through
 * every small sequence: a 19-cell little killer of 266 on 25x25 did not
 * finish); the listing stops past SS_COMBOS_NODES steps, which is "too
 * many" as SS_COMBOS_MAX combinations are. */
static int
list (combos *b, unsigned char *digits, int i, int from, int sum)
{
  int len = b->part->ncells, n = b->k->n, stop = 0;
  if (i == len)
    return total_at (b, sum) >= 0 ? keep (b, digits) : 0;
  if (++b->nodes > SS_COMBOS_NODES)
    return b->dry ? 1 : ss_venc_fail (b->k, b->c, "more than %d steps to "
                                      "list its combinations: too many for "
                                      "--sat-sum combinations (use "
                                      "totalizer, sequential or mdd)",
                                      SS_COMBOS_NODES);
  int left = len - i, most = b->totals[b->ntotals - 1];
  int least = b->totals[0], big = top_digit (b);
  for (int d = from; d <= n && !stop; d++)
    {
      if (!b->avail[d] || sum + d + (left - 1) * big < least)
        continue;
      if (sum + d + (left - 1) * (b->distinct ? d + 1 : d) > most)
        break;
      digits[i] = (unsigned char) d;
      stop = list (b, digits, i + 1, b->distinct ? d + 1 : d, sum + d);
    }
  return stop;
}

/* Multiplicity of d in combination i. */
static int
times (const combos *b, int i, int d)
{
  int m = 0, len = b->part->ncells;
  for (int j = 0; j < len; j++)
    m += b->seq[(long) i * len + j] == d;
  return m;
}

static int
sum_of (const combos *b, int i)
{
  int s = 0, len = b->part->ncells;
  for (int j = 0; j < len; j++)
    s += b->seq[(long) i * len + j];
  return s;
}

/* ---- digit counts ---- */

static int *
cnt_at (const combos *b, int d, int j)
{
  return &b->cnt[d * (b->part->ncells + 1) + j];
}

/* [d appears] for a set: defined both ways by the cells. */
static int
appears (combos *b, int d)
{
  ss_venc *k = b->k;
  int lits[SS_MAX_N + 1], len = 0, v = ss_venc_var (k), stop;
  *cnt_at (b, d, 1) = v;
  stop = ss_venc_label (k, v, "%s: some cell holds %d", b->name, d);
  lits[len++] = -v;
  for (int i = 0; i < b->part->ncells && !stop; i++)
    {
      int x = ss_venc_x (k, b->part->cells[i], d);
      lits[len++] = x;
      stop = ss_venc_c2 (k, -x, v);
    }
  return stop ? stop : ss_venc_clause (k, lits, len);
}

/* s_j after cell i from s_j and s_(j-1) before it and x: s'_j <-> s_j or
 * (s_(j-1) and x). */
static int
count_step (combos *b, int d, int i, int *s)
{
  ss_venc *k = b->k;
  int x = ss_venc_x (k, b->part->cells[i], d), stop = 0;
  for (int j = b->top[d]; j >= 1 && !stop; j--)
    {
      int prev = s[j], below = s[j - 1], v;
      if (below == SS_LIT_FALSE || prev == SS_LIT_TRUE)
        continue; /* s_j stays what it was */
      if (prev == SS_LIT_FALSE && below == SS_LIT_TRUE)
        {
          s[j] = x; /* the first cell that could: x itself */
          continue;
        }
      v = ss_venc_var (k);
      stop = ss_venc_label (k, v, "%s: %d of the first %d cells hold %d",
                            b->name, j, i + 1, d);
      stop = stop ? stop : ss_venc_c2 (k, -prev, v);
      stop = stop ? stop : ss_venc_c3 (k, -below, -x, v);
      stop = stop ? stop : ss_venc_c3 (k, -v, prev, below);
      stop = stop ? stop : ss_venc_c3 (k, -v, prev, x);
      s[j] = v;
    }
  return stop;
}

/* [d appears >= j] for a multiset: a counter over the part's cells. */
static int
counter (combos *b, int d)
{
  int s[SS_MAX_N + 2], stop = 0;
  s[0] = SS_LIT_TRUE;
  for (int j = 1; j <= b->top[d]; j++)
    s[j] = SS_LIT_FALSE;
  for (int i = 0; i < b->part->ncells && !stop; i++)
    stop = count_step (b, d, i, s);
  for (int j = 1; j <= b->top[d]; j++)
    *cnt_at (b, d, j) = s[j];
  return stop;
}

/* The counts each combination needs; a digit in none is ruled out. */
static int
counts (combos *b)
{
  int len = b->part->ncells, stop = 0;
  for (int d = 1; d <= b->k->n && !stop; d++)
    {
      int most = 0;
      for (int i = 0; i < b->count; i++)
        most = times (b, i, d) > most ? times (b, i, d) : most;
      b->top[d] = most == 0 ? 0 : b->distinct ? 1
                  : most + 1 < len ? most + 1 : len;
      for (int i = 0; !most && i < len && !stop; i++)
        stop = ss_venc_c2 (b->k, -ss_venc_x (b->k, b->part->cells[i], d),
                           SS_LIT_FALSE);
      if (most && !stop)
        stop = b->distinct ? appears (b, d) : counter (b, d);
    }
  return stop;
}

/* [d appears >= j], FALSE past what is counted (or a set's second). */
static int
count_lit (const combos *b, int d, int j)
{
  if (j <= 0)
    return SS_LIT_TRUE;
  return j > b->top[d] ? SS_LIT_FALSE : *cnt_at (b, d, j);
}

/* ---- the combinations ---- */

static void
combo_text (const combos *b, int i, char *buf, int len)
{
  int at = 0, m = b->part->ncells;
  for (int j = 0; j < m && at < len - 6; j++)
    at += snprintf (buf + at, (size_t) (len - at), "%s%d", j ? "," : "{",
                    b->seq[(long) i * m + j]);
  snprintf (buf + at, (size_t) (len - at), "}");
}

/* y_i's clauses: each digit's count, and the total. */
static int
combination (combos *b, int i)
{
  ss_venc *k = b->k;
  char text[80];
  int y = b->y[i] = ss_venc_var (k), stop;
  combo_text (b, i, text, sizeof text);
  stop = ss_venc_label (k, y, "%s holds %s", b->name, text);
  for (int d = 1; d <= k->n && !stop; d++)
    {
      int m = times (b, i, d);
      stop = ss_venc_c2 (k, -y, count_lit (b, d, m));
      stop = stop ? stop : ss_venc_c2 (k, -y, -count_lit (b, d, m + 1));
    }
  return stop ? stop : ss_venc_c2 (k, -y, b->tot[total_at (b, sum_of (b, i))]);
}

/* Some combination holds; a digit that appears, and a total that holds,
 * each have one holding them. */
static int
supports (combos *b)
{
  ss_venc *k = b->k;
  int *lits = malloc ((size_t) (b->count + 1) * sizeof *lits), stop = 0;
  if (!lits)
    return ss_venc_fail (k, b->c, "out of memory");
  for (int d = 0; d <= k->n + b->ntotals && !stop; d++)
    {
      int len = 0, v = d - k->n - 1;
      if ((d > 0 && d <= k->n && !b->top[d])
          || (d > k->n && b->tot[v] == SS_LIT_TRUE))
        continue; /* no such digit; a constant total is "some y" */
      lits[len++] = d == 0 ? SS_LIT_FALSE
                    : d <= k->n ? -count_lit (b, d, 1) : -b->tot[v];
      for (int i = 0; i < b->count; i++)
        if (d == 0 || (d <= k->n ? times (b, i, d) > 0
                                 : sum_of (b, i) == b->totals[v]))
          lits[len++] = b->y[i];
      stop = ss_venc_clause (k, lits, len);
    }
  free (lits);
  return stop;
}

/* The part's shape: sets or multisets, and the digits its cells may
 * hold. */
static void
prepare (combos *b, const ss_part *p)
{
  int n = b->k->n;
  b->part = p;
  b->distinct = 1;
  b->count = 0;
  b->nodes = 0;
  for (int i = 0; i < p->ncells; i++)
    for (int j = i + 1; j < p->ncells; j++)
      b->distinct &= ss_venc_same_house (b->k, p->cells[i], p->cells[j]);
  memset (b->avail, 0, sizeof b->avail);
  for (int i = 0; i < p->ncells; i++)
    for (int d = 1; d <= n; d++)
      b->avail[d] |= ss_venc_x (b->k, p->cells[i], d) != SS_LIT_FALSE;
}

static int
part (combos *b, const ss_part *p)
{
  unsigned char digits[SS_MAX_N];
  int stop = 0, n = b->k->n;
  prepare (b, p);
  b->cnt = malloc ((size_t) (n + 1) * (p->ncells + 1) * sizeof *b->cnt);
  if (!b->cnt)
    return ss_venc_fail (b->k, b->c, "out of memory");
  stop = list (b, digits, 0, 1, 0);
  b->y = stop ? 0 : malloc ((size_t) (b->count + 1) * sizeof *b->y);
  if (!stop && !b->y)
    stop = ss_venc_fail (b->k, b->c, "out of memory");
  stop = stop ? stop : counts (b);
  for (int i = 0; i < b->count && !stop; i++)
    stop = combination (b, i);
  stop = stop ? stop : supports (b);
  free (b->cnt);
  free (b->y);
  b->cnt = b->y = 0;
  return stop;
}

/* The totals' literals: given, or new ones the first part defines (its
 * combinations imply them, and supports() gives the converse). */
static int
total_literals (combos *b, const int *lits)
{
  b->tot = malloc ((size_t) b->ntotals * sizeof *b->tot);
  if (!b->tot)
    return ss_venc_fail (b->k, b->c, "out of memory");
  for (int i = 0; i < b->ntotals; i++)
    {
      b->tot[i] = lits ? lits[i] : ss_venc_var (b->k);
      if (!lits && ss_venc_label (b->k, b->tot[i], "%s: the total is %d",
                                  b->name, b->totals[i]))
        return 1;
    }
  return 0;
}

int
ss_venc_combos_fit (ss_venc *k, const ss_part *parts, int nparts,
                    const int *totals, int ntotals)
{
  combos b = { .k = k, .totals = totals, .ntotals = ntotals, .dry = 1 };
  unsigned char digits[SS_MAX_N];
  for (int p = 0; p < nparts && ntotals; p++)
    {
      prepare (&b, &parts[p]);
      if (list (&b, digits, 0, 1, 0))
        return 0;
    }
  return 1;
}

int
ss_venc_combos (ss_venc *k, const ss_con *c, const ss_part *parts,
                int nparts, const int *totals, const int *lits, int ntotals,
                const char *name)
{
  combos b = { .k = k, .c = c, .name = name, .totals = totals,
               .ntotals = ntotals };
  if (!ntotals)
    return ss_venc_clause (k, 0, 0);
  int stop = total_literals (&b, lits);
  for (int p = 0; p < nparts && !stop; p++)
    stop = part (&b, &parts[p]);
  free (b.tot);
  free (b.seq);
  return stop;
}
