/* json_record.h -- sudosat's own JSON Lines records, read back.
 *
 * Model: a line that is exactly one JSON object is a record in the
 * schema of docs/json.md when it has a "puzzle" or a "solution" string:
 * the grid in line form (integers separated by spaces when "alphabet" is
 * "1..N"), read with the record's "box" and "alphabet" when it has them.
 * Only the object's own members count (not those of nested objects, such
 * as compare's "results"), and only their string values are kept.  Any
 * other JSON (documents over several lines, arrays, other schemas) is not
 * guessed at: the reader refuses it, as before.
 */
#ifndef SS_JSON_RECORD_H
#define SS_JSON_RECORD_H

#include <stddef.h>

/* The members read, as decoded strings (NUL-terminated, in buf) with the
 * 0-based column in the line where each value's text starts, or null. */
typedef struct ss_json_record {
  const char *grid;     /* "puzzle", else "solution" */
  const char *grid_name;
  long grid_col;
  const char *box;
  const char *alphabet;
  const char *status;
  char buf[];           /* the decoded strings */
} ss_json_record;

/* Parses text[0, len) (one line).  Returns a malloc'd record (free it)
 * when the line is one JSON object, 0 when it is not (or memory ran
 * out: *oom is then 1). */
ss_json_record *ss_json_record_parse (const char *text, size_t len,
                                      int *oom);

#endif
