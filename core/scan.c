/* scan.c -- cell lists and the two scanners (see scan.h).
 *
 * The symbol scanner is the reader's hot loop: one table lookup per byte
 * (spaces and separators are table entries too), three stores and one OR
 * per cell.  Everything else about a record is decided after it is read.
 */
#include "scan.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

void
ss_cells_reset (ss_cells *c)
{
  c->count = 0;
  c->seen = 0;
  c->blank = 0;
  c->first_zero = -1;
}

void
ss_cells_free (ss_cells *c)
{
  free (c->value);
  free (c->line);
  free (c->col);
  memset (c, 0, sizeof *c);
}

int
ss_cells_reserve (ss_cells *c, size_t extra)
{
  while ((size_t) (c->cap - c->count) < extra)
    {
      int ncap = c->cap ? 2 * c->cap : 256;
      int *v = realloc (c->value, (size_t) ncap * sizeof *v);
      if (v)
        c->value = v;
      long *l = realloc (c->line, (size_t) ncap * sizeof *l);
      if (l)
        c->line = l;
      long *k = realloc (c->col, (size_t) ncap * sizeof *k);
      if (k)
        c->col = k;
      if (!v || !l || !k)
        return -1;
      c->cap = ncap;
    }
  return 0;
}

static inline void
put (ss_cells *c, int value, long line, long col)
{
  c->value[c->count] = value;
  c->line[c->count] = line;
  c->col[c->count++] = col;
}

static void
spaces_separate (signed char t[256])
{
  t[' '] = t['\t'] = t['\v'] = t['\f'] = t['\r'] = SS_SEPARATOR;
}

void
ss_scan_table_auto (signed char t[256])
{
  memset (t, SS_UNKNOWN_SYMBOL, 256);
  for (int v = 1; v <= 9; v++)
    t['0' + v] = (signed char) v;
  for (int k = 0; k < 26; k++)
    {
      t['A' + k] = (signed char) (10 + k);
      t['a' + k] = (signed char) (SS_RAW_LOWER + k);
    }
  t['0'] = SS_RAW_ZERO;
  t['.'] = t['_'] = t['-'] = 0;
  t['|'] = t['+'] = SS_SEPARATOR;
  spaces_separate (t);
}

void
ss_scan_table_of (signed char t[256], const ss_alphabet *a)
{
  memcpy (t, a->value, 256);
  spaces_separate (t);
}

int
ss_raw_char (int raw)
{
  if (raw == SS_RAW_ZERO)
    return '0';
  if (raw >= SS_RAW_LOWER)
    return 'a' + raw - SS_RAW_LOWER;
  return raw >= 10 ? 'A' + raw - 10 : raw ? '0' + raw : '.';
}

int
ss_scan_symbols (const signed char *table, const ss_line *ln, size_t from,
                 size_t to, ss_cells *out, ss_error *err)
{
  if (ss_cells_reserve (out, to - from) < 0)
    return ss_error_set (err, ln->number, 0, "out of memory"), -1;
  for (size_t i = from; i < to; i++)
    {
      unsigned char ch = (unsigned char) ln->text[i];
      int v = table[ch];
      if (v < 0)
        {
          char shown[8];
          if (v == SS_SEPARATOR)
            continue;
          ss_error_set (err, ln->number, (long) i + 1, "unknown symbol %s",
                        ss_char_show (ch, shown));
          return -1;
        }
      if (v == 0 && !out->blank)
        out->blank = (char) ch;
      out->seen |= 1ULL << (v & 63); /* custom tables: unused */
      put (out, v, ln->number, (long) i + 1);
    }
  return 0;
}

int
ss_count_symbols (const signed char *table, const ss_line *ln, size_t from,
                  size_t to, int *only_symbols)
{
  int cells = 0;
  *only_symbols = 1;
  for (size_t i = from; i < to; i++)
    {
      int v = table[(unsigned char) ln->text[i]];
      cells += v >= 0;
      *only_symbols &= v != SS_UNKNOWN_SYMBOL;
    }
  return cells;
}

static int
is_separator_token (const char *t, size_t len)
{
  for (size_t k = 0; k < len; k++)
    if (t[k] != '|' && t[k] != '+')
      return 0;
  return 1;
}

/* The value of the token text[i, j): a number, 0 for '.' or '-', -1 if
 * it is neither. */
static int
token_value (const char *t, size_t len)
{
  int v = 0;
  if (len == 1 && (*t == '.' || *t == '-'))
    return 0;
  for (size_t k = 0; k < len && v >= 0; k++)
    v = isdigit ((unsigned char) t[k]) && v < 100000 ? 10 * v + (t[k] - '0')
                                                     : -1;
  return v;
}

int
ss_scan_tokens (const ss_line *ln, size_t from, size_t to, ss_cells *out,
                ss_error *err)
{
  const char *t = ln->text;
  for (size_t i = from, j; i < to; i = j)
    {
      while (i < to && isspace ((unsigned char) t[i]))
        i++;
      for (j = i; j < to && !isspace ((unsigned char) t[j]); j++)
        ;
      if (j == i || is_separator_token (t + i, j - i))
        continue;
      int v = token_value (t + i, j - i);
      if (v < 0)
        return ss_error_set (err, ln->number, (long) i + 1,
                             "token '%.*s' is not a number",
                             (int) (j - i < 12 ? j - i : 12), t + i), -1;
      if (ss_cells_reserve (out, 1) < 0)
        return ss_error_set (err, ln->number, 0, "out of memory"), -1;
      if (v == 0 && !out->blank)
        out->blank = '0';
      put (out, v, ln->number, (long) i + 1);
      if (v == 0 && t[i] != '.' && t[i] != '-' && out->first_zero < 0)
        out->first_zero = out->count - 1;
      if (v == 0) /* bit 63 marks a '-' (a row of them is no rule) */
        out->seen |= t[i] == '-' ? 1 | 1ULL << 63
                     : t[i] == '.' ? 1 : 1ULL << SS_RAW_ZERO;
    }
  return 0;
}
