/* write.c -- a grid and its model as an f-puzzles object, or as the
 * compressed string of a link (see fpuzzles.h).
 *
 * The object is written on one line: "size", the metadata, "grid" (given
 * digits with "given": true, a solution's other digits without it,
 * "region" on every cell when the regions are not f-puzzles' default
 * boxes, and a cell's given pencil marks), then every rule key of the table in the table's order, each
 * with the entries of the constraints it holds, and "solution" for a
 * complete grid.  Drawings the puzzle was read with are not written:
 * they were never part of the model.  Every constraint has a key (the
 * writer checks that first, so nothing is dropped on the way out).
 */
#include "fpuzzles.h"

#include <stdlib.h>
#include <string.h>

#include "../kinds.h"
#include "../model.h"
#include "keys.h"
#include "lzstring.h"

/* ---- pieces ------------------------------------------------------------- */

/* A JSON string; UTF-8 passes through, control characters are
 * escaped. */
static void
put_string (FILE *out, const char *s)
{
  putc ('"', out);
  for (; *s; s++)
    {
      unsigned char c = (unsigned char) *s;
      if (c == '"' || c == '\\')
        fprintf (out, "\\%c", c);
      else if (c < 0x20)
        fprintf (out, "\\u%04x", c);
      else
        putc (c, out);
    }
  putc ('"', out);
}

static void
put_cell (FILE *out, int n, int cell)
{
  fprintf (out, "\"R%dC%d\"", cell / n + 1, cell % n + 1);
}

static void
put_cells (FILE *out, int n, const int *cell, int count)
{
  putc ('[', out);
  for (int i = 0; i < count; i++)
    {
      if (i)
        putc (',', out);
      put_cell (out, n, cell[i]);
    }
  putc (']', out);
}

static void
put_value (FILE *out, int v)
{
  fprintf (out, ",\"value\":\"%d\"", v);
}

/* ---- which key writes a constraint -------------------------------------- */

static int
is_rule (const fp_key *row)
{
  return row->kind > 0;
}

static int
row_takes (const fp_key *row, const ss_con *c)
{
  return is_rule (row) && row->kind == c->kind
         && (row->fixed == SS_NO_PARAM
             || (c->nvals > 0 && c->val[0] == row->fixed));
}

static const fp_key *
row_of (const ss_con *c)
{
  const fp_key *row;
  for (int i = 0; (row = ss_fp_key_row (i)); i++)
    if (row_takes (row, c))
      return row;
  return 0;
}

const char *
ss_fpuzzles_key_of (int kind, int param)
{
  int val[1] = { param };
  ss_con c = { kind, 0, 0, 0, 1, val, -1, -1, 0, 0, 0, 0 };
  const fp_key *row = row_of (&c);
  if (kind == SS_KIND_MULTIKILLER)
    return "cage"; /* as a digital-root cage, when it is one */
  return row ? row->name : 0;
}

/* The parameter after the one the key fixes, or SS_NO_PARAM. */
static int
own_param (const fp_key *row, const ss_con *c)
{
  int i = row->fixed != SS_NO_PARAM;
  return c->nvals > i ? c->val[i] : SS_NO_PARAM;
}

/* ---- entries ------------------------------------------------------------ */

static void
entry_pair (FILE *out, int n, const fp_key *row, const ss_con *c)
{
  int v = own_param (row, c);
  fputs ("{\"cells\":", out);
  put_cells (out, n, c->cell, c->ncells);
  if (c->kind == SS_KIND_XV)
    fprintf (out, ",\"value\":\"%s\"", v == 10 ? "X" : "V");
  else if (v != SS_NO_PARAM && v != row->dflt)
    put_value (out, v);
  putc ('}', out);
}

static void
entry_lines (FILE *out, int n, const fp_key *row, const ss_con *c)
{
  int v = own_param (row, c);
  fputs ("{\"lines\":[", out);
  put_cells (out, n, c->cell, c->ncells);
  putc (']', out);
  if (v != SS_NO_PARAM)
    put_value (out, v);
  putc ('}', out);
}

/* A clue outside the grid; a little killer lists its diagonal and
 * direction too. */
static void
entry_clue (FILE *out, int n, const ss_con *c)
{
  static const char *const dirs[] = { "DR", "DL", "UR", "UL" };
  fprintf (out, "{\"cell\":\"R%dC%d\"", c->clue_r, c->clue_c);
  if (c->kind == SS_KIND_LITTLEKILLER)
    {
      fputs (",\"cells\":", out);
      put_cells (out, n, c->cell, c->ncells);
      if (c->val[1] >= 0 && c->val[1] < 4)
        fprintf (out, ",\"direction\":\"%s\"", dirs[c->val[1]]);
    }
  put_value (out, c->val[0]);
  putc ('}', out);
}

/* An arrow's line starts at the circle cell nearest its shaft; the
 * circle is written in its own order, the order its digits read in. */
static void
entry_arrow (FILE *out, int n, const ss_con *c)
{
  int first = c->cell[c->split], best = c->cell[0], far = 1 << 30;
  for (int i = 0; i < c->split; i++)
    {
      int d = abs (c->cell[i] / n - first / n) + abs (c->cell[i] % n
                                                       - first % n);
      if (d < far)
        far = d, best = c->cell[i];
    }
  fputs ("{\"cells\":", out);
  put_cells (out, n, c->cell, c->split);
  fputs (",\"lines\":[[", out);
  put_cell (out, n, best);
  for (int i = c->split; i < c->ncells; i++)
    putc (',', out), put_cell (out, n, c->cell[i]);
  fputs ("]]}", out);
}

static void
entry_quad (FILE *out, int n, const ss_con *c)
{
  fputs ("{\"cells\":", out);
  put_cells (out, n, c->cell, c->ncells);
  fputs (",\"values\":[", out);
  for (int i = 0; i < c->nvals; i++)
    fprintf (out, "%s%d", i ? "," : "", c->val[i]);
  fputs ("]}", out);
}

/* The entries one constraint makes (a parity or extreme: one per
 * cell). */
static void
entries (FILE *out, int n, const fp_key *row, const ss_con *c, int *first)
{
  for (int i = 0; i < (row->shape == FP_CELL ? c->ncells : 1); i++)
    {
      fputs (*first ? "" : ",", out);
      *first = 0;
      switch (row->shape)
        {
        case FP_CELL:
          fputs ("{\"cell\":", out), put_cell (out, n, c->cell[i]);
          putc ('}', out);
          break;
        case FP_PAIR:
        case FP_CELLS: entry_pair (out, n, row, c); break;
        case FP_LINES: entry_lines (out, n, row, c); break;
        case FP_CLUE:
        case FP_LITTLE: entry_clue (out, n, c); break;
        case FP_ARROW: entry_arrow (out, n, c); break;
        case FP_CLONE:
          fputs ("{\"cells\":", out);
          put_cells (out, n, c->cell, c->split);
          fputs (",\"cloneCells\":", out);
          put_cells (out, n, c->cell + c->split, c->ncells - c->split);
          putc ('}', out);
          break;
        case FP_QUAD: entry_quad (out, n, c); break;
        default: break;
        }
    }
}

/* ---- keys --------------------------------------------------------------- */

static void
write_negative (FILE *out, const ss_model *m)
{
  static const char *const names[] = { "difference", "ratio", "xv" };
  int first = 1;
  for (int f = 0; f < 3; f++)
    for (int i = 0; i < m->ncons; i++)
      if (m->con[i].kind == SS_KIND_NEGATIVE && m->con[i].val[0] == f)
        {
          fprintf (out, "%s\"%s\"", first ? ",\"negative\":[" : ",",
                   names[f]);
          first = 0;
          break;
        }
  if (!first)
    putc (']', out);
}

static void
write_key (FILE *out, const ss_model *m, const fp_key *row)
{
  int first = 1, any = 0;
  for (int i = 0; i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      if (row_of (c) != row)
        continue;
      if (row->shape == FP_BOOL && !any)
        fprintf (out, ",\"%s\":true", row->name);
      if (row->shape != FP_BOOL)
        {
          if (!any)
            fprintf (out, ",\"%s\":[", row->name);
          entries (out, m->n, row, c, &first);
        }
      any = 1;
    }
  if (any && row->shape != FP_BOOL)
    putc (']', out);
}

/* Cages of several totals, each a digital-root cage (writable checked
 * that each is one). */
static void
write_dr_cages (FILE *out, const ss_model *m)
{
  int first = 1;
  for (int i = 0; i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      if (c->kind != SS_KIND_MULTIKILLER)
        continue;
      fputs (first ? ",\"cage\":[{\"cells\":" : ",{\"cells\":", out);
      put_cells (out, m->n, c->cell, c->ncells);
      fprintf (out, ",\"value\":\"DR%d\"}", ss_fp_dr_root (m->n, c));
      first = 0;
    }
  if (!first)
    putc (']', out);
}

static void
write_rules (FILE *out, const ss_model *m)
{
  const fp_key *row;
  for (int i = 0; (row = ss_fp_key_row (i)); i++)
    if (row->shape == FP_NEGATIVE)
      write_negative (out, m);
    else if (is_rule (row) && row->shape != FP_IN_CELL)
      write_key (out, m, row);
  write_dr_cages (out, m);
}

/* ---- the grid ----------------------------------------------------------- */

/* The regions to write: 0 when they are f-puzzles' default boxes. */
static int
regions_differ (const ss_grid *g, int *region)
{
  int R, C, n = g->n, differ = 0;
  ss_default_box (n, &R, &C);
  ss_grid boxes = { R, C, n, 0, 0 };
  for (int i = 0; i < n * n; i++)
    {
      region[i] = g->model ? g->model->region[i]
                           : ss_box_of (g, i / n, i % n);
      differ |= region[i] != ss_box_of (&boxes, i / n, i % n);
    }
  return differ;
}

/* The given pencil marks of cell i, as a cell's member. */
static void
write_marks (FILE *out, const ss_model *m, int i, int comma)
{
  for (int k = 0; m && k < m->ncons; k++)
    {
      const ss_con *c = &m->con[k];
      if (c->kind != SS_KIND_PENCILMARKS || c->cell[0] != i)
        continue;
      fputs (comma ? ",\"givenPencilMarks\":[" : "\"givenPencilMarks\":[",
             out);
      for (int v = 0; v < c->nvals; v++)
        fprintf (out, "%s%d", v ? "," : "", c->val[v]);
      putc (']', out);
      return; /* writable () let one through per cell */
    }
}

static void
write_grid (FILE *out, const ss_grid *g, const ss_grid *filled)
{
  int n = g->n, region[SS_FP_MAX_N * SS_FP_MAX_N];
  int own = regions_differ (g, region);
  fputs (",\"grid\":[", out);
  for (int i = 0; i < n * n; i++)
    {
      int v = g->cell[i], f = filled ? filled->cell[i] : 0;
      fputs (i % n ? "," : i ? "],[" : "[", out);
      putc ('{', out);
      if (v)
        fprintf (out, "\"value\":%d,\"given\":true", v);
      else if (f)
        fprintf (out, "\"value\":%d", f);
      if (own && region[i] == SS_NO_REGION) /* a cell in no region */
        fprintf (out, "%s\"region\":null", v || f ? "," : "");
      else if (own)
        fprintf (out, "%s\"region\":%d", v || f ? "," : "", region[i]);
      write_marks (out, g->model, i, v || f || own);
      putc ('}', out);
    }
  fputs ("]]", out);
}

static void
write_solution (FILE *out, const ss_grid *filled)
{
  int n = filled->n;
  for (int i = 0; i < n * n; i++)
    if (!filled->cell[i])
      return;
  fputs (",\"solution\":[", out);
  for (int i = 0; i < n * n; i++)
    fprintf (out, "%s%d", i ? "," : "", filled->cell[i]);
  putc (']', out);
}

/* f-puzzles holds one list of given pencil marks per cell, and its
 * solver does not read one on a given digit. */
static int
marks_writable (const ss_grid *g, const ss_con *c, ss_error *err)
{
  const ss_model *m = g->model;
  int at = c->cell[0], r = at / g->n + 1, col = at % g->n + 1;
  if (c->kind != SS_KIND_PENCILMARKS)
    return 0;
  if (g->cell[at])
    return ss_error_set (err, c->line, c->col, "f-puzzles does not read "
                         "given pencil marks on a given digit (r%dc%d)", r,
                         col), -1;
  for (const ss_con *o = m->con; o < c; o++)
    if (o->kind == SS_KIND_PENCILMARKS && o->cell[0] == at)
      return ss_error_set (err, c->line, c->col, "f-puzzles holds one list "
                           "of given pencil marks per cell, and r%dc%d has "
                           "two", r, col), -1;
  return 0;
}

/* f-puzzles holds a cage of several totals only as a digital-root
 * cage. */
static int
dr_writable (int n, const ss_con *c, ss_error *err)
{
  char list[96] = "";
  size_t at = 0;
  if (ss_fp_dr_root (n, c))
    return 0;
  for (int i = 0; i < c->nvals && at < sizeof list - 16; i++)
    at += (size_t) snprintf (list + at, sizeof list - at, "%s%d",
                             i ? ", " : "", c->val[i]);
  return ss_error_set (err, c->line, c->col, "f-puzzles holds a cage of "
                       "several totals only as a digital-root cage "
                       "(\"DR<n>\"), and totals %s%s on %d cells are not "
                       "one", list, at >= sizeof list - 16 ? ", ..." : "",
                       c->ncells), -1;
}

static int
writable (const ss_grid *g, ss_error *err)
{
  const ss_model *m = g->model;
  if (g->n < SS_FP_MIN_N || g->n > SS_FP_MAX_N)
    return ss_error_set (err, 0, 0, "f-puzzles holds sides %d to %d, not "
                         "%d", SS_FP_MIN_N, SS_FP_MAX_N, g->n), -1;
  for (int i = 0; m && i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      if (c->kind == SS_KIND_MULTIKILLER)
        {
          if (dr_writable (g->n, c, err) < 0)
            return -1;
          continue;
        }
      if (!row_of (c))
        return ss_error_set (err, 0, 0, "f-puzzles has no key for this %s "
                             "constraint", ss_kind_name (c->kind)), -1;
      if (marks_writable (g, c, err) < 0)
        return -1;
    }
  return 0;
}

int
ss_fpuzzles_write_json (FILE *out, const ss_grid *g, const ss_grid *filled,
                        ss_error *err)
{
  const ss_model *m = g->model;
  if (writable (g, err) < 0)
    return -1;
  fprintf (out, "{\"size\":%d", g->n);
  /* An empty one is left out, as the reader leaves it out. */
  if (m && m->title && *m->title)
    fputs (",\"title\":", out), put_string (out, m->title);
  if (m && m->author && *m->author)
    fputs (",\"author\":", out), put_string (out, m->author);
  if (m && m->rules && *m->rules)
    fputs (",\"ruleset\":", out), put_string (out, m->rules);
  write_grid (out, g, filled);
  if (m)
    write_rules (out, m);
  if (filled)
    write_solution (out, filled);
  putc ('}', out);
  return 0;
}

int
ss_fpuzzles_write_string (FILE *out, const ss_grid *g, const ss_grid *filled,
                          ss_error *err)
{
  char *json = 0, *s = 0;
  size_t len = 0;
  FILE *mem = open_memstream (&json, &len);
  int rc = mem ? ss_fpuzzles_write_json (mem, g, filled, err) : -1;
  if (mem)
    fclose (mem);
  if (!mem)
    ss_error_set (err, 0, 0, "out of memory");
  if (rc == 0 && !(s = ss_lz_compress_base64 (json, len)))
    rc = -1, ss_error_set (err, 0, 0, "out of memory");
  if (rc == 0)
    fputs (s, out);
  free (s);
  free (json);
  return rc;
}
