/* pick.c -- choosing an engine from the table for a puzzle's rules (see
 * table.h): the first complete engine that handles every constraint kind
 * of the puzzle, in-house before SAT, slow ones last, skipping those that
 * need an option the caller does not pass (--sat-cmd, --ipasir-lib) and
 * the portfolio (which only races the others). */
#include "table.h"

#include <string.h>

#include "../core/model.h"

/* The preference class of an engine: 0 best; -1 unusable here. */
static int
rank (const ss_solver *s)
{
  if (!(s->flags & SS_COMPLETE) || (s->flags & (SS_NEEDS_CMD | SS_NEEDS_LIB))
      || !strcmp (s->name, "portfolio"))
    return -1;
  return (s->flags & SS_SLOW) ? 2 : (s->flags & SS_SAT) ? 1 : 0;
}

const ss_solver *
ss_engine_for_kinds (uint64_t kinds, const ss_solver *other)
{
  for (int want = 0; want <= 2; want++)
    for (int i = 0; i < ss_solver_count; i++)
      {
        const ss_solver *s = &ss_solvers[i];
        if (s != other && rank (s) == want && !(kinds & ~s->kinds))
          return s;
      }
  return 0;
}

const ss_solver *
ss_engine_for (const ss_grid *g, const ss_solver *other)
{
  return ss_engine_for_kinds (g->model ? g->model->kinds : 0, other);
}
