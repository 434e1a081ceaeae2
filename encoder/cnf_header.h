/* cnf_header.h -- what the comments of a sudosat CNF say about it.
 *
 * Model: `sudosat encode` opens every CNF with comments that name the
 * grid, the puzzle, the encoding, the AMO kind and how the givens were
 * put in (dimacs_write.c).  Reading them back lets decode work from the
 * CNF alone: `decode --cnf puzzle.cnf MODEL` needs no puzzle and no
 * options, and a puzzle of another size is named as a size mismatch.
 * A variant puzzle's CNF also carries its rules ("c rule" lines in the
 * text form) and its sum encoding, so the puzzle can be rebuilt whole.
 * Only the comments before the "p cnf" line are read; a CNF from
 * elsewhere simply says nothing (every field unset).
 */
#ifndef SS_CNF_HEADER_H
#define SS_CNF_HEADER_H

#include <stdio.h>

#include "../core/error.h"

typedef struct ss_cnf_header {
  int n, box_rows, box_cols; /* "c grid NxN in RxC boxes"; 0: none */
  char *puzzle;    /* "c puzzle ..." in line (or token) form; 0: none */
  long puzzle_line; /* the line it is on */
  int encoding;    /* "c encoding NAME:"; -1: none */
  int amo;         /* "c at-most-one NAME:"; -1: none */
  int givens;      /* "c givens: ...": 1 unit clauses or applied, 0 left
                      out (--no-givens), -1 not said */
  int sum;         /* "c sums NAME:" (variant puzzles); -1: none */
  char *rules;     /* a variant puzzle's "c rule" lines, joined by
                      newlines (the text form's directives); 0: none */
} ss_cnf_header;

/* Reads the leading comments.  0, or -1 with err set (a read error or
 * out of memory).  Free with ss_cnf_header_free. */
int ss_cnf_header_read (FILE *in, const char *name, ss_cnf_header *,
                        ss_error *err);
void ss_cnf_header_free (ss_cnf_header *);

#endif
