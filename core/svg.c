/* svg.c -- grids as SVG (see svg.h). */
#include "svg.h"

#include <string.h>

#include "draw/draw.h"
#include "model.h"

#define MARGIN 10
#define CAPTION 26

ss_svg_opts
ss_svg_defaults (void)
{
  ss_svg_opts o;
  memset (&o, 0, sizeof o);
  return o;
}

void
ss_svg_mark_area (const ss_grid *g, double area[4])
{
  ss_draw_mark_area (g->model, area);
}

/* Marks kept clear of cages get larger cells, so they stay as large. */
static int
cell_px (const ss_grid *g, const ss_svg_opts *o)
{
  double a[4];
  if (o->cell_px > 0)
    return o->cell_px;
  ss_draw_mark_area (g->model, a);
  int big = o->mark != 0, px = g->n <= 9 ? (big ? 60 : 44)
                                : g->n <= 16 ? (big ? 48 : 34)
                                : g->n <= 25 ? (big ? 40 : 28) : 16;
  return big && a[3] - a[1] < 1 ? px * 5 / 4 : px;
}

/* A caption's width at 14px sans-serif, about 7.5 px a character. */
static int
title_px (const char *title)
{
  return title ? (int) (strlen (title) * 15 / 2) : 0;
}

/* A variant grid's picture: the frame for clues outside, and the
 * legend under it (at least LEGEND_MIN wide, so it wraps sensibly under a
 * small grid). */
#define LEGEND_MIN 320

static int
legend_width (int side)
{
  return side > LEGEND_MIN ? side : LEGEND_MIN;
}

static void
model_size (const ss_grid *g, int px, int *w, int *h)
{
  ss_legend l;
  int side = g->n * px + 2 * ss_draw_frame (g->model, px);
  ss_draw_legend (g->model, legend_width (side), &l);
  *w = l.count ? legend_width (side) : side;
  *h = side + ss_draw_legend_height (&l);
}

void
ss_svg_size (const ss_grid *g, const ss_svg_opts *o, int *w, int *h)
{
  int side = g->n * cell_px (g, o), t = title_px (o->title), tall = side;
  if (g->model)
    model_size (g, cell_px (g, o), &side, &tall);
  *w = (side > t ? side : t) + 2 * MARGIN;
  *h = tall + 2 * MARGIN + (o->title ? CAPTION : 0);
}

void
ss_svg_text (FILE *out, const char *s)
{
  for (; *s; s++)
    switch (*s)
      {
      case '&': fputs ("&amp;", out); break;
      case '<': fputs ("&lt;", out); break;
      case '>': fputs ("&gt;", out); break;
      case '"': fputs ("&quot;", out); break;
      default: fputc ((unsigned char) *s < ' ' ? '?' : *s, out);
      }
}

/* A digit as its symbol, or as a number when the alphabet cannot. */
static void
digit_text (int d, const ss_alphabet *a, char *buf, size_t len)
{
  unsigned char sym = a && d <= a->size ? (unsigned char) a->symbol[d] : 0;
  if (sym > ' ' && sym < 0x7f)
    snprintf (buf, len, "%c", sym);
  else
    snprintf (buf, len, "%d", d);
}

static void
cell_rect (FILE *out, const ss_grid *g, const ss_svg_opts *o, int i, int px)
{
  int r = i / g->n, c = i % g->n;
  const char *fill = o->highlight && o->highlight[i] ? "#ffd27f" : "#ffffff";
  fprintf (out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
           "fill=\"%s\"", c * px, r * px, px, px, fill);
  if (o->id)
    {
      fputs (" id=\"", out), ss_svg_text (out, o->id);
      fprintf (out, "-r%dc%d\" class=\"cell\" data-cell=\"%d\"", r + 1, c + 1,
               i);
    }
  fputs ("/>\n", out);
}

static void
cell_digit (FILE *out, const ss_grid *g, const ss_svg_opts *o, int i, int px)
{
  char buf[16];
  int r = i / g->n, c = i % g->n;
  int given = o->puzzle ? o->puzzle->cell[i] != 0 : 1;
  digit_text (g->cell[i], o->alphabet, buf, sizeof buf);
  int size = (int) (px * (strlen (buf) > 1 ? 0.45 : 0.6));
  fprintf (out, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" font-weight=\"%s\" "
           "fill=\"%s\" class=\"%s\">", c * px + px / 2,
           r * px + px / 2 + size * 35 / 100, size, given ? "bold" : "normal",
           given ? "#000000" : "#1f5fbf", given ? "given" : "filled");
  ss_svg_text (out, buf);
  fputs ("</text>\n", out);
}

static void
cell_marks (FILE *out, const ss_grid *g, const ss_svg_opts *o, int i, int px)
{
  int n = g->n, cols = 1;
  while (cols * cols < n)
    cols++;
  int rows = (n + cols - 1) / cols;
  double a[4];
  ss_draw_mark_area (g->model, a);
  double sw = px * (a[2] - a[0]) / cols, sh = px * (a[3] - a[1]) / rows;
  for (int d = 1; d <= n; d++)
    {
      char buf[32];
      const char *t = o->mark (o->mark_ctx, i, d, buf, sizeof buf);
      if (!t || !*t)
        continue;
      double size = 0.85 * sw / (0.6 * (double) strlen (t));
      size = size < sh * 0.62 ? size : sh * 0.62;
      int sr = (d - 1) / cols, sc = (d - 1) % cols;
      const char *fill = o->mark_fill ? o->mark_fill (o->mark_ctx, i, d) : 0;
      fprintf (out, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" "
               "fill=\"%s\" class=\"mark\">",
               (i % n) * px + px * a[0] + (sc + 0.5) * sw,
               (i / n) * px + px * a[1] + (sr + 0.5) * sh + size * 0.35, size,
               fill ? fill : "#555555");
      ss_svg_text (out, t);
      fputs ("</text>\n", out);
    }
}

static void
cell_label (FILE *out, const ss_grid *g, int i, int label, int px)
{
  int size = px / 4 > 7 ? px / 4 : 7;
  fprintf (out, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" fill=\"#c0392b\" "
           "text-anchor=\"start\" class=\"label\">%d</text>\n",
           (i % g->n) * px + 2, (i / g->n) * px + size, size, label);
}

static void
lines (FILE *out, const ss_grid *g, int px)
{
  int n = g->n, side = n * px, thick = n <= 25 ? 3 : 2;
  for (int k = 0; k <= n; k++)
    {
      int vbox = k % g->box_cols == 0, hbox = k % g->box_rows == 0;
      fprintf (out, "<line x1=\"%d\" y1=\"0\" x2=\"%d\" y2=\"%d\" "
               "stroke=\"%s\" stroke-width=\"%d\"/>\n", k * px, k * px, side,
               vbox ? "#000000" : "#999999", vbox ? thick : 1);
      fprintf (out, "<line x1=\"0\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
               "stroke=\"%s\" stroke-width=\"%d\"/>\n", k * px, side, k * px,
               hbox ? "#000000" : "#999999", hbox ? thick : 1);
    }
}

/* The legend of a variant grid, under its frame. */
static void
legend (FILE *out, const ss_grid *g, int px, int top)
{
  ss_legend l;
  int frame = ss_draw_frame (g->model, px), side = g->n * px + 2 * frame;
  ss_draw_legend (g->model, legend_width (side), &l);
  ss_draw_legend_write (out, &l, MARGIN, top + side);
}

void
ss_svg_grid (FILE *out, const ss_grid *g, const ss_svg_opts *o, int x, int y)
{
  int px = cell_px (g, o), top = y + MARGIN + (o->title ? CAPTION : 0);
  int frame = g->model ? ss_draw_frame (g->model, px) : 0;
  fprintf (out, "<g transform=\"translate(%d,%d)\">\n", x, y);
  if (o->title)
    {
      fprintf (out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" "
               "font-family=\"sans-serif\" text-anchor=\"start\" "
               "class=\"title\">", MARGIN, MARGIN + 14);
      ss_svg_text (out, o->title);
      fputs ("</text>\n", out);
    }
  fprintf (out, "<g transform=\"translate(%d,%d)\" font-family=\"sans-serif\" "
           "text-anchor=\"middle\">\n", MARGIN + frame, top - y + frame);
  for (int i = 0; i < g->n * g->n; i++)
    cell_rect (out, g, o, i, px);
  if (g->model)
    ss_draw_under (out, g->model, px);
  for (int i = 0; i < g->n * g->n; i++)
    {
      if (g->cell[i])
        cell_digit (out, g, o, i, px);
      if (o->mark && (!g->cell[i] || o->marks_everywhere))
        cell_marks (out, g, o, i, px);
      if (o->label && o->label[i])
        cell_label (out, g, i, o->label[i], px);
    }
  if (g->model)
    {
      ss_draw_borders (out, g->model, px);
      ss_draw_over (out, g->model, px);
    }
  else
    lines (out, g, px);
  fputs ("</g>\n", out);
  if (g->model)
    legend (out, g, px, top - y);
  fputs ("</g>\n", out);
}

void
ss_svg_begin (FILE *out, int w, int h)
{
  fprintf (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
           "height=\"%d\" viewBox=\"0 0 %d %d\">\n"
           "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n", w,
           h, w, h);
}

void
ss_svg_end (FILE *out)
{
  fputs ("</svg>\n", out);
}

int
ss_svg_write (FILE *out, const ss_grid *g, const ss_svg_opts *o)
{
  int w, h;
  ss_svg_size (g, o, &w, &h);
  ss_svg_begin (out, w, h);
  ss_svg_grid (out, g, o, 0, 0);
  ss_svg_end (out);
  return ferror (out) ? -1 : 0;
}
