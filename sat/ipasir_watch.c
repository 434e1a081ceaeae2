/* ipasir_watch.c -- a watchdog over the solves of loaded IPASIR
 * libraries (see ipasir.h).
 *
 * Model: a fixed table of slots, one per solve in flight that has a
 * deadline, and one thread, started on the first watched solve, that
 * looks at the table ten times a second.  A solve still running `grace`
 * seconds past its deadline belongs to a library that ignores terminate
 * (IPASIR says it is polled, and our callback says stop from the
 * deadline on): the caller's function is told, and ends the process.
 * The thread is never joined; it sleeps between looks and costs nothing
 * when no solve is watched.
 */
#include "ipasir.h"

#include <pthread.h>
#include <time.h>

#include "../core/budget.h"

#define SLOTS 256 /* solves in flight at once: compare's -j is at most 256 */

typedef struct slot {
  const char *path; /* 0: free */
  double deadline;
} slot;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static slot slots[SLOTS];
static ss_ipasir_hung_fn *hung;
static double grace_s;
static int started;

void
ss_ipasir_watch_on_hang (ss_ipasir_hung_fn *fn, double grace)
{
  pthread_mutex_lock (&lock);
  hung = fn;
  grace_s = grace;
  pthread_mutex_unlock (&lock);
}

/* The first slot whose solve ran past its grace, or -1. */
static int
overdue (double now)
{
  for (int i = 0; i < SLOTS; i++)
    if (slots[i].path && now > slots[i].deadline + grace_s)
      return i;
  return -1;
}

static void *
watch (void *arg)
{
  struct timespec tick = { 0, 100 * 1000 * 1000 };
  (void) arg;
  for (;;)
    {
      nanosleep (&tick, 0);
      double now = ss_now ();
      pthread_mutex_lock (&lock);
      int i = overdue (now);
      const char *path = i >= 0 ? slots[i].path : 0;
      double late = i >= 0 ? now - slots[i].deadline : 0;
      ss_ipasir_hung_fn *fn = hung;
      pthread_mutex_unlock (&lock);
      if (path && fn)
        fn (path, late);
    }
  return 0;
}

/* Starts the thread once; 0, or -1 when it cannot start (then nothing
 * is watched: the solve runs as it would without us). */
static int
start (void)
{
  pthread_t t;
  if (started)
    return 0;
  if (pthread_create (&t, 0, watch, 0))
    return -1;
  pthread_detach (t);
  started = 1;
  return 0;
}

int
ss_ipasir_watch_begin (const char *path, double deadline)
{
  int got = -1;
  pthread_mutex_lock (&lock);
  if (hung && !start ())
    for (int i = 0; i < SLOTS && got < 0; i++)
      if (!slots[i].path)
        slots[i] = (slot) { path, deadline }, got = i;
  pthread_mutex_unlock (&lock);
  return got;
}

void
ss_ipasir_watch_end (int i)
{
  if (i < 0)
    return;
  pthread_mutex_lock (&lock);
  slots[i].path = 0;
  pthread_mutex_unlock (&lock);
}
