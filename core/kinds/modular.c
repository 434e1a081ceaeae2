/* modular.c -- a modular line: any three cells in a row on it hold one
 * digit of each residue mod 3 (on 9x9: one of 3 6 9, one of 1 4 7, one
 * of 2 5 8); a line of two holds two residues (ModularLineConstraint
 * of the solver behind f-puzzles, as we read its source: every two
 * cells of the line are linked by their distance along it, the same
 * residue three apart, different ones otherwise).  On a side that does
 * not divide by 3 the residues are still those of 1..N (4x4: 3 | 1 4 |
 * 2).  Digits may repeat where no other rule parts them.
 *
 * The residues are the line's three classes (three_classes.c: the
 * check, and loops). */
#include "meaning.h"

int
ss_modular_class (int n, int d)
{
  (void) n;
  return d % 3;
}

int
ss_validate_modular (const ss_model *m, const ss_con *c, ss_error *err)
{
  return ss_validate_classes (m, c, err, "residue");
}

int
ss_check_modular (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  return ss_check_classes (m, c, v, ss_modular_class, "residue mod 3", b);
}
