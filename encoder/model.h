/* model.h -- what a SAT solver answered: a verdict and, if SAT, values.
 *
 * Model: two layouts are read, told apart by their first line that is
 * neither blank nor a comment:
 *
 *   SAT competition (cadical, picosat, cryptominisat5, minisat's stdout
 *   with -verb=0 aside): "c ..." comments anywhere, one status line
 *   "s SATISFIABLE" / "s UNSATISFIABLE" / "s UNKNOWN", then "v ..."
 *   lines of literals spread over as many lines as the solver likes,
 *   the last value being 0.
 *
 *   minisat's result file (minisat IN OUT): "SAT", "UNSAT" or "INDET"
 *   on the first line, then the literals, ending in 0.
 *
 * A variable may be given once (repeating the same literal is allowed);
 * -v after v is a contradiction and an error.  Values after the final 0,
 * or any for an UNSAT verdict, are errors too.
 */
#ifndef SS_MODEL_H
#define SS_MODEL_H

#include <stdio.h>

#include "../core/error.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum ss_model_status {
  SS_MODEL_SAT,
  SS_MODEL_UNSAT,
  SS_MODEL_UNKNOWN
} ss_model_status;

typedef struct ss_model {
  ss_model_status status;
  int minisat;         /* 1: minisat's result file; 0: competition output */
  long nvars;          /* the largest variable given a value */
  long nvars_line, nvars_col; /* where that variable's literal stands */
  signed char *value;  /* value[v], 1 <= v <= nvars: 1, -1, or 0 = none */
} ss_model;

/* No variable above this is read (values take a byte each, indexed by
 * variable, so at most 16 MiB); sudosat's largest CNF, 100x100 with the
 * sequential AMO, has 4.96 million. */
#define SS_MODEL_MAX_VAR (1L << 24)
/* The longest verdict line ("s SATISFIABLE", "SAT") read; a longer first
 * line is refused after this many bytes.  Lines of values may be of any
 * length: they are parsed as they stream past.  A NUL byte anywhere is
 * an error. */
#define SS_MODEL_VERDICT_MAX 128

/* Reads a whole result.  nvars > 0 is the CNF's variable count: a larger
 * variable is a wrong variable count, reported where it stands.  Returns
 * 0, or -1 with err set (file, line and column of the problem).  Free
 * with ss_model_free either way. */
int ss_model_read (FILE *in, const char *name, long nvars, ss_model *,
                   ss_error *err);
void ss_model_free (ss_model *);

/* An ss_value_fn (varmap.h) over a model: ctx is the ss_model. */
int ss_model_value (void *model, long var);

#ifdef __cplusplus
}
#endif

#endif
