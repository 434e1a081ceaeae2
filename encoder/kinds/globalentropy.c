/* globalentropy.c -- every 2x2 square of the grid holds a low, a middle
 * and a high digit (the tiers of ss_entropic_tier): one covering clause
 * per square and tier (windows.c). */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  return ss_venc_windows (k, c, ss_entropic_class);
}

const ss_kind_enc ss_enc_globalentropy = {
  encode, 1, "every 2x2 square: low, middle and high",
  "A covering clause per 2x2 square of the grid and tier: \"one of the "
  "four cells holds a low digit\" (its literals of the low digits: 12 "
  "on 9x9), and the same for middle and high.  No new variable: a cell "
  "holds one digit, so the three clauses are the rule exactly, and four "
  "cells over three tiers leave one tier twice."
};
