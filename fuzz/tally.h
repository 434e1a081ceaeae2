/* tally.h -- what a fuzz run found: counts by size, density, verdict and
 * failure, and the failures themselves, written as text or JSON.
 *
 * Model: results come in any order (threads); the tally keeps counts,
 * and the failures sorted by instance index, so that the report of a run
 * is the same for -j 1 and -j N over the same instances (times aside).
 */
#ifndef SS_FUZZ_TALLY_H
#define SS_FUZZ_TALLY_H

#include <stdio.h>

#include "../core/kinds.h"
#include "fuzz.h"

typedef struct ss_fz_tally {
  uint64_t runs, calls, undecided, unknown;
  uint64_t by_box[9][9];            /* [R][C] */
  uint64_t by_density[10];          /* 1-10%, 11-20%, ... 91-99% */
  uint64_t by_rules[SS_KIND_COUNT];  /* instances holding each kind
                                       (SS_KIND_REGIONS: a jigsaw) */
  uint64_t classic;                 /* instances with no rules */
  uint64_t by_reference[SS_STATUS_COUNT];
  uint64_t by_failure[SS_FZ_FAILURE_COUNT];
  ss_fz_result *failures;           /* sorted by instance index */
  int nfailures, cap;
  double seconds;                   /* the run's wall time */
  int partial;                      /* Ctrl-C cut it short */
} ss_fz_tally;

/* Counts r; a failure is kept (moved: r is left empty).  0, -1 memory. */
int ss_fz_tally_add (ss_fz_tally *, ss_fz_result *r);
void ss_fz_tally_free (ss_fz_tally *);

/* The failures, one paragraph each, then the counts. */
void ss_fz_tally_write (FILE *, const ss_fz_tally *, const ss_fz_opts *);
/* One JSON record per failure (docs/json.md's head: the shrunk puzzle's
 * box, status the failure), then {"summary":{...}}. */
void ss_fz_tally_write_json (FILE *, const ss_fz_tally *,
                             const ss_fz_opts *);

#endif
