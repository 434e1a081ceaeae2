/* check.c -- evidence and consensus for one record (see check.h). */
#include "check.h"

#include <string.h>

/* 0, 1 or 2 (meaning "two or more"): distinct verified solutions found. */
static int
distinct_solutions (const ss_cmp_entry *e, int count)
{
  const ss_grid *first = 0;
  for (int i = 0; i < count; i++)
    {
      const ss_result *r = &e[i].res;
      if (!e[i].solver)
        continue;
      if (r->count >= 2)
        return 2;
      if (r->count == 0)
        continue;
      size_t cells = (size_t) r->solution.n * r->solution.n;
      if (!first)
        first = &r->solution;
      else if (memcmp (first->cell, r->solution.cell, cells))
        return 2;
    }
  return first ? 1 : 0;
}

static int
refuted (ss_status s, int proven)
{
  return (s == SS_UNSAT && proven >= 1) || (s == SS_UNIQUE && proven >= 2);
}

/* The most common verdict that the evidence does not refute; ties go to
 * the earlier status in SS_STATUSES, so solver order never matters. */
static ss_status
majority (const ss_cmp_entry *e, int count, int proven)
{
  int votes[SS_STATUS_COUNT] = { 0 };
  ss_status best = SS_UNKNOWN;
  for (int i = 0; i < count; i++)
    if (e[i].solver && e[i].res.status != SS_UNKNOWN
        && !refuted (e[i].res.status, proven))
      votes[e[i].res.status]++;
  for (int s = 0; s < SS_STATUS_COUNT; s++)
    if (votes[s] > (best == SS_UNKNOWN ? 0 : votes[best]))
      best = (ss_status) s;
  return best;
}

static ss_status
consensus (const ss_cmp_entry *e, int count, int proven, uint64_t K)
{
  if (proven >= 2 && K != 1)
    return SS_MULTIPLE;
  return majority (e, count, proven);
}

ss_cmp_verdict
ss_cmp_check (ss_cmp_entry *e, int count, uint64_t K)
{
  ss_cmp_verdict v = { SS_UNKNOWN, distinct_solutions (e, count), 0, 0,
                       0, 0 };
  v.consensus = consensus (e, count, v.proven_solutions, K);
  for (int i = 0; i < count; i++)
    {
      ss_status s = e[i].res.status;
      if (!e[i].solver)
        continue;
      ss_why why = e[i].res.why;
      e[i].wrong = e[i].res.wrong > 0 || why == SS_WHY_WRONG
                   || refuted (s, v.proven_solutions);
      e[i].failed = ss_why_failed (why) && why != SS_WHY_WRONG;
      e[i].undecided = e[i].under_test && s == SS_UNKNOWN && !e[i].failed
                       && !e[i].wrong;
      v.failures += e[i].failed;
      v.undecided += e[i].undecided;
      e[i].disagrees = s != SS_UNKNOWN && v.consensus != SS_UNKNOWN
                       && s != v.consensus;
      v.disagreement |= e[i].wrong || e[i].disagrees;
      /* invalid is the shared wrapper's refusal: no solver ran */
      v.decided += s != SS_UNKNOWN && s != SS_INVALID && !e[i].wrong;
    }
  return v;
}
