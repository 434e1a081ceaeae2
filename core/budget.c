/* budget.c -- the monotonic clock and the budget's slow path (budget.h). */
#include "budget.h"
#include "cancel.h"

#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

/* The period adapts so that readings come between these two gaps
 * (seconds): often enough that a deadline is met within a millisecond or
 * two, rarely enough that clock_gettime stays out of the profile. */
#define SS_CLOCK_MIN 0.0002
#define SS_CLOCK_MAX 0.001
#define SS_PERIOD_MAX (1u << 16)

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
ss_budget_init_at (ss_budget *b, uint64_t max_nodes, double deadline,
                   ss_cancel *cancel)
{
  b->max_nodes = max_nodes;
  b->deadline = deadline > 0 ? deadline : 0;
  b->cancel = cancel;
  b->last = ss_now ();
  b->period = b->countdown = 1; /* the first checks calibrate */
  b->hit = b->cancelled = 0;
  b->on_clock = 0;
  b->clock_ctx = 0;
}

void
ss_budget_init (ss_budget *b, uint64_t max_nodes, double timeout)
{
  ss_budget_init_at (b, max_nodes, timeout > 0 ? ss_now () + timeout : 0, 0);
}

/* Fits the period to the gap since the last reading. */
static void
adapt (ss_budget *b, double now)
{
  double gap = now - b->last;
  b->last = now;
  if (gap < SS_CLOCK_MIN && b->period < SS_PERIOD_MAX)
    b->period *= 2;
  else if (gap > SS_CLOCK_MAX && b->period > 1)
    {
      double fit = b->period * (SS_CLOCK_MAX / gap);
      b->period = fit < 1 ? 1 : (uint32_t) fit;
    }
  b->countdown = b->period;
}

int
ss_budget_check_clock (ss_budget *b)
{
  double now = ss_now ();
  adapt (b, now);
  if (b->on_clock)
    b->on_clock (b->clock_ctx, now);
  if (ss_cancel_raised (b->cancel))
    b->hit = b->cancelled = 1;
  if (stop_requested || (b->deadline > 0 && now >= b->deadline))
    b->hit = 1;
  return b->hit;
}

long
ss_resident_kb (void)
{
  FILE *f = fopen ("/proc/self/statm", "r");
  long size, resident;
  int got = f ? fscanf (f, "%ld %ld", &size, &resident) : 0;
  if (f)
    fclose (f);
  long page = sysconf (_SC_PAGESIZE);
  return got == 2 && page > 0 ? resident * (page / 1024) : -1;
}

int
ss_cancel_raised (ss_cancel *c)
{
  for (; c; c = c->parent)
    if (atomic_load_explicit (&c->raised, memory_order_relaxed))
      return 1;
  return 0;
}

void
ss_cancel_raise (ss_cancel *c)
{
  atomic_store_explicit (&c->raised, 1, memory_order_relaxed);
}
