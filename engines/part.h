/* part.h -- how a part of a split puzzle is named.
 *
 * Model: `sudosat split` writes each cube as an ordinary puzzle record
 * whose tail (the text after ':') is its tag, "part I/K of ID": part I
 * of K, and ID the parent's identity, 16 hex digits of a 64-bit hash of
 * its box and cells.  Anything that reads the record keeps the tag, and
 * JSON records say "part":"I/K","parent":"ID", so `sudosat merge` can
 * tell which part a result is, from which puzzle, in any order.
 */
#ifndef SS_PART_H
#define SS_PART_H

#include <stdio.h>

#include "../core/grid.h"

#define SS_PART_ID_LEN 16
#define SS_PART_MAX (1L << 20) /* the most parts a tag may count */

typedef struct ss_part {
  long index, count; /* I and K: 1 <= I <= K <= SS_PART_MAX */
  char parent[SS_PART_ID_LEN + 1];
} ss_part;

/* The identity of a puzzle: 16 lower-case hex digits. */
void ss_part_id (const ss_grid *, char id[SS_PART_ID_LEN + 1]);
/* Reads "part I/K of ID" (surrounding blanks allowed) into *out: 1 when
 * text is a tag, 0 when it is not. */
int ss_part_parse_tag (const char *text, ss_part *out);
/* Reads "I/K" into *out's index and count: 1 when well formed. */
int ss_part_parse_number (const char *text, ss_part *out);
/* 1 when text is 16 lower-case hex digits. */
int ss_part_id_ok (const char *text);
void ss_part_write_tag (FILE *, const ss_part *);

#endif
