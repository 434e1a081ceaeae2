/* antiknight.c -- a placed digit leaves the cells a knight's move away. */
#include "prop.h"

static const int dr[8] = { -2, -2, -1, -1, 1, 1, 2, 2 };
static const int dc[8] = { -1, 1, -2, 2, -2, 2, -1, 1 };

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) c;
  if (cell >= 0)
    return ss_cp_away (s, cell, dr, dc, 8);
  for (int i = 0; i < s->nn; i++)
    if (ss_cp_away (s, i, dr, dc, 8) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_antiknight = { prop, SS_CP_EACH, 0, 0 };
