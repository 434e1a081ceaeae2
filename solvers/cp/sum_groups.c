/* sum_groups.c -- a sum over cells some of which see each other: the
 * partial-sum table of sums.c run over groups of cells, not cells.
 *
 * Model: the cells are cut, in their order, into groups whose cells
 * pairwise share a house (a line's run inside one box, a diagonal's
 * cells in one box), so that a group's digits differ.  Each group's
 * assignments of distinct candidates are enumerated: which totals the
 * group can make and, per total, which digits of each cell some way of
 * making it uses.  The table then runs over the groups: going forward,
 * F[g] is the set of sums the groups before g can make; going back,
 * B[g] the sums before group g from which the rest can still reach an
 * allowed total.  A total t of group g is used when some p in F[g] has
 * p + t in B[g+1]; its cells keep the digits of the totals used.  The
 * sets of sums are rows of bits (sumrow.h): a group's step is one
 * shift-or per total it can make.  Exact
 * for the sum with each group's digits distinct, and sound, since they
 * do differ: a digit that only a repeat inside a box would allow goes,
 * which the cell-by-cell table cannot see (17 on two cells of a box is
 * 8 and 9, not 8.5 twice).  A group closes when the product of its
 * cells' candidate counts would pass ENUM_MAX, so the work per group is
 * bounded; single cells are the cell-by-cell table again.
 */
#include <string.h>

#include "prop.h"
#include "sumrow.h"

#define ENUM_MAX 64 /* assignments enumerated per group, at most */
#define TABLE_MAX (1 << 22)

typedef struct group {
  int first, len;  /* cells[first .. first+len) */
  int top;         /* the largest total it can make */
  uint8_t *made;   /* top+1: total t can be made */
  ss_bits *use;    /* (top+1) x len: per total, each cell's digits */
} group;

typedef struct sums {
  ss_cp *s;
  const int *cells;
  int k, ngroups;
  group *g;
} sums;

/* Can cell i join the group that starts at first? */
static int
joins (const sums *u, int first, int i, long product)
{
  const ss_cp *s = u->s;
  if (product * ss_bits_count (s->dom[u->cells[i]]) > ENUM_MAX
      || i - first >= s->n)
    return 0;
  for (int j = first; j < i; j++)
    if (u->cells[j] == u->cells[i]
        || !ss_cp_peers (s, u->cells[j], u->cells[i]))
      return 0;
  return 1;
}

/* Cuts the cells into groups (g[] has room for k); their number. */
static int
cut (sums *u)
{
  int count = 0;
  for (int i = 0; i < u->k;)
    {
      int first = i;
      long product = 1;
      while (i < u->k && (i == first || joins (u, first, i, product)))
        product *= ss_bits_count (u->s->dom[u->cells[i++]]);
      u->g[count++] = (group) { first, i - first, 0, 0, 0 };
    }
  return count;
}

/* Every assignment of distinct candidates to the group's cells from
 * slot j on, sum so far: its total made, its digits used. */
static void
enumerate (const sums *u, group *g, int j, int sum, ss_bits used,
           uint8_t *digit)
{
  const ss_cp *s = u->s;
  if (j == g->len)
    {
      if (!g->made[sum]) /* the first way to make it: its sets start empty */
        memset (&g->use[sum * g->len], 0, (size_t) g->len * sizeof *g->use);
      g->made[sum] = 1;
      for (int c = 0; c < g->len; c++)
        g->use[sum * g->len + c]
          = ss_bits_or (g->use[sum * g->len + c], ss_bits_one (digit[c]));
      return;
    }
  ss_bits cand = ss_bits_minus (s->dom[u->cells[g->first + j]], used);
  for (int w = 0; w < 2; w++)
    for (uint64_t m = cand.w[w]; m; m &= m - 1)
      {
        int d = 64 * w + __builtin_ctzll (m) + 1;
        digit[j] = (uint8_t) d;
        enumerate (u, g, j + 1, sum + d, ss_bits_or (used, ss_bits_one (d)),
                   digit);
      }
}

/* enumerate when every digit is below 65: the group's candidates in
 * dom[], each slot's digit as its bit in pick[]. */
static void
enumerate_word (group *g, const uint64_t *dom, int j, int sum, uint64_t used,
                uint64_t *pick)
{
  if (j == g->len)
    {
      ss_bits *use = &g->use[sum * g->len];
      if (!g->made[sum])
        memset (use, 0, (size_t) g->len * sizeof *use);
      g->made[sum] = 1;
      for (int c = 0; c < g->len; c++)
        use[c].w[0] |= pick[c];
      return;
    }
  for (uint64_t m = dom[j] & ~used; m; m &= m - 1)
    {
      pick[j] = m & -m;
      enumerate_word (g, dom, j + 1, sum + __builtin_ctzll (m) + 1,
                      used | pick[j], pick);
    }
}

/* Every assignment of the group's cells (enumerate or enumerate_word). */
static void
enumerate_group (const sums *u, group *g, uint8_t *digit)
{
  uint64_t dom[SS_MAX_N], pick[SS_MAX_N];
  int wide = 0;
  for (int c = 0; c < g->len; c++)
    {
      ss_bits b = u->s->dom[u->cells[g->first + c]];
      dom[c] = b.w[0];
      wide |= b.w[1] != 0;
    }
  if (wide)
    enumerate (u, g, 0, 0, ss_bits_none (), digit);
  else
    enumerate_word (g, dom, 0, 0, 0, pick);
}

/* Room for every group's tables in one buffer (slot 6): first every
 * group's digit sets, then its totals.  -1 when out of memory, 1 when
 * too large. */
static int
tables (sums *u)
{
  size_t sets = 0, totals = 0;
  for (int i = 0; i < u->ngroups; i++)
    {
      group *g = &u->g[i];
      for (int c = 0; c < g->len; c++)
        g->top += ss_cp_max (u->s->dom[u->cells[g->first + c]]);
      sets += (size_t) (g->top + 1) * g->len;
      totals += (size_t) g->top + 1;
    }
  size_t bytes = sets * sizeof (ss_bits) + totals;
  if (bytes > TABLE_MAX)
    return 1;
  ss_bits *use = ss_cp_scratch (u->s, 6, bytes);
  if (!use)
    return -1;
  uint8_t *made = (uint8_t *) (use + sets);
  memset (made, 0, totals); /* a total's digit sets are cleared when made */
  for (int i = 0; i < u->ngroups; i++)
    {
      group *g = &u->g[i];
      g->use = use, use += (size_t) (g->top + 1) * g->len;
      g->made = made, made += (size_t) g->top + 1;
    }
  return 0;
}

/* F (forward) and B (backward) over the groups, rows of w words
 * (sumrow.h): adding a group's total t is a shift by t. */
static void
run_table (const sums *u, const uint8_t *targets, int tmax, uint64_t *F,
           uint64_t *B)
{
  int ng = u->ngroups, w = ss_row_words (tmax);
  memset (F, 0, (size_t) (ng + 1) * w * sizeof *F);
  F[0] = 1;
  for (int i = 0; i < ng; i++)
    {
      for (int t = 0; t <= u->g[i].top && t <= tmax; t++)
        if (u->g[i].made[t])
          ss_row_up_or (F + (i + 1) * w, F + i * w, w, t);
      ss_row_cut (F + (i + 1) * w, tmax);
    }
  ss_row_from (B + ng * w, targets, tmax);
  for (int i = ng - 1; i >= 0; i--)
    {
      memset (B + i * w, 0, (size_t) w * sizeof *B);
      for (int t = 0; t <= u->g[i].top && t <= tmax; t++)
        if (u->g[i].made[t])
          ss_row_down_or (B + i * w, B + (i + 1) * w, w, t);
    }
}

/* Group i's cells keep the digits of its totals that some way uses. */
static int
keep_group (sums *u, int i, const uint64_t *F, const uint64_t *B, int tmax)
{
  int w = ss_row_words (tmax);
  const group *g = &u->g[i];
  ss_bits keep[SS_MAX_N];
  for (int c = 0; c < g->len; c++)
    keep[c] = ss_bits_none ();
  for (int t = 0; t <= g->top && t <= tmax; t++)
    if (g->made[t] && ss_row_meet (F + i * w, B + (i + 1) * w, w, t))
      for (int c = 0; c < g->len; c++)
        keep[c] = ss_bits_or (keep[c], g->use[t * g->len + c]);
  for (int c = 0; c < g->len; c++)
    if (ss_cp_keep (u->s, u->cells[g->first + c], keep[c]) < 0)
      return -1;
  return 0;
}

int
ss_cp_sum_grouped (ss_cp *s, const int *cells, int k,
                   const uint8_t *targets, int tmax, uint8_t *reached)
{
  sums u = { s, cells, k, 0, 0 };
  uint8_t digit[SS_MAX_N];
  size_t row = (size_t) tmax + 1;
  if (tmax < 0)
    return -1;
  u.g = ss_cp_scratch (s, 7, (size_t) k * sizeof *u.g);
  if (!u.g)
    return -1;
  u.ngroups = cut (&u);
  if (u.ngroups == k || 2 * (size_t) (u.ngroups + 1) * row > TABLE_MAX)
    return 1; /* no group: the cell-by-cell table is the same, cheaper */
  int got = tables (&u);
  if (got)
    return got;
  for (int i = 0; i < u.ngroups; i++)
    enumerate_group (&u, &u.g[i], digit);
  int w = ss_row_words (tmax);
  uint64_t *F = ss_cp_scratch (s, 0, 2 * (size_t) (u.ngroups + 1) * w
                                      * sizeof *F);
  if (!F)
    return -1;
  uint64_t *B = F + (u.ngroups + 1) * w;
  run_table (&u, targets, tmax, F, B);
  for (int t = 0; reached && t <= tmax; t++)
    reached[t] = ss_row_has (F + u.ngroups * w, t) && targets[t];
  if (!(B[0] & 1))
    return -1;
  for (int i = 0; i < u.ngroups; i++)
    if (keep_group (&u, i, F, B, tmax) < 0)
      return -1;
  return 0;
}
