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
/* Did the run pass: something compared, no disagreement, and every
 * readable record decided by --require-agreement solvers? */
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
/* The same account for a record decided by fewer than `required`
 * solvers ("undecided" when by none). */
void ss_cmp_write_shortfall (FILE *, const ss_cmp_where *,
                             const ss_cmp_entry *, int n,
                             const ss_cmp_verdict *, uint64_t required);

#endif
