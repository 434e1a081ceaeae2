/* xc_read.h -- the xc text format: an exact-cover problem as plain text.
 *
 * Format (what `sudosat xc` reads):
 *
 *   # the seed's toy
 *   columns: A B C D
 *   r1: A C
 *   r2: B D
 *   r3: A D
 *   r4: B C
 *
 * - '#' starts a comment that runs to the end of the line; blank lines
 *   and comment lines are skipped; CRLF line endings are accepted.  A
 *   comment starts a line or follows a space: a '#' right after a name
 *   ("r1#5") is refused, never silently read as a comment.
 * - Names are runs of characters other than whitespace, ':' and '#'.
 *   They are case-sensitive.
 * - The first line that is not blank lists the columns (the conditions
 *   to cover exactly once): "columns: NAME ...", or just the names with
 *   no label.  Column names are distinct; there is at least one.
 * - Every later line is one row (a choice): "NAME: COLUMN ...", a row
 *   name, a colon, then the columns it covers: at least one, each a
 *   declared column, none twice.  Row names are distinct.
 *
 * Errors name the file, line and column of the offending text and say
 * what is wrong, one line each (see tests/bad_xc/ for every one).
 *
 * Limits, each refused with its own message: a line of at most
 * SS_MAX_LINE bytes (1 MiB, core/lines.h), so at most 524,288 columns;
 * no NUL byte; and the three of ss_xc_limits below, which bound the
 * memory a problem takes (about 600 MB at the defaults).
 */
#ifndef SS_XC_READ_H
#define SS_XC_READ_H

#include <stdio.h>

#include "../core/error.h"
#include "xc.h"

#define SS_XC_MAX_ROWS (1L << 22)       /* 4,194,304 rows */
#define SS_XC_MAX_ENTRIES (1L << 25)    /* 33,554,432 1s in the matrix */
#define SS_XC_MAX_NAME_BYTES (1L << 27) /* 128 MiB of names */

typedef struct ss_xc_limits {
  long max_rows, max_entries, max_name_bytes; /* names: each + 1 byte */
} ss_xc_limits;

extern const ss_xc_limits ss_xc_limits_default; /* the three above */

typedef struct ss_xc_problem {
  ss_xc *xc;
  int ncols, nrows;
  char **col_name; /* [ncols] */
  char **row_name; /* [nrows], row i is xc row i */
} ss_xc_problem;

/* Reads the whole of in.  Returns 0, or -1 with err set (err->file =
 * name); out is then empty and needs no freeing. */
int ss_xc_read (FILE *in, const char *name, ss_xc_problem *out,
                ss_error *err);
/* The same under other limits (tests use small ones). */
int ss_xc_read_limited (FILE *in, const char *name, const ss_xc_limits *,
                        ss_xc_problem *out, ss_error *err);
void ss_xc_problem_free (ss_xc_problem *);

#endif
