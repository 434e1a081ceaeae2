/* junk.c -- binary data or words where a puzzle was expected (junk.h). */
#include "junk.h"

#include <ctype.h>
#include <stdio.h>

/* Length of the UTF-8 sequence at s (of at most left bytes), 0 when it is
 * not one. */
static size_t
utf8_length (const unsigned char *s, size_t left)
{
  size_t need = *s < 0x80 ? 1 : (*s & 0xE0) == 0xC0 ? 2
                : (*s & 0xF0) == 0xE0 ? 3 : (*s & 0xF8) == 0xF0 ? 4 : 0;
  if (!need || need > left || (need == 2 && *s < 0xC2))
    return 0;
  for (size_t k = 1; k < need; k++)
    if ((s[k] & 0xC0) != 0x80)
      return 0;
  return need;
}

long
ss_junk_binary (const ss_line *ln)
{
  const unsigned char *t = (const unsigned char *) ln->text;
  for (size_t i = 0; i < ln->len;)
    {
      size_t k = utf8_length (t + i, ln->len - i);
      if (!k || (t[i] < 0x20 && !isspace (t[i])) || t[i] == 0x7f)
        return (long) i + 1;
      i += k;
    }
  return 0;
}

/* Words: the line opens with a letter, holds two words of three letters
 * or more with a space between words, and a letter twice. */
static int
words (const ss_line *ln)
{
  int seen[26] = { 0 }, twice = 0, long_words = 0, run = 0, spaced = 0;
  size_t i = 0;
  while (i < ln->len && isspace ((unsigned char) ln->text[i]))
    i++;
  if (i == ln->len || !isalpha ((unsigned char) ln->text[i]))
    return 0;
  for (; i <= ln->len; i++)
    {
      int c = i < ln->len ? tolower ((unsigned char) ln->text[i]) : 0;
      if (c >= 'a' && c <= 'z')
        {
          twice |= seen[c - 'a']++ > 0;
          spaced |= run == 0 && i > 0 && ln->text[i - 1] == ' '
                    && long_words;
          run++;
          continue;
        }
      long_words += run >= 3;
      run = 0;
    }
  return long_words >= 2 && twice && spaced;
}

int
ss_junk_line (const ss_line *ln, char *why, size_t size, long *col)
{
  if ((*col = ss_junk_binary (ln)))
    {
      unsigned char b = (unsigned char) ln->text[*col - 1];
      if (b)
        snprintf (why, size, "byte 0x%02X is not text: binary data, not a "
                  "puzzle file?", b);
      else
        snprintf (why, size, "NUL byte: binary data, not a puzzle file?");
      return 1;
    }
  if (!words (ln))
    return 0;
  size_t len = ln->len;
  while (len && isspace ((unsigned char) ln->text[len - 1]))
    len--;
  snprintf (why, size, "'%.*s%s' is words, not a puzzle (a line that "
            "starts with '#' is a comment, skipped)",
            (int) (len > 40 ? 37 : len), ln->text, len > 40 ? "..." : "");
  return 1;
}
