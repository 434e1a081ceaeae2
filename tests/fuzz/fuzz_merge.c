/* fuzz_merge.c -- merge's reader: JSON Lines (core/json_read.h) and the
 * parts' results added up (engines/merge.h).
 *
 * Oracles: each line parses to an object or fails with a message and a
 * column inside the line (1 .. length + 1); a parsed object written back
 * (names and strings escaped, other values as read) parses again to the
 * same members; ss_merge_add fails only with a message; and the verdict
 * of the lines taken, when there is one, holds together: results plus
 * missing is K, multiple exactly when two solutions are in, unsat only
 * with none and nothing missing or unknown, unique and found only with
 * one, unknown only with a part missing or unknown, a solution shown
 * exactly when one is in, certified only for unsat or unique.
 */
#include "fuzz.h"

#include "../../core/json_read.h"
#include "../../engines/merge.h"

static void
escaped (FILE *out, const char *s)
{
  fputc ('"', out);
  for (; *s; s++)
    if (*s == '"' || *s == '\\')
      fprintf (out, "\\%c", *s);
    else if ((unsigned char) *s < 0x20)
      fprintf (out, "\\u%04x", (unsigned char) *s);
    else
      fputc (*s, out);
  fputc ('"', out);
}

static void
round_trip (const ss_json_object *o)
{
  char *buf = 0;
  size_t size = 0;
  FILE *out = open_memstream (&buf, &size);
  FUZZ_CHECK (out, "out of memory");
  fputc ('{', out);
  for (int k = 0; k < o->count; k++)
    {
      fputs (k ? "," : "", out);
      escaped (out, o->member[k].name);
      fputc (':', out);
      if (o->member[k].kind == SS_JSON_STRING)
        escaped (out, o->member[k].value);
      else
        fputs (o->member[k].value, out);
    }
  fputc ('}', out);
  fclose (out);
  ss_json_object again;
  ss_error err;
  FUZZ_CHECK (ss_json_parse_object (buf, size, &again, &err) == 0,
              "written back, it does not parse: col %ld %s", err.col,
              err.msg);
  FUZZ_CHECK (again.count == o->count, "%d members, then %d", o->count,
              again.count);
  for (int k = 0; k < o->count; k++)
    FUZZ_CHECK (!strcmp (again.member[k].name, o->member[k].name)
                && again.member[k].kind == o->member[k].kind
                && !strcmp (again.member[k].value, o->member[k].value),
                "member %d reads back differently", k);
  ss_json_object_free (&again);
  free (buf);
}

static void
one_line (ss_merge *m, const char *text, size_t len, long line)
{
  ss_json_object o;
  ss_error err;
  if (ss_json_parse_object (text, len, &o, &err) == 0)
    round_trip (&o);
  else
    FUZZ_CHECK (err.msg[0] && err.col >= 1 && (size_t) err.col <= len + 1,
                "a parse error at column %ld of %zu: '%s'", err.col, len,
                err.msg);
  ss_json_object_free (&o);
  if (ss_merge_add (m, "fuzz", line, text, len, &err))
    FUZZ_CHECK (err.msg[0], "merge refused a line without saying why");
}

static void
check_verdict (ss_merge *m)
{
  ss_merge_verdict v;
  ss_error err;
  if (ss_merge_verdict_of (m, &v, &err))
    {
      FUZZ_CHECK (err.msg[0], "no verdict, no reason");
      return;
    }
  FUZZ_CHECK (v.results + v.missing == v.parts && v.unknown <= v.results,
              "%ld results, %ld missing, %ld unknown of %ld", v.results,
              v.missing, v.unknown, v.parts);
  FUZZ_CHECK ((v.status == SS_MULTIPLE) == (v.count >= 2), "%s with %llu",
              ss_status_name (v.status), (unsigned long long) v.count);
  FUZZ_CHECK (v.status != SS_UNSAT || (!v.count && !v.missing && !v.unknown),
              "unsat with something in or missing");
  FUZZ_CHECK ((v.status != SS_UNIQUE && v.status != SS_FOUND)
              || (v.count == 1 && !v.missing && !v.unknown),
              "unique or found without exactly one solution");
  FUZZ_CHECK (v.status != SS_UNKNOWN || v.missing || v.unknown,
              "unknown with every part decided");
  FUZZ_CHECK ((v.solution != 0) == (v.count > 0), "solution shown: %d, "
              "count %llu", v.solution != 0, (unsigned long long) v.count);
  FUZZ_CHECK (!v.certified || v.status == SS_UNSAT || v.status == SS_UNIQUE,
              "a %s verdict certified", ss_status_name (v.status));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ss_merge *m = ss_merge_new ();
  if (!m)
    return 0;
  const char *text = (const char *) data;
  long line = 1;
  for (size_t i = 0; i < size; line++)
    {
      const char *end = memchr (text + i, '\n', size - i);
      size_t len = end ? (size_t) (end - (text + i)) : size - i;
      char *copy = malloc (len + 1);
      FUZZ_CHECK (copy, "out of memory");
      memcpy (copy, text + i, len);
      copy[len] = 0;
      one_line (m, copy, len, line);
      free (copy);
      i += len + 1;
    }
  check_verdict (m);
  ss_merge_free (m);
  return 0;
}
