/* drat.h -- an independent DRAT proof checker.
 *
 * Model: a formula F (DIMACS clauses) and a proof, a sequence of steps
 * "add lemma C" and "delete clause D", in text DRAT or binary DRAT.  The
 * proof refutes F when every lemma it needs preserves satisfiability of
 * the clauses present at its step -- it is RUP (unit propagation on the
 * negated lemma reaches a conflict) or RAT on its first literal -- and the
 * empty clause follows.  The check is backward (as drat-trim's): a
 * forward pass adds lemmas and honours deletions until unit propagation
 * finds a conflict; the clauses behind that conflict are marked, and the
 * lemmas are then undone from the last to the first, and each marked one
 * is checked against the clauses present before it, marking what its
 * check used (core-first propagation prefers clauses already marked, so
 * the marked core stays small).  Unmarked lemmas are never checked: they
 * did not matter.  docs/proof.md has the algorithm, the formats and the
 * policies (unit deletions, absent deletions, tautologies, duplicates,
 * extension variables).
 *
 * Use:
 *
 *   ss_drat *ck = ss_drat_new (&opts);
 *   ss_drat_add_input (ck, lits, len, &err) ... once per clause of F,
 *     or ss_drat_read_cnf (ck, cnf_file, name, &err);
 *   ss_drat_read_proof (ck, proof_file, name, &err);
 *   ss_drat_check (ck, &result, &err);
 *   ss_drat_free (ck);
 *
 * Every call returns 0, SS_DRAT_EINPUT (malformed input, or past one of
 * the reader's limits: err has the position), SS_DRAT_ENOMEM (memory ran
 * out, or the memory limit of the options was reached) or
 * SS_DRAT_EINTERNAL (a bug of the checker).  Memory is bounded by
 * opts.max_bytes: the
 * whole proof is held (backward checking needs it): about 4 bytes a
 * literal, 45 a clause, 13 a step and 100 a variable.  The library never
 * prints.
 *
 * Limits (docs/limits.md), each refused with its own message: variables
 * up to SS_DRAT_MAX_VAR; at most opts.max_clauses clauses, the formula's
 * and the lemmas together (a deletion either takes one away or is
 * dropped, so steps need no limit of their own); at most
 * opts.max_lemma_lits literals, as written, in one step.  Lines need
 * none: text is read token by token and comments are skipped unread.
 */
#ifndef SS_DRAT_H
#define SS_DRAT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../core/error.h"

enum { SS_DRAT_EINPUT = -1, SS_DRAT_ENOMEM = -2, SS_DRAT_EINTERNAL = -3 };

typedef enum ss_drat_format {
  SS_DRAT_AUTO,   /* binary when the first bytes say so (see drat_read.c) */
  SS_DRAT_TEXT,
  SS_DRAT_BINARY
} ss_drat_format;

#define SS_DRAT_DEFAULT_MAX_BYTES ((size_t) 4 << 30) /* 4 GiB */
#define SS_DRAT_MAX_VAR 1073741823L      /* 2^30 - 1: literal indices fit */
#define SS_DRAT_MAX_CLAUSES 1073741808L  /* 2^30 - 16: clause ids, 30 bits */
#define SS_DRAT_MAX_LEMMA_LITS 1073741823L

typedef struct ss_drat_opts {
  ss_drat_format format;
  size_t max_bytes; /* 0: SS_DRAT_DEFAULT_MAX_BYTES */
  /* 0 (or anything above the maximum): the maximum above.  Tests and
   * the fuzzer lower them, as a real file would be too big. */
  long max_clauses, max_lemma_lits;
} ss_drat_opts;

/* What the check found.  Every verdict but VERIFIED rejects the proof. */
#define SS_DRAT_VERDICTS(X)                                               \
  X (VERIFIED, "verified")                                                \
  X (NOT_IMPLIED, "a lemma is neither RUP nor RAT on its first literal")  \
  X (EMPTY_NOT_RUP, "the empty clause does not follow by propagation")    \
  X (NO_EMPTY, "the proof ends without the empty clause")

typedef enum ss_drat_verdict {
#define SS_DRAT_VERDICT_ENUM(id, text) SS_DRAT_##id,
  SS_DRAT_VERDICTS (SS_DRAT_VERDICT_ENUM)
#undef SS_DRAT_VERDICT_ENUM
} ss_drat_verdict;

typedef struct ss_drat_stats {
  long variables;      /* the largest variable, formula and proof */
  long input_vars;     /* the largest variable of the formula */
  long input_clauses;
  long lemmas;         /* lemmas read (up to the first empty clause) */
  long deletions;      /* deletions read */
  long checked;        /* lemmas checked: the marked ones */
  long rat;            /* of those, how many needed RAT */
  long core_inputs;    /* formula clauses the proof used */
  long reason_deletions; /* deletions of reason clauses, ignored */
  long absent_deletions; /* deletions of clauses not present, ignored */
  long tautologies;    /* tautological clauses (formula and proof) */
  long duplicates;     /* duplicate literals removed */
  long unused_steps;   /* steps after the conflict, never looked at */
  uint64_t propagations;
  double read_seconds, check_seconds;
} ss_drat_stats;

typedef struct ss_drat_result {
  ss_drat_verdict verdict;
  int binary;          /* the proof was read as binary DRAT */
  long lemma;          /* NOT_IMPLIED, EMPTY_NOT_RUP: its number, 1-based,
                          counting lemmas only */
  long at;             /* and where it starts: a line (text) or a byte
                          offset from 0 (binary) */
  long absent_at;      /* where the first absent deletion is, or -1 */
  ss_drat_stats stats;
} ss_drat_result;

typedef struct ss_drat ss_drat;

ss_drat *ss_drat_new (const ss_drat_opts *); /* 0 when out of memory */
void ss_drat_free (ss_drat *);

/* One clause of the formula (0-free literals); all come before the proof. */
int ss_drat_add_input (ss_drat *, const int *lits, int len, ss_error *err);
/* Every clause of a DIMACS file (dimacs/dimacs_read.h's rules). */
int ss_drat_read_cnf (ss_drat *, FILE *in, const char *name, ss_error *err);
/* The proof, once, after the formula.  Reading stops after the first
 * empty clause: what follows cannot matter. */
int ss_drat_read_proof (ss_drat *, FILE *in, const char *name,
                        ss_error *err);
/* Runs the check; result is filled on 0. */
int ss_drat_check (ss_drat *, ss_drat_result *, ss_error *err);

/* After a check that verified: writes the proof trimmed to the lemmas
 * the check used, in text DRAT, for an independent checker to confirm
 * (drat_core.c).  0, or -1 (not verified, or a write error). */
int ss_drat_write_core (const ss_drat *, const ss_drat_result *, FILE *out);

/* "verified", or "rejected: lemma K (line L) is not RUP/RAT" and the
 * like: the one-line answer of sudosat check-proof. */
void ss_drat_describe (const ss_drat_result *, char *buf, size_t size);

#endif
