/* dimacs_read.h -- reading any DIMACS CNF, one clause at a time.
 *
 * Model: a DIMACS file is lines.  A line whose first non-blank character
 * is 'c' is a comment, wherever it stands.  Exactly one "p cnf V C" line
 * comes before the first literal.  Literals are whitespace-separated
 * integers with |lit| <= V; 0 ends a clause, and a clause may span lines
 * or share one.  A line starting with '%' ends the formula (SATLIB's
 * files do that).  There must be exactly C clauses, the last ending in 0.
 *
 * The reader streams: it keeps one clause, so it reads files of any size.
 * Every error carries the line and column of the offending token.
 *
 * Limits (each refused with its own message): at most 2147483646
 * variables and clauses (the header's numbers), SS_DIMACS_MAX_CLAUSE
 * literals in one clause, a 'p' line of SS_DIMACS_COMMENT_MAX bytes.
 * Clause lines may be of any length; a NUL byte anywhere is an error.
 */
#ifndef SS_DIMACS_READ_H
#define SS_DIMACS_READ_H

#include <stdio.h>

#include "../core/error.h"

/* Bytes of a comment passed to the callback; the rest of a longer one
 * is skipped.  Also the longest 'p' line read. */
#define SS_DIMACS_COMMENT_MAX 1023
/* Literals in one clause (4 bytes each are kept: 4 MiB); sudosat's own
 * clauses have at most 100. */
#define SS_DIMACS_MAX_CLAUSE (1 << 20)

/* Callbacks, each optional.  A nonzero return stops the reading; the
 * callback then sets err's message (and may set line and col; a comment
 * callback that leaves line 0 gets the comment's position). */
typedef struct ss_dimacs_handler {
  void *ctx;
  int (*header) (void *ctx, long nvars, long nclauses, ss_error *err);
  /* The clause, its 1-based index and the line it starts on. */
  int (*clause) (void *ctx, const int *lits, int len, long index, long line,
                 ss_error *err);
  /* The comment's text: everything after its 'c' (blanks included, the
   * line ending not), cut to its first SS_DIMACS_COMMENT_MAX bytes. */
  int (*comment) (void *ctx, const char *text, long line, ss_error *err);
} ss_dimacs_handler;

/* Reads all of in; name goes into err.  Returns 0, or -1 with err set
 * (malformed input, a read error, no memory, or a callback's stop). */
int ss_dimacs_read (FILE *in, const char *name, const ss_dimacs_handler *,
                    ss_error *err);

#endif
