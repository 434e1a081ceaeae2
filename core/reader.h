/* reader.h -- turning text into puzzle records, one record at a time.
 *
 * Model: an input is a stream of records.  Every record yields exactly one
 * ss_record: either a grid or an error with line, column and reason, so a
 * batch never loses or shifts a record.  Three forms are detected per
 * record (see README "Input formats" for the full rules):
 *
 *   line   N*N symbols on one line ("4..3....", text after whitespace or
 *          ':' ignored, so tdoku's "puzzle:count:solution" reads);
 *   block  N lines of N symbols, '|', '-', '+' and spaces ignored;
 *   tokens whitespace-separated integers, on one line or N lines; chosen
 *          when a line has two or more tokens and one has 2-3 digits.
 *
 * The side comes from the count of cells: k = N*N on one line, or k = N
 * per row.  A count that could be either (4, 9, 16, 25 symbols: a whole
 * small grid or one row of a larger one) starts a block when the small
 * grid would have 1 x p boxes (p prime: 4, 9, 25), or when the next
 * line has k cells too and some value is too big for the small grid
 * (16 symbols start a 16x16 block only if a value above 4 shows).  The box is R x C with R the largest factor of N not above
 * sqrt(N), unless --box says otherwise.
 */
#ifndef SS_READER_H
#define SS_READER_H

#include <stdio.h>

#include "alphabet.h"
#include "error.h"
#include "grid.h"

typedef enum ss_form { SS_FORM_LINE, SS_FORM_BLOCK, SS_FORM_TOKENS } ss_form;

typedef struct ss_read_opts {
  int box_rows, box_cols;      /* 0: detect from the cell count */
  const ss_alphabet *alphabet; /* 0: the default alphabet */
} ss_read_opts;

typedef struct ss_record {
  long index;       /* 1-based record number within this input */
  long line;        /* line the record starts on */
  int ok;           /* 1: grid holds the puzzle; 0: err says why not */
  ss_grid grid;
  ss_error err;
  ss_form form;
  char blank;       /* first blank symbol of the record, '.' if none */
  const ss_alphabet *alphabet; /* the symbols it was read with (unused in
                                  token form); valid until the next call */
  const char *tail; /* text after the puzzle on its line, "" if none;
                       valid until the next call */
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

/* One puzzle from a string, for tests and command-line arguments.  Returns
 * 0, or -1 with err set (also when the text holds no puzzle). */
int ss_parse_text (const char *text, const ss_read_opts *, ss_grid *out,
                   ss_error *err);

#endif
