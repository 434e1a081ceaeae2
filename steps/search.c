/* search.c -- the step when no technique and no trial applies.
 *
 * Model: the fast solver knows the puzzle's verdict and first solution
 * (steps.c asks it once).  With one solution, the cell with the fewest
 * candidates gets the solution's digit; the step says search was needed
 * and rests on the placements so far, which force that digit: with them,
 * every other digit in the cell leaves no completion.  With
 * opts.minimize the placements are shrunk by deletion, latest first,
 * each deletion checked by the fast solver (a check that runs out of
 * budget keeps the placement, so the claim stays proven).  With several
 * solutions the digit is a guess, and says so.  With none, the step is
 * the contradiction itself, resting on placements that already have no
 * completion.
 */
#include <stdlib.h>
#include <string.h>

#include "state.h"

#define SEARCH_NODES 200000 /* per completion check */

/* 1 when g can be completed, 0 when it cannot, -1 unknown (budget). */
static int
completes (const st_state *s, const ss_grid *g)
{
  ss_solve_opts o = { .limit = 1, .max_nodes = SEARCH_NODES,
                      .deadline = s->deadline };
  ss_result res;
  if (ss_solve (s->solver, g, &o, &res) < 0)
    return -1;
  ss_status st = res.status;
  ss_result_free (&res);
  if (st == SS_UNSAT || st == SS_INVALID)
    return 0;
  return st == SS_UNKNOWN ? -1 : 1;
}

/* 1 when the placement facts P force the claim: cell = d, or (cell < 0)
 * that there is no solution. */
static int
forces (const st_state *s, ss_grid *g, const int *P, int np, int cell, int d)
{
  memset (g->cell, 0, (size_t) s->cells);
  for (int i = 0; i < np; i++)
    g->cell[s->path->fact[P[i]].cell] = (uint8_t) s->path->fact[P[i]].digit;
  if (cell < 0)
    return completes (s, g) == 0;
  for (int e = 1; e <= s->n; e++)
    {
      if (e == d)
        continue;
      g->cell[cell] = (uint8_t) e;
      if (completes (s, g) != 0)
        return g->cell[cell] = 0, 0;
    }
  g->cell[cell] = 0;
  return 1;
}

/* Every placement so far: givens and placing steps. */
static int
placements (const st_state *s, int *P)
{
  int np = 0;
  for (int i = 0; i < s->path->nfacts; i++)
    if (s->path->fact[i].kind == SS_STEP_GIVEN
        || s->path->fact[i].kind == SS_STEP_PLACE)
      P[np++] = i;
  return np;
}

static int
shrink (const st_state *s, int *P, int np, int cell, int d, double deadline)
{
  ss_grid g;
  int *Q = malloc (sizeof *Q * (size_t) (np + 1));
  if (!Q || ss_grid_init_like (&g, s->shape))
    return free (Q), np;
  for (int i = np - 1; i >= 0; i--)
    {
      if (deadline > 0 && ss_now () > deadline)
        break;
      memcpy (Q, P, sizeof *Q * (size_t) i);
      memcpy (Q + i, P + i + 1, sizeof *Q * (size_t) (np - i - 1));
      if (forces (s, &g, Q, np - 1, cell, d))
        memcpy (P, Q, sizeof *P * (size_t) --np);
    }
  ss_grid_free (&g);
  free (Q);
  return np;
}

static int
fewest (const st_state *s)
{
  int best = -1;
  for (int c = 0; c < s->cells; c++)
    if (!s->value[c] && (best < 0 || s->count[c] < s->count[best]))
      best = c;
  return best;
}

int
ss_st_search (st_state *s, const ss_grid *solution, int minimize,
           double deadline)
{
  ss_status st = s->path->status;
  int cell = fewest (s), *P = malloc (sizeof *P * (size_t) (s->cells + 1));
  if (!P)
    return -1;
  int np = placements (s, P), unsat = st == SS_UNSAT;
  int d = cell >= 0 && solution ? solution->cell[cell] : 0;
  int known = unsat || ((st == SS_UNIQUE || st == SS_MULTIPLE) && d
                        && st_has (s, cell, d));
  if (!known || cell < 0)
    return free (P), s->path->stopped = 1, 0;
  ss_step f = st_proto (unsat ? SS_TECH_SEARCH : st == SS_UNIQUE
                        ? SS_TECH_SEARCH : SS_TECH_GUESS,
                        unsat ? SS_STEP_CONTRADICTION : SS_STEP_PLACE);
  f.cell = unsat ? -1 : cell, f.digit = unsat ? 0 : d;
  if (!unsat)
    f.digits = s->cand[cell];
  if (st == SS_MULTIPLE)
    np = 0;
  else if (minimize)
    np = shrink (s, P, np, unsat ? -1 : cell, d, deadline);
  int id = ss_st_fact (s, &f, P, np);
  free (P);
  if (id < 0)
    return -1;
  if (unsat)
    return 0;
  ss_st_place (s, cell, d, id);
  return 1;
}
