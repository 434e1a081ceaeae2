/* antiking.c -- a placed digit leaves the cells a king's move away (the
 * diagonal ones are what the rule adds to the houses). */
#include "prop.h"

static const int dr[4] = { -1, -1, 1, 1 };
static const int dc[4] = { -1, 1, -1, 1 };

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) c;
  if (cell >= 0)
    return ss_cp_away (s, cell, dr, dc, 4);
  for (int i = 0; i < s->nn; i++)
    if (ss_cp_away (s, i, dr, dc, 4) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_antiking = { prop, SS_CP_EACH, 0, 0 };
