/* regionsum.c -- a region sum line: each segment of the line (a run in
 * one region; a region entered again starts another) has the same
 * total: equal sums (equal_sums.c) over the segments, each a set of
 * digits since a region repeats none. */
#include "../sum.h"

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

static int
encode (ss_venc *k, const ss_con *c)
{
  ss_part *seg = malloc ((size_t) c->ncells * sizeof *seg);
  int stop;
  if (!seg)
    return ss_venc_fail (k, c, "out of memory");
  stop = ss_venc_equal_sums (k, c, seg, segments (k, c, seg), "segment");
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
