/* spawn.h -- running an outside program with files for its output and a
 * deadline, for the external SAT solver path.
 *
 * Model: a command line is split into words the way a shell would for
 * the simple cases (blanks separate; '...' and "..." quote; a backslash
 * escapes one character), but no shell runs it: no globbing, no
 * variables, no pipes, so the solver's own exit code comes back
 * unchanged.  The program starts in its own process group with stdin
 * from /dev/null and stdout and stderr sent to files; at the deadline
 * the whole group is killed, so a solver started by a wrapper script
 * goes too.  posix_spawnp is used rather than fork and exec, because
 * compare calls this from several threads at once.
 */
#ifndef SS_SPAWN_H
#define SS_SPAWN_H

#include "../core/error.h"

typedef struct ss_argv {
  char **word; /* null-terminated */
  int count;
  char *text;  /* the storage the words point into */
} ss_argv;

/* Splits cmd into words.  Returns 0, or -1 with err set (an unclosed
 * quote, no words, no memory).  Free with ss_argv_free either way. */
int ss_argv_split (const char *cmd, ss_argv *out, ss_error *err);
void ss_argv_free (ss_argv *);

typedef struct ss_spawn_result {
  int exited;    /* 1: exited with code; 0: killed by signal */
  int code;      /* exit code, or the signal's number */
  int timed_out; /* 1: the deadline came first and the group was killed */
} ss_spawn_result;

/* Runs argv with stdout and stderr to the given files (created or
 * truncated) and waits for it, or until deadline (monotonic seconds as
 * ss_now; 0 = none).  Returns 0 with out filled, or -1 with err set
 * when the program could not be started at all. */
int ss_spawn_run (char *const argv[], const char *stdout_path,
                  const char *stderr_path, double deadline,
                  ss_spawn_result *out, ss_error *err);

#endif
