/* hiddenskyscraper.c -- a hidden skyscraper clue val[0] outside a row or
 * column: reading from the clue, the first digit hidden behind a taller
 * one before it is val[0].  This is the HiddenSkyscraper of sigh's
 * Interactive Sudoku Solver, as we read its handler and constraint
 * notes: the first cell is always seen, so it never holds the clue's
 * digit, every cell before the first hidden one is seen (so the digits
 * rise up to it), and a row with no hidden digit at all (1 to N in
 * order) breaks the clue.  A clue of N can never be hidden: a puzzle
 * without a solution, not a malformed one.  Checked along the row up to
 * the first blank. */
#include "meaning.h"

int
ss_validate_hiddenskyscraper (const ss_model *m, const ss_con *c,
                              ss_error *err)
{
  if (c->val[0] < 1 || c->val[0] > m->n)
    return ss_con_error (err, c, "the clue %d is no digit of 1..%d",
                         c->val[0], m->n);
  return ss_validate_clue (m, c, -1, err);
}

int
ss_check_hiddenskyscraper (const ss_model *m, const ss_con *c,
                           const uint8_t *v, ss_breach *b)
{
  int tallest = 0;
  (void) m;
  for (int i = 0; i < c->ncells; i++)
    {
      int d = v[c->cell[i]];
      if (!d)
        return 0;
      if (d < tallest)
        {
          if (d == c->val[0])
            return 0;
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "the first hidden digit is %d, not %d",
                                d, c->val[0]);
        }
      tallest = d;
    }
  ss_breach_cell (b, c->cell[0]);
  return ss_breach_set (b, "no digit is hidden, so none is %d", c->val[0]);
}
