/* pencilmarks.c -- given pencil marks: the cell holds one of the listed
 * digits (val[0..nvals), each 1..N, none twice).  f-puzzles' setters
 * write them as a cell's "givenPencilMarks"; rangsk's solver keeps only
 * those digits in the cell. */
#include "meaning.h"

int
ss_validate_pencilmarks (const ss_model *m, const ss_con *c, ss_error *err)
{
  int seen[SS_MAX_N + 1] = { 0 };
  for (int i = 0; i < c->nvals; i++)
    {
      int d = c->val[i];
      if (d < 1 || d > m->n)
        return ss_con_error (err, c, "digit %d is not in 1..%d", d, m->n);
      if (seen[d]++)
        return ss_con_error (err, c, "digit %d is listed twice", d);
    }
  return 0;
}

int
ss_check_pencilmarks (const ss_model *m, const ss_con *c, const uint8_t *v,
                      ss_breach *b)
{
  (void) m;
  for (int i = 0; i < c->ncells; i++)
    {
      int d = v[c->cell[i]], listed = 0;
      for (int k = 0; d && k < c->nvals; k++)
        listed |= c->val[k] == d;
      if (d && !listed)
        {
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "the cell's digit is not one of its "
                                "pencil marks");
        }
    }
  return 0;
}
