/* extreme.c -- a minimum (maximum) cell is below (above) each orthogonal
 * neighbour that is not a cell of the same kind (ss_extreme_rivals): on the order literals, "a < b" is one binary clause per
 * threshold, a >= t implies b >= t+1. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int nb[4], at = c->cell[0], stop = 0;
  for (int j = ss_extreme_rivals (k->m, c, nb); j-- > 0 && !stop;)
    stop = c->val[0] < 0 ? ss_venc_less (k, at, nb[j], 1)
                         : ss_venc_less (k, nb[j], at, 1);
  return stop;
}

const ss_kind_enc ss_enc_extreme = {
  encode, 1, "a minimum/maximum against neighbours",
  "A minimum cell a is below each orthogonal neighbour b that is not "
  "itself a minimum cell.  On the order literals "
  "[a>=t] (family order) that is one binary clause per t: [a>=t] -> "
  "[b>=t+1]; a maximum cell the other way round, against neighbours "
  "that are not maximum cells."
};
