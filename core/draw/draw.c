/* draw.c -- the drawing layer's table, its passes, the region borders,
 * the legend and the shapes the kinds' files share (see draw.h).
 *
 * Numbers are written with one decimal: a cell is 16 to 60 pixels, so a
 * tenth of a pixel is finer than any renderer shows, and the output stays
 * the same on every machine.
 */
#include "draw.h"

#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "../svg.h"

static ss_draw_fn *const draws[] = {
  0, /* SS_KIND_REGIONS: the borders (ss_draw_borders) */
#define SS_DRAW_ROW(id, name, flags, lo, hi, plo, phi, help) ss_draw_##name,
  SS_KINDS (SS_DRAW_ROW)
#undef SS_DRAW_ROW
};

/* Asks every constraint to draw d->layer. */
static void
each (ss_draw *d)
{
  int seen[SS_KIND_COUNT] = { 0 };
  for (int i = 0; i < d->m->ncons; i++)
    {
      const ss_con *c = &d->m->con[i];
      if (c->kind <= 0 || c->kind >= SS_KIND_COUNT
          || (d->only >= 0 && c->kind != d->only))
        continue; /* a finished model has no bad kind */
      d->index = seen[c->kind]++;
      draws[c->kind](d, c);
    }
}

static ss_draw
context (FILE *out, const ss_model *m, int px, int layer)
{
  ss_draw d;
  memset (&d, 0, sizeof d);
  d.out = out, d.m = m, d.n = m->n, d.px = px, d.layer = layer;
  d.only = -1;
  return d;
}

void
ss_draw_mark_area (const ss_model *m, double area[4])
{
  double in = SS_DRAW_CAGE_INSET + 0.05;
  int cages = m && (m->kinds & (SS_KIND_BIT (SS_KIND_KILLER)
                                | SS_KIND_BIT (SS_KIND_MULTIKILLER)
                                | SS_KIND_BIT (SS_KIND_RELLIK)));
  area[0] = area[1] = cages ? in : 0;
  area[2] = area[3] = cages ? 1 - in : 1;
  if (cages)
    area[1] = SS_DRAW_TOTAL_BOTTOM + 0.03;
}

int
ss_draw_frame (const ss_model *m, int px)
{
  for (int i = 0; i < m->ncons; i++)
    if (ss_con_clued (&m->con[i]))
      return px;
  return 0;
}

void
ss_draw_under (FILE *out, const ss_model *m, int px)
{
  fputs ("<g class=\"rules-under\" pointer-events=\"none\">\n", out);
  ss_draw d = context (out, m, px, SS_DRAW_SHADE);
  each (&d);
  d.layer = SS_DRAW_LINES;
  each (&d);
  fputs ("</g>\n", out);
}

void
ss_draw_over (FILE *out, const ss_model *m, int px)
{
  fputs ("<g class=\"rules-over\" pointer-events=\"none\">\n", out);
  ss_draw d = context (out, m, px, SS_DRAW_OVER);
  each (&d);
  fputs ("</g>\n", out);
}

/* ---- the grid lines ---------------------------------------------------- */

static void
thin_lines (FILE *out, int n, int px)
{
  int side = n * px;
  for (int k = 1; k < n; k++)
    fprintf (out, "<line x1=\"%d\" y1=\"0\" x2=\"%d\" y2=\"%d\"/>\n"
             "<line x1=\"0\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", k * px,
             k * px, side, k * px, side, k * px);
}

/* Thick segments where neighbours lie in different regions: the boxes of
 * a regular grid, the outlines of an irregular one. */
void
ss_draw_borders (FILE *out, const ss_model *m, int px)
{
  int n = m->n, thick = n <= 25 ? 3 : 2;
  fputs ("<g stroke=\"#999999\" stroke-width=\"1\">\n", out);
  thin_lines (out, n, px);
  fprintf (out, "</g>\n<g class=\"regions\" stroke=\"#000000\" "
           "stroke-width=\"%d\" stroke-linecap=\"square\">\n", thick);
  for (int i = 0; i < n * n; i++)
    {
      int r = i / n, c = i % n;
      if (c + 1 < n && m->region[i] != m->region[i + 1])
        fprintf (out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
                 (c + 1) * px, r * px, (c + 1) * px, (r + 1) * px);
      if (r + 1 < n && m->region[i] != m->region[i + n])
        fprintf (out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
                 c * px, (r + 1) * px, (c + 1) * px, (r + 1) * px);
    }
  fprintf (out, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
           "fill=\"none\"/>\n</g>\n", n * px, n * px);
}

/* ---- the legend -------------------------------------------------------- */

#define LEGEND_FONT 12
#define LEGEND_STEP 15

void
ss_draw_say (ss_draw *d, const char *fmt, ...)
{
  char text[SS_LEGEND_LEN];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (text, sizeof text, fmt, ap);
  va_end (ap);
  ss_legend *l = d->legend;
  for (int i = 0; i < l->count; i++)
    if (!strcmp (l->line[i], text))
      return;
  if (l->count < SS_LEGEND_LINES)
    strcpy (l->line[l->count++], text);
}

/* Appends text to l in lines of at most width characters, breaking at
 * spaces; continuation lines are indented. */
static void
wrap (ss_legend *l, const char *text, int width)
{
  const char *s = text;
  int indent = 0;
  while (*s && l->count < SS_LEGEND_LINES)
    {
      int room = width - indent, len = (int) strlen (s), cut = len;
      if (len > room)
        for (cut = room; cut > 0 && s[cut] != ' '; cut--)
          ;
      if (cut <= 0)
        cut = len > room ? room : len;
      snprintf (l->line[l->count++], SS_LEGEND_LEN, "%*s%.*s", indent, "",
                cut, s);
      s += cut;
      while (*s == ' ')
        s++;
      indent = 2;
    }
}

/* The legend lines of kind (or of every kind, -1), unwrapped: the global
 * rules first, since the legend is their only picture, then the others,
 * each kind's lines together. */
static void
legend_of (const ss_model *m, int kind, ss_legend *said)
{
  ss_draw d = context (0, m, 0, SS_DRAW_LEGEND);
  said->count = 0;
  d.legend = said;
  if (m->irregular && m->nregions && kind <= 0)
    ss_draw_say (&d, "Irregular regions (thick outlines): each digit once in "
                 "each region.");
  if (m->nregions < m->n && kind <= 0)
    ss_draw_say (&d, m->nregions ? "Cells outside every outline are in no "
                 "region: only their row and column rule them."
                 : "No regions: each digit once in each row and column.");
  for (int global = 1; global >= 0; global--)
    for (int k = 1; k < SS_KIND_COUNT; k++)
      if ((kind < 0 || k == kind) && (m->kinds & SS_KIND_BIT (k))
          && !!(ss_kind_flags (k) & SS_KF_GLOBAL) == global)
        {
          d.only = k;
          each (&d);
        }
}

void
ss_draw_legend_kind (const ss_model *m, int kind, ss_legend *out)
{
  legend_of (m, kind, out);
}

void
ss_draw_legend (const ss_model *m, int width, ss_legend *out)
{
  ss_legend said; /* the kinds' lines, before wrapping */
  legend_of (m, -1, &said);
  out->count = 0;
  int chars = width * 10 / 63; /* about 6.3 pixels a character */
  chars = chars < 40 ? 40 : chars > SS_LEGEND_LEN - 10 ? SS_LEGEND_LEN - 10
                                                        : chars;
  for (int i = 0; i < said.count; i++)
    wrap (out, said.line[i], chars);
}

int
ss_draw_legend_height (const ss_legend *l)
{
  return l->count ? l->count * LEGEND_STEP + 8 : 0;
}

void
ss_draw_legend_write (FILE *out, const ss_legend *l, int x, int y)
{
  if (!l->count)
    return;
  fprintf (out, "<g class=\"legend\" font-family=\"sans-serif\" "
           "font-size=\"%d\" text-anchor=\"start\" fill=\"#333333\">\n",
           LEGEND_FONT);
  for (int i = 0; i < l->count; i++)
    {
      fprintf (out, "<text x=\"%d\" y=\"%d\">", x,
               y + 8 + LEGEND_FONT + i * LEGEND_STEP);
      ss_svg_text (out, l->line[i]);
      fputs ("</text>\n", out);
    }
  fputs ("</g>\n", out);
}

/* ---- shapes ------------------------------------------------------------ */

double
ss_draw_x (const ss_draw *d, int cell)
{
  return (cell % d->n + 0.5) * d->px;
}

double
ss_draw_y (const ss_draw *d, int cell)
{
  return (cell / d->n + 0.5) * d->px;
}

double
ss_draw_frame_x (const ss_draw *d, int c)
{
  return (c - 0.5) * d->px;
}

double
ss_draw_frame_y (const ss_draw *d, int r)
{
  return (r - 0.5) * d->px;
}

int
ss_draw_has (const ss_con *c, int from, int to, int cell)
{
  for (int i = from; i < to; i++)
    if (c->cell[i] == cell)
      return 1;
  return 0;
}

void
ss_draw_shade (const ss_draw *d, int cell, const char *colour,
               double opacity)
{
  fprintf (d->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
           "height=\"%.1f\" fill=\"%s\" fill-opacity=\"%.2f\"/>\n",
           (cell % d->n) * d->px, (cell / d->n) * d->px, d->px, d->px,
           colour, opacity);
}

/* Point p moved towards q by t cells. */
static void
pull (const ss_draw *d, double *x, double *y, double qx, double qy, double t)
{
  double dx = qx - *x, dy = qy - *y, len = sqrt (dx * dx + dy * dy);
  if (len > 0)
    *x += dx / len * t * d->px, *y += dy / len * t * d->px;
}

void
ss_draw_path (const ss_draw *d, const int *cell, int count,
              const char *colour, double width, double trim0, double trim1)
{
  /* A loop (its first cell again at its end) is a closed polygon, so
   * its corner at the start is joined like the others. */
  int loop = count > 2 && cell[0] == cell[count - 1] && !trim0 && !trim1;
  fprintf (d->out, "<%s fill=\"none\" stroke=\"%s\" "
           "stroke-width=\"%.1f\" stroke-linecap=\"round\" "
           "stroke-linejoin=\"round\" points=\"", loop ? "polygon"
                                                   : "polyline", colour,
           width * d->px);
  for (int i = 0; i < count - loop; i++)
    {
      double x = ss_draw_x (d, cell[i]), y = ss_draw_y (d, cell[i]);
      if (i == 0 && count > 1)
        pull (d, &x, &y, ss_draw_x (d, cell[1]), ss_draw_y (d, cell[1]),
              trim0);
      if (i == count - 1 && count > 1)
        pull (d, &x, &y, ss_draw_x (d, cell[i - 1]),
              ss_draw_y (d, cell[i - 1]), trim1);
      fprintf (d->out, "%s%.1f,%.1f", i ? " " : "", x, y);
    }
  fputs ("\"/>\n", d->out);
}

void
ss_draw_circle (const ss_draw *d, double x, double y, double r,
                const char *fill, const char *stroke)
{
  fprintf (d->out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" "
           "stroke=\"%s\" stroke-width=\"%.1f\"/>\n", x, y, r * d->px, fill,
           stroke, d->px * 0.035 > 1 ? d->px * 0.035 : 1.0);
}

void
ss_draw_text (const ss_draw *d, double x, double y, double size,
              const char *fill, const char *weight, const char *text)
{
  double s = size * d->px;
  fprintf (d->out, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" "
           "font-weight=\"%s\" fill=\"%s\">", x, y + s * 0.35, s, weight,
           fill);
  ss_svg_text (d->out, text);
  fputs ("</text>\n", d->out);
}

void
ss_draw_head (const ss_draw *d, double x, double y, double dx, double dy,
              double size, const char *colour, double width)
{
  double len = sqrt (dx * dx + dy * dy), s = size * d->px;
  if (len <= 0)
    return;
  dx /= len, dy /= len;
  /* the two barbs: back along the shaft, turned 40 degrees each way */
  double c = cos (0.7), sn = sin (0.7);
  double ax = -(dx * c - dy * sn), ay = -(dx * sn + dy * c);
  double bx = -(dx * c + dy * sn), by = -(-dx * sn + dy * c);
  fprintf (d->out, "<polyline fill=\"none\" stroke=\"%s\" "
           "stroke-width=\"%.1f\" stroke-linecap=\"round\" "
           "stroke-linejoin=\"round\" points=\"%.1f,%.1f %.1f,%.1f "
           "%.1f,%.1f\"/>\n", colour, width * d->px, x + ax * s, y + ay * s,
           x, y, x + bx * s, y + by * s);
}

void
ss_draw_outside (const ss_draw *d, const ss_con *c, int value, int shape)
{
  char text[16];
  double x = ss_draw_frame_x (d, c->clue_c), y = ss_draw_frame_y (d, c->clue_r);
  snprintf (text, sizeof text, "%d", value);
  if (shape == 1)
    fprintf (d->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
             "height=\"%.1f\" fill=\"none\" stroke=\"#555555\"/>\n",
             x - 0.32 * d->px, y - 0.32 * d->px, 0.64 * d->px, 0.64 * d->px);
  if (shape == 2)
    ss_draw_circle (d, x, y, 0.34, "none", "#555555");
  ss_draw_text (d, x, y, strlen (text) > 1 ? 0.36 : 0.45, "#000000",
                "normal", text);
}

/* HSL with saturation 0.55 and lightness 0.82, as RGB. */
void
ss_draw_tint (int k, int count, char buf[8])
{
  double h = 6.0 * k / (count > 0 ? count : 1), s = 0.55, l = 0.82;
  double chroma = (1 - fabs (2 * l - 1)) * s;
  double x = chroma * (1 - fabs (fmod (h, 2.0) - 1)), m = l - chroma / 2;
  double rgb[6][3] = { { chroma, x, 0 }, { x, chroma, 0 }, { 0, chroma, x },
                       { 0, x, chroma }, { x, 0, chroma }, { chroma, 0, x } };
  int i = (int) h % 6;
  snprintf (buf, 8, "#%02x%02x%02x", (int) ((rgb[i][0] + m) * 255 + 0.5),
            (int) ((rgb[i][1] + m) * 255 + 0.5),
            (int) ((rgb[i][2] + m) * 255 + 0.5));
}
