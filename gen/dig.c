/* dig.c -- blanking cells while the solution stays unique (generate.h).
 *
 * Every blank is justified by a complete solver run with limit 2 that says
 * "unique"; an "unknown" (budget) keeps the given, so a generated puzzle
 * is unique by construction and minimal up to budget-limited checks.
 */
#include <string.h>

#include "generate.h"
#include "rng.h"

static int
still_unique (const ss_solver *s, const ss_grid *p, const ss_gen_opts *o,
              ss_gen_stats *st)
{
  ss_solve_opts so = { 0 };
  ss_result res;
  so.limit = 2;
  so.max_nodes = o->max_nodes;
  so.timeout = o->timeout;
  st->checks++;
  if (ss_solve (s, p, &so, &res) < 0)
    return ss_result_free (&res), -1;
  ss_status status = res.status;
  ss_result_free (&res);
  st->unknowns += status == SS_UNKNOWN;
  return status == SS_UNIQUE;
}

/* Tries to blank cell i (and its mirror when symmetric). */
static int
try_blank (const ss_solver *s, ss_grid *p, int i, const ss_gen_opts *o,
           ss_gen_stats *st)
{
  int mirror = p->n * p->n - 1 - i;
  uint8_t keep = p->cell[i], keep_mirror = p->cell[mirror];
  if (!keep)
    return 0;
  p->cell[i] = 0;
  if (o->symmetric)
    p->cell[mirror] = 0;
  st->attempts++;
  int ok = still_unique (s, p, o, st);
  if (ok != 1)
    {
      p->cell[i] = keep;
      p->cell[mirror] = keep_mirror;
    }
  return ok;
}

int
ss_generate (int box_rows, int box_cols, const ss_gen_opts *o,
             const ss_solver *s, ss_grid *puzzle, ss_grid *solution,
             ss_gen_stats *st, ss_error *err)
{
  ss_rng rng = { o->seed ^ 0x5eed5eed5eedull };
  int order[SS_MAX_N * SS_MAX_N];
  memset (st, 0, sizeof *st);
  puzzle->cell = 0;
  if (!(s->flags & SS_COMPLETE))
    return ss_error_set (err, 0, 0, "solver '%s' is not complete, so it "
                         "cannot prove uniqueness", s->name), -1;
  if (ss_gen_full (box_rows, box_cols, o->seed, solution, err) < 0)
    return -1;
  if (ss_grid_copy (puzzle, solution) < 0)
    return ss_grid_free (solution),
           ss_error_set (err, 0, 0, "out of memory"), -1;
  int cells = puzzle->n * puzzle->n;
  for (int i = 0; i < cells; i++)
    order[i] = i;
  ss_rng_shuffle (&rng, order, cells);
  for (int k = 0; k < cells; k++)
    {
      if (o->min_givens && ss_grid_givens (puzzle) <= o->min_givens)
        break;
      if (try_blank (s, puzzle, order[k], o, st) < 0)
        return ss_error_set (err, 0, 0, "out of memory"), -1;
    }
  return 0;
}
