/* numberedroom.c -- the first digit X from the clue says that the X-th
 * cell holds the clue C.  The row holds C once, so X and "where C is"
 * are one fact: the first cell keeps a position X only while the X-th
 * cell can hold C, and a cell keeps C only while the first cell can name
 * its position (the channel of ISS's Indexing handler). */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int C = c->val[0];
  ss_bits names = ss_bits_none ();
  (void) cell;
  for (int x = 1; x <= c->ncells && x <= s->n; x++)
    if (ss_bits_has (s->dom[c->cell[x - 1]], C))
      names = ss_bits_or (names, ss_bits_one (x));
  if (ss_cp_keep (s, c->cell[0], names) < 0)
    return -1;
  for (int x = 1; x <= c->ncells; x++)
    if (!ss_bits_has (s->dom[c->cell[0]], x)
        && ss_bits_has (s->dom[c->cell[x - 1]], C)
        && ss_cp_remove (s, c->cell[x - 1], C) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_numberedroom = { prop, SS_CP_CELLS, 0, 0 };
