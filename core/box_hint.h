/* box_hint.h -- what a record says about its own box, for the reader.
 *
 * Model: the box of an N x N grid is R x C with R*C = N; without --box
 * the reader takes the default R (the largest factor of N not above
 * sqrt N).  A record may say otherwise, in the forms sudosat writes it:
 *
 *   a mark   the word "box=RxC" after a one-line grid, which line form
 *            adds when the bare line would not read back with its box
 *            (print.h: ss_line_needs_box): a 6x6 in 3x2 boxes, or a
 *            3x3 whose nine symbols would start a 9x9 block;
 *   rules    in a block, '|' between the cells of a row and rule lines
 *            between rows, as block form writes them: a '|' every C
 *            cells and a rule every R rows.
 *
 * Rules count only when every row has the same '|' places, each a
 * multiple of one C, the rule lines fall every R rows, and R*C = N (one
 * of the two fixes the other); anything else leaves the default box.
 */
#ifndef SS_BOX_HINT_H
#define SS_BOX_HINT_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "grid.h"
#include "lines.h"

/* The word "box=RxC", after whitespace, in text[0, end): 1 with where it
 * starts (*at) and where the text after it starts (*after), and R, C; 0
 * when there is none; -1 when the word is there but names no box of at
 * most SS_MAX_N cells a side (err says why). */
int ss_box_mark_find (const ss_line *, size_t end, size_t *at, size_t *after,
                      int *box_rows, int *box_cols, ss_error *err);

typedef struct ss_box_seen {
  int rows;                 /* block rows seen */
  int cuts_agree;           /* every row so far has the same '|' places */
  uint8_t cut[SS_MAX_N];    /* cut[k]: a '|' just before cell k */
  uint8_t rule[SS_MAX_N];   /* rule[r]: a rule line just before row r */
} ss_box_seen;

void ss_box_seen_reset (ss_box_seen *);
/* A block row: its n cells start at the 1-based columns col[0..n-1] of
 * line ln. */
void ss_box_seen_row (ss_box_seen *, const ss_line *ln, const long *col,
                      int n);
/* A rule line read before the next row. */
void ss_box_seen_rule (ss_box_seen *);
/* 1 with the box the rules of an n-row block show; 0 when they show
 * none, or none that fits. */
int ss_box_seen_decide (const ss_box_seen *, int n, int *box_rows,
                        int *box_cols);

#endif
