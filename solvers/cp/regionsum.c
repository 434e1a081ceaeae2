/* regionsum.c -- the line's digits make the same total in every segment
 * (a run of the line in one region; a region the line comes back into
 * starts a segment of its own).  The totals every segment can make
 * (the partial-sum table of sums.c) are intersected; each segment then
 * keeps the digits that make one of the totals left. */
#include <string.h>

#include "prop.h"

/* The segments: start[i] .. start[i+1] of the line's cells; their
 * number. */
static int
segments (const ss_model *m, const ss_con *c, int *start)
{
  int k = 0;
  start[k++] = 0;
  for (int i = 1; i < c->ncells; i++)
    if (m->region[c->cell[i]] != m->region[c->cell[i - 1]])
      start[k++] = i;
  start[k] = c->ncells;
  return k;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int *start = ss_cp_scratch (s, 5, (size_t) (c->ncells + 1) * sizeof *start);
  int k = start ? segments (s->m, c, start) : -1, tmax = s->n * c->ncells;
  (void) cell;
  if (k < 0)
    return -1;
  if (k < 2)
    return 0;
  for (int j = 0; j < k; j++)
    if ((start[j + 1] - start[j]) * s->n < tmax)
      tmax = (start[j + 1] - start[j]) * s->n;
  uint8_t *both = ss_cp_scratch (s, 3, (size_t) tmax + 1);
  uint8_t *made = ss_cp_scratch (s, 4, (size_t) tmax + 1);
  if (!both || !made)
    return -1;
  memset (both, 1, (size_t) tmax + 1);
  for (int j = 0; j < k; j++)
    {
      int got = ss_cp_sum (s, c->cell + start[j], start[j + 1] - start[j],
                           both, tmax, made);
      if (got)
        return got < 0 ? -1 : 0; /* too large a table: the final check */
      memcpy (both, made, (size_t) tmax + 1);
    }
  for (int j = 0; j < k; j++)
    if (ss_cp_sum (s, c->cell + start[j], start[j + 1] - start[j], both,
                   tmax, 0) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_regionsum = { prop, SS_CP_CELLS, 0, 0 };
