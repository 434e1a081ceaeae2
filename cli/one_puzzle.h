/* one_puzzle.h -- reading the single puzzle that encode, decode and
 * explain take.
 *
 * Model: PUZZLE names a file (or "-" for stdin) that must hold exactly one
 * puzzle record; a second record is refused rather than ignored, so a
 * batch file cannot be encoded by accident as if it were its first line.
 */
#ifndef SS_CLI_ONE_PUZZLE_H
#define SS_CLI_ONE_PUZZLE_H

#include "cli.h"

/* How the puzzle was read, for JSON's "box" and "alphabet". */
typedef struct cli_read_as {
  ss_alphabet alphabet;
  int tokens; /* read as whitespace-separated integers */
  int numbers; /* its pictures write numbers (cli_picture_alphabet) */
  long line;  /* the line the puzzle starts on */
} cli_read_as;

/* Fills out (and *as, when given) and returns SS_EXIT_OK; otherwise err
 * says why and the result is SS_EXIT_FINDING (the record is unreadable),
 * SS_EXIT_USAGE (no such file, a directory, no puzzle, or more than one)
 * or SS_EXIT_INTERNAL (out of memory). */
int cli_one_puzzle (const char *file, const cli_input *, ss_grid *out,
                    cli_read_as *as, ss_error *err);
/* The same from an open stream; name is for messages (0: none). */
int cli_one_puzzle_in (FILE *, const char *name, const cli_input *,
                       ss_grid *out, cli_read_as *as, ss_error *err);

#endif
