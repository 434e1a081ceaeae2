/* backtrack.c -- naive depth-first search (after the F# seed).
 *
 * Model: the blank cells are visited in row-major order.  At each one the
 * digits are tried in ascending order; a digit fits when its row, column
 * and box do not hold it yet.  A full grid is a solution; then, or when no
 * digit is left to try, the search steps back to the previous blank and
 * tries its next digit.  Nothing is propagated and no cell is chosen
 * cleverly, which is the point: this is the baseline every other method
 * is measured against, and it is exponential on hard puzzles (SS_SLOW).
 *
 * "Does d fit" is one lookup in three has[unit][digit] tables rather than
 * the seed's scan of the unit: the same check, without an O(N) loop.
 * The search is a loop over an explicit position k (not recursion), so a
 * 100x100 grid cannot overflow the C stack.
 *
 * Counters: nodes = blank cells entered (the seed's recursive calls),
 * guesses = digits placed, dead_ends = blanks entered where no digit fit.
 * The node budget is counted in nodes.
 */
#include <stdlib.h>
#include <string.h>

#include "classic.h"

typedef struct bt {
  int n;
  uint8_t *cell;             /* the working grid */
  uint8_t *row, *col, *box;  /* has[unit * (n + 1) + d] */
  int *blank;                /* blank cells, row-major */
  int *box_of;               /* box of every cell */
  int blanks;
} bt;

static int
bt_init (bt *b, const ss_grid *p)
{
  const int n = p->n, cells = n * n, has = n * (n + 1);
  b->n = n;
  b->cell = malloc ((size_t) cells + 3 * (size_t) has);
  b->blank = malloc (2 * sizeof (int) * (size_t) cells);
  if (!b->cell || !b->blank)
    return -1;
  b->row = b->cell + cells;
  b->col = b->row + has;
  b->box = b->col + has;
  b->box_of = b->blank + cells;
  memcpy (b->cell, p->cell, (size_t) cells);
  memset (b->row, 0, 3 * (size_t) has);
  b->blanks = 0;
  for (int i = 0; i < cells; i++)
    {
      b->box_of[i] = ss_box_of (p, i / n, i % n);
      if (!p->cell[i])
        b->blank[b->blanks++] = i;
    }
  return 0;
}

static void
bt_free (bt *b)
{
  free (b->cell);
  free (b->blank);
}

/* Writes (or erases, with on = 0) digit d of cell i in the unit tables. */
static void
bt_mark (bt *b, int i, int d, int on)
{
  const int n1 = b->n + 1;
  b->row[(i / b->n) * n1 + d] = (uint8_t) on;
  b->col[(i % b->n) * n1 + d] = (uint8_t) on;
  b->box[b->box_of[i] * n1 + d] = (uint8_t) on;
}

static int
bt_fits (const bt *b, int i, int d)
{
  const int n1 = b->n + 1;
  return !b->row[(i / b->n) * n1 + d] && !b->col[(i % b->n) * n1 + d]
         && !b->box[b->box_of[i] * n1 + d];
}

/* The smallest digit above from that fits cell i, or 0. */
static int
bt_next_digit (const bt *b, int i, int from)
{
  for (int d = from + 1; d <= b->n; d++)
    if (bt_fits (b, i, d))
      return d;
  return 0;
}

static ss_outcome
bt_search (bt *b, const ss_solve_opts *o, ss_result *res)
{
  ss_stats *st = &res->stats;
  ss_budget budget;
  int k = 0, entering = 1;
  ss_budget_start (&budget, o);
  for (;;)
    {
      if (k == b->blanks)
        {
          if (ss_result_found (res, b->cell) || --k < 0)
            return SS_DONE;
          entering = 0;
        }
      const int i = b->blank[k], old = b->cell[i];
      if (entering && (++st->nodes, ss_budget_spent (&budget, st->nodes)))
        {
          ss_classic_budget_note (res, o, st->nodes);
          return SS_GAVE_UP;
        }
      if (old)
        bt_mark (b, i, old, 0);
      const int d = bt_next_digit (b, i, old);
      b->cell[i] = (uint8_t) d;
      if (!d)
        {
          st->dead_ends += entering;
          if (--k < 0)
            return SS_DONE;
          entering = 0;
          continue;
        }
      bt_mark (b, i, d, 1);
      st->guesses++;
      k++;
      entering = 1;
    }
}

ss_outcome
ss_backtrack_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  bt b;
  ss_outcome out = SS_GAVE_UP;
  if (bt_init (&b, p) == 0)
    {
      for (int i = 0; i < p->n * p->n; i++)
        if (p->cell[i])
          bt_mark (&b, i, p->cell[i], 1);
      out = bt_search (&b, o, res);
    }
  else
    snprintf (res->note, sizeof res->note, "out of memory");
  bt_free (&b);
  return out;
}
