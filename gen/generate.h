/* generate.h -- making puzzles with exactly one solution, and rating them.
 *
 * Model: a random full grid (full.c), then givens are removed in a random
 * order, each only when the puzzle without it still provably has one
 * solution; a removal that fails keeps its given for good.  Two methods
 * say what "provably" means (SS_GEN_METHODS):
 *
 *   deduce  the chosen deductions (SS_DEDUCTIONS: singles ... subsets)
 *           still solve the puzzle.  Cheap at any size, and the puzzle
 *           is rated by construction: those deductions solve it.
 *   unique  deduce with every deduction first, then a complete search
 *           (fast's kernel, limit 2, node budget per check) for each
 *           given left: sparser puzzles.  With another complete solver
 *           named, a plain sequential dig with that solver instead.
 *
 * Both deductions and uniqueness are monotone (more givens never undo a
 * deduction nor add a solution), so removing a whole batch of givens at
 * once when the puzzle stays solvable is the same as removing them one
 * by one in order; split.c exploits that with a stack of givens pushed
 * and popped on the kernel's trail (dig.c has the plain sequential dig).
 *
 * Honest counters (ss_gen_stats): a given is "needed" only when a second
 * solution without it was found and verified; minimal = every given left
 * is needed.  Givens kept because deductions could not do without them,
 * or because a search ran out of budget, are "unchecked".
 *
 * Rating: which in-house method is the weakest that settles the puzzle:
 * naked singles ("singles"), hidden singles too ("hidden"), or search
 * ("search", scored by the fast solver's guesses).
 */
#ifndef SS_GENERATE_H
#define SS_GENERATE_H

#include <stdint.h>

#include "../core/error.h"
#include "../core/grid.h"
#include "../engines/table.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SS_GEN_METHODS(X)                                                   \
  X (AUTO, "auto", "unique up to 16x16, deduce above")                      \
  X (DEDUCE, "deduce", "remove a given while the deductions still solve "   \
     "the puzzle")                                                          \
  X (UNIQUE, "unique", "deduce, then remove a given while a complete "      \
     "search proves the solution unique")

typedef enum ss_gen_method {
#define SS_GEN_METHOD_ENUM(id, name, help) SS_GEN_##id,
  SS_GEN_METHODS (SS_GEN_METHOD_ENUM)
#undef SS_GEN_METHOD_ENUM
  SS_GEN_METHOD_COUNT
} ss_gen_method;

/* Named deductions, each adding to the one before (fast_n.h's rules). */
#define SS_DEDUCTIONS(X)                                                    \
  X (SINGLES, "singles", "naked singles: a cell with one candidate")       \
  X (HIDDEN, "hidden", "hidden singles too: a digit with one place left "  \
     "in a row, column or box")                                            \
  X (LOCKED, "locked", "locked candidates too: a digit confined to a "     \
     "box-line intersection")                                              \
  X (SUBSETS, "subsets", "naked and hidden subsets and fish of every "     \
     "size too (all-different matching)")

typedef enum ss_deduction {
#define SS_DEDUCTION_ENUM(id, name, help) SS_DED_##id,
  SS_DEDUCTIONS (SS_DEDUCTION_ENUM)
#undef SS_DEDUCTION_ENUM
  SS_DEDUCTION_COUNT
} ss_deduction;

const char *ss_gen_method_name (ss_gen_method);
const char *ss_gen_method_help (ss_gen_method);
int ss_gen_method_lookup (const char *name); /* -1 when unknown */
const char *ss_deduction_name (ss_deduction);
const char *ss_deduction_help (ss_deduction);
int ss_deduction_lookup (const char *name);  /* -1 when unknown */
/* The method AUTO stands for at side n. */
ss_gen_method ss_gen_method_for (ss_gen_method, int n);

/* Progress, for a caller that shows it: after each step of the work. */
typedef struct ss_gen_progress {
  int givens;      /* givens left */
  int tried;       /* phase 1: cells whose removal has been decided;
                      phase 2: givens searched */
  int cells;       /* phase 1: N*N; phase 2: givens to search */
  int phase;       /* 1 deductions (or the sequential dig), 2 search */
} ss_gen_progress;
typedef void ss_gen_progress_fn (void *ctx, const ss_gen_progress *);

typedef struct ss_gen_opts {
  uint64_t seed;
  int symmetric;   /* blank cells in 180-degree-symmetric pairs */
  int min_givens;  /* stop blanking at this many givens (0: go minimal) */
  uint64_t max_nodes; /* per uniqueness check; 0 = none.  A check that
                         runs out keeps its given, so the puzzle stays
                         unique but may not be minimal. */
  double timeout;  /* per uniqueness check, seconds; 0 = none (a timeout
                      makes the output depend on the machine) */
  ss_gen_method method;
  ss_deduction deductions; /* for deduce; 0 is singles */
  int deductions_set;      /* 0: the strongest (subsets) */
  ss_gen_progress_fn *progress;
  void *progress_ctx;
} ss_gen_opts;

typedef struct ss_gen_stats {
  int attempts;    /* cells tried (removal decided) */
  int checks;      /* uniqueness checks run */
  int unknowns;    /* checks that hit the budget: the cell was kept */
  int needed;      /* givens shown needed: a second solution without each */
  int unchecked;   /* givens kept without being shown needed */
  int untried;     /* givens never tried (min_givens reached) */
  int minimal;     /* 1: every given left was shown needed */
  ss_gen_method method;    /* the one used (never AUTO) */
  ss_deduction deductions; /* phase 1's */
} ss_gen_stats;

/* A random full valid grid of box R x C into out (allocated here). */
int ss_gen_full (int box_rows, int box_cols, uint64_t seed, ss_grid *out,
                 ss_error *err);

/* A puzzle with a unique solution: puzzle and solution are allocated
 * here.  The solver must be complete (SS_COMPLETE); "fast" runs the
 * methods above on its kernel, any other runs the sequential dig with
 * it.  Returns 0, or -1 with err set. */
int ss_generate (int box_rows, int box_cols, const ss_gen_opts *,
                 const ss_solver *, ss_grid *puzzle, ss_grid *solution,
                 ss_gen_stats *stats, ss_error *err);

/* For split.c: the kernel's methods on a full grid (solution); puzzle is
 * a copy of it on entry and the result on return.  0, or -1 with err. */
int ss_gen_split (const ss_gen_opts *, ss_gen_method, const ss_grid *solution,
                  ss_grid *puzzle, ss_gen_stats *st, ss_error *err);
/* The weakest deductions that solve p; -1 when none does. */
int ss_gen_solved_by (const ss_grid *p, ss_error *err);

typedef enum ss_rating {
  SS_RATE_INVALID, SS_RATE_UNSAT, SS_RATE_MULTIPLE, SS_RATE_UNKNOWN,
  SS_RATE_EASY, SS_RATE_MEDIUM, SS_RATE_HARD,
  SS_RATE_LOGIC /* a variant puzzle: its step path's deductions settle it,
                   no trial, search or guess (cli_rating_by_path) */
} ss_rating;

typedef struct ss_rate_result {
  ss_rating rating;
  ss_status status;   /* the complete solver's verdict */
  uint64_t guesses;   /* the complete solver's guesses (a variant
                         puzzle's rate: its path's search steps) */
  uint64_t nodes;
  int givens;
} ss_rate_result;

const char *ss_rating_name (ss_rating);
/* Rates with the named in-house solvers from the table ("singles" and the
 * complete one given).  Returns 0, or -1 when a solver is missing. */
int ss_rate (const ss_grid *puzzle, const ss_solver *complete,
             ss_rate_result *out, ss_error *err);
/* The same with the complete solver's search cut at max_nodes (0: no
 * cut): past it the rating is unknown. */
int ss_rate_within (const ss_grid *puzzle, const ss_solver *complete,
                    uint64_t max_nodes, ss_rate_result *out, ss_error *err);
/* The same within timeout seconds too (0: none). */
int ss_rate_budget (const ss_grid *puzzle, const ss_solver *complete,
                    uint64_t max_nodes, double timeout, ss_rate_result *out,
                    ss_error *err);

#ifdef __cplusplus
}
#endif

/* ---- variant puzzles (variant.c, regions.c, fill.c, cages.c) ---------- */

/* X (ID, name, meaning): what generate --variant makes; several combine
 * (--variant jigsaw,antiknight). */
#define SS_VARIANTS(X)                                                      \
  X (JIGSAW, "jigsaw", "irregular regions: N connected regions of N "      \
     "cells, drawn at random")                                              \
  X (KILLER, "killer", "killer cages with their sums, cut from the "        \
     "solution; no givens unless --givens K")                              \
  X (DIAGONALS, "x", "both diagonals hold each digit once")                         \
  X (ANTIKNIGHT, "antiknight", "cells a knight's move apart differ")        \
  X (ANTIKING, "antiking", "cells a king's move apart differ")              \
  X (NONCONSECUTIVE, "nonconsecutive", "orthogonal neighbours are not "     \
     "consecutive")                                                         \
  X (WINDOKU, "windoku", "extra regions: the windows between the boxes")   \
  X (DISJOINT, "disjoint", "cells in the same place of their boxes "      \
     "differ")                                                              \
  X (KROPKI, "kropki", "every kropki dot of the solution, with the "        \
     "negative constraints: pairs without a dot have none's property")      \
  X (XV, "xv", "every X and V of the solution, with the negative "          \
     "constraint")

typedef enum ss_variant {
#define SS_VARIANT_ENUM(id, name, help) SS_VAR_##id,
  SS_VARIANTS (SS_VARIANT_ENUM)
#undef SS_VARIANT_ENUM
  SS_VAR_COUNT
} ss_variant;

#define SS_VAR_BIT(v) (1u << (v))

const char *ss_variant_name (ss_variant);
const char *ss_variant_help (ss_variant);
int ss_variant_lookup (const char *name); /* -1 when unknown; "diagonals"
                                             is x */
/* The constraint kinds (SS_KIND_BIT) the puzzles of variants hold. */
uint64_t ss_variant_kinds (unsigned variants);

/* A random layout of n connected regions of n cells (n >= 1): ids[i] the
 * region of cell i.  0, or -1 when out of memory. */
int ss_gen_regions (int n, uint64_t seed, int *ids);
/* The same from a full grid (its regions, or boxes), trading cells of
 * equal digits only, so that full solves the layout too. */
int ss_gen_regions_of (const ss_grid *full, uint64_t seed, int *ids);

/* A random full grid of shape's rules (its model) that keeps shape's
 * givens, into out: SS_FILL_FOUND; SS_FILL_NONE when none exists (the
 * search was exhausted); SS_FILL_BUDGET when `budget` nodes ran out
 * first; -1 with err set when out of memory. */
enum { SS_FILL_FOUND, SS_FILL_NONE, SS_FILL_BUDGET };
int ss_gen_fill (const ss_grid *shape, uint64_t seed, long budget,
                 ss_grid *out, ss_error *err);

/* Killer cages cut from a full grid: connected groups of cells with
 * different digits, of 2 to max_size cells where the grid allows (a
 * cell hemmed in stays alone); cage_of[i] gets cell i's cage, and the
 * number of cages is returned (-1 out of memory). */
/* The killer cage of cells i with cage_of[i] == cage, its sum taken from
 * sol, added to m (cells: room for N*N ids).  0, or -1 out of memory. */
int ss_gen_add_cage (struct ss_model *m, const ss_grid *sol,
                     const int *cage_of, int cage, int *cells);
int ss_gen_cut_cages (const ss_grid *solution, uint64_t seed, int max_size,
                      int *cage_of);

typedef struct ss_variant_opts {
  unsigned variants;  /* SS_VAR_BIT of each */
  int givens;         /* killer: givens it may keep (--givens K) */
  long fill_budget;   /* nodes per random fill; 0: a default */
  int layouts;        /* jigsaw: random layouts tried before the walk;
                         0: a default */
} ss_variant_opts;

/* What ss_generate_variant found. */
typedef enum ss_variant_outcome {
  SS_VARIANT_MADE,    /* a puzzle, unique by the digging engine */
  SS_VARIANT_NONE,    /* no full grid has these rules (proven) */
  SS_VARIANT_UNFOUND  /* no full grid found within the budgets */
} ss_variant_outcome;

/* The empty grid with the rules of o->variants (regions drawn from seed
 * for a jigsaw) into blank.  0, or -1 with err set (a combination that
 * cannot be drawn: disjoint groups need boxes). */
int ss_variant_rules (int box_rows, int box_cols, const ss_variant_opts *o,
                      uint64_t seed, ss_grid *blank, ss_error *err);

/* A variant puzzle with a unique solution: the rules (a jigsaw layout
 * that admits a solution), a random full grid, then givens removed (the
 * sequential dig with solver s) or, for killer, cages cut and refined
 * until s finds the puzzle unique.  *out says which; puzzle and solution
 * are allocated only when it is SS_VARIANT_MADE.  0, or -1 with err. */
int ss_generate_variant (int box_rows, int box_cols, const ss_variant_opts *,
                         const ss_gen_opts *, const ss_solver *s,
                         ss_grid *puzzle, ss_grid *solution,
                         ss_gen_stats *st, ss_variant_outcome *out,
                         ss_error *err);

/* killer.c: cages cut from solution (a full grid of the rules), refined
 * until s finds the puzzle unique, into puzzle (the rules plus the
 * cages, and givens when vo->givens allows).  0, or -1 with err. */
int ss_gen_killer (const ss_grid *rules, const ss_grid *solution,
                   const ss_variant_opts *vo, const ss_gen_opts *o,
                   const ss_solver *s, ss_grid *puzzle, ss_gen_stats *st,
                   ss_error *err);

/* A new, unfinished model with rules' regions and constraints (add more,
 * then ss_model_finish); 0 with err set when out of memory. */
struct ss_model *ss_gen_copy_rules (const ss_grid *rules, ss_error *err);

/* markers.c: solution (a full grid of rules) with the kropki dots and/or
 * the X and V markers it shows, and the negative constraints, into out
 * (the grid full, its model the rules plus the markers).  0, or -1. */
int ss_gen_markers (const ss_grid *rules, const ss_grid *solution,
                    unsigned variants, uint64_t seed, ss_grid *out,
                    ss_error *err);

/* jigsaw.c: from full (a grid with its rules and boxes, or regions), a
 * walk of `rounds`: trade cells of equal digits across region borders
 * (ss_gen_regions_of), then a fresh random fill of the new layout.  The
 * layout's rules into blank (no givens) and the last grid into out.
 * 0, or -1 with err set. */
int ss_gen_jigsaw_walk (const ss_grid *full, int rounds, uint64_t seed,
                        ss_grid *blank, ss_grid *out, ss_error *err);

/* The sequential dig (dig.c) on puzzle, a full grid on entry: givens
 * removed in random order while s (limit 2) says unique.  0, or -1 when
 * out of memory. */
int ss_gen_dig (const ss_solver *s, ss_grid *puzzle, const ss_gen_opts *o,
                ss_gen_stats *st);

#endif
