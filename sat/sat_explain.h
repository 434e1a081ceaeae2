/* sat_explain.h -- why a puzzle cannot be completed, and which givens a
 * unique puzzle needs: `sudosat explain`.
 *
 * Model: the givens are assumptions over the CNF of the empty grid, so a
 * set of givens is completable exactly when PicoSAT satisfies the CNF
 * under those assumptions.  For a puzzle with no solution:
 *
 *   core     a set of givens that already cannot be completed and is
 *            minimal: removing any one of them makes the rest completable
 *            (a minimal unsatisfiable subset of the assumptions).  It
 *            starts as PicoSAT's failed assumptions and is shrunk by
 *            deletion: drop one given, re-solve; if still unsatisfiable
 *            keep it dropped (and take the new, smaller failed set).
 *            Two givens that clash are taken as the core directly.
 *            Other deletion orders (shuffles of the givens) can end in
 *            other minimal cores; several are tried (--orders) and the
 *            smallest is kept.
 *   reason   the core alone, propagated with naked and hidden singles
 *            until a cell has no digit or a digit has no place in a row,
 *            column or box; the placements on the way are kept, so the
 *            reason reads as a short argument.  When singles reach no
 *            contradiction, the step engine (steps.h) runs on the core:
 *            locked candidates, subsets, fish and trials; when its path
 *            ends in a contradiction without search, that path is the
 *            chain shown.  Otherwise only the search proves it, and it
 *            says so plainly.
 *
 * For a unique puzzle, minimal-check asks of each given: with it
 * removed, is there a solution that puts another digit in its cell?  No
 * (unsatisfiable) means the given is redundant; yes comes with a
 * witness, a second solution, which is verified before it is believed.
 */
#ifndef SS_SAT_EXPLAIN_H
#define SS_SAT_EXPLAIN_H

#include <stdio.h>

#include "../core/error.h"
#include "../core/verify.h"
#include "../solvers/solver.h"
#include "../steps/steps.h"

typedef enum ss_reason {
  SS_REASON_CLASH,    /* two givens hold one digit in one unit */
  SS_REASON_NO_PLACE, /* a digit has no cell left in a unit */
  SS_REASON_NO_DIGIT, /* a cell has no digit left */
  SS_REASON_SEARCH    /* singles show nothing; only search proves it */
} ss_reason;

typedef struct ss_placement {
  int r, c, d; /* 0-based cell, digit 1..N */
} ss_placement;

typedef struct ss_core {
  ss_grid givens;     /* the puzzle holding only the core's givens */
  int count;          /* givens in the core */
  int total;          /* givens in the puzzle */
  int minimal;        /* 0 when a timeout stopped the shrinking early */
  ss_reason reason;
  ss_unit_kind unit_kind; /* CLASH, NO_PLACE: where */
  int unit;               /* 0-based row, column or box */
  int digit;              /* CLASH, NO_PLACE: the digit */
  int cell;               /* NO_DIGIT: r*N + c */
  ss_placement *forced;   /* singles placed before the contradiction */
  int nforced;
  int orders;             /* deletion orders tried (SEARCH-free cores: 1+) */
  int first_count;        /* the first order's core size */
  ss_path *chain;         /* SEARCH: the step engine's path on the core
                             when it ends in a contradiction without
                             search (trials included); else 0 */
  const ss_alphabet *alphabet; /* how the writers spell digits (the
                                  options'); 0: numbers */
} ss_core;

typedef struct ss_explain_opts {
  double timeout; /* seconds for the whole job; 0 = none */
  int orders;     /* deletion orders tried for the smallest core; 0 = the
                     default (SS_CORE_ORDERS) */
  const ss_alphabet *alphabet; /* the puzzle's symbols, for the words
                                  (ss_core_write_*); 0: numbers */
} ss_explain_opts;

#define SS_CORE_ORDERS 8

/* Finds a core of puzzle.  Returns 1 with core filled (free it with
 * ss_core_free), 0 when the givens can be completed (nothing to
 * explain), -1 with err set on failure (no memory, or a timeout before
 * the puzzle was even shown unsatisfiable). */
int ss_core_find (const ss_grid *puzzle, const ss_explain_opts *,
                  ss_core *core, ss_error *err);
void ss_core_free (ss_core *);

/* Works out core->reason (and the forced placements) from core->givens;
 * ss_core_find calls it.  Returns -1 when out of memory. */
int ss_core_reason (ss_core *core);

/* The core in words, one line, e.g. "r1c3=4, r5c3=4 clash in column 3"
 * or "r1c1=7, ...: these 6 givens leave no place for 7 in box 5". */
void ss_core_write_words (FILE *, const ss_core *);
/* Just the reason, e.g. "no place for 7 in box 5" (for JSON). */
void ss_core_write_reason (FILE *, const ss_core *);

/* What minimal-check found for each cell: not a given, or a given that
 * is needed or redundant. */
enum { SS_NOT_GIVEN = -1, SS_NEEDED = 0, SS_REDUNDANT = 1 };

/* Runs minimal-check.  verdict[N*N] receives one of the values above per
 * cell.  Returns the puzzle's status: SS_UNIQUE when the check was done;
 * any other status (invalid, unsat, multiple, unknown) means it was not,
 * and verdict is left unfilled.  -1 with err set on failure. */
int ss_minimal_check (const ss_grid *puzzle, const ss_explain_opts *,
                      signed char *verdict, ss_error *err);

#endif
