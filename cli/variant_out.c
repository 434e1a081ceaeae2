/* variant_out.c -- a record back as the text form or f-puzzles (see
 * variant_out.h). */
#include "variant_out.h"

#include <string.h>

#include "../core/fpuzzles/fpuzzles.h"
#include "../core/model_text.h"

int
cli_variant_format (cli_format f)
{
  return f == CLI_VARIANT || f == CLI_FPUZZLES || f == CLI_FPUZZLES_JSON;
}

/* The text form: "# note", the grid (the filled one when there is one)
 * with its rules, and a blank line to end the record. */
static void
write_text (FILE *out, const ss_record *rec, const cli_input *in,
            const ss_grid *filled, const char *note)
{
  ss_grid full = { 0, 0, 0, 0, 0 };
  if (filled && ss_grid_copy (&full, &rec->grid) == 0)
    memcpy (full.cell, filled->cell, (size_t) full.n * full.n);
  if (note)
    fprintf (out, "# record %ld: %s\n", rec->index, note);
  ss_model_text_write (out, full.cell ? &full : &rec->grid,
                       cli_alphabet_of (rec, in), rec->blank);
  fputc ('\n', out);
  ss_grid_free (&full);
}

int
cli_variant_write (FILE *out, cli_format f, const char *file,
                   const ss_record *rec, const cli_input *in,
                   const ss_grid *filled, const char *note)
{
  ss_error err;
  int rc = 0;
  if (filled && !ss_grid_same_shape (filled, &rec->grid))
    filled = 0; /* verify has said so already */
  if (f == CLI_VARIANT)
    {
      write_text (out, rec, in, filled, note);
      return SS_EXIT_OK;
    }
  ss_error_clear (&err);
  rc = f == CLI_FPUZZLES ? ss_fpuzzles_write_string (out, &rec->grid, filled,
                                                     &err)
                         : ss_fpuzzles_write_json (out, &rec->grid, filled,
                                                   &err);
  if (rc < 0)
    {
      err.file = file;
      err.line = rec->line;
      cli_write_error_line (out, &err);
      return SS_EXIT_USAGE;
    }
  fputc ('\n', out);
  return SS_EXIT_OK;
}
