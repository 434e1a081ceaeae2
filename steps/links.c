/* links.c -- what a placement strikes through a variant puzzle's
 * constraints (state.h's st_link), and the reasons of a cell's domain.
 *
 * Model: houses are units (state.c strikes a placed digit from every
 * peer).  Everything else a constraint forbids between two cells is
 * learned once from the kind's own meaning (core/pairs.h): for each
 * ordered pair (x, y) and each digit d of x, the digits of y its check
 * refuses with x = d.  Every refusal is a consequence of the rule, so
 * striking it on behalf of the placement is sound -- the placement and
 * the rule imply it, as a house peer's strike does.  Links are sound but
 * need not be complete: what they miss, the constraint steps
 * (constraint.c) and the check of the full grid (ss_st_broken) still see.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/pairs.h"
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

/* The pair refusals (core/pairs.h) as links: per digit of x, a set. */
static int
links_from (st_state *s, const ss_pairs *p)
{
  int n = s->n;
  s->link = malloc (sizeof *s->link * (size_t) (p->count + 1));
  if (!s->link)
    return -1;
  for (int i = 0; i < p->count; i++)
    {
      const ss_pair *q = &p->pair[i];
      ss_bits *bad = malloc (sizeof *bad * (size_t) n);
      if (!bad)
        return -1;
      for (int a = 1; a <= n; a++)
        {
          bad[a - 1] = ss_bits_none ();
          for (int b = 1; b <= n; b++)
            if (q->bad[(a - 1) * n + b - 1])
              bad[a - 1] = ss_bits_or (bad[a - 1], ss_bits_one (b));
        }
      s->link[s->nlinks++] = (st_link) { q->x, q->y, q->con, bad };
    }
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
  ss_pairs p;
  if (ss_pairs_build (s->model, &p) < 0)
    return -1;
  int got = links_from (s, &p);
  ss_pairs_free (&p);
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
      s->striking_con = l->con;
      for (int e = 1; !ss_bits_empty (bad) && e <= s->n; e++)
        if (ss_bits_has (bad, e))
          ss_st_strike (s, l->y, e, fact),
            bad = ss_bits_minus (bad, ss_bits_one (e));
    }
  s->striking_con = -1;
}
