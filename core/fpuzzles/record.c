/* record.c -- an f-puzzles record in the record reader's stream of lines
 * (see fpuzzles.h: ss_fpuzzles_record).
 *
 * Model: a JSON document is read whole (its lines up to the bracket that
 * closes it, SS_JSON_MAX_BYTES at most) and is one record: an f-puzzles
 * puzzle, a SudokuPad one (an object with "cells", sudokupad.h), or
 * refused as JSON sudosat does not read.  A web address, a SudokuPad
 * payload or a compressed string is one line, so several of them, one
 * per line, are several records.  Everything else is left to the classic reader.
 */
#include "fpuzzles.h"

#include <stdlib.h>
#include <string.h>

#include "../junk.h"
#include "../layout.h"
#include "json.h"
#include "sudokupad.h"

typedef struct text_buf {
  char *s;
  size_t len, cap;
  int over; /* past SS_JSON_MAX_BYTES: no longer kept */
} text_buf;

static int
append (text_buf *t, const char *s, size_t len)
{
  if (t->over || t->len + len + 2 > (size_t) SS_JSON_MAX_BYTES)
    return t->over = 1, 0;
  if (t->len + len + 2 > t->cap)
    {
      size_t cap = t->cap ? t->cap : 4096;
      while (cap < t->len + len + 2)
        cap *= 2;
      char *more = realloc (t->s, cap);
      if (!more)
        return -1;
      t->s = more;
      t->cap = cap;
    }
  memcpy (t->s + t->len, s, len);
  t->len += len;
  t->s[t->len++] = '\n';
  t->s[t->len] = 0;
  return 0;
}

/* The lines of one JSON document, consumed; a line that cannot be read
 * is remembered in *bad (the first such line's number). */
static int
gather (ss_lines *lines, text_buf *t, long *bad)
{
  const ss_line *ln;
  int depth = 0, in_string = 0, done = 0, rc = 0;
  while (!done && (ln = ss_lines_peek (lines, 0)))
    {
      done = ss_json_line (ln, &depth, &in_string);
      if ((ln->too_long || ln->nul_col) && !*bad)
        *bad = ln->number;
      if (rc == 0 && append (t, ln->text, ln->len) < 0)
        rc = -1;
      ss_lines_drop (lines);
    }
  return rc;
}

static int
first_col (const ss_line *ln)
{
  size_t i = 0;
  while (i < ln->len && strchr (" \t\r\v\f", ln->text[i]) && ln->text[i])
    i++;
  return (int) i + 1;
}

/* Objects in an array: how many, or 0 when the text is not an array of
 * objects only. */
static int
objects_in_array (const text_buf *t)
{
  ss_json_doc doc = { 0 };
  char msg[160];
  long at;
  int count = 0;
  if (ss_json_parse (t->s, t->len, &doc, &at, msg) < 0)
    return 0;
  const ss_json_node *root = ss_json_at (&doc, 0);
  if (root && root->type == SS_JSON_ARRAY)
    for (int i = root->first; i >= 0; i = ss_json_at (&doc, i)->next)
      {
        if (ss_json_at (&doc, i)->type != SS_JSON_OBJECT)
          {
            count = 0;
            break;
          }
        count++;
      }
  ss_json_free (&doc);
  return count;
}

/* JSON that is no puzzle sudosat reads: an array of objects (several
 * f-puzzles puzzles, as a program may save them) is told how to give
 * them one per line; anything else to extract the puzzles as text. */
static void
refuse_json (const text_buf *t, long line, long col, ss_error *err)
{
  int objects = objects_in_array (t);
  if (objects)
    ss_error_set (err, line, col, "a JSON array of %d object%s: sudosat "
                  "reads one puzzle per JSON document; give them one per "
                  "line with jq -c '.[]' FILE", objects,
                  objects == 1 ? "" : "s");
  else
    ss_error_set (err, line, col, "JSON input is not read: extract the "
                  "puzzles as lines of text first (for example with jq -r)");
}

static int
read_json (ss_lines *lines, const ss_fp_origin *o, ss_grid *g, ss_error *err)
{
  const ss_line *ln = ss_lines_peek (lines, 0);
  ss_fp_origin at = *o;
  text_buf t = { 0, 0, 0, 0 };
  long bad = 0;
  at.line = ln->number;
  at.col = 1;
  at.mapped = 1;
  long col = first_col (ln);
  int rc = gather (lines, &t, &bad);
  if (rc < 0)
    ss_error_set (err, at.line, col, "out of memory");
  else if (bad)
    rc = -1, ss_error_set (err, bad, 0, "a line of this JSON document is "
                           "too long or holds a NUL byte");
  else if (t.over)
    rc = -1, ss_error_set (err, at.line, col, "a JSON document longer than "
                           "4 MiB (the limit)");
  else if ((rc = ss_fpuzzles_read_json (t.s, t.len, &at, g, err)) == 0
           && (rc = ss_sp_read_json (t.s, t.len, &at, g, err)) == 0)
    rc = -1, refuse_json (&t, at.line, col, err);
  free (t.s);
  return rc < 0 ? -1 : 1;
}

/* A URL or a compressed string on the line at the head of lines. */
static int
read_line (ss_lines *lines, int kind, const ss_fp_origin *o, ss_grid *g,
           ss_error *err)
{
  const ss_line *ln = ss_lines_peek (lines, 0);
  ss_fp_origin at = *o;
  at.line = ln->number;
  at.col = kind == SS_FP_URL ? 1 : first_col (ln); /* the URL is trimmed
                                                    by its reader */
  at.mapped = 0;
  size_t from = (size_t) first_col (ln) - 1, len = ln->len - from;
  while (len && strchr (" \t\r\v\f", ln->text[from + len - 1]))
    len--;
  int rc = kind == SS_FP_URL
           ? ss_fpuzzles_read_url (ln->text, ln->len, &at, g, err)
           : ss_fpuzzles_read_string (ln->text + from, len, &at, g, err);
  ss_lines_drop (lines);
  return rc < 0 ? -1 : 1;
}

int
ss_fpuzzles_record (ss_lines *lines, const ss_fp_origin *o, ss_grid *g,
                    ss_error *err)
{
  const ss_line *ln = ss_lines_peek (lines, 0);
  if (!ln)
    return 0;
  if (!ln->too_long && ss_junk_binary (ln))
    return 0; /* binary data: the classic reader says so */
  if (ss_json_starts (ln))
    return read_json (lines, o, g, err);
  if (ln->too_long || ln->nul_col)
    return 0;
  int kind = ss_fpuzzles_line_kind (ln->text, ln->len);
  if (kind == SS_FP_MAYBE)
    {
      size_t from = (size_t) first_col (ln) - 1, len = ln->len - from;
      while (len && strchr (" \t\r\v\f", ln->text[from + len - 1]))
        len--;
      kind = !ss_fpuzzles_may_be_grid (ln->text + from, len, o->symbols)
             || ss_fpuzzles_string_is_json (ln->text + from, len)
             ? SS_FP_STRING : SS_FP_NONE;
    }
  return kind == SS_FP_NONE ? 0 : read_line (lines, kind, o, g, err);
}

int
ss_fpuzzles_line_is (const ss_line *ln, const struct ss_alphabet *symbols)
{
  if (!ln || ln->too_long || ln->nul_col)
    return 0;
  if (ss_json_starts (ln))
    return 1;
  int kind = ss_fpuzzles_line_kind (ln->text, ln->len);
  if (kind != SS_FP_MAYBE)
    return kind != SS_FP_NONE;
  size_t from = (size_t) first_col (ln) - 1, len = ln->len - from;
  while (len && strchr (" \t\r\v\f", ln->text[from + len - 1]))
    len--;
  return !ss_fpuzzles_may_be_grid (ln->text + from, len, symbols);
}
