/* solver.c -- the shared wrapper around every solver (see solver.h).
 *
 * Why a wrapper: a solver's own claim is never trusted.  Validity of the
 * givens, verification of each solution, the distinctness of the first two
 * and the final verdict are all decided here, once, for every method.
 */
#include "solver.h"
#include "../core/activity.h"

#include <string.h>

#include "../core/cancel.h"
#include "../core/model.h"
#include "../core/verify.h"

const char *
ss_status_name (ss_status s)
{
  static const char *names[] = {
#define SS_STATUS_WORD(id, word, help) word,
    SS_STATUSES (SS_STATUS_WORD)
#undef SS_STATUS_WORD
  };
  return (unsigned) s < SS_STATUS_COUNT ? names[s] : "?";
}

const char *
ss_why_name (ss_why w)
{
  static const char *names[] = {
#define SS_WHY_WORD(id, word, failed, help) word,
    SS_WHYS (SS_WHY_WORD)
#undef SS_WHY_WORD
  };
  return (unsigned) w < SS_WHY_COUNT ? names[w] : "?";
}

int
ss_why_failed (ss_why w)
{
  static const char failed[] = {
#define SS_WHY_FAILED(id, word, f, help) f,
    SS_WHYS (SS_WHY_FAILED)
#undef SS_WHY_FAILED
  };
  return (unsigned) w < SS_WHY_COUNT && failed[w];
}

int
ss_status_parse (const char *word, ss_status *out)
{
  for (int s = 0; s < SS_STATUS_COUNT; s++)
    if (!strcmp (word, ss_status_name ((ss_status) s)))
      return *out = (ss_status) s, 0;
  return -1;
}

void
ss_budget_start (ss_budget *b, const ss_solve_opts *o)
{
  double deadline = o->deadline;
  if (!(deadline > 0) && o->timeout > 0)
    deadline = ss_now () + o->timeout; /* called outside ss_solve() */
  ss_budget_init_at (b, o->max_nodes, deadline, o->cancel);
  b->on_clock = o->on_clock;
  b->clock_ctx = o->clock_ctx;
}

int
ss_result_found (ss_result *res, const uint8_t *cells)
{
  const ss_grid *p = res->puzzle_;
  const size_t cells_n = (size_t) p->n * p->n;
  if (!ss_solution_ok (p, cells)
      || (res->count == 1 && !memcmp (res->solution.cell, cells, cells_n)))
    {
      res->wrong++; /* broken, or a repeat of the first solution */
      return 0;
    }
  if (res->count++ == 0)
    memcpy (res->solution.cell, cells, cells_n);
  const ss_solve_opts *o = res->opts_;
  if (o->on_solution)
    {
      ss_grid view = *p;
      view.cell = (uint8_t *) cells;
      o->on_solution (o->ctx, &view, res->count);
    }
  return o->limit && res->count >= o->limit;
}

static ss_status
derive_status (const ss_result *res, const ss_solve_opts *o, ss_outcome out)
{
  if (res->count >= 2)
    return SS_MULTIPLE;
  /* A solver that reported a broken solution has shown it is wrong, so
   * its claim to have searched everything is not believed either. */
  if (out != SS_DONE || res->wrong)
    return SS_UNKNOWN;
  if (res->count == 0)
    return SS_UNSAT;
  return o->limit == 1 ? SS_FOUND : SS_UNIQUE;
}

/* The options the solver sees: the caller's, with the deadline fixed
 * now (the earlier of the caller's and start + timeout). */
static ss_solve_opts
started (const ss_solve_opts *o, double start)
{
  ss_solve_opts run = *o;
  double end = o->timeout > 0 ? start + o->timeout : 0;
  if (end > 0 && (!(run.deadline > 0) || end < run.deadline))
    run.deadline = end;
  return run;
}

uint64_t
ss_solver_lacks (const ss_solver *s, const ss_grid *puzzle)
{
  return puzzle->model ? puzzle->model->kinds & ~s->kinds : 0;
}

/* A rule the solver cannot handle would be dropped by it, and a verdict
 * without a rule is wrong: no verdict instead, and a note naming it. */
static int
refuse_kinds (const ss_solver *s, const ss_grid *puzzle, ss_result *res)
{
  uint64_t lacks = ss_solver_lacks (s, puzzle);
  int k = 0;
  if (!lacks)
    return 0;
  while (!(lacks & SS_KIND_BIT (k)))
    k++;
  snprintf (res->note, sizeof res->note, "%s does not handle %s "
            "constraints", s->name, ss_kind_name (k));
  res->status = SS_UNKNOWN;
  res->why = SS_WHY_REFUSED;
  return 1;
}

/* Why an unknown, when the solver did not say: a wrong solution; the
 * caller's stop; a deadline that passed; for a complete method a budget
 * (it stops on nothing else), for an incomplete one its getting stuck. */
static ss_why
seen_why (const ss_solver *s, const ss_solve_opts *o, const ss_result *res)
{
  if (res->wrong)
    return SS_WHY_WRONG;
  if (ss_stopped () || ss_cancel_raised (o->cancel))
    return SS_WHY_CANCELLED;
  if ((s->flags & SS_COMPLETE) || (o->deadline > 0
                                   && ss_now () >= o->deadline))
    return SS_WHY_BUDGET;
  return SS_WHY_GAVE_UP;
}

int
ss_solve (const ss_solver *s, const ss_grid *puzzle,
          const ss_solve_opts *caller, ss_result *res)
{
  double start = ss_now ();
  ss_solve_opts run = started (caller, start), *o = &run;
  memset (res, 0, sizeof *res);
  res->puzzle_ = puzzle;
  res->opts_ = caller;
  if (ss_grid_copy (&res->solution, puzzle))
    {
      snprintf (res->note, sizeof res->note, "out of memory");
      res->status = SS_UNKNOWN;
      res->why = SS_WHY_ERROR;
      return -1;
    }
  if (refuse_kinds (s, puzzle, res))
    return 0;
  if (ss_verify_conflicts (puzzle, 0, 0))
    {
      res->status = SS_INVALID;
      return 0;
    }
  res->opts_ = o; /* for ss_result_found, while the solver runs */
  if (!caller->cancel) /* not a race's entrant: the race says its own */
    ss_activity_name (s->name);
  ss_outcome out = s->solve (puzzle, o, res);
  res->seconds = ss_now () - start;
  res->opts_ = caller;
  res->status = derive_status (res, o, out);
  res->exhausted = out == SS_DONE && !res->wrong;
  if (res->status == SS_UNKNOWN && (!res->why || res->wrong))
    res->why = seen_why (s, o, res);
  if (res->wrong && !res->note[0])
    snprintf (res->note, sizeof res->note,
              "%llu reported solution(s) failed verification",
              (unsigned long long) res->wrong);
  return 0;
}

void
ss_result_free (ss_result *res)
{
  ss_grid_free (&res->solution);
}
