/* innies.c -- the sums a killer's cages imply with its houses (the
 * setter's "45 rule"), as extra cages for the cp engine alone.
 *
 * Model: a house holds each digit once, so its digits add up to
 * T = N(N+1)/2.  The cages that lie inside a house leave its other
 * cells (the innies), which add up to T minus their totals; the cages
 * that meet a house, when they cover it, stick out of it by cells (the
 * outies), which add up to their totals minus T.  Either set, when it
 * is small and its cells pairwise share a house (so they differ), is a
 * killer cage the puzzle implies, and the engine propagates it like any
 * other.  Only disjoint cages with a total count.  Nothing is added that
 * the puzzle does not say: the engine's model gains them, the puzzle,
 * its verification and every other engine see its own rules.
 */
#include <stdlib.h>
#include <string.h>

#include "engine.h"

typedef struct found {
  ss_con *con;     /* the implied cages */
  int count, cap;
  int *cells;      /* cell lists, SS_MAX_N * cap */
  int *vals;
} found;

static int
all_differ (const ss_cp *s, const int *cells, int k)
{
  for (int i = 0; i < k; i++)
    for (int j = i + 1; j < k; j++)
      if (!ss_cp_peers (s, cells[i], cells[j]))
        return 0;
  return 1;
}

/* Is the cage cells[0..k) with total new, possible and small? */
static int
worth (const ss_cp *s, const found *f, const int *cells, int k, int total)
{
  const ss_model *m = s->m;
  if (k < 1 || k > 2 * s->n / 3 || total < k * (k + 1) / 2
      || total > k * (2 * s->n - k + 1) / 2 || !all_differ (s, cells, k))
    return 0;
  for (int i = 0; i < m->ncons + f->count; i++)
    {
      const ss_con *c = i < m->ncons ? &m->con[i] : &f->con[i - m->ncons];
      if (c->kind == SS_KIND_KILLER && c->ncells == k
          && !memcmp (c->cell, cells, (size_t) k * sizeof *cells))
        return 0;
    }
  return 1;
}

static int
add (const ss_cp *s, found *f, const int *cells, int k, int total)
{
  if (!worth (s, f, cells, k, total))
    return 0;
  if (f->count == f->cap)
    return -1; /* full: the rest is left out */
  int i = f->count++, *c = f->cells + (long) i * SS_MAX_N;
  memcpy (c, cells, (size_t) k * sizeof *c);
  f->vals[i] = total;
  f->con[i] = (ss_con) { .kind = SS_KIND_KILLER, .ncells = k, .cell = c,
                         .nvals = 1, .val = &f->vals[i], .clue_r = -1,
                         .clue_c = -1 };
  return 0;
}

static int
by_cell (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

int
ss_cp_sum_cage (const ss_con *c)
{
  return c->kind == SS_KIND_KILLER && c->nvals > 0;
}

int
ss_cp_cages_disjoint (const ss_model *m, int nn, uint8_t *seen)
{
  memset (seen, 0, (size_t) nn);
  for (int i = 0; m && i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      for (int j = 0; ss_cp_sum_cage (c) && j < c->ncells; j++)
        if (seen[c->cell[j]]++)
          return 0;
    }
  return m != 0;
}

/* House h (its cells marked in in[]): its innies and outies. */
static int
house (const ss_cp *s, found *f, const int *h, const uint8_t *in, int *buf)
{
  int n = s->n, inside = 0, met = 0, out = 0, nin = 0, nmet = 0;
  long sum_in = 0, sum_met = 0;
  uint8_t mine[SS_MAX_N] = { 0 }, touched[SS_MAX_N] = { 0 };
  for (int i = 0; i < s->m->ncons; i++)
    {
      const ss_con *c = &s->m->con[i];
      int k = 0;
      for (int j = 0; ss_cp_sum_cage (c) && j < c->ncells; j++)
        k += in[c->cell[j]];
      if (!k)
        continue;
      for (int j = 0; j < c->ncells; j++)
        if (!in[c->cell[j]] && out < s->nn)
          buf[SS_MAX_N + out++] = c->cell[j];
      sum_met += c->val[0], met++;
      if (k == c->ncells)
        sum_in += c->val[0], inside++;
      for (int x = 0; x < n; x++)
        for (int j = 0; j < c->ncells; j++)
          if (c->cell[j] == h[x])
            touched[x] = 1, mine[x] = k == c->ncells;
    }
  long total = (long) n * (n + 1) / 2;
  for (int x = 0; x < n; x++)
    {
      nmet += touched[x];
      if (!mine[x])
        buf[nin++] = h[x];
    }
  qsort (buf, (size_t) nin, sizeof *buf, by_cell);
  if (inside && add (s, f, buf, nin, (int) (total - sum_in)) < 0)
    return -1;
  if (!met || nmet < n || out > SS_MAX_N)
    return 0;
  qsort (buf + SS_MAX_N, (size_t) out, sizeof *buf, by_cell);
  return add (s, f, buf + SS_MAX_N, out, (int) (sum_met - total));
}

ss_model *
ss_cp_innies (const ss_cp *s)
{
  enum { CAP = 256 };
  found f = { calloc (CAP, sizeof (ss_con)), 0, CAP,
              malloc ((size_t) CAP * SS_MAX_N * sizeof (int)),
              malloc (CAP * sizeof (int)) };
  uint8_t *in = calloc ((size_t) s->nn, 1);
  int *buf = malloc ((size_t) (SS_MAX_N + s->nn) * sizeof *buf);
  ss_model *d = 0;
  int ok = f.con && f.cells && f.vals && in && buf
           && ss_cp_cages_disjoint (s->m, s->nn, in);
  for (int h = 0; ok && h < s->nhouses; h++)
    {
      const int *cells = s->house + (long) h * s->n;
      memset (in, 0, (size_t) s->nn);
      for (int x = 0; x < s->n; x++)
        in[cells[x]] = 1;
      ok = house (s, &f, cells, in, buf) == 0;
    }
  if (f.count)
    d = ss_model_derive (s->m, 0, 0, 0, f.con, f.count);
  free (f.con), free (f.cells), free (f.vals), free (in), free (buf);
  return d;
}
