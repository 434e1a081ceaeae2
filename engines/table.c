/* table.c -- the descriptor table: every engine sudosat knows, in one list.
 *
 * Order is the display order of `sudosat solvers` and of compare's report:
 * in-house methods from simplest to fastest, then the SAT backends.  The
 * last column is the constraint kinds an engine handles (core/kinds.h):
 * 0 for the classic puzzle only; ss_solve refuses a variant puzzle whose
 * kinds an engine lacks, so no engine ever drops a rule. */
#include "table.h"

#include <string.h>

#include "portfolio.h"
#include "../sat/sat.h"
#include "../solvers/classic.h"
#include "../core/kinds.h"
#include "../solvers/cp.h"
#include "../solvers/fast.h"

const ss_solver ss_solvers[] = {
  { "backtrack",
    "naive depth-first search: blanks in row-major order, digits ascending",
    "unsat, unique, multiple; unknown when its budget runs out",
    SS_COMPLETE | SS_SLOW, 9, ss_backtrack_solve, 0 },
  { "singles",
    "naked singles propagated to a fixpoint (--hidden: hidden singles too)",
    "unique or unsat when propagation decides; otherwise unknown",
    SS_HIDDEN, 100, ss_singles_solve, 0 },
  { "bird",
    "Bird's prune to a fixpoint and expand1 (--hidden: hidden singles too)",
    "unsat, unique, multiple; unknown only when its budget runs out",
    SS_COMPLETE | SS_SLOW | SS_HIDDEN, 9, ss_bird_solve, 0 },
  { "dlx",
    "Knuth's Algorithm X with dancing links on the N^3 x 4N^2 exact cover "
    "(a variant puzzle's houses in place of rows, columns and boxes)",
    "unsat, unique, multiple; unknown only when its budget runs out",
    SS_COMPLETE, 16, ss_dlx_solve, SS_DLX_KINDS },
  { "fast",
    "bitsets: naked/hidden singles, locked candidates; branch on a 2-way "
    "choice",
    "unsat, unique, multiple; unknown only when its budget runs out",
    SS_COMPLETE, 100, ss_fast_solve, 0 },
  { "cp",
    "propagate and search over candidate sets: naked and hidden singles "
    "over the houses, one propagator per constraint kind (thermometer "
    "bounds, cage combinations, sums ...); branch on a fewest-candidates "
    "cell",
    "unsat, unique, multiple; unknown only when its budget runs out",
    SS_COMPLETE | SS_VARIANT, 25, ss_cp_solve, SS_KINDS_ALL },
  { "picosat",
    "PicoSAT (C API) on the CNF of --sat-encoding (default: the fastest "
    "measured for the size); givens as assumptions, or --sat-mode reduced; "
    "blocking clauses count solutions",
    "unsat, unique, multiple; unknown when a budget or timeout runs out",
    SS_COMPLETE | SS_SAT, 25, ss_picosat_solve, SS_ENCODER_KINDS },
  { "cadical",
    "CaDiCaL (C API) the same way",
    "unsat, unique, multiple; unknown when a budget or timeout runs out",
    SS_COMPLETE | SS_SAT, 100, ss_cadical_solve, SS_ENCODER_KINDS }, /* reduced mode above
                                                     16x16: compare's second
                                                     opinion at every size */
  { "cryptominisat",
    "CryptoMiniSat (C API) the same way as picosat and cadical",
    "unsat, unique, multiple; unknown when a budget or timeout runs out",
    SS_COMPLETE | SS_SAT, 25, ss_cryptominisat_solve, SS_ENCODER_KINDS },
  { "ipasir",
    "any IPASIR library loaded at run time: --ipasir-lib PATH.so, driven "
    "like picosat and cadical",
    "unsat, unique, multiple; unknown when a budget or timeout runs out",
    SS_COMPLETE | SS_SAT | SS_NEEDS_LIB, 25, ss_ipasir_solve, SS_ENCODER_KINDS },
  { "external",
    "any DIMACS solver run as a program: --sat-cmd 'CMD ...' (the CNF "
    "path is appended, or goes where %c stands; %o: a minisat-style "
    "result file; %p: a DRAT proof file, checked for every UNSAT)",
    "unsat, unique, multiple; unknown on a crash, timeout or bad output",
    SS_COMPLETE | SS_SAT | SS_NEEDS_CMD, 25, ss_external_solve, SS_ENCODER_KINDS },
  { "portfolio",
    "fast split across the CPUs races cadical; on a puzzle with rules cp "
    "races cadical (and dlx on a third CPU) (SUDOSAT_PORTFOLIO picks "
    "others); the first verified verdict wins",
    "unsat, unique, multiple; unknown when every entrant runs out",
    SS_COMPLETE, 0, ss_portfolio_solve, SS_KINDS_ALL }, /* max_n 0: compare runs it
                                             only when named: it repeats
                                             fast and cadical */
  { 0, 0, 0, 0, 0, 0, 0 }, /* sentinel: keep it last */
};

const int ss_solver_count = (int) (sizeof ss_solvers / sizeof *ss_solvers) - 1;

const ss_solver *
ss_solver_find (const char *name)
{
  for (int i = 0; i < ss_solver_count; i++)
    if (!strcmp (ss_solvers[i].name, name))
      return &ss_solvers[i];
  return 0;
}
