/* candidates.c -- true candidates by an incremental SAT solver, checked
 * by cp within a budget (see candidates.h). */
#include "candidates.h"

#include <stdlib.h>
#include <string.h>

#include "../core/activity.h"
#include "../core/kinds.h"
#include "../core/verify.h"
#include "../encoder/cnf.h"
#include "../solvers/cp.h"
#include "sat.h"

typedef struct cand_run {
  const ss_ipasir_ops *ops;
  void *s;
  const ss_grid *p;
  const ss_solve_opts *o;
  ss_candidates *out;
  ss_cnf f;
  int *clause;
  ss_budget clock;
  double cp_end;      /* when cp's cross-check stops (monotonic seconds) */
  int stopped, loaded;
} cand_run;

/* cp's share: its checks together take at most the SAT phase's time,
 * but at least CP_MIN_SECONDS, and each at most 1/CP_SLICES of that, so
 * one search that wanders cannot starve the others (on a unique 16x16
 * killer cp took 15 minutes re-checking every refuted candidate where
 * CaDiCaL refuted them all in seconds). */
#define CP_SHARE 1.0
#define CP_MIN_SECONDS 0.5
#define CP_SLICES 16

static const ss_solver cp = { "cp", "", "", SS_COMPLETE, 100, ss_cp_solve,
                              SS_KINDS_ALL };

static int
past_deadline (void *state)
{
  cand_run *r = state;
  if (!r->stopped)
    r->stopped = ss_budget_check_clock (&r->clock);
  return r->stopped;
}

static int
value (void *ctx, long var)
{
  cand_run *r = ctx;
  return r->ops->val (r->s, (int) var);
}

/* The CNF of the puzzle, givens as units, into a fresh instance. */
static int
load (cand_run *r)
{
  ss_encode_opts eo;
  ss_error err;
  if (ss_sat_encode_opts (r->o, r->p, SS_SAT_ASSUME, &eo, r->out->note,
                          sizeof r->out->note))
    return -1;
  eo.givens = 1;
  if (ss_cnf_build_by (&r->f, r->p, &eo, r->clock.deadline, &err))
    return snprintf (r->out->note, sizeof r->out->note, "%.180s", err.msg), -1;
  r->loaded = 1;
  if (!(r->s = ss_ipasir_new (r->ops)))
    return snprintf (r->out->note, sizeof r->out->note, "out of memory"),
           -1;
  for (long i = 0; i < r->f.info.nclauses; i++)
    {
      int len;
      const int *lits = ss_cnf_clause (&r->f, i, &len);
      ss_ipasir_add_clause (r->ops, r->s, lits, len);
    }
  r->ops->set_terminate (r->s, r, past_deadline);
  return 0;
}

/* The solver's model as a verified solution: counted for each of its
 * candidates, then blocked.  -1 when it is no solution (the CNF lacks a
 * rule: the SAT side cannot be trusted for this puzzle). */
static int
take (cand_run *r)
{
  ss_grid g;
  ss_error err;
  int n = r->p->n, k = 0;
  int bad = ss_varmap_grid (&r->f.map, value, r, &g, &err) != 0
            || !ss_solution_ok (r->p, g.cell);
  for (int i = 0; !bad && i < n * n; i++)
    {
      uint32_t *c = &r->out->count[(long) i * n + g.cell[i] - 1];
      *c += *c < (uint32_t) r->out->limit;
      if (!r->p->cell[i])
        r->clause[k++] = -(int) ss_varmap_var (&r->f.map, i / n, i % n,
                                               g.cell[i]);
    }
  ss_grid_free (&g);
  if (bad) /* the CNF lacks a rule: the SAT side is wrong here */
    return r->out->disagreements++,
           snprintf (r->out->note, sizeof r->out->note, "%s gave a model "
                     "that is not a solution", r->ops->name), -1;
  r->out->solutions++;
  ss_ipasir_add_clause (r->ops, r->s, r->clause, k);
  return 0;
}

/* Asks for solutions with digit d in cell i until K are in hand or the
 * solver says there are no more.  0, or -1 when it stopped or erred. */
static int
ask (cand_run *r, int i, int d)
{
  int n = r->p->n;
  long v = ss_varmap_var (&r->f.map, i / n, i % n, d);
  while (ss_candidate_count (r->out, i, d) < (uint32_t) r->out->limit)
    {
      r->ops->assume (r->s, (int) v);
      r->out->sat_calls++;
      int got = r->ops->solve (r->s);
      if (got == 20)
        return 0;
      if (got != 10)
        return snprintf (r->out->note, sizeof r->out->note, "%s stopped "
                         "(time) before every candidate was asked",
                         r->ops->name), -1;
      if (take (r) < 0)
        return -1;
    }
  return 0;
}

static int
sat_phase (cand_run *r)
{
  int n = r->p->n;
  for (int i = 0; i < n * n; i++)
    {
      ss_activity_set ("%s: true candidates, cell %d of %d", r->ops->name,
                       i + 1, n * n);
      for (int d = 1; d <= n; d++)
        if ((!r->p->cell[i] || r->p->cell[i] == d) && ask (r, i, d) < 0)
          return -1;
    }
  return 0;
}

/* The deadline of one cp check: its slice of cp's budget, within the
 * record's deadline; 0 when cp's budget is spent. */
static double
check_deadline (const cand_run *r, double slice)
{
  double now = ss_now (), end = now + slice;
  if (now >= r->cp_end)
    return 0;
  end = end < r->cp_end ? end : r->cp_end;
  return r->clock.deadline > 0 && r->clock.deadline < end
         ? r->clock.deadline : end;
}

/* cp counts the solutions with d in cell i, up to K; they must be the
 * SAT solver's count.  A check cut short leaves the SAT solver's count
 * standing, unconfirmed. */
static void
check (cand_run *r, int i, int d, double slice)
{
  ss_candidates *c = r->out;
  ss_solve_opts co = { .limit = (uint64_t) c->limit,
                       .deadline = check_deadline (r, slice),
                       .cancel = r->o->cancel };
  ss_grid q;
  ss_result res;
  uint32_t *have = &c->count[(long) i * c->n + d - 1];
  if (co.deadline <= 0 || ss_cancel_raised (r->o->cancel)
      || (r->clock.deadline > 0 && ss_now () >= r->clock.deadline)
      || ss_grid_copy (&q, r->p) < 0)
    {
      c->unconfirmed++;
      return;
    }
  q.cell[i] = (uint8_t) d;
  c->cp_checks++;
  ss_solve (&cp, &q, &co, &res);
  uint64_t found = res.status == SS_INVALID ? 0 : res.count;
  if (res.status != SS_INVALID && !res.exhausted && found <= *have)
    c->unconfirmed++;
  else if (found != *have)
    {
      c->disagreements++;
      snprintf (c->note, sizeof c->note, "r%dc%d=%d: the SAT solver found "
                "%u solutions, cp %llu", i / c->n + 1, i % c->n + 1, d,
                (unsigned) *have, (unsigned long long) found);
      *have = found > *have ? (uint32_t) found : *have;
    }
  ss_result_free (&res);
  ss_grid_free (&q);
}

static void
cp_phase (cand_run *r, double sat_seconds)
{
  int n = r->p->n;
  double budget = CP_SHARE * sat_seconds;
  budget = budget > CP_MIN_SECONDS ? budget : CP_MIN_SECONDS;
  r->cp_end = ss_now () + budget;
  for (int i = 0; i < n * n; i++)
    for (int d = 1; d <= n; d++)
      if ((!r->p->cell[i] || r->p->cell[i] == d)
          && ss_candidate_count (r->out, i, d) < (uint32_t) r->out->limit)
        {
          check (r, i, d, budget / CP_SLICES);
          ss_activity_set ("cp: cross-check, cell %d of %d", i + 1, n * n);
        }
}

static ss_status
verdict (const ss_candidates *c, int sat_ok)
{
  if (c->solutions >= 2)
    return SS_MULTIPLE;
  if (!sat_ok || c->disagreements)
    return SS_UNKNOWN; /* two engines that disagree give no verdict */
  return c->solutions ? SS_UNIQUE : SS_UNSAT;
}

int
ss_true_candidates (const ss_ipasir_ops *ops, const ss_grid *p, int limit,
                    const ss_solve_opts *o, ss_candidates *out)
{
  double start = ss_now ();
  size_t cells = (size_t) p->n * p->n;
  cand_run r = { .ops = ops, .p = p, .o = o, .out = out };
  memset (out, 0, sizeof *out);
  out->n = p->n;
  out->limit = limit > 0 ? limit : 1;
  out->count = calloc (cells * (size_t) p->n, sizeof *out->count);
  r.clause = malloc ((cells + 1) * sizeof *r.clause);
  if (!out->count || !r.clause)
    return free (r.clause), -1;
  if (ss_verify_conflicts (p, 0, 0))
    out->status = SS_INVALID;
  else
    {
      ss_budget_start (&r.clock, o);
      int sat_ok = load (&r) == 0 && sat_phase (&r) == 0;
      if (sat_ok)
        cp_phase (&r, ss_now () - start);
      out->status = verdict (out, sat_ok);
    }
  if (r.s)
    ops->release (r.s);
  if (r.loaded)
    ss_cnf_free (&r.f);
  free (r.clause);
  out->seconds = ss_now () - start;
  return 0;
}

void
ss_candidates_free (ss_candidates *c)
{
  free (c->count);
  c->count = 0;
}
