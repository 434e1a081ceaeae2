/* multikiller.c -- a cage with several totals: a killer cage's dashed
 * outline, its totals in the corner joined by "/" (cut short with "..."
 * when they do not fit). */
#include "draw.h"

#include <stdio.h>
#include <string.h>

void
ss_draw_multikiller (ss_draw *d, const ss_con *c)
{
  char text[24] = "";
  size_t at = 0;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Multi-sum cage (dashed outline, totals split by /): no "
                 "digit twice in it; its digits sum to one of the totals.");
  if (d->layer != SS_DRAW_OVER)
    return;
  for (int j = 0; j < c->nvals; j++)
    {
      char one[16];
      int len = snprintf (one, sizeof one, "%s%d", j ? "/" : "", c->val[j]);
      if (at + (size_t) len + 4 > sizeof text)
        {
          strcpy (text + at, "...");
          break;
        }
      memcpy (text + at, one, (size_t) len + 1);
      at += (size_t) len;
    }
  ss_draw_cage (d, c, text);
}
