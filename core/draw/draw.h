/* draw.h -- how a variant puzzle's rules are drawn: the drawing layer of
 * the constraint kinds (docs/model.md), called by core/svg.c when a grid
 * has a model.
 *
 * Model: the picture is drawn in passes, and every constraint is asked
 * in each pass to draw what belongs there, the way setters draw it
 * (f-puzzles and SudokuPad):
 *
 *   SS_DRAW_SHADE   under everything else: shaded cells (extra
 *                   regions, clones, indexers, disjoint groups, minimum
 *                   and maximum cells);
 *   SS_DRAW_LINES   then, still under the digits: odd circles and even
 *                   squares, thermometers, coloured lines, arrows,
 *                   diagonals;
 *   SS_DRAW_OVER    over the grid lines: killer cages, dots and letters
 *                   on edges, quadruple circles, the clues outside;
 *   SS_DRAW_LEGEND  no drawing: one line of the legend under the grid
 *                   (ss_draw_say), which names each rule and how it is
 *                   drawn -- the only picture a global rule (anti-knight,
 *                   a negative constraint) has.
 *
 * A kind's file core/draw/NAME.c defines ss_draw_NAME; the table in
 * draw.c is built from SS_KINDS, so a kind without a drawing does not
 * link.  Coordinates are those of the grid's group in svg.c: cell (r, c)
 * spans [c*px, (c+1)*px) across, and an outside clue's frame cell sits
 * one cell beyond the edge (the picture grows a frame of one cell when a
 * clue is outside: ss_draw_frame).  Everything drawn lies in groups with
 * pointer-events off, so the lesson page's clicks reach the cells.
 */
#ifndef SS_DRAW_H
#define SS_DRAW_H

#include <stdio.h>

#include "../model.h"

enum { SS_DRAW_SHADE, SS_DRAW_LINES, SS_DRAW_OVER, SS_DRAW_LEGEND };

/* Room for every kind's lines (at most three readings each), wrapped to
 * no fewer than 40 characters: nothing is ever cut from a legend, since a
 * global rule has no other picture. */
#define SS_LEGEND_LINES 200
#define SS_LEGEND_LEN 160

typedef struct ss_legend {
  int count;
  char line[SS_LEGEND_LINES][SS_LEGEND_LEN];
} ss_legend;

typedef struct ss_draw {
  FILE *out;           /* 0 in the legend pass */
  const ss_model *m;
  int n, layer;
  double px;           /* a cell's side */
  int index;           /* this constraint's number among its kind's */
  int only;            /* draw this kind's constraints only, or -1 */
  ss_legend *legend;   /* the legend pass's lines */
} ss_draw;

typedef void ss_draw_fn (ss_draw *, const ss_con *);

#define SS_DRAW_DECL(id, name, flags, lo, hi, plo, phi, help)              \
  ss_draw_fn ss_draw_##name;
SS_KINDS (SS_DRAW_DECL)
#undef SS_DRAW_DECL

/* ---- for core/svg.c ---- */

/* The frame's width around the grid: one cell when a clue is outside,
 * else 0. */
int ss_draw_frame (const ss_model *, int px);
/* Every constraint's drawing under the digits (SHADE, then LINES), and
 * over the grid lines (OVER), each in a group of its own. */
void ss_draw_under (FILE *, const ss_model *, int px);
void ss_draw_over (FILE *, const ss_model *, int px);
/* Where a cell's pencil marks go, as fractions of the cell (left, top,
 * right, bottom), so they clear what the rules draw in the cell: the
 * whole cell, or with cages (killer, multikiller) inside the dashed
 * outline (inset SS_DRAW_CAGE_INSET) with a margin, and below the corner
 * box of the totals (SS_DRAW_TOTAL_BOTTOM), in every cell so each digit
 * keeps its place. */
#define SS_DRAW_CAGE_INSET 0.08
#define SS_DRAW_TOTAL_SIZE 0.2    /* the total's font, of a cell */
#define SS_DRAW_TOTAL_BOTTOM 0.24 /* its white box's bottom edge */
void ss_draw_mark_area (const ss_model *, double area[4]);
/* The grid lines: thin between cells, thick around each region. */
void ss_draw_borders (FILE *, const ss_model *, int px);
/* The legend: its lines (wrapped to width px), its size, and drawing it
 * with its first line's top at y. */
void ss_draw_legend (const ss_model *, int width, ss_legend *);
int ss_draw_legend_height (const ss_legend *);
/* The legend lines of one kind's constraints, unwrapped (the lesson page
 * shows them beside the kind's meaning). */
void ss_draw_legend_kind (const ss_model *, int kind, ss_legend *);
void ss_draw_legend_write (FILE *, const ss_legend *, int x, int y);

/* ---- for the kinds' files ---- */

/* A cell's centre. */
double ss_draw_x (const ss_draw *, int cell);
double ss_draw_y (const ss_draw *, int cell);
/* A legend line (printf-style); a line already there is not repeated. */
void ss_draw_say (ss_draw *, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 2, 3)))
#endif
  ;
/* A cell shaded with colour at opacity. */
void ss_draw_shade (const ss_draw *, int cell, const char *colour,
                    double opacity);
/* A line through the centres of cell[0..count), its ends pulled in by
 * trim0 and trim1 (fractions of a cell), width a fraction of a cell; a
 * loop (cell[0] again at the end, no trims) is drawn closed. */
void ss_draw_path (const ss_draw *, const int *cell, int count,
                   const char *colour, double width, double trim0,
                   double trim1);
/* A circle of radius r (a fraction of a cell) at (x, y); fill or stroke
 * "none". */
void ss_draw_circle (const ss_draw *, double x, double y, double r,
                     const char *fill, const char *stroke);
/* Text of size (a fraction of a cell) centred on (x, y). */
void ss_draw_text (const ss_draw *, double x, double y, double size,
                   const char *fill, const char *weight, const char *text);
/* A small arrowhead at (x, y) pointing along (dx, dy). */
void ss_draw_head (const ss_draw *, double x, double y, double dx, double dy,
                   double size, const char *colour, double width);
/* A clue's place in the frame: the centre of frame cell (r, c), 0..N+1. */
double ss_draw_frame_x (const ss_draw *, int c);
double ss_draw_frame_y (const ss_draw *, int r);
/* A clue's number in its frame cell: plain (shape 0), in a box (1) or
 * in a circle (2). */
void ss_draw_outside (const ss_draw *, const ss_con *, int value, int shape);
/* A pale colour, the k-th of count spread around the colour wheel, as
 * "#rrggbb" into buf. */
void ss_draw_tint (int k, int count, char buf[8]);
/* 1 when cell is one of c->cell[from..to). */
int ss_draw_has (const ss_con *, int from, int to, int cell);
/* A cage's dashed outline, label (0: none) small in its first cell's
 * corner (killer.c; multi-sum cages too). */
void ss_draw_cage (const ss_draw *, const ss_con *, const char *label);

#endif
