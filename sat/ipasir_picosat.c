/* ipasir_picosat.c -- the IPASIR face of PicoSAT (see ipasir.h).
 *
 * Model: a handle wraps one PicoSAT instance plus the budget that IPASIR
 * has no word for.  PicoSAT limits decisions per picosat_sat() call, so
 * the budget is kept here as an absolute decision count and each call
 * gets what is left of it.
 *
 * PicoSAT forgets its model on the next add or assume: callers read every
 * value they need right after solve (sat.c copies the grid first).
 */
#include "ipasir.h"

#include <limits.h>
#include <picosat/picosat.h>
#include <stdlib.h>

#include "../core/budget.h"

typedef struct pico {
  PicoSAT *ps;
  int budget_on;
  unsigned long long budget_end; /* decisions at which to stop */
  /* With a terminate callback: the call's assumptions (given again for
   * every slice) and the slice length in decisions. */
  int (*stop) (void *);
  void *stop_state;
  int *assumed, nassumed, room;
  int slice;
} pico;

static void *
pico_init (void)
{
  pico *p = calloc (1, sizeof *p);
  if (p && !(p->ps = picosat_init ()))
    free (p), p = 0;
  return p;
}

static void
pico_release (void *h)
{
  pico *p = h;
  picosat_reset (p->ps);
  free (p->assumed);
  free (p);
}

static void
pico_add (void *h, int lit)
{
  picosat_add (((pico *) h)->ps, lit);
}

static void
pico_assume (void *h, int lit)
{
  pico *p = h;
  picosat_assume (p->ps, lit);
  if (!p->stop)
    return;
  if (p->nassumed == p->room)
    {
      int room = p->room ? 2 * p->room : 64;
      int *a = realloc (p->assumed, (size_t) room * sizeof *a);
      if (!a)
        {
          p->stop = 0; /* no slices then: PicoSAT's own polling */
          picosat_set_interrupt (p->ps, p->stop_state, 0);
          return;
        }
      p->assumed = a;
      p->room = room;
    }
  p->assumed[p->nassumed++] = lit;
}

/* The decisions still allowed, as picosat_sat's limit (-1 = none); 0
 * when the budget is already spent. */
static int
decisions_left (const pico *p)
{
  if (!p->budget_on)
    return -1;
  unsigned long long now = picosat_decisions (p->ps);
  if (now >= p->budget_end)
    return 0;
  unsigned long long left = p->budget_end - now;
  return left > INT_MAX ? INT_MAX : (int) left;
}

/* PicoSAT polls its interrupt callback every 1024 decisions, which on a
 * 100x100 grid can take most of a second.  So with a callback set, solve
 * runs in slices of decisions and asks it between them.  A new slice
 * starts again from level 0 (PicoSAT keeps its learned clauses and
 * phases: a restart), so slices are fitted to about 20 ms each, 16 to
 * 1024 decisions.  The assumptions are given again for every slice. */
static int
sliced_solve (pico *p)
{
  for (;;)
    {
      int limit = decisions_left (p);
      if (limit == 0 || p->stop (p->stop_state))
        {
          picosat_sat (p->ps, 0); /* drops the pending assumptions */
          return 0;
        }
      int slice = limit > 0 && limit < p->slice ? limit : p->slice;
      double t0 = ss_now ();
      int res = picosat_sat (p->ps, slice);
      if (res != PICOSAT_UNKNOWN)
        return res == PICOSAT_SATISFIABLE ? 10 : 20;
      double took = ss_now () - t0;
      if (took < 0.01 && p->slice < 1024)
        p->slice *= 2;
      else if (took > 0.04 && p->slice > 16)
        p->slice /= 2;
      for (int k = 0; k < p->nassumed; k++)
        picosat_assume (p->ps, p->assumed[k]);
    }
}

static int
pico_solve (void *h)
{
  pico *p = h;
  if (p->stop)
    {
      int got = sliced_solve (p);
      p->nassumed = 0;
      return got;
    }
  int limit = decisions_left (p);
  if (limit == 0)
    {
      /* Assumptions given for this call must not linger into the next;
       * PicoSAT drops them on a solve, so run one that stops at once. */
      picosat_sat (p->ps, 0);
      return 0;
    }
  int res = picosat_sat (p->ps, limit);
  return res == PICOSAT_SATISFIABLE ? 10
         : res == PICOSAT_UNSATISFIABLE ? 20 : 0;
}

static int
pico_val (void *h, int lit)
{
  pico *p = h;
  if (abs (lit) > picosat_variables (p->ps))
    return 0; /* picosat_deref aborts on unknown variables */
  return picosat_deref (p->ps, lit);
}

static int
pico_failed (void *h, int lit)
{
  pico *p = h;
  if (abs (lit) > picosat_variables (p->ps))
    return 0;
  return picosat_failed_assumption (p->ps, lit);
}

static void
pico_set_budget (void *h, uint64_t units)
{
  pico *p = h;
  p->budget_on = units != 0;
  p->budget_end = picosat_decisions (p->ps) + units;
}

static void
pico_set_terminate (void *h, void *state, int (*fn) (void *))
{
  pico *p = h;
  picosat_set_interrupt (p->ps, state, fn);
  p->stop = fn;
  p->stop_state = state;
  p->nassumed = 0;
  if (!p->slice)
    p->slice = 16;
}

static void
pico_stats (void *h, ss_stats *st)
{
  pico *p = h;
  st->guesses = picosat_decisions (p->ps);
  st->propagations = picosat_propagations (p->ps);
}

const ss_ipasir_ops ss_ipasir_picosat = {
  "picosat", pico_init, pico_release, pico_add, pico_assume, pico_solve,
  pico_val, pico_failed, pico_set_budget, pico_set_terminate, pico_stats,
  0, "decisions", 0, 0,
};
