/* merge.h -- the parts' results of a split puzzle added up to the
 * puzzle's verdict (`sudosat merge`).
 *
 * Model: each result is one JSON record of `sudosat solve` on a part
 * (part.h: "part":"I/K","parent":"ID").  The parts partition the
 * solutions, so their counts add up, and the verdict is
 *
 *   multiple  as soon as two solutions are in (whatever is missing);
 *   unknown   while a part is missing or its verdict is unknown;
 *   unsat     every part unsat;
 *   unique    one part unique and every other unsat;
 *   found     one solution, from a part searched only to K = 1.
 *
 * Nothing a part says is taken on trust where it can be checked: the
 * status must fit the count, every solution shown must be a full grid
 * that breaks no rule (and keeps its part's givens, when the parts are
 * known), two parts must not show the same solution, and the verdict is
 * certified only when every part's unsat or unique was.  A record of
 * another puzzle, another K, another box or alphabet, or a part read
 * twice, is refused.
 */
#ifndef SS_MERGE_H
#define SS_MERGE_H

#include <stddef.h>
#include <stdint.h>

#include "../core/error.h"
#include "../core/grid.h"
#include "../solvers/solver.h"
#include "part.h"

typedef struct ss_merge ss_merge;

/* At most this many bytes of part cells are kept by ss_merge_expect. */
#define SS_MERGE_EXPECT_MAX (256L << 20)

ss_merge *ss_merge_new (void); /* 0 when out of memory */
/* Lowers that bound (tests reach it with a few parts). */
void ss_merge_limit_expect (ss_merge *, size_t bytes);
void ss_merge_free (ss_merge *);

/* A part as split wrote it (its record read back), so that solutions
 * are checked against its givens: 0, or -1 with err set (another
 * puzzle, a part given twice). */
int ss_merge_expect (ss_merge *, const ss_part *, const ss_grid *part,
                     ss_error *err);

/* One line of results.  file must outlive the merge (it names where a
 * part was first read).  0, or -1 with err set (column, reason; the
 * caller sets the line and file). */
int ss_merge_add (ss_merge *, const char *file, long line, const char *text,
                  size_t len, ss_error *err);

typedef struct ss_merge_verdict {
  ss_status status;
  uint64_t count;       /* solutions, added up (a floor unless exhausted) */
  int exhausted;        /* every part read and its search finished */
  long parts, results;  /* K, and the parts read */
  long missing, unknown; /* parts not read; read with verdict unknown */
  long *missing_list, *unknown_list; /* their numbers (1-based), owned by
                                        the merge */
  int cert_asked;       /* some part carried "certified" */
  int certified;        /* unsat or unique, and every part certified */
  long uncertified;     /* a part whose verdict was not certified, or 0 */
  uint64_t wrong;       /* wrong solutions the parts' solvers reported */
  double parts_ms;      /* the parts' time_ms, added up */
  const char *solution; /* the first solution (the lowest part's), or 0 */
  const char *box, *alphabet, *parent;
} ss_merge_verdict;

/* The verdict of what was added; -1 (err set) when nothing was. */
int ss_merge_verdict_of (ss_merge *, ss_merge_verdict *, ss_error *err);

#endif
