/* xc_sudoku.h -- sudosat xc --from-sudoku: a puzzle's exact cover made in
 * memory (encoder/xc_export.h) and read back by the xc reader, so the
 * problem solved is exactly the text `encode --format xc` writes. */
#ifndef SS_CLI_XC_SUDOKU_H
#define SS_CLI_XC_SUDOKU_H

#include <stdio.h>

#include "../xc/xc_read.h"
#include "cli.h"

typedef struct cli_xc_sudoku {
  ss_grid puzzle;
  ss_alphabet alphabet; /* the puzzle's: its solutions are written so */
  char *text;
  size_t len;
} cli_xc_sudoku;

/* Reads the one puzzle of file and opens its exact cover for reading;
 * 0 when the stream is null, with *code the exit code (after saying why). */
FILE *cli_xc_sudoku_open (cli_xc_sudoku *, const char *file,
                          const cli_input *, int *code);
void cli_xc_sudoku_close (cli_xc_sudoku *, FILE *);
/* One solution, given as the rows the search chose, as a grid line. */
void cli_xc_sudoku_grid (FILE *, const cli_xc_sudoku *,
                         const ss_xc_problem *, const int *rows, size_t k,
                         const cli_input *);

#endif
