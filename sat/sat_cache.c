/* sat_cache.c -- the per-thread instance cache (see sat_cache.h).
 *
 * A thread's cache is a short list (one entry per backend and shape it
 * has met) stored under a pthread key.  The key is made once, and at the
 * same time an exit handler is registered: key destructors run when a
 * thread ends, but not for the thread that calls exit(), so without it
 * the main thread's instances would be left to the leak checker.  The
 * one-time set-up takes a mutex rather than pthread_once: the cost is
 * one uncontended lock per puzzle, and race detectors (helgrind) see
 * the ordering, which they do not through glibc's pthread_once.
 */
#include "sat_cache.h"

#include <pthread.h>
#include <stdlib.h>

#include "../core/model.h"
#include "sat.h"

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_key_t cache_key; /* both written once, under cache_lock */
static int cache_state;         /* 0 not yet, 1 made, -1 failed */

static void
free_one (ss_sat_inst *e)
{
  e->ops->release (e->s);
  ss_cnf_free (&e->cnf);
  ss_model_unref (e->model);
  free (e);
}

static void
free_list (void *head)
{
  ss_sat_inst *e = head;
  while (e)
    {
      ss_sat_inst *next = e->next;
      free_one (e);
      e = next;
    }
}

/* Drops the list's variant instances (before a new one is made: one
 * model at a time); returns the new head. */
static ss_sat_inst *
drop_variants (ss_sat_inst *head)
{
  ss_sat_inst **at = &head;
  while (*at)
    if ((*at)->model)
      {
        ss_sat_inst *gone = *at;
        *at = gone->next;
        free_one (gone);
      }
    else
      at = &(*at)->next;
  return head;
}

static int have_key (void);

void
ss_sat_cache_clear (void)
{
  if (!have_key ())
    return;
  free_list (pthread_getspecific (cache_key));
  pthread_setspecific (cache_key, 0);
}

/* 1 once the key exists (made on the first call), 0 if it cannot be. */
static int
have_key (void)
{
  pthread_mutex_lock (&cache_lock);
  if (!cache_state)
    {
      cache_state = pthread_key_create (&cache_key, free_list) ? -1 : 1;
      if (cache_state > 0)
        atexit (ss_sat_cache_clear);
    }
  int ok = cache_state > 0;
  pthread_mutex_unlock (&cache_lock);
  return ok;
}

void
ss_sat_load (const ss_ipasir_ops *ops, void *s, const ss_cnf *f)
{
  for (long i = 0; i < f->info.nclauses; i++)
    {
      int len;
      const int *lits = ss_cnf_clause (f, i, &len);
      ss_ipasir_add_clause (ops, s, lits, len);
    }
}

int
ss_sat_recycle (const ss_ipasir_ops *ops)
{
  return ops->recycle > 0 ? ops->recycle : SS_SAT_RECYCLE;
}

static int
same_key (const ss_sat_inst *e, const ss_ipasir_ops *ops, const ss_grid *g,
          const ss_encode_opts *o)
{
  return e->ops == ops && e->box_rows == g->box_rows
         && e->box_cols == g->box_cols && e->model == g->model
         && e->enc.encoding == o->encoding && e->enc.amo == o->amo
         && e->enc.givens == o->givens
         && ss_sum_resolve (e->enc.sum) == ss_sum_resolve (o->sum);
}

/* (Re)loads e->cnf into a fresh solver; 0, -1 out of memory, -2 when
 * the deadline (0: none) passed first (the instance is then gone). */
static int
load (ss_sat_inst *e, double deadline)
{
  void *s = ss_ipasir_new (e->ops);
  if (!s)
    return -1;
  if (e->s)
    e->ops->release (e->s);
  e->s = s;
  double start = ss_now ();
  for (long i = 0; i < e->cnf.info.nclauses; i++)
    {
      int len;
      const int *lits = ss_cnf_clause (&e->cnf, i, &len);
      ss_ipasir_add_clause (e->ops, s, lits, len);
      /* Releasing takes about half as long as loading: stop in time. */
      double now = deadline > 0 && !(i & 4095) ? ss_now () : 0;
      if (now > 0 && now + 0.5 * (now - start) >= deadline)
        {
          e->ops->release (s);
          e->s = 0;
          return -2;
        }
    }
  e->next_var = (int) e->cnf.info.nvars + 1;
  e->uses = 0;
  return 0;
}

/* A new instance holding the CNF of the empty grid of g's shape (and
 * rules: ss_grid_init_like keeps a variant grid's model). */
static ss_sat_inst *
build (const ss_ipasir_ops *ops, const ss_grid *g, const ss_encode_opts *o,
       double deadline, int *late, ss_error *err)
{
  ss_grid empty;
  ss_sat_inst *e = calloc (1, sizeof *e);
  if (!e || ss_grid_init_like (&empty, g))
    return free (e), ss_error_set (err, 0, 0, "out of memory"), (void *) 0;
  int bad = ss_cnf_build_by (&e->cnf, &empty, o, deadline, err);
  ss_grid_free (&empty);
  *late = bad == -2;
  if (bad)
    return free (e), (void *) 0;
  *e = (ss_sat_inst) { ops, 0, g->box_rows, g->box_cols, 0, *o,
                       e->cnf.info.nvars, e->cnf.info.nclauses, 0, 0,
                       e->cnf, 0 };
  int got = load (e, deadline);
  if (got)
    {
      *late = got == -2;
      ss_cnf_free (&e->cnf);
      return free (e), ss_error_set (err, 0, 0, *late ? "the deadline passed "
                                     "while loading the CNF" : "out of "
                                     "memory"), (void *) 0;
    }
  return e;
}

ss_sat_inst *
ss_sat_cache_get (const ss_ipasir_ops *ops, const ss_grid *shape,
                  const ss_encode_opts *o, ss_error *err)
{
  int late;
  return ss_sat_cache_get_by (ops, shape, o, 0, &late, err);
}

ss_sat_inst *
ss_sat_cache_get_by (const ss_ipasir_ops *ops, const ss_grid *shape,
                     const ss_encode_opts *o, double deadline, int *late,
                     ss_error *err)
{
  *late = 0;
  if (!have_key ())
    return ss_error_set (err, 0, 0, "no thread-local storage"), (void *) 0;
  ss_sat_inst *head = pthread_getspecific (cache_key);
  for (ss_sat_inst *e = head; e; e = e->next)
    if (same_key (e, ops, shape, o))
      {
        if (++e->uses >= ss_sat_recycle (ops) && load (e, 0))
          return ss_error_set (err, 0, 0, "out of memory"), (void *) 0;
        return e;
      }
  if (shape->model)
    {
      head = drop_variants (head);
      pthread_setspecific (cache_key, head);
    }
  ss_sat_inst *e = build (ops, shape, o, deadline, late, err);
  if (!e)
    return 0;
  e->model = shape->model ? ss_model_ref (shape->model) : 0;
  e->next = head;
  if (pthread_setspecific (cache_key, e))
    {
      e->next = 0;
      free_list (e);
      return ss_error_set (err, 0, 0, "out of memory"), (void *) 0;
    }
  return e;
}
