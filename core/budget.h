/* budget.h -- a node and time budget, checked cheaply in hot loops, and a
 * cancel flag another thread can raise.
 *
 * Model: a search counts its own nodes and asks ss_budget_spent() now and
 * then.  The node limit is one compare.  The clock (and the cancel flag)
 * is read only when a countdown runs out, and the countdown is fitted to
 * elapsed work: after each reading the period is doubled when the last
 * one came sooner than SS_CLOCK_MIN after the one before, and cut to
 * match SS_CLOCK_MAX when it came later.  So a check costs next to
 * nothing wherever it sits, and the clock is read about every
 * millisecond whether a check stands for 10 ns or 10 ms of work: a
 * deadline is overshot by about one check's work, never by 256 of them.
 *
 * The deadline is absolute (monotonic seconds), so a caller can start it
 * before its own set-up (building a CNF, a link skeleton) and hand the
 * same instant to every engine of a portfolio.  The cancel flag is shared
 * by the engines of one portfolio: the first with a verified verdict
 * raises it and the others stop at their next clock reading, exactly as
 * on a timeout.  Any engine can use this (the Sudoku solvers, the
 * exact-cover engine, a SAT terminate callback): it knows nothing about
 * puzzles.
 *
 * ss_stop_all() is the one request every budget obeys: it is what a
 * SIGINT handler calls (async-signal-safe), and from then on every check
 * that reads the clock, deadline or not, says the budget is spent.
 */
#ifndef SS_BUDGET_H
#define SS_BUDGET_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Raised to ask every engine that watches it to stop.  Opaque here, so
 * this header is C++ as well as C: its atomic flag is in core/cancel.h,
 * for the code that owns one. */
typedef struct ss_cancel ss_cancel;

typedef struct ss_budget {
  uint64_t max_nodes;  /* 0 = none */
  double deadline;     /* monotonic seconds; 0 = none */
  ss_cancel *cancel;   /* 0 = none */
  double last;         /* the last clock reading */
  uint32_t period;     /* checks between readings, fitted to the work */
  uint32_t countdown;
  int hit;             /* 1 once the budget ran out */
  int cancelled;       /* 1 when it ran out because cancel was raised */
  /* Called at each clock reading with the time read; 0 = none (a
   * portfolio starts its other entrants from its first one's search) */
  void (*on_clock) (void *ctx, double now);
  void *clock_ctx;
} ss_budget;

double ss_now (void); /* monotonic seconds */

/* Stops every search at its next clock check; cannot be undone. */
void ss_stop_all (void);
int ss_stopped (void);

/* max_nodes 0 and timeout 0 mean no limit; the deadline is now + timeout. */
void ss_budget_init (ss_budget *, uint64_t max_nodes, double timeout);
/* The same with an absolute deadline (0: none) and a cancel flag (0: none). */
void ss_budget_init_at (ss_budget *, uint64_t max_nodes, double deadline,
                        ss_cancel *cancel);
/* Reads the clock and the flag now: 1 when the budget is spent. */
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

/* The process's resident memory in KiB now (Linux: /proc/self/statm),
 * or -1 where it cannot be read.  For engines whose memory grows while
 * they search (SAT solvers), to stop them before the machine does. */
long ss_resident_kb (void);

/* 1 when the flag or one of its parents is raised (a null flag never
 * is). */
int ss_cancel_raised (ss_cancel *c);
void ss_cancel_raise (ss_cancel *c);

#ifdef __cplusplus
}
#endif

#endif
