/* pairs.c -- the pair refusals of a model's constraints (see pairs.h). */
#include "pairs.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/meaning.h"
#include "leaps.h"

int
ss_model_peers (const ss_model *m, int a, int b)
{
  for (int h = 0; h < m->nhouses; h++)
    {
      const int *cells = ss_model_house (m, h);
      int in_a = 0, in_b = 0;
      for (int k = 0; k < m->n; k++)
        in_a |= cells[k] == a, in_b |= cells[k] == b;
      if (in_a && in_b)
        return 1;
    }
  return 0;
}

typedef struct builder {
  const ss_model *m;
  ss_pairs *out;
  uint8_t *v;        /* scratch grid, all blank between tests */
  uint8_t *bad;      /* n*n for the pair under test */
  int cap;
} builder;

/* The refusals of constraint con between x and y into b->bad; 1 when
 * they say more than the houses do. */
static int
refusals (builder *b, int con, int x, int y)
{
  const ss_model *m = b->m;
  const ss_con *c = &m->con[con];
  ss_check_fn *check = ss_check_of (c->kind);
  int n = m->n, more = 0, peers = -1;
  /* A leap rule's check is its digit test at the step between the two
   * cells (core/kinds/leap.c): asked directly, without the scan of the
   * grid a check makes, which a self-taxicab's many pairs would pay. */
  int leap = ss_leap_kind (c->kind);
  ss_leap step = { y / n - x / n, y % n - x % n };
  memset (b->bad, 0, (size_t) n * n);
  for (int a = 1; a <= n; a++)
    {
      b->v[x] = (uint8_t) a;
      for (int d = 1; d <= n; d++)
        {
          ss_breach br;
          memset (&br, 0, sizeof br);
          b->v[y] = (uint8_t) d;
          if (leap ? !ss_leap_bad (c, step, a, d) : !check (m, c, b->v, &br))
            continue;
          b->bad[(a - 1) * n + d - 1] = 1;
          if (a == d && peers < 0)
            peers = ss_model_peers (m, x, y);
          more |= a != d || !peers;
        }
      b->v[y] = 0;
    }
  b->v[x] = 0;
  return more;
}

static int
add_pair (builder *b, int con, int x, int y)
{
  ss_pairs *p = b->out;
  size_t nn = (size_t) b->m->n * b->m->n;
  if (!refusals (b, con, x, y))
    return 0;
  if (p->count == b->cap)
    {
      int cap = b->cap ? 2 * b->cap : 256;
      ss_pair *q = realloc (p->pair, sizeof *q * (size_t) cap);
      if (!q)
        return -1;
      p->pair = q, b->cap = cap;
    }
  uint8_t *bad = malloc (nn);
  if (!bad)
    return -1;
  memcpy (bad, b->bad, nn);
  p->pair[p->count++] = (ss_pair) { x, y, con, bad };
  return 0;
}

/* A leap rule's pairs are its steps' (core/leaps.h), however far: a
 * zebra's leap or a self-taxicab's distance 9 reaches past the 5x5 the
 * other global kinds are asked over. */
static int
leap_pairs (builder *b, int con)
{
  int n = b->m->n, got = 0;
  ss_leap *steps = malloc (sizeof *steps * (size_t) ss_leap_room (n));
  if (!steps)
    return -1;
  int k = ss_leap_steps (&b->m->con[con], n, steps);
  for (int x = 0; x < n * n && got == 0; x++)
    for (int s = 0; s < k && got == 0; s++)
      {
        int y = ss_leap_to (n, x, steps[s]);
        if (y >= 0 && ss_leap_pair (&b->m->con[con], x, y))
          got = add_pair (b, con, x, y);
      }
  free (steps);
  return got;
}

static int
pairs_of (builder *b, int con)
{
  const ss_con *c = &b->m->con[con];
  int n = b->m->n;
  if (!(ss_kind_flags (c->kind) & SS_KF_GLOBAL))
    {
      /* Each ordered pair of distinct cells once: a line may come back
       * to a cell (a loop). */
      for (int i = 0; i < c->ncells; i++)
        for (int j = 0; j < c->ncells; j++)
          if (c->cell[i] != c->cell[j] && ss_path_again (c, 0, i) < 0
              && ss_path_again (c, 0, j) < 0
              && add_pair (b, con, c->cell[i], c->cell[j]) < 0)
            return -1;
      return 0;
    }
  if (ss_leap_kind (c->kind))
    return leap_pairs (b, con);
  for (int x = 0; x < n * n; x++)
    for (int r = x / n - 2; r <= x / n + 2; r++)
      for (int col = x % n - 2; col <= x % n + 2; col++)
        if (r >= 0 && r < n && col >= 0 && col < n && r * n + col != x
            && add_pair (b, con, x, r * n + col) < 0)
          return -1;
  return 0;
}

int
ss_pairs_build (const ss_model *m, ss_pairs *out)
{
  int n = m->n, got = 0;
  builder b = { m, out, calloc ((size_t) n * n, 1),
                malloc ((size_t) n * n), 0 };
  memset (out, 0, sizeof *out);
  out->n = n;
  if (!b.v || !b.bad)
    got = -1;
  for (int con = 0; got == 0 && con < m->ncons; con++)
    got = pairs_of (&b, con);
  free (b.v), free (b.bad);
  if (got < 0)
    ss_pairs_free (out);
  return got;
}

void
ss_pairs_free (ss_pairs *p)
{
  for (int i = 0; i < p->count; i++)
    free (p->pair[i].bad);
  free (p->pair);
  memset (p, 0, sizeof *p);
}
