/* renban.c -- the line's digits are a set of consecutive numbers in any
 * order, none repeated: filled digits distinct and spanning at most
 * len - 1.  A line that comes back to a cell is refused: the solver
 * behind f-puzzles asks a renban for as many consecutive digits as it
 * lists cells, repeats included, which its fewer cells cannot hold. */
#include "meaning.h"

int
ss_validate_renban (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (ss_validate_once (m, c, 0, err, ": the solver behind f-puzzles "
                        "counts every listed cell, so this renban would "
                        "need %d consecutive digits on %d cells",
                        c->ncells, ss_path_distinct (c, 0, c->ncells)) < 0)
    return -1;
  return ss_validate_path (m, c, err);
}

int
ss_check_renban (const ss_model *m, const ss_con *c, const uint8_t *v,
                 ss_breach *b)
{
  int lo = m->n + 1, hi = 0;
  if (ss_check_distinct (m, c, v, 0, c->ncells, b))
    return 1;
  for (int i = 0; i < c->ncells; i++)
    {
      int d = v[c->cell[i]];
      lo = d && d < lo ? d : lo;
      hi = d > hi ? d : hi;
    }
  if (hi == 0 || hi - lo <= c->ncells - 1)
    return 0;
  for (int i = 0; i < c->ncells; i++)
    if (v[c->cell[i]] == lo || v[c->cell[i]] == hi)
      ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, "the digits are not consecutive");
}
