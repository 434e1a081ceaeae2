/* alphabet.c -- building the character-to-digit table (see alphabet.h). */
#include "alphabet.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static void
reset (ss_alphabet *a)
{
  memset (a->value, SS_UNKNOWN_SYMBOL, sizeof a->value);
  memset (a->symbol, 0, sizeof a->symbol);
  a->value['.'] = a->value['_'] = a->value['-'] = a->value['0'] = 0;
  a->value['|'] = a->value['+'] = SS_SEPARATOR;
  a->symbol[0] = '.';
}

static void
put (ss_alphabet *a, int v, int c)
{
  a->symbol[v] = (char) c;
  a->value[(unsigned char) c] = (signed char) v;
}

void
ss_alphabet_family (ss_alphabet *a, int zero_based, int lower)
{
  static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const char *from = zero_based ? digits : digits + 1;
  reset (a);
  a->custom = 0;
  a->size = (int) strlen (from);
  for (int v = 1; v <= a->size; v++)
    put (a, v, lower ? tolower ((unsigned char) from[v - 1]) : from[v - 1]);
}

void
ss_alphabet_default (ss_alphabet *a)
{
  ss_alphabet_family (a, 0, 0);
}

void
ss_alphabet_tokens (ss_alphabet *a)
{
  reset (a);
  a->custom = 0;
  a->size = 0;
}

/* A listed letter also reads in the other case, unless that is listed. */
static void
fold_case (ss_alphabet *a)
{
  for (int v = 1; v <= a->size; v++)
    {
      unsigned char c = (unsigned char) a->symbol[v];
      int other = isupper (c) ? tolower (c) : islower (c) ? toupper (c) : 0;
      if (other && a->value[other] <= 0)
        a->value[other] = (signed char) v;
    }
}

int
ss_alphabet_custom (ss_alphabet *a, const char *symbols, ss_error *err)
{
  char shown[8];
  size_t len = strlen (symbols);
  reset (a);
  a->custom = 1;
  if (len < 1 || len > SS_MAX_N)
    {
      ss_error_set (err, 0, 0, "alphabet must have 1 to %d symbols, not %zu",
                    SS_MAX_N, len);
      return -1;
    }
  a->size = (int) len;
  for (size_t i = 0; i < len; i++)
    {
      unsigned char c = (unsigned char) symbols[i];
      if (c <= ' ' || c >= 127 || strchr ("|-+.:_#,*", c) || a->value[c] > 0)
        {
          ss_error_set (err, 0, (long) i + 1,
                        "alphabet symbol %s is %s", ss_char_show (c, shown),
                        a->value[c] > 0 ? "repeated" : "reserved");
          return -1;
        }
      put (a, (int) i + 1, c);
    }
  fold_case (a);
  return 0;
}

const char *
ss_digit_name (const ss_alphabet *a, int n, int d, char buf[8])
{
  if (a && n <= a->size && d >= 1 && d <= n)
    buf[0] = a->symbol[d], buf[1] = 0;
  else
    snprintf (buf, 8, "%d", d);
  return buf;
}

const char *
ss_char_show (int c, char buf[8])
{
  c &= 0xff;
  if (c > ' ' && c < 127 && c != '\'')
    snprintf (buf, 8, "'%c'", c);
  else
    snprintf (buf, 8, "'\\x%02x'", (unsigned) c);
  return buf;
}
