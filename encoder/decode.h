/* decode.h -- from a solver's model back to a Sudoku grid, checked.
 *
 * Model: decoding needs the puzzle, the model, and the variable map the
 * CNF was written with.  The map is the one the CNF's own "c var" lines
 * give, when there is a CNF with such lines; otherwise it is rebuilt from
 * the puzzle and the encoding options (identity, or reduced).  The model
 * must give a value to exactly the variables 1..V of that CNF: more is
 * a wrong variable count, fewer or gaps are missing literals.
 *
 * With the CNF at hand, every clause is also checked against the model,
 * which is how a wrong auxiliary value (invisible in the grid) is caught.
 */
#ifndef SS_DECODE_H
#define SS_DECODE_H

#include <stdio.h>

#include "../core/error.h"
#include "model.h"
#include "varmap.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What reading a CNF alongside a model found. */
typedef struct ss_cnf_check {
  long nvars, nclauses; /* the header's counts */
  long mapped;          /* "c var" lines read into the map */
  long false_clauses;   /* clauses the model leaves false */
  long first_false;     /* the first one's 1-based index, 0 if none */
  long first_false_line;
} ss_cnf_check;

/* Reads a DIMACS file: its "c var V rR cC dD" lines go into map (a
 * listed map of the puzzle, ss_varmap_init_listed), and each clause is
 * checked against the model (when it is non-null).  Returns 0, or -1
 * with err set for a malformed file or map line. */
int ss_decode_cnf (FILE *in, const char *name, const ss_model *model,
                   ss_varmap *map, ss_cnf_check *out, ss_error *err);

/* Only the "p cnf" line's variable count, into *nvars; stops reading
 * there.  Returns 0, or -1 with err set (no header, a malformed one). */
int ss_decode_cnf_nvars (FILE *in, const char *name, long *nvars,
                         ss_error *err);

/* Parses the text of one comment: all of it after the 'c', as the
 * DIMACS reader passes it.  A comment whose first word is "var" must be
 * exactly "c var V rR cC dD" (blanks between the fields, digits only,
 * each number at most INT_MAX, nothing after).  1: it was a map line,
 * now in map; 0: another comment; -1: a malformed map line (err says
 * why, no line). */
int ss_decode_map_line (ss_varmap *map, const char *text, ss_error *err);

/* Checks that the model gives a value to each of 1..nvars and no other.
 * Returns 0, or -1 with err set (the model's file; position if known). */
int ss_decode_check_vars (const ss_model *, long nvars, const ss_varmap *,
                          ss_error *err);

#ifdef __cplusplus
}
#endif

#endif
