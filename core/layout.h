/* layout.h -- what kind of line a raw input line is, for the reader.
 *
 * Model: before any cell is read, a line is classified by its shape
 * alone: blank or comment, decoration (a rule such as "------+------",
 * "*-----------*" or "|---+---+---|"), a row of '-' blanks that looks
 * like a rule, a section header ("[Puzzle]" in SadMan .sdk files), the
 * start of a JSON document, a CSV header ("quizzes,solutions"), or a
 * content line, read as symbols or as tokens.
 */
#ifndef SS_LAYOUT_H
#define SS_LAYOUT_H

#include <stddef.h>

#include "lines.h"

/* Blank, a comment, or decoration: no cells on it. */
int ss_is_skippable (const ss_line *);
/* Nothing but spaces. */
int ss_is_blank (const ss_line *);
/* A blank line, a comment or a section header ends a block. */
int ss_ends_paragraph (const ss_line *);
/* Only '-', '|' and spaces, with at least one '-': how many '-' (such a
 * line is a rule, or a row of blanks when its rows use '-'); else 0. */
int ss_dash_count (const ss_line *);
/* "[Name]" alone on the line: 1, with *puzzle set when Name is Puzzle. */
int ss_section_header (const ss_line *, int *puzzle);

/* Starts with '{' or '[' and is not a section header. */
int ss_json_starts (const ss_line *);
/* Follows a JSON document's bracket depth over one line; 1 when the
 * document ended on it.  Start with depth and in_string at 0. */
int ss_json_line (const ss_line *, int *depth, int *in_string);

/* A line of comma-separated names: 0 when it is not one; 1 when one
 * names the puzzle column (its index and name stored); -1 when none does.
 * The known names are listed in SS_CSV_PUZZLE_NAMES; a header with none
 * of them but a solutions or solution column (sudosat solve's CSV) takes
 * that one. */
#define SS_CSV_PUZZLE_NAMES                                                   \
  "quizzes, quiz, puzzles, puzzle, unsolved, sudokus, sudoku, questions, "    \
  "question, problems or problem; else solutions or solution"
int ss_csv_header (const ss_line *, int *column, char name[32]);
/* The index of the column called name in a CSV header, or -1. */
int ss_csv_column (const ss_line *, const char *name);
/* What separates a header's fields: ',' (CSV), else a TAB (TSV:
 * "quizzes<TAB>solutions"), else 0. */
char ss_csv_separator (const ss_line *);

/* Where the puzzle part of a content line ends: the first ':' or ','. */
size_t ss_puzzle_end (const ss_line *);
/* Two or more tokens, numbers or one-character blanks ('.', '-'), with
 * '|' and '+' between them, one a number of 2-3 digits: token form. */
int ss_looks_like_tokens (const ss_line *);
/* Two or more one-character tokens, digits or blanks: the same cells as
 * symbols or as tokens. */
int ss_is_neutral (const ss_line *);

#endif
