/* csv.c -- CSV records: the same identity columns as the JSON head.
 *
 * Model: RFC 4180.  A header line names the columns; every record is one
 * row starting record,file,line,box,alphabet,status (CLI_CSV_HEAD), then
 * the command's own columns, and ending in note: the reason for an
 * unknown, or the message of an unreadable record (status "error", its
 * box, alphabet and own columns empty).  A cell is quoted only when it
 * holds a comma, a quote or a line break, so Python's csv module, pandas
 * and a spreadsheet read the rows back exactly.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/print.h"
#include "cli.h"

void
cli_csv_string (FILE *out, const char *s)
{
  if (!s[strcspn (s, ",\"\r\n")])
    {
      fputs (s, out);
      return;
    }
  fputc ('"', out);
  for (; *s; s++)
    {
      if (*s == '"')
        fputc ('"', out);
      fputc (*s, out);
    }
  fputc ('"', out);
}

void
cli_csv_record (FILE *out, const char *file, const ss_record *rec,
                const cli_input *in, const char *status)
{
  const ss_alphabet *a = cli_alphabet_of (rec, in);
  const ss_grid *g = &rec->grid;
  fprintf (out, "%ld,", rec->index);
  cli_csv_string (out, file && !cli_operand_is_text (file) ? file : "");
  fprintf (out, ",%ld,%dx%d,", rec->line, g->box_rows, g->box_cols);
  if (rec->form == SS_FORM_TOKENS || g->n > a->size)
    fprintf (out, "1..%d", g->n);
  else
    {
      char symbols[SS_MAX_N + 1];
      memcpy (symbols, a->symbol + 1, (size_t) g->n);
      symbols[g->n] = 0;
      cli_csv_string (out, symbols); /* may hold a comma: then quoted */
    }
  fprintf (out, ",%s", status);
}

void
cli_csv_error (FILE *out, const char *file, const ss_record *rec,
               const ss_error *err, int empty)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  fprintf (out, "%ld,", rec->index);
  cli_csv_string (out, file && !cli_operand_is_text (file) ? file : "");
  fprintf (out, ",%ld,,,error", rec->line);
  for (int i = 0; i < empty; i++)
    fputc (',', out);
  fputc (',', out);
  if (m)
    ss_error_write (m, err), fclose (m);
  cli_csv_string (out, text ? text : "out of memory");
  fputc ('\n', out);
  free (text);
}
