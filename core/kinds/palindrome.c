/* palindrome.c -- the line reads the same from either end: position i
 * and position len-1-i hold one digit.  Positions, not cells: a loop
 * (its first cell listed again at its end) mirrors around its middle
 * position, the start cell mirroring itself. */
#include "meaning.h"

int
ss_validate_palindrome (const ss_model *m, const ss_con *c, ss_error *err)
{
  return ss_validate_path (m, c, err);
}

int
ss_check_palindrome (const ss_model *m, const ss_con *c, const uint8_t *v,
                     ss_breach *b)
{
  (void) m;
  for (int i = 0, j = c->ncells - 1; i < j; i++, j--)
    {
      int x = v[c->cell[i]], y = v[c->cell[j]];
      if (x && y && x != y)
        {
          ss_breach_cell (b, c->cell[i]);
          ss_breach_cell (b, c->cell[j]);
          return ss_breach_set (b, "mirrored cells differ");
        }
    }
  return 0;
}
