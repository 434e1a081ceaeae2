/* compare_csv.h -- compare --format csv --per-record: one row per record
 * and solver, for Python's csv module, pandas or a spreadsheet.
 *
 * Model: the CSV head (record,file,line,box,alphabet,status, status being
 * the consensus), then the record's agree and decided, then one solver's
 * run: solver, its verdict, count, exhausted, time_ms, disagrees, wrong,
 * why (how a run without a clean verdict ended: budget, crash, error,
 * malformed, proof ...; empty for a verdict), solution, its counters,
 * and the note.  An unreadable record is one row
 * with status "error" and the message as its note.
 */
#ifndef SS_CLI_COMPARE_CSV_H
#define SS_CLI_COMPARE_CSV_H

#include "../compare/report.h"

/* Columns between the head and the note. */
#define CLI_COMPARE_CSV_OWN (11 + (0 SS_STATS (CLI_COMPARE_CSV_ONE)))
#define CLI_COMPARE_CSV_ONE(name, help) +1

void cli_compare_csv_header (FILE *);
void cli_compare_csv_record (FILE *, const ss_cmp_where *,
                             const ss_cmp_entry *, int n,
                             const ss_cmp_verdict *);

#endif
