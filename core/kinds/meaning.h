/* meaning.h -- what each constraint kind means: the first layer of a
 * kind (docs/model.md), and the independent checker every verdict rests
 * on.
 *
 * Model: a kind's file core/kinds/NAME.c defines
 *
 *   int ss_validate_NAME (const ss_model *, const ss_con *, ss_error *);
 *       0, or -1 with err set when the constraint makes no sense (a
 *       thermometer whose cells are not a path, a sum no cells can
 *       make is NOT an error: that is a puzzle without a solution);
 *   int ss_check_NAME (const ss_model *, const ss_con *, const uint8_t *v,
 *                      ss_breach *b);
 *       1 when the digits v[] (N*N, 0 = blank) break the constraint,
 *       with b saying how.  On a full grid it is exact.  On a partial
 *       grid it reports only what the filled cells already break, by
 *       reading them, never by search.
 *
 * Houses (rows, columns, regions, and the extra houses of diagonals,
 * disjoint groups and extra regions of N cells) are checked by the
 * verifier itself, so a house kind's check covers only the rest.
 *
 * Nothing here searches or trusts a solver: every check is a pass over
 * the constraint's cells (or, for a global kind, the grid's pairs).
 */
#ifndef SS_MEANING_H
#define SS_MEANING_H

#include <stdint.h>

#include "../error.h"
#include "../model.h"

#define SS_BREACH_CELLS 8

typedef struct ss_breach {
  int ncells;                 /* the cells that show it */
  int cell[SS_BREACH_CELLS];
  char what[160];             /* "digits do not increase" */
} ss_breach;

typedef int ss_validate_fn (const ss_model *, const ss_con *, ss_error *);
typedef int ss_check_fn (const ss_model *, const ss_con *, const uint8_t *,
                         ss_breach *);

#define SS_MEANING_DECL(id, name, flags, lo, hi, plo, phi, help)           \
  ss_validate_fn ss_validate_##name;                                       \
  ss_check_fn ss_check_##name;
SS_KINDS (SS_MEANING_DECL)
#undef SS_MEANING_DECL

/* 1 when the cells of c can be filled so that c holds, whatever the
 * rest of the grid: its blanks (digits 1..N, unlike those of its cells
 * that share a house) searched with its check, at most SS_FILL_NODES
 * nodes (then 1: not known to be impossible); 0 when no filling exists:
 * the rule cannot hold on its face (fillable.c).  A constraint without
 * cells, or out of memory: 1. */
#define SS_FILL_NODES 2000L
int ss_con_fillable (const ss_model *, const ss_con *, const uint8_t *v);

/* The kind's functions. */
ss_validate_fn *ss_validate_of (int kind);
ss_check_fn *ss_check_of (int kind);

/* For checks: sets b's text (printf-style) and returns 1; add the cells
 * that show the breach with ss_breach_cell. */
int ss_breach_set (ss_breach *, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 2, 3)))
#endif
  ;
void ss_breach_cell (ss_breach *, int cell);

/* For validates: an error at the constraint's position. */
int ss_con_error (ss_error *, const ss_con *, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 3, 4)))
#endif
  ;

/* Shared shapes. */
int ss_cells_adjacent (int n, int a, int b); /* a king's move apart */
/* A pair kind's shape: two orthogonal neighbours, the parameter at
 * least lo. */
int ss_validate_pair (const ss_model *, const ss_con *, int lo, ss_error *);
/* Fails unless consecutive cells are a king's move apart. */
int ss_validate_path (const ss_model *, const ss_con *, ss_error *);
/* Lines may come back to a cell (a closed loop lists its first cell
 * again at its end, as f-puzzles writes it); the shared check lets every
 * line kind through and each kind decides.  The earlier position of
 * cell[i] among cell[from..i), or -1. */
int ss_path_again (const ss_con *, int from, int i);
/* 1 when the line ends where it starts (three positions or more). */
int ss_path_loop (const ss_con *);
/* Fails on the first cell of cell[from..) that comes back, with "the
 * line comes back to rRcC" and why (printf-style, after it). */
int ss_validate_once (const ss_model *, const ss_con *, int from,
                      ss_error *, const char *why, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 5, 6)))
#endif
  ;
/* The number of distinct cells of cell[from..to). */
int ss_path_distinct (const ss_con *, int from, int to);
/* The orthogonal neighbours of cell (up to 4) into out; their number. */
int ss_orthogonal (int n, int cell, int out[4]);
/* The neighbours a minimum or maximum cell c is compared with: its
 * orthogonal ones that are not cells of the same kind (extreme.c); their
 * number. */
int ss_extreme_rivals (const ss_model *, const ss_con *c, int out[4]);
/* Positions in a region, as the solver behind f-puzzles counts them:
 * the region's cells in reading order (row by row inside a box; for an
 * irregular region, by row then column).  The 0-based position of cell
 * in its region, and the cell at position pos of region r. */
int ss_region_position (const ss_model *, int cell);
int ss_region_cell (const ss_model *, int r, int pos);
/* The cell an indexer's digit d in cell points at along axis (0 row, 1
 * column, 2 region), with in *index the 1-based index the cell must hold
 * there (indexer.c). */
int ss_indexer_target (const ss_model *, int axis, int cell, int d,
                       int *index);
/* An entropic line's tier k (0 low, 1 middle, 2 high) is the digits
 * *lo..*hi (entropic.c: thirds of 1..N, split as the solver behind
 * f-puzzles splits a side that does not divide by 3). */
void ss_entropic_tier (int n, int k, int *lo, int *hi);

/* Kinds of three classes (three_classes.c): entropic lines (tiers) and
 * modular lines (residues mod 3).  The class (0..2) of digit d on side
 * n; any three cells in a row hold one of each class, so cells one or
 * two apart never share one, and cells three apart always do.  The
 * check names the class with what ("tier", "residue mod 3"); validate
 * refuses a cell that comes back after a number of steps that is not a
 * multiple of 3 (it would be in two classes at once). */
typedef int ss_class_fn (int n, int d);
int ss_entropic_class (int n, int d);
int ss_modular_class (int n, int d);
int ss_validate_classes (const ss_model *, const ss_con *, ss_error *,
                         const char *what);
int ss_check_classes (const ss_model *, const ss_con *, const uint8_t *v,
                      ss_class_fn *, const char *what, ss_breach *);
/* Global kinds of 2x2 windows (windows.c): global entropy (tiers) and
 * global mod (residues mod 3).  Every 2x2 square of the grid holds a
 * digit of each class; validate refuses a side below 3 (what names the
 * class: "tier"); the check reports a square whose blanks are fewer than
 * the classes its digits miss. */
int ss_validate_windows (const ss_model *, const ss_con *, ss_error *,
                         const char *what);
int ss_check_windows (const ss_model *, const uint8_t *v, ss_class_fn *,
                      const char *what, ss_breach *);
/* Dutch flatmates (dutchflatmates.c): the middle digit, N/2 rounded up
 * (5 on 9x9), whose flatmates are a 1 directly above it or an N
 * directly below it. */
int ss_flatmates_middle (int n);

/* The values the negative constraint of family (SS_NEGATIVE_*) forbids
 * on an unmarked pair, each once, into out (at most most); their number.
 * White: differences of 1 and of every difference marker's value.
 * Black: ratios of every ratio marker's value, or of 2 when the puzzle
 * has no ratio marker (negative.c says why).  XV: sums of 5 and 10. */
int ss_negative_values (const ss_model *, int family, int *out, int most);
/* 1 when the orthogonal pair a-b carries a marker of a kind in mask. */
int ss_pair_marked (const ss_model *, int a, int b, uint64_t mask);
/* 1 (with b filled) when two filled cells of c->cell[from..to) repeat a
 * digit. */
int ss_check_distinct (const ss_model *, const ss_con *, const uint8_t *v,
                       int from, int to, ss_breach *b);
/* A whisper's gap: val[0], or N/2 rounded up. */
int ss_whisper_gap (const ss_model *, const ss_con *);
/* The cells an outside clue at (r, c) of the frame reads, in order from
 * the clue, into out: its row or column (dir < 0), or the diagonal in
 * direction dir (0 down-right, 1 down-left, 2 up-right, 3 up-left).
 * Their number, or -1 when (r, c) is not on the frame or the direction
 * does not enter the grid. */
int ss_clue_cells (int n, int r, int c, int dir, int *out);
/* Fails unless c's clue reads exactly c's cells. */
int ss_validate_clue (const ss_model *, const ss_con *, int dir, ss_error *);
/* Sums of v over cells: the filled total, and the blanks among them. */
void ss_cells_sum (const ss_con *, const uint8_t *v, int from, int to,
                   int *sum, int *blanks);

/* A lockout line's difference: val[0], or 4 (lockout.c). */
int ss_lockout_gap (const ss_con *);
/* A sum line's total: val[0], or 10; and the cells it reads: c's cells,
 * without the closing repeat of a loop (sumline.c). */
int ss_sumline_total (const ss_con *);
int ss_sumline_cells (const ss_con *);

/* Kinds of equal totals (equal_sums.c): the group (0..k-1) of position
 * i on a line of len cells; the check over those groups. */
typedef int ss_group_fn (int i, int len);
int ss_check_equal_sums (const ss_model *, const ss_con *, const uint8_t *v,
                         ss_group_fn *group, int k, ss_breach *b);

/* Full rank (fullrank.c): the 4N lines a full rank clue ranks, each
 * read from its side of the frame: line i (0..4N-1) into out (N cells,
 * row-major indices); lines 0..N-1 from the top, then the bottom, the
 * left and the right.  Its frame cell in *r, *c. */
void ss_fullrank_line (int n, int i, int *out, int *r, int *c);
/* The two lines' numbers compared on the digits v (0 = blank), first
 * cell first: -1 when line a's is surely smaller, 1 surely larger, 0
 * surely equal, 2 when the blanks leave it open. */
int ss_fullrank_compare (int n, const int *a, const int *b,
                         const uint8_t *v);
/* The puzzle's full rank tie mode (fullrankties.c): SS_TIES_UNCLUED
 * when it sets none. */
int ss_fullrank_ties (const ss_model *m);

#endif
