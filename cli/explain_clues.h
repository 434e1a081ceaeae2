/* explain_clues.h -- `sudosat explain --clues`: which clues a puzzle
 * needs, certified (sat/clues.h does the work; this writes it in words
 * or as one JSON record, docs/json.md and docs/setters.md). */
#ifndef SS_CLI_EXPLAIN_CLUES_H
#define SS_CLI_EXPLAIN_CLUES_H

#include <stdio.h>

#include "cli.h"
#include "../sat/clues.h"

/* Analyses g and writes the answer; head (JSON only) is the record's
 * head up to its status, which follows.  Returns the exit code: 0
 * answered, 1 invalid givens or a verdict not certified (or a second
 * engine that disagrees), 3 out of memory. */
int cli_explain_clues (FILE *out, const ss_grid *g, const ss_alphabet *a,
                       const ss_clues_opts *o, const char *head);

#endif
