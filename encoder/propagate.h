/* propagate.h -- unit propagation alone on a puzzle's CNF, and
 * failed-literal probing: what each encoding lets a SAT solver deduce
 * before it ever guesses (Lynce & Ouaknine, "Sudoku as a SAT Problem").
 *
 * Model: the puzzle is encoded (givens as unit clauses, or applied for
 * reduced) and the units are propagated with two watched literals per
 * clause until nothing more follows or a clause is falsified.  A cell is
 * fixed when one of its cell-digit variables is true.  With probing, each
 * free cell-digit variable is tried both ways: when one way falsifies a
 * clause by propagation (a failed literal), the other way holds, is
 * propagated, and the round repeats until no probe fails.
 *
 * Candidates are counted too: of the N digits of each blank cell, how
 * many propagation rules out.  That is the measure for a variant
 * puzzle's sum encodings (issue 19's classroom table): they differ in
 * what unit propagation removes before any search.
 *
 * The classroom result: on minimal (and efficient) UP fixes exactly the
 * cells naked singles fix; on extended it fixes the cells naked and
 * hidden singles fix (the at-least-once clauses of rows, columns and
 * boxes are the hidden singles).  tests/check_propagate.c checks both
 * against the singles solver.
 */
#ifndef SS_PROPAGATE_H
#define SS_PROPAGATE_H

#include "encode.h"

typedef struct ss_up_result {
  int blanks;      /* blank cells of the puzzle */
  int fixed;       /* of them, cells with a true cell-digit variable */
  int conflict;    /* propagation falsified a clause: unsatisfiable */
  int solved;      /* every cell fixed, no conflict, and the grid checks */
  long assigned;   /* variables given a value (auxiliaries included) */
  long probes;     /* literals tried (probing only) */
  long failed;     /* failed literals found (probing only) */
  long candidates; /* N per blank cell */
  long removed;    /* of them, ruled out: their variable false, or fixed
                      false by the encoding (reduced) */
} ss_up_result;

/* Propagates the puzzle's CNF in the given encoding (probe = 1: with
 * failed literals too).  fixed, when not null, receives the grid of
 * givens and fixed cells (allocated here; free it).  Returns 0, or -1
 * with err set (bad options, out of memory). */
int ss_propagate (const ss_grid *puzzle, const ss_encode_opts *, int probe,
                  ss_grid *fixed, ss_up_result *, ss_error *err);
/* The same, and keep (N*N*N bytes, when not null) receives the
 * candidates the encoding keeps: keep[(r*N + c)*N + d-1] is 1 while
 * x(r,c,d) is not false.  A given keeps its digit alone; a fixed cell
 * can keep more where the encoding has no at-most-one per cell (minimal:
 * only the rows', columns' and boxes' at-most-ones strike digits). */
int ss_propagate_keep (const ss_grid *puzzle, const ss_encode_opts *,
                       int probe, ss_grid *fixed, unsigned char *keep,
                       ss_up_result *, ss_error *err);

#endif
