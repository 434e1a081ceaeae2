/* lines.c -- buffered line splitting with a lookahead queue (see lines.h).
 *
 * The queue is a ring of pointers to ss_line that grows by doubling; a
 * line stays where it is until it is dropped, so a pointer from peek stays
 * valid while the reader looks further ahead.  Lines are read only when a
 * peek reaches past what is queued, so memory stays flat however long the
 * input is.
 */
#include "lines.h"

#include <stdlib.h>
#include <string.h>

struct ss_lines {
  FILE *in;
  long number;
  int eof, failed;
  ss_line **ring;
  int cap, head, count;
};

ss_lines *
ss_lines_new (FILE *in)
{
  ss_lines *l = calloc (1, sizeof *l);
  if (l)
    l->in = in;
  return l;
}

void
ss_lines_free (ss_lines *l)
{
  if (!l)
    return;
  for (int i = 0; i < l->count; i++)
    {
      ss_line *line = l->ring[(l->head + i) % l->cap];
      free (line->text);
      free (line);
    }
  free (l->ring);
  free (l);
}

int
ss_lines_failed (const ss_lines *l)
{
  return l->failed;
}

static int
reserve (ss_line *line, size_t *cap, size_t need)
{
  if (need <= *cap)
    return 0;
  size_t ncap = *cap ? *cap : 128;
  while (ncap < need)
    ncap *= 2;
  if (ncap > (size_t) SS_MAX_LINE + 1 && need <= (size_t) SS_MAX_LINE + 1)
    ncap = (size_t) SS_MAX_LINE + 1; /* read_line's fast path stops here */
  char *t = realloc (line->text, ncap);
  if (!t)
    return -1;
  line->text = t;
  *cap = ncap;
  return 0;
}

/* Appends byte c, or only notes that the line is too long. */
static int
append (ss_line *line, size_t *cap, int c)
{
  if (line->len >= (size_t) SS_MAX_LINE)
    return line->too_long = 1, 0;
  if (reserve (line, cap, line->len + 1) < 0)
    return -1;
  if (!c && !line->nul_col)
    line->nul_col = (long) line->len + 1;
  line->text[line->len++] = (char) c;
  return 0;
}

/* A UTF-8 byte order mark opening the input (Windows exports often have
 * one) is no part of the text; columns count from after it, as an editor
 * shows them. */
static void
drop_bom (ss_line *line)
{
  if (line->len < 3 || memcmp (line->text, "\xef\xbb\xbf", 3))
    return;
  memmove (line->text, line->text + 3, line->len - 2);
  line->len -= 3;
  if (line->nul_col)
    line->nul_col -= 3;
}

/* Reads one line into *line; returns 1, 0 at end of input, -1 on error.
 * The inner loop stores bytes while there is room and leaves growth, NUL
 * bytes and the length limit to append(), so a byte costs a few
 * instructions. */
static int
read_line (ss_lines *l, ss_line *line)
{
  size_t cap = 0;
  int c;
  memset (line, 0, sizeof *line);
  while ((c = getc_unlocked (l->in)) != EOF && c != '\n')
    if (c && line->len + 1 < cap)
      line->text[line->len++] = (char) c;
    else if (append (line, &cap, c) < 0)
      goto fail;
  if (c == EOF && ferror (l->in))
    goto fail;
  if (c == EOF && !line->len && !line->too_long)
    return free (line->text), 0;
  if (reserve (line, &cap, line->len + 1) < 0)
    goto fail;
  line->text[line->len] = 0;
  if (line->len && line->text[line->len - 1] == '\r')
    line->text[--line->len] = 0;
  line->number = ++l->number;
  if (line->number == 1)
    drop_bom (line);
  return 1;
fail:
  free (line->text);
  l->failed = 1;
  return -1;
}

static int
grow (ss_lines *l)
{
  int ncap = l->cap ? 2 * l->cap : 8;
  ss_line **ring = malloc ((size_t) ncap * sizeof *ring);
  if (!ring)
    return -1;
  for (int i = 0; i < l->count; i++)
    ring[i] = l->ring[(l->head + i) % l->cap];
  free (l->ring);
  l->ring = ring;
  l->cap = ncap;
  l->head = 0;
  return 0;
}

const ss_line *
ss_lines_peek (ss_lines *l, int i)
{
  while (i >= l->count && !l->eof)
    {
      ss_line *line = malloc (sizeof *line);
      if (!line || (l->count == l->cap && grow (l) < 0))
        return free (line), l->failed = 1, l->eof = 1, (const ss_line *) 0;
      if (read_line (l, line) <= 0)
        {
          free (line);
          l->eof = 1;
        }
      else
        l->ring[(l->head + l->count++) % l->cap] = line;
    }
  return i < l->count ? l->ring[(l->head + i) % l->cap] : 0;
}

void
ss_lines_drop (ss_lines *l)
{
  if (!l->count && !ss_lines_peek (l, 0))
    return;
  ss_line *line = l->ring[l->head];
  free (line->text);
  free (line);
  l->head = (l->head + 1) % l->cap;
  l->count--;
}
