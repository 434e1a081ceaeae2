/* alphabet.h -- which characters stand for which digits.
 *
 * Model: an alphabet lists the symbols of the digits 1..N in order.  Two
 * families are built in, each in upper or lower case:
 *
 *   default     "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ": 1..35, '0' a blank;
 *   zero-based  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ": '0' is 1, so a
 *               16x16 uses the hex digits 0-F.
 *
 * The reader picks the family per record from the evidence (reader.h).
 * A custom alphabet ("0123456789ABCDEF", --alphabet) lists the symbols of
 * 1..N itself; a letter it lists in one case also reads in the other case
 * unless that one is listed too.  '.', '_' and '-' are always blanks, and
 * '0' too unless it is a symbol.  '|' and '+' are layout separators; they,
 * ':', ',', '#' and '*' are never symbols.
 */
#ifndef SS_ALPHABET_H
#define SS_ALPHABET_H

#include "error.h"
#include "grid.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SS_SEPARATOR (-2)
#define SS_UNKNOWN_SYMBOL (-1)

typedef struct ss_alphabet {
  int size;                  /* symbols available: 35 by default */
  int custom;                /* 1 when given by the user */
  char symbol[SS_MAX_N + 2]; /* symbol[v] writes digit v; symbol[0] blank;
                                NUL after the last, so symbol + 1 is the
                                alphabet as a string */
  signed char value[256];    /* char -> digit, 0 blank, or the codes above */
} ss_alphabet;

void ss_alphabet_default (ss_alphabet *);
/* One of the built-in families (see above). */
void ss_alphabet_family (ss_alphabet *, int zero_based, int lower);
int ss_alphabet_custom (ss_alphabet *, const char *symbols, ss_error *);
/* The alphabet of a record written as whitespace-separated integers: no
 * symbols (size 0), so writers spell every digit as a number, as the
 * input did ("13 8 6 7", not "D867"). */
void ss_alphabet_tokens (ss_alphabet *);

/* Digit d of an N x N grid as its reader wrote it, for messages: its
 * symbol when the alphabet spells every digit of the grid ("A" for 10 in
 * 1-9A-G), else the number ("10": tokens, or a null alphabet). */
const char *ss_digit_name (const ss_alphabet *, int n, int d, char buf[8]);

/* Writes c for a message: 'x' when printable, '\xNN' otherwise. */
const char *ss_char_show (int c, char buf[8]);

#ifdef __cplusplus
}
#endif

#endif
