/* one_puzzle.h -- reading the single puzzle that encode and decode take.
 *
 * Model: PUZZLE names a file (or "-" for stdin) that must hold exactly one
 * puzzle record; a second record is refused rather than ignored, so a
 * batch file cannot be encoded by accident as if it were its first line.
 */
#ifndef SS_CLI_ONE_PUZZLE_H
#define SS_CLI_ONE_PUZZLE_H

#include "cli.h"

/* Fills out and returns SS_EXIT_OK; otherwise err says why and the result
 * is SS_EXIT_FINDING (the record is unreadable) or SS_EXIT_USAGE (no such
 * file, no puzzle, or more than one). */
int cli_one_puzzle (const char *file, const cli_input *, ss_grid *out,
                    ss_error *err);

#endif
