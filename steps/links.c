/* links.c -- what a placement strikes through a variant puzzle's
 * constraints (state.h's st_link), and the reasons of a cell's domain.
 *
 * Model: houses are units (state.c strikes a placed digit from every
 * peer).  Everything else a constraint forbids between two cells is
 * learned once, from the kind's own meaning (core/kinds: its check on a
 * grid where only those two cells are filled): for each ordered pair
 * (x, y) and each digit d of x, the digits of y that the check refuses
 * with x = d.  A check reports only what the filled cells already break,
 * so every refusal is a consequence of the rule, and striking it on
 * behalf of the placement is sound -- the placement and the rule imply
 * it, as a house peer's strike does.
 *
 * Which pairs: every two cells of a constraint with cells; for a global
 * kind (anti-knight, anti-king, nonconsecutive, the negative
 * constraints) the cells within two rows and columns of each other,
 * which holds every pair those kinds relate.  A pair whose only refusal
 * is "the same digit" in two cells that share a house adds nothing and
 * is left out.  Links are sound but need not be complete: what they miss,
 * the constraint steps (constraint.c) and the check of the full grid
 * (ss_st_broken) still see.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/kinds/meaning.h"
#include "state.h"

int
ss_st_peers (const st_state *s, int a, int b)
{
  const int *ha = s->cell_house + a * s->stride;
  const int *hb = s->cell_house + b * s->stride;
  for (int i = 0; i < s->stride && ha[i] >= 0; i++)
    for (int j = 0; j < s->stride && hb[j] >= 0; j++)
      if (ha[i] == hb[j])
        return 1;
  return 0;
}

int
ss_st_unchanged (st_state *s, int con)
{
  const ss_con *c = &s->model->con[con];
  long size = 0;
  for (int i = 0; i < c->ncells; i++)
    size += s->value[c->cell[i]] ? 0 : s->count[c->cell[i]];
  if (s->con_size[con] == size)
    return 1;
  s->con_size[con] = size;
  return 0;
}

int
ss_st_why_dom (const st_state *s, int cell, int *out, int k)
{
  if (s->value[cell])
    {
      out[k++] = s->placed_by[cell];
      return k;
    }
  for (int d = 1; d <= s->n; d++)
    if (st_why (s, cell, d) >= 0)
      out[k++] = st_why (s, cell, d);
  return k;
}

typedef struct builder {
  st_state *s;
  uint8_t *v;        /* scratch grid, all blank between tests */
  ss_bits *bad;      /* n sets for the pair under test */
  int cap;
} builder;

/* The refusals of constraint con between x and y into b->bad; 1 when
 * they say more than the houses do. */
static int
refusals (builder *b, int con, int x, int y)
{
  const st_state *s = b->s;
  const ss_con *c = &s->model->con[con];
  ss_check_fn *check = ss_check_of (c->kind);
  int n = s->n, more = 0, peers = ss_st_peers (s, x, y);
  for (int dx = 1; dx <= n; dx++)
    {
      b->bad[dx - 1] = ss_bits_none ();
      b->v[x] = (uint8_t) dx;
      for (int dy = 1; dy <= n; dy++)
        {
          ss_breach br = { 0 };
          b->v[y] = (uint8_t) dy;
          if (!check (s->model, c, b->v, &br))
            continue;
          b->bad[dx - 1] = ss_bits_or (b->bad[dx - 1], ss_bits_one (dy));
          more |= dx != dy || !peers;
        }
      b->v[y] = 0;
    }
  b->v[x] = 0;
  return more;
}

static int
add_link (builder *b, int con, int x, int y)
{
  st_state *s = b->s;
  if (!refusals (b, con, x, y))
    return 0;
  if (s->nlinks == b->cap)
    {
      int cap = b->cap ? 2 * b->cap : 256;
      st_link *l = realloc (s->link, sizeof *l * (size_t) cap);
      if (!l)
        return -1;
      s->link = l, b->cap = cap;
    }
  ss_bits *bad = malloc (sizeof *bad * (size_t) s->n);
  if (!bad)
    return -1;
  memcpy (bad, b->bad, sizeof *bad * (size_t) s->n);
  s->link[s->nlinks++] = (st_link) { x, y, con, bad };
  return 0;
}

/* The pairs of one constraint. */
static int
links_of (builder *b, int con)
{
  const ss_con *c = &b->s->model->con[con];
  int n = b->s->n;
  if (!(ss_kind_flags (c->kind) & SS_KF_GLOBAL))
    {
      for (int i = 0; i < c->ncells; i++)
        for (int j = 0; j < c->ncells; j++)
          if (i != j && add_link (b, con, c->cell[i], c->cell[j]) < 0)
            return -1;
      return 0;
    }
  for (int x = 0; x < n * n; x++)
    for (int r = x / n - 2; r <= x / n + 2; r++)
      for (int col = x % n - 2; col <= x % n + 2; col++)
        if (r >= 0 && r < n && col >= 0 && col < n && r * n + col != x
            && add_link (b, con, x, r * n + col) < 0)
          return -1;
  return 0;
}

/* link_at / link_of: each cell's links, by counting sort on x. */
static int
index_links (st_state *s)
{
  s->link_at = calloc ((size_t) s->cells + 1, sizeof *s->link_at);
  s->link_of = malloc (sizeof *s->link_of * (size_t) (s->nlinks + 1));
  if (!s->link_at || !s->link_of)
    return -1;
  for (int i = 0; i < s->nlinks; i++)
    s->link_at[s->link[i].x + 1]++;
  for (int c = 0; c < s->cells; c++)
    s->link_at[c + 1] += s->link_at[c];
  int *fill = malloc (sizeof *fill * (size_t) s->cells);
  if (!fill)
    return -1;
  memcpy (fill, s->link_at, sizeof *fill * (size_t) s->cells);
  for (int i = 0; i < s->nlinks; i++)
    s->link_of[fill[s->link[i].x]++] = i;
  free (fill);
  return 0;
}

int
ss_st_links_init (st_state *s)
{
  builder b = { s, calloc ((size_t) s->cells, 1),
                malloc (sizeof (ss_bits) * (size_t) s->n), 0 };
  int got = b.v && b.bad ? 0 : -1;
  for (int con = 0; got == 0 && con < s->model->ncons; con++)
    got = links_of (&b, con);
  free (b.v), free (b.bad);
  s->con_size = malloc (sizeof *s->con_size * (size_t) (s->model->ncons + 1));
  if (got < 0 || !s->con_size)
    return -1;
  for (int con = 0; con < s->model->ncons; con++)
    s->con_size[con] = -1;
  return index_links (s);
}

void
ss_st_links_free (st_state *s)
{
  for (int i = 0; i < s->nlinks; i++)
    free (s->link[i].bad);
  free (s->link), free (s->link_at), free (s->link_of), free (s->con_size);
}

void
ss_st_links_place (st_state *s, int cell, int d, int fact)
{
  for (int i = s->link_at[cell]; i < s->link_at[cell + 1]; i++)
    {
      const st_link *l = &s->link[s->link_of[i]];
      ss_bits bad = ss_bits_and (l->bad[d - 1], s->cand[l->y]);
      for (int e = 1; !ss_bits_empty (bad) && e <= s->n; e++)
        if (ss_bits_has (bad, e))
          ss_st_strike (s, l->y, e, fact),
            bad = ss_bits_minus (bad, ss_bits_one (e));
    }
}
