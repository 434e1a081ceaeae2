/* search.c -- the cp engine's search (see ../cp.h): propagate, branch on
 * the cell that has failed most for its candidates, undo from the trail.
 *
 * Model: depth-first; a node propagates to a fixpoint, then either every
 * cell has one digit (a leaf: checked against every rule, then reported)
 * or a cell is tried digit by digit.  The cell: the one whose conflict
 * score per candidate is highest, the first with the fewest candidates
 * while no cell has a score.  A cell's score grows by `bump` each time a
 * digit tried in it fails, and bump grows after each failure, so that
 * recent failures weigh more (the decaying history heuristic of
 * conflict-directed search: dom/wdeg, VSIDS; sigh's Interactive Sudoku
 * Solver ranks cells the same way).  The budget is read once per node;
 * the search stops at K solutions.
 */
#include <stdlib.h>

#include "../../core/verify.h"
#include "../cp.h"
#include "engine.h"

enum { GO_ON, STOP, SPENT };

typedef struct cp_run {
  ss_cp s;
  ss_result *res;
  ss_budget budget;
  uint8_t *cells;
  double *score;     /* per cell: failures of its digits, decayed */
  double bump;       /* what the next failure adds */
} cp_run;

#define SCORE_GROWTH 1.05 /* bump's growth per failure: older failures
                             fade by this factor each */
#define SCORE_LIMIT 1e100 /* past this bump, every score is scaled down */

int
ss_cp_fewest (const ss_cp *s)
{
  int best = -1, least = s->n + 1;
  for (int i = 0; i < s->nn && least > 2; i++)
    {
      int k = ss_bits_count (s->dom[i]);
      if (k > 1 && k < least)
        best = i, least = k;
    }
  return best;
}

/* The open cell with the highest score per candidate; ss_cp_fewest while no
 * open cell has a score. */
static int
choose (const cp_run *r)
{
  const ss_cp *s = &r->s;
  int best = -1;
  double top = 0;
  for (int i = 0; i < s->nn; i++)
    {
      int k = ss_bits_count (s->dom[i]);
      if (k > 1 && r->score[i] > top * k)
        best = i, top = r->score[i] / k;
    }
  return best >= 0 ? best : ss_cp_fewest (s);
}

static void
failed (cp_run *r, int cell)
{
  r->score[cell] += r->bump;
  r->bump *= SCORE_GROWTH;
  if (r->bump < SCORE_LIMIT)
    return;
  for (int i = 0; i < r->s.nn; i++)
    r->score[i] /= SCORE_LIMIT;
  r->bump /= SCORE_LIMIT;
}

/* Every cell has one digit: checked against every rule (a propagator
 * may leave a broken assignment for this check), then reported. */
static int
leaf (cp_run *r)
{
  for (int i = 0; i < r->s.nn; i++)
    r->cells[i] = (uint8_t) ss_bits_lowest (r->s.dom[i]);
  if (!ss_solution_ok (r->s.puzzle, r->cells))
    {
      r->res->stats.dead_ends++;
      return GO_ON;
    }
  return ss_result_found (r->res, r->cells) ? STOP : GO_ON;
}

static int
search (cp_run *r)
{
  ss_cp *s = &r->s;
  if (ss_budget_spent (&r->budget, ++r->res->stats.nodes))
    return SPENT;
  int cell = choose (r);
  if (cell < 0)
    return leaf (r);
  ss_bits cand = s->dom[cell];
  for (int d = 1; d <= s->n; d++)
    {
      if (!ss_bits_has (cand, d))
        continue;
      long mark = s->ntrail;
      int got = GO_ON;
      r->res->stats.guesses++;
      if (ss_cp_set (s, cell, ss_bits_one (d), 0) == 0
          && ss_cp_propagate (s) == 0)
        got = search (r);
      else
        {
          r->res->stats.dead_ends++;
          failed (r, cell);
        }
      ss_cp_undo (s, mark);
      if (got != GO_ON || s->failed)
        return s->failed ? SPENT : got;
    }
  return GO_ON;
}

/* Before any failure, a cell's score is the number of constraints over
 * it: the search starts where the rules are densest. */
static void
seed_scores (cp_run *r)
{
  const ss_cp *s = &r->s;
  for (int i = 0; s->m && i < s->nn; i++)
    r->score[i] = s->cw_start[i + 1] - s->cw_start[i];
}

static ss_outcome
run (cp_run *r, const ss_solve_opts *o)
{
  ss_cp *s = &r->s;
  ss_cp_wake_all (s);
  int got = ss_cp_propagate (s) == 0 ? search (r) : GO_ON;
  if (s->failed)
    snprintf (r->res->note, sizeof r->res->note, "out of memory");
  else if (got == SPENT)
    {
      if (o->max_nodes && r->res->stats.nodes >= o->max_nodes)
        snprintf (r->res->note, sizeof r->res->note,
                  "node budget of %llu spent",
                  (unsigned long long) o->max_nodes);
      else
        snprintf (r->res->note, sizeof r->res->note, "timeout of %g s "
                  "reached", o->timeout);
    }
  return got == SPENT || s->failed ? SS_GAVE_UP : SS_DONE;
}

ss_outcome
ss_cp_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  cp_run r = { .res = res, .bump = 1 };
  ss_outcome out = SS_GAVE_UP;
  ss_budget_start (&r.budget, o);
  r.cells = malloc ((size_t) p->n * p->n);
  r.score = calloc ((size_t) p->n * p->n, sizeof *r.score);
  if (!r.cells || !r.score || ss_cp_init (&r.s, p, &res->stats) < 0)
    snprintf (res->note, sizeof res->note, "out of memory");
  else
    {
      seed_scores (&r);
      out = run (&r, o);
    }
  ss_cp_free (&r.s);
  free (r.cells);
  free (r.score);
  return out;
}
