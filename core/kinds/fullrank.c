/* fullrank.c -- a full rank clue val[0] outside a row or column.  Every
 * row read left to right and right to left, every column top to bottom
 * and bottom to top, is an N-digit number: 4N numbers, ranked from the
 * smallest (1) up.  The clue is the rank of the number read from it:
 * exactly val[0] - 1 of the other 4N - 1 numbers are smaller.
 *
 * This is the FullRank of sigh's Interactive Sudoku Solver (ISS).  In
 * its default tie mode ("only unclued", as we read its handler) numbers
 * may tie (a row and a column can read alike), but never with a clued
 * one, so a clued number is smaller or larger than each other number and
 * its rank is exact.  Two clues of one rank would tie: a puzzle without
 * a solution, not a malformed one.  The puzzle's fullrankties setting
 * (fullrankties.c) picks ISS's other modes: "any" lets a clued number
 * tie (exactly val[0] - 1 others strictly smaller, the rest larger or
 * equal); "none" forbids every tie, which that kind checks.
 *
 * Each digit starts exactly four numbers (it is once in the first and
 * last row and column), so a rank r puts the digit (r + 3) / 4 first;
 * the encoder and cp use that, the check counts from the definition.
 * On a partial grid a number is surely smaller while its first cell
 * that differs from the clued one is filled in both. */
#include "meaning.h"

int
ss_validate_fullrank (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->val[0] < 1 || c->val[0] > 4 * m->n)
    return ss_con_error (err, c, "the rank %d is not in 1..%d (4N numbers)",
                         c->val[0], 4 * m->n);
  return ss_validate_clue (m, c, -1, err);
}

void
ss_fullrank_line (int n, int i, int *out, int *r, int *c)
{
  int side = i / n, k = i % n + 1;
  *r = side == 0 ? 0 : side == 1 ? n + 1 : k;
  *c = side == 2 ? 0 : side == 3 ? n + 1 : k;
  ss_clue_cells (n, *r, *c, -1, out);
}

int
ss_fullrank_compare (int n, const int *a, const int *b, const uint8_t *v)
{
  for (int j = 0; j < n; j++)
    {
      int x = v[a[j]], y = v[b[j]];
      if (a[j] == b[j])
        continue;
      if (!x || !y)
        return 2;
      if (x != y)
        return x < y ? -1 : 1;
    }
  return 0;
}

/* Exactly rank - 1 numbers strictly smaller: no more than that are
 * surely smaller, and enough are smaller or open; a tie with the clued
 * number breaks it unless the mode is "any". */
int
ss_check_fullrank (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  int n = m->n, line[SS_MAX_N], r, col, below = 0, open = 0;
  int rank = c->val[0], ties = ss_fullrank_ties (m) == SS_TIES_ANY;
  for (int i = 0; i < 4 * n; i++)
    {
      ss_fullrank_line (n, i, line, &r, &col);
      if (r == c->clue_r && col == c->clue_c)
        continue;
      int cmp = ss_fullrank_compare (n, line, c->cell, v);
      below += cmp == -1;
      open += cmp == 2;
      if (cmp == 0 && !ties)
        {
          ss_breach_cell (b, c->cell[0]);
          ss_breach_cell (b, line[0]);
          return ss_breach_set (b, "the number read from r%dc%d ties with "
                                "it", r, col);
        }
    }
  if (below <= rank - 1 && below + open >= rank - 1)
    return 0;
  ss_breach_cell (b, c->cell[0]);
  if (below > rank - 1)
    return ss_breach_set (b, "%d numbers are smaller, so its rank is not "
                          "%d", below, rank);
  return ss_breach_set (b, "only %d numbers can be smaller, so its rank is "
                        "not %d", below + open, rank);
}
