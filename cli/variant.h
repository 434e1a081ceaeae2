/* variant.h -- what the CLI says when a variant puzzle meets an engine
 * or a command that cannot handle all of its rules.
 *
 * Model: never drop a rule.  An engine lists the kinds it handles
 * (ss_solver.kinds); a command that has not learned variant puzzles yet
 * handles none.  Either refuses the record up front, before any work,
 * with one line naming the rules it lacks and, for an engine, the
 * engines that handle them all: a usage error (exit 2), since the
 * puzzle is fine and the choice of tool is not.
 */
#ifndef SS_CLI_VARIANT_H
#define SS_CLI_VARIANT_H

#include "../core/error.h"
#include "../solvers/solver.h"

/* 1, with err's message set, when s cannot handle every rule of g:
 * "solver 'fast' cannot handle this puzzle's thermo rules (solvers that
 * can: cp)"; else 0.  err's file and position are left to the caller. */
int cli_solver_refuses (const ss_solver *s, const ss_grid *g, ss_error *err);

/* 1, with err's message set, when g has rules beyond rows, columns and
 * boxes, which `what` ("rate") does not handle yet; else 0. */
int cli_command_refuses (const char *what, const ss_grid *g, ss_error *err);

/* For a command that takes one puzzle: when cmd cannot handle g, says
 * so on stderr ("sudosat rate: FILE: rate does not handle ...") and
 * returns SS_EXIT_USAGE; else 0.  file may be 0. */
int cli_refuse_variant (const char *cmd, const char *file, const ss_grid *g);

#endif
