/* scan.h -- turning part of a line into cells, for the record reader.
 *
 * Model: a record is first a list of cells (a raw value, its line and
 * column); what the raw values mean is decided once the whole record is
 * read (detect.h), so the scanners only classify characters.
 *
 * Symbol scanning uses a table from byte to raw code.  The automatic table
 * keeps apart everything the alphabet decision needs:
 *
 *   0        a blank: '.', '_' or '-'
 *   1..35    '1'-'9', 'A'-'Z' (the default values)
 *   36       '0' (a blank or the first digit: not known yet)
 *   37..62   'a'-'z' (the same values as 'A'-'Z', in lower case)
 *
 * A table built from a caller's alphabet holds final values instead.
 * Token scanning reads decimal numbers; '.' and '-' are blanks.  Either
 * way `seen` gathers a bit per raw code (tokens: 0 for '.' or '-', 36 for
 * a number 0, 63 for '-'), which is all the alphabet decision looks at.
 */
#ifndef SS_SCAN_H
#define SS_SCAN_H

#include <stddef.h>
#include <stdint.h>

#include "alphabet.h"
#include "error.h"
#include "lines.h"

#define SS_RAW_ZERO 36
#define SS_RAW_LOWER 37 /* 'a'; 'z' is 62 */

typedef struct ss_cells {
  int *value;    /* raw values */
  long *line, *col;
  int count, cap;
  uint64_t seen; /* bit v: raw code v appeared (see above) */
  char blank;    /* first blank character, 0 if none */
  int first_zero; /* tokens: index of the first number 0, -1 if none */
} ss_cells;

void ss_cells_reset (ss_cells *);
void ss_cells_free (ss_cells *);
/* Room for `extra` more cells; 0 or -1 (out of memory). */
int ss_cells_reserve (ss_cells *, size_t extra);

void ss_scan_table_auto (signed char table[256]);
void ss_scan_table_of (signed char table[256], const ss_alphabet *);

/* Cells of the symbols in text[from, to), skipping spaces and separators.
 * 0, or -1 with err set (an unknown symbol: its line and column). */
int ss_scan_symbols (const signed char *table, const ss_line *, size_t from,
                     size_t to, ss_cells *, ss_error *);
/* Cells of the tokens in text[from, to); 0 or -1 with err set. */
int ss_scan_tokens (const ss_line *, size_t from, size_t to, ss_cells *,
                    ss_error *);
/* Cells text[from, to) would give, and whether it is symbols only. */
int ss_count_symbols (const signed char *table, const ss_line *, size_t from,
                      size_t to, int *only_symbols);

/* The character a raw code of the automatic table stands for. */
int ss_raw_char (int raw);

#endif
