/* fuzz.h -- sudosat fuzz: Sudoku-derived instances thrown at a SAT
 * solver, every answer checked against a ground truth, every failure
 * shrunk to a case a person can read.
 *
 * Model (after Brummayer, Lonsing and Biere's cnfuzz and cnfdd, SAT 2010,
 * on structured instances instead of random ones): instance I of seed S
 * is a pure function of (S, I) -- a box shape from 1x2 to 8x8, a share
 * of givens across the easy-hard-easy curve, a mutation (valid, unsat,
 * invalid, multiple), rules, an encoding x AMO x mode -- so
 * the same seed gives the same instances in any order and on any number
 * of threads.  Its ground truth is fast's verdict (dlx's when fast is
 * under test), backed by a checked certificate: a solution verified
 * against the rules, or a DRAT proof checked by sudosat's checker (the
 * solver's own with %p, else CaDiCaL's).
 *
 * Two kinds of target:
 *
 *   a program (--sat-cmd)   gets CNF files: the puzzle's CNF, and after
 *                           a model the CNF plus the clause that blocks
 *                           its solution (the call that proves unique);
 *                           models are checked clause by clause, UNSAT
 *                           answers certified.
 *   an engine of the table  gets the puzzle (ss_solve, K = 2, with the
 *                           instance's encoding, AMO and mode when it is
 *                           a SAT engine): its verdict is judged.
 *
 * A failure is shrunk while it keeps failing the same way (the same
 * kind): givens removed one by one, then a smaller box tried; for a
 * program, then the failing CNF itself, by delta debugging over clauses
 * (ddmin) and then over the literals of each clause, and its variables
 * renumbered 1..n -- the ground truth of a CNF that no longer comes
 * from a puzzle being CaDiCaL's, model checked or proof checked.  The
 * result goes to a folder of its own (shrink.c, keep.c).
 */
#ifndef SS_FUZZ_H
#define SS_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "../encoder/encode.h"
#include "../solvers/solver.h"

/* X (ID, name, meaning): how a solver can fail. */
#define SS_FZ_FAILURES(X)                                                  \
  X (NONE, "none", "no failure")                                          \
  X (WRONG_MODEL, "wrong model", "SAT on a satisfiable CNF with a model "  \
     "that leaves a clause false (an engine: a solution that does not "    \
     "verify)")                                                            \
  X (WRONG_UNSAT, "wrong UNSAT", "UNSAT where a model exists (an engine: " \
     "unsat or unique where a solution, or a second one, exists)")        \
  X (WRONG_SAT, "wrong SAT", "SAT on an unsatisfiable CNF")               \
  X (BAD_PROOF, "bad proof", "a right UNSAT whose own DRAT proof (%p) is " \
     "missing or rejected")                                                \
  X (CRASH, "crash", "killed by a signal, or an exit code not 0, 10, 20") \
  X (TIMEOUT, "timeout", "no answer within --timeout where the reference " \
     "had one")                                                            \
  X (MALFORMED, "malformed output", "output that does not read, or an "    \
     "exit code that says otherwise than the answer")                      \
  X (REFERENCE, "reference", "sudosat's own reference or certificate "     \
     "contradicts the evidence: a bug of sudosat, not of the solver")

typedef enum ss_fz_failure {
#define SS_FZ_FAILURE_ENUM(id, name, help) SS_FZ_##id,
  SS_FZ_FAILURES (SS_FZ_FAILURE_ENUM)
#undef SS_FZ_FAILURE_ENUM
  SS_FZ_FAILURE_COUNT
} ss_fz_failure;

/* X (ID, name, how the givens are made from a random full grid). */
#define SS_FZ_MUTATIONS(X)                                                 \
  X (VALID, "valid", "a share of the grid's cells: one solution or more")  \
  X (MINIMAL, "minimal", "dug by gen/ while one solution stays (to a "     \
     "minimal puzzle up to 16x16): the hard uniqueness proofs")            \
  X (UNSAT, "unsat", "a minimal puzzle plus one digit that clashes with "  \
     "no given but is not the solution's: usually no solution, and a "     \
     "proof that needs search")                                            \
  X (INVALID, "invalid", "valid givens with one digit copied into a cell " \
     "of its row, column or box: the givens break a rule")                 \
  X (MULTIPLE, "multiple", "valid givens with an unavoidable rectangle "   \
     "blanked (a b / b a over two boxes): two solutions at least")

typedef enum ss_fz_mutation {
#define SS_FZ_MUTATION_ENUM(id, name, help) SS_FZ_MUT_##id,
  SS_FZ_MUTATIONS (SS_FZ_MUTATION_ENUM)
#undef SS_FZ_MUTATION_ENUM
  SS_FZ_MUTATION_COUNT
} ss_fz_mutation;

/* The rules an instance obeys: the classic ones half the time, else a
 * rule drawn among a jigsaw (SS_KIND_REGIONS) and every kind of
 * core/kinds.h that the engine under test handles, and a third of the
 * time a second kind read off the grid; each laid on the random full
 * grid so that it stays a solution (variant.c).  What the puzzle ends
 * with is its model's kinds (SS_KIND_BIT; 0: classic), which may hold
 * companions (a negative constraint comes with its markers) or lack a
 * rule that this shape cannot take. */
#define SS_FZ_NO_RULE (-1)

typedef struct ss_fz_opts {
  const char *sat_cmd;       /* the program under test, or 0 */
  const ss_solver *solver;   /* else the engine under test */
  const char *ipasir_lib;    /* for the engine ipasir */
  uint64_t seed;
  int box_rows, box_cols;    /* one shape only; 0: 1x2 up to 8x8 */
  double timeout;            /* seconds per solver call (and reference) */
  double shrink_seconds;     /* per failure; 0: no shrinking */
  double stop_at;            /* the whole run's end (monotonic seconds:
                                --seconds), shrinking included; 0: none */
  const char *out_dir;       /* failure folders go here; 0: none */
  const char *save_dir;      /* a program: every CNF of a first run is
                                written here as INDEX-CALL.cnf; 0: none */
  const char *argv0;         /* how sudosat was called, for reproduce */
} ss_fz_opts;

/* The seconds a solver call may take now: the timeout, cut to what is
 * left of the run (stop_at); never 0, which would mean none. */
double ss_fz_timeout (const ss_fz_opts *o);

/* One instance: everything drawn from (seed, index). */
typedef struct ss_fz_instance {
  uint64_t index, seed;      /* seed: the instance's own */
  int box_rows, box_cols;
  int density;               /* percent of the cells given, drawn */
  ss_fz_mutation mutation;
  int rule, rule2;           /* drawn: a kind (SS_KIND_REGIONS: a
                                jigsaw), or SS_FZ_NO_RULE */
  uint64_t kinds;            /* the puzzle's kinds; 0: classic */
  ss_encoding encoding;      /* the base encoding; reduced: its reduced */
  ss_amo amo;                /* form (mode reduced) */
  int reduced;
  int sum;                   /* sums: the sum encoding (sums.h) */
  ss_grid puzzle;
  ss_grid full;              /* the random full grid the puzzle comes
                                from: it satisfies the rules (the
                                mutations may leave it no solution) */
} ss_fz_instance;

typedef struct ss_fz_result {
  ss_fz_instance inst;
  ss_status reference;       /* the ground truth; UNKNOWN: undecided */
  int calls;                 /* solver calls made */
  int unknown;               /* the solver gave no verdict (no failure) */
  ss_fz_failure failure;
  char note[240];            /* how it failed */
  /* after shrinking (when it failed) */
  char dir[600];             /* its folder, or "" */
  int found_rows, found_cols; /* the box as found */
  uint64_t found_kinds;      /* the rules as found */
  int box_rows, box_cols;    /* the shrunk puzzle's box */
  int givens_before, givens_after;
  long clauses_before, clauses_puzzle, clauses_after; /* the failing CNF:
                              found, after the puzzle was shrunk, after
                              ddmin (0 for an engine) */
  long lits_before, lits_after;
  double shrink_seconds;
} ss_fz_result;

const char *ss_fz_failure_name (ss_fz_failure);
const char *ss_fz_failure_help (ss_fz_failure);
const char *ss_fz_mutation_name (ss_fz_mutation);
/* A rule's name: "jigsaw" for SS_KIND_REGIONS, else the kind's. */
const char *ss_fz_rule_name (int kind);
/* The kinds as "classic" or names joined by '+' ("difference+ratio+
 * negative"), at most len bytes. */
void ss_fz_rules_text (uint64_t kinds, char *buf, size_t len);
/* 1 when kinds hold a sum (SS_KF_SUM: --sat-sum applies). */
int ss_fz_rules_sum (uint64_t kinds);

/* Instance index of the options' seed: made, run, judged, and when it
 * fails shrunk and kept (opts.out_dir).  Thread-safe.  Returns 0, or -1
 * when sudosat itself could not go on (memory, the program cannot be
 * started, the folder cannot be written): note says why.  Free with
 * ss_fz_result_free either way. */
int ss_fz_run (const ss_fz_opts *, uint64_t index, ss_fz_result *);
void ss_fz_result_free (ss_fz_result *);

#endif
