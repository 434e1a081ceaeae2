/* pick.c -- choosing an engine from the table for a puzzle's rules (see
 * table.h): the first complete engine that handles every constraint kind
 * of the puzzle and its side, in-house before SAT (cadical first among
 * those) except for rules on large sides, slow ones last, skipping those that need an option the caller does not pass
 * (--sat-cmd, --ipasir-lib) and the portfolio (which only races the
 * others); and the default pick, the portfolio for rules (ss_engine_pick). */
#include "table.h"

#include <string.h>

#include "../core/model.h"

/* From this side up a puzzle with rules is a SAT solver's: on 14x14
 * jigsaws the in-house searches (dlx, cp), which propagate only what
 * their houses or kinds say, take from seconds to minutes on puzzles
 * CaDiCaL, PicoSAT and CryptoMiniSat each decide in about 0.1 s (one
 * dlx check took 54 s); up to 11x11 dlx and cp are the quicker. */
#define SS_PICK_SAT_FROM 12

/* The preference class of an engine for the rules kinds on side n: 0
 * best; -1 unusable here. */
static int
rank (const ss_solver *s, uint64_t kinds, int n)
{
  if (!(s->flags & SS_COMPLETE) || (s->flags & (SS_NEEDS_CMD | SS_NEEDS_LIB))
      || !strcmp (s->name, "portfolio") || (kinds & ~s->kinds)
      || (n && n > s->max_n))
    return -1;
  if (s->flags & SS_SLOW)
    return 2;
  int sat_first = kinds && n >= SS_PICK_SAT_FROM;
  return ((s->flags & SS_SAT) != 0) != sat_first;
}

/* 1 when s is a better pick than best (same class): in table order,
 * except that among SAT backends the one compare runs at every size (the
 * largest default side: cadical) goes first -- on 9x9 killer puzzles it
 * confirms in about half picosat's time. */
static int
better (const ss_solver *s, const ss_solver *best)
{
  return !best || ((s->flags & SS_SAT) && s->max_n > best->max_n);
}

const ss_solver *
ss_engine_for_kinds (uint64_t kinds, int n, const ss_solver *other)
{
  for (int want = 0; want <= 2; want++)
    {
      const ss_solver *best = 0;
      for (int i = 0; i < ss_solver_count; i++)
        {
          const ss_solver *s = &ss_solvers[i];
          if (s != other && rank (s, kinds, n) == want && better (s, best))
            best = s;
        }
      if (best)
        return best;
    }
  return 0;
}

const ss_solver *
ss_engine_for (const ss_grid *g, const ss_solver *other)
{
  return ss_engine_for_kinds (g->model ? g->model->kinds : 0, g->n, other);
}

/* The portfolio when the rules are some engine's: it races those that
 * handle them and leaves out the others (portfolio.c). */
const ss_solver *
ss_engine_pick_kinds (uint64_t kinds, int n)
{
  const ss_solver *alone = ss_engine_for_kinds (kinds, n, 0);
  const ss_solver *race = ss_solver_find ("portfolio");
  return kinds && alone && race ? race : alone;
}

const ss_solver *
ss_engine_pick (const ss_grid *g)
{
  return ss_engine_pick_kinds (g->model ? g->model->kinds : 0, g->n);
}
