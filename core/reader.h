/* reader.h -- turning text into puzzle records, one record at a time.
 *
 * Model: an input is a stream of records.  Every record yields exactly one
 * ss_record: either a grid or an error with line, column and reason, so a
 * batch never loses or shifts a record.  Three forms are detected per
 * record (docs/reference.md "Input formats" has the full rules):
 *
 *   line   N*N symbols on one line ("4..3....").  Text after whitespace,
 *          ':' or (after a whole grid) ',' is the tail: tdoku's
 *          "puzzle:count:solution", "puzzle,solution" CSV rows.  A first
 *          token less than half as long as a whole-grid second token is a
 *          label: Sudoku Exchange's "id puzzle rating".
 *   block  N lines of N symbols; '|', '+' and spaces ignored; lines of
 *          '-', '|', '+', '*' alone are rules ("*-----------*"), unless a
 *          line of '-' alone is a row of blanks in a block that uses '-'.
 *   tokens whitespace-separated integers ('.' or '-' blank), on one line
 *          or N lines; chosen when a line has two or more tokens and one
 *          has 2-3 digits.
 *
 * Around the records: '#' comments and blank lines are skipped; "[Name]"
 * opens a section (SadMan .sdk) and only [Puzzle] sections are read; a
 * CSV header ("quizzes,solutions") makes every later line up to a blank
 * line a row whose named column is the puzzle.
 *
 * f-puzzles (core/fpuzzles/fpuzzles.h): a JSON document that is an
 * f-puzzles object, a web address carrying one (f-puzzles.com/?load=,
 * sudokupad.app/fpuzzles) or the bare compressed string is one record
 * with its rules (form SS_FORM_FPUZZLES); any other JSON document is
 * refused as one record.
 *
 * The side comes from the count of cells: k = N*N on one line, or k = N
 * per row.  A count that could be either (4, 9, 16, 25 symbols: a whole
 * small grid or one row of a larger one) starts a block when the small
 * grid would have 1 x p boxes (p prime: 4, 9, 25), or when the next
 * line has k cells too and some value is too big for the small grid
 * (16 symbols start a 16x16 block only if a value above 4 shows).  One
 * cell is refused.  The box is R x C with R the largest factor of N not
 * above sqrt(N), unless --box says otherwise.
 *
 * The alphabet is decided per record from its symbols (core/detect.c
 * states the rule): '0' is a blank, or the first digit of a zero-based
 * alphabet such as hex 0-F, only as the record's evidence shows; a record
 * that could be read either way is refused with both --alphabet spellings.
 */
#ifndef SS_READER_H
#define SS_READER_H

#include <stdio.h>

#include "alphabet.h"
#include "error.h"
#include "grid.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum ss_form { SS_FORM_LINE, SS_FORM_BLOCK, SS_FORM_TOKENS,
                       SS_FORM_FPUZZLES } ss_form;

typedef struct ss_read_opts {
  int box_rows, box_cols;      /* 0: detect from the cell count */
  const ss_alphabet *alphabet; /* 0: detect per record; given, every
                                  record is read in it, and one whose
                                  side is not its size is refused */
} ss_read_opts;

typedef struct ss_record {
  long index;       /* 1-based record number within this input */
  long line;        /* line the record starts on */
  int ok;           /* 1: grid holds the puzzle; 0: err says why not */
  ss_grid grid;     /* its box is the box used */
  ss_error err;
  ss_form form;
  char blank;       /* first blank symbol of the record, '.' if none */
  const char *tail; /* text after the puzzle on its line, "" if none;
                       valid until the next call */
  ss_alphabet alphabet;       /* the alphabet the record was read with:
                                 write its grids with this one */
  char symbols[SS_MAX_N + 1]; /* see ss_record_alphabet */
} ss_record;

typedef struct ss_reader ss_reader;

/* name is used in error messages ("-" for stdin).  Returns 0 on OOM. */
ss_reader *ss_reader_new (FILE *in, const char *name, const ss_read_opts *);
void ss_reader_free (ss_reader *);

/* Fills rec (zero it before the first call; it is reused).  Returns 1 for
 * a record, ok or not; 0 at the end of input; -1 when reading failed (an
 * I/O error, reported in rec->err). */
int ss_reader_next (ss_reader *, ss_record *rec);
void ss_record_free (ss_record *);

/* The symbols of 1..N this record was read with, after detection, as a
 * string: "123456789" for a 9x9, "0123456789ABCDEF" for a hex 16x16,
 * "123456789abcdefg" for lower-case letters, or the given alphabet.
 * "" for token form (cells were numbers) and for unreadable records.  It
 * lives in the record (copies carry it). */
const char *ss_record_alphabet (const ss_record *);

/* One puzzle from a string, for tests and command-line arguments.  Returns
 * 0, or -1 with err set (also when the text holds no puzzle). */
int ss_parse_text (const char *text, const ss_read_opts *, ss_grid *out,
                   ss_error *err);

#ifdef __cplusplus
}
#endif

#endif
