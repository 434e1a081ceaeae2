/* shown.c -- the solutions solve --limit K shows (see shown.h). */
#include "shown.h"

#include <stdlib.h>
#include <string.h>

#include "../core/print.h"

void
cli_shown_init (cli_shown *s, const ss_grid *puzzle, uint64_t most)
{
  memset (s, 0, sizeof *s);
  s->puzzle = puzzle;
  s->most = most;
}

static size_t
area (const cli_shown *s)
{
  return (size_t) s->puzzle->n * s->puzzle->n;
}

/* Kept already?  A solver must not report a solution twice. */
static int
kept (const cli_shown *s, const uint8_t *cells)
{
  for (uint64_t k = 0; k < s->count; k++)
    if (!memcmp (s->cells + k * area (s), cells, area (s)))
      return 1;
  return 0;
}

void
cli_shown_keep (void *ctx, const ss_grid *g, uint64_t index)
{
  cli_shown *s = ctx;
  (void) index;
  if (kept (s, g->cell))
    {
      s->repeats++;
      return;
    }
  if (s->count >= s->most || s->failed)
    return;
  uint8_t *more = realloc (s->cells, (s->count + 1) * area (s));
  if (!more)
    {
      s->failed = 1;
      return;
    }
  s->cells = more;
  memcpy (s->cells + s->count++ * area (s), g->cell, area (s));
}

void
cli_shown_free (cli_shown *s)
{
  free (s->cells);
  s->cells = 0;
  s->count = 0;
}

int
cli_shown_grid (const cli_shown *s, uint64_t k, ss_grid *out)
{
  if (ss_grid_copy (out, s->puzzle) < 0)
    return -1;
  memcpy (out->cell, s->cells + k * area (s), area (s));
  return 0;
}

int
cli_shown_differ (const cli_shown *s, unsigned char *differ)
{
  int count = 0;
  for (size_t i = 0; i < area (s); i++)
    {
      differ[i] = 0;
      for (uint64_t k = 1; k < s->count && !differ[i]; k++)
        differ[i] = s->cells[k * area (s) + i] != s->cells[i];
      count += differ[i];
    }
  return count;
}

void
cli_shown_cells (FILE *out, int n, const unsigned char *differ,
                 const char *sep)
{
  int first = 1;
  for (int i = 0; i < n * n; i++)
    if (differ[i])
      fprintf (out, "%sr%dc%d", first ? "" : sep, i / n + 1, i % n + 1),
        first = 0;
}

/* Solution k in the line form, no box mark. */
static void
write_one (FILE *out, const cli_shown *s, uint64_t k, const ss_alphabet *a,
           char blank)
{
  ss_grid view = *s->puzzle;
  view.cell = s->cells + k * area (s);
  ss_write_line (out, &view, a, blank);
}

void
cli_shown_json (FILE *out, const cli_shown *s, const ss_alphabet *a,
                char blank)
{
  unsigned char *differ = malloc (area (s));
  fputs (",\"solutions\":[", out);
  for (uint64_t k = 0; k < s->count; k++)
    {
      fputs (k ? ",\"" : "\"", out);
      write_one (out, s, k, a, blank);
      fputc ('"', out);
    }
  fputc (']', out);
  if (s->count < 2 || !differ)
    {
      free (differ);
      return;
    }
  cli_shown_differ (s, differ);
  fputs (",\"differ\":[\"", out);
  cli_shown_cells (out, s->puzzle->n, differ, "\",\"");
  fputs ("\"]", out);
  free (differ);
}

/* Writes what fn writes into a string and then as one CSV cell. */
static void
csv_cell (FILE *out, const cli_shown *s, const ss_alphabet *a, char blank,
          int cells)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  unsigned char *differ = cells ? malloc (area (s)) : 0;
  if (m && !cells)
    for (uint64_t k = 0; k < s->count; k++)
      fputs (k ? "; " : "", m), write_one (m, s, k, a, blank);
  if (m && differ && s->count >= 2)
    cli_shown_differ (s, differ),
      cli_shown_cells (m, s->puzzle->n, differ, "; ");
  if (m)
    fclose (m);
  cli_csv_string (out, text ? text : "");
  free (text);
  free (differ);
}

void
cli_shown_csv (FILE *out, const cli_shown *s, const ss_alphabet *a,
               char blank)
{
  csv_cell (out, s, a, blank, 0);
  fputc (',', out);
  csv_cell (out, s, a, blank, 1);
}

void
cli_shown_text (FILE *out, const cli_shown *s, const ss_alphabet *a,
                char blank, cli_format f)
{
  unsigned char *differ = malloc (area (s));
  int m = differ ? cli_shown_differ (s, differ) : 0;
  fprintf (out, "multiple: %llu solutions shown, differing in %d cell%s",
           (unsigned long long) s->count, m, m == 1 ? "" : "s");
  if (differ && m)
    fputs (": ", out), cli_shown_cells (out, s->puzzle->n, differ, " ");
  fputc ('\n', out);
  free (differ);
  for (uint64_t k = 0; k < s->count; k++)
    {
      ss_grid view = *s->puzzle;
      view.cell = s->cells + k * area (s);
      if (f == CLI_BLOCK)
        cli_write_grid (out, &view, a, blank, f), fputc ('\n', out);
      else
        ss_write_line (out, &view, a, blank), ss_write_box_mark (out, &view),
          fputc ('\n', out);
    }
}
