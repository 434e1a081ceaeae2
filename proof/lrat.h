/* lrat.h -- a second checker, independent of drat.h: LRAT, forward,
 * driven by hints, with no search.
 *
 * Model: an LRAT proof is a list of steps over a formula whose clauses
 * have IDs 1 .. M in the order of the CNF:
 *
 *   ID LIT ... 0 HINT ... 0    add the clause LIT ... under the new ID
 *   ID d ID ... 0              delete the clauses with these IDs
 *
 * A lemma is checked by assuming its literals false and going through
 * its hints in order: each positive hint names a clause present that
 * must now be unit (its open literal is then assigned) or false (the
 * lemma is derived).  When the positive hints end without a conflict,
 * the lemma must be RAT on its first literal p: the rest of the hints
 * are cases, each a negative hint -D naming a clause D present that
 * holds -p, followed by the positive hints that refute the lemma plus D
 * without -p; every clause present that holds -p needs its case, unless
 * one of its other literals is already true.  IDs of lemmas increase.
 * The proof is verified when the empty clause is derived; reading stops
 * there.  Text LRAT only (binary LRAT is not read).
 *
 * This checker shares no code with the DRAT checker but the DIMACS
 * reader and the variable map (dense.h): what one gets wrong the other
 * is unlikely to get wrong the same way, so check-proof --lrat's output
 * checked here is two checks.  It is small on purpose: a forward pass
 * that only follows the hints.  Memory holds the clauses present (a
 * deleted clause is freed), bounded by opts.max_bytes.
 *
 * Limits (docs/limits.md), each refused with its own message: variables
 * 1 .. SS_LRAT_MAX_VAR, IDs 1 .. SS_LRAT_MAX_ID, at most opts.max_lits
 * literals and opts.max_hints hints in one step.
 */
#ifndef SS_LRAT_H
#define SS_LRAT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../core/error.h"

enum { SS_LRAT_EINPUT = -1, SS_LRAT_ENOMEM = -2 };

#define SS_LRAT_MAX_VAR 1073741823L             /* 2^30 - 1, as DRAT's */
#define SS_LRAT_MAX_ID 4611686018427387903LL   /* 2^62 - 1 */
#define SS_LRAT_MAX_STEP 1073741823L           /* literals or hints */
#define SS_LRAT_DEFAULT_MAX_BYTES ((size_t) 4 << 30)

typedef struct ss_lrat_opts {
  size_t max_bytes;         /* 0: SS_LRAT_DEFAULT_MAX_BYTES */
  long max_lits, max_hints; /* 0 (or above): SS_LRAT_MAX_STEP */
} ss_lrat_opts;

typedef enum ss_lrat_verdict {
  SS_LRAT_VERIFIED,
  SS_LRAT_REJECTED, /* a lemma's hints do not derive it: why says how */
  SS_LRAT_NO_EMPTY  /* the proof ends without the empty clause */
} ss_lrat_verdict;

typedef struct ss_lrat_stats {
  long input_clauses, lemmas, deletions, absent_deletions, rat;
  long hints;       /* hints followed, in all */
  double seconds;   /* reading and checking the proof */
} ss_lrat_stats;

typedef struct ss_lrat_result {
  ss_lrat_verdict verdict;
  long long id;     /* REJECTED: the lemma's ID, and the line it is on */
  long line;
  char why[160];    /* REJECTED: "hint 12 is not unit (2 literals open)" */
  ss_lrat_stats stats;
} ss_lrat_result;

typedef struct ss_lrat ss_lrat;

ss_lrat *ss_lrat_new (const ss_lrat_opts *); /* 0 when out of memory */
void ss_lrat_free (ss_lrat *);

/* The formula, clause i of the file getting ID i.  0, SS_LRAT_EINPUT
 * (err has the position) or SS_LRAT_ENOMEM. */
int ss_lrat_read_cnf (ss_lrat *, FILE *in, const char *name, ss_error *err);
/* Reads and checks the proof in one pass; res is filled on 0. */
int ss_lrat_check (ss_lrat *, FILE *in, const char *name, ss_lrat_result *,
                   ss_error *err);

/* "verified", or "rejected: lemma 12 (line 3): hint 7 is not unit (2
 * literals open)" and the like. */
void ss_lrat_describe (const ss_lrat_result *, char *buf, size_t size);

#endif
