/* shown.h -- solve --limit K: the solutions a run shows, and the cells
 * where they differ.
 *
 * Model: ss_solve calls opts.on_solution for every solution the
 * verifier accepted (ss_result_found), in the order found; cli_shown_keep
 * keeps the first K of them, distinct (a repeat is counted, not kept: a
 * solver that reports one solution twice is wrong, and the caller says
 * so).  differ[i] is 1 where some kept solution's digit is not the
 * first's: the cells a setter has to settle.  The writers below print the
 * list in each output form; the first solution stays the record's
 * "solution".
 */
#ifndef SS_CLI_SHOWN_H
#define SS_CLI_SHOWN_H

#include <stdint.h>
#include <stdio.h>

#include "cli.h"

typedef struct cli_shown {
  const ss_grid *puzzle;
  uint64_t most;        /* K: keep at most this many */
  uint64_t count;       /* kept */
  uint64_t repeats;     /* reported again after being kept (a finding) */
  uint8_t *cells;       /* count * N*N digits */
  int failed;           /* out of memory: the list is short */
} cli_shown;

/* Starts an empty list of at most `most` solutions of puzzle. */
void cli_shown_init (cli_shown *, const ss_grid *puzzle, uint64_t most);
/* The on_solution callback (ctx: a cli_shown). */
void cli_shown_keep (void *ctx, const ss_grid *solution, uint64_t index);
void cli_shown_free (cli_shown *);

/* Kept solution k (0-based) as a grid of the puzzle's shape (its rules
 * too); 0, or -1 when out of memory.  Free it with ss_grid_free. */
int cli_shown_grid (const cli_shown *, uint64_t k, ss_grid *out);
/* Cells where the kept solutions differ, into differ[N*N] (0 or 1);
 * returns how many. */
int cli_shown_differ (const cli_shown *, unsigned char *differ);

/* "r1c1 r1c2 ...": the cells of differ, joined by sep. */
void cli_shown_cells (FILE *, int n, const unsigned char *differ,
                      const char *sep);
/* JSON: ,"solutions":[...],"differ":[...] ("differ" with two or more). */
void cli_shown_json (FILE *, const cli_shown *, const ss_alphabet *,
                     char blank);
/* CSV: the two cells "sol1; sol2" and "r1c1; r1c2" (each quoted as
 * needed), a comma between them, none around. */
void cli_shown_csv (FILE *, const cli_shown *, const ss_alphabet *,
                    char blank);
/* Line form: "multiple: K solutions shown, differing in M cells: r1c1
 * ..." then each solution on its own line (with its box mark); block
 * form the same with grids. */
void cli_shown_text (FILE *, const cli_shown *, const ss_alphabet *,
                     char blank, cli_format);

#endif
