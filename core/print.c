/* print.c -- line, block and JSON writers (see print.h). */
#include "print.h"

#include <string.h>

#include "model.h"

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

void
ss_write_block (FILE *out, const ss_grid *g, const ss_alphabet *a,
                char blank)
{
  int spell = ss_spellable (g, a);
  int width = spell ? 1 : g->n >= 100 ? 3 : g->n >= 10 ? 2 : 1;
  int gap = spell ? 0 : 1;
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
 * irregular regions), in the order of kinds.h. */
static void
write_kinds (FILE *out, const ss_model *m)
{
  int first = 1;
  fputs (",\"kinds\":[", out);
  for (int k = 0; k < SS_KIND_COUNT; k++)
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
