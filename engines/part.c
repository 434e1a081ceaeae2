/* part.c -- part tags and puzzle identities (part.h).
 *
 * The identity is FNV-1a (64 bits) over the box and the cells: the same
 * puzzle gives the same identity on every machine, and a different one
 * (another grid, or the same cells in another box) almost surely not.
 * It names; it does not guard against a forger.
 */
#include "part.h"

#include <ctype.h>
#include <string.h>

static uint64_t
fnv (uint64_t h, uint8_t byte)
{
  return (h ^ byte) * 0x100000001b3ull;
}

void
ss_part_id (const ss_grid *g, char id[SS_PART_ID_LEN + 1])
{
  uint64_t h = 0xcbf29ce484222325ull;
  h = fnv (fnv (h, (uint8_t) g->box_rows), (uint8_t) g->box_cols);
  for (int i = 0; i < g->n * g->n; i++)
    h = fnv (h, g->cell[i]);
  snprintf (id, SS_PART_ID_LEN + 1, "%016llx", (unsigned long long) h);
}

/* A decimal number from 1 to SS_PART_MAX at *p; advances *p. */
static long
number (const char **p)
{
  long v = 0;
  const char *s = *p;
  if (*s < '1' || *s > '9')
    return 0;
  for (; isdigit ((unsigned char) *s) && v <= SS_PART_MAX; s++)
    v = v * 10 + (*s - '0');
  *p = s;
  return v <= SS_PART_MAX ? v : 0;
}

static int
parse_number (const char **p, ss_part *out)
{
  long i = number (p);
  if (!i || **p != '/')
    return 0;
  ++*p;
  long k = number (p);
  if (!k || i > k)
    return 0;
  out->index = i, out->count = k;
  return 1;
}

int
ss_part_parse_number (const char *text, ss_part *out)
{
  return parse_number (&text, out) && !*text;
}

int
ss_part_id_ok (const char *text)
{
  size_t len = strspn (text, "0123456789abcdef");
  return len == SS_PART_ID_LEN && !text[len];
}

static const char *
blanks (const char *s)
{
  while (*s == ' ' || *s == '\t' || *s == '\r')
    s++;
  return s;
}

int
ss_part_parse_tag (const char *text, ss_part *out)
{
  ss_part p;
  const char *s = blanks (text);
  if (strncmp (s, "part ", 5) || !parse_number ((s += 5, &s), &p)
      || strncmp (s, " of ", 4))
    return 0;
  s += 4;
  size_t len = strspn (s, "0123456789abcdef");
  if (len != SS_PART_ID_LEN || *blanks (s + len))
    return 0;
  memcpy (p.parent, s, SS_PART_ID_LEN);
  p.parent[SS_PART_ID_LEN] = 0;
  *out = p;
  return 1;
}

void
ss_part_write_tag (FILE *out, const ss_part *p)
{
  fprintf (out, "part %ld/%ld of %s", p->index, p->count, p->parent);
}
