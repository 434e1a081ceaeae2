/* xc_sudoku.c -- exact covers of puzzles for sudosat xc (xc_sudoku.h). */
#include "xc_sudoku.h"

#include <stdlib.h>
#include <string.h>

#include "../core/print.h"
#include "../encoder/xc_export.h"
#include "one_puzzle.h"

FILE *
cli_xc_sudoku_open (cli_xc_sudoku *x, const char *file, const cli_input *in,
                    int *code)
{
  ss_error err;
  cli_read_as as;
  memset (x, 0, sizeof *x);
  *code = cli_one_puzzle (file, in, &x->puzzle, &as, &err);
  if (*code == SS_EXIT_OK && ss_xc_refusal (&x->puzzle))
    {
      fprintf (stderr, "sudosat xc: %s: %s\n", file,
               ss_xc_refusal (&x->puzzle));
      *code = SS_EXIT_USAGE;
      return 0;
    }
  if (*code != SS_EXIT_OK)
    {
      fputs ("sudosat xc: error: ", stderr);
      ss_error_write (stderr, &err);
      fputc ('\n', stderr);
      return 0;
    }
  x->alphabet = as.alphabet;
  FILE *m = open_memstream (&x->text, &x->len);
  int bad = !m || ss_xc_export (m, &x->puzzle, &err);
  if (m)
    fclose (m);
  FILE *r = bad ? 0 : fmemopen (x->text, x->len, "r");
  if (!r)
    {
      fputs ("sudosat xc: out of memory\n", stderr);
      *code = SS_EXIT_INTERNAL;
    }
  return r;
}

void
cli_xc_sudoku_close (cli_xc_sudoku *x, FILE *f)
{
  if (f)
    fclose (f);
  free (x->text);
  ss_grid_free (&x->puzzle);
}

void
cli_xc_sudoku_grid (FILE *out, const cli_xc_sudoku *x,
                    const ss_xc_problem *p, const int *rows, size_t k,
                    const cli_input *in)
{
  ss_grid g;
  int n = x->puzzle.n, r, c, d;
  if (ss_grid_init (&g, x->puzzle.box_rows, x->puzzle.box_cols))
    return;
  for (size_t i = 0; i < k; i++)
    if (sscanf (p->row_name[rows[i]], "r%dc%dd%d", &r, &c, &d) == 3
        && r >= 1 && r <= n && c >= 1 && c <= n && d >= 1 && d <= n)
      g.cell[(r - 1) * n + c - 1] = (uint8_t) d;
  (void) in;
  ss_write_line (out, &g, &x->alphabet, '.');
  ss_grid_free (&g);
}
