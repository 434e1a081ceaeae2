/* wrap.c -- greedy word wrapping (see wrap.h). */
#include "wrap.h"

#include <string.h>

void
ss_wrap (FILE *out, const char *first, const char *rest, int width,
         const char *text)
{
  const char *prefix = first;
  int col = 0, words_on_line = 0;
  while (*text)
    {
      while (*text == ' ')
        text++;
      int len = (int) strcspn (text, " ");
      if (!len)
        break;
      if (words_on_line && col + 1 + len > width)
        {
          fputc ('\n', out);
          prefix = rest, words_on_line = 0;
        }
      if (!words_on_line)
        col = fprintf (out, "%s", prefix);
      else
        col += fprintf (out, " ");
      col += fprintf (out, "%.*s", len, text);
      words_on_line++;
      text += len;
    }
  fputc ('\n', out);
}
