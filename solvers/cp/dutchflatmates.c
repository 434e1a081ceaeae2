/* dutchflatmates.c -- every middle digit has a 1 directly above it or an
 * N directly below it.  A cell keeps the middle digit while the cell
 * above may hold 1 or the cell below may hold N; a cell fixed to the
 * middle digit with one possible flatmate left fixes it.  Told of a
 * changed cell, the engine looks at it and at its neighbours above and
 * below (whose flatmates it may have been). */
#include "prop.h"
#include "../../core/kinds/meaning.h"

/* The cell at i: 0, or -1 when its middle digit's last way is gone. */
static int
mate (ss_cp *s, int i)
{
  int n = s->n, mid = ss_flatmates_middle (n);
  int up = i >= n ? i - n : -1, down = i + n < s->nn ? i + n : -1;
  int a = up >= 0 && ss_bits_has (s->dom[up], 1);
  int z = down >= 0 && ss_bits_has (s->dom[down], n);
  if (!ss_bits_has (s->dom[i], mid))
    return 0;
  if (!a && !z)
    return ss_cp_remove (s, i, mid);
  if (ss_bits_single (s->dom[i]) && a != z)
    return a ? ss_cp_fix (s, up, 1) : ss_cp_fix (s, down, n);
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) c;
  if (cell < 0)
    {
      for (int i = 0; i < s->nn; i++)
        if (mate (s, i) < 0)
          return -1;
      return 0;
    }
  for (int i = cell - s->n; i <= cell + s->n; i += s->n)
    if (i >= 0 && i < s->nn && mate (s, i) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_dutchflatmates = { prop, SS_CP_EACH, 0, 0 };
