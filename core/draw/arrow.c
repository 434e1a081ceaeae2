/* arrow.c -- an arrow: a hollow circle (a rounded bar over a circle of
 * two or three cells) and a thin grey shaft from the circle's edge through
 * the shaft's cells, with a head on the last one. */
#include "draw.h"

#include <stdlib.h>

#define INK "#9a9a9a"

/* The circle cell the shaft leaves from: the one next to its first
 * cell. */
static int
anchor (const ss_draw *d, const ss_con *c)
{
  int first = c->cell[c->split];
  for (int i = 0; i < c->split; i++)
    {
      int a = c->cell[i], dr = abs (a / d->n - first / d->n);
      if (dr <= 1 && abs (a % d->n - first % d->n) <= 1)
        return a;
    }
  return c->cell[c->split - 1];
}

static void
circle (const ss_draw *d, const ss_con *c)
{
  double lx = 1e9, ly = 1e9, hx = -1e9, hy = -1e9, r = 0.4 * d->px;
  for (int i = 0; i < c->split; i++)
    {
      double x = ss_draw_x (d, c->cell[i]), y = ss_draw_y (d, c->cell[i]);
      lx = x < lx ? x : lx, hx = x > hx ? x : hx;
      ly = y < ly ? y : ly, hy = y > hy ? y : hy;
    }
  fprintf (d->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
           "height=\"%.1f\" rx=\"%.1f\" fill=\"none\" stroke=\"" INK "\" "
           "stroke-width=\"%.1f\"/>\n", lx - r, ly - r, hx - lx + 2 * r,
           hy - ly + 2 * r, r, d->px * 0.05 > 1 ? d->px * 0.05 : 1);
}

void
ss_draw_arrow (ss_draw *d, const ss_con *c)
{
  int k = c->ncells - c->split + 1, last = c->cell[c->ncells - 1];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Arrow: the digits on the shaft sum to the circled digit "
                 "(a circle of two or three cells reads as one number).");
  if (d->layer != SS_DRAW_LINES)
    return;
  circle (d, c);
  int *pts = malloc (sizeof *pts * (size_t) k);
  if (!pts)
    return;
  pts[0] = anchor (d, c);
  for (int i = 1; i < k; i++)
    pts[i] = c->cell[c->split + i - 1];
  ss_draw_path (d, pts, k, INK, 0.05, 0.4, 0);
  int prev = pts[k - 2];
  ss_draw_head (d, ss_draw_x (d, last), ss_draw_y (d, last),
                ss_draw_x (d, last) - ss_draw_x (d, prev),
                ss_draw_y (d, last) - ss_draw_y (d, prev), 0.22, INK, 0.05);
  free (pts);
}
