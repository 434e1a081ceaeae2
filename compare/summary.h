/* summary.h -- per-solver totals over a whole comparison run.
 *
 * Model: memory stays flat however many puzzles stream past.  Times go
 * into a log-scale histogram (buckets 4% wide from 0.1 us up), from which
 * the median, the 95th percentile and the cactus curve are read; total and
 * maximum are exact.  Counters are summed; means divide by puzzles.
 */
#ifndef SS_COMPARE_SUMMARY_H
#define SS_COMPARE_SUMMARY_H

#include <stdint.h>

#include "check.h"

#define SS_HIST_BUCKETS 700

typedef struct ss_cmp_summary {
  const ss_solver *solver;
  uint64_t puzzles;
  uint64_t status[SS_STATUS_COUNT];
  uint64_t disagreements, wrong;
  double total, max; /* seconds */
  ss_stats stats;    /* sums */
  uint32_t hist[SS_HIST_BUCKETS];   /* every run */
  uint32_t solved[SS_HIST_BUCKETS]; /* runs that reached a verdict */
  uint64_t left_out;   /* records it was left out of (rules it lacks) */
  uint64_t left_kinds; /* those rules, over every such record */
} ss_cmp_summary;

/* What a whole run adds up to, beside the per-solver summaries.  The
 * decided counts are over readable records: by_two counts those that two
 * or more solvers decided, the only ones cross-checked. */
typedef struct ss_cmp_totals {
  uint64_t records, unreadable, invalid, disagreements;
  uint64_t by_none, by_one, by_two;
  uint64_t required; /* --require-agreement: fewer deciders is a finding */
  uint64_t short_of; /* readable records decided by fewer than required */
  int partial;       /* the run was interrupted: these are the records
                        finished before it */
} ss_cmp_totals;

/* Counts one entry: a run, or a record the solver was left out of. */
void ss_cmp_summary_add (ss_cmp_summary *, const ss_cmp_entry *);
/* Counts one readable record's verdict into the totals. */
void ss_cmp_totals_add (ss_cmp_totals *, const ss_cmp_verdict *);
/* Seconds below which a fraction q of the times fall (q in [0,1]). */
double ss_cmp_quantile (const ss_cmp_summary *, double q);
/* Upper edge, in seconds, of histogram bucket b. */
double ss_cmp_bucket_time (int b);
/* Puzzles the solver reached a verdict on (everything but unknown). */
uint64_t ss_cmp_decided (const ss_cmp_summary *);

#endif
