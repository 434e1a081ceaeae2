/* variant_same.h -- what the variant harnesses share: a variant grid as
 * one canonical string, and writing it back in each form to read again.
 *
 * Model: two grids hold the same puzzle when their digits, regions and
 * constraints (kind, parameters, clue, split, cells in order; a parity or
 * an extreme split per cell, since f-puzzles writes those per cell) are
 * the same, constraints compared as a sorted list.  A harness writes a
 * grid it read in a form, reads that back as exactly one record, and
 * checks the canonical strings are equal.
 */
#ifndef SS_FUZZ_VARIANT_SAME_H
#define SS_FUZZ_VARIANT_SAME_H

#include "fuzz.h"

#include "../../core/fpuzzles/fpuzzles.h"
#include "../../core/model.h"
#include "../../core/model_text.h"
#include "../../core/reader.h"

static int
vs_by_string (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* One constraint (or one cell of it) as a line. */
static char *
vs_con (const ss_con *c, int from, int to)
{
  char *s = 0;
  size_t len = 0;
  FILE *m = open_memstream (&s, &len);
  FUZZ_CHECK (m, "out of memory");
  fprintf (m, "%d split %d clue %d,%d vals", c->kind, c->split, c->clue_r,
           c->clue_c);
  for (int v = 0; v < c->nvals; v++)
    fprintf (m, " %d", c->val[v]);
  fputs (" cells", m);
  for (int j = from; j < to; j++)
    fprintf (m, " %d", c->cell[j]);
  fclose (m);
  return s;
}

/* The grid's puzzle as one malloc'd string. */
static char *
vs_canonical (const ss_grid *g)
{
  const ss_model *m = g->model;
  int total = 0, count = 0;
  for (int i = 0; m && i < m->ncons; i++)
    total += m->con[i].kind == SS_KIND_PARITY
             || m->con[i].kind == SS_KIND_EXTREME ? m->con[i].ncells : 1;
  char **lines = calloc ((size_t) total + 1, sizeof *lines), *out = 0;
  size_t len = 0;
  FILE *o = open_memstream (&out, &len);
  FUZZ_CHECK (lines && o, "out of memory");
  for (int i = 0; m && i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      int per_cell = c->kind == SS_KIND_PARITY || c->kind == SS_KIND_EXTREME;
      for (int k = 0; k < (per_cell ? c->ncells : 1); k++)
        lines[count++] = per_cell ? vs_con (c, k, k + 1)
                                  : vs_con (c, 0, c->ncells);
    }
  qsort (lines, (size_t) count, sizeof *lines, vs_by_string);
  fprintf (o, "%dx%d\n", g->box_rows, g->box_cols);
  for (int i = 0; i < count; i++)
    fprintf (o, "%s\n", lines[i]), free (lines[i]);
  int seen[SS_MAX_N], nseen = 0; /* regions numbered as they appear */
  for (int i = 0; i < g->n * g->n; i++)
    {
      int k = 0, id = m ? m->region[i] : -1;
      while (k < nseen && seen[k] != id)
        k++;
      if (k == nseen && nseen < SS_MAX_N)
        seen[nseen++] = id;
      fprintf (o, "%d:%d ", k, g->cell[i]);
    }
  fclose (o);
  free (lines);
  return out;
}

typedef int vs_writer (FILE *, const ss_grid *);

static int
vs_write_text (FILE *out, const ss_grid *g)
{
  ss_alphabet a;
  ss_alphabet_default (&a);
  ss_model_text_write (out, g, &a, '.');
  return 0;
}

static int
vs_write_json (FILE *out, const ss_grid *g)
{
  ss_error err;
  return ss_fpuzzles_write_json (out, g, 0, &err);
}

static int
vs_write_string (FILE *out, const ss_grid *g)
{
  ss_error err;
  return ss_fpuzzles_write_string (out, g, 0, &err);
}

/* g written by write and read back (with g's box) is one record holding
 * the same puzzle; the text it was written as is kept in *text when text
 * is not 0.  Returns 0 when write refuses g (f-puzzles' sides). */
static int
vs_read_back (const ss_grid *g, vs_writer *write, const char *form,
              char **text)
{
  char *buf = 0;
  size_t size = 0;
  FILE *out = open_memstream (&buf, &size);
  FUZZ_CHECK (out, "out of memory");
  int rc = write (out, g);
  fputc ('\n', out);
  fclose (out);
  if (rc < 0)
    return free (buf), 0;
  ss_read_opts o = { g->box_rows, g->box_cols, 0 };
  FILE *in = fmemopen (buf, size, "r");
  ss_reader *r = in ? ss_reader_new (in, "again", &o) : 0;
  ss_record rec = { 0 };
  FUZZ_CHECK (r, "out of memory");
  FUZZ_CHECK (ss_reader_next (r, &rec) == 1 && rec.ok, "the %s form does "
              "not read back: %s\n%s", form, rec.err.msg, buf);
  char *a = vs_canonical (g), *b = vs_canonical (&rec.grid);
  FUZZ_CHECK (!strcmp (a, b), "the %s form reads back as another puzzle:\n"
              "%s\nwas\n%s\nis\n%s", form, buf, a, b);
  FUZZ_CHECK (ss_reader_next (r, &rec) == 0, "the %s form reads back as "
              "more than one record:\n%s", form, buf);
  free (a), free (b);
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (in);
  if (text)
    *text = buf;
  else
    free (buf);
  return 1;
}

/* Every form: the text form; f-puzzles JSON, written again identically
 * from what it reads back as; the compressed string. */
static void
vs_every_form (const ss_grid *g)
{
  char *json = 0, *again = 0;
  vs_read_back (g, vs_write_text, "text", 0);
  if (!vs_read_back (g, vs_write_json, "f-puzzles JSON", &json))
    return;
  vs_read_back (g, vs_write_string, "f-puzzles string", 0);
  ss_grid h;
  ss_error err;
  FUZZ_CHECK (ss_parse_text (json, 0, &h, &err) == 0, "%s", err.msg);
  vs_read_back (&h, vs_write_json, "f-puzzles JSON (again)", &again);
  FUZZ_CHECK (!strcmp (json, again), "f-puzzles JSON is not written the "
              "same twice:\n%s%s", json, again);
  ss_grid_free (&h);
  free (json);
  free (again);
}

#endif
