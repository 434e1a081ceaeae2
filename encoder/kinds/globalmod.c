/* globalmod.c -- every 2x2 square of the grid holds a digit of each
 * residue mod 3: one covering clause per square and residue
 * (windows.c), as global entropy's tiers. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  return ss_venc_windows (k, c, ss_modular_class);
}

const ss_kind_enc ss_enc_globalmod = {
  encode, 1, "every 2x2 square: each residue mod 3",
  "A covering clause per 2x2 square of the grid and residue, as global "
  "entropy's tiers: \"one of the four cells holds a digit that is 0 mod "
  "3\" (its literals of 3, 6, 9 on 9x9), and the same for 1 and 2 mod 3.  "
  "No new variable: a cell holds one digit, so the three clauses are the "
  "rule exactly."
};
