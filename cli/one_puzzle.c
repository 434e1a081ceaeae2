/* one_puzzle.c -- exactly one puzzle from a file (see one_puzzle.h). */
#include "one_puzzle.h"

#include <errno.h>
#include <string.h>

static int
take_record (ss_reader *r, const char *file, ss_grid *out, ss_error *err)
{
  ss_record rec = { 0 };
  int got = ss_reader_next (r, &rec), code = SS_EXIT_USAGE;
  ss_error_clear (err);
  err->file = file;
  if (got < 0 || (got == 1 && !rec.ok))
    {
      *err = rec.err;
      err->file = file; /* the record's copy may not name it */
      code = got < 0 ? SS_EXIT_USAGE : SS_EXIT_FINDING;
    }
  else if (got == 0)
    ss_error_set (err, 0, 0, "no puzzle");
  else if (ss_grid_copy (out, &rec.grid))
    ss_error_set (err, 0, 0, "out of memory"), code = SS_EXIT_INTERNAL;
  else if (ss_reader_next (r, &rec) != 0)
    {
      ss_grid_free (out);
      ss_error_set (err, rec.line, 0, "a second puzzle: this command takes "
                    "one (pick it with sed -n 'Kp' FILE | ... -)");
    }
  else
    code = SS_EXIT_OK;
  ss_record_free (&rec);
  return code;
}

int
cli_one_puzzle (const char *file, const cli_input *in, ss_grid *out,
                ss_error *err)
{
  int is_stdin = !strcmp (file, "-");
  FILE *f = is_stdin ? stdin : fopen (file, "r");
  out->cell = 0;
  if (!f)
    {
      ss_error_clear (err);
      err->file = file;
      ss_error_set (err, 0, 0, "%s", strerror (errno));
      return SS_EXIT_USAGE;
    }
  ss_reader *r = ss_reader_new (f, file, &in->read);
  int code = SS_EXIT_INTERNAL;
  if (r)
    code = take_record (r, file, out, err);
  else
    ss_error_clear (err), ss_error_set (err, 0, 0, "out of memory");
  ss_reader_free (r);
  if (!is_stdin)
    fclose (f);
  return code;
}
