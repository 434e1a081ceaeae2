/* satcmd.h -- a DIMACS SAT solver program, run on CNF files (--sat-cmd).
 *
 * Model: a command line with placeholders, the temporary files it needs,
 * and runs.  Where the CNF's path goes:
 *
 *   %i, %c    replaced by it, wherever it stands ('cadical -q %c %p');
 *   %o        (without %i or %c) it goes just before the %o word,
 *             minisat's order: 'minisat %o' runs minisat CNF RESULT;
 *   none      it is appended as the last argument.
 *
 * %o is replaced by a result file in minisat's format, read after the
 * run; otherwise the answer is read from stdout in the SAT competition
 * format (both by encoder/model.h).  %p is replaced by a file for the
 * solver's own DRAT proof, emptied before every run (own_proof.h checks
 * it).  The caller writes the CNF to `cnf` before each run.
 *
 * A run is believed only as far as it is consistent: an exit code other
 * than 0, 10 or 20 or a signal is a crash; output that does not read,
 * or an exit code that disagrees with the "s" line, is malformed; the
 * deadline kills the process group (spawn.h).  Used by external.c (the
 * solver of the table) and by fuzz/ (sudosat fuzz).
 */
#ifndef SS_SATCMD_H
#define SS_SATCMD_H

#include <stddef.h>

#include "../core/error.h"
#include "../encoder/model.h"
#include "spawn.h"

#define SS_SATCMD_PATH 512

typedef struct ss_satcmd {
  char cnf[SS_SATCMD_PATH], out[SS_SATCMD_PATH], err[SS_SATCMD_PATH];
  char result[SS_SATCMD_PATH]; /* %o, or "" */
  char proof[SS_SATCMD_PATH];  /* %p, or "" */
  ss_argv argv;                /* the command with the paths put in */
  ss_spawn_result last;        /* how the last run's process ended (a
                                  CRASH answer: a signal or an exit code) */
} ss_satcmd;

/* How a run ended. */
#define SS_SATCMD_ANSWERS(X)                                              \
  X (SAT, "sat")                                                          \
  X (UNSAT, "unsat")                                                      \
  X (UNKNOWN, "unknown")     /* it said so (s UNKNOWN, INDET) */          \
  X (TIMEOUT, "timeout")                                                  \
  X (CRASH, "crash")         /* a signal, or an exit code not 0/10/20 */  \
  X (MALFORMED, "malformed") /* unreadable, or exit code against "s" */   \
  X (NOSTART, "no start")    /* the program could not be run */

typedef enum ss_satcmd_answer {
#define SS_SATCMD_ENUM(id, name) SS_ANSWER_##id,
  SS_SATCMD_ANSWERS (SS_SATCMD_ENUM)
#undef SS_SATCMD_ENUM
} ss_satcmd_answer;

const char *ss_satcmd_answer_name (ss_satcmd_answer);

/* Parses cmd, makes the temporary files it needs (in TMPDIR) and the
 * argv.  0, or -1 with err set.  Close it either way. */
int ss_satcmd_open (ss_satcmd *, const char *cmd, ss_error *err);
/* Removes the files that are still there, frees. */
void ss_satcmd_close (ss_satcmd *);

/* Runs the program on the CNF file (nvars variables: a model naming a
 * larger one is malformed) until deadline (ss_now's clock; 0 = none).
 * The model is read into m (free it with ss_model_free whatever the
 * answer); note says why for every answer but SAT and UNSAT. */
ss_satcmd_answer ss_satcmd_run (ss_satcmd *, long nvars, double deadline,
                                ss_model *m, char *note, size_t size);

#endif
