/* json_record.c -- one JSON object per line, its string members kept
 * (see json_record.h).  A small strict parser: strings with the JSON
 * escapes, numbers, true, false, null, and objects and arrays nested at
 * most MAX_DEPTH deep, which bounds the recursion on any input.
 */
#include "json_record.h"

#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 32

typedef struct parser {
  const char *t;
  size_t i, len;
  size_t span[5][2]; /* raw value text of the members below, [from, to) */
  int have[5];
} parser;

static const char *const members[5] = { "puzzle", "solution", "box",
                                        "alphabet", "status" };

static void
skip_ws (parser *p)
{
  while (p->i < p->len && strchr (" \t\r\n", p->t[p->i]) && p->t[p->i])
    p->i++;
}

static int
hex4 (const char *t)
{
  int v = 0;
  for (int k = 0; k < 4; k++)
    {
      char c = t[k];
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f'
              ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0)
        return -1;
      v = 16 * v + d;
    }
  return v;
}

/* A string at p->i: its raw text [*from, *to) between the quotes; -1 if
 * it is no JSON string. */
static int
string (parser *p, size_t *from, size_t *to)
{
  if (p->i >= p->len || p->t[p->i] != '"')
    return -1;
  *from = ++p->i;
  while (p->i < p->len && p->t[p->i] != '"')
    {
      unsigned char c = (unsigned char) p->t[p->i];
      if (c < 0x20)
        return -1;
      if (c == '\\')
        {
          if (p->i + 1 >= p->len || !strchr ("\"\\/bfnrtu", p->t[p->i + 1])
              || !p->t[p->i + 1])
            return -1;
          if (p->t[p->i + 1] == 'u'
              && (p->i + 6 > p->len || hex4 (p->t + p->i + 2) < 0))
            return -1;
          p->i += p->t[p->i + 1] == 'u' ? 5 : 1;
        }
      p->i++;
    }
  if (p->i >= p->len)
    return -1;
  *to = p->i++;
  return 0;
}

static int value (parser *p, int depth);

static int
literal (parser *p)
{
  static const char *const words[] = { "true", "false", "null" };
  for (int k = 0; k < 3; k++)
    {
      size_t n = strlen (words[k]);
      if (p->len - p->i >= n && !memcmp (p->t + p->i, words[k], n))
        return p->i += n, 0;
    }
  size_t start = p->i;
  while (p->i < p->len && p->t[p->i] && strchr ("+-0123456789.eE", p->t[p->i]))
    p->i++;
  return p->i > start ? 0 : -1;
}

/* The elements of an array or the members of an object, after its
 * opening bracket; at depth 0 the members named above are kept. */
static int
items (parser *p, int depth, int object)
{
  char close = object ? '}' : ']';
  skip_ws (p);
  if (p->i < p->len && p->t[p->i] == close)
    return p->i++, 0;
  for (;;)
    {
      size_t kf = 0, kt = 0, vf = p->i;
      skip_ws (p);
      if (object && (string (p, &kf, &kt) < 0
                     || (skip_ws (p), p->i >= p->len || p->t[p->i++] != ':')))
        return -1;
      skip_ws (p);
      vf = p->i;
      if (value (p, depth + 1) < 0)
        return -1;
      for (int k = 0; object && depth == 0 && k < 5; k++)
        if (kt - kf == strlen (members[k])
            && !memcmp (p->t + kf, members[k], kt - kf) && p->t[vf] == '"')
          p->have[k] = 1, p->span[k][0] = vf + 1, p->span[k][1] = p->i - 1;
      skip_ws (p);
      if (p->i >= p->len)
        return -1;
      char c = p->t[p->i++];
      if (c == close)
        return 0;
      if (c != ',')
        return -1;
    }
}

static int
value (parser *p, int depth)
{
  size_t from, to;
  if (depth > MAX_DEPTH || p->i >= p->len)
    return -1;
  char c = p->t[p->i];
  if (c == '"')
    return string (p, &from, &to);
  if (c == '{' || c == '[')
    return p->i++, items (p, depth, c == '{');
  return literal (p);
}

/* Decodes raw JSON string text into out (NUL-terminated); returns the
 * byte after it.  \uXXXX above ASCII becomes '?', which no alphabet
 * holds. */
static char *
decode (const char *t, size_t from, size_t to, char *out)
{
  static const char esc[] = "\"\"\\\\//b\bf\fn\nr\rt\t";
  for (size_t i = from; i < to; i++)
    {
      if (t[i] != '\\')
        {
          *out++ = t[i];
          continue;
        }
      char e = t[++i];
      if (e == 'u')
        {
          int v = hex4 (t + i + 1);
          *out++ = v > 0 && v < 0x80 ? (char) v : '?';
          i += 4;
          continue;
        }
      *out++ = strchr (esc, e)[1];
    }
  *out++ = 0;
  return out;
}

ss_json_record *
ss_json_record_parse (const char *text, size_t len, int *oom)
{
  parser p = { text, 0, len, { { 0 } }, { 0 } };
  *oom = 0;
  skip_ws (&p);
  if (p.i >= len || text[p.i] != '{')
    return 0;
  p.i++;
  if (items (&p, 0, 1) < 0 || (skip_ws (&p), p.i != len))
    return 0;
  ss_json_record *r = calloc (1, sizeof *r + len + 5);
  if (!r)
    return *oom = 1, (ss_json_record *) 0;
  const char **field[5] = { &r->grid, &r->grid, &r->box, &r->alphabet,
                            &r->status };
  char *at = r->buf;
  for (int k = 4; k >= 0; k--) /* "puzzle" last, so it wins */
    if (p.have[k])
      {
        *field[k] = at;
        at = decode (text, p.span[k][0], p.span[k][1], at);
        if (k <= 1)
          r->grid_name = members[k], r->grid_col = (long) p.span[k][0];
      }
  return r;
}
