/* detect.h -- which alphabet a record's symbols show (rule in detect.c).
 *
 * Model: once a record's cells are scanned with the automatic table
 * (scan.h) and its side N is known, the set of raw codes it used decides
 * the alphabet family and case, or the record is refused with a hint.
 * Earlier records of the same input and side may settle what a record
 * with no evidence of its own cannot.
 */
#ifndef SS_DETECT_H
#define SS_DETECT_H

#include "error.h"
#include "scan.h"

/* What a record showed about '0', for the records after it. */
#define SS_ZERO_UNSETTLED 0
#define SS_ZERO_BLANK 'b'
#define SS_ZERO_DIGIT 'd'

typedef struct ss_choice {
  int zero_based; /* '0' is the first digit (0-9, A-Z) */
  int lower;      /* the letters are lower case */
  char settles;   /* SS_ZERO_* this record proves, or unsettled */
} ss_choice;

/* settled: what earlier records of this input and side proved.  0, or -1
 * with err set (line and column of the symbol at fault). */
int ss_detect_symbols (const ss_cells *, int n, char settled, ss_choice *,
                       ss_error *);
/* Token form: 0, or -1 when 0 and '.' both appear but no token is N. */
int ss_detect_tokens (const ss_cells *, int n, ss_error *);

#endif
