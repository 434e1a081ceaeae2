/* report.h -- what compare prints: per-solver summaries, per-record JSON
 * and the account of each disagreement.  Writers only; the CLI decides
 * which to call and where. */
#ifndef SS_COMPARE_REPORT_H
#define SS_COMPARE_REPORT_H

#include <stdio.h>

#include "../core/alphabet.h"
#include "../core/reader.h"
#include "../sat/certify.h"
#include "summary.h"

typedef struct ss_cmp_where {
  const char *file;
  const ss_record *rec;
  const ss_alphabet *alphabet;
  const char *repro; /* options for the reproduce line ("--limit 2") */
  const ss_cert *cert; /* --certify: the consensus's certification, or 0 */
  uint64_t required; /* --require-agreement: a record "agrees" only when
                        that many solvers decided it and none disagrees */
  const char *problems; /* an invalid record's broken rules ("; "), or 0 */
  int require_decided;  /* --require-decided: undecided runs are named */
} ss_cmp_where;

void ss_cmp_write_table (FILE *, const ss_cmp_summary *, int n);
void ss_cmp_write_csv (FILE *, const ss_cmp_summary *, int n);
void ss_cmp_write_json_summary (FILE *, const ss_cmp_summary *, int n,
                                const ss_cmp_totals *);
/* The closing lines of the table form: records, the verdict in words
 * (never "agree" for a record fewer than two solvers decided), and how
 * many records two or more, one and no solvers decided. */
void ss_cmp_write_totals (FILE *, const ss_cmp_totals *);
/* One line per solver left out of records for rules it cannot handle:
 * "left out: fast on 3 records (cannot handle thermo, killer)". */
void ss_cmp_write_left_out (FILE *, const ss_cmp_summary *, int n);
/* Per solver, how its runs ended when not with a clean verdict: its
 * failures by kind, its unknowns from a budget, and its own proofs
 * (verified, missing or rejected), one line each. */
void ss_cmp_write_runs (FILE *, const ss_cmp_summary *, int n);
/* One line per run of the record that failed ("solver failed: FILE
 * record N (line L), external unknown (crash): NOTE"), and under
 * --require-decided per solver under test that reached no verdict
 * ("undecided: ..."). */
void ss_cmp_write_failures (FILE *, const ss_cmp_where *,
                            const ss_cmp_entry *, int n);
/* The last line of a report: the outcome the exit code (t->exit_code)
 * says, with every reason for it: "PASS (exit 0)", "FAIL (exit 1): 1
 * unreadable record, 1 invalid record", "INTERRUPTED (exit 130): ...".
 * The JSON summary carries the same as "pass", "exit" and "reasons". */
void ss_cmp_write_outcome (FILE *, const ss_cmp_totals *);
/* Did the solvers agree: something compared, no disagreement, and every
 * readable valid record decided by --require-agreement solvers?  (A run
 * passes only when its exit code is 0: "pass".) */
int ss_cmp_agree (const ss_cmp_totals *);
/* Does one record pass: no disagreement, decided by `required`? */
int ss_cmp_record_agrees (const ss_cmp_verdict *, uint64_t required);
void ss_cmp_write_json_record (FILE *, const ss_cmp_where *,
                               const ss_cmp_entry *, int n,
                               const ss_cmp_verdict *);
/* The record, the puzzle, each solver's verdict and solution, and a
 * one-line command that reproduces it. */
void ss_cmp_write_disagreement (FILE *, const ss_cmp_where *,
                                const ss_cmp_entry *, int n,
                                const ss_cmp_verdict *);
/* "invalid: FILE record N (line L): every rule its givens break". */
void ss_cmp_write_invalid (FILE *, const ss_cmp_where *);
/* The same account for a record decided by fewer than `required`
 * solvers ("undecided" when by none). */
void ss_cmp_write_shortfall (FILE *, const ss_cmp_where *,
                             const ss_cmp_entry *, int n,
                             const ss_cmp_verdict *, uint64_t required);

#endif
