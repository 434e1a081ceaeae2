/* subsets.c -- naked and hidden subsets (pairs, triples, quadruples) in a
 * unit, and the k-of-m search fish.c shares.
 *
 *   naked   k open cells of a unit whose candidates together are k
 *           digits D: those cells take D, so strike D from the unit's
 *           other cells.  Reason: the facts that struck the other digits
 *           from the k cells.
 *   hidden  k digits D whose places in a unit are together k cells S:
 *           D fills S, so strike every other digit from S.  Reason: the
 *           facts that keep D out of the unit's other cells.
 */
#include <stdlib.h>

#include "state.h"

/* Picks k of mask[0..m) whose union has exactly k members and lets fn
 * try them; stops at the first fn that says 1 (applied) or -1 (OOM). */
int
ss_st_combo (st_state *s, const ss_bits *mask, int m, int k, st_combo_fn *fn,
          void *ctx)
{
  int pick[8], depth = 0, next[8];
  ss_bits uni[9];
  uni[0] = ss_bits_none ();
  next[0] = 0;
  while (depth >= 0)
    {
      if (depth == k)
        {
          int got = ss_bits_count (uni[k]) == k ? fn (s, ctx, pick, uni[k])
                                                : 0;
          if (got)
            return got;
          depth--;
          continue;
        }
      int i = next[depth]++;
      if (i > m - (k - depth))
        {
          depth--;
          continue;
        }
      ss_bits u = ss_bits_or (uni[depth], mask[i]);
      if (ss_bits_count (u) > k)
        continue;
      pick[depth] = i, uni[depth + 1] = u;
      next[++depth] = i + 1;
    }
  return 0;
}

typedef struct subset {
  int kind, u, k;
  int item[SS_MAX_N]; /* naked: unit positions; hidden: digits */
} subset;

static const ss_technique naked_tech[5] = {
  SS_TECH_COUNT, SS_TECH_COUNT, SS_TECH_NAKED_PAIR, SS_TECH_NAKED_TRIPLE,
  SS_TECH_NAKED_QUAD
};
static const ss_technique hidden_tech[5] = {
  SS_TECH_COUNT, SS_TECH_COUNT, SS_TECH_HIDDEN_PAIR, SS_TECH_HIDDEN_TRIPLE,
  SS_TECH_HIDDEN_QUAD
};

static int
finish (st_state *s, ss_step *f, int *elim, int ne, int *cells, int nr)
{
  if (!ne)
    return free (elim), free (cells), 0;
  f->elim = elim, f->nelim = ne, f->cells = cells;
  return ss_st_eliminate (s, f, s->scratch, nr);
}

/* The picked cells hold only the digits uni: strike uni elsewhere. */
static int
naked_try (st_state *s, void *ctx, const int *pick, ss_bits uni)
{
  subset *q = ctx;
  int n = s->n, ne = 0, nr = 0, in[SS_MAX_N] = { 0 };
  int *elim = malloc (sizeof *elim * (size_t) n * n);
  int *cells = malloc (sizeof *cells * (size_t) q->k);
  if (!elim || !cells)
    return free (elim), free (cells), -1;
  for (int j = 0; j < q->k; j++)
    in[q->item[pick[j]]] = 1;
  for (int i = 0; i < n; i++)
    {
      int c = st_ucell (s, q->kind, q->u, i);
      for (int d = 1; d <= n; d++)
        if (!in[i] && ss_bits_has (uni, d) && st_has (s, c, d))
          elim[ne++] = c * n + d - 1;
        else if (in[i] && !ss_bits_has (uni, d) && st_why (s, c, d) >= 0)
          s->scratch[nr++] = st_why (s, c, d);
    }
  for (int j = 0; j < q->k; j++)
    cells[j] = st_ucell (s, q->kind, q->u, q->item[pick[j]]);
  ss_step f = st_proto (naked_tech[q->k], SS_STEP_ELIMINATE);
  f.unit_kind = q->kind, f.unit = q->u, f.digits = uni, f.ncells = q->k;
  return finish (s, &f, elim, ne, cells, nr);
}

/* The picked digits go only in the unit positions uni: strike the other
 * digits there. */
static int
hidden_try (st_state *s, void *ctx, const int *pick, ss_bits uni)
{
  subset *q = ctx;
  int n = s->n, ne = 0, nr = 0, nc = 0;
  ss_bits digits = ss_bits_none ();
  int *elim = malloc (sizeof *elim * (size_t) n * n);
  int *cells = malloc (sizeof *cells * (size_t) q->k);
  if (!elim || !cells)
    return free (elim), free (cells), -1;
  for (int j = 0; j < q->k; j++)
    digits = ss_bits_or (digits, ss_bits_one (q->item[pick[j]]));
  for (int i = 0; i < n; i++)
    {
      int c = st_ucell (s, q->kind, q->u, i);
      if (ss_bits_has (uni, i + 1))
        cells[nc++] = c;
      for (int d = 1; d <= n; d++)
        if (ss_bits_has (uni, i + 1) && !ss_bits_has (digits, d)
            && st_has (s, c, d))
          elim[ne++] = c * n + d - 1;
        else if (!ss_bits_has (uni, i + 1) && ss_bits_has (digits, d)
                 && st_why (s, c, d) >= 0)
          s->scratch[nr++] = st_why (s, c, d);
    }
  ss_step f = st_proto (hidden_tech[q->k], SS_STEP_ELIMINATE);
  f.unit_kind = q->kind, f.unit = q->u, f.digits = digits, f.ncells = nc;
  return finish (s, &f, elim, ne, cells, nr);
}

/* Open cells of the unit with 2..k candidates, as digit masks. */
static int
naked_items (const st_state *s, subset *q, ss_bits *mask)
{
  int m = 0;
  for (int i = 0; i < s->n; i++)
    {
      int c = st_ucell (s, q->kind, q->u, i);
      if (!s->value[c] && s->count[c] >= 2 && s->count[c] <= q->k)
        q->item[m] = i, mask[m++] = s->cand[c];
    }
  return m;
}

/* Digits missing from the unit with 2..k places, as position masks. */
static int
hidden_items (const st_state *s, subset *q, ss_bits *mask)
{
  int m = 0;
  for (int d = 1; d <= s->n; d++)
    {
      int p = st_places (s, q->kind, q->u, d);
      if (st_unit_has (s, q->kind, q->u, d) || p < 2 || p > q->k)
        continue;
      ss_bits at = ss_bits_none ();
      for (int i = 0; i < s->n; i++)
        if (st_has (s, st_ucell (s, q->kind, q->u, i), d))
          at = ss_bits_or (at, ss_bits_one (i + 1));
      q->item[m] = d, mask[m++] = at;
    }
  return m;
}

static int
subsets (st_state *s, int k, int hidden)
{
  subset q;
  ss_bits mask[SS_MAX_N];
  q.k = k;
  for (int h = 0; h < s->units; h++)
    {
      st_unit_of (s, h, &q.kind, &q.u);
      int m = hidden ? hidden_items (s, &q, mask) : naked_items (s, &q, mask);
      int got = m < k ? 0 : ss_st_combo (s, mask, m, k,
                                         hidden ? hidden_try : naked_try, &q);
      if (got)
        return got;
    }
  return 0;
}

int
ss_st_naked_subset (st_state *s, int k)
{
  return subsets (s, k, 0);
}

int
ss_st_hidden_subset (st_state *s, int k)
{
  return subsets (s, k, 1);
}
