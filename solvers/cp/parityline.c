/* parityline.c -- neighbours on the line alternate odd and even, so the
 * cells at even positions share one parity and those at odd positions
 * the other (validate refuses a cell that comes back at positions of
 * both).  Two ways are possible: even positions odd and odd positions
 * even, or the other way round; a way stays while every cell has a
 * candidate of the parity it gives the cell.  None left is a
 * contradiction; one left keeps each cell to its parity.  That is
 * exact for the line alone. */
#include "prop.h"

/* The digits of parity odd (1 odd, 0 even). */
static ss_bits
of_parity (const ss_cp *s, int odd)
{
  ss_bits b = ss_bits_none ();
  for (int d = 2 - odd; d <= s->n; d += 2)
    b = ss_bits_or (b, ss_bits_one (d));
  return b;
}

/* 1 when every cell can be odd at even positions (way 1) or even there
 * (way 0), the other parity at odd positions. */
static int
possible (const ss_cp *s, const ss_con *c, int way, const ss_bits *par)
{
  for (int i = 0; i < c->ncells; i++)
    {
      int odd = (i % 2 == 0) == way;
      if (ss_bits_empty (ss_bits_and (s->dom[c->cell[i]], par[odd])))
        return 0;
    }
  return 1;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  ss_bits par[2] = { of_parity (s, 0), of_parity (s, 1) };
  int one = possible (s, c, 1, par), zero = possible (s, c, 0, par);
  (void) cell;
  if (!one && !zero)
    return -1;
  if (one && zero)
    return 0;
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], par[(i % 2 == 0) == one]) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_parityline = { prop, SS_CP_CELLS, 0, 0 };
