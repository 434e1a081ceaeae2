/* split.c -- fast's search split across threads: cube and conquer (the
 * portfolio's "split" entrant).
 *
 * Model: proving a hard puzzle unique means exhausting a search tree, and
 * a tree's disjoint parts can be searched at the same time.  The puzzle's
 * propagated state is cut where fast's own lookahead would branch, and
 * again in each part, until there are 8 parts per thread or the parts
 * are 8 levels deep (cubes.c, the cutter `sudosat split` shares).  A
 * part (a "cube") is the puzzle plus one given per level, so the parts
 * partition the solutions.  Threads take the cubes in
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

#include "cubes.h"
#include "table.h"
#include "../core/cancel.h"
#include "../solvers/fast.h"

#define CUBES_PER_THREAD 8
#define MAX_DEPTH 8
#define MAX_THREADS 8

typedef struct job {
  const ss_grid *p;
  const ss_solve_opts *o;
  ss_cubes cubes;
  int next, running, searched;
  pthread_mutex_t lock;
  pthread_cond_t changed;
  ss_cancel stop;
  uint8_t *found;      /* up to K solutions (cubes are disjoint: distinct) */
  uint64_t nfound;
  int gave_up;         /* some cube ended without a finished search */
  char note[120];
  ss_stats st;
} job;

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
  memcpy (q->cell, j->p->cell, (size_t) q->n * q->n);
  ss_cube_apply (&j->cubes.cube[i], q);
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
                j->cubes.count, r.note[0] ? r.note : "no verdict");
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
      int i = j->next < j->cubes.count && !ss_cancel_raised (&j->stop) && q.cell
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
      || ss_cubes_make (p, o, CUBES_PER_THREAD * threads, MAX_DEPTH,
                        &j.cubes))
    {
      free (j.found);
      snprintf (res->note, sizeof res->note, o->limit ? "out of memory"
                : "split needs a limit K");
      return SS_GAVE_UP;
    }
  if (j.cubes.late)
    {
      free (j.found);
      ss_cubes_free (&j.cubes);
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
  int done = j.nfound >= o->limit || j.searched == j.cubes.count;
  if (!done)
    snprintf (res->note, sizeof res->note, "%s", j.note[0] ? j.note
              : "split: cancelled");
  free (j.found);
  ss_cubes_free (&j.cubes);
  return done ? SS_DONE : SS_GAVE_UP;
}
