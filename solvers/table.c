/* table.c -- the descriptor table: every solver sudosat knows, in one list.
 *
 * Order is the display order of `sudosat solvers` and of compare's report:
 * in-house methods from simplest to fastest, then the SAT backends. */
#include "sat.h"

const ss_solver ss_solvers[] = {
  { "picosat",
    "PicoSAT (C API) on the extended CNF; givens as assumptions, or "
    "--sat-mode reduced; blocking clauses count solutions",
    "unsat, unique, multiple; unknown when a budget or timeout runs out",
    SS_COMPLETE | SS_SAT, 25, ss_picosat_solve },
  { "cadical",
    "CaDiCaL (C API) on the extended CNF; givens as assumptions, or "
    "--sat-mode reduced; blocking clauses count solutions",
    "unsat, unique, multiple; unknown when a budget or timeout runs out",
    SS_COMPLETE | SS_SAT, 25, ss_cadical_solve },
  { "external",
    "any DIMACS solver run as a program: --sat-cmd 'CMD ...' (the CNF "
    "path is appended; %o: a minisat-style result file)",
    "unsat, unique, multiple; unknown on a crash, timeout or bad output",
    SS_COMPLETE | SS_SAT | SS_NEEDS_CMD, 25, ss_external_solve },
  { 0, 0, 0, 0, 0, 0 }, /* sentinel; real entries land with their solvers */
};

const int ss_solver_count = (int) (sizeof ss_solvers / sizeof *ss_solvers) - 1;
