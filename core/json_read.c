/* json_read.c -- one JSON object per line (json_read.h).
 *
 * A recursive-descent parser over the line's bytes, by RFC 8259's
 * grammar.  Strings are scanned twice: once to check them and find their
 * end, once to unescape them into a buffer of their raw length (an
 * escape never grows: "\uXXXX" is six bytes for at most three of UTF-8,
 * a surrogate pair twelve for four), so memory follows the input.
 * Nested values are checked and kept as their raw text.
 */
#include "json_read.h"

#include <stdlib.h>
#include <string.h>

typedef struct parser {
  const char *s;
  size_t len, i;
  int depth;
  ss_error *err;
} parser;

static int
fail (parser *p, const char *what)
{
  ss_error_set (p->err, 0, (long) p->i + 1, "%s", what);
  return -1;
}

static int
at (const parser *p)
{
  return p->i < p->len ? (unsigned char) p->s[p->i] : -1;
}

static void
blanks (parser *p)
{
  for (int c; (c = at (p)) == ' ' || c == '\t' || c == '\r' || c == '\n';)
    p->i++;
}

static int
hex_value (int c)
{
  return c >= '0' && c <= '9' ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Four hex digits at s[i]; -1 when they are not. */
static long
hex4 (const parser *p, size_t i)
{
  long v = 0;
  for (size_t k = i; k < i + 4; k++)
    {
      int h = k < p->len ? hex_value ((unsigned char) p->s[k]) : -1;
      if (h < 0)
        return -1;
      v = v * 16 + h;
    }
  return v;
}

/* A \u escape at p->i (after the backslash and 'u'): the code point, or
 * -1 after failing; p->i moves past it (and a low surrogate). */
static long
unicode_escape (parser *p)
{
  long u = hex4 (p, p->i);
  if (u < 0)
    return fail (p, "\\u needs four hex digits");
  p->i += 4;
  if (u == 0)
    return fail (p, "\\u0000: a NUL byte in a string");
  if (u >= 0xDC00 && u <= 0xDFFF)
    return fail (p, "a low surrogate without a high one");
  if (u < 0xD800 || u > 0xDBFF)
    return u;
  long low = p->i + 1 < p->len && p->s[p->i] == '\\' && p->s[p->i + 1] == 'u'
             ? hex4 (p, p->i + 2) : -1;
  if (low < 0xDC00 || low > 0xDFFF)
    return fail (p, "a high surrogate without a low one");
  p->i += 6;
  return 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
}

static size_t
put_utf8 (char *out, long u)
{
  if (u < 0x80)
    return out[0] = (char) u, 1;
  if (u < 0x800)
    return out[0] = (char) (0xC0 | u >> 6),
           out[1] = (char) (0x80 | (u & 0x3F)), 2;
  if (u < 0x10000)
    return out[0] = (char) (0xE0 | u >> 12),
           out[1] = (char) (0x80 | (u >> 6 & 0x3F)),
           out[2] = (char) (0x80 | (u & 0x3F)), 3;
  out[0] = (char) (0xF0 | u >> 18);
  out[1] = (char) (0x80 | (u >> 12 & 0x3F));
  out[2] = (char) (0x80 | (u >> 6 & 0x3F));
  out[3] = (char) (0x80 | (u & 0x3F));
  return 4;
}

static int
simple_escape (int c)
{
  switch (c)
    {
    case '"': return '"';
    case '\\': return '\\';
    case '/': return '/';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    default: return -1;
    }
}

/* The string at p->i (its opening quote), unescaped into out (room for
 * its raw length) when out is non-null; p->i moves past its end. */
static int
string_body (parser *p, char *out, size_t *olen)
{
  size_t k = 0;
  p->i++;
  for (int c; (c = at (p)) != '"'; )
    {
      if (c < 0)
        return fail (p, "a string without its closing quote");
      if (c < 0x20)
        return fail (p, "a control character in a string (escape it)");
      p->i++;
      if (c != '\\')
        {
          if (out)
            out[k] = (char) c;
          k++;
          continue;
        }
      int e = at (p);
      p->i++;
      long u = e == 'u' ? unicode_escape (p) : simple_escape (e);
      if (u < 0)
        return e == 'u' ? -1 : (p->i--, fail (p, "an unknown escape"));
      k += out ? put_utf8 (out + k, u) : put_utf8 ((char[4]) { 0 }, u);
    }
  p->i++;
  if (out)
    out[k] = 0;
  *olen = k;
  return 0;
}

/* A string, allocated unescaped into *out when out is non-null. */
static int
string (parser *p, char **out)
{
  size_t start = p->i, k;
  if (string_body (p, 0, &k))
    return -1;
  if (!out)
    return 0;
  *out = malloc (p->i - start);
  if (!*out)
    return fail (p, "out of memory");
  p->i = start;
  return string_body (p, *out, &k);
}

static int
digits (parser *p)
{
  size_t from = p->i;
  while (at (p) >= '0' && at (p) <= '9')
    p->i++;
  return p->i > from ? 0 : fail (p, "a digit expected");
}

static int
number (parser *p)
{
  if (at (p) == '-')
    p->i++;
  if (at (p) == '0')
    p->i++;
  else if (digits (p))
    return -1;
  if (at (p) == '.' && (p->i++, digits (p)))
    return -1;
  if (at (p) == 'e' || at (p) == 'E')
    {
      p->i++;
      if (at (p) == '+' || at (p) == '-')
        p->i++;
      return digits (p);
    }
  return 0;
}

static int
literal (parser *p, const char *word)
{
  size_t n = strlen (word);
  if (p->len - p->i < n || memcmp (p->s + p->i, word, n))
    return fail (p, "a value expected (a string, number, object, array, "
                 "true, false or null)");
  p->i += n;
  return 0;
}

static int value (parser *, ss_json_kind *);

/* A member's name and its ':' (the name checked, not kept). */
static int
name (parser *p)
{
  if (at (p) != '"')
    return fail (p, "a member name (a string) expected");
  if (string (p, 0))
    return -1;
  blanks (p);
  if (at (p) != ':')
    return fail (p, "':' expected after a name");
  p->i++;
  return 0;
}

/* An object's or array's items after its opening bracket, up to close. */
static int
items (parser *p, int close, int keyed)
{
  ss_json_kind k;
  p->i++;
  blanks (p);
  if (at (p) == close)
    return p->i++, 0;
  for (;;)
    {
      blanks (p);
      if (keyed && name (p))
        return -1;
      if (value (p, &k))
        return -1;
      blanks (p);
      if (at (p) == close)
        return p->i++, 0;
      if (at (p) != ',')
        return fail (p, keyed ? "',' or '}' expected" : "',' or ']' "
                     "expected");
      p->i++;
    }
}

static int
nested (parser *p, int close, int keyed)
{
  if (++p->depth > SS_JSON_MAX_DEPTH)
    return fail (p, "nested deeper than 32 levels");
  int got = items (p, close, keyed);
  p->depth--;
  return got;
}

static int
value (parser *p, ss_json_kind *kind)
{
  blanks (p);
  int c = at (p);
  switch (c)
    {
    case '"': *kind = SS_JSON_STRING; return string (p, 0);
    case '{': *kind = SS_JSON_OBJECT; return nested (p, '}', 1);
    case '[': *kind = SS_JSON_ARRAY; return nested (p, ']', 0);
    case 't': *kind = SS_JSON_BOOL; return literal (p, "true");
    case 'f': *kind = SS_JSON_BOOL; return literal (p, "false");
    case 'n': *kind = SS_JSON_NULL; return literal (p, "null");
    default:
      *kind = SS_JSON_NUMBER;
      if (c == '-' || (c >= '0' && c <= '9'))
        return number (p);
      return fail (p, c < 0 ? "a value expected, not the end of the line"
                   : "a value expected (a string, number, object, array, "
                     "true, false or null)");
    }
}

/* ---- the top level: members kept ------------------------------------------ */

static int
member (parser *p, ss_json_object *o)
{
  ss_json_member *m = &o->member[o->count];
  memset (m, 0, sizeof *m);
  if (at (p) != '"')
    return fail (p, "a member name (a string) expected");
  long col = (long) p->i + 1;
  if (string (p, &m->name))
    return -1;
  o->count++;
  for (int k = 0; k + 1 < o->count; k++)
    if (!strcmp (o->member[k].name, m->name))
      return p->i = (size_t) col - 1, fail (p, "a member named twice");
  blanks (p);
  if (at (p) != ':')
    return fail (p, "':' expected after a name");
  p->i++;
  blanks (p);
  size_t start = p->i;
  m->col = (long) start + 1;
  if (value (p, &m->kind))
    return -1;
  if (m->kind == SS_JSON_STRING)
    return p->i = start, string (p, &m->value);
  m->value = strndup (p->s + start, p->i - start);
  return m->value ? 0 : fail (p, "out of memory");
}

static int
members (parser *p, ss_json_object *o)
{
  p->i++;
  blanks (p);
  if (at (p) == '}')
    return p->i++, 0;
  for (;;)
    {
      blanks (p);
      if (o->count == SS_JSON_MAX_MEMBERS)
        return fail (p, "more than 256 members");
      if (member (p, o))
        return -1;
      blanks (p);
      if (at (p) == '}')
        return p->i++, 0;
      if (at (p) != ',')
        return fail (p, "',' or '}' expected");
      p->i++;
    }
}

int
ss_json_parse_object (const char *text, size_t len, ss_json_object *out,
                      ss_error *err)
{
  parser p = { text, len, 0, 1, err }; /* the object is level 1 */
  ss_error_clear (err);
  out->count = 0;
  out->member = malloc (SS_JSON_MAX_MEMBERS * sizeof *out->member);
  if (!out->member)
    return fail (&p, "out of memory");
  blanks (&p);
  if (at (&p) != '{')
    return fail (&p, at (&p) < 0 ? "no JSON object: an empty line"
                 : "not a JSON object: '{' expected");
  if (members (&p, out))
    return -1;
  blanks (&p);
  return at (&p) < 0 ? 0 : fail (&p, "text after the object");
}

void
ss_json_object_free (ss_json_object *o)
{
  for (int k = 0; k < o->count; k++)
    free (o->member[k].name), free (o->member[k].value);
  free (o->member);
  o->member = 0;
  o->count = 0;
}

const ss_json_member *
ss_json_get (const ss_json_object *o, const char *name)
{
  for (int k = 0; k < o->count; k++)
    if (!strcmp (o->member[k].name, name))
      return &o->member[k];
  return 0;
}

const char *
ss_json_kind_name (ss_json_kind k)
{
  static const char *names[] = { "null", "a boolean", "a number",
                                 "a string", "an object", "an array" };
  return names[k];
}
