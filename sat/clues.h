/* clues.h -- is every clue needed?  The setter's clue analysis
 * (`sudosat explain --clues`, docs/setters.md).
 *
 * Model.  A clue is a given (a cell's digit) or a rule instance (one
 * constraint of the model: a cage, an arrow, a line, a dot, a little
 * killer clue, a global rule such as anti-knight).  The rows, columns
 * and regions are the puzzle's frame, not clues.
 *
 * One incremental SAT instance (CaDiCaL) holds the puzzle's CNF without
 * its givens: every clause the encoder writes for constraint i carries
 * the literal -s_i (the sink's group callback says which constraint a
 * clause serves: a kind's family by constraint, the extra houses by the
 * constraint that made them, the small all-different groups by cage),
 * so assuming s_i switches the constraint on, and a given is the
 * assumption of its cell's digit.  The frame and the order literals'
 * definitions carry no selector.  Once the solution S is known, the
 * clause "not S" is added for good: from then on every question is
 * "is there another solution with these clues on?", one solve call:
 *
 *   needed     without clue c there is another solution: the model,
 *              read back and verified against the puzzle without c
 *              (ss_solution_ok on a grid built without it), is shown;
 *   redundant  without clue c nothing but S: UNSAT under assumptions.
 *
 * Certificates.  An UNSAT answer under assumptions ends in no empty
 * clause, so its DRAT proof is not a refutation the checker accepts.
 * Each "redundant" verdict is therefore certified from a fresh CNF of
 * the puzzle without c (certify.h: encoded anew, givens as units, the
 * blocking clause of S, CaDiCaL's DRAT checked by sudosat's checker).
 * The certificate does not rest on the selector literals.
 *
 * Minimal set: only a redundant clue can go (without a needed one there
 * is another solution, and removing more clues keeps it), so the
 * redundant ones are tried in order -- givens in reading order, then
 * the rules -- each dropped when the puzzle without it and those
 * already dropped is still unique.  The result is certified the same
 * way and re-solved by cp, a second engine, which must find S alone.
 *
 * Rules whose meaning reads other constraints (negative: every pair
 * without a dot; extreme: neighbours that are not extremes) make the
 * selector reading wrong -- switching a dot off would have to switch
 * the negative rule on for that pair -- so such a puzzle is analysed
 * with a fresh CNF per question ("fresh": slower, the same answers).
 * There, removing a marker is not a relaxation: the puzzle without it
 * may lose S, so "needed" also covers "without it, no solution (or
 * another one)", and "redundant" means S alone, S verified.
 *
 * A puzzle with several solutions gets a proposal instead: among the
 * cells where two solutions differ, each digit one of them puts there
 * is tried as a new given, its solutions counted up to a cap; the one
 * that leaves the fewest is proposed, and whether it makes the puzzle
 * unique.
 */
#ifndef SS_CLUES_H
#define SS_CLUES_H

#include <stdint.h>

#include "../solvers/solver.h"
#include "certify.h"

typedef enum ss_clue_verdict {
  SS_CLUE_UNDECIDED, /* time ran out, or a witness failed its check */
  SS_CLUE_NEEDED,
  SS_CLUE_REDUNDANT
} ss_clue_verdict;

typedef struct ss_clue {
  int cell;          /* a given: r*N + c; a rule: -1 */
  int con;           /* a rule: its index in the model; a given: -1 */
  ss_clue_verdict verdict;
  uint8_t *witness;  /* NEEDED: another solution without it (N*N cells),
                        verified; 0 when without it there is no
                        solution at all (a marker whose absence a
                        negative rule reads) */
  ss_cert cert;      /* REDUNDANT: the certificate of "still unique" */
  int kept;          /* in the minimal set */
} ss_clue;

typedef struct ss_clues_opts {
  double timeout;    /* seconds for the whole analysis; 0 = none */
  int certify;       /* 1: certify every redundant verdict and the
                        minimal set */
  int fresh;         /* 1: a fresh CNF per question, even where the
                        selector literals would serve (a cross-check) */
  int cap;           /* proposal: solutions counted per try; 0 = 20 */
} ss_clues_opts;

typedef struct ss_clues {
  int n;
  ss_status status;  /* of the puzzle: unique (analysed), multiple
                        (proposal), or invalid, unsat, unknown */
  int nclues;
  ss_clue *clue;     /* the givens in reading order, then the rules */
  uint8_t *solution; /* unique: S; multiple: one solution */
  uint8_t *second;   /* multiple: another */
  int fresh;         /* the analysis used a fresh CNF per question */
  long sat_calls;    /* solve calls of the incremental instance */
  long encodes;      /* fresh CNFs solved (fresh mode) */
  long bad_witnesses; /* second solutions the verifier refused (a
                         finding: the CNF and the rules disagree) */
  /* unique: the minimal set */
  int minimal_count;
  ss_grid minimal;   /* the puzzle with only the kept clues */
  ss_cert minimal_cert;
  ss_status minimal_cp; /* a second engine's verdict on it: unique when
                           it agrees (cp within a budget, else picosat) */
  const char *minimal_by; /* that engine: "cp" or "picosat" */
  int certified, uncertified; /* redundant verdicts certified or not */
  /* multiple: the proposal */
  int propose_cell, propose_digit; /* -1 when none */
  uint64_t propose_count; /* solutions with it, counted up to the cap */
  int propose_exact;      /* 1: the count is below the cap, so exact */
  int cap;
  double seconds;
  char note[200];    /* why undecided or unknown; "" when none */
} ss_clues;

/* Analyses puzzle.  0, or -1 when out of memory (note says so);
 * release with ss_clues_free. */
int ss_clues_analyse (const ss_grid *puzzle, const ss_clues_opts *,
                      ss_clues *out);
void ss_clues_free (ss_clues *);

/* The puzzle with only the clues whose keep[] is nonzero (nclues
 * entries, in the order of ss_clues): givens cleared, constraints left
 * out (a new model).  0, or -1 when out of memory. */
int ss_clues_subset (const ss_grid *puzzle, const ss_clues *,
                     const unsigned char *keep, ss_grid *out);

#endif
