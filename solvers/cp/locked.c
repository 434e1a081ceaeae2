/* locked.c -- locked candidates: where two houses meet.
 *
 * Model: every house holds each digit once.  Where houses A and B share
 * two or more cells, a digit that A can place only in the shared cells
 * is placed there, so it leaves B's other cells (a box's digit confined
 * to one row leaves the rest of that row: "pointing"; a row's digit
 * confined to one box leaves the rest of that box: "claiming").  The
 * meetings are found once, from the houses: rows and boxes, columns and
 * boxes, a diagonal and the boxes it crosses, an extra region and the
 * rows it spans, and so on.  A house scanned for hidden singles is
 * queued for its meetings, which run when the singles are done (their
 * own queue, before the constraints): three unions of candidates (A's
 * own cells, the shared ones, B's own) give both directions at once.
 */
#include <stdlib.h>
#include <string.h>

#include "engine.h"

struct ss_cp_meet {
  int a, b;      /* the two houses */
  int first;     /* its cells in cells[]: A's own, shared, B's own */
  int na, ni, nb;
};

/* The cells of house h that are not in house o (in_o marks o's cells),
 * appended to out; their number. */
static int
own_cells (const ss_cp *s, int h, const uint8_t *in_o, int *out)
{
  const int *cell = s->house + (long) h * s->n;
  int k = 0;
  for (int i = 0; i < s->n; i++)
    if (!in_o[cell[i]])
      out[k++] = cell[i];
  return k;
}

/* Records the meeting of houses a and b (in_a, in_b mark their cells). */
static int
add_meet (ss_cp *s, int a, int b, uint8_t *in_a, uint8_t *in_b, long *cap)
{
  if (s->nmeet % 64 == 0)
    {
      struct ss_cp_meet *m = realloc (s->meet, (size_t) (s->nmeet + 64)
                                                   * sizeof *m);
      if (!m)
        return -1;
      s->meet = m;
    }
  const struct ss_cp_meet *prev = s->nmeet ? &s->meet[s->nmeet - 1] : 0;
  long used = prev ? prev->first + prev->na + prev->ni + prev->nb : 0;
  if (used + 2L * s->n > *cap)
    {
      long c = 2 * *cap + 4L * s->n;
      int *p = realloc (s->meet_cell, (size_t) c * sizeof *p);
      if (!p)
        return -1;
      s->meet_cell = p, *cap = c;
    }
  struct ss_cp_meet *m = &s->meet[s->nmeet];
  m->a = a, m->b = b;
  m->first = (int) used;
  int *out = s->meet_cell + m->first;
  m->na = own_cells (s, a, in_b, out);
  const int *ha = s->house + (long) a * s->n;
  m->ni = 0;
  for (int i = 0; i < s->n; i++)
    if (in_b[ha[i]])
      out[m->na + m->ni++] = ha[i];
  m->nb = own_cells (s, b, in_a, out + m->na + m->ni);
  s->nmeet++;
  return 0;
}

static void
mark_house (const ss_cp *s, int h, uint8_t *in, uint8_t v)
{
  const int *cell = s->house + (long) h * s->n;
  for (int i = 0; i < s->n; i++)
    in[cell[i]] = v;
}

/* The meetings of house a with every later house. */
static int
meet_house (ss_cp *s, int a, int *shared, uint8_t *in_a, uint8_t *in_b,
            long *cap)
{
  const int *cell = s->house + (long) a * s->n;
  int rc = 0;
  for (int i = 0; i < s->n; i++)
    for (int k = s->ch_start[cell[i]]; k < s->ch_start[cell[i] + 1]; k++)
      shared[s->ch[k]]++;
  mark_house (s, a, in_a, 1);
  for (int b = a + 1; !rc && b < s->nhouses; b++)
    if (shared[b] >= 2 && shared[b] < s->n)
      {
        mark_house (s, b, in_b, 1);
        rc = add_meet (s, a, b, in_a, in_b, cap);
        mark_house (s, b, in_b, 0);
      }
  mark_house (s, a, in_a, 0);
  for (int i = 0; i < s->n; i++)
    for (int k = s->ch_start[cell[i]]; k < s->ch_start[cell[i] + 1]; k++)
      shared[s->ch[k]] = 0;
  return rc;
}

/* Per house, the meetings it takes part in (compressed rows). */
static int
index_meets (ss_cp *s)
{
  s->hm_start = calloc ((size_t) s->nhouses + 1, sizeof *s->hm_start);
  s->hm = malloc ((size_t) (2 * s->nmeet + 1) * sizeof *s->hm);
  if (!s->hm_start || !s->hm)
    return -1;
  for (int i = 0; i < s->nmeet; i++)
    s->hm_start[s->meet[i].a + 1]++, s->hm_start[s->meet[i].b + 1]++;
  for (int h = 0; h < s->nhouses; h++)
    s->hm_start[h + 1] += s->hm_start[h];
  int *fill = malloc ((size_t) s->nhouses * sizeof *fill);
  if (!fill)
    return -1;
  memcpy (fill, s->hm_start, (size_t) s->nhouses * sizeof *fill);
  for (int i = 0; i < s->nmeet; i++)
    s->hm[fill[s->meet[i].a]++] = i, s->hm[fill[s->meet[i].b]++] = i;
  free (fill);
  return 0;
}

int
ss_cp_meets_init (ss_cp *s)
{
  int *shared = calloc ((size_t) s->nhouses, sizeof *shared);
  uint8_t *in = calloc ((size_t) 2 * s->nn, 1);
  long cap = 0;
  int rc = shared && in ? 0 : -1;
  for (int a = 0; !rc && a < s->nhouses; a++)
    rc = meet_house (s, a, shared, in, in + s->nn, &cap);
  free (shared);
  free (in);
  return rc ? rc : index_meets (s);
}

void
ss_cp_meets_free (ss_cp *s)
{
  free (s->meet);
  free (s->meet_cell);
  free (s->hm_start);
  free (s->hm);
}

static ss_bits
union_of (const ss_cp *s, const int *cell, int k)
{
  ss_bits u = ss_bits_none ();
  for (int i = 0; i < k; i++)
    u = ss_bits_or (u, s->dom[cell[i]]);
  return u;
}

/* The digits `gone` leave cells[0..k). */
static int
strike (ss_cp *s, const int *cell, int k, ss_bits gone)
{
  if (ss_bits_empty (gone))
    return 0;
  ss_bits keep = ss_bits_minus (s->full, gone);
  for (int i = 0; i < k; i++)
    if (ss_cp_keep (s, cell[i], keep) < 0)
      return -1;
  return 0;
}

/* A digit the shared cells hold and one house's own cells do not leaves
 * the other house's own cells (when they still have it). */
static int
meet (ss_cp *s, const struct ss_cp_meet *m)
{
  const int *a = s->meet_cell + m->first, *in = a + m->na, *b = in + m->ni;
  ss_bits shared = union_of (s, in, m->ni);
  ss_bits ua = union_of (s, a, m->na), ub = union_of (s, b, m->nb);
  ss_bits from_b = ss_bits_and (ss_bits_minus (shared, ua), ub);
  ss_bits from_a = ss_bits_and (ss_bits_minus (shared, ub), ua);
  return strike (s, b, m->nb, from_b) < 0 || strike (s, a, m->na, from_a) < 0
             ? -1 : 0;
}

int
ss_cp_meets_of (ss_cp *s, int h)
{
  for (int k = s->hm_start[h]; k < s->hm_start[h + 1]; k++)
    if (meet (s, &s->meet[s->hm[k]]) < 0)
      return -1;
  return 0;
}
