/* entropic.c -- any three cells in a row on the line hold a low, a
 * middle and a high digit (the thirds of 1..N, as ss_entropic_tier
 * splits them): the tiers are the line's three classes (classes.c),
 * three auxiliaries per cell defined by the digits, cells one or two
 * apart never in one tier, any three in a row covering each. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  return ss_venc_classes (k, c, ss_entropic_class, "in tier %d", 1);
}

const ss_kind_enc ss_enc_entropic = {
  encode, 1, "three in a row: low, middle and high",
  "Three new variables per cell, t_1..t_3 = \"its digit is low, middle, "
  "high\", defined by the digits (x_d -> its tier, t -> one of the tier's "
  "digits).  Cells one or two apart are never in the same tier (-t -t'), "
  "and any three in a row have each tier once (t or t' or t'')."
};
