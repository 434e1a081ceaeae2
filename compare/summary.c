/* summary.c -- accumulating totals and reading quantiles (summary.h). */
#include "summary.h"

#include <math.h>

#define SS_HIST_FLOOR 1e-7 /* seconds: everything faster lands in bucket 0 */
#define SS_HIST_RATIO 1.04

static int
bucket_of (double t)
{
  if (t <= SS_HIST_FLOOR)
    return 0;
  double b = floor (log (t / SS_HIST_FLOOR) / log (SS_HIST_RATIO)) + 1;
  return b >= SS_HIST_BUCKETS - 1 ? SS_HIST_BUCKETS - 1 : (int) b;
}

double
ss_cmp_bucket_time (int b)
{
  return SS_HIST_FLOOR * pow (SS_HIST_RATIO, b);
}

void
ss_cmp_summary_add (ss_cmp_summary *s, const ss_cmp_entry *e)
{
  double t = e->res.seconds;
  if (!e->solver)
    {
      s->left_out += e->lacks != 0;
      s->left_kinds |= e->lacks;
      return;
    }
  s->puzzles++;
  s->status[e->res.status]++;
  s->disagreements += e->disagrees;
  s->wrong += e->wrong;
  s->why[e->res.why]++;
  s->failed += e->failed;
  s->own_verified += e->res.own_proof == SS_OWN_PROOF_VERIFIED;
  s->own_rejected += e->res.own_proof == SS_OWN_PROOF_REJECTED;
  s->total += t;
  if (t > s->max)
    s->max = t;
  s->hist[bucket_of (t)]++;
  if (e->res.status != SS_UNKNOWN)
    s->solved[bucket_of (t)]++;
  ss_stats_add (&s->stats, &e->res.stats);
}

void
ss_cmp_totals_add (ss_cmp_totals *t, const ss_cmp_verdict *v)
{
  t->disagreements += v->disagreement != 0;
  if (v->consensus == SS_INVALID)
    {
      t->invalid++;
      return;
    }
  if (v->decided >= 2)
    t->by_two++;
  else if (v->decided == 1)
    t->by_one++;
  else
    t->by_none++;
  t->short_of += (uint64_t) v->decided < t->required;
}

void
ss_cmp_totals_add_runs (ss_cmp_totals *t, const ss_cmp_entry *e, int count)
{
  for (int i = 0; i < count; i++)
    {
      if (!e[i].solver)
        continue;
      uint64_t bit = i < 64 ? 1ull << i : 0;
      ss_why why = e[i].res.why;
      if (e[i].failed || why == SS_WHY_BUDGET)
        t->why[why]++, t->why_solvers[why] |= bit;
      if (e[i].undecided)
        t->undecided++, t->undecided_solvers |= bit;
    }
}

uint64_t
ss_cmp_failures (const ss_cmp_totals *t)
{
  uint64_t k = 0;
  for (int w = 0; w < SS_WHY_COUNT; w++)
    if (ss_why_failed ((ss_why) w) && w != SS_WHY_WRONG)
      k += t->why[w];
  return k;
}

double
ss_cmp_quantile (const ss_cmp_summary *s, double q)
{
  if (!s->puzzles)
    return 0;
  double want = q * (double) s->puzzles, seen = 0;
  for (int b = 0; b < SS_HIST_BUCKETS; b++)
    if ((seen += s->hist[b]) >= want && s->hist[b])
      {
        /* The bucket's geometric middle, never above the exact maximum. */
        double mid = b ? ss_cmp_bucket_time (b) / sqrt (SS_HIST_RATIO)
                       : SS_HIST_FLOOR;
        return mid < s->max ? mid : s->max;
      }
  return s->max;
}

uint64_t
ss_cmp_decided (const ss_cmp_summary *s)
{
  return s->puzzles - s->status[SS_UNKNOWN];
}
