/* portfolio.h -- the portfolio engine: fast and a SAT backend (or other
 * entrants) race on separate threads; the first verified verdict wins
 * and the others are cancelled (portfolio.c). */
#ifndef SS_PORTFOLIO_H
#define SS_PORTFOLIO_H

#include "../solvers/solver.h"

ss_solve_fn ss_portfolio_solve;

#endif
