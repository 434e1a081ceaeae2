/* extreme.c -- a minimum or maximum cell: shaded, with a chevron towards
 * each neighbour it is compared with (not one of its own kind:
 * ss_extreme_rivals) that points like a "greater than" sign at the
 * smaller digit: inwards for a minimum, outwards for a maximum. */
#include "draw.h"
#include "../kinds/meaning.h"

/* The chevron on the side (ux, uy) of the cell centred at (x, y). */
static void
chevron (const ss_draw *d, double x, double y, int ux, int uy, int out)
{
  double tip = out ? 0.42 : 0.28, base = out ? 0.28 : 0.42, w = 0.12;
  double px = d->px;
  fprintf (d->out, "<polyline fill=\"none\" stroke=\"#555555\" "
           "stroke-width=\"%.1f\" stroke-linejoin=\"round\" points=\"%.1f,"
           "%.1f %.1f,%.1f %.1f,%.1f\"/>\n", px * 0.035 > 1 ? px * 0.035 : 1,
           x + (ux * base - uy * w) * px, y + (uy * base + ux * w) * px,
           x + ux * tip * px, y + uy * tip * px,
           x + (ux * base + uy * w) * px, y + (uy * base - ux * w) * px);
}

void
ss_draw_extreme (ss_draw *d, const ss_con *c)
{
  int at = c->cell[0], max = c->val[0] > 0, rival[4];
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, max ? "Maximum cell (chevrons pointing out): above every "
                          "orthogonal neighbour that is not a maximum."
                        : "Minimum cell (chevrons pointing in): below every "
                          "orthogonal neighbour that is not a minimum.");
  if (d->layer == SS_DRAW_SHADE)
    ss_draw_shade (d, at, "#d0d0d0", 0.6);
  if (d->layer != SS_DRAW_LINES)
    return;
  for (int k = ss_extreme_rivals (d->m, c, rival); k-- > 0;)
    {
      int ux = rival[k] % d->n - at % d->n, uy = rival[k] / d->n - at / d->n;
      chevron (d, ss_draw_x (d, at), ss_draw_y (d, at), ux, uy, max);
    }
}
