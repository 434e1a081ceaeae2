/* picture.c -- the variables of a grid as a picture (see picture.h). */
#include "picture.h"

#include <stdlib.h>

#include "../core/svg.h"

static const char *
var_mark (void *ctx, int cell, int d, char *buf, size_t len)
{
  const ss_varmap *m = ctx;
  int n = m->givens.n;
  long v = ss_varmap_var (m, cell / n, cell % n, d);
  if (!v)
    return 0;
  snprintf (buf, len, "%ld", v);
  return buf;
}

static int
draw (FILE *out, const ss_varmap *m, const ss_encode_opts *o)
{
  const ss_grid *p = &m->givens;
  int n = p->n, cells = n * n;
  char title[200];
  ss_grid empty;
  unsigned char *shade = malloc ((size_t) cells);
  if (!shade || ss_grid_init (&empty, p->box_rows, p->box_cols))
    return free (shade), -1;
  for (int i = 0; i < cells; i++)
    shade[i] = p->cell[i] != 0;
  snprintf (title, sizeof title, "x(r,c,d) is v = (r*%d + c)*%d + d "
            "(%s encoding); shaded: givens", n, n,
            ss_encoding_name (o->encoding));
  ss_svg_opts so = ss_svg_defaults ();
  so.highlight = shade;
  so.mark = var_mark, so.mark_ctx = (void *) m, so.marks_everywhere = 1;
  so.title = title;
  so.cell_px = n <= 4 ? 80 : n <= 9 ? 72 : 104;
  int got = ss_svg_write (out, &empty, &so);
  ss_grid_free (&empty);
  free (shade);
  return got;
}

int
ss_explain_picture (FILE *out, const ss_grid *puzzle,
                    const ss_encode_opts *o, ss_error *err)
{
  ss_varmap m;
  if (puzzle->n > SS_PICTURE_MAX_N)
    return ss_error_set (err, 0, 0, "--picture draws grids up to %dx%d, "
                         "not %dx%d", SS_PICTURE_MAX_N, SS_PICTURE_MAX_N,
                         puzzle->n, puzzle->n), -1;
  if (ss_varmap_init (&m, puzzle, ss_encoding_reduced (o->encoding)))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  int got = draw (out, &m, o);
  ss_varmap_free (&m);
  if (got)
    ss_error_set (err, 0, 0, "out of memory or a write error");
  return got;
}
