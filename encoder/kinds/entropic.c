/* entropic.c -- any three cells in a row on the line hold a low, a
 * middle and a high digit (the thirds of 1..N, as ss_entropic_tier
 * splits them).  Three auxiliaries per
 * cell, t_k = "the cell's digit is in tier k", defined both ways (x_d ->
 * t_(tier of d), t_k -> some x_d of tier k); then cells one or two apart
 * are never in one tier (-t -t'), and any three in a row cover each
 * tier (t or t' or t'', which propagation uses to place a tier).  A
 * cell the line comes back to (a loop) keeps the tier variables of its
 * first visit. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

#include <stdlib.h>

/* The tier variables of line cell i: tier[3*i + k]. */
static int
define_tiers (ss_venc *k, const ss_con *c, int i, int *tier)
{
  int cell = c->cell[i], lits[SS_MAX_N + 1], stop = 0, lo, hi;
  int first = ss_path_again (c, 0, i);
  for (int t = 0; first >= 0 && t < 3; t++)
    tier[3 * i + t] = tier[3 * first + t];
  for (int t = 0; first < 0 && t < 3 && !stop; t++)
    {
      int v = tier[3 * i + t] = ss_venc_var (k), len = 0;
      stop = ss_venc_label (k, v, "r%dc%d is in tier %d", cell / k->n + 1,
                            cell % k->n + 1, t + 1);
      lits[len++] = -v;
      ss_entropic_tier (k->n, t, &lo, &hi);
      for (int d = lo; d <= hi && !stop; d++)
        {
          lits[len++] = ss_venc_x (k, cell, d);
          stop = ss_venc_c2 (k, -ss_venc_x (k, cell, d), v);
        }
      stop = stop ? stop : ss_venc_clause (k, lits, len);
    }
  return stop;
}

static int
spread (ss_venc *k, const ss_con *c, const int *tier)
{
  int stop = 0;
  for (int i = 0; i < c->ncells && !stop; i++)
    for (int t = 0; t < 3 && !stop; t++)
      {
        if (i + 1 < c->ncells)
          stop = ss_venc_c2 (k, -tier[3 * i + t], -tier[3 * (i + 1) + t]);
        if (i + 2 < c->ncells && !stop)
          stop = ss_venc_c2 (k, -tier[3 * i + t], -tier[3 * (i + 2) + t]);
        if (i + 2 < c->ncells && !stop)
          stop = ss_venc_c3 (k, tier[3 * i + t], tier[3 * (i + 1) + t],
                             tier[3 * (i + 2) + t]);
      }
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int *tier = malloc ((size_t) c->ncells * 3 * sizeof *tier), stop = 0;
  if (!tier)
    return ss_venc_fail (k, c, "out of memory");
  for (int i = 0; i < c->ncells && !stop; i++)
    stop = define_tiers (k, c, i, tier);
  stop = stop ? stop : spread (k, c, tier);
  free (tier);
  return stop;
}

const ss_kind_enc ss_enc_entropic = {
  encode, 1, "three in a row: low, middle and high",
  "Three new variables per cell, t_1..t_3 = \"its digit is low, middle, "
  "high\", defined by the digits (x_d -> its tier, t -> one of the tier's "
  "digits).  Cells one or two apart are never in the same tier (-t -t'), "
  "and any three in a row have each tier once (t or t' or t'')."
};
