/* activity.c -- the line of text saying what the engines do (activity.h),
 * behind a mutex: writers and the one reader are on different threads.
 * An engine's bare name (ss_activity_name, once per ss_solve: a classic
 * 9x9 takes microseconds, and a formatted, locked write cost 6% of
 * fast's rate on the 17-clue set) is a pointer stored atomically, only
 * when it changes; a formatted text replaces it. */
#include "activity.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char text[64];
static const char *_Atomic named; /* the latest text when not 0 */

void
ss_activity_name (const char *name)
{
  if (atomic_load_explicit (&named, memory_order_relaxed) != name)
    atomic_store_explicit (&named, name, memory_order_release);
}

void
ss_activity_set (const char *fmt, ...)
{
  char buf[sizeof text];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (buf, sizeof buf, fmt, ap);
  va_end (ap);
  pthread_mutex_lock (&lock);
  snprintf (text, sizeof text, "%s", buf);
  atomic_store_explicit (&named, 0, memory_order_release);
  pthread_mutex_unlock (&lock);
}

void
ss_activity_get (char *buf, size_t size)
{
  pthread_mutex_lock (&lock);
  const char *name = atomic_load_explicit (&named, memory_order_acquire);
  snprintf (buf, size, "%s", name ? name : text);
  pthread_mutex_unlock (&lock);
}
