/* one_puzzle.c -- exactly one puzzle from a file (see one_puzzle.h). */
#include "one_puzzle.h"

#include <string.h>

static void
note_read_as (const ss_record *rec, const cli_input *in, cli_read_as *as)
{
  if (!as)
    return;
  as->alphabet = *cli_alphabet_of (rec, in);
  as->tokens = rec->form == SS_FORM_TOKENS;
  as->numbers = cli_picture_alphabet (rec, in) == 0;
  as->line = rec->line;
}

/* The first record into out; SS_EXIT_OK, or a code with err set. */
static int
first_record (ss_reader *r, const char *file, const cli_input *in,
              ss_record *rec, ss_grid *out, ss_error *err)
{
  int got = ss_reader_next (r, rec);
  ss_error_clear (err);
  if (got == 1 && !cli_check_record (in, rec) && rec->ok)
    {
      cli_note_read (in, file, rec);
      if (!ss_grid_copy (out, &rec->grid))
        return SS_EXIT_OK;
      ss_error_set (err, 0, 0, "out of memory");
    }
  else if (got == 0)
    ss_error_set (err, 0, 0, "no puzzle records");
  else
    *err = rec->err;
  err->file = file; /* the record's copy may not name it */
  return got == 1 && !rec->ok ? cli_record_code (&rec->err)
         : got == 1 ? SS_EXIT_INTERNAL : SS_EXIT_USAGE;
}

static int
take_record (ss_reader *r, const char *file, const cli_input *in,
             ss_grid *out, cli_read_as *as, ss_error *err)
{
  ss_record rec = { 0 };
  int code = first_record (r, file, in, &rec, out, err);
  if (code == SS_EXIT_OK)
    {
      note_read_as (&rec, in, as);
      if (ss_reader_next (r, &rec) != 0)
        {
          ss_grid_free (out);
          ss_error_set (err, rec.line, 0, "a second puzzle: this command "
                        "takes one (pick it with sed -n 'Kp' FILE | ... -)");
          err->file = file;
          code = SS_EXIT_USAGE;
        }
    }
  ss_record_free (&rec);
  return code;
}

int
cli_one_puzzle_in (FILE *f, const char *name, const cli_input *in,
                   ss_grid *out, cli_read_as *as, ss_error *err)
{
  ss_reader *r = ss_reader_new (f, name, &in->read);
  int code = SS_EXIT_INTERNAL;
  out->cell = 0;
  if (r)
    code = take_record (r, name, in, out, as, err);
  else
    ss_error_clear (err), ss_error_set (err, 0, 0, "out of memory");
  ss_reader_free (r);
  return code;
}

int
cli_one_puzzle (const char *file, const cli_input *in, ss_grid *out,
                cli_read_as *as, ss_error *err)
{
  const char *name;
  FILE *f = cli_operand_open (file, in, &name, err);
  out->cell = 0;
  if (!f)
    return SS_EXIT_USAGE;
  int code = cli_one_puzzle_in (f, name, in, out, as, err);
  cli_close (f);
  return code;
}
