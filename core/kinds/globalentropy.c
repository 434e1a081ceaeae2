/* globalentropy.c -- global entropy: every 2x2 square of the grid holds
 * a low, a middle and a high digit (1-3, 4-6, 7-9 on 9x9; the
 * Interactive Sudoku Solver's GlobalEntropy).  That solver takes only
 * 1-9; on other sides the tiers are an entropic line's (entropic.c:
 * thirds of 1..N, 4x4: 1 | 2 3 | 4), and a side below 3 is refused
 * (windows.c). */
#include "meaning.h"

int
ss_validate_globalentropy (const ss_model *m, const ss_con *c,
                           ss_error *err)
{
  return ss_validate_windows (m, c, err, "tier");
}

int
ss_check_globalentropy (const ss_model *m, const ss_con *c,
                        const uint8_t *v, ss_breach *b)
{
  (void) c;
  return ss_check_windows (m, v, ss_entropic_class, "tier", b);
}
