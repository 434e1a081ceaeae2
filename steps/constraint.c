/* constraint.c -- the generic constraint step: a candidate struck because
 * one constraint, read through its kind's own meaning, leaves it no way
 * to be completed from its cells' candidates.
 *
 * Model: for a constraint with cells (a thermometer, an arrow, a
 * sandwich row, ...), a search over its cells only: each cell takes a
 * digit it still has, cells that share a house differ, and the kind's
 * check (core/kinds: what filled cells already break) prunes every
 * partial assignment.  A candidate that no complete assignment of the
 * constraint's cells uses is struck; no complete assignment at all is a
 * contradiction.  The search has a node budget; a constraint whose
 * search runs out says nothing this time (never a guess).  For a global
 * kind (anti-knight, anti-king, nonconsecutive, the negative
 * constraints) the step is pairwise: a candidate of y is struck when
 * every digit x still has forbids it through the constraint's links
 * (links.c).  Killer cages have their own step (cage.c); houses (extra
 * regions, diagonals, disjoint groups) are units.
 *
 * The step rests on what made the constraint's cells' candidates what
 * they are: their placements, or the facts that struck their missing
 * digits (for a pair, those of x).
 *
 * A line may come back to a cell (a loop): the search assigns a cell at
 * its first position only, and a later position reads the same digit.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/kinds/meaning.h"
#include "state.h"

/* Search nodes per constraint and step: a base, and room for a search
 * per candidate down a long constraint (a parity constraint on forty
 * cells). */
#define CON_NODES 20000

typedef struct search {
  st_state *s;
  const ss_con *c;
  ss_check_fn *check;
  uint8_t *v;              /* scratch grid: only the constraint's cells */
  ss_bits *dom, *ok;       /* per cell of c: candidates, and those used */
  uint8_t *again;          /* per position: its cell came earlier */
  long nodes, budget;
  int solutions;
} search;

/* Does cell i's digit clash with an earlier cell of a shared house? */
static int
clash (const search *g, int i)
{
  const ss_con *c = g->c;
  for (int j = 0; j < i; j++)
    if (g->v[c->cell[j]] == g->v[c->cell[i]]
        && ss_st_peers (g->s, c->cell[j], c->cell[i]))
      return 1;
  return 0;
}

/* Assigns cells i.. in order; marks each complete assignment.  -1 when
 * the budget ran out. */
static int
assign (search *g, int i)
{
  const ss_con *c = g->c;
  if (i == c->ncells)
    {
      g->solutions++;
      for (int j = 0; j < c->ncells; j++)
        g->ok[j] = ss_bits_or (g->ok[j], ss_bits_one (g->v[c->cell[j]]));
      return 0;
    }
  if (g->again[i])
    return assign (g, i + 1);
  for (int d = 1; d <= g->s->n; d++)
    {
      if (!ss_bits_has (g->dom[i], d))
        continue;
      if (++g->nodes > g->budget)
        return -1;
      ss_breach b = { 0 };
      g->v[c->cell[i]] = (uint8_t) d;
      if (!clash (g, i) && !g->check (g->s->model, c, g->v, &b)
          && assign (g, i + 1) < 0)
        return g->v[c->cell[i]] = 0, -1;
    }
  g->v[c->cell[i]] = 0;
  return 0;
}

/* Every candidate some assignment uses: a search per candidate not yet
 * seen, with the cell held to it (the first finds most of them). */
static int
supports (search *g)
{
  const ss_con *c = g->c;
  for (int i = 0; i < c->ncells; i++)
    for (int d = 1; d <= g->s->n && !g->again[i]; d++)
      {
        if (!ss_bits_has (g->dom[i], d) || ss_bits_has (g->ok[i], d))
          continue;
        ss_bits keep = g->dom[i];
        g->dom[i] = ss_bits_one (d);
        int got = assign (g, 0);
        g->dom[i] = keep;
        if (got < 0)
          return -1;
      }
  return 0;
}

static int
record (search *g, int con)
{
  st_state *s = g->s;
  const ss_con *c = g->c;
  int n = s->n, nr = 0, ne = 0;
  for (int i = 0; i < c->ncells; i++)
    nr = g->again[i] ? nr : ss_st_why_dom (s, c->cell[i], s->scratch, nr);
  if (!g->solutions)
    return ss_st_con_contradiction (s, con, s->scratch, nr);
  int *elim = malloc (sizeof *elim * (size_t) c->ncells * n);
  if (!elim)
    return -1;
  for (int i = 0; i < c->ncells; i++)
    for (int d = 1; d <= n && !g->again[i]; d++)
      if (st_has (s, c->cell[i], d) && !ss_bits_has (g->ok[i], d))
        elim[ne++] = c->cell[i] * n + d - 1;
  if (!ne)
    return free (elim), 0;
  ss_step f = st_proto (SS_TECH_CONSTRAINT, SS_STEP_ELIMINATE);
  f.con = con, f.elim = elim, f.nelim = ne;
  return ss_st_eliminate (s, &f, s->scratch, nr);
}

static int
by_search (st_state *s, int con, uint8_t *v)
{
  search g = { s, &s->model->con[con], 0, v, 0, 0, 0, 0, 0, 0 };
  int k = g.c->ncells;
  g.check = ss_check_of (g.c->kind);
  g.budget = CON_NODES + 4L * k * k * s->n;
  g.dom = malloc (sizeof *g.dom * (size_t) k);
  g.ok = malloc (sizeof *g.ok * (size_t) k);
  g.again = malloc ((size_t) k);
  if (!g.dom || !g.ok || !g.again)
    return free (g.dom), free (g.ok), free (g.again), -1;
  for (int i = 0; i < k; i++)
    {
      g.dom[i] = st_dom (s, g.c->cell[i]), g.ok[i] = ss_bits_none ();
      g.again[i] = ss_path_again (g.c, 0, i) >= 0;
    }
  int got = supports (&g) < 0 ? 0 : record (&g, con);
  for (int i = 0; i < k; i++)
    v[g.c->cell[i]] = 0;
  free (g.dom), free (g.ok), free (g.again);
  return got;
}

/* ---- global kinds: pairs ------------------------------------------------ */

/* The candidates of l->y that every digit of l->x forbids. */
static ss_bits
forbidden (const st_state *s, const st_link *l)
{
  ss_bits dom = st_dom (s, l->x), bad = s->cand[l->y];
  for (int d = 1; d <= s->n && !ss_bits_empty (bad); d++)
    if (ss_bits_has (dom, d))
      bad = ss_bits_and (bad, l->bad[d - 1]);
  return bad;
}

static int
by_pairs (st_state *s, int con)
{
  int n = s->n;
  for (int i = 0; i < s->nlinks; i++)
    {
      const st_link *l = &s->link[i];
      if (l->con != con || s->value[l->x])
        continue;
      ss_bits bad = forbidden (s, l);
      if (ss_bits_empty (bad))
        continue;
      int *elim = malloc (sizeof *elim * (size_t) n), ne = 0;
      int *cells = malloc (sizeof *cells);
      if (!elim || !cells)
        return free (elim), free (cells), -1;
      for (int d = 1; d <= n; d++)
        if (ss_bits_has (bad, d))
          elim[ne++] = l->y * n + d - 1;
      cells[0] = l->x;
      ss_step f = st_proto (SS_TECH_CONSTRAINT, SS_STEP_ELIMINATE);
      f.con = con, f.elim = elim, f.nelim = ne, f.cells = cells, f.ncells = 1;
      int nr = ss_st_why_dom (s, l->x, s->scratch, 0);
      return ss_st_eliminate (s, &f, s->scratch, nr);
    }
  return 0;
}

/* ---- which constraints -------------------------------------------------- */

/* Killer cages (cage.c) and houses are left to their own steps. */
static int
searched (const ss_con *c)
{
  unsigned fl = ss_kind_flags (c->kind);
  return !(fl & SS_KF_GLOBAL) && c->kind != SS_KIND_KILLER
         && c->kind != SS_KIND_EXTRA;
}

int
ss_st_constraint (st_state *s)
{
  if (!s->model || !s->model->ncons)
    return 0;
  uint8_t *v = calloc ((size_t) s->cells, 1);
  int got = v ? 0 : -1;
  for (int con = 0; got == 0 && con < s->model->ncons; con++)
    {
      const ss_con *c = &s->model->con[con];
      if (searched (c) && !ss_st_unchanged (s, con))
        got = by_search (s, con, v);
      else if (ss_kind_flags (c->kind) & SS_KF_GLOBAL)
        got = by_pairs (s, con);
    }
  free (v);
  return got;
}

/* ---- the end ------------------------------------------------------------ */

int
ss_st_con_contradiction (st_state *s, int con, const int *r, int nr)
{
  ss_step f = st_proto (SS_TECH_CONTRADICTION, SS_STEP_CONTRADICTION);
  f.con = con;
  return ss_st_fact (s, &f, r, nr) < 0 ? -1 : 1;
}

/* The placements a broken constraint rests on: all of its cells, or for
 * a global kind the cells its check names. */
static int
broken_reason (const st_state *s, const ss_con *c, const ss_breach *b)
{
  int nr = 0;
  int global = ss_kind_flags (c->kind) & SS_KF_GLOBAL;
  for (int i = 0; i < (global ? b->ncells : c->ncells); i++)
    if (global || ss_path_again (c, 0, i) < 0)
      s->scratch[nr++] = s->placed_by[global ? b->cell[i] : c->cell[i]];
  return nr;
}

int
ss_st_broken (st_state *s)
{
  for (int con = 0; s->model && con < s->model->ncons; con++)
    {
      const ss_con *c = &s->model->con[con];
      ss_breach b = { 0 };
      if (!ss_check_of (c->kind) (s->model, c, s->value, &b))
        continue;
      return ss_st_con_contradiction (s, con, s->scratch,
                                      broken_reason (s, c, &b));
    }
  return 0;
}
