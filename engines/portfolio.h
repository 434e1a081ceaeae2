/* portfolio.h -- the portfolio engine: fast and a SAT backend (or other
 * entrants) race on separate threads; the first verified verdict wins
 * and the others are cancelled (portfolio.c). */
#ifndef SS_PORTFOLIO_H
#define SS_PORTFOLIO_H

#include "../core/error.h"
#include "../solvers/solver.h"

ss_solve_fn ss_portfolio_solve;

/* SUDOSAT_PORTFOLIO, a comma list of entrants, is never half ignored: 0
 * when it is unset, empty or names entrants only; else -1 with err
 * naming the first word that is none, and the names that are. */
int ss_portfolio_check_env (ss_error *err);

/* 1 when s may race on a puzzle with rules (SUDOSAT_PORTFOLIO's list, or
 * cp, cadical and dlx): a check that must not rest on the race's word
 * (generate's confirmation) takes another engine. */
int ss_portfolio_races (const ss_solver *s);

#endif
