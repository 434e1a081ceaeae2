/* palindrome.c -- the line reads the same from either end: mirrored
 * cells are equal, x(a,d) <-> x(b,d) for each d.  A loop's start cell
 * mirrors itself, which says nothing. */
#include "../variant.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0;
  for (int i = 0, j = c->ncells - 1; i < j && !stop; i++, j--)
    if (c->cell[i] != c->cell[j])
      stop = ss_venc_equal (k, c->cell[i], c->cell[j]);
  return stop;
}

const ss_kind_enc ss_enc_palindrome = {
  encode, 1, "mirrored cells of the line are equal",
  "Cells at the same distance from either end hold the same digit: a_d "
  "-> b_d and b_d -> a_d for each d, two binary clauses per digit."
};
