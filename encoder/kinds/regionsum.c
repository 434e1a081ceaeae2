/* regionsum.c -- a region sum line: each segment of the line (a run in
 * one region; a region entered again starts another) has the same total.  Combinations: each segment (in one region, so a
 * set of digits) lists the sets that make each possible total, and the
 * first segment's sets define which total it is.  The other encodings
 * say segment j minus the first segment is 0, for every later j. */
#include "../sum.h"

#include <stdio.h>
#include <stdlib.h>

/* The segments: runs of the line in one region. */
static int
segments (const ss_venc *k, const ss_con *c, ss_part *seg)
{
  int count = 0;
  for (int i = 0; i < c->ncells; i++)
    if (i == 0 || k->m->region[c->cell[i]] != k->m->region[c->cell[i - 1]])
      seg[count++] = (ss_part) { c->cell + i, 1 };
    else
      seg[count - 1].ncells++;
  return count;
}

/* Combinations when asked for, or the default and few enough: 1 when
 * written (stop in *stop), 0 to write the differences instead. */
static int
combinations (ss_venc *k, const ss_con *c, const ss_part *seg, int nseg,
              const char *name, int *stop)
{
  int most = 0, *totals, take;
  for (int j = 0; j < nseg; j++)
    most = seg[j].ncells > most ? seg[j].ncells : most;
  most *= k->n;
  if (!(totals = malloc ((size_t) most * sizeof *totals)))
    return *stop = ss_venc_fail (k, c, "out of memory"), 1;
  for (int v = 1; v <= most; v++)
    totals[v - 1] = v;
  take = ss_venc_use_combos (k, seg, nseg, totals, most);
  *stop = take ? ss_venc_combos (k, c, seg, nseg, totals, 0, most, name) : 0;
  free (totals);
  return take;
}

/* Segment j equals segment 0: their cells with weights +1 and -1. */
static int
equal (ss_venc *k, const ss_part *a, const ss_part *b, const char *name)
{
  ss_term t[2 * SS_MAX_N];
  int m = 0;
  for (int i = 0; i < b->ncells; i++)
    t[m++] = (ss_term) { b->cells[i], 0, -1, SS_LIT_TRUE };
  for (int i = 0; i < a->ncells; i++)
    t[m++] = (ss_term) { a->cells[i], 0, 1, SS_LIT_TRUE };
  return ss_venc_sum (k, t, m, 0, ss_venc_adder (k), name);
}

static int
encode (ss_venc *k, const ss_con *c)
{
  ss_part *seg = malloc ((size_t) c->ncells * sizeof *seg);
  char name[48];
  int stop = 0, nseg;
  if (!seg)
    return ss_venc_fail (k, c, "out of memory");
  nseg = segments (k, c, seg);
  ss_venc_sum_name (k, c, name, sizeof name);
  int done = nseg < 2 || (k->sum == SS_SUM_COMBINATIONS
                           && combinations (k, c, seg, nseg, name, &stop));
  for (int j = 1; j < nseg && !stop && !done; j++)
    {
      char part[80];
      snprintf (part, sizeof part, "%s segment %d", name, j + 1);
      stop = equal (k, &seg[j], &seg[0], part);
    }
  free (seg);
  return stop;
}

const ss_kind_enc ss_enc_regionsum = {
  encode, 1, "each region's segment, the same total",
  "The line is cut into segments at every change of region (each a set "
  "of digits: a region repeats none).  Combinations: each segment's "
  "possible sets, each implying its total, and the first segment's sets "
  "defining which total it is.  The other encodings say each later "
  "segment minus the first is 0 (weights +1 and -1)."
};
