/* modular.c -- any three cells in a row on the line hold one digit of
 * each residue mod 3: the residues are the line's three classes
 * (classes.c, as an entropic line's tiers), three auxiliaries per cell
 * defined by the digits, cells one or two apart never of one residue,
 * any three in a row covering each. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  return ss_venc_classes (k, c, ss_modular_class, "%d mod 3", 0);
}

const ss_kind_enc ss_enc_modular = {
  encode, 1, "three in a row: each residue mod 3",
  "Three new variables per cell, m_0..m_2 = \"its digit is 0, 1, 2 mod "
  "3\", defined by the digits (x_d -> its residue, m -> one of the "
  "residue's digits), as an entropic line's tiers.  Cells one or two "
  "apart never share a residue (-m -m'), and any three in a row have "
  "each residue once (m or m' or m'')."
};
