/* error.h -- how the library reports a failure: a message and where.
 *
 * The library never prints.  A failing call fills an ss_error and returns
 * nonzero; the CLI decides how to show it ("error: FILE:LINE:COL: msg").
 * line and col are 1-based; 0 means "does not apply".
 */
#ifndef SS_ERROR_H
#define SS_ERROR_H

#include <stdio.h>

typedef struct ss_error {
  const char *file; /* name as the caller gave it ("-" for stdin), or 0 */
  long line;
  long col;
  int unknown;      /* 1: the input names a rule (a kind, an f-puzzles key,
                       a parameter word) sudosat does not know: the CLI
                       exits 2 for it, not 1 (README "Exit codes");
                       ss_error_set clears it, the reader sets it after */
  char msg[240];
} ss_error;

void ss_error_clear (ss_error *);
void ss_error_set (ss_error *, long line, long col, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 4, 5)))
#endif
  ;
/* Writes "FILE:LINE:COL: msg" (the parts that apply) to out. */
void ss_error_write (FILE *out, const ss_error *);

#endif
