/* budget.c -- the monotonic clock and the budget's slow path (budget.h). */
#include "budget.h"

#include <signal.h>
#include <time.h>

/* The clock is read once every this many budget checks: cheap enough for
 * hot loops, fine-grained enough for timeouts of a few milliseconds. */
#define SS_CLOCK_PERIOD 256

static volatile sig_atomic_t stop_requested;

void
ss_stop_all (void)
{
  stop_requested = 1;
}

int
ss_stopped (void)
{
  return stop_requested != 0;
}

double
ss_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

void
ss_budget_init (ss_budget *b, uint64_t max_nodes, double timeout)
{
  b->max_nodes = max_nodes;
  b->deadline = timeout > 0 ? ss_now () + timeout : 0;
  b->countdown = SS_CLOCK_PERIOD;
  b->hit = 0;
}

int
ss_budget_check_clock (ss_budget *b)
{
  b->countdown = SS_CLOCK_PERIOD;
  if (stop_requested || (b->deadline > 0 && ss_now () >= b->deadline))
    b->hit = 1;
  return b->hit;
}
