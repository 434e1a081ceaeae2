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
  uint64_t why[SS_WHY_COUNT]; /* runs by why they gave no clean verdict
                                 (why[SS_WHY_NONE] counts the rest) */
  uint64_t failed;     /* runs that failed (check.h: not the wrong ones) */
  uint64_t own_verified, own_rejected; /* records whose own proofs (external
                                          with %p) checked, did not */
} ss_cmp_summary;

/* What a whole run adds up to, beside the per-solver summaries.  The
 * decided counts are over readable records with consistent givens (no
 * solver runs on an invalid one: it counts as invalid only): by_two
 * counts those that two or more solvers decided, the only ones
 * cross-checked. */
typedef struct ss_cmp_totals {
  uint64_t records, unreadable, invalid, disagreements;
  uint64_t by_none, by_one, by_two;
  uint64_t required; /* --require-agreement: fewer deciders is a finding */
  uint64_t short_of; /* valid records decided by fewer than required */
  int partial;       /* the run was interrupted: these are the records
                        finished before it */
  /* The rest of what fails a run, and its exit code, which the caller
   * fills in before the summary is written (ss_cmp_write_outcome). */
  uint64_t unopened;    /* files that could not be opened, read, or held
                           no record */
  uint64_t uncertified; /* --certify verdicts that did not certify */
  uint64_t internal;    /* internal failures: memory, a tool that failed */
  /* How runs ended, over every solver: failures by kind (each a
   * finding) with a bit per solver (its row in the table) that had one;
   * unknowns from a budget; and under --require-decided the unknowns of
   * solvers under test (then findings). */
  uint64_t why[SS_WHY_COUNT];
  uint64_t why_solvers[SS_WHY_COUNT];
  uint64_t undecided, undecided_solvers;
  int require_decided;
  int exit_code;
} ss_cmp_totals;

/* Counts one entry: a run, or a record the solver was left out of. */
void ss_cmp_summary_add (ss_cmp_summary *, const ss_cmp_entry *);
/* Counts one readable record's verdict into the totals (an invalid one
 * only as invalid). */
void ss_cmp_totals_add (ss_cmp_totals *, const ss_cmp_verdict *);
/* Counts how one record's runs ended (why, undecided) into the totals. */
void ss_cmp_totals_add_runs (ss_cmp_totals *, const ss_cmp_entry *e,
                             int count);
/* Runs that failed, over every solver and kind (a finding each). */
uint64_t ss_cmp_failures (const ss_cmp_totals *);
/* Seconds below which a fraction q of the times fall (q in [0,1]). */
double ss_cmp_quantile (const ss_cmp_summary *, double q);
/* Upper edge, in seconds, of histogram bucket b. */
double ss_cmp_bucket_time (int b);
/* Puzzles the solver reached a verdict on (everything but unknown). */
uint64_t ss_cmp_decided (const ss_cmp_summary *);

#endif
