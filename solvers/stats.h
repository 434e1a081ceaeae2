/* stats.h -- the work counters every solver reports, as one X-macro list.
 *
 * One list generates the struct, the JSON keys, the CSV header and the
 * help text, so a counter is added in exactly one place.  Counters are
 * machine-independent units (after Knuth): they say how much work was
 * done, not how long it took.  A solver fills the ones that fit it and
 * leaves the rest 0.
 */
#ifndef SS_STATS_H
#define SS_STATS_H

#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SS_STATS(X)                                                       \
  X (nodes, "search nodes: calls of the search routine")                  \
  X (guesses, "branches tried: digits, rows or SAT decisions")            \
  X (dead_ends, "nodes with no way forward (a cell or column emptied)")   \
  X (propagations, "forced steps: singles placed or literals propagated") \
  X (conflicts, "SAT conflicts")                                          \
  X (learned, "clauses learned by a SAT solver")                          \
  X (variables, "CNF variables given to a SAT solver")                    \
  X (clauses, "CNF clauses given to a SAT solver")                        \
  X (cells_left, "blank cells an incomplete method left unfilled")

typedef struct ss_stats {
#define SS_STATS_FIELD(name, help) uint64_t name;
  SS_STATS (SS_STATS_FIELD)
#undef SS_STATS_FIELD
} ss_stats;

/* Adds b into a, counter by counter. */
void ss_stats_add (ss_stats *a, const ss_stats *b);
/* ,"nodes":12,"guesses":3,... (leading comma, nonzero counters only). */
void ss_stats_write_json (FILE *, const ss_stats *);
/* {"nodes":12,"guesses":3,...}: every counter, zero or not. */
void ss_stats_write_json_object (FILE *, const ss_stats *);
/* nodes,guesses,... and the matching values. */
void ss_stats_write_csv_header (FILE *);
void ss_stats_write_csv (FILE *, const ss_stats *);

#ifdef __cplusplus
}
#endif

#endif
