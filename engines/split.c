/* split.c -- fast's search split across threads: cube and conquer (the
 * portfolio's "split" entrant).
 *
 * Model: proving a hard puzzle unique means exhausting a search tree, and
 * a tree's disjoint parts can be searched at the same time.  The puzzle's
 * propagated state (fast's general kernel, every rule) is split where
 * fast's own lookahead would branch (a two-way choice: a cell's two
 * candidates, or a digit's two places in a house; else a cell with the
 * fewest candidates, one part per candidate), and again in each part,
 * level by level, until there are about 8 parts per thread or the parts
 * are 8 levels deep.  A part (a "cube") is the puzzle plus one
 * given per level, so the parts partition the solutions: a solution puts
 * exactly one of a cell's candidates there.  Threads take the cubes in
 * turn and run fast on each through ss_solve() (which verifies what it
 * finds); the solutions go to one store, and when it holds K of them the
 * others are cancelled.  The verdict: unique or unsat only when every
 * cube was searched to the end, multiple as soon as two solutions are
 * in; the caller's wrapper verifies every solution again against the
 * puzzle itself.  --budget-nodes applies to each cube.
 */
#include "split.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "table.h"
#include "../core/cancel.h"
#include "../solvers/fast.h"
#include "../solvers/fast_n.h"

#define CUBES_PER_THREAD 8
/* Up to this side the parts are cut where fast's lookahead would branch;
 * above, that probing costs too much per cut (a 100x100 probe round can
 * take a second), and a cell with the fewest candidates is cut instead. */
#define CHOICE_MAX_N 36
#define MAX_DEPTH 8
#define MAX_THREADS 8

typedef struct cube {
  int depth;
  int cell[MAX_DEPTH];
  uint8_t digit[MAX_DEPTH];
} cube;

typedef struct job {
  const ss_grid *p;
  const ss_solve_opts *o;
  cube *cubes;
  int ncubes, room, next, running, searched;
  pthread_mutex_t lock;
  pthread_cond_t changed;
  ss_cancel stop;
  uint8_t *found;      /* up to K solutions (cubes are disjoint: distinct) */
  uint64_t nfound;
  int gave_up;         /* some cube ended without a finished search */
  int late;            /* the budget ran out while cutting */
  char note[120];
  ss_stats st;
} job;

/* ---- making the cubes ----------------------------------------------------- */

static int
add_cube (job *j, const cube *c)
{
  if (j->ncubes == j->room)
    {
      int room = j->room ? 2 * j->room : 64;
      cube *more = realloc (j->cubes, (size_t) room * sizeof *more);
      if (!more)
        return -1;
      j->cubes = more;
      j->room = room;
    }
  j->cubes[j->ncubes++] = *c;
  return 0;
}

/* An open cell with the fewest candidates, -1 when the grid is full. */
static int
split_cell (const ss_kn *k, int n)
{
  const uint8_t *val = ss_kn_values (k);
  int best = -1, least = n + 1;
  for (int c = 0; c < n * n && least > 2; c++)
    if (!val[c])
      {
        int count = 0;
        for (int d = 1; d <= n; d++)
          count += ss_kn_allows (k, c, d);
        if (count < least)
          least = count, best = c;
      }
  return best;
}

/* Replaces cube c (applied to k) by its parts, or keeps it as it is
 * (full, or deep enough); drops it when it is a contradiction. */
static int
refine (job *j, ss_kn *k, const cube *c, int *split)
{
  int n = j->p->n, ok = 1;
  size_t mark = ss_kn_mark (k);
  for (int i = 0; i < c->depth && ok; i++)
    ok = ss_kn_give (k, c->cell[i], c->digit[i]);
  int bad = 0, cells[2], digits[2], deep = c->depth == MAX_DEPTH;
  int two = ok && !deep && n <= CHOICE_MAX_N ? ss_kn_choice (k, cells, digits)
                                             : 0;
  if (ss_kn_spent (k))
    two = 0, deep = 1; /* out of time: keep the part as it is */
  int x = ok && !two && !deep ? split_cell (k, n) : -1;
  cube part = *c;
  part.depth++;
  if (two < 0 || !ok)
    ; /* a contradiction: no solution in this part */
  else if (two > 0)
    for (int t = 0; t < 2 && !bad; t++)
      {
        part.cell[c->depth] = cells[t];
        part.digit[c->depth] = (uint8_t) digits[t];
        bad = add_cube (j, &part);
        *split = 1;
      }
  else if (x >= 0)
    {
      part.cell[c->depth] = x;
      for (int d = 1; d <= n && !bad; d++)
        if (ss_kn_allows (k, x, d))
          part.digit[c->depth] = (uint8_t) d, bad = add_cube (j, &part);
      *split = 1;
    }
  else
    bad = add_cube (j, c); /* full, or deep enough */
  ss_kn_undo (k, mark);
  return bad;
}

/* Level by level until there are enough cubes. */
static int
make_cubes (job *j, int target)
{
  ss_kn *k = ss_kn_new (j->p, SS_KN_ALL);
  if (!k)
    return -1;
  ss_kn_budget (k, j->o);
  int ok = ss_kn_give_all (k, j->p), bad = 0;
  cube root = { 0, { 0 }, { 0 } };
  if (ok)
    bad = add_cube (j, &root);
  for (int split = 1; !bad && split && j->ncubes && j->ncubes < target;)
    {
      cube *level = j->cubes;
      int count = j->ncubes;
      j->cubes = 0;
      j->ncubes = j->room = 0;
      split = 0;
      for (int i = 0; i < count && !bad; i++)
        bad = refine (j, k, &level[i], &split);
      free (level);
    }
  j->late = ss_kn_spent (k);
  ss_kn_free (k);
  return bad ? -1 : 0;
}

/* ---- searching them ------------------------------------------------------- */

static void
keep (void *ctx, const ss_grid *g, uint64_t index)
{
  job *j = ctx;
  size_t cells = (size_t) g->n * g->n;
  (void) index;
  pthread_mutex_lock (&j->lock);
  if (j->nfound < j->o->limit)
    memcpy (j->found + j->nfound++ * cells, g->cell, cells);
  if (j->nfound >= j->o->limit)
    ss_cancel_raise (&j->stop);
  pthread_mutex_unlock (&j->lock);
}

/* Cube i as a puzzle, searched; 0, or -1 out of memory. */
static int
search_cube (job *j, int i, ss_grid *q)
{
  const cube *c = &j->cubes[i];
  memcpy (q->cell, j->p->cell, (size_t) q->n * q->n);
  for (int d = 0; d < c->depth; d++)
    q->cell[c->cell[d]] = c->digit[d];
  ss_solve_opts run = *j->o;
  ss_result r;
  run.cancel = &j->stop;
  run.on_solution = keep;
  run.ctx = j;
  int bad = ss_solve (ss_solver_find ("fast"), q, &run, &r) < 0;
  pthread_mutex_lock (&j->lock);
  ss_stats_add (&j->st, &r.stats);
  j->searched += r.exhausted;
  if (!r.exhausted && j->nfound < j->o->limit && !j->gave_up)
    {
      j->gave_up = 1;
      snprintf (j->note, sizeof j->note, "split: cube %d of %d: %.80s", i + 1,
                j->ncubes, r.note[0] ? r.note : "no verdict");
    }
  pthread_mutex_unlock (&j->lock);
  ss_result_free (&r);
  return bad ? -1 : 0;
}

static void *
worker (void *arg)
{
  job *j = arg;
  ss_grid q;
  if (ss_grid_copy (&q, j->p))
    q.cell = 0;
  for (;;)
    {
      pthread_mutex_lock (&j->lock);
      if (j->o->deadline > 0 && ss_now () >= j->o->deadline)
        ss_cancel_raise (&j->stop); /* past it, a cube only costs set-up */
      int i = j->next < j->ncubes && !ss_cancel_raised (&j->stop) && q.cell
              ? j->next++ : -1;
      if (i < 0 && !q.cell && !j->gave_up)
        j->gave_up = 1, snprintf (j->note, sizeof j->note, "out of memory");
      pthread_mutex_unlock (&j->lock);
      if (i < 0 || search_cube (j, i, &q))
        break;
    }
  ss_grid_free (&q);
  pthread_mutex_lock (&j->lock);
  j->running--;
  pthread_cond_broadcast (&j->changed);
  pthread_mutex_unlock (&j->lock);
  return 0;
}

/* The CPUs, less those the other entrants of a race take. */
static int
thread_count (int others)
{
  long cpus = sysconf (_SC_NPROCESSORS_ONLN) - others;
  return cpus < 1 ? 1 : cpus > MAX_THREADS ? MAX_THREADS : (int) cpus;
}

/* Runs the workers and waits, passing on the caller's cancel flag. */
static void
run_workers (job *j, int threads)
{
  pthread_t t[MAX_THREADS];
  int started = 0;
  for (; started < threads; started++)
    if (pthread_create (&t[started], 0, worker, j))
      break;
  pthread_mutex_lock (&j->lock);
  j->running += started ? started : 1;
  pthread_mutex_unlock (&j->lock);
  if (!started)
    worker (j); /* no thread to be had: search here */
  pthread_mutex_lock (&j->lock);
  while (j->running > 0)
    {
      if (ss_cancel_raised (j->o->cancel))
        ss_cancel_raise (&j->stop);
      struct timespec ts;
      clock_gettime (CLOCK_REALTIME, &ts);
      ts.tv_nsec += 2000000L;
      ts.tv_sec += ts.tv_nsec / 1000000000L;
      ts.tv_nsec %= 1000000000L;
      pthread_cond_timedwait (&j->changed, &j->lock, &ts);
    }
  pthread_mutex_unlock (&j->lock);
  for (int i = 0; i < started; i++)
    pthread_join (t[i], 0);
}

ss_outcome
ss_split_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  return ss_split_solve_beside (p, o, res, 0);
}

ss_outcome
ss_split_solve_beside (const ss_grid *p, const ss_solve_opts *o,
                       ss_result *res, int others)
{
  int threads = thread_count (others);
  if (threads == 1)
    return ss_fast_solve (p, o, res); /* one part: fast itself */
  job j;
  memset (&j, 0, sizeof j);
  j.p = p;
  j.o = o;
  ss_cancel_init (&j.stop);
  size_t cells = (size_t) p->n * p->n;
  if (!o->limit || !(j.found = malloc (cells * o->limit))
      || make_cubes (&j, CUBES_PER_THREAD * threads))
    {
      free (j.found);
      free (j.cubes);
      snprintf (res->note, sizeof res->note, o->limit ? "out of memory"
                : "split needs a limit K");
      return SS_GAVE_UP;
    }
  if (j.late)
    {
      free (j.found);
      free (j.cubes);
      snprintf (res->note, sizeof res->note, "split: the budget ran out "
                "while cutting the search");
      return SS_GAVE_UP;
    }
  pthread_mutex_init (&j.lock, 0);
  pthread_cond_init (&j.changed, 0);
  run_workers (&j, threads);
  pthread_mutex_destroy (&j.lock);
  pthread_cond_destroy (&j.changed);
  ss_stats_add (&res->stats, &j.st);
  for (uint64_t i = 0; i < j.nfound; i++)
    if (ss_result_found (res, j.found + i * cells))
      break;
  int done = j.nfound >= o->limit || j.searched == j.ncubes;
  if (!done)
    snprintf (res->note, sizeof res->note, "%s", j.note[0] ? j.note
              : "split: cancelled");
  free (j.found);
  free (j.cubes);
  return done ? SS_DONE : SS_GAVE_UP;
}
