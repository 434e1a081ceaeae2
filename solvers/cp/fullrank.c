/* fullrank.c -- a full rank clue R: of the 4N numbers the rows and
 * columns read both ways, exactly R - 1 are smaller than the clued one E
 * and none equals it.  Each digit starts exactly four of them, so E's
 * first cell holds v = (R + 3) / 4, and of the three other numbers that
 * start with v, exactly k = (R - 1) mod 4 are smaller and 3 - k larger.
 *
 * Each line F whose first cell can hold v is compared with E on the
 * candidates, as if it started with v: from its second digit on, cells
 * the lines share or fixed alike are passed, and the first other pair
 * decides when the candidates do not overlap (all of F's below all of
 * E's: smaller), else the comparison stays open; equal to the end is a
 * tie.  A line that surely starts with v counts as surely smaller or
 * larger; one that only may counts as maybe.  Then, ISS's counting:
 * too few maybes, or too many sure ones, fail; exactly as many maybes as
 * needed start with v; once the sure ones fill a side, a line that
 * would land on that side does not start with v; a line equal to E does
 * not start with v; and an open line whose side the counts decide is
 * put in order with E (ISS's ordered pair: at the first pair of cells
 * not alike, the smaller line's digit at most the larger's largest, the
 * larger's at least the smaller's smallest).  Exact on a full grid,
 * where every first cell is fixed and every comparison decided.
 *
 * In the tie mode "any" (core/kinds/fullrankties.c) a line may tie with
 * E: the smaller side stays exact (k), the larger holds at most 3 - k
 * (the rest tie), so a tie is no failure and counts on neither side,
 * and only the smaller side's counts force a line in or out or in
 * order; the larger side only caps. */
#include "prop.h"

#include "../../core/kinds/meaning.h"

enum { SMALLER, LARGER, OPEN, TIE };

/* F against E from the second digit, on the candidates. */
static int
compare (const ss_cp *s, const int *f, const int *e)
{
  for (int j = 1; j < s->n; j++)
    {
      ss_bits a = s->dom[f[j]], b = s->dom[e[j]];
      if (f[j] == e[j]
          || (ss_bits_single (a) && ss_bits_eq (a, b)))
        continue;
      if (ss_cp_max (a) < ss_cp_min (b))
        return SMALLER;
      if (ss_cp_min (a) > ss_cp_max (b))
        return LARGER;
      return OPEN;
    }
  return TIE;
}

typedef struct tally {
  int sure[2], maybe[2]; /* per side: SMALLER, LARGER */
  int first[4 * SS_MAX_N], cmp[4 * SS_MAX_N], sured[4 * SS_MAX_N];
  int line[4 * SS_MAX_N], count;
} tally;

/* Every line that can start with v, compared; -1 on a sure tie (unless
 * ties are allowed). */
static int
survey (ss_cp *s, const ss_con *c, int v, int any, tally *t)
{
  int line[SS_MAX_N], r, col;
  t->sure[0] = t->sure[1] = t->maybe[0] = t->maybe[1] = t->count = 0;
  for (int i = 0; i < 4 * s->n; i++)
    {
      ss_fullrank_line (s->n, i, line, &r, &col);
      if ((r == c->clue_r && col == c->clue_c)
          || !ss_bits_has (s->dom[line[0]], v))
        continue;
      int cmp = compare (s, line, c->cell);
      int sure = line[0] == c->cell[0] || ss_bits_single (s->dom[line[0]]);
      if (cmp == TIE && sure && !any)
        return -1;
      for (int side = 0; side < 2; side++)
        if (cmp == side || cmp == OPEN)
          {
            t->maybe[side]++;
            t->sure[side] += sure && cmp == side;
          }
      t->first[t->count] = line[0], t->cmp[t->count] = cmp;
      t->line[t->count] = i, t->sured[t->count++] = sure;
    }
  return 0;
}

/* The lines' first cells, given what the counts force. */
static int
settle (ss_cp *s, const tally *t, const int need[2], int v, int any)
{
  for (int i = 0; i < t->count; i++)
    {
      int cmp = t->cmp[i], cell = t->first[i];
      if (t->sured[i])
        continue;
      if ((cmp == TIE && !any) || (cmp < 2 && t->sure[cmp] == need[cmp]))
        {
          if (ss_cp_remove (s, cell, v) < 0)
            return -1;
          continue;
        }
      for (int side = 0; side < 2 - any; side++)
        if ((cmp == side || cmp == OPEN) && t->maybe[side] == need[side]
            && ss_cp_fix (s, cell, v) < 0)
          return -1;
    }
  return 0;
}

/* lo's number is below hi's, both starting with the same digit: past the
 * cells they share or hold alike, the first other pair keeps lo's digits
 * up to hi's largest and hi's from lo's smallest (ISS's ordered pair);
 * when that leaves them alike, the next pair decides.  Equal to the end
 * fails. */
static int
order (ss_cp *s, const int *lo, const int *hi)
{
  for (int j = 1; j < s->n; j++)
    {
      ss_bits a = s->dom[lo[j]], b = s->dom[hi[j]];
      if (lo[j] == hi[j])
        continue;
      if (!(ss_bits_single (a) && ss_bits_eq (a, b)))
        {
          if (ss_cp_keep_range (s, lo[j], 1, ss_cp_max (b)) < 0
              || ss_cp_keep_range (s, hi[j], ss_cp_min (s->dom[lo[j]]),
                                   s->n) < 0)
            return -1;
          a = s->dom[lo[j]], b = s->dom[hi[j]];
          if (!(ss_bits_single (a) && ss_bits_eq (a, b)))
            return 0;
        }
    }
  return -1;
}

/* An open line whose side the counts decide is put in order with the
 * clue's: the other side full (it starts with v), or exactly enough
 * maybes on its side (settle made it start with v). */
static int
sides (ss_cp *s, const ss_con *c, const tally *t, const int need[2], int any)
{
  int line[SS_MAX_N], r, col;
  for (int i = 0; i < t->count; i++)
    {
      if (t->cmp[i] != OPEN)
        continue;
      /* With ties allowed a line kept off one side may tie instead. */
      int below = (!any && t->sured[i] && t->sure[1] == need[1])
                  || t->maybe[0] == need[0];
      int above = !any && ((t->sured[i] && t->sure[0] == need[0])
                           || t->maybe[1] == need[1]);
      if (below && above)
        return -1;
      if (!below && !above)
        continue;
      ss_fullrank_line (s->n, t->line[i], line, &r, &col);
      if (order (s, below ? line : c->cell, below ? c->cell : line) < 0)
        return -1;
    }
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int rank = c->val[0], v = (rank + 3) / 4;
  int need[2] = { (rank - 1) % 4, 3 - (rank - 1) % 4 };
  int any = ss_fullrank_ties (s->m) == SS_TIES_ANY;
  tally *t = ss_cp_scratch (s, 3, sizeof *t);
  (void) cell;
  if (!t || ss_cp_fix (s, c->cell[0], v) < 0
      || survey (s, c, v, any, t) < 0)
    return -1;
  for (int side = 0; side < 2; side++)
    if ((t->maybe[side] < need[side] && !(any && side))
        || t->sure[side] > need[side])
      return -1;
  if (settle (s, t, need, v, any) < 0)
    return -1;
  return sides (s, c, t, need, any);
}

/* Every cell: the numbers it ranks against are the whole grid. */
static int
watch (const ss_model *m, const ss_con *c, int *cells)
{
  (void) c;
  for (int i = 0; i < m->n * m->n; i++)
    cells[i] = i;
  return m->n * m->n;
}

const ss_cp_kind ss_cp_fullrank = { prop, SS_CP_CELLS, watch, 0 };
