/* estimate_out.h -- solve --estimate: the sampling estimate of the number
 * of solutions (solvers/estimate.h) beside the count, in each form.
 *
 * Model: an estimate is asked for only where the count is not final --
 * the limit K was reached, or a budget or timeout stopped the count --
 * and is always written apart from the count, named an estimate: the
 * count field stays what was counted.
 */
#ifndef SS_CLI_ESTIMATE_OUT_H
#define SS_CLI_ESTIMATE_OUT_H

#include <stdint.h>
#include <stdio.h>

#include "../solvers/estimate.h"
#include "../solvers/solver.h"

#define CLI_ESTIMATE_CSV_COLUMNS \
  ",estimate,estimate_low,estimate_high,estimate_probes,estimate_seed"
#define CLI_ESTIMATE_CSV_COUNT 5

/* 1 when res's count is not the number of solutions (K = limit reached,
 * or stopped by a budget) and there are solutions to estimate. */
int cli_estimate_wanted (const ss_result *res, uint64_t limit);

/* Line form: "multiple: at least 1,234 solutions counted (WHY); estimate
 * 3.1e+06 (95% interval ..., P probes, seed S) -- an estimate, not a
 * count", or "multiple: 288 solutions counted (exact)" when e is 0. */
void cli_estimate_line (FILE *, const ss_result *, uint64_t limit,
                        const ss_estimate *e);
/* JSON: ,"estimate":{"mean":...,"low":...,"high":...,"se":...,
 * "probes":...,"hits":...,"seed":...,"stopped":...}. */
void cli_estimate_json (FILE *, const ss_estimate *);
/* CSV: the five cells of CLI_ESTIMATE_CSV_COLUMNS, each after a comma
 * (empty when e is 0). */
void cli_estimate_csv (FILE *, const ss_estimate *);

#endif
