/* killer.c -- a killer cage: a dashed outline set a little inside the
 * cage's cells, and its total (if any) small in the top-left corner of
 * its first cell, on a white box that interrupts the outline, as setters
 * draw it.  The box ends SS_DRAW_TOTAL_BOTTOM down the cell, and pencil
 * marks start below it (ss_draw_mark_area), so neither hides the other.
 *
 * The outline is drawn edge by edge: each side of a cell whose neighbour
 * is outside the cage is a segment inset by E; at each end it stops short
 * by E where the side turns outwards (a convex corner), runs on to the
 * cell's edge where the next cell continues it, and reaches E beyond the
 * edge where the cage turns back inwards (a concave corner), so the
 * segments meet. */
#include "draw.h"

#include <string.h>

#define E SS_DRAW_CAGE_INSET

static void
segment (const ss_draw *d, double x1, double y1, double x2, double y2)
{
  fprintf (d->out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>"
           "\n", x1, y1, x2, y2);
}

/* in[1 + dr][1 + dc]: the neighbour (dr, dc) of cell is in the cage. */
static void
around (const ss_draw *d, const ss_con *c, int cell, int in[3][3])
{
  int r = cell / d->n, col = cell % d->n;
  for (int a = -1; a <= 1; a++)
    for (int b = -1; b <= 1; b++)
      {
        int rr = r + a, cc = col + b;
        in[a + 1][b + 1] = rr >= 0 && rr < d->n && cc >= 0 && cc < d->n
                           && ss_draw_has (c, 0, c->ncells, rr * d->n + cc);
      }
}

/* Where a side's end stops: e inside when the side turns (no neighbour
 * along it), beyond when the cage turns back (the diagonal is in), else
 * at the edge. */
static double
end (double edge, double e, int along, int diagonal)
{
  return !along ? edge + e : diagonal ? edge - e : edge;
}

static void
outline (const ss_draw *d, const ss_con *c, int cell)
{
  int k[3][3];
  double p = d->px, e = E * p, x0 = (cell % d->n) * p, y0 = (cell / d->n) * p;
  double x1 = x0 + p, y1 = y0 + p;
  around (d, c, cell, k);
  if (!k[0][1])
    segment (d, end (x0, e, k[1][0], k[0][0]), y0 + e,
             end (x1, -e, k[1][2], k[0][2]), y0 + e);
  if (!k[2][1])
    segment (d, end (x0, e, k[1][0], k[2][0]), y1 - e,
             end (x1, -e, k[1][2], k[2][2]), y1 - e);
  if (!k[1][0])
    segment (d, x0 + e, end (y0, e, k[0][1], k[0][0]), x0 + e,
             end (y1, -e, k[2][1], k[2][0]));
  if (!k[1][2])
    segment (d, x1 - e, end (y0, e, k[0][1], k[0][2]), x1 - e,
             end (y1, -e, k[2][1], k[2][2]));
}

static void
total (const ss_draw *d, const ss_con *c, const char *text)
{
  int first = c->cell[0], len = (int) strlen (text);
  for (int i = 1; i < c->ncells; i++)
    first = c->cell[i] < first ? c->cell[i] : first;
  double s = SS_DRAW_TOTAL_SIZE * d->px, x = (first % d->n) * d->px
                                              + 0.02 * d->px;
  double y = (first / d->n) * d->px + 0.02 * d->px;
  double h = (first / d->n + SS_DRAW_TOTAL_BOTTOM) * d->px - y;
  fprintf (d->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
           "height=\"%.1f\" fill=\"#ffffff\" class=\"cage-box\"/>\n<text "
           "x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" text-anchor=\"start\" "
           "fill=\"#000000\" class=\"cage-sum\">%s</text>\n", x, y,
           len * s * 0.6 + 0.04 * d->px, h, x + 0.02 * d->px,
           y + h * 0.82, s, text);
}

void
ss_draw_killer (ss_draw *d, const ss_con *c)
{
  char text[16];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Killer cage (dashed outline): no digit twice in it; its "
                 "digits sum to the number in its corner, if it has one.");
  if (d->layer != SS_DRAW_OVER)
    return;
  snprintf (text, sizeof text, "%d", c->nvals ? c->val[0] : 0);
  ss_draw_cage (d, c, c->nvals ? text : 0);
}

void
ss_draw_cage (const ss_draw *d, const ss_con *c, const char *label)
{
  fprintf (d->out, "<g class=\"cage\" stroke=\"#000000\" stroke-width=\"1\" "
           "stroke-dasharray=\"%.1f,%.1f\">\n", 0.1 * d->px, 0.06 * d->px);
  for (int i = 0; i < c->ncells; i++)
    outline (d, c, c->cell[i]);
  fputs ("</g>\n", d->out);
  if (label)
    total (d, c, label);
}
