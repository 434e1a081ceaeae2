/* between.c -- the digits inside the line lie strictly between its two
 * ends.  One auxiliary u says which end is the smaller: u -> a < m < z
 * for every middle cell m, not u -> z < m < a, each "<" on the order
 * literals.  u is defined by the ends: were a < z with u false, every m
 * would have to be below a and above z at once.  A middle cell the line
 * passes twice is encoded once. */
#include "../variant.h"

#include "../../core/kinds/meaning.h"

/* guard -> (lo < m), one clause per threshold: -guard, -[lo>=t],
 * [m>=t+1]. */
static int
below (ss_venc *k, int guard, int lo, int hi)
{
  int stop = 0;
  for (int t = 1; t <= k->n && !stop; t++)
    stop = ss_venc_c3 (k, -guard, -ss_venc_ge (k, lo, t),
                       ss_venc_ge (k, hi, t + 1));
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int a = c->cell[0], z = c->cell[c->ncells - 1], u = ss_venc_var (k);
  int stop = ss_venc_label (k, u, "between line %d: r%dc%d is the smaller end",
                            (int) (c - k->m->con) + 1, a / k->n + 1,
                            a % k->n + 1);
  for (int i = 1; i + 1 < c->ncells && !stop; i++)
    {
      int m = c->cell[i];
      if (ss_path_again (c, 1, i) >= 0)
        continue;
      stop = below (k, u, a, m);
      stop = stop ? stop : below (k, u, m, z);
      stop = stop ? stop : below (k, -u, z, m);
      stop = stop ? stop : below (k, -u, m, a);
    }
  return stop;
}

const ss_kind_enc ss_enc_between = {
  encode, 1, "inner digits lie between the ends",
  "A new variable u says \"the first end is the smaller\".  Then for "
  "every inner cell m: u -> first < m < last, and -u -> last < m < "
  "first, each < on the order literals as for thermometers with u added "
  "to every clause.  u is set by the ends (it cannot be wrong: the other "
  "direction has no digit for m)."
};
