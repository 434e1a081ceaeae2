/* link.c -- f-puzzles puzzles on one line: a web address carrying one
 * (f-puzzles.com/?load=..., sudokupad.app/fpuzzles...), or the bare
 * compressed string (see fpuzzles.h).
 *
 * An address is a line that starts with http://, https://, www.,
 * f-puzzles.com or sudokupad.app; its puzzle follows "load=" or
 * "/fpuzzles".  A compressed f-puzzles string starts "N4I": that is LZString's
 * encoding of '{"', the start of every object f-puzzles writes.  A token
 * of base64 characters with that start is taken for one, unless its
 * length is a square and it holds only letters and digits: such a line
 * can be a classic puzzle too (a 25x25 in 1-9 A-P with '0' blanks), and
 * it is read as f-puzzles only if it decompresses to a JSON object.
 */
#include "fpuzzles.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lzstring.h"

static int
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static void
trim (const char **text, size_t *len)
{
  while (*len && is_space (**text))
    ++*text, --*len;
  while (*len && is_space ((*text)[*len - 1]))
    --*len;
}

static const char *
find (const char *text, size_t len, const char *word)
{
  size_t w = strlen (word);
  for (size_t i = 0; i + w <= len; i++)
    if (!strncasecmp (text + i, word, w))
      return text + i;
  return 0;
}

static int
is_square (size_t k)
{
  size_t r = 1;
  while (r * r < k)
    r++;
  return r * r == k;
}

/* SS_FP_STRING, SS_FP_MAYBE (it may be a classic line), or none: a
 * token of printable characters that starts "N4I" (a character outside
 * base64's alphabet is then the string's error, not a classic one's). */
static int
string_kind (const char *t, size_t len)
{
  if (len < 4 || strncmp (t, "N4I", 3))
    return SS_FP_NONE;
  for (size_t i = 0; i < len; i++)
    if (t[i] <= ' ' || t[i] > '~')
      return SS_FP_NONE;
  return is_square (len) ? SS_FP_MAYBE : SS_FP_STRING;
}

/* Only lines that start like an address or like "N4I" are looked at
 * further, so a classic puzzle line costs one comparison. */
int
ss_fpuzzles_line_kind (const char *text, size_t len)
{
  static const char *const starts[] = { "http://", "https://", "www.",
                                        "f-puzzles.com", "sudokupad.app",
                                        "beta.sudokupad.app" };
  trim (&text, &len);
  if (!len || !text[0] || !strchr ("hHwWfFsSbBN", text[0]))
    return SS_FP_NONE;
  for (size_t k = 0; k < sizeof starts / sizeof *starts; k++)
    if (len >= strlen (starts[k])
        && !strncasecmp (text, starts[k], strlen (starts[k])))
      return SS_FP_URL;
  return string_kind (text, len);
}

/* ---- the compressed string ---------------------------------------------- */

static int
string_error (const ss_fp_origin *o, long at, ss_error *err, const char *what)
{
  ss_error_set (err, o->line, o->col + at, "f-puzzles string: %s", what);
  return -1;
}

/* The JSON a string holds: 1, or -1 (0 never: not an f-puzzles object is
 * an error here, since nothing else is compressed like this). */
static int
read_text (const char *json, size_t len, const ss_fp_origin *o, ss_grid *g,
           ss_error *err)
{
  ss_fp_origin at = *o;
  at.mapped = 0;
  size_t i = 0;
  int rc = ss_fpuzzles_read_json (json, len, &at, g, err);
  if (rc != 0)
    return rc;
  while (i < len && strchr (" \t\r\n", json[i]) && json[i])
    i++;
  return string_error (o, 0, err, i < len && json[i] == '{'
                       ? "it holds a JSON object that is not an f-puzzles "
                         "puzzle (no \"size\" or \"grid\")"
                       : "it holds JSON that is not an object");
}

int
ss_fpuzzles_read_string (const char *s, size_t len, const ss_fp_origin *o,
                         ss_grid *g, ss_error *err)
{
  char *json, msg[160];
  size_t jlen;
  long at;
  g->cell = 0;
  g->model = 0;
  if (ss_lz_decompress_base64 (s, len, &json, &jlen, &at, msg) < 0)
    return string_error (o, at, err, msg);
  int rc = read_text (json, jlen, o, g, err);
  free (json);
  return rc;
}

int
ss_fpuzzles_string_is_json (const char *s, size_t len)
{
  char *json, msg[160];
  size_t jlen, i = 0;
  long at;
  if (ss_lz_decompress_base64 (s, len, &json, &jlen, &at, msg) < 0)
    return 0;
  while (i < jlen && strchr (" \t\r\n", json[i]) && json[i])
    i++;
  int object = i < jlen && json[i] == '{';
  free (json);
  return object;
}

/* ---- web addresses -------------------------------------------------------- */

static int
hex (int c)
{
  return c >= '0' && c <= '9' ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* p[0, len) percent-decoded into out (as long); a space, which is what
 * some tools make of a '+', is a '+' again. */
static long
percent_decode (const char *p, size_t len, char *out)
{
  size_t k = 0;
  for (size_t i = 0; i < len; i++)
    {
      int c = (unsigned char) p[i];
      if (c == '%')
        {
          int h = i + 2 < len ? hex ((unsigned char) p[i + 1]) : -1;
          int l = i + 2 < len ? hex ((unsigned char) p[i + 2]) : -1;
          if (h < 0 || l < 0)
            return -(long) i - 1;
          c = 16 * h + l;
          i += 2;
        }
      out[k++] = (char) (c == ' ' ? '+' : c);
    }
  return (long) k;
}

/* Where the puzzle starts in a URL, and its length; 0 when none. */
static const char *
payload (const char *text, size_t len, size_t *plen)
{
  const char *p = find (text, len, "?load="), *q = find (text, len, "&load=");
  p = p ? p + 6 : q ? q + 6 : 0;
  if (!p && (p = find (text, len, "/fpuzzles")))
    p += 9;
  if (!p)
    return 0;
  size_t n = 0;
  while (p + n < text + len && !strchr ("&#?", p[n]))
    n++;
  *plen = n;
  return n ? p : 0;
}

int
ss_fpuzzles_read_url (const char *text, size_t len, const ss_fp_origin *o,
                      ss_grid *g, ss_error *err)
{
  size_t plen;
  const char *start = text;
  g->cell = 0;
  g->model = 0;
  trim (&text, &len);
  const char *p = payload (text, len, &plen);
  if (!p && (find (text, len, "?id=") || find (text, len, "&id=")))
    return string_error (o, text - start, err, "a short link (?id=...) "
                         "names a puzzle kept on the site: open it and copy "
                         "the long link (?load=...)");
  if (!p)
    return string_error (o, text - start, err, "a web address with no "
                         "f-puzzles puzzle in it (expected ?load=... or "
                         "sudokupad.app/fpuzzles...)");
  char *s = malloc (plen + 1);
  if (!s)
    return string_error (o, 0, err, "out of memory");
  long got = percent_decode (p, plen, s);
  ss_fp_origin at = *o;
  at.col += p - start;
  at.mapped = 0;
  int rc = got < 0 ? string_error (&at, -got - 1, err, "a '%' that is not "
                                   "followed by two hex digits")
           : ss_fpuzzles_read_string (s, (size_t) got, &at, g, err);
  free (s);
  return rc;
}
