/* sat_opts.h -- the SAT options solve and compare share: --sat-encoding,
 * --sat-amo and --ipasir-lib.
 *
 * --sat-sum (variant puzzles' sums).
 *
 * Model: names are checked while the options are parsed (a usage error,
 * exit 2); an IPASIR library is loaded once after parsing and before the
 * first record, so a missing or broken .so stops the command up front
 * with one line (exit 3) instead of giving unknown on every record.
 */
#ifndef SS_CLI_SAT_OPTS_H
#define SS_CLI_SAT_OPTS_H

#include "../solvers/solver.h"

/* --sat-encoding E (not a reduced one: that is --sat-mode reduced) and
 * --sat-amo A into the options; 0, or -1 after printing why. */
int cli_sat_encoding (const char *arg, ss_solve_opts *);
int cli_sat_amo (const char *arg, ss_solve_opts *);
/* --sat-sum S (encoder/sums.h: how a variant puzzle's sums are encoded). */
int cli_sat_sum (const char *arg, ss_solve_opts *);

/* For a command about to run: when `needs` is set (a chosen solver wants
 * a library) and no --ipasir-lib was given, a usage error; when a
 * library was given, it is loaded now.  SS_EXIT_OK, SS_EXIT_USAGE or
 * SS_EXIT_INTERNAL, after printing one line. */
int cli_ipasir_ready (const char *cmd, int needs, const ss_solve_opts *);

#endif
