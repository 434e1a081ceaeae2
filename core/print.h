/* print.h -- writing grids back out, in the forms the reader accepts.
 *
 * Line form spells each digit with the alphabet; when N is larger than
 * the alphabet, the line holds space-separated integers (0 = blank)
 * instead.  Block form is N rows with '|' between boxes and a "---+---"
 * rule between bands; it reads back unchanged.
 */
#ifndef SS_PRINT_H
#define SS_PRINT_H

#include <stdio.h>

#include "alphabet.h"
#include "grid.h"

/* 1 when the alphabet can spell every digit of the grid. */
int ss_spellable (const ss_grid *, const ss_alphabet *);
void ss_write_line (FILE *, const ss_grid *, const ss_alphabet *, char blank);
void ss_write_block (FILE *, const ss_grid *, const ss_alphabet *,
                     char blank);
/* A JSON string literal, quotes included, for s. */
void ss_write_json_string (FILE *, const char *s);
/* How a grid was read, as JSON members: "box":"RxC","alphabet":"S" with
 * S the symbols of 1..N in order, or "1..N" for whitespace-separated
 * integers (tokens).  '.' is never a symbol, so the two cannot clash.
 * A variant grid adds "kinds":["thermo", ...]: the kinds of its rules
 * ("regions" when irregular regions replace the boxes; [] for an
 * f-puzzles puzzle with no rule beyond the classic ones). */
void ss_write_json_read_as (FILE *, const ss_grid *, const ss_alphabet *,
                            int tokens);

#endif
