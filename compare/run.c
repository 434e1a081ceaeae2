/* run.c -- one record through every selected solver (see compare.h). */
#include "compare.h"

#include <string.h>

#include "../core/model.h"

int
ss_cmp_selected_for (const ss_cmp_opts *o, const ss_solver *s,
                     const ss_grid *puzzle)
{
  int variant = puzzle->model && puzzle->model->kinds;
  if (!o->chosen && (s->flags & SS_VARIANT) && !variant)
    return 0;
  return ss_cmp_selected (o, s, puzzle->n);
}

int
ss_cmp_selected (const ss_cmp_opts *o, const ss_solver *s, int n)
{
  if (o->chosen)
    {
      for (int i = 0; i < o->nchosen; i++)
        if (o->chosen[i] == s)
          return 1;
      return 0;
    }
  if ((s->flags & SS_NEEDS_CMD) && !o->solve.sat_cmd)
    return 0;
  if ((s->flags & SS_NEEDS_LIB) && !o->solve.ipasir_lib)
    return 0;
  return n <= s->max_n;
}

int
ss_cmp_under_test (const ss_cmp_opts *o, const ss_solver *s)
{
  if (o->chosen)
    return ss_cmp_selected (o, s, 1);
  return (s->flags & (SS_NEEDS_CMD | SS_NEEDS_LIB)) != 0;
}

/* Without --timeout, a record with rules runs in two passes (compare.h):
 * 0 the solvers under test and the SAT backends, 1 the other in-house
 * engines, on a budget relative to the fastest verdict of pass 0.  -1:
 * one pass, the caller's budgets for all. */
static int
pass_of (const ss_cmp_opts *o, const ss_solver *s, const ss_grid *puzzle)
{
  if (!puzzle->model || !puzzle->model->kinds || o->solve.timeout > 0
      || o->solve.deadline > 0)
    return -1;
  return !(ss_cmp_under_test (o, s) || (s->flags & SS_SAT));
}

/* The time budget of a solver run in pass `pass` when the fastest
 * verdict so far took best seconds (< 0: none yet). */
static double
budget_of (int pass, double best)
{
  double t = SS_CMP_RELATIVE * best;
  if (pass <= 0 || best < 0)
    return SS_CMP_VARIANT_CAP;
  t = t < SS_CMP_RELATIVE_MIN ? SS_CMP_RELATIVE_MIN : t;
  return t > SS_CMP_VARIANT_CAP ? SS_CMP_VARIANT_CAP : t;
}

static int
has_verdict (const ss_result *r)
{
  return r->status != SS_UNKNOWN && r->status != SS_INVALID;
}

/* Runs solver i on the puzzle; -1 when memory ran out. */
static int
run_one (const ss_cmp_opts *o, const ss_grid *puzzle, ss_cmp_entry *e,
         int pass, double *best)
{
  const ss_solver *s = e->solver;
  ss_solve_opts so = o->solve;
  /* The slow solvers' budget holds under --timeout too: a timeout alone
   * would let them run to it on every hard puzzle. */
  if ((s->flags & SS_SLOW) && !so.max_nodes)
    so.max_nodes = o->slow_nodes;
  if (pass >= 0)
    so.timeout = budget_of (pass, *best);
  e->under_test = ss_cmp_under_test (o, s);
  if (ss_solve (s, puzzle, &so, &e->res) < 0)
    return -1;
  if (has_verdict (&e->res) && (*best < 0 || e->res.seconds < *best))
    *best = e->res.seconds;
  return 0;
}

int
ss_cmp_run (const ss_cmp_opts *o, const ss_grid *puzzle, ss_cmp_entry *e)
{
  int run = 0;
  double best = -1;
  memset (e, 0, (size_t) ss_solver_count * sizeof *e);
  for (int i = 0; i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      if (ss_cmp_selected_for (o, s, puzzle)
          && !(e[i].lacks = ss_solver_lacks (s, puzzle)))
        e[i].solver = s; /* else it would drop a rule: left out */
    }
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < ss_solver_count; i++)
      {
        if (!e[i].solver)
          continue;
        int mine = pass_of (o, e[i].solver, puzzle);
        if (mine == pass || (mine < 0 && pass == 0))
          {
            if (run_one (o, puzzle, &e[i], mine, &best) < 0)
              return -1;
            run++;
          }
      }
  return run;
}

void
ss_cmp_entries_free (ss_cmp_entry *e)
{
  for (int i = 0; i < ss_solver_count; i++)
    if (e[i].solver)
      ss_result_free (&e[i].res);
}
