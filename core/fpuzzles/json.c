/* json.c -- the bounded JSON reader (see json.h).
 *
 * Recursive descent over the text, one function per production; the
 * recursion is as deep as the nesting, which SS_JSON_MAX_DEPTH bounds.
 * Nodes are appended to one growing array, so a child's index is known
 * when it is made and siblings are linked as they are read.
 */
#include "json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct parser {
  const char *t;
  size_t len, i;
  int depth;
  ss_json_doc *doc;
  long err_at;
  char *msg;
} parser;

static int
fail (parser *p, long at, const char *msg)
{
  p->err_at = at;
  snprintf (p->msg, 160, "%s", msg);
  return -1;
}

static void
skip_space (parser *p)
{
  while (p->i < p->len && strchr (" \t\r\n", p->t[p->i]) && p->t[p->i])
    p->i++;
}

/* ---- storage -------------------------------------------------------------- */

static int
new_node (parser *p, ss_json_type type)
{
  ss_json_doc *d = p->doc;
  if (d->nnodes >= SS_JSON_MAX_VALUES)
    return fail (p, (long) p->i, "more than 200000 values (the limit)");
  if (d->nnodes == d->cap)
    {
      int cap = d->cap ? 2 * d->cap : 64;
      ss_json_node *more = realloc (d->node, (size_t) cap * sizeof *more);
      if (!more)
        return fail (p, (long) p->i, "out of memory");
      d->node = more;
      d->cap = cap;
    }
  ss_json_node *n = &d->node[d->nnodes];
  memset (n, 0, sizeof *n);
  n->type = type;
  n->first = n->next = -1;
  n->key = n->str = n->key_at = -1;
  n->at = (long) p->i;
  return d->nnodes++;
}

/* Room for more bytes in the chars buffer. */
static int
reserve (parser *p, size_t more)
{
  ss_json_doc *d = p->doc;
  if (d->nchars + more + 1 <= d->ccap)
    return 0;
  size_t cap = d->ccap ? d->ccap : 256;
  while (cap < d->nchars + more + 1)
    cap *= 2;
  char *c = realloc (d->chars, cap);
  if (!c)
    return fail (p, (long) p->i, "out of memory");
  d->chars = c;
  d->ccap = cap;
  return 0;
}

static int
put_byte (parser *p, int c)
{
  if (reserve (p, 1) < 0)
    return -1;
  p->doc->chars[p->doc->nchars++] = (char) c;
  return 0;
}

static int
put_utf8 (parser *p, unsigned long u)
{
  if (u < 0x80)
    return put_byte (p, (int) u);
  if (u < 0x800)
    return put_byte (p, 0xc0 | (int) (u >> 6)) < 0 ? -1
           : put_byte (p, 0x80 | (int) (u & 0x3f));
  if (u < 0x10000)
    return put_byte (p, 0xe0 | (int) (u >> 12)) < 0
           || put_byte (p, 0x80 | (int) ((u >> 6) & 0x3f)) < 0 ? -1
           : put_byte (p, 0x80 | (int) (u & 0x3f));
  return put_byte (p, 0xf0 | (int) (u >> 18)) < 0
         || put_byte (p, 0x80 | (int) ((u >> 12) & 0x3f)) < 0
         || put_byte (p, 0x80 | (int) ((u >> 6) & 0x3f)) < 0 ? -1
         : put_byte (p, 0x80 | (int) (u & 0x3f));
}

/* ---- strings -------------------------------------------------------------- */

static long
hex4 (parser *p, size_t at)
{
  long v = 0;
  if (at + 4 > p->len)
    return -1;
  for (int k = 0; k < 4; k++)
    {
      char c = p->t[at + k];
      int d = c >= '0' && c <= '9' ? c - '0'
              : c >= 'a' && c <= 'f' ? c - 'a' + 10
              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0)
        return -1;
      v = 16 * v + d;
    }
  return v;
}

/* \uXXXX at p->i (after the backslash and 'u'), with a low surrogate
 * after a high one; a lone surrogate becomes U+FFFD. */
static int
unicode_escape (parser *p)
{
  long u = hex4 (p, p->i);
  if (u < 0)
    return fail (p, (long) p->i - 2, "a \\u escape needs four hex digits");
  p->i += 4;
  if (u >= 0xd800 && u < 0xdc00 && p->i + 6 <= p->len
      && p->t[p->i] == '\\' && p->t[p->i + 1] == 'u')
    {
      long lo = hex4 (p, p->i + 2);
      if (lo >= 0xdc00 && lo < 0xe000)
        {
          p->i += 6;
          return put_utf8 (p, 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00));
        }
    }
  if (u >= 0xd800 && u < 0xe000)
    u = 0xfffd;
  return put_utf8 (p, (unsigned long) u);
}

static int
escape (parser *p)
{
  static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
  char c = p->i < p->len ? p->t[p->i] : 0;
  const char *k = c ? strchr (from, c) : 0;
  p->i++;
  if (c == 'u')
    return unicode_escape (p);
  if (!k)
    return fail (p, (long) p->i - 2, "an unknown escape in a string");
  return put_byte (p, to[k - from]);
}

/* A string literal at p->i (on its '"'); its value goes to the chars
 * buffer, NUL-terminated, at the returned offset. */
static long
read_string (parser *p, size_t *slen)
{
  size_t open = p->i++;
  size_t start = p->doc->nchars;
  while (p->i < p->len && p->t[p->i] != '"')
    {
      unsigned char c = (unsigned char) p->t[p->i];
      if (c < 0x20)
        return fail (p, (long) p->i, "a control character inside a string "
                     "(write it as an escape)");
      if (c == '\\')
        {
          p->i++;
          if (escape (p) < 0)
            return -1;
        }
      else if (put_byte (p, c) < 0)
        return -1;
      else
        p->i++;
    }
  if (p->i >= p->len)
    return fail (p, (long) open, "a string that is never closed");
  p->i++;
  *slen = p->doc->nchars - start;
  return put_byte (p, 0) < 0 ? -1 : (long) start;
}

/* ---- values --------------------------------------------------------------- */

static int value (parser *p);

static size_t
digits (parser *p, size_t i)
{
  while (i < p->len && p->t[i] >= '0' && p->t[i] <= '9')
    i++;
  return i;
}

/* -?(0|[1-9]d*)(.d+)?([eE][+-]?d+)? */
static int
number (parser *p)
{
  size_t s = p->i, i = s + (p->t[s] == '-'), j;
  if (i >= p->len || p->t[i] < '0' || p->t[i] > '9')
    return fail (p, (long) s, "not a JSON value");
  j = digits (p, i);
  if (p->t[i] == '0' && j > i + 1)
    return fail (p, (long) s, "a number with a leading zero");
  if (j < p->len && p->t[j] == '.' && (i = digits (p, j + 1)) == j + 1)
    return fail (p, (long) s, "a number with no digit after its '.'");
  j = j < p->len && p->t[j] == '.' ? i : j;
  if (j < p->len && (p->t[j] == 'e' || p->t[j] == 'E'))
    {
      i = j + 1 + (j + 1 < p->len && strchr ("+-", p->t[j + 1])
                   && p->t[j + 1]);
      if ((j = digits (p, i)) == i)
        return fail (p, (long) s, "a number with no digit in its exponent");
    }
  if (j - s > SS_JSON_MAX_NUMBER)
    return fail (p, (long) s, "a number longer than 40 characters (the "
                 "limit)");
  char buf[SS_JSON_MAX_NUMBER + 1];
  memcpy (buf, p->t + s, j - s);
  buf[j - s] = 0;
  int k = new_node (p, SS_JSON_NUMBER);
  if (k < 0)
    return -1;
  p->doc->node[k].num = strtod (buf, 0);
  p->i = j;
  return k;
}

static int
word (parser *p, const char *w, ss_json_type type)
{
  size_t len = strlen (w);
  if (p->i + len > p->len || memcmp (p->t + p->i, w, len))
    return fail (p, (long) p->i, "not a JSON value");
  int k = new_node (p, type);
  p->i += len;
  return k;
}

static int
string_value (parser *p)
{
  int k = new_node (p, SS_JSON_STRING);
  size_t slen = 0;
  long at = k < 0 ? -1 : read_string (p, &slen);
  if (at < 0)
    return -1;
  p->doc->node[k].str = at;
  p->doc->node[k].slen = slen;
  return k;
}

/* Links child after *last (or as the first child of parent). */
static void
link_child (parser *p, int parent, int *last, int child)
{
  ss_json_node *n = p->doc->node;
  if (*last < 0)
    n[parent].first = child;
  else
    n[*last].next = child;
  n[parent].count++;
  *last = child;
}

/* An object member's key and ':' (at p->i); its offset in the chars. */
static long
member_key (parser *p)
{
  size_t klen;
  long key;
  if (p->i >= p->len || p->t[p->i] != '"')
    return fail (p, (long) p->i, "an object member must start with a "
                 "string key");
  if ((key = read_string (p, &klen)) < 0)
    return -1;
  skip_space (p);
  if (p->i >= p->len || p->t[p->i] != ':')
    return fail (p, (long) p->i, "expected ':' after a key");
  p->i++;
  return key;
}

/* One item of container k (a member: key, ':', value); *last links it. */
static int
item (parser *p, int k, int *last)
{
  int object = p->doc->node[k].type == SS_JSON_OBJECT;
  skip_space (p);
  long key_at = object ? (long) p->i : -1;
  long key = object ? member_key (p) : -1;
  int child = object && key < 0 ? -1 : value (p);
  if (child < 0)
    return -1;
  p->doc->node[child].key = key;
  p->doc->node[child].key_at = key_at;
  link_child (p, k, last, child);
  return 0;
}

/* The '[' or '{' at p->i opens a container; the matching close ends it,
 * items separated by ','. */
static int
container (parser *p, ss_json_type type, char close)
{
  if (++p->depth > SS_JSON_MAX_DEPTH)
    return fail (p, (long) p->i, "nested deeper than 32 levels (the "
                 "limit)");
  int k = new_node (p, type), last = -1;
  if (k < 0)
    return -1;
  p->i++;
  skip_space (p);
  for (int first = 1;; first = 0)
    {
      if (first && p->i < p->len && p->t[p->i] == close)
        return p->i++, p->depth--, k;
      if (!first && p->i < p->len && p->t[p->i] == ',')
        p->i++;
      else if (!first)
        return fail (p, (long) p->i, p->i >= p->len
                     ? "the text ends inside an array or object"
                     : "expected ',' or the closing bracket");
      if (item (p, k, &last) < 0)
        return -1;
      skip_space (p);
      if (p->i < p->len && p->t[p->i] == close)
        return p->i++, p->depth--, k;
    }
}

static int
value (parser *p)
{
  skip_space (p);
  if (p->i >= p->len)
    return fail (p, (long) p->len, "the text ends where a value should be");
  switch (p->t[p->i])
    {
    case '{': return container (p, SS_JSON_OBJECT, '}');
    case '[': return container (p, SS_JSON_ARRAY, ']');
    case '"': return string_value (p);
    case 't': return word (p, "true", SS_JSON_TRUE);
    case 'f': return word (p, "false", SS_JSON_FALSE);
    case 'n': return word (p, "null", SS_JSON_NULL);
    default: return number (p);
    }
}

/* ---- the document --------------------------------------------------------- */

int
ss_json_parse (const char *text, size_t len, ss_json_doc *doc, long *at,
               char msg[160])
{
  parser p = { text, len, 0, 0, doc, 0, msg };
  memset (doc, 0, sizeof *doc);
  msg[0] = 0;
  int rc = len > (size_t) SS_JSON_MAX_BYTES
           ? fail (&p, 0, "JSON text longer than 4 MiB (the limit)")
           : memchr (text, 0, len)
           ? fail (&p, (long) ((const char *) memchr (text, 0, len) - text),
                   "a NUL byte")
           : value (&p);
  if (rc >= 0)
    {
      skip_space (&p);
      if (p.i < len)
        rc = fail (&p, (long) p.i, "text after the JSON value");
    }
  if (rc < 0)
    {
      *at = p.err_at;
      ss_json_free (doc);
      return -1;
    }
  return 0;
}

void
ss_json_free (ss_json_doc *doc)
{
  free (doc->node);
  free (doc->chars);
  memset (doc, 0, sizeof *doc);
}

int
ss_json_member (const ss_json_doc *d, int i, const char *key)
{
  const ss_json_node *n = ss_json_at (d, i);
  if (!n || n->type != SS_JSON_OBJECT)
    return -1;
  for (int k = n->first; k >= 0; k = d->node[k].next)
    if (!strcmp (d->chars + d->node[k].key, key))
      return k;
  return -1;
}

void
ss_json_position (const char *text, size_t len, long at, long *line,
                  long *col)
{
  *line = 1;
  *col = 1;
  for (long i = 0; i < at && (size_t) i < len; i++)
    if (text[i] == '\n')
      ++*line, *col = 1;
    else
      ++*col;
}
