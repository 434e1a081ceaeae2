/* whisper.c -- German whispers: neighbours on the line differ by at
 * least G.  Support: a digit e stays while the neighbour can go at
 * least G below it (its smallest digit <= e - G) or G above it (its
 * largest >= e + G); so the middle digits (5 on 9x9) leave every cell of
 * the line at once.  One pass down the line and one back. */
#include "prop.h"

#include "../../core/kinds/meaning.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int gap = ss_whisper_gap (s->m, c), k = c->ncells;
  (void) cell;
  for (int i = 1; i < k; i++)
    if (ss_cp_keep_apart (s, c->cell[i - 1], c->cell[i], gap) < 0)
      return -1;
  for (int i = k - 2; i >= 0; i--)
    if (ss_cp_keep_apart (s, c->cell[i + 1], c->cell[i], gap) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_whisper = { prop, SS_CP_CELLS, 0, 0 };
