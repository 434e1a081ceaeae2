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

int
ss_cmp_run (const ss_cmp_opts *o, const ss_grid *puzzle, ss_cmp_entry *e)
{
  int run = 0;
  memset (e, 0, (size_t) ss_solver_count * sizeof *e);
  for (int i = 0; i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      if (!ss_cmp_selected_for (o, s, puzzle))
        continue;
      if ((e[i].lacks = ss_solver_lacks (s, puzzle)))
        continue; /* it would drop a rule: left out */
      ss_solve_opts so = o->solve;
      /* The slow solvers' budget holds under --timeout too: a timeout
       * alone would let them run to it on every hard puzzle. */
      if ((s->flags & SS_SLOW) && !so.max_nodes)
        so.max_nodes = o->slow_nodes;
      e[i].solver = s;
      e[i].under_test = ss_cmp_under_test (o, s);
      if (ss_solve (s, puzzle, &so, &e[i].res) < 0)
        return -1;
      run++;
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
