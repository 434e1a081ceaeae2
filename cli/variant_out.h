/* variant_out.h -- writing a record back as a variant puzzle: --format
 * variant (the text form), fpuzzles (the compressed string of an
 * f-puzzles link) and fpuzzles-json (the f-puzzles object), for solve and
 * verify.
 *
 * Model: one output record per input record, readable by sudosat again.
 * The text form's record is a comment line (what the command found),
 * then the grid and its rules, then a blank line; an f-puzzles record is
 * one line.  The grid written is the puzzle, with `filled` (a solution)
 * added as non-given digits where the format can say so (f-puzzles), or
 * the filled grid itself with its rules (the text form, which has only
 * givens: its output is a full grid that verify checks).
 */
#ifndef SS_CLI_VARIANT_OUT_H
#define SS_CLI_VARIANT_OUT_H

#include "cli.h"

/* 1 for the three formats. */
int cli_variant_format (cli_format);

/* Writes rec's puzzle (with filled, or 0) in format f; note is the text
 * form's comment ("unique", "invalid: ..."), or 0.  Returns SS_EXIT_OK,
 * or SS_EXIT_USAGE after writing an error line when the format cannot
 * hold the puzzle (f-puzzles: sides 4 to 16). */
int cli_variant_write (FILE *out, cli_format f, const char *file,
                       const ss_record *rec, const cli_input *in,
                       const ss_grid *filled, const char *note);

#endif
