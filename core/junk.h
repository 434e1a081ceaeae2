/* junk.h -- a line that is plainly no puzzle: binary data, or words.
 *
 * Model: the record reader asks only of a line it could not read (or
 * that would start a block), so a message says what the input is rather
 * than which symbol of a "grid" was wrong: "binary data, not text" for a
 * NUL or control byte or bytes that are not UTF-8, "words, not a puzzle"
 * for a line of at least two words of three letters or more with a
 * letter repeated (a grid's row never repeats a symbol; prose does).
 */
#ifndef SS_JUNK_H
#define SS_JUNK_H

#include <stddef.h>

#include "lines.h"

/* 0 when the line is neither; else 1 with why[size] the reason and *col
 * the column it points at (1-based; 0: the line as a whole). */
int ss_junk_line (const ss_line *ln, char *why, size_t size, long *col);
/* The column of the line's first byte that is not text (a NUL or control
 * byte, or not UTF-8), or 0.  The f-puzzles reader leaves such a line to
 * the classic one, which says so, rather than read JSON from it. */
long ss_junk_binary (const ss_line *ln);

#endif
