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
  char chunk[512]; /* fgets's buffer, all '\n' between calls */
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
    {
      l->in = in;
      memset (l->chunk, '\n', sizeof l->chunk);
    }
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

/* Appends n bytes, keeping at most SS_MAX_LINE and noting the cut. */
static int
append (ss_line *line, size_t *cap, const char *bytes, size_t n)
{
  if (n > (size_t) SS_MAX_LINE - line->len)
    {
      n = (size_t) SS_MAX_LINE - line->len;
      line->too_long = 1;
    }
  if (!n)
    return 0;
  if (reserve (line, cap, line->len + n + 1) < 0)
    return -1;
  const char *nul = line->nul_col ? 0 : memchr (bytes, 0, n);
  if (nul)
    line->nul_col = (long) (line->len + (size_t) (nul - bytes)) + 1;
  memcpy (line->text + line->len, bytes, n);
  line->len += n;
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

/* The next piece of a line, by fgets (which stops after a newline, so a
 * terminal hands over each line as it is typed): its length in *n, 0 at
 * the end of the input.  fgets ends what it read with a NUL but does not
 * say how much it read, and a line may hold NUL bytes of its own; the
 * chunk is all newlines before the call, so the NUL fgets wrote is the
 * last one in it, and afterwards the bytes it wrote become newlines again. */
static int
next_chunk (ss_lines *l, size_t *n)
{
  if (!fgets (l->chunk, sizeof l->chunk, l->in))
    return 0;
  const char *end = memchr (l->chunk, 0, sizeof l->chunk), *next;
  while ((next = memchr (end + 1, 0, sizeof l->chunk - (size_t) (end + 1
                                                          - l->chunk))))
    end = next;
  *n = (size_t) (end - l->chunk);
  return 1;
}

static void
chunk_reset (ss_lines *l, size_t n)
{
  memset (l->chunk, '\n', n + 1);
}

/* The SS_LB_* bit of each byte the readers search for. */
static const unsigned char marks[256] = {
  [':'] = SS_LB_COLON, [','] = SS_LB_COMMA, [' '] = SS_LB_SPACE,
  ['\t'] = SS_LB_TAB, ['b'] = SS_LB_B, ['|'] = SS_LB_PIPE,
};

static unsigned
absent_marks (const char *t, size_t len)
{
  unsigned seen = 0;
  for (size_t i = 0; i < len; i++)
    seen |= marks[(unsigned char) t[i]];
  return SS_LB_ALL & ~seen;
}

/* Reads one line into *line; returns 1, 0 at end of input, -1 on error. */
static int
read_line (ss_lines *l, ss_line *line)
{
  size_t cap = 0, n;
  int any = 0, ended = 0;
  memset (line, 0, sizeof *line);
  while (!ended && next_chunk (l, &n))
    {
      any = 1;
      ended = l->chunk[n - 1] == '\n';
      int rc = append (line, &cap, l->chunk, n - (size_t) ended);
      chunk_reset (l, n);
      if (rc < 0)
        goto fail;
    }
  if (!ended && ferror (l->in))
    goto fail;
  if (!any)
    return 0;
  if (reserve (line, &cap, line->len + 1) < 0)
    goto fail;
  line->text[line->len] = 0;
  if (line->len && line->text[line->len - 1] == '\r')
    line->text[--line->len] = 0;
  line->number = ++l->number;
  if (line->number == 1)
    drop_bom (line);
  line->absent = absent_marks (line->text, line->len);
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
