/* lines.h -- raw input lines with lookahead, for the record reader.
 *
 * Model: a FILE becomes a queue of lines.  Each line knows its number,
 * its length without the line ending (LF or CRLF; a UTF-8 byte order mark
 * opening the input is dropped too), the column of its first NUL byte and
 * whether it was cut at SS_MAX_LINE bytes.  The reader may
 * peek any number of lines ahead before it consumes them, which is what
 * telling a block of rows from a run of one-line puzzles needs.
 */
#ifndef SS_LINES_H
#define SS_LINES_H

#include <stddef.h>
#include <stdio.h>

/* Longest line kept.  A 100x100 puzzle in token form needs about 40 KiB;
 * anything beyond this is reported as too long, not read into memory. */
#define SS_MAX_LINE (1L << 20)

/* Bytes the readers search lines for, as bits of ss_line.absent. */
enum {
  SS_LB_COLON = 1, SS_LB_COMMA = 2, SS_LB_SPACE = 4, SS_LB_TAB = 8,
  SS_LB_B = 16, SS_LB_PIPE = 32, SS_LB_ALL = 63
};

typedef struct ss_line {
  char *text;  /* NUL-terminated copy; may contain earlier NUL bytes */
  size_t len;
  long number; /* 1-based */
  long nul_col; /* 1-based column of the first NUL byte, 0 if none */
  int too_long; /* the line went past SS_MAX_LINE and was cut */
  /* SS_LB_* bits of bytes known not to be in text, noted while the line
   * was read (a classic puzzle line has none of them, so the searches
   * for them cost nothing); 0, as in a line built by hand, knows none. */
  unsigned absent;
} ss_line;

/* 1 unless every byte of bits is known to be absent from the line. */
static inline int
ss_line_may_have (const ss_line *ln, unsigned bits)
{
  return (ln->absent & bits) != bits;
}

typedef struct ss_lines ss_lines;

ss_lines *ss_lines_new (FILE *in);
void ss_lines_free (ss_lines *);
/* The i-th line not yet consumed (0 = next), or 0 at end of input.  The
 * pointer stays valid until that line is dropped. */
const ss_line *ss_lines_peek (ss_lines *, int i);
void ss_lines_drop (ss_lines *); /* consume the next line */
int ss_lines_failed (const ss_lines *); /* 1 after a read error */

#endif
