/* svg.h -- a grid as an SVG picture: digits, boxes, and what a lesson
 * needs drawn on top (pencil marks, shaded cells, step numbers).
 *
 * Model: one picture is a <g> of N x N square cells: white squares
 * (shaded where highlight[] says), the digits of the grid (a given --
 * a digit of opts.puzzle -- in bold black, a filled-in digit in a lighter
 * blue), thin lines between cells and thick ones between boxes.  An open
 * cell can carry pencil marks: N small slots laid out near-square (3 x 3
 * for N = 9), each slot's text asked of opts.mark, so the same code draws
 * candidates or the CNF's variable numbers.  label[] puts a small number
 * (a step) in a cell's corner.  ss_svg_write wraps one picture into a
 * document; several pictures share one document through ss_svg_begin,
 * ss_svg_grid at an offset, ss_svg_end.  Text is XML-escaped.
 */
#ifndef SS_SVG_H
#define SS_SVG_H

#include <stddef.h>
#include <stdio.h>

#include "alphabet.h"
#include "grid.h"

/* The text of digit d's slot in cell (r*N + c); 0 for an empty slot. */
typedef const char *ss_svg_mark_fn (void *ctx, int cell, int d, char *buf,
                                    size_t len);
/* The colour ("#rrggbb") of digit d's slot in cell; 0: the usual grey. */
typedef const char *ss_svg_fill_fn (void *ctx, int cell, int d);

typedef struct ss_svg_opts {
  const ss_grid *puzzle;       /* its digits are the givens; 0: all are */
  const ss_alphabet *alphabet; /* spells digits; 0: as numbers */
  const unsigned char *highlight; /* N*N, nonzero = shaded; or 0 */
  const int *label;            /* N*N, nonzero = a corner number; or 0 */
  ss_svg_mark_fn *mark;        /* pencil marks in open cells; or 0 */
  ss_svg_fill_fn *mark_fill;   /* their colours; or 0 */
  void *mark_ctx;
  int marks_everywhere;        /* 1: marks in filled cells too */
  const char *title;           /* a caption above the grid; or 0 */
  const char *id;              /* "p": cells get id="p-r1c1"; or 0 */
  int cell_px;                 /* 0: chosen by N */
} ss_svg_opts;

ss_svg_opts ss_svg_defaults (void);
/* Where pencil marks go in a cell, as fractions of its side (left, top,
 * right, bottom): the whole cell, or clear of what the grid's rules draw
 * there (inside killer cages' outlines, below their totals' boxes). */
void ss_svg_mark_area (const ss_grid *, double area[4]);
/* The picture's size in pixels. */
void ss_svg_size (const ss_grid *, const ss_svg_opts *, int *w, int *h);
/* The picture as a <g> translated to (x, y). */
void ss_svg_grid (FILE *, const ss_grid *, const ss_svg_opts *, int x, int y);
void ss_svg_begin (FILE *, int w, int h);
void ss_svg_end (FILE *);
/* A whole document holding one picture; 0, or -1 on a write error. */
int ss_svg_write (FILE *, const ss_grid *, const ss_svg_opts *);
/* s with & < > " escaped. */
void ss_svg_text (FILE *, const char *s);

#endif
