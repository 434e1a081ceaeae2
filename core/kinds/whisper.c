/* whisper.c -- German whispers: neighbours on the line differ by at least
 * G.  G is val[0] when given, else N/2 rounded up (5 on 9x9, as f-puzzles
 * generalises it to other sizes).  Neighbours are consecutive positions
 * of the path, so a line that comes back to a cell (a loop, listing its
 * first cell again at its end) has its closing pair too. */
#include "meaning.h"

#include <stdlib.h>

int
ss_whisper_gap (const ss_model *m, const ss_con *c)
{
  return c->nvals ? c->val[0] : (m->n + 1) / 2;
}

int
ss_validate_whisper (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->nvals && (c->val[0] < 1 || c->val[0] >= m->n))
    return ss_con_error (err, c, "the gap %d is not in 1..%d", c->val[0],
                         m->n - 1);
  return ss_validate_path (m, c, err);
}

int
ss_check_whisper (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  int gap = ss_whisper_gap (m, c);
  for (int i = 1; i < c->ncells; i++)
    {
      int x = v[c->cell[i - 1]], y = v[c->cell[i]];
      if (x && y && abs (x - y) < gap)
        {
          ss_breach_cell (b, c->cell[i - 1]);
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "neighbours differ by less than %d", gap);
        }
    }
  return 0;
}
