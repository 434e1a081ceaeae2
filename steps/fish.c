/* fish.c -- X-wing (k = 2) and swordfish (k = 3).
 *
 * Model: for one digit d, k base lines (rows, or columns) in which d can
 * only go in the same k cover lines (columns, or rows).  The k copies of
 * d in the base lines then fill the cover lines, so d is struck from the
 * cover lines' other cells.  Reason: the facts that keep d out of the
 * base lines' cells outside the cover lines.
 */
#include <stdlib.h>

#include "state.h"

typedef struct fish {
  int base, cover, d, k;
  int line[SS_MAX_N]; /* the candidate base lines */
} fish;

static int
fish_try (st_state *s, void *ctx, const int *pick, ss_bits covers)
{
  fish *q = ctx;
  int n = s->n, ne = 0, nr = 0, nc = 0, inbase[SS_MAX_N] = { 0 };
  int *elim = malloc (sizeof *elim * (size_t) n * n);
  int *cells = malloc (sizeof *cells * (size_t) q->k * q->k);
  if (!elim || !cells)
    return free (elim), free (cells), -1;
  for (int j = 0; j < q->k; j++)
    inbase[q->line[pick[j]]] = 1;
  for (int b = 0; b < n; b++)
    for (int i = 0; i < n; i++)
      {
        int c = st_ucell (s, q->base, b, i), in_cover = ss_bits_has (covers,
                                                                     i + 1);
        if (inbase[b] && in_cover && st_has (s, c, q->d))
          cells[nc++] = c;
        else if (inbase[b] && !in_cover && st_why (s, c, q->d) >= 0)
          s->scratch[nr++] = st_why (s, c, q->d);
        else if (!inbase[b] && in_cover && st_has (s, c, q->d))
          elim[ne++] = c * n + q->d - 1;
      }
  if (!ne)
    return free (elim), free (cells), 0;
  ss_step f = st_proto (q->k == 2 ? SS_TECH_X_WING : SS_TECH_SWORDFISH,
                        SS_STEP_ELIMINATE);
  f.unit_kind = q->base, f.cover_kind = q->cover;
  f.digits = ss_bits_one (q->d);
  f.cells = cells, f.ncells = nc, f.elim = elim, f.nelim = ne;
  return ss_st_eliminate (s, &f, s->scratch, nr);
}

/* Base lines where d is missing with 2..k places, as cover masks. */
static int
fish_items (const st_state *s, fish *q, ss_bits *mask)
{
  int m = 0;
  for (int b = 0; b < s->n; b++)
    {
      int p = st_places (s, q->base, b, q->d);
      if (st_unit_has (s, q->base, b, q->d) || p < 2 || p > q->k)
        continue;
      ss_bits at = ss_bits_none ();
      for (int i = 0; i < s->n; i++)
        if (st_has (s, st_ucell (s, q->base, b, i), q->d))
          at = ss_bits_or (at, ss_bits_one (i + 1));
      q->line[m] = b, mask[m++] = at;
    }
  return m;
}

int
ss_st_fish (st_state *s, int k)
{
  fish q;
  ss_bits mask[SS_MAX_N];
  q.k = k;
  for (int base = SS_UNIT_ROW; base <= SS_UNIT_COL; base++)
    for (int d = 1; d <= s->n; d++)
      {
        q.base = base, q.cover = base == SS_UNIT_ROW ? SS_UNIT_COL
                                                     : SS_UNIT_ROW;
        q.d = d;
        int m = fish_items (s, &q, mask);
        int got = m < k ? 0 : ss_st_combo (s, mask, m, k, fish_try, &q);
        if (got)
          return got;
      }
  return 0;
}
