/* print.c -- line, block and JSON writers (see print.h). */
#include "print.h"

#include <string.h>

#include "model.h"

/* The most symbols a block row can have (the default alphabet's 35): a
 * line of k = N*N symbols with k at most this may be a block's first row,
 * which for prime N the reader takes it to be. */
#define ROW_MAX_SYMBOLS 35

static int
is_prime (int n)
{
  for (int k = 2; k * k <= n; k++)
    if (n % k == 0)
      return 0;
  return n > 1;
}

int
ss_line_needs_box (const ss_grid *g)
{
  int R, C;
  ss_default_box (g->n, &R, &C);
  return g->n == 1 || R != g->box_rows
         || (is_prime (g->n) && g->n * g->n <= ROW_MAX_SYMBOLS);
}

void
ss_write_box_mark (FILE *out, const ss_grid *g)
{
  if (ss_line_needs_box (g))
    fprintf (out, " box=%dx%d", g->box_rows, g->box_cols);
}

int
ss_spellable (const ss_grid *g, const ss_alphabet *a)
{
  return g->n <= a->size;
}

static void
write_cell (FILE *out, const ss_grid *g, const ss_alphabet *a, char blank,
            int i, int width)
{
  int v = g->cell[i];
  if (ss_spellable (g, a))
    putc (v ? a->symbol[v] : blank, out);
  else
    fprintf (out, "%*d", width, v);
}

void
ss_write_line (FILE *out, const ss_grid *g, const ss_alphabet *a, char blank)
{
  int spell = ss_spellable (g, a);
  for (int i = 0; i < g->n * g->n; i++)
    {
      if (!spell && i)
        putc (' ', out);
      write_cell (out, g, a, blank, i, 1);
    }
}

/* "---+---+---" sized to the row it sits under. */
static void
write_rule (FILE *out, const ss_grid *g, int cell_width)
{
  for (int c = 0; c < g->n; c++)
    {
      if (c && c % g->box_cols == 0)
        fputs (cell_width > 1 ? "-+-" : "+", out);
      for (int k = 0; k < cell_width; k++)
        putc ('-', out);
    }
  putc ('\n', out);
}

/* A grid with irregular regions: its boxes mean nothing, so no box
 * rules; a '|' stands between two cells of a row in different regions
 * (the reader takes any '|' as a separator, so the block reads back; the
 * text form's "regions" lines give the whole map). */
static void
write_regions_block (FILE *out, const ss_grid *g, const ss_alphabet *a,
                     char blank, int width, int gap)
{
  const uint8_t *region = g->model->region;
  for (int r = 0; r < g->n; r++)
    {
      for (int c = 0; c < g->n; c++)
        {
          int i = r * g->n + c;
          if (c && region[i - 1] != region[i])
            fputs (gap ? " |" : "|", out);
          if (gap && c)
            putc (' ', out);
          write_cell (out, g, a, blank, i, width);
        }
      putc ('\n', out);
    }
}

void
ss_write_block (FILE *out, const ss_grid *g, const ss_alphabet *a,
                char blank)
{
  int spell = ss_spellable (g, a);
  int width = spell ? 1 : g->n >= 100 ? 3 : g->n >= 10 ? 2 : 1;
  int gap = spell ? 0 : 1;
  if (g->model && g->model->irregular)
    {
      write_regions_block (out, g, a, blank, width, gap);
      return;
    }
  for (int r = 0; r < g->n; r++)
    {
      if (r && r % g->box_rows == 0)
        write_rule (out, g, width + gap);
      for (int c = 0; c < g->n; c++)
        {
          if (c && c % g->box_cols == 0)
            fputs (gap ? " |" : "|", out);
          if (gap && c)
            putc (' ', out);
          write_cell (out, g, a, blank, r * g->n + c, width);
        }
      putc ('\n', out);
    }
}

void
ss_write_json_string (FILE *out, const char *s)
{
  putc ('"', out);
  for (; *s; s++)
    {
      unsigned char c = (unsigned char) *s;
      if (c == '"' || c == '\\')
        fprintf (out, "\\%c", c);
      else if (c < 0x20 || c >= 0x7f)
        fprintf (out, "\\u%04x", c);
      else
        putc (c, out);
    }
  putc ('"', out);
}

/* A variant grid's rules: the names of its kinds ("regions" for
 * irregular regions), in the order of kinds.h ("noregion" last, for
 * cells in no region). */
static void
write_kinds (FILE *out, const ss_model *m)
{
  int first = 1;
  fputs (",\"kinds\":[", out);
  for (int k = 0; k <= SS_KIND_NOREGION; k++)
    if (m->kinds & SS_KIND_BIT (k))
      {
        fprintf (out, "%s\"%s\"", first ? "" : ",", ss_kind_name (k));
        first = 0;
      }
  fputc (']', out);
}

void
ss_write_json_read_as (FILE *out, const ss_grid *g, const ss_alphabet *a,
                       int tokens)
{
  fprintf (out, "\"box\":\"%dx%d\",\"alphabet\":", g->box_rows,
           g->box_cols);
  if (tokens || !a || g->n > a->size)
    fprintf (out, "\"1..%d\"", g->n);
  else
    {
      char symbols[SS_MAX_N + 1];
      memcpy (symbols, a->symbol + 1, (size_t) g->n);
      symbols[g->n] = 0;
      ss_write_json_string (out, symbols);
    }
  if (g->model)
    write_kinds (out, g->model);
}
