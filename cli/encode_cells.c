/* encode_cells.c -- encode --propagate --cells and --format svg: which
 * candidates each encoding keeps after unit propagation, per cell (see
 * encode_teach.h).
 *
 * A candidate is kept while its cell-digit variable is not false; a given
 * keeps its digit alone.  Text: one grid per run (encoding, sum encoding,
 * up or up+probe), each cell its kept digits as solve --true-candidates
 * writes them.  JSON: the same cells as an array of strings.  SVG: one
 * picture per run, the kept digits as pencil marks (a cell keeping one
 * digit shows it filled in), the cells where the runs of the record
 * differ shaded and the digits some other run strikes drawn in orange.
 */
#include "encode_teach.h"

#include <stdlib.h>
#include <string.h>

#include "../core/print.h"
#include "../core/svg.h"

/* Cell i's kept digits into buf ("-" for none): symbols of the alphabet,
 * or numbers joined by commas past it. */
static void
cell_text (const unsigned char *keep, int n, int i, const ss_alphabet *a,
           char *buf, size_t len)
{
  size_t at = 0;
  buf[0] = 0;
  for (int d = 1; d <= n && at + 8 < len; d++)
    if (keep[i * n + d - 1] && n <= a->size)
      buf[at++] = a->symbol[d], buf[at] = 0;
    else if (keep[i * n + d - 1])
      at += (size_t) snprintf (buf + at, len - at, "%s%d", at ? "," : "", d);
  if (!at)
    snprintf (buf, len, "-");
}

static void
one_grid (FILE *out, const char *name, const unsigned char *keep, int n,
          const ss_alphabet *a)
{
  char cell[512];
  int width = 1;
  fprintf (out, "%s:\n", name);
  for (int i = 0; i < n * n; i++)
    {
      cell_text (keep, n, i, a, cell, sizeof cell);
      width = (int) strlen (cell) > width ? (int) strlen (cell) : width;
    }
  for (int i = 0; i < n * n; i++)
    {
      cell_text (keep, n, i, a, cell, sizeof cell);
      fprintf (out, "%-*s%s", i % n == n - 1 ? 0 : width, cell,
               i % n == n - 1 ? "\n" : " ");
    }
}

void
cli_cells_text (FILE *out, int n, const ss_alphabet *a, const cli_cells *c)
{
  char name[64];
  for (int r = 0; r < c->runs; r++)
    for (int p = 0; p < 2 && c->keep[r][p]; p++)
      {
        snprintf (name, sizeof name, "%s (%s)", c->name[r],
                  p ? "up+probe" : "up");
        one_grid (out, name, c->keep[r][p], n, a);
      }
}

void
cli_cells_json (FILE *out, int n, const ss_alphabet *a,
                const unsigned char *keep)
{
  char cell[512];
  fputs (",\"candidates\":[", out);
  for (int i = 0; i < n * n; i++)
    {
      cell_text (keep, n, i, a, cell, sizeof cell);
      fputs (i ? "," : "", out);
      ss_write_json_string (out, strcmp (cell, "-") ? cell : "");
    }
  fputc (']', out);
}

/* The picture's marks: run r's kept digits, orange where another run of
 * the same kind (up or up+probe) strikes the digit. */
typedef struct picture {
  const cli_cells *c;
  const ss_alphabet *a;
  int n, run, probe;
} picture;

static const char *
mark (void *ctx, int cell, int d, char *buf, size_t len)
{
  const picture *p = ctx;
  if (!p->c->keep[p->run][p->probe][cell * p->n + d - 1])
    return 0;
  if (p->n <= p->a->size)
    snprintf (buf, len, "%c", p->a->symbol[d]);
  else
    snprintf (buf, len, "%d", d);
  return buf;
}

static const char *
fill (void *ctx, int cell, int d)
{
  const picture *p = ctx;
  for (int r = 0; r < p->c->runs; r++)
    if (!p->c->keep[r][p->probe][cell * p->n + d - 1])
      return "#e07000";
  return 0;
}

/* 1 when cell i's kept digits differ between two runs of one kind. */
static int
differs (const cli_cells *c, int n, int probe, int i)
{
  for (int r = 1; r < c->runs; r++)
    if (memcmp (c->keep[r][probe] + i * n, c->keep[0][probe] + i * n,
                (size_t) n))
      return 1;
  return 0;
}

/* The puzzle with the cells that keep one digit filled in, and the
 * shading; -1 when out of memory. */
static int
shown_of (const ss_grid *g, const picture *p, ss_grid *shown,
          unsigned char *shade)
{
  int n = p->n;
  if (ss_grid_copy (shown, g) < 0)
    return -1;
  for (int i = 0; i < n * n; i++)
    {
      int count = 0, only = 0;
      for (int d = 1; d <= n; d++)
        if (p->c->keep[p->run][p->probe][i * n + d - 1])
          count++, only = d;
      if (count == 1 && !shown->cell[i])
        shown->cell[i] = (uint8_t) only;
      shade[i] = (unsigned char) differs (p->c, n, p->probe, i);
    }
  return 0;
}

static int
one_picture (cli_svg *svg, const ss_record *rec, picture *p,
             unsigned char *shade)
{
  char what[160], caption[400];
  ss_grid shown;
  if (shown_of (&rec->grid, p, &shown, shade))
    return -1;
  snprintf (what, sizeof what, "%s (%s): %s%s", p->c->name[p->run],
            p->probe ? "up+probe" : "up", p->c->result[p->run][p->probe],
            p->c->runs > 1 ? "; shaded: the encodings differ, orange: "
                             "struck by another" : "");
  cli_svg_caption (caption, sizeof caption, rec, what);
  ss_svg_opts o = ss_svg_defaults ();
  o.puzzle = &rec->grid;
  o.alphabet = p->a;
  o.title = caption;
  o.highlight = shade;
  o.mark = mark, o.mark_fill = fill, o.mark_ctx = p;
  cli_svg_add_opts (svg, &shown, &o);
  ss_grid_free (&shown);
  return 0;
}

int
cli_cells_svg (cli_svg *svg, const ss_record *rec, const ss_alphabet *a,
               const cli_cells *c)
{
  int n = rec->grid.n, bad = 0;
  unsigned char *shade = malloc ((size_t) (n * n));
  picture p = { c, a, n, 0, 0 };
  for (p.run = 0; shade && !bad && p.run < c->runs; p.run++)
    for (p.probe = 0; !bad && p.probe < 2 && c->keep[p.run][p.probe];
         p.probe++)
      bad = one_picture (svg, rec, &p, shade);
  bad |= !shade;
  free (shade);
  return bad ? -1 : 0;
}
