/* fuzz_draw.c -- the pictures of variant puzzles (core/draw/, core/svg.c):
 * every record the reader accepts (the text form and f-puzzles alike) is
 * drawn.
 *
 * Oracles: the document is written without error and is whole (it ends
 * with </svg>, every group it opens is closed, no coordinate is "nan" or
 * "inf"); its width and height are the ones ss_svg_size promised; and
 * every kind of rule the puzzle has is named in the legend under the
 * grid, whatever the picture's width, since a global rule has no other
 * picture.
 */
#include "fuzz.h"

#include "../../core/draw/draw.h"
#include "../../core/model.h"
#include "../../core/reader.h"
#include "../../core/svg.h"

static long
count (const char *text, const char *what)
{
  long k = 0;
  for (const char *s = strstr (text, what); s; s = strstr (s + 1, what))
    k++;
  return k;
}

static void
check_document (const char *text, const ss_grid *g, const ss_svg_opts *o)
{
  int w, h;
  char head[128];
  ss_svg_size (g, o, &w, &h);
  snprintf (head, sizeof head, "width=\"%d\" height=\"%d\"", w, h);
  FUZZ_CHECK (strstr (text, head), "the document is not %dx%d", w, h);
  size_t len = strlen (text);
  FUZZ_CHECK (len > 7 && !strcmp (text + len - 7, "</svg>\n"),
              "the document does not end with </svg>");
  FUZZ_CHECK (count (text, "<g") == count (text, "</g>"), "%ld groups "
              "opened, %ld closed", count (text, "<g"), count (text, "</g>"));
  FUZZ_CHECK (!strstr (text, "nan") && !strstr (text, "inf"), "a number "
              "that is not one");
}

/* The legend at this width, its wrapped lines joined back into one text
 * (a continuation line starts with two spaces). */
static void
joined (const ss_legend *l, char *text)
{
  text[0] = 0;
  for (int i = 0; i < l->count; i++)
    {
      int more = l->line[i][0] == ' ';
      if (i)
        strcat (text, more ? " " : "\n");
      strcat (text, l->line[i] + (more ? 2 : 0));
    }
}

/* Each kind's legend lines are in the legend at this width. */
static void
check_legend (const ss_model *m, int width)
{
  static ss_legend all, own;
  static char text[SS_LEGEND_LINES * SS_LEGEND_LEN];
  ss_draw_legend (m, width, &all);
  FUZZ_CHECK (all.count < SS_LEGEND_LINES, "the legend is full");
  joined (&all, text);
  for (int k = 1; k < SS_KIND_COUNT; k++)
    {
      if (!(m->kinds & SS_KIND_BIT (k)))
        continue;
      ss_draw_legend_kind (m, k, &own);
      FUZZ_CHECK (own.count > 0, "%s has no legend line", ss_kind_name (k));
      for (int i = 0; i < own.count; i++)
        FUZZ_CHECK (strstr (text, own.line[i]), "'%s' is not in the legend "
                    "at width %d", own.line[i], width);
    }
}

static void
draw (const ss_grid *g)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_svg_opts o = ss_svg_defaults ();
  o.title = "fuzz";
  if (!m)
    return;
  FUZZ_CHECK (ss_svg_write (m, g, &o) == 0, "the picture was not written");
  fclose (m);
  check_document (text, g, &o);
  free (text);
  check_legend (g->model, 100);
  check_legend (g->model, 2000);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  FILE *f = fuzz_stream (data, size);
  ss_reader *r = f ? ss_reader_new (f, "fuzz", 0) : 0;
  ss_record rec = { 0 };
  if (!r)
    {
      if (f)
        fclose (f);
      return 0;
    }
  while (ss_reader_next (r, &rec) == 1)
    if (rec.ok && rec.grid.model && rec.grid.n <= 36)
      draw (&rec.grid);
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
  return 0;
}
