/* keys.h -- the one table of f-puzzles keys (keys.c), shared by the
 * reader (read.c) and the writer (write.c) of this folder.
 *
 * Model: every top-level key of an f-puzzles object is one row: what it
 * is (its shape), and for a rule the kind it becomes and the parameter
 * it fixes or implies.  A name with no row is a rule sudosat does not
 * know.  Grid cells' members are a second, smaller table.
 */
#ifndef SS_FP_KEYS_H
#define SS_FP_KEYS_H

#include "../model.h"

typedef enum fp_shape {
  FP_SIZE,     /* "size": the side */
  FP_GRID,     /* "grid": digits, givens, regions */
  FP_META,     /* title, author, ruleset: kept, written back */
  FP_IGNORE,   /* drawing or tool state: ignored, listed */
  FP_COSMETIC, /* a drawing, unless an entry copies a rule
                  (fromConstraint): then that rule's key must be there */
  FP_CAGE,     /* a drawn cage: ignored without a number, refused with */
  FP_BOOL,     /* true: one global constraint */
  FP_NEGATIVE, /* ["ratio", "xv"]: negative constraints */
  FP_CELL,     /* [{cell}]: one constraint per cell */
  FP_PAIR,     /* [{cells: [a, b], value}]: a marker between two cells */
  FP_CELLS,    /* [{cells, value}]: one constraint per entry */
  FP_LINES,    /* [{lines: [[...], ...], value}]: one per line */
  FP_CLUE,     /* [{cell, value}]: a clue outside the grid */
  FP_LITTLE,   /* [{cell, cells, direction, value}]: a little killer */
  FP_ARROW,    /* [{cells, lines}]: circle, and lines from it */
  FP_CLONE,    /* [{cells, cloneCells}] */
  FP_QUAD,     /* [{cells, values}] */
  FP_IN_CELL   /* not a top-level key but a member of every grid cell
                  ("givenPencilMarks"): read and written with the grid */
} fp_shape;

typedef struct fp_key {
  const char *name;
  fp_shape shape;
  int kind;            /* rules: the ss_kind */
  int fixed;           /* the first parameter the key fixes, or
                          SS_NO_PARAM */
  int dflt;            /* a missing "value" means this, or SS_NO_PARAM
                          (then the constraint has no parameter) */
  const char *members; /* an entry's members, space-separated */
} fp_key;

/* The row of a top-level key, or 0. */
const fp_key *ss_fp_key_find (const char *name);
/* Rows in table order, for the writer: 0 past the last. */
const fp_key *ss_fp_key_row (int i);

/* 1 when name is one of row's entry members. */
int ss_fp_key_member (const fp_key *row, const char *name);

/* Grid cell members: "parity" is f-puzzles' older spelling of an odd
 * or even cell, "givenPencilMarks" the row of shape FP_IN_CELL. */
typedef enum { FP_CELL_VALUE, FP_CELL_GIVEN, FP_CELL_REGION,
               FP_CELL_PARITY, FP_CELL_MARKS, FP_CELL_IGNORE,
               FP_CELL_UNKNOWN } fp_cell_member;
fp_cell_member ss_fp_cell_member_of (const char *name);

/* The rule key a drawing copies, from its fromConstraint name ("German
 * Whispers" -> "whispers", "Row Indexer" -> "rowindexer"), into key. */
void ss_fp_from_constraint_key (const char *name, char *key, int len);

/* The totals of a digital-root cage ("DR<root>") of k cells on side n,
 * as the import of the solver behind f-puzzles lists them: root,
 * root + 9, ... from the least sum of k distinct digits to the most
 * (digital_root.c).  Their number (at most `most` written). */
int ss_fp_dr_totals (int n, int k, int root, int *out, int most);
/* The root whose totals are exactly c's (k cells, side n), or 0. */
int ss_fp_dr_root (int n, const ss_con *c);

#endif
