/* globalmod.c -- global mod 3: every 2x2 square of the grid holds a
 * digit of each residue mod 3 (one of 1 4 7, one of 2 5 8, one of 3 6 9
 * on 9x9; the Interactive Sudoku Solver's GlobalMod, "Global Mod 3").
 * That solver takes only nine digits; on other sides the residues are
 * those of 1..N, as a modular line's (modular.c: 4x4 3 | 1 4 | 2), and
 * a side below 3 is refused (windows.c). */
#include "meaning.h"

int
ss_validate_globalmod (const ss_model *m, const ss_con *c, ss_error *err)
{
  return ss_validate_windows (m, c, err, "residue");
}

int
ss_check_globalmod (const ss_model *m, const ss_con *c, const uint8_t *v,
                    ss_breach *b)
{
  (void) c;
  return ss_check_windows (m, v, ss_modular_class, "residue mod 3", b);
}
