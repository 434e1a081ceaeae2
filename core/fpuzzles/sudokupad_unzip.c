/* sudokupad_unzip.c -- SudokuPad's zipped JSON back to strict JSON (see
 * sudokupad.h).
 *
 * Model: SudokuPad shortens a puzzle's JSON before compressing it: each
 * long key becomes a short one ("cells" -> "ce", the table below), keys
 * lose their quotes, strings take single quotes (a quote inside one is
 * written \'), true and false after a colon become t and f, a colour
 * after a colon loses its quotes and its '#' (and black and white become
 * #0 and #F), and an empty object in an array is left out (",," is
 * ",{},").  Its own reader undoes this with text replacements over the
 * whole string; here the text is read token by token instead, so that
 * the same forms are recognised only where they can stand (never inside
 * a string) and every error has a position.  A text that holds a double
 * quote was not quoted this way, and its strings are JSON's own.
 *
 * Output is strict JSON for json.c, at most SS_JSON_MAX_BYTES long;
 * nesting is bounded by SS_JSON_MAX_DEPTH, as the JSON reader's is.
 */
#include "sudokupad.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

/* SudokuPad's short keys and the names they stand for. */
static const char *const short_keys[][2] = {
  { "c", "color" },        { "ca", "cages" },     { "ct", "center" },
  { "c1", "borderColor" }, { "c2", "backgroundColor" },
  { "ce", "cells" },       { "cs", "cellSize" },  { "a", "arrows" },
  { "o", "overlays" },     { "u", "underlays" },  { "w", "width" },
  { "h", "height" },       { "v", "value" },      { "vd", "videos" },
  { "l", "lines" },        { "r", "rounded" },    { "re", "regions" },
  { "fs", "fontSize" },    { "th", "thickness" }, { "hl", "headLength" },
  { "wp", "wayPoints" },   { "t", "title" },      { "te", "text" },
  { "d", "duration" },     { "d2", "d" },
};

typedef struct unz {
  const char *s;
  size_t len, i;
  int single;  /* strings in single quotes */
  char *out;
  size_t olen, cap;
  long *at;
  char *msg;
} unz;

static int
fail (unz *u, size_t at, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (u->msg, 160, fmt, ap);
  va_end (ap);
  *u->at = (long) at;
  return -1;
}

static int
emit (unz *u, const char *t, size_t n)
{
  if (u->olen + n + 1 > (size_t) SS_JSON_MAX_BYTES)
    return fail (u, u->i, "the unzipped text is longer than 4 MiB (the "
                 "limit)");
  if (u->olen + n + 1 > u->cap)
    {
      size_t cap = u->cap ? u->cap : 1024;
      while (cap < u->olen + n + 1)
        cap *= 2;
      char *more = realloc (u->out, cap);
      if (!more)
        return fail (u, u->i, "out of memory");
      u->out = more, u->cap = cap;
    }
  memcpy (u->out + u->olen, t, n);
  u->olen += n;
  u->out[u->olen] = 0;
  return 0;
}

static int
emits (unz *u, const char *t)
{
  return emit (u, t, strlen (t));
}

static void
skip_space (unz *u)
{
  while (u->i < u->len && strchr (" \t\r\n", u->s[u->i]) && u->s[u->i])
    u->i++;
}

static int
peek (unz *u)
{
  skip_space (u);
  return u->i < u->len ? (unsigned char) u->s[u->i] : -1;
}

static int
is_word (int c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
         || (c >= '0' && c <= '9');
}

/* ---- strings ------------------------------------------------------------ */

/* A string in the text's quotes, written as a JSON string.  In single
 * quotes, \' is a quote of the string's own (SudokuPad writes both kinds
 * of quote that way); every other escape is JSON's and is kept. */
static int
string (unz *u)
{
  int q = u->single ? '\'' : '"';
  size_t start = u->i++;
  if (emits (u, "\"") < 0)
    return -1;
  while (u->i < u->len && u->s[u->i] != q)
    {
      const char *p = u->s + u->i;
      int esc = p[0] == '\\' && u->i + 1 < u->len;
      int quote = esc && u->single && p[1] == '\'';
      if (emit (u, quote ? "'" : p, quote ? 1 : esc ? 2 : 1) < 0)
        return -1;
      u->i += esc ? 2 : 1;
    }
  if (u->i >= u->len)
    return fail (u, start, "a string with no closing quote");
  u->i++;
  return emits (u, "\"");
}

/* ---- keys --------------------------------------------------------------- */

static const char *
long_key (const char *k, size_t n)
{
  for (size_t i = 0; i < sizeof short_keys / sizeof *short_keys; i++)
    if (strlen (short_keys[i][0]) == n && !strncmp (short_keys[i][0], k, n))
      return short_keys[i][1];
  return 0;
}

/* A key, bare or quoted: written quoted, a short one at its full name
 * (SudokuPad renames quoted keys too). */
static int
key (unz *u)
{
  int c = peek (u), q = u->single ? '\'' : '"';
  size_t start = u->i, n = 0;
  if (c == q)
    {
      const char *k = u->s + u->i + 1;
      while (u->i + 1 + n < u->len && k[n] != q && k[n] != '\\')
        n++;
      const char *name = u->i + 1 + n < u->len && k[n] == q
                         ? long_key (k, n) : 0;
      if (!name)
        return string (u);
      u->i += n + 2;
      return emits (u, "\"") < 0 || emits (u, name) < 0 ? -1
             : emits (u, "\"");
    }
  while (u->i + n < u->len && is_word (u->s[u->i + n]))
    n++;
  if (!n)
    return fail (u, start, "expected a key");
  const char *name = long_key (u->s + u->i, n);
  u->i += n;
  if (emits (u, "\"") < 0
      || (name ? emits (u, name) : emit (u, u->s + start, n)) < 0)
    return -1;
  return emits (u, "\"");
}

/* ---- bare values -------------------------------------------------------- */

static int
is_hex6 (const char *w, size_t n)
{
  if (n != 6)
    return 0;
  for (size_t i = 0; i < n; i++)
    if (!strchr ("0123456789abcdefABCDEF", w[i]) || !w[i])
      return 0;
  return 1;
}

static int
is_number (const char *w, size_t n)
{
  int digits = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (!strchr ("0123456789.eE+-", w[i]) || !w[i])
        return 0;
      digits += w[i] >= '0' && w[i] <= '9';
    }
  return digits > 0;
}

static int
word_is (const char *w, size_t n, const char *s)
{
  return strlen (s) == n && !strncmp (w, s, n);
}

/* A value that is not a string, an object or an array: after a colon
 * also SudokuPad's t, f, #0, #F and bare colours. */
static int
bare (unz *u, int member)
{
  size_t start = u->i, n = 0;
  const char *w = u->s + u->i;
  while (u->i + n < u->len && !strchr (",:]} \t\r\n{['\"", w[n]))
    n++;
  u->i += n;
  if (member && (word_is (w, n, "t") || word_is (w, n, "f")))
    return emits (u, *w == 't' ? "true" : "false");
  if (member && (word_is (w, n, "#0") || word_is (w, n, "#F")))
    return emits (u, w[1] == '0' ? "\"#000000\"" : "\"#FFFFFF\"");
  if (member && is_hex6 (w, n))
    return emits (u, "\"#") < 0 || emit (u, w, n) < 0 ? -1
           : emits (u, "\"");
  if (word_is (w, n, "true") || word_is (w, n, "false")
      || word_is (w, n, "null") || is_number (w, n))
    return emit (u, w, n);
  return fail (u, start, n ? "'%.*s' is not a value" : "expected a value",
               (int) (n < 20 ? n : 20), w);
}

/* ---- objects and arrays ------------------------------------------------- */

static int value (unz *u, int depth, int member);

static int
object (unz *u, int depth)
{
  u->i++;
  if (emits (u, "{") < 0)
    return -1;
  if (peek (u) == '}')
    return u->i++, emits (u, "}");
  for (;;)
    {
      if (key (u) < 0)
        return -1;
      if (peek (u) != ':')
        return fail (u, u->i, "expected ':' after a key");
      u->i++;
      if (emits (u, ":") < 0 || value (u, depth + 1, 1) < 0)
        return -1;
      int c = peek (u);
      u->i++;
      if (c == '}')
        return emits (u, "}");
      if (c != ',' || emits (u, ",") < 0)
        return c != ',' ? fail (u, u->i - 1, "expected ',' or '}' in an "
                                "object") : -1;
    }
}

/* An element left out (",," or "[," or ",]", and "[]") is an empty
 * object, as SudokuPad reads it. */
static int
array (unz *u, int depth)
{
  u->i++;
  if (emits (u, "[") < 0)
    return -1;
  for (;;)
    {
      int c = peek (u);
      if (c == ',' || c == ']')
        {
          if (emits (u, "{}") < 0)
            return -1;
        }
      else if (value (u, depth + 1, 0) < 0)
        return -1;
      c = peek (u);
      u->i++;
      if (c == ']')
        return emits (u, "]");
      if (c != ',' || emits (u, ",") < 0)
        return c != ',' ? fail (u, u->i - 1, "expected ',' or ']' in an "
                                "array") : -1;
    }
}

static int
value (unz *u, int depth, int member)
{
  int c = peek (u);
  if (depth > SS_JSON_MAX_DEPTH)
    return fail (u, u->i, "nested deeper than %d (the limit)",
                 SS_JSON_MAX_DEPTH);
  if (c == '{')
    return object (u, depth);
  if (c == '[')
    return array (u, depth);
  if (c == (u->single ? '\'' : '"'))
    return string (u);
  if (c == '\'' || c == '"')
    return fail (u, u->i, "a string in quotes of the other kind");
  return bare (u, member);
}

int
ss_sp_unzip (const char *s, size_t len, char **out, size_t *out_len,
             long *at, char msg[160])
{
  unz u;
  memset (&u, 0, sizeof u);
  u.s = s, u.len = len, u.at = at, u.msg = msg;
  u.single = !memchr (s, '"', len);
  int rc = value (&u, 0, 0);
  if (rc == 0 && peek (&u) >= 0)
    rc = fail (&u, u.i, "text after the puzzle's object");
  if (rc == 0 && !u.out)
    rc = fail (&u, 0, "no text");
  if (rc < 0)
    {
      free (u.out);
      return -1;
    }
  *out = u.out;
  *out_len = u.olen;
  return 0;
}
