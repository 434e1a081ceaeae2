/* steps.h -- a puzzle's solve path as numbered deductions: what each step
 * places or eliminates, the technique that found it, and the reason it
 * rests on.
 *
 * Model: a path is a list of facts.  The givens come first (facts
 * 0..ngivens-1), then the steps, numbered from 1.  Every fact says what
 * it makes true: a placement "r3c4 = 5", or eliminations "r3c7 != 5,
 * r3c8 != 5", or (last) a contradiction.  Every step names its reason: the
 * earlier facts it follows from, as a small set.  The engine keeps, for
 * each candidate it has struck, the fact that struck it; a step's reason
 * is the set of facts that struck the candidates its pattern needs gone.
 * So the reason plus the rules imply the step, and the tests re-derive
 * each one from its reason alone with a complete solver.
 *
 * Techniques are tried simplest first (the SS_TECHNIQUES table, in
 * order): singles, then locked candidates, pairs, triples, fish and
 * quadruples.  When none applies, a trial: assume one candidate, follow
 * naked and hidden singles to a contradiction, and strike it; the
 * shortest such chain is kept, and shown.  When no trial ends in a
 * contradiction either, the step says "search needed": for a puzzle with
 * one solution it places the solution's digit in a cell with the fewest
 * candidates and names the placements that force it (checked by the fast
 * solver, shrunk by deletion); for a puzzle with several it guesses, and
 * says so; for one with none the search shows the contradiction.
 *
 * Each technique carries qqwing's level (simple: naked singles; easy:
 * hidden singles; intermediate: naked and hidden pairs, pointing and
 * claiming -- exactly qqwing's own techniques; expert: anything more,
 * where qqwing would guess) and a weight after HoDoKu's default scores;
 * the rating of a path is its highest level and the sum of its weights.
 */
#ifndef SS_STEPS_H
#define SS_STEPS_H

#include <stdio.h>

#include "../core/alphabet.h"
#include "../core/error.h"
#include "../core/grid.h"
#include "../solvers/bits.h"
#include "../solvers/solver.h"

/* The levels, after qqwing's getDifficulty. */
#define SS_LEVELS(X)                                                        \
  X (SIMPLE, "simple")                                                      \
  X (EASY, "easy")                                                          \
  X (INTERMEDIATE, "intermediate")                                          \
  X (EXPERT, "expert")

typedef enum ss_level {
  SS_LEVEL_NONE = -1, /* givens and contradictions: no technique */
#define SS_LEVEL_ENUM(id, name) SS_LEVEL_##id,
  SS_LEVELS (SS_LEVEL_ENUM)
#undef SS_LEVEL_ENUM
  SS_LEVEL_COUNT
} ss_level;

/* X (ID, slug, words, level, weight): in the order they are tried.  The
 * weights are HoDoKu's default scores (trial = its forcing chain, search
 * and guess = its brute force). */
#define SS_TECHNIQUES(X)                                                    \
  X (GIVEN, "given", "given", NONE, 0)                                      \
  X (NAKED_SINGLE, "naked-single", "naked single", SIMPLE, 4)               \
  X (HIDDEN_SINGLE_BOX, "hidden-single-box", "hidden single in a box",      \
     EASY, 14)                                                              \
  X (HIDDEN_SINGLE_ROW, "hidden-single-row", "hidden single in a row",      \
     EASY, 14)                                                              \
  X (HIDDEN_SINGLE_COL, "hidden-single-column",                             \
     "hidden single in a column", EASY, 14)                                 \
  X (POINTING, "pointing", "locked candidates (pointing)", INTERMEDIATE,    \
     50)                                                                    \
  X (CLAIMING, "claiming", "locked candidates (claiming)", INTERMEDIATE,    \
     50)                                                                    \
  X (NAKED_PAIR, "naked-pair", "naked pair", INTERMEDIATE, 60)              \
  X (HIDDEN_PAIR, "hidden-pair", "hidden pair", INTERMEDIATE, 70)           \
  X (NAKED_TRIPLE, "naked-triple", "naked triple", EXPERT, 80)              \
  X (HIDDEN_TRIPLE, "hidden-triple", "hidden triple", EXPERT, 100)          \
  X (NAKED_QUAD, "naked-quad", "naked quadruple", EXPERT, 120)              \
  X (X_WING, "x-wing", "X-wing", EXPERT, 140)                               \
  X (HIDDEN_QUAD, "hidden-quad", "hidden quadruple", EXPERT, 150)           \
  X (SWORDFISH, "swordfish", "swordfish", EXPERT, 150)                      \
  X (HIDDEN_SINGLE_HOUSE, "hidden-single-house",                            \
     "hidden single in a house", EASY, 14)                                  \
  X (LOCKED, "locked-candidates", "locked candidates", INTERMEDIATE, 50)    \
  X (CAGE, "cage-combinations", "cage combinations", INTERMEDIATE, 50)      \
  X (RULE45, "rule-of-45", "rule of 45", INTERMEDIATE, 60)                  \
  X (CONSTRAINT, "constraint", "constraint", INTERMEDIATE, 60)              \
  X (TRIAL, "trial", "trial", EXPERT, 500)                                  \
  X (SEARCH, "search", "search needed", EXPERT, 10000)                      \
  X (GUESS, "guess", "search needed (a guess)", EXPERT, 10000)              \
  X (CONTRADICTION, "contradiction", "contradiction", NONE, 0)

typedef enum ss_technique {
#define SS_TECH_ENUM(id, slug, words, level, weight) SS_TECH_##id,
  SS_TECHNIQUES (SS_TECH_ENUM)
#undef SS_TECH_ENUM
  SS_TECH_COUNT
} ss_technique;

const char *ss_technique_slug (ss_technique);
const char *ss_technique_words (ss_technique);
ss_level ss_technique_level (ss_technique);
int ss_technique_weight (ss_technique);
const char *ss_level_name (ss_level); /* "none" for SS_LEVEL_NONE */

typedef enum ss_step_kind {
  SS_STEP_GIVEN,
  SS_STEP_PLACE,        /* cell = digit */
  SS_STEP_ELIMINATE,    /* elim[] struck */
  SS_STEP_CONTRADICTION /* the facts so far cannot all hold */
} ss_step_kind;

/* The unit kinds, as in core/verify.h: 0 row, 1 column, 2 box (or an
 * irregular region); 3 an extra house of a variant puzzle (a diagonal, a
 * disjoint group, an extra region), numbered from 0 after the first 3N
 * houses of its model. */
enum { SS_UNIT_ROW, SS_UNIT_COL, SS_UNIT_BOX, SS_UNIT_HOUSE };

/* One link of a trial's chain: a single placed under the assumption, or
 * the contradiction that ends it (tech CONTRADICTION: cell >= 0 has no
 * digit left; otherwise digit has no place in the unit). */
typedef struct ss_link {
  ss_technique tech;
  int cell, digit;
  int unit_kind, unit;
} ss_link;

typedef struct ss_step {
  ss_technique tech;
  ss_step_kind kind;
  int cell, digit;       /* GIVEN, PLACE: the placement; TRIAL: the
                            assumption; CONTRADICTION: a cell with no
                            digit, else -1 */
  int unit_kind, unit;   /* where: hidden singles, subsets, the box or
                            line of locked candidates, a fish's base, a
                            contradiction's unit; unit -1 when none */
  int cover_kind, cover; /* locked candidates: the other unit; else -1 */
  ss_bits digits;        /* subsets, fish, locked: the digits involved;
                            search and guess: the branch's candidates */
  int *cells, ncells;    /* the pattern's cells (subset, fish, locked) */
  int *elim, nelim;      /* ELIMINATE: struck candidates, cell*N + d-1 */
  int *reason, nreason;  /* the facts it rests on, ascending */
  ss_link *chain;        /* TRIAL: the singles that lead from the */
  int nchain;            /* assumption to the contradiction (last) */
  /* Variant puzzles only (0 and -1 otherwise): */
  int con;               /* CAGE, CONSTRAINT, a contradiction of a
                            constraint: its index in the model, else -1 */
  int sum;               /* CAGE: the cage's total; RULE45: the total of
                            the innies or outies (cells) */
  int outies;            /* RULE45: 1 outies, 0 innies */
  int *houses, nhouses;  /* RULE45: the houses summed */
  ss_bits *sets;         /* CAGE: the digit sets the cage can still */
  int nsets;             /* hold (at most SS_CAGE_SETS kept) */
  int *via, nvia;        /* singles: the constraints that struck the
                            candidates the single needs gone (with a
                            placement, or as a cage or constraint step
                            of its reason), ascending */
} ss_step;

/* The cage combinations a step keeps to show. */
#define SS_CAGE_SETS 12

typedef struct ss_path {
  ss_grid puzzle;     /* a copy of the puzzle */
  ss_grid grid;       /* the grid where the path ends */
  ss_status status;   /* the fast solver's verdict on the puzzle */
  int ngivens;        /* facts 0..ngivens-1 are the givens */
  ss_step *fact;
  int nfacts, cap;
  int solved;         /* 1: the path ends in a full grid */
  int stopped;        /* 1: the budget ran out before the end */
  const ss_alphabet *alphabet; /* how the writers spell digits (the
                                  puzzle's own symbols); 0: numbers */
} ss_path;

typedef struct ss_steps_opts {
  int no_trials;      /* 1: go from the techniques straight to search */
  int minimize;       /* 1: shrink a search step's reason by deletion */
  double timeout;     /* seconds for the whole path; 0 = none */
  const ss_alphabet *alphabet; /* becomes the path's (0: numbers) */
  const ss_solver *solver; /* complete solver for the verdict and the
                              search steps; 0: fast (a variant puzzle
                              needs one that handles its kinds, or the
                              path stops where search is needed) */
} ss_steps_opts;

/* Works out the path of puzzle into path (free it with ss_path_free).
 * Returns 0, or -1 with err set (out of memory). */
int ss_steps_solve (const ss_grid *puzzle, const ss_steps_opts *,
                    ss_path *path, ss_error *err);
void ss_path_free (ss_path *);

/* Keeps only the steps the last one rests on (directly or through
 * others), renumbered: the argument for where the path ends.  0, or -1
 * when out of memory (the path is then unchanged). */
int ss_path_prune (ss_path *);

/* The number a person reads for fact i (1 for the first step). */
static inline int
ss_step_number (const ss_path *p, int i)
{
  return i - p->ngivens + 1;
}

/* The rating of a path: qqwing's level (its highest technique; NONE
 * when the puzzle has not exactly one solution) and a HoDoKu-style
 * score, the sum of the steps' weights. */
typedef struct ss_grade {
  ss_level level;
  long score;
  int steps;
  int count[SS_TECH_COUNT];
} ss_grade;

void ss_steps_grade (const ss_path *, ss_grade *);

/* Step i (a fact index, not a given) in words, one line, no newline:
 * "12. hidden single in row 3: r3c5 = 4, ... (rests on ...)". */
void ss_step_write_words (FILE *, const ss_path *, int i);
/* Step i as one JSON object, no newline; or its members alone
 * ("step":N,...), for a caller that opens the object with its own. */
void ss_step_write_json (FILE *, const ss_path *, int i);
void ss_step_write_json_members (FILE *, const ss_path *, int i);
/* A cell as "r3c4" and a placement as "r3c4=5". */
void ss_write_cell (FILE *, int n, int cell);

#endif
