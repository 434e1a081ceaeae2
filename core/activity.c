/* activity.c -- the line of text saying what the engines do (activity.h),
 * behind a mutex: writers and the one reader are on different threads. */
#include "activity.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char text[64];

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
  pthread_mutex_unlock (&lock);
}

void
ss_activity_get (char *buf, size_t size)
{
  pthread_mutex_lock (&lock);
  snprintf (buf, size, "%s", text);
  pthread_mutex_unlock (&lock);
}
