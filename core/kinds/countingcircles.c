/* countingcircles.c -- counting circles: a digit in a circle counts the
 * circles of its set that hold it, so each digit the set's circles hold
 * appears in exactly that many of them (a 1 once, a 2 twice, a 3 three
 * times ...; the Interactive Sudoku Solver's CountingCircles, as we read
 * its source: each constraint a set of its own, independent of the
 * others; the same on every side).  The circles' number is then the sum
 * of the digits they hold; a set whose size no sum of distinct digits
 * makes has no solution, which is a verdict, not an error.
 *
 * On a partial grid a digit breaks the rule once it is in more circles
 * than itself, or in fewer than itself with too few blank circles left
 * to make up the count. */
#include "meaning.h"

int
ss_validate_countingcircles (const ss_model *m, const ss_con *c,
                             ss_error *err)
{
  (void) m, (void) c, (void) err;
  return 0;
}

/* The circles of c holding d, as cells of the breach (at most its room). */
static void
show (const ss_con *c, const uint8_t *v, int d, ss_breach *b)
{
  for (int i = 0; i < c->ncells; i++)
    if (v[c->cell[i]] == d)
      ss_breach_cell (b, c->cell[i]);
}

int
ss_check_countingcircles (const ss_model *m, const ss_con *c,
                          const uint8_t *v, ss_breach *b)
{
  int count[SS_MAX_N + 1] = { 0 }, blanks = 0;
  for (int i = 0; i < c->ncells; i++)
    if (v[c->cell[i]])
      count[v[c->cell[i]]]++;
    else
      blanks++;
  for (int d = 1; d <= m->n; d++)
    if (count[d] > d || (count[d] && count[d] + blanks < d))
      {
        show (c, v, d, b);
        return ss_breach_set (b, "%d circles hold %d%s", count[d], d,
                              count[d] > d ? "" : " and too few are left "
                              "blank to make it that many");
      }
  return 0;
}
