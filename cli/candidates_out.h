/* candidates_out.h -- what solve --true-candidates writes per record.
 *
 * Text: a headline (the verdict, solutions found, who refuted the other
 * digits), then the grid of true candidates, each cell its digits ("23";
 * with --candidate-limit K > 1 a digit seen in fewer than K solutions
 * carries its count: "2(3)"; "-" for none), a blank line after.  JSON
 * and CSV: the fields of docs/json.md ("solve --true-candidates"), after
 * the record's head, which the caller writes.  PROBLEMS: an invalid
 * puzzle's broken rules joined by "; " (cli_problems), else 0.  CERT:
 * with --certify, the refutations' certificate (text and JSON), else 0.
 * SVG: the grid with each open cell's true candidates as pencil marks,
 * a cell all solutions agree on filled in, the marks coloured as
 * f-puzzles colours them when K > 1 (candidates_svg.c). */
#ifndef SS_CLI_CANDIDATES_OUT_H
#define SS_CLI_CANDIDATES_OUT_H

#include <stdio.h>

#include "../sat/candidates.h"
#include "cli.h"
#include "svg_out.h"

#define CLI_CANDIDATES_CSV_COLUMNS                                        \
  ",solver,candidate_limit,count,true_candidates,sat_calls,cp_checks,"    \
  "unconfirmed,disagreements,time_ms,problems,note\n"

void cli_candidates_text (FILE *, const ss_candidates *,
                          const ss_alphabet *, const char *solver,
                          const char *problems,
                          const ss_candidates_cert *cert);
/* The JSON fields after the head, and the closing brace. */
void cli_candidates_json (FILE *, const ss_candidates *,
                          const ss_alphabet *, const char *solver,
                          const char *problems,
                          const ss_candidates_cert *cert);
/* The CSV cells after the head, and the line's end. */
void cli_candidates_csv (FILE *, const ss_candidates *, const ss_alphabet *,
                         const char *solver, const char *problems);

/* One picture into svg: 0, or -1 when out of memory. */
int cli_candidates_svg (cli_svg *svg, const ss_candidates *,
                        const ss_record *rec, const ss_alphabet *,
                        const ss_candidates_cert *cert);

#endif
