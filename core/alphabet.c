/* alphabet.c -- building the character-to-digit table (see alphabet.h). */
#include "alphabet.h"

#include <stdio.h>
#include <string.h>

static void
reset (ss_alphabet *a)
{
  memset (a->value, SS_UNKNOWN_SYMBOL, sizeof a->value);
  a->value['.'] = a->value['_'] = a->value['0'] = 0;
  a->value['|'] = a->value['-'] = a->value['+'] = SS_SEPARATOR;
  a->symbol[0] = '.';
}

void
ss_alphabet_default (ss_alphabet *a)
{
  static const char digits[] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  reset (a);
  a->custom = 0;
  a->size = (int) strlen (digits);
  for (int v = 1; v <= a->size; v++)
    {
      a->symbol[v] = digits[v - 1];
      a->value[(unsigned char) digits[v - 1]] = (signed char) v;
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
      if (c <= ' ' || c >= 127 || strchr ("|-+.:_#", c) || a->value[c] > 0)
        {
          ss_error_set (err, 0, (long) i + 1,
                        "alphabet symbol %s is %s", ss_char_show (c, shown),
                        a->value[c] > 0 ? "repeated" : "reserved");
          return -1;
        }
      a->value[c] = (signed char) (i + 1);
      a->symbol[i + 1] = (char) c;
    }
  return 0;
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
