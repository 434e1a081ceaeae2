/* json_read.h -- one JSON object from one line (JSON Lines), for the
 * commands that read sudosat's own JSON back (merge).
 *
 * Model: a line is exactly one JSON object (RFC 8259), whitespace around
 * it allowed and nothing else.  Its members are kept in order with their
 * names and values as C strings: a string's value unescaped (\u escapes
 * as UTF-8; \u0000 is refused, so values are C strings), a number,
 * true, false or null as written, an object or array as its raw text
 * (checked, not kept apart).  Bounds: at most SS_JSON_MAX_MEMBERS
 * members and SS_JSON_MAX_DEPTH levels of nesting; a name given twice is
 * refused.  An error names the 1-based column where the text went wrong.
 */
#ifndef SS_JSON_READ_H
#define SS_JSON_READ_H

#include <stddef.h>

#include "error.h"

#define SS_JSON_MAX_MEMBERS 256
#define SS_JSON_MAX_DEPTH 32

typedef enum ss_json_kind {
  SS_JSON_NULL, SS_JSON_BOOL, SS_JSON_NUMBER, SS_JSON_STRING,
  SS_JSON_OBJECT, SS_JSON_ARRAY
} ss_json_kind;

typedef struct ss_json_member {
  char *name;
  ss_json_kind kind;
  char *value; /* see above; "true" or "false" for a boolean */
  long col;    /* where the value starts */
} ss_json_member;

typedef struct ss_json_object {
  ss_json_member *member;
  int count;
} ss_json_object;

/* Parses text[0, len) into out (freed with ss_json_object_free, even on
 * failure).  0, or -1 with err's column and reason (line left 0). */
int ss_json_parse_object (const char *text, size_t len, ss_json_object *out,
                          ss_error *err);
void ss_json_object_free (ss_json_object *);
/* The member called name, or 0. */
const ss_json_member *ss_json_get (const ss_json_object *, const char *name);
/* What a kind is called in a message: "a string", "a number", ... */
const char *ss_json_kind_name (ss_json_kind);

#endif
