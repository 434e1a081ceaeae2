/* pencilmarks.c -- given pencil marks: every digit the cell's marks do
 * not list is ruled out by a unit clause, as for an odd or even cell. */
#include "../variant.h"

static int
listed (const ss_con *c, int d)
{
  for (int k = 0; k < c->nvals; k++)
    if (c->val[k] == d)
      return 1;
  return 0;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0;
  for (int i = 0; i < c->ncells && !stop; i++)
    for (int d = 1; d <= k->n && !stop; d++)
      if (!listed (c, d))
        stop = ss_venc_c2 (k, -ss_venc_x (k, c->cell[i], d), SS_LIT_FALSE);
  return stop;
}

const ss_kind_enc ss_enc_pencilmarks = {
  encode, 1, "given pencil marks",
  "A cell with given pencil marks cannot hold a digit they leave out: one "
  "unit clause -x per digit not marked."
};
