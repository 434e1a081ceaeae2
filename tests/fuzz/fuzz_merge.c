/* fuzz_merge.c -- merge's reading of the parts' results (engines/
 * merge_read.h, on the JSON reader of core/fpuzzles/json.h) and their
 * adding up (engines/merge.h).
 *
 * Oracles: each line is taken or refused with a message and a column
 * inside the line (0: none; else 1 .. length + 1); merge never takes a
 * line its reader refuses; and the verdict of the lines taken,
 * when there is one, holds together: results plus missing is K,
 * multiple exactly when two solutions are in, unsat only with none and
 * nothing missing or unknown, unique and found only with one, unknown
 * only with a part missing or unknown, a solution shown exactly when one
 * is in, certified only for unsat or unique.
 */
#include "fuzz.h"

#include "../../engines/merge.h"
#include "../../engines/merge_read.h"

static void
one_line (ss_merge *m, const char *text, size_t len, long line)
{
  ss_merge_rec r;
  ss_error err;
  int read = ss_merge_read (text, len, &r, &err);
  ss_merge_rec_free (&r);
  FUZZ_CHECK (!read || (err.msg[0] && err.col >= 0
                        && (size_t) err.col <= len + 1),
              "a refusal at column %ld of %zu: '%s'", err.col, len, err.msg);
  int taken = ss_merge_add (m, "fuzz", line, text, len, &err) == 0;
  FUZZ_CHECK (taken || err.msg[0], "merge refused a line without saying why");
  FUZZ_CHECK (!taken || !read, "merge took a line it cannot read");
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
