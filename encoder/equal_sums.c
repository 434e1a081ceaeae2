/* equal_sums.c -- groups of cells that add up to one total, whatever it
 * is (sum.h): a region sum line's segments, a zipper line's mirrored
 * pairs, a double arrow's ends and its middle.
 *
 * Combinations (asked for, or the default when they fit): each group
 * lists its digit sets (multisets where its cells do not share a house)
 * for every total it could make, and the first group's sets define
 * which total it is; the others follow it.  The adders instead say, for
 * every later group, "this group minus the first is 0" with weights +1
 * and -1. */
#include "sum.h"

#include <stdio.h>
#include <stdlib.h>

/* Combinations when asked for, or the default and few enough: 1 when
 * written (stop in *stop), 0 to write the differences instead. */
static int
combinations (ss_venc *k, const ss_con *c, const ss_part *part, int nparts,
              const char *name, int *stop)
{
  int most = 0, *totals, take;
  for (int j = 0; j < nparts; j++)
    most = part[j].ncells > most ? part[j].ncells : most;
  most *= k->n;
  if (!(totals = malloc ((size_t) most * sizeof *totals)))
    return *stop = ss_venc_fail (k, c, "out of memory"), 1;
  for (int v = 1; v <= most; v++)
    totals[v - 1] = v;
  take = ss_venc_use_combos (k, part, nparts, totals, most);
  *stop = take ? ss_venc_combos (k, c, part, nparts, totals, 0, most, name)
               : 0;
  free (totals);
  return take;
}

/* Group b equals group a: their cells with weights +1 and -1. */
static int
equal (ss_venc *k, const ss_con *c, const ss_part *a, const ss_part *b,
       const char *name)
{
  ss_term *t = malloc ((size_t) (a->ncells + b->ncells) * sizeof *t);
  int m = 0, stop;
  if (!t)
    return ss_venc_fail (k, c, "out of memory");
  for (int i = 0; i < b->ncells; i++)
    t[m++] = (ss_term) { b->cells[i], 0, -1, SS_LIT_TRUE };
  for (int i = 0; i < a->ncells; i++)
    t[m++] = (ss_term) { a->cells[i], 0, 1, SS_LIT_TRUE };
  stop = ss_venc_sum (k, t, m, 0, ss_venc_adder (k), name);
  free (t);
  return stop;
}

int
ss_venc_equal_sums (ss_venc *k, const ss_con *c, const ss_part *part,
                    int nparts, const char *what)
{
  char name[48];
  int stop = 0;
  ss_venc_sum_name (k, c, name, sizeof name);
  if (nparts < 2 || (k->sum == SS_SUM_COMBINATIONS
                     && combinations (k, c, part, nparts, name, &stop)))
    return stop;
  for (int j = 1; j < nparts && !stop; j++)
    {
      char label[96];
      snprintf (label, sizeof label, "%s %s %d", name, what, j + 1);
      stop = equal (k, c, &part[j], &part[0], label);
    }
  return stop;
}
