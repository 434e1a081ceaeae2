/* cnf_header.c -- reading a sudosat CNF's header comments (see
 * cnf_header.h). */
#include "cnf_header.h"

#include <stdlib.h>
#include <string.h>

#include "amo.h"
#include "encode.h"

/* The NAME of "KEY NAME: ..." through lookup, or -1. */
static int
named (const char *text, const char *key, int (*lookup) (const char *))
{
  char name[32];
  size_t len = strlen (key);
  if (strncmp (text, key, len) || text[len] != ' ')
    return -1;
  text += len + 1;
  size_t n = strcspn (text, ":");
  if (!text[n] || n >= sizeof name)
    return -1;
  memcpy (name, text, n);
  name[n] = 0;
  return lookup (name);
}

/* Appends a "c rule" line's text to h->rules. */
static int
add_rule (ss_cnf_header *h, const char *text)
{
  size_t old = h->rules ? strlen (h->rules) : 0, len = strlen (text);
  char *r = realloc (h->rules, old + len + 2);
  if (!r)
    return -1;
  memcpy (r + old, text, len);
  r[old + len] = '\n';
  r[old + len + 1] = 0;
  h->rules = r;
  return 0;
}

static int
comment (ss_cnf_header *h, const char *text, long line)
{
  int n, r, c, v;
  if (sscanf (text, "grid %dx%*d in %dx%d boxes", &n, &r, &c) == 3)
    h->n = n, h->box_rows = r, h->box_cols = c;
  else if (!strncmp (text, "puzzle ", 7) && !h->puzzle)
    {
      if (!(h->puzzle = strdup (text + 7)))
        return -1;
      h->puzzle_line = line;
    }
  else if ((v = named (text, "encoding", ss_encoding_lookup)) >= 0)
    h->encoding = v;
  else if ((v = named (text, "at-most-one", ss_amo_lookup)) >= 0)
    h->amo = v;
  else if (!strncmp (text, "givens: ", 8))
    h->givens = strncmp (text + 8, "left out", 8) != 0;
  else if ((v = named (text, "sums", ss_sum_lookup)) >= 0)
    h->sum = v;
  else if (!strncmp (text, "rule ", 5))
    return add_rule (h, text + 5);
  return 0;
}

int
ss_cnf_header_read (FILE *in, const char *name, ss_cnf_header *h,
                    ss_error *err)
{
  char *buf = 0;
  size_t cap = 0;
  ssize_t len;
  long line = 0;
  int bad = 0;
  memset (h, 0, sizeof *h);
  h->encoding = h->amo = h->givens = h->sum = -1;
  ss_error_clear (err);
  err->file = name;
  while (!bad && (len = getline (&buf, &cap, in)) >= 0)
    {
      line++;
      while (len && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
        buf[--len] = 0;
      if (buf[0] != 'c')
        break; /* the "p cnf" line, or a CNF without comments */
      bad = comment (h, buf + (buf[1] == ' ' ? 2 : 1), line) < 0;
    }
  free (buf);
  if (bad)
    return ss_error_set (err, line, 0, "out of memory"), -1;
  if (ferror (in))
    return ss_error_set (err, 0, 0, "read error"), -1;
  return 0;
}

void
ss_cnf_header_free (ss_cnf_header *h)
{
  free (h->puzzle);
  free (h->rules);
  h->puzzle = h->rules = 0;
}
