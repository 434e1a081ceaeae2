/* xc.h -- a generic exact-cover engine: Knuth's Algorithm X with dancing
 * links.
 *
 * Model: a 0-1 matrix of columns (conditions, each to be covered exactly
 * once) and rows (choices, each covering a set of columns).  Only the 1s
 * are stored, as nodes in circular doubly linked lists down each column
 * (U/D), with C giving each node's column; the columns themselves form a
 * circular list (L/R) from a root.  Links are int indices into flat
 * arrays, laid out as in Knuth's TAOCP 7.2.2.1: node 0 is the root,
 * 1..ncols the column headers, then the rows, each row's nodes
 * contiguous and closed by a spacer node that leads back to the row's
 * other end, so a row is walked by index.
 *
 * Covering a column unlinks it from the header list and unlinks every row
 * that meets it from the other columns; uncovering relinks in exactly the
 * reverse order, which restores every link (the "dancing").  The search
 * (Algorithm X) chooses the column with the fewest rows -- Knuth's S
 * heuristic -- ties going to the earliest column, and tries its rows top
 * to bottom.
 *
 * A problem is built once with ss_xc_new / ss_xc_add_row and can be
 * searched many times: ss_xc_select covers a row's columns up front (the
 * givens of a puzzle), ss_xc_unselect_all restores the full matrix.
 */
#ifndef SS_XC_H
#define SS_XC_H

#include <stddef.h>
#include <stdint.h>

#include "../core/budget.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ss_xc ss_xc;

typedef struct ss_xc_stats {
  uint64_t nodes;     /* search calls (one per partial solution visited) */
  uint64_t branches;  /* rows tried */
  uint64_t dead_ends; /* chosen columns that had no rows */
  uint64_t updates;   /* links changed while covering (Knuth's "updates") */
  uint64_t solutions; /* exact covers found */
} ss_xc_stats;

/* Called for each exact cover: rows[0..count-1] are the rows chosen by
 * the search, in the order chosen (rows selected up front not included).
 * Return 1 to stop the search. */
typedef int ss_xc_solution_fn (void *ctx, const int *rows, int count);

typedef struct ss_xc_opts {
  uint64_t limit;           /* stop after this many solutions; 0 = all */
  uint64_t max_nodes;       /* node budget; 0 = none */
  double timeout;           /* seconds; 0 = none */
  ss_cancel *cancel;        /* another thread stops the search; 0 = none */
  ss_xc_solution_fn *on_solution; /* may be 0 */
  void *ctx;
} ss_xc_opts;

typedef enum ss_xc_end {
  SS_XC_EXHAUSTED, /* every branch was tried */
  SS_XC_STOPPED,   /* the limit was reached or the callback said stop */
  SS_XC_BUDGET     /* the node budget or the timeout ran out */
} ss_xc_end;

/* A matrix with ncols columns (0-based: 0..ncols-1) and room for
 * node_hint row entries (it grows as needed).  0 when out of memory. */
ss_xc *ss_xc_new (int ncols, size_t node_hint);
void ss_xc_free (ss_xc *);

/* Appends a row over cols[0..k-1] (distinct, 0-based, k >= 1) and returns
 * its 0-based index; -1 on a bad column, a repeated one, k < 1 or out of
 * memory.  Only while nothing is selected. */
int ss_xc_add_row (ss_xc *, const int *cols, int k);

int ss_xc_rows (const ss_xc *);
/* The number of columns of a row, and its k-th column (0-based, in the
 * order given to ss_xc_add_row). */
int ss_xc_row_size (const ss_xc *, int row);
int ss_xc_row_column (const ss_xc *, int row, int k);

/* 1 when the row can still be chosen: none of its columns is covered. */
int ss_xc_available (const ss_xc *, int row);
/* Puts the row in every solution by covering its columns now.  Returns 0,
 * or -1 when the row is not available (it clashes with a selected one). */
int ss_xc_select (ss_xc *, int row);
/* Undoes every ss_xc_select, most recent first. */
void ss_xc_unselect_all (ss_xc *);

/* Algorithm X over the rows still available.  stats is zeroed first.
 * The links are always restored to their state before the call. */
ss_xc_end ss_xc_search (ss_xc *, const ss_xc_opts *, ss_xc_stats *stats);

/* Walks every link and checks the invariants (each list circular and
 * consistent both ways, column sizes right, headers in order, each live
 * row linked in all its columns).  Returns 0, or -1 with the first broken
 * one described in why. */
int ss_xc_check (const ss_xc *, char *why, size_t why_len);

#ifdef __cplusplus
}
#endif

#endif
