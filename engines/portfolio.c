/* portfolio.c -- several engines race on one puzzle; the first verified
 * verdict wins (the table's "portfolio" row).
 *
 * Model: each entrant runs through ss_solve() on a thread of its own (a
 * first entrant with a head start, below, in the calling thread), with
 * the caller's limit, node budget and deadline and one shared cancel
 * flag (core/budget.h; its parent is the caller's own flag).  Every solution an entrant finds is verified by
 * its ss_solve() and kept (up to K).  The first entrant that ends with a
 * verdict -- unsat, unique, multiple, found: a finished search, not a
 * budget -- raises the flag; the others stop at their next clock reading
 * and are joined.  The winner's solutions are then reported to the
 * caller's result, where the wrapper verifies them once more, so the
 * verdict is derived exactly as for any solver.  An entrant that ends
 * without a verdict (budget, timeout, a wrong model) just drops out.
 *
 * Entrants (SUDOSAT_PORTFOLIO, a comma list, overrides the default
 * "split,cadical"):
 *   split     fast's search cut into disjoint parts searched on the CPUs
 *             the other entrants leave free (split.c; with one CPU left,
 *             fast itself): a uniqueness proof is an exhausted tree, and
 *             its parts can be searched at once;
 *   cadical   CaDiCaL on the CNF (reduced above 16x16): clause learning
 *             finds solutions of some grids fast's search wanders on;
 *   fast      the fast solver alone, deterministic;
 *   restarts  fast's general kernel restarted with a new random branch
 *             order after a node cap that follows the Luby sequence (64,
 *             64, 128, 64, 64, 128, 256, ...): against heavy-tailed run
 *             times;
 *   picosat   PicoSAT, as cadical.
 * Each entrant gets a CPU: oversubscribed, the entrant that would have
 * won is slowed by the others (split on both CPUs beside cadical made a
 * 36x36 grid cadical decides alone in 7 s take 25 s).
 * Small puzzles rarely need a race: fast first runs alone for a few
 * nodes in the calling thread (grids up to 25x25), and the race starts
 * only if that does not decide.  K = 0 (count all), or K above 1024, runs
 * fast alone, since the solutions could not all be held for the winner's
 * report.
 *
 * A puzzle with rules (a variant puzzle) has its own race, since fast
 * cannot take it and no one engine is quick on all of them: cp's
 * propagators decide most in milliseconds but search for minutes where
 * CaDiCaL's learning answers at once (a jigsaw layout with no solution,
 * a 16x16 killer), and the other way round on some small ones.  So cp
 * and cadical race, and dlx too when the machine has a third CPU; only
 * entrants that handle every rule of the puzzle (SUDOSAT_PORTFOLIO, when
 * set, names them instead, those that lack a rule left out).  The worst
 * case is then the faster engine's, with a CPU each.  The first entrant
 * gets a head start (up to 25x25): it runs in the calling thread, and the
 * others' threads start from its budget's clock hook once HEAD_START has
 * passed (or when it ends without a verdict).  So most puzzles, which cp
 * decides in that time, start no thread at all (on this kind of machine
 * a thread costs about 80 us, half of what cp needs for an easy puzzle)
 * and never pay for cadical's encoding; and past it cp races on from
 * where it is.  (A warm-up of cp alone that the race then restarted paid
 * cp's set-up twice: 36 ms of a 16x16 killer cp decides at its root.)
 * The others start at cp's first clock reading past HEAD_START, so after
 * its set-up and root propagation, which read no clock.
 * K = 0 or above 1024 runs the one engine the table picks for the rules.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "portfolio.h"
#include "../core/activity.h"
#include "../core/cancel.h"
#include "../core/model.h"
#include "split.h"
#include "table.h"
#include "../solvers/fast.h"

#define MAX_ENTRANTS 6
#define WARMUP_MAX_N 25
#define WARMUP_NODES 200
#define HEAD_START 0.001 /* cp's head start on a puzzle with rules */
#define MAX_KEPT 1024 /* solutions an entrant keeps for the report; a larger
                         K (or K = 0) runs fast alone */

typedef struct entrant {
  const ss_solver *solver;
  const char *name;
  struct race *race;
  ss_solve_opts opts;
  ss_result res;
  uint8_t *found;       /* up to limit solutions, N*N each */
  uint64_t nfound;
  int done, verdict, failed, started;
  pthread_t thread;
} entrant;

typedef struct race {
  const ss_grid *p;
  const ss_solve_opts *o;
  ss_cancel stop;       /* its parent: the caller's flag */
  int first_here;       /* the first entrant runs in the calling thread, */
  double others_at;     /* and the others start then (its clock's hook) */
  int others_started;
  pthread_mutex_t lock;
  pthread_cond_t changed;
  int finished;
  entrant *winner;
  entrant e[MAX_ENTRANTS];
  int count;
} race;

/* ---- the restarts entrant ------------------------------------------------ */

/* 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... (i from 1). */
static uint64_t
luby (uint64_t i)
{
  for (uint64_t k = 1;; k++)
    {
      uint64_t full = (1ull << k) - 1;
      if (i == full)
        return 1ull << (k - 1);
      if (i < full)
        return luby (i - (1ull << (k - 1)) + 1);
    }
}

static const ss_solver seeded_fast = {
  "fast-seeded", "fast's general kernel, seeded", "", SS_COMPLETE, 100,
  ss_fast_solve_n, 0
};

/* The distinct solutions the runs found so far (runs repeat them). */
typedef struct restart_store {
  ss_result *outer;
  uint8_t *seen;
  uint64_t nseen, room;
  int stop;
} restart_store;

static void
restart_found (void *ctx, const ss_grid *g, uint64_t index)
{
  restart_store *rs = ctx;
  size_t cells = (size_t) g->n * g->n;
  (void) index;
  for (uint64_t k = 0; k < rs->nseen; k++)
    if (!memcmp (rs->seen + k * cells, g->cell, cells))
      return;
  if (rs->stop || rs->nseen == rs->room)
    return;
  memcpy (rs->seen + rs->nseen++ * cells, g->cell, cells);
  if (ss_result_found (rs->outer, g->cell))
    rs->stop = 1;
}

/* One capped run; 1 when it settled the count (finished or K found). */
static int
one_run (const ss_grid *p, const ss_solve_opts *o, restart_store *rs,
         uint64_t cap, uint64_t seed, ss_result *res)
{
  ss_solve_opts run = *o;
  ss_result r;
  run.max_nodes = cap;
  run.seed = seed;
  run.on_solution = restart_found;
  run.ctx = rs;
  int bad = ss_solve (&seeded_fast, p, &run, &r) < 0;
  ss_stats_add (&res->stats, &r.stats);
  int settled = !bad && r.exhausted;
  ss_result_free (&r);
  return bad ? -1 : settled || rs->stop;
}

static ss_outcome
restarts_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  size_t cells = (size_t) p->n * p->n;
  restart_store rs = { res, 0, 0, o->limit, 0 };
  uint64_t seed = o->seed ? o->seed : 0x9e3779b97f4a7c15ull;
  int settled = 0;
  if (!o->limit || !(rs.seen = malloc (cells * o->limit)))
    return snprintf (res->note, sizeof res->note, "restarts need a limit "
                     "K and memory for K solutions"), SS_GAVE_UP;
  for (uint64_t i = 1; !settled; i++)
    {
      uint64_t cap = 64 * luby (i), spent = res->stats.nodes;
      if (o->max_nodes && spent + cap > o->max_nodes)
        cap = o->max_nodes > spent ? o->max_nodes - spent : 0;
      if (!cap || ss_cancel_raised (o->cancel)
          || (o->deadline > 0 && ss_now () >= o->deadline))
        break;
      settled = one_run (p, o, &rs, cap, seed + i, res);
    }
  free (rs.seen);
  if (settled > 0)
    return SS_DONE;
  snprintf (res->note, sizeof res->note, "restarts: no verdict in %llu "
            "nodes", (unsigned long long) res->stats.nodes);
  return SS_GAVE_UP;
}

static const ss_solver restarts = {
  "restarts", "fast's general kernel with randomised restarts", "",
  SS_COMPLETE, 100, restarts_solve, 0
};

/* ---- the race ------------------------------------------------------------ */

static void
keep_solution (void *ctx, const ss_grid *g, uint64_t index)
{
  entrant *e = ctx;
  size_t cells = (size_t) g->n * g->n;
  (void) index;
  if (e->found && e->nfound < e->race->o->limit)
    memcpy (e->found + e->nfound++ * cells, g->cell, cells);
}

/* A verdict, not a budget: the search finished (or two solutions). */
static int
has_verdict (const ss_result *r)
{
  return r->status != SS_UNKNOWN && r->status != SS_INVALID;
}

/* The race in a few words for a progress line (core/activity.h): the
 * winner, or those still running and those that dropped out; the caller
 * holds the lock. */
static void
say_race (const race *rc)
{
  char run[64] = "", out[64] = "";
  size_t r = 0, o = 0;
  if (rc->winner)
    {
      ss_activity_set ("%s answered", rc->winner->solver->name);
      return;
    }
  for (int i = 0; i < rc->count; i++)
    if (!rc->e[i].done && r < sizeof run)
      r += (size_t) snprintf (run + r, sizeof run - r, "%s%s", r ? ", " : "",
                              rc->e[i].solver->name);
    else if (rc->e[i].done && o < sizeof out)
      o += (size_t) snprintf (out + o, sizeof out - o, "%s%s", o ? ", " : "",
                              rc->e[i].solver->name);
  ss_activity_set ("racing %s%s%s%s", run, o ? " (" : "", out, o ? " out)"
                                                                   : "");
}

static void *
run_entrant (void *arg)
{
  entrant *e = arg;
  race *rc = e->race;
  e->failed = ss_solve (e->solver, rc->p, &e->opts, &e->res) < 0;
  e->verdict = !e->failed && has_verdict (&e->res)
               && !ss_cancel_raised (&rc->stop);
  pthread_mutex_lock (&rc->lock);
  e->done = 1;
  rc->finished++;
  if (e->verdict && !rc->winner)
    {
      rc->winner = e;
      ss_cancel_raise (&rc->stop);
    }
  say_race (rc);
  pthread_cond_broadcast (&rc->changed);
  pthread_mutex_unlock (&rc->lock);
  return 0;
}

/* How many other entrants the split entrant shares the CPUs with: the
 * same for every race (it depends on SUDOSAT_PORTFOLIO only). */
static atomic_int split_others;

static ss_outcome
split_beside (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  return ss_split_solve_beside (p, o, res, atomic_load (&split_others));
}

static const ss_solver split = {
  "split", "fast's search split into parts, on the CPUs the other "
  "entrants leave free", "", SS_COMPLETE, 100, split_beside, 0
};

static const ss_solver *
entrant_solver (const char *name)
{
  if (!strcmp (name, "restarts"))
    return &restarts;
  if (!strcmp (name, "split"))
    return &split;
  const ss_solver *s = ss_solver_find (name);
  return s && s->solve != ss_portfolio_solve && (s->flags & SS_COMPLETE)
         && !(s->flags & (SS_NEEDS_CMD | SS_NEEDS_LIB)) ? s : 0;
}

int
ss_portfolio_check_env (ss_error *err)
{
  const char *list = getenv ("SUDOSAT_PORTFOLIO");
  char buf[200], names[400] = "split, restarts";
  size_t at = strlen (names);
  if (!list || !*list)
    return 0;
  for (int i = 0; i < ss_solver_count; i++)
    if (entrant_solver (ss_solvers[i].name) && at < sizeof names - 40)
      at += (size_t) snprintf (names + at, sizeof names - at, ", %s",
                               ss_solvers[i].name);
  snprintf (buf, sizeof buf, "%s", list);
  for (char *save = 0, *w = strtok_r (buf, ",", &save); w;
       w = strtok_r (0, ",", &save))
    if (!entrant_solver (w))
      return ss_error_set (err, 0, 0, "SUDOSAT_PORTFOLIO: '%.40s' is not a "
                           "portfolio entrant (entrants: %s)", w, names), -1;
  return 0;
}

/* The entrants named by SUDOSAT_PORTFOLIO, or split and cadical.  Each
 * entrant gets a CPU; split takes what is left (on two CPUs: one, so it
 * is fast itself, beside cadical). */
static void
choose_entrants (race *rc)
{
  const char *list = getenv ("SUDOSAT_PORTFOLIO");
  char buf[200];
  snprintf (buf, sizeof buf, "%s", list && *list ? list : "split,cadical");
  for (char *save = 0, *w = strtok_r (buf, ",", &save); w
       && rc->count < MAX_ENTRANTS; w = strtok_r (0, ",", &save))
    {
      const ss_solver *s = entrant_solver (w);
      if (s)
        rc->e[rc->count++].solver = s;
    }
  if (!rc->count)
    rc->e[rc->count++].solver = ss_solver_find ("fast");
  atomic_store (&split_others, rc->count - 1);
}

/* Is the puzzle a variant one (rules beyond rows, columns and boxes)? */
static int
has_rules (const ss_grid *p)
{
  return p->model && p->model->kinds;
}

#define VARIANT_ENTRANTS "cp,cadical,dlx"

int
ss_portfolio_races (const ss_solver *s)
{
  const char *list = getenv ("SUDOSAT_PORTFOLIO");
  char buf[200];
  snprintf (buf, sizeof buf, ",%s,", list && *list ? list : VARIANT_ENTRANTS);
  char *at = strstr (buf, s->name);
  size_t len = strlen (s->name);
  return at && at[-1] == ',' && at[len] == ',';
}

/* A variant puzzle's entrants: cp, cadical, and dlx with a third CPU, or
 * SUDOSAT_PORTFOLIO's; each only when it handles every rule. */
static void
choose_variant_entrants (race *rc)
{
  const char *list = getenv ("SUDOSAT_PORTFOLIO");
  long cpus = sysconf (_SC_NPROCESSORS_ONLN);
  int most = list && *list ? MAX_ENTRANTS : cpus > 2 ? 3 : 2;
  char buf[200];
  snprintf (buf, sizeof buf, "%s", list && *list ? list : VARIANT_ENTRANTS);
  for (char *save = 0, *w = strtok_r (buf, ",", &save); w
       && rc->count < most; w = strtok_r (0, ",", &save))
    {
      const ss_solver *s = entrant_solver (w);
      if (s && s != &split && s != &restarts && !ss_solver_lacks (s, rc->p))
        rc->e[rc->count++].solver = s;
    }
  if (!rc->count)
    rc->e[rc->count++].solver = ss_engine_for (rc->p, 0);
  atomic_store (&split_others, rc->count - 1);
}

/* The entrant's options and room for its solutions (found stays 0
 * without memory). */
static void
prepare (race *rc, entrant *e)
{
  e->race = rc;
  e->opts = *rc->o;
  e->opts.cancel = &rc->stop;
  e->opts.on_solution = keep_solution;
  e->opts.ctx = e;
  e->found = malloc ((size_t) rc->p->n * rc->p->n * rc->o->limit);
}

/* Starts entrant i's thread: 1, or 0 when it is out (no memory, no
 * thread). */
static int
launch (race *rc, int i)
{
  entrant *e = &rc->e[i];
  if (e->found && !pthread_create (&e->thread, 0, run_entrant, e))
    return e->started = 1;
  pthread_mutex_lock (&rc->lock);
  e->done = e->failed = 1;
  rc->finished++;
  pthread_mutex_unlock (&rc->lock);
  return 0;
}

/* The entrants after the first, once. */
static void
launch_others (race *rc)
{
  if (rc->others_started)
    return;
  rc->others_started = 1;
  for (int i = 1; i < rc->count; i++)
    launch (rc, i);
}

/* The first entrant's clock hook: the others start at others_at. */
static void
others_due (void *ctx, double now)
{
  race *rc = ctx;
  if (now >= rc->others_at)
    launch_others (rc);
}

/* Starts the entrants' threads (all but the first when it runs here,
 * the others from its clock); the number of entrants under way. */
static int
start (race *rc)
{
  int started = 0;
  for (int i = 0; i < rc->count; i++)
    prepare (rc, &rc->e[i]);
  if (!rc->e[0].found)
    rc->first_here = 0; /* no room for it here: launch says it is out */
  if (rc->first_here)
    {
      rc->e[0].opts.on_clock = others_due;
      rc->e[0].opts.clock_ctx = rc;
      return rc->count;
    }
  for (int i = 0; i < rc->count; i++)
    started += launch (rc, i);
  return started;
}

/* Runs the first entrant here when it runs here, then waits for a
 * winner or for every entrant (the caller's own cancel flag is the race
 * flag's parent: every entrant obeys it). */
static void
wait_race (race *rc)
{
  if (rc->first_here)
    {
      run_entrant (&rc->e[0]);
      pthread_mutex_lock (&rc->lock);
      int won = rc->winner != 0;
      pthread_mutex_unlock (&rc->lock);
      if (!won)
        launch_others (rc); /* it ended first, with no verdict */
    }
  pthread_mutex_lock (&rc->lock);
  while (!rc->winner && rc->finished < rc->count)
    pthread_cond_wait (&rc->changed, &rc->lock);
  pthread_mutex_unlock (&rc->lock);
  ss_cancel_raise (&rc->stop);
}

/* The winner's solutions into the caller's result, its counters and a
 * note; or, without a winner, the reasons. */
static ss_outcome
report (race *rc, ss_result *res)
{
  entrant *w = rc->winner;
  size_t cells = (size_t) rc->p->n * rc->p->n;
  if (!w)
    {
      size_t at = 0;
      at += (size_t) snprintf (res->note, sizeof res->note, "no verdict:");
      for (int i = 0; i < rc->count && at < sizeof res->note; i++)
        at += (size_t) snprintf (res->note + at, sizeof res->note - at,
                                 " %s: %s;", rc->e[i].solver->name,
                                 rc->e[i].res.note[0] ? rc->e[i].res.note
                                 : ss_status_name (rc->e[i].res.status));
      return SS_GAVE_UP;
    }
  ss_stats_add (&res->stats, &w->res.stats);
  for (uint64_t k = 0; k < w->nfound; k++)
    if (ss_result_found (res, w->found + k * cells))
      break;
  snprintf (res->note, sizeof res->note, "won by %s", w->solver->name);
  return w->res.exhausted ? SS_DONE : SS_GAVE_UP;
}

static void
join_all (race *rc)
{
  for (int i = 0; i < rc->count; i++)
    if (rc->e[i].started)
      pthread_join (rc->e[i].thread, 0);
}

static void
free_all (race *rc)
{
  for (int i = 0; i < rc->count; i++)
    {
      free (rc->e[i].found);
      if (rc->e[i].res.solution.cell)
        ss_result_free (&rc->e[i].res);
    }
  pthread_mutex_destroy (&rc->lock);
  pthread_cond_destroy (&rc->changed);
}

static void
race_init (race *rc, const ss_grid *p, const ss_solve_opts *o)
{
  memset (rc, 0, sizeof *rc);
  rc->p = p;
  rc->o = o;
  ss_cancel_init (&rc->stop);
  rc->stop.parent = o->cancel;
  pthread_mutex_init (&rc->lock, 0);
  pthread_cond_init (&rc->changed, 0);
}

/* Small grids without rules: fast alone for a few nodes in this thread,
 * as a one-man race; 1 when that settled it (*out then holds the
 * outcome). */
static int
warm_up (const ss_solver *s, const ss_grid *p, const ss_solve_opts *o,
         ss_result *res, ss_outcome *out)
{
  race rc;
  race_init (&rc, p, o);
  entrant *e = &rc.e[rc.count++];
  e->solver = s;
  e->race = &rc;
  e->opts = *o;
  e->opts.on_solution = keep_solution;
  e->opts.ctx = e;
  if (!o->max_nodes || o->max_nodes > WARMUP_NODES)
    e->opts.max_nodes = WARMUP_NODES;
  /* the caller's budget, nothing tighter: no verdict is then final */
  int whole = e->opts.max_nodes == o->max_nodes;
  e->found = malloc ((size_t) p->n * p->n * o->limit);
  int settled = 0;
  if (e->found && ss_solve (e->solver, p, &e->opts, &e->res) == 0
      && (has_verdict (&e->res) || whole))
    {
      rc.winner = has_verdict (&e->res) ? e : 0;
      *out = report (&rc, res);
      settled = 1;
    }
  free_all (&rc);
  return settled;
}

/* A puzzle with rules: the first entrant, cp, starts alone, in this
 * thread, and the others HEAD_START later, unless it has ended by then
 * (the header says why).  Only cp: its search reads the budget's clock
 * about every millisecond, and so calls the hook; another first entrant
 * (SUDOSAT_PORTFOLIO) might read none for long, and the others would
 * wait on it. */
static void
give_head_start (race *rc)
{
  rc->others_at = ss_now () + HEAD_START;
  rc->first_here = 1;
}

ss_outcome
ss_portfolio_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  ss_outcome out;
  const ss_solver *alone = has_rules (p) ? ss_engine_for (p, 0) : 0;
  if (has_rules (p) && !alone)
    return snprintf (res->note, sizeof res->note, "no engine handles every "
                     "rule of this puzzle"), res->why = SS_WHY_REFUSED,
           SS_GAVE_UP;
  if (!o->limit || o->limit > MAX_KEPT) /* one thread reports straight */
    return alone ? alone->solve (p, o, res) : ss_fast_solve (p, o, res);
  if (!alone && p->n <= WARMUP_MAX_N
      && warm_up (ss_solver_find ("fast"), p, o, res, &out))
    return out;
  race rc;
  race_init (&rc, p, o);
  if (alone)
    choose_variant_entrants (&rc);
  else
    choose_entrants (&rc);
  if (alone && p->n <= WARMUP_MAX_N && rc.count
      && !strcmp (rc.e[0].solver->name, "cp"))
    give_head_start (&rc);
  pthread_mutex_lock (&rc.lock);
  say_race (&rc);
  pthread_mutex_unlock (&rc.lock);
  if (start (&rc))
    {
      wait_race (&rc);
      join_all (&rc);
      out = report (&rc, res);
    }
  else
    {
      snprintf (res->note, sizeof res->note, "cannot start a thread");
      out = SS_GAVE_UP;
    }
  free_all (&rc);
  return out;
}
