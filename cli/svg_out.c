/* svg_out.c -- many grids in one SVG document (see svg_out.h). */
#include "svg_out.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/svg.h"

int
cli_svg_open (cli_svg *s)
{
  memset (s, 0, sizeof *s);
  s->body = open_memstream (&s->text, &s->len);
  return s->body ? 0 : -1;
}

void
cli_svg_add (cli_svg *s, const ss_grid *shown, const ss_grid *puzzle,
             const ss_alphabet *a, const char *caption)
{
  cli_svg_add_marked (s, shown, puzzle, a, caption, 0);
}

void
cli_svg_add_marked (cli_svg *s, const ss_grid *shown, const ss_grid *puzzle,
                    const ss_alphabet *a, const char *caption,
                    const unsigned char *marked)
{
  ss_svg_opts o = ss_svg_defaults ();
  o.highlight = marked;
  o.puzzle = puzzle;
  o.alphabet = a;
  o.title = caption;
  cli_svg_add_opts (s, shown, &o);
}

void
cli_svg_add_opts (cli_svg *s, const ss_grid *shown, const ss_svg_opts *o)
{
  int w, h;
  ss_svg_size (shown, o, &w, &h);
  ss_svg_grid (s->body, shown, o, 0, s->height);
  s->height += h;
  s->width = w > s->width ? w : s->width;
}

void
cli_svg_caption (char *buf, size_t len, const ss_record *rec,
                 const char *status)
{
  const ss_model *m = rec->grid.model;
  if (m && m->title)
    snprintf (buf, len, "%s: %s", m->title, status);
  else
    snprintf (buf, len, "record %ld: %s", rec->index, status);
}

int
cli_svg_close (cli_svg *s, FILE *out)
{
  int bad = fclose (s->body) != 0;
  ss_svg_begin (out, s->width ? s->width : 1, s->height ? s->height : 1);
  if (s->text)
    fwrite (s->text, 1, s->len, out);
  ss_svg_end (out);
  free (s->text);
  return bad || ferror (out) ? -1 : 0;
}
