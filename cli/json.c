/* json.c -- the head every JSON record starts with, and its small parts.
 *
 * Model: one schema for every subcommand (docs/json.md).  A record opens
 * with its identity and verdict,
 *
 *   {"record":N,"file":"F","line":L,"box":"RxC","alphabet":"S","status":"W"
 *
 * record and line 1-based within the file, file as named on the command
 * line ("-" for standard input, null for a record no input holds, such as
 * a generated puzzle), box and alphabet how the grid was read (left out
 * for an unreadable record, whose status is "error").  The command goes
 * on with its own fields.  Times are milliseconds with three decimals (a
 * microsecond); lists are arrays.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/print.h"
#include "cli.h"

void
cli_json_record (FILE *out, const char *file, const ss_record *rec,
                 const cli_input *in, const char *status)
{
  cli_json_head (out, file, rec);
  cli_json_read_as (out, rec, in);
  fprintf (out, ",\"status\":\"%s\"", status);
}

void
cli_json_made (FILE *out, long record, const ss_grid *g,
               const ss_alphabet *a, const char *status)
{
  fprintf (out, "{\"record\":%ld,\"file\":null,\"line\":null,", record);
  ss_write_json_read_as (out, g, a, !ss_spellable (g, a));
  fprintf (out, ",\"status\":\"%s\"", status);
}

void
cli_json_ms (FILE *out, const char *name, double seconds)
{
  fprintf (out, ",\"%s\":%.3f", name, seconds * 1e3);
}

void
cli_json_list (FILE *out, const char *name, const char *joined,
               const char *sep)
{
  size_t step = strlen (sep);
  fprintf (out, ",\"%s\":[", name);
  for (const char *p = joined; p && *p;)
    {
      const char *end = strstr (p, sep);
      size_t len = end ? (size_t) (end - p) : strlen (p);
      char *item = strndup (p, len);
      if (p != joined)
        fputc (',', out);
      ss_write_json_string (out, item ? item : "");
      free (item);
      p += len + (end ? step : 0);
    }
  fputc (']', out);
}
