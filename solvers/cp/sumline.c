/* sumline.c -- a sum line divides into runs of consecutive cells, each
 * summing to S.  The running total of the run in progress at each
 * boundary between cells is a state 0..S-1; a digit d moves state r to
 * r+d, or to 0 when r+d = S, and cannot follow r when r+d > S.  A pass
 * forward marks the states the cells' candidates can reach from the
 * start, a pass back keeps those from which the end can still be
 * reached, and a digit stays in its cell while it joins two kept
 * states.  Exact for the line alone (its cells apart from houses).  An
 * open line starts and ends in state 0; a loop starts in any state r0
 * and must end in r0: each r0 is walked, and a digit stays when some
 * walk keeps it. */
#include "prop.h"

#include <string.h>

#include "../../core/kinds/meaning.h"

/* Reached states: fwd[i * s + r], boundary i in 0..len. */
static void
forward (const ss_cp *p, const ss_con *c, int len, int s, int r0,
         uint8_t *fwd)
{
  memset (fwd, 0, (size_t) (len + 1) * (size_t) s);
  fwd[r0] = 1;
  for (int i = 0; i < len; i++)
    for (int r = 0; r < s; r++)
      for (int d = 1; fwd[i * s + r] && d <= p->n && r + d <= s; d++)
        if (ss_bits_has (p->dom[c->cell[i]], d))
          fwd[(i + 1) * s + (r + d) % s] = 1;
}

/* Back from state r_end at the end: keeps the states of fwd that lead
 * there, and adds to keep[i] the digits of cell i that join kept
 * states.  0 when the end cannot be reached. */
static int
backward (const ss_cp *p, const ss_con *c, int len, int s, int r_end,
          uint8_t *fwd, ss_bits *keep)
{
  if (!fwd[len * s + r_end])
    return 0;
  memset (fwd + len * s, 0, (size_t) s);
  fwd[len * s + r_end] = 1;
  for (int i = len - 1; i >= 0; i--)
    for (int r = 0; r < s; r++)
      {
        int on = 0;
        for (int d = 1; fwd[i * s + r] && d <= p->n && r + d <= s; d++)
          if (ss_bits_has (p->dom[c->cell[i]], d)
              && fwd[(i + 1) * s + (r + d) % s])
            on = 1, keep[i] = ss_bits_or (keep[i], ss_bits_one (d));
        fwd[i * s + r] = (uint8_t) on;
      }
  return 1;
}

static int
prop (ss_cp *p, const ss_con *c, int cell)
{
  int len = ss_sumline_cells (c), s = ss_sumline_total (c);
  int loop = ss_path_loop (c), any = 0;
  (void) cell;
  if (s > len * p->n)
    return -1;
  uint8_t *fwd = ss_cp_scratch (p, 3, (size_t) (len + 1) * (size_t) s);
  ss_bits *keep = ss_cp_scratch (p, 4, sizeof *keep * (size_t) len);
  if (!fwd || !keep)
    {
      p->failed = 1; /* out of memory: the search gives up */
      return -1;
    }
  for (int i = 0; i < len; i++)
    keep[i] = ss_bits_none ();
  for (int r0 = 0; r0 < (loop ? s : 1); r0++)
    {
      forward (p, c, len, s, r0, fwd);
      any |= backward (p, c, len, s, r0, fwd, keep);
    }
  if (!any)
    return -1;
  for (int i = 0; i < len; i++)
    if (ss_cp_keep (p, c->cell[i], keep[i]) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_sumline = { prop, SS_CP_CELLS, 0, 0 };
