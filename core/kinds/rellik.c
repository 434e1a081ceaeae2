/* rellik.c -- a rellik cage: no digit twice in it, and no set of one or
 * more of its digits sums to the clue val[0] (the Rellik cage of sigh's
 * Interactive Sudoku Solver, as we read its handler and constraint
 * notes: the cage's cells are all different, and any combination of
 * its digits that reaches the clue breaks it).  So the clue's own digit
 * never appears in the cage, and a clue of 0 would be broken by the
 * empty set alone: refused, as any clue below 1.
 *
 * On a partial grid the filled digits break it once some of them reach
 * the clue: a subset sum over them, which names the cells that do. */
#include "meaning.h"

int
ss_validate_rellik (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] < 1)
    return ss_con_error (err, c, "the clue %d is below 1 (no set of "
                         "digits may sum to it, and the empty one does)",
                         c->val[0]);
  return 0;
}

/* from[s]: the position of the last cell of a set of filled digits
 * summing to s (-2 for the empty set), or -1 when none does.  Cells are
 * taken in order, each once (sums walked downwards), and an entry is
 * never overwritten, so following from[] back names distinct cells. */
static int
reaches (const ss_con *c, const uint8_t *v, int total, short *from)
{
  from[0] = -2;
  for (int s = 1; s <= total; s++)
    from[s] = -1;
  for (int i = 0; i < c->ncells; i++)
    {
      int d = v[c->cell[i]];
      for (int s = total; d && s >= d; s--)
        if (from[s] == -1 && from[s - d] != -1)
          from[s] = (short) i;
    }
  return from[total] != -1;
}

int
ss_check_rellik (const ss_model *m, const ss_con *c, const uint8_t *v,
                 ss_breach *b)
{
  short from[SS_MAX_N * (SS_MAX_N + 1) / 2 + 1];
  int filled = 0;
  if (ss_check_distinct (m, c, v, 0, c->ncells, b))
    return 1;
  for (int i = 0; i < c->ncells; i++)
    filled += v[c->cell[i]];
  if (c->val[0] > filled || !reaches (c, v, c->val[0], from))
    return 0;
  for (int s = c->val[0]; s > 0; s -= v[c->cell[from[s]]])
    ss_breach_cell (b, c->cell[from[s]]);
  return ss_breach_set (b, "digits of the cage sum to %d", c->val[0]);
}
