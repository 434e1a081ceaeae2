/* sudokupad_scf.c -- SudokuPad's short classic form, "scf" (see
 * sudokupad.h).
 *
 * Model: an scf payload is a 9x9 classic, its 81 cells written as
 * characters that each stand for a digit and a run of blanks after it:
 * '0'-'9', 'A'-'Z' and 'a'-'z' are the numbers 0 to 61, whose last
 * decimal digit is the cell (0 a blank) and whose tens are how many
 * blanks follow.  What follows the 81 cells is letters naming rules:
 * 'x' both diagonals (X-sudoku), 'w' windoku's four extra boxes (rows
 * and columns 2-4 and 6-8).  SudokuPad draws both; here they are the
 * rules the letters name.  An unknown letter refuses the puzzle by name;
 * a letter twice is refused, which bounds what a payload can add.
 */
#include "sudokupad.h"

#include <string.h>

#include "../kinds.h"
#include "../model.h"

static int
scf_error (const ss_fp_origin *o, long at, ss_error *err, int unknown,
           const char *what)
{
  ss_error_set (err, o->line, o->col + at, "SudokuPad scf: %s", what);
  err->unknown = unknown;
  return -1;
}

static int
value (int c)
{
  return c >= '0' && c <= '9' ? c - '0'
         : c >= 'A' && c <= 'Z' ? c - 'A' + 10
         : c >= 'a' && c <= 'z' ? c - 'a' + 36 : -1;
}

/* The 81 cells into cells; how many characters they took, or -1. */
static long
cells_of (const char *s, size_t len, uint8_t *cells, const ss_fp_origin *o,
          ss_error *err)
{
  size_t i = 0;
  int at = 0;
  while (at < 81 && i < len)
    {
      int v = value ((unsigned char) s[i]);
      if (v < 0)
        return scf_error (o, (long) i, err, 0, "a character that is no "
                          "digit or letter");
      if (at + 1 + v / 10 > 81)
        return scf_error (o, (long) i, err, 0, "its blanks run past the "
                          "81st cell");
      cells[at++] = (uint8_t) (v % 10);
      for (int b = 0; b < v / 10; b++)
        cells[at++] = 0;
      i++;
    }
  if (at < 81)
    return scf_error (o, (long) len, err, 0, "fewer than 81 cells");
  return (long) i;
}

static int
add (ss_model *m, int kind, const int *cells, int ncells, int param)
{
  ss_con c;
  memset (&c, 0, sizeof c);
  c.kind = kind;
  c.cell = (int *) cells;
  c.ncells = ncells;
  c.val = &param;
  c.nvals = kind == SS_KIND_DIAGONAL;
  c.clue_r = c.clue_c = -1;
  return ss_model_add (m, &c);
}

static int
windoku (ss_model *m)
{
  for (int b = 0; b < 4; b++)
    {
      int cells[9], r0 = 1 + 4 * (b / 2), c0 = 1 + 4 * (b % 2);
      for (int k = 0; k < 9; k++)
        cells[k] = (r0 + k / 3) * 9 + c0 + k % 3;
      if (add (m, SS_KIND_EXTRA, cells, 9, 0) < 0)
        return -1;
    }
  return 0;
}

static int
rules (ss_model *m, const char *s, size_t len, long from,
       const ss_fp_origin *o, ss_error *err)
{
  for (size_t i = 0; i < len; i++)
    {
      int rc = 1; /* an unknown letter */
      if (memchr (s, s[i], i))
        return scf_error (o, from + (long) i, err, 0, "a rule letter given "
                          "twice");
      if (s[i] == 'x')
        rc = add (m, SS_KIND_DIAGONAL, 0, 0, 1) < 0
             || add (m, SS_KIND_DIAGONAL, 0, 0, -1) < 0 ? -1 : 0;
      else if (s[i] == 'w')
        rc = windoku (m);
      if (rc > 0)
        return scf_error (o, from + (long) i, err, 1, "a rule letter that "
                          "is not one sudosat knows (x: X-sudoku, w: "
                          "windoku)");
      if (rc < 0)
        return scf_error (o, 0, err, 0, "out of memory");
    }
  return 0;
}

int
ss_sp_read_scf (const char *s, size_t len, const ss_fp_origin *o, ss_grid *g,
                ss_error *err)
{
  ss_model *m = ss_model_new (3, 3);
  g->cell = 0;
  g->model = 0;
  if (!m || ss_grid_init (g, 3, 3) < 0)
    {
      ss_model_unref (m);
      return scf_error (o, 0, err, 0, "out of memory");
    }
  long used = cells_of (s, len, g->cell, o, err);
  int rc = used < 0 ? -1 : rules (m, s + used, len - (size_t) used, used, o,
                                  err);
  if (rc == 0 && ss_model_finish (m, err) < 0)
    rc = -1;
  if (rc == 0)
    ss_grid_set_model (g, m);
  else
    ss_grid_free (g);
  ss_model_unref (m);
  return rc < 0 ? -1 : 1;
}
