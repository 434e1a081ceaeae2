/* rate.c -- how hard is a puzzle for the in-house methods (generate.h)? */
#include "generate.h"

const char *
ss_rating_name (ss_rating r)
{
  /* The weakest method that settles it, in generate's solved_by words:
   * apart from qqwing's levels (simple, easy, ...), which rate prints
   * beside them. */
  static const char *names[] = { "invalid", "unsat", "multiple", "unknown",
                                 "singles", "hidden", "search", "logic" };
  return names[r];
}

/* 1 when singles (naked only, or with hidden) settle the puzzle. */
static int
singles_solve (const ss_solver *singles, const ss_grid *p, int hidden)
{
  ss_solve_opts o = { 0 };
  ss_result res;
  o.limit = 2;
  o.hidden = hidden;
  ss_solve (singles, p, &o, &res);
  int solved = res.status == SS_UNIQUE;
  ss_result_free (&res);
  return solved;
}

int
ss_rate (const ss_grid *p, const ss_solver *complete, ss_rate_result *out,
         ss_error *err)
{
  return ss_rate_within (p, complete, 0, out, err);
}

int
ss_rate_within (const ss_grid *p, const ss_solver *complete,
                uint64_t max_nodes, ss_rate_result *out, ss_error *err)
{
  return ss_rate_budget (p, complete, max_nodes, 0, out, err);
}

int
ss_rate_budget (const ss_grid *p, const ss_solver *complete,
                uint64_t max_nodes, double timeout, ss_rate_result *out,
                ss_error *err)
{
  static const ss_rating by_status[SS_STATUS_COUNT] = {
    [SS_INVALID] = SS_RATE_INVALID, [SS_UNSAT] = SS_RATE_UNSAT,
    [SS_MULTIPLE] = SS_RATE_MULTIPLE, [SS_UNKNOWN] = SS_RATE_UNKNOWN,
    [SS_FOUND] = SS_RATE_UNKNOWN, [SS_UNIQUE] = SS_RATE_HARD,
  };
  const ss_solver *singles = ss_solver_find ("singles");
  if (!singles || !complete)
    return ss_error_set (err, 0, 0, "rating needs the singles solver and "
                         "a complete one"), -1;
  ss_solve_opts o = { 0 };
  ss_result res;
  o.limit = 2;
  o.max_nodes = max_nodes;
  o.timeout = timeout;
  ss_solve (complete, p, &o, &res);
  out->status = res.status;
  out->guesses = res.stats.guesses;
  out->nodes = res.stats.nodes;
  out->givens = ss_grid_givens (p);
  out->rating = by_status[res.status];
  ss_result_free (&res);
  if (out->rating == SS_RATE_HARD && singles_solve (singles, p, 0))
    out->rating = SS_RATE_EASY;
  else if (out->rating == SS_RATE_HARD && singles_solve (singles, p, 1))
    out->rating = SS_RATE_MEDIUM;
  return 0;
}
