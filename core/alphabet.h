/* alphabet.h -- which characters stand for which digits.
 *
 * Default: '1'-'9' are 1..9 and 'A'-'Z' are 10..35; '0', '.' and '_' are
 * blanks.  A custom alphabet ("0123456789ABCDEF") lists the symbols of
 * 1..N in order; '.' and '_' stay blanks, and '0' too unless it is listed.
 * '|', '-' and '+' are layout separators and never symbols.
 */
#ifndef SS_ALPHABET_H
#define SS_ALPHABET_H

#include "error.h"
#include "grid.h"

#define SS_SEPARATOR (-2)
#define SS_UNKNOWN_SYMBOL (-1)

typedef struct ss_alphabet {
  int size;                  /* symbols available: 35 by default */
  int custom;                /* 1 when given by the user */
  char symbol[SS_MAX_N + 1]; /* symbol[v] writes digit v; symbol[0] blank */
  signed char value[256];    /* char -> digit, 0 blank, or the codes above */
} ss_alphabet;

void ss_alphabet_default (ss_alphabet *);
int ss_alphabet_custom (ss_alphabet *, const char *symbols, ss_error *);

/* Writes c for a message: 'x' when printable, '\xNN' otherwise. */
const char *ss_char_show (int c, char buf[8]);

#endif
