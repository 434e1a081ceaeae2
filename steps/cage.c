/* cage.c -- cage combinations: a killer cage of k cells with total S
 * holds k different digits that sum to S, so its cells hold the digits
 * of those sets only, and of a set only where the set can be spread over
 * the cells (each cell taking a digit it still has).
 *
 * Model: every set of k digits of 1..N summing to S is listed; a set
 * survives when the cells' candidates admit a perfect matching onto it
 * (one cell per digit).  A candidate d of cell x stands when some
 * surviving set has a matching that gives x the digit d; every other
 * candidate is struck.  No surviving set at all is a contradiction.  The
 * step rests on what made the cage's cells' candidates what they are:
 * their placements, or the facts that struck their missing digits.
 */
#include <stdlib.h>

#include "state.h"

typedef struct cage {
  st_state *s;
  const ss_con *c;
  int k;
  ss_bits dom[SS_MAX_N];      /* the cells' candidates (value if placed) */
  ss_bits ok[SS_MAX_N];       /* candidates seen in a matching */
  ss_bits *sets;              /* surviving sets */
  int nsets, cap, oom;
  int set[SS_MAX_N];          /* the set under construction */
} cage;

/* Kuhn's augmenting path: cell i to a digit of set (k digits), owner[j]
 * the cell holding set[j] or -1; skip is a cell kept out. */
static int
augment (const cage *g, int i, int *owner, char *seen)
{
  for (int j = 0; j < g->k; j++)
    if (!seen[j] && ss_bits_has (g->dom[i], g->set[j]))
      {
        seen[j] = 1;
        if (owner[j] < 0 || augment (g, owner[j], owner, seen))
          return owner[j] = i, 1;
      }
  return 0;
}

/* A perfect matching of the cells onto the set, with cell x (or none,
 * x < 0) given set[jx]; owner[] gets it. */
static int
matching (const cage *g, int x, int jx, int *owner)
{
  char seen[SS_MAX_N];
  for (int j = 0; j < g->k; j++)
    owner[j] = j == jx ? x : -1;
  for (int i = 0; i < g->k; i++)
    {
      if (i == x)
        continue;
      for (int j = 0; j < g->k; j++)
        seen[j] = j == jx;
      if (!augment (g, i, owner, seen))
        return 0;
    }
  return 1;
}

static void
mark (cage *g, const int *owner)
{
  for (int j = 0; j < g->k; j++)
    g->ok[owner[j]] = ss_bits_or (g->ok[owner[j]], ss_bits_one (g->set[j]));
}

static void
keep_set (cage *g)
{
  if (g->nsets == g->cap)
    {
      int cap = g->cap ? 2 * g->cap : 16;
      ss_bits *p = realloc (g->sets, sizeof *p * (size_t) cap);
      if (!p)
        {
          g->oom = 1;
          return;
        }
      g->sets = p, g->cap = cap;
    }
  ss_bits b = ss_bits_none ();
  for (int j = 0; j < g->k; j++)
    b = ss_bits_or (b, ss_bits_one (g->set[j]));
  g->sets[g->nsets++] = b;
}

/* The set is complete: does it survive, and which candidates does it
 * support? */
static void
try_set (cage *g)
{
  int owner[SS_MAX_N];
  if (!matching (g, -1, -1, owner))
    return;
  keep_set (g);
  mark (g, owner);
  for (int x = 0; x < g->k; x++)
    for (int j = 0; j < g->k; j++)
      if (ss_bits_has (g->dom[x], g->set[j])
          && !ss_bits_has (g->ok[x], g->set[j]) && matching (g, x, j, owner))
        mark (g, owner);
}

/* Sets of k digits from `from` up, summing to `left`, after `at`. */
static void
sets_from (cage *g, int at, int from, int left)
{
  int n = g->s->n, rest = g->k - at;
  if (!rest)
    {
      if (!left)
        try_set (g);
      return;
    }
  for (int d = from; d <= n && !g->oom; d++)
    {
      /* the smallest and largest the other rest-1 digits can add */
      int lo = (rest - 1) * (2 * d + rest) / 2;
      int hi = (rest - 1) * (2 * n - rest + 2) / 2;
      if (d + lo > left)
        break;
      if (d + hi < left)
        continue;
      g->set[at] = d;
      sets_from (g, at + 1, d + 1, left - d);
    }
}

/* The candidates no surviving set supports, into elim. */
static int
unsupported (const cage *g, int *elim)
{
  int n = g->s->n, ne = 0;
  for (int i = 0; i < g->k; i++)
    for (int d = 1; d <= n; d++)
      if (st_has (g->s, g->c->cell[i], d) && !ss_bits_has (g->ok[i], d))
        elim[ne++] = g->c->cell[i] * n + d - 1;
  return ne;
}

static int
record (cage *g, int con)
{
  st_state *s = g->s;
  int nr = 0;
  for (int i = 0; i < g->k; i++)
    nr = ss_st_why_dom (s, g->c->cell[i], s->scratch, nr);
  if (!g->nsets)
    return free (g->sets), ss_st_con_contradiction (s, con, s->scratch, nr);
  int *elim = malloc (sizeof *elim * (size_t) g->k * s->n);
  if (!elim)
    return free (g->sets), -1;
  int ne = unsupported (g, elim);
  if (!ne)
    return free (elim), free (g->sets), 0;
  ss_step f = st_proto (SS_TECH_CAGE, SS_STEP_ELIMINATE);
  f.con = con, f.sum = g->c->val[0];
  f.elim = elim, f.nelim = ne, f.sets = g->sets, f.nsets = g->nsets;
  return ss_st_eliminate (s, &f, s->scratch, nr);
}

static int
one_cage (st_state *s, int con)
{
  cage g = { .s = s, .c = &s->model->con[con] };
  g.k = g.c->ncells;
  for (int i = 0; i < g.k; i++)
    g.dom[i] = st_dom (s, g.c->cell[i]), g.ok[i] = ss_bits_none ();
  sets_from (&g, 0, 1, g.c->val[0]);
  if (g.oom)
    return free (g.sets), -1;
  return record (&g, con);
}

int
ss_st_cage (st_state *s)
{
  for (int con = 0; s->model && con < s->model->ncons; con++)
    {
      const ss_con *c = &s->model->con[con];
      if (c->kind != SS_KIND_KILLER || !c->nvals)
        continue;
      int got = one_cage (s, con);
      if (got)
        return got;
    }
  return 0;
}
