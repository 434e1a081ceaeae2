/* error.c -- filling and showing ss_error (see error.h). */
#include "error.h"

#include <stdarg.h>

void
ss_error_clear (ss_error *e)
{
  e->line = e->col = 0;
  e->unknown = 0;
  e->msg[0] = 0;
}

void
ss_error_set (ss_error *e, long line, long col, const char *fmt, ...)
{
  va_list ap;
  e->line = line;
  e->col = col;
  e->unknown = 0;
  va_start (ap, fmt);
  vsnprintf (e->msg, sizeof e->msg, fmt, ap);
  va_end (ap);
}

void
ss_error_write (FILE *out, const ss_error *e)
{
  if (e->file)
    fprintf (out, "%s:", e->file);
  if (e->line > 0)
    fprintf (out, "%ld:", e->line);
  if (e->line > 0 && e->col > 0)
    fprintf (out, "%ld:", e->col);
  fprintf (out, "%s%s", e->file || e->line > 0 ? " " : "", e->msg);
}
