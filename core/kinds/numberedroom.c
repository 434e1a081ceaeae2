/* numberedroom.c -- a numbered room clue val[0] outside a row or
 * column: the first digit X read from the clue says that the X-th cell
 * from the clue holds val[0].  This is the NumberedRoom of sigh's
 * Interactive Sudoku Solver, as we read its builder (an Indexing handler
 * over the row read from the clue, the first cell the control) and
 * constraint notes.  The row holds the clue's digit once, so the rule
 * is also "the clue's digit sits at the position the first cell names"
 * (X = 1 asks the first cell to hold the clue itself, so only a clue of
 * 1 allows it).  Checked once the first cell and the cell it names are
 * filled. */
#include "meaning.h"

int
ss_validate_numberedroom (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->val[0] < 1 || c->val[0] > m->n)
    return ss_con_error (err, c, "the clue %d is no digit of 1..%d",
                         c->val[0], m->n);
  return ss_validate_clue (m, c, -1, err);
}

int
ss_check_numberedroom (const ss_model *m, const ss_con *c, const uint8_t *v,
                       ss_breach *b)
{
  int x = v[c->cell[0]], d;
  (void) m;
  if (!x || x > c->ncells || !(d = v[c->cell[x - 1]]) || d == c->val[0])
    return 0;
  ss_breach_cell (b, c->cell[0]);
  ss_breach_cell (b, c->cell[x - 1]);
  return ss_breach_set (b, "the first digit %d names a cell of %d, not %d",
                        x, d, c->val[0]);
}
