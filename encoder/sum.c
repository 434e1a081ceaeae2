/* sum.c -- sums in order encoding: the totalizer and the sequential
 * counter over the digits' order literals (sum.h).
 *
 * A unary number is a sorted list of the values it can take, v_0 < v_1
 * < ... < v_m, and one literal per value but the first, [u >= v_j].  A
 * cell is one already: its order literals [c >= d] (family order) for
 * its candidate digits.  Two unary numbers a and b add into o, whose
 * values are every a_i + b_j, by the generalized totalizer's clauses
 * (Joshi, Martins & Manquinho 2015; Bailleux & Boufkhad 2003 for 0/1):
 *
 *   up    [a >= a_i] and [b >= b_j]  ->  [o >= a_i + b_j]
 *   down  not [a >= a_(i+1)] and not [b >= b_(j+1)]
 *                                    ->  not [o >= the next value above
 *                                             a_i + b_j]
 *
 * and the ladder [o >= v_(j+1)] -> [o >= v_j] (the values may have gaps),
 * so [o >= v] is true exactly when a + b >= v.  The totalizer adds in a
 * balanced tree, the sequential counter cell after cell (the partial
 * sums); the root is then pinned to the target by two unit clauses.
 * When every weight is positive the values above target+1 are merged
 * into target+1 ("too much"), which keeps each node as small as the
 * target allows.
 *
 * The totalizer first puts the plain cells (weight 1, no guard) in
 * groups whose cells pairwise share a house (first fit, as
 * solvers/cp/sum_bounds.c does), each group a subtree of its own: a node
 * over k cells of one group holds k distinct digits, so its values are
 * cut to the sum of the k least and the k greatest digits of its cells'
 * candidates.  Implied by the houses, so the models do not change; the
 * long arrows of iss-long-sums decide where they did not (docs/sat.md,
 * "Variant encodings measured").
 */
#include "sum.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct unary {
  int m;      /* values */
  int *val;   /* ascending */
  int *lit;   /* lit[j] = [u >= val[j]]; lit[0] = SS_LIT_TRUE */
  int from, to; /* the terms it adds, for labels */
} unary;

typedef struct adder {
  ss_venc *k;
  const ss_term *t;
  const char *name;
  int cap;    /* > 0: values at or above it are merged into it */
  int *group; /* totalizer: per term, its group of cells that pairwise
                 share a house (terms in group order), or -1 */
} adder;

static void
unary_free (unary *u)
{
  free (u->val);
  free (u->lit);
  u->val = u->lit = 0;
}

static int
unary_alloc (unary *u, int m)
{
  u->m = m;
  u->val = malloc ((size_t) (m ? m : 1) * sizeof *u->val);
  u->lit = malloc ((size_t) (m ? m : 1) * sizeof *u->lit);
  return u->val && u->lit ? 0 : -1;
}

/* [u >= v]: TRUE at or below the least value, FALSE above the largest,
 * else the literal of the least value >= v. */
static int
at_least (const unary *u, int v)
{
  int lo = 0, hi = u->m;
  if (v <= u->val[0])
    return SS_LIT_TRUE;
  while (lo < hi)
    {
      int mid = (lo + hi) / 2;
      if (u->val[mid] < v)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo == u->m ? SS_LIT_FALSE : u->lit[lo];
}

/* ---- leaves ---- */

/* A literal's 0/1 times its weight. */
static int
leaf_literal (const ss_term *t, unary *u)
{
  if (unary_alloc (u, 2))
    return -1;
  u->val[0] = t->weight > 0 ? 0 : t->weight;
  u->val[1] = t->weight > 0 ? t->weight : 0;
  u->lit[0] = SS_LIT_TRUE;
  u->lit[1] = t->weight > 0 ? t->lit : -t->lit;
  return 0;
}

/* [guard and c >= d], a new variable defined both ways (or the order
 * literal itself when there is no guard). */
static int
guarded (adder *a, const ss_term *t, int d, int first)
{
  ss_venc *k = a->k;
  int ge = ss_venc_ge (k, t->cell, d);
  if (t->guard == SS_LIT_TRUE)
    return ge;
  if (first || ge == SS_LIT_TRUE)
    return t->guard;
  int v = ss_venc_var (k);
  ss_venc_label (k, v, "%s: r%dc%d counts and is >= %d", a->name,
                 t->cell / k->n + 1, t->cell % k->n + 1, d);
  if (ss_venc_c2 (k, -v, t->guard) || ss_venc_c2 (k, -v, ge)
      || ss_venc_c3 (k, -t->guard, -ge, v))
    return SS_LIT_FALSE; /* stopped: the caller sees k->failed or not */
  return v;
}

/* A cell times its weight: its candidate digits as values, its order
 * literals as the unary literals (0 first when a guard may hold it
 * off). */
static int
leaf_cell (adder *a, const ss_term *t, unary *u)
{
  ss_venc *k = a->k;
  int digits[SS_MAX_N], nd = 0, zero = t->guard != SS_LIT_TRUE, at = 0;
  if (t->guard == SS_LIT_FALSE)
    nd = 0;
  else
    for (int d = 1; d <= k->n; d++)
      if (ss_venc_x (k, t->cell, d) != SS_LIT_FALSE)
        digits[nd++] = d;
  if ((t->weight < 0 && zero) || unary_alloc (u, nd + zero))
    return -1;
  if (zero)
    u->val[at] = 0, u->lit[at++] = SS_LIT_TRUE;
  for (int j = 0; j < nd; j++, at++)
    {
      int d = t->weight > 0 ? digits[j] : digits[nd - 1 - j];
      u->val[at] = t->weight * d;
      u->lit[at] = t->weight > 0 ? guarded (a, t, d, j == 0 && zero)
                                 : -ss_venc_ge (k, t->cell, d + 1);
    }
  u->lit[0] = SS_LIT_TRUE;
  return 0;
}

/* Values at or above the cap are one value, the cap: the list ends at
 * the first of them, whose literal says "at least the cap". */
static void
clip (unary *u, int cap)
{
  for (int j = 0; cap && j < u->m; j++)
    if (u->val[j] >= cap)
      {
        u->val[j] = cap;
        u->m = j + 1;
        return;
      }
}

static int
leaf (adder *a, int i, unary *u)
{
  const ss_term *t = &a->t[i];
  u->from = i;
  u->to = i + 1;
  if (t->cell < 0 ? leaf_literal (t, u) : leaf_cell (a, t, u))
    return -1;
  clip (u, a->cap);
  return a->k->failed ? -1 : 0;
}

/* ---- adding two unary numbers ---- */

static int
cmp_int (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

/* o's values: every a_i + b_j (clipped), sorted, each once. */
static int
sum_values (const adder *ad, const unary *a, const unary *b, unary *o)
{
  int m = 0;
  if (unary_alloc (o, a->m * b->m))
    return -1;
  for (int i = 0; i < a->m; i++)
    for (int j = 0; j < b->m; j++)
      {
        int v = a->val[i] + b->val[j];
        o->val[m++] = ad->cap && v > ad->cap ? ad->cap : v;
      }
  qsort (o->val, (size_t) m, sizeof *o->val, cmp_int);
  o->m = 0;
  for (int i = 0; i < m; i++)
    if (!o->m || o->val[i] != o->val[o->m - 1])
      o->val[o->m++] = o->val[i];
  return 0;
}

/* The cells of terms from..to-1 as "r1c1+r1c2+..." (cut short). */
static void
term_cells (const adder *ad, int from, int to, char *buf, int len)
{
  int at = 0, n = ad->k->n;
  buf[0] = 0;
  for (int i = from; i < to && at < len - 12; i++)
    at += ad->t[i].cell < 0
          ? snprintf (buf + at, (size_t) (len - at), "%sb%d", i > from
                      ? "+" : "", i + 1)
          : snprintf (buf + at, (size_t) (len - at), "%sr%dc%d", i > from
                      ? "+" : "", ad->t[i].cell / n + 1,
                      ad->t[i].cell % n + 1);
}

/* o's literals, and the ladder [o >= v_(j+1)] -> [o >= v_j]: with gaps
 * in the values (a reduced cell's candidates, an arrow's tens) the up
 * clauses alone would not make the literals monotone. */
static int
new_literals (adder *ad, unary *o)
{
  char cells[64];
  int stop = 0;
  term_cells (ad, o->from, o->to, cells, sizeof cells);
  o->lit[0] = SS_LIT_TRUE;
  for (int j = 1; j < o->m && !stop; j++)
    {
      o->lit[j] = ss_venc_var (ad->k);
      stop = ss_venc_label (ad->k, o->lit[j], "%s: %s >= %d", ad->name,
                            cells, o->val[j]);
      stop = stop ? stop : ss_venc_c2 (ad->k, -o->lit[j], o->lit[j - 1]);
    }
  return stop;
}

/* The up and down clauses of o = a + b. */
static int
add_clauses (adder *ad, const unary *a, const unary *b, const unary *o)
{
  ss_venc *k = ad->k;
  int stop = 0;
  for (int i = 0; i < a->m && !stop; i++)
    for (int j = 0; j < b->m && !stop; j++)
      {
        int v = a->val[i] + b->val[j];
        int up = ad->cap && v > ad->cap ? ad->cap : v;
        int a1 = i + 1 < a->m ? a->lit[i + 1] : SS_LIT_FALSE;
        int b1 = j + 1 < b->m ? b->lit[j + 1] : SS_LIT_FALSE;
        stop = ss_venc_c3 (k, -a->lit[i], -b->lit[j], at_least (o, up));
        if (!stop && !(ad->cap && v >= ad->cap))
          stop = ss_venc_c3 (k, a1, b1, -at_least (o, v + 1));
      }
  return stop;
}

/* Terms from..to-1 all of one group: k cells that hold k distinct
 * digits, so their sum lies between the k least and the k greatest
 * digits of their candidates' union.  o's values outside go (the
 * clauses then forbid them: implied by the houses). */
static void
distinct_bounds (const adder *ad, unary *o)
{
  ss_venc *k = ad->k;
  int any[SS_MAX_N + 1] = { 0 }, len = o->to - o->from, lo = 0, hi = 0;
  if (!ad->group || ad->group[o->from] < 0
      || ad->group[o->from] != ad->group[o->to - 1])
    return;
  for (int i = o->from; i < o->to; i++)
    for (int d = 1; d <= k->n; d++)
      any[d] |= ss_venc_x (k, ad->t[i].cell, d) != SS_LIT_FALSE;
  for (int d = 1, m = 0; d <= k->n && m < len; d++)
    if (any[d])
      lo += d, m++;
  for (int d = k->n, m = 0; d >= 1 && m < len; d--)
    if (any[d])
      hi += d, m++;
  int j = 0;
  for (int i = 0; i < o->m; i++)
    j += o->val[i] >= lo && o->val[i] <= hi;
  if (!j)
    return; /* nothing fits: the sum fails anyway */
  j = 0;
  for (int i = 0; i < o->m; i++)
    if (o->val[i] >= lo && o->val[i] <= hi)
      o->val[j++] = o->val[i];
  o->m = j;
}

static int
merge (adder *ad, unary *a, unary *b, unary *o)
{
  o->from = a->from;
  o->to = b->to;
  int stop = sum_values (ad, a, b, o);
  if (!stop)
    distinct_bounds (ad, o);
  stop = stop ? -1 : new_literals (ad, o);
  stop = stop ? stop : add_clauses (ad, a, b, o);
  unary_free (a);
  unary_free (b);
  return stop;
}

/* Where the totalizer cuts from..to-1: the middle, moved to the nearest
 * border between groups when the terms span several, so that each group
 * is a subtree of its own. */
static int
split_at (const adder *ad, int from, int to)
{
  int mid = (from + to) / 2;
  if (!ad->group || ad->group[from] == ad->group[to - 1])
    return mid;
  for (int d = 0; d < to - from; d++)
    {
      if (mid - d > from && ad->group[mid - d] != ad->group[mid - d - 1])
        return mid - d;
      if (mid + d < to && mid + d > from
          && ad->group[mid + d] != ad->group[mid + d - 1])
        return mid + d;
    }
  return mid;
}

/* Terms from..to-1 into u: halves (totalizer) or a chain (sequential:
 * the first to-1 terms, then the last). */
static int
build (adder *ad, int from, int to, int chain, unary *u)
{
  unary a = { 0 }, b = { 0 };
  if (to - from == 1)
    return leaf (ad, from, u);
  int mid = chain ? to - 1 : split_at (ad, from, to);
  if (build (ad, from, mid, chain, &a) || build (ad, mid, to, chain, &b))
    return unary_free (&a), unary_free (&b), -1;
  return merge (ad, &a, &b, u);
}

/* The root equals target: [o >= target] and not [o >= target + 1]; a
 * target the terms cannot make is the empty clause. */
static int
pin (ss_venc *k, const unary *o, int target)
{
  int i = 0;
  while (i < o->m && o->val[i] < target)
    i++;
  if (i == o->m || o->val[i] != target)
    return ss_venc_clause (k, 0, 0);
  int stop = ss_venc_c2 (k, o->lit[i], SS_LIT_FALSE);
  return stop ? stop : ss_venc_c2 (k, -at_least (o, target + 1),
                                   SS_LIT_FALSE);
}

/* A plain cell: weight 1, always counted. */
static int
plain (const ss_term *t)
{
  return t->cell >= 0 && t->weight == 1 && t->guard == SS_LIT_TRUE;
}

/* Group g of the first fit: may term i join it? */
static int
joins (ss_venc *k, const ss_term *t, const int *gid, int i, int g)
{
  for (int j = 0; j < i; j++)
    if (gid[j] == g && !ss_venc_same_house (k, t[i].cell, t[j].cell))
      return 0;
  return 1;
}

/* The totalizer's groups (first fit: a plain cell joins the first group
 * whose cells all share a house with it), and the terms reordered group
 * by group, the others last.  0 when there is no room. */
static ss_term *
grouped (ss_venc *k, const ss_term *t, int nterms, int **group)
{
  ss_term *s = malloc ((size_t) nterms * sizeof *s);
  int *gid = malloc ((size_t) nterms * sizeof *gid), ng = 0, at = 0;
  *group = malloc ((size_t) nterms * sizeof **group);
  if (!s || !gid || !*group)
    return free (s), free (gid), free (*group), *group = 0, (ss_term *) 0;
  for (int i = 0; i < nterms; i++)
    {
      gid[i] = -1;
      for (int g = 0; plain (&t[i]) && g < ng && gid[i] < 0; g++)
        if (joins (k, t, gid, i, g))
          gid[i] = g;
      if (plain (&t[i]) && gid[i] < 0)
        gid[i] = ng++;
    }
  for (int g = 0; g <= ng; g++)
    for (int i = 0; i < nterms; i++)
      if (gid[i] == (g < ng ? g : -1))
        (*group)[at] = gid[i], s[at++] = t[i];
  free (gid);
  return s;
}

int
ss_venc_sum (ss_venc *k, const ss_term *t, int nterms, int target,
             ss_sum e, const char *name)
{
  adder ad = { k, t, name, target + 1, 0 };
  unary root = { 0 };
  ss_term *own = 0;
  if (e == SS_SUM_MDD)
    return ss_venc_mdd (k, t, nterms, target, name);
  if (e == SS_SUM_TOTALIZER && nterms > 1)
    {
      if (!(own = grouped (k, t, nterms, &ad.group)))
        return ss_venc_fail (k, 0, "out of memory");
      ad.t = own;
    }
  for (int i = 0; i < nterms; i++)
    if (t[i].weight < 0)
      ad.cap = 0; /* values may go down again: nothing is too much */
  if (!nterms)
    return target ? ss_venc_clause (k, 0, 0) : 0;
  int stop = build (&ad, 0, nterms, e == SS_SUM_SEQUENTIAL, &root);
  if (!stop && !k->failed)
    stop = pin (k, &root, target);
  unary_free (&root);
  free (own);
  free (ad.group);
  if (k->failed)
    return -1;
  return stop > 0 ? stop : stop ? ss_venc_fail (k, 0, "out of memory") : 0;
}

void
ss_venc_sum_name (const ss_venc *k, const ss_con *c, char *buf, int len)
{
  snprintf (buf, (size_t) len, "%s #%d", ss_kind_name (c->kind),
            (int) (c - k->m->con) + 1);
}

int
ss_venc_use_combos (ss_venc *k, const ss_part *parts, int nparts,
                    const int *totals, int ntotals)
{
  if (k->sum != SS_SUM_COMBINATIONS)
    return 0;
  return k->sum_explicit || ss_venc_combos_fit (k, parts, nparts, totals,
                                                ntotals);
}

ss_sum
ss_venc_adder (const ss_venc *k)
{
  return k->sum == SS_SUM_COMBINATIONS ? SS_SUM_TOTALIZER : k->sum;
}
