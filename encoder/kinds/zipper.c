/* zipper.c -- cells as far from the line's middle as each other add up
 * to one total (the middle cell of an odd line is that total): equal
 * sums (equal_sums.c) over the mirrored pairs, the pairs' digit
 * multisets where the two cells share no house. */
#include "../sum.h"

#include <stdlib.h>

static int
encode (ss_venc *k, const ss_con *c)
{
  int len = c->ncells, nparts = (len + 1) / 2, stop;
  int *cells = malloc ((size_t) len * sizeof *cells);
  ss_part *part = malloc ((size_t) nparts * sizeof *part);
  if (!cells || !part)
    stop = ss_venc_fail (k, c, "out of memory");
  else
    {
      for (int j = 0, at = 0; j < nparts; j++)
        {
          part[j] = (ss_part) { cells + at, 1 + (j != len - 1 - j) };
          cells[at++] = c->cell[j];
          if (j != len - 1 - j)
            cells[at++] = c->cell[len - 1 - j];
        }
      stop = ss_venc_equal_sums (k, c, part, nparts, "pair");
    }
  free (cells);
  free (part);
  return stop;
}

const ss_kind_enc ss_enc_zipper = {
  encode, 1, "mirrored pairs, one total",
  "The line's cells pair up from its ends inwards (the middle cell of an "
  "odd line is a part of one).  Combinations: each pair's digit sets for "
  "every total, each implying the total, the first pair's defining it; "
  "the other encodings say each later pair minus the first is 0 "
  "(weights +1 and -1), as a region sum line's segments."
};
