/* budget.h -- a node and time budget, checked cheaply in hot loops.
 *
 * Model: a search counts its own nodes and asks ss_budget_spent() now and
 * then.  The node limit is one compare; the clock is read only once every
 * SS_CLOCK_PERIOD checks, so a check costs next to nothing.  Any engine
 * can use it (the Sudoku solvers, the exact-cover engine, a SAT
 * callback): it knows nothing about puzzles.
 *
 * ss_stop_all() is the one request every budget obeys: it is what a
 * SIGINT handler calls (async-signal-safe), and from then on every check
 * that reads the clock, deadline or not, says the budget is spent.
 */
#ifndef SS_BUDGET_H
#define SS_BUDGET_H

#include <stdint.h>

typedef struct ss_budget {
  uint64_t max_nodes; /* 0 = none */
  double deadline;    /* monotonic seconds; 0 = none */
  uint32_t countdown;
  int hit;            /* 1 once the budget ran out */
} ss_budget;

double ss_now (void); /* monotonic seconds */

/* Stops every search at its next clock check; cannot be undone. */
void ss_stop_all (void);
int ss_stopped (void);

/* max_nodes 0 and timeout 0 mean no limit. */
void ss_budget_init (ss_budget *, uint64_t max_nodes, double timeout);
int ss_budget_check_clock (ss_budget *);

/* 1 when the search must stop; nodes is the caller's running node count. */
static inline int
ss_budget_spent (ss_budget *b, uint64_t nodes)
{
  if (b->hit)
    return 1;
  if (b->max_nodes && nodes >= b->max_nodes)
    return b->hit = 1;
  if (--b->countdown == 0)
    return ss_budget_check_clock (b);
  return 0;
}

#endif
