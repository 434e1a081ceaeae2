/* pool.c -- the ordered parallel map (see pool.h).
 *
 * Jobs sit in a ring of slots indexed by sequence number.  Workers take
 * the oldest pending slot; the caller waits on the oldest slot only, so
 * results leave in order even when later jobs finish first.
 */
#include "pool.h"

#include <pthread.h>
#include <stdlib.h>

enum { SLOT_FREE, SLOT_PENDING, SLOT_RUNNING, SLOT_DONE };

typedef struct slot {
  void *job;
  int state;
} slot;

typedef struct pool {
  pthread_mutex_t lock;
  pthread_cond_t work_ready, work_done;
  slot *ring;
  int window;
  long head, tail, next_pending; /* sequence numbers */
  int stopping;
  ss_pool_work_fn *work;
  void *ctx;
} pool;

static void *
worker (void *arg)
{
  pool *p = arg;
  pthread_mutex_lock (&p->lock);
  for (;;)
    {
      while (!p->stopping && p->next_pending == p->tail)
        pthread_cond_wait (&p->work_ready, &p->lock);
      if (p->next_pending == p->tail)
        break; /* stopping, nothing left */
      slot *s = &p->ring[p->next_pending++ % p->window];
      s->state = SLOT_RUNNING;
      pthread_mutex_unlock (&p->lock);
      p->work (p->ctx, s->job);
      pthread_mutex_lock (&p->lock);
      s->state = SLOT_DONE;
      pthread_cond_broadcast (&p->work_done);
    }
  pthread_mutex_unlock (&p->lock);
  return 0;
}

static void
run_serial (ss_pool_next_fn *next, ss_pool_work_fn *work,
            ss_pool_done_fn *done, void *ctx)
{
  void *job;
  while ((job = next (ctx)))
    {
      work (ctx, job);
      done (ctx, job);
    }
}

/* Caller side: keep the window full, hand back the oldest when done. */
static void
drive (pool *p, ss_pool_next_fn *next, ss_pool_done_fn *done)
{
  int more = 1;
  pthread_mutex_lock (&p->lock);
  while (more || p->head < p->tail)
    {
      while (more && p->tail - p->head < p->window)
        {
          pthread_mutex_unlock (&p->lock);
          void *job = next (p->ctx);
          pthread_mutex_lock (&p->lock);
          if (!(more = job != 0))
            break;
          p->ring[p->tail % p->window] = (slot) { job, SLOT_PENDING };
          p->tail++;
          pthread_cond_signal (&p->work_ready);
        }
      if (p->head == p->tail)
        break;
      slot *s = &p->ring[p->head % p->window];
      while (s->state != SLOT_DONE)
        pthread_cond_wait (&p->work_done, &p->lock);
      p->head++;
      pthread_mutex_unlock (&p->lock);
      done (p->ctx, s->job);
      pthread_mutex_lock (&p->lock);
    }
  p->stopping = 1;
  pthread_cond_broadcast (&p->work_ready);
  pthread_mutex_unlock (&p->lock);
}

int
ss_pool_run (int threads, ss_pool_next_fn *next, ss_pool_work_fn *work,
             ss_pool_done_fn *done, void *ctx)
{
  if (threads <= 1)
    return run_serial (next, work, done, ctx), 0;
  pool p = { .window = 4 * threads, .work = work, .ctx = ctx };
  pthread_t *ids = calloc ((size_t) threads, sizeof *ids);
  p.ring = calloc ((size_t) p.window, sizeof *p.ring);
  if (!ids || !p.ring)
    return free (ids), free (p.ring), -1;
  pthread_mutex_init (&p.lock, 0);
  pthread_cond_init (&p.work_ready, 0);
  pthread_cond_init (&p.work_done, 0);
  int started = 0;
  while (started < threads
         && pthread_create (&ids[started], 0, worker, &p) == 0)
    started++;
  if (started)
    drive (&p, next, done);
  else
    p.stopping = 1;
  for (int i = 0; i < started; i++)
    pthread_join (ids[i], 0);
  pthread_cond_destroy (&p.work_done);
  pthread_cond_destroy (&p.work_ready);
  pthread_mutex_destroy (&p.lock);
  free (ids);
  free (p.ring);
  return started ? 0 : -1;
}
