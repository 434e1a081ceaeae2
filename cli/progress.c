/* progress.c -- the progress line (see progress.h).
 *
 * The line is drawn by the thread that ticks (the one writing the
 * command's output) and by a redrawing thread of its own, started with
 * SIGINT blocked (cli_thread_start), both under one mutex, each draw one
 * write(2): the Ctrl-C handler's erase never meets half a line.
 */
#include "progress.h"

#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "../core/activity.h"
#include "../core/budget.h"
#include "cli.h"

#define SHOW_AFTER 2.0 /* seconds of work before the first draw */
#define REDRAW 0.2     /* seconds between draws */
#define WAKE_NS 100000000L /* the redrawing thread's sleep */
#define ERASE "\r\033[K" /* to the line's start, then clear to its end */

static int
columns (void)
{
  struct winsize ws;
  if (ioctl (2, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
    return ws.ws_col;
  return 80;
}

/* "1:05", "12:00:00" */
static void
clock_text (char *buf, size_t size, double seconds)
{
  long s = seconds < 0 ? 0 : seconds > 359999 ? 359999 : (long) seconds;
  if (s >= 3600)
    snprintf (buf, size, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    snprintf (buf, size, "%ld:%02ld", s / 60, s % 60);
}

/* The line without a total: a count and rate, or only "working". */
static void
format_open (char *buf, size_t size, uint64_t done, double seconds,
             const char *unit, const char *tail)
{
  double rate = seconds > 0 ? (double) done / seconds : 0;
  if (unit)
    snprintf (buf, size, "%llu %s  %.0f/s%s", (unsigned long long) done,
              unit, rate, tail);
  else
    snprintf (buf, size, "working%s", tail);
}

void
cli_progress_format (char *buf, size_t size, int cols, uint64_t done,
                     uint64_t total, double seconds, const char *unit,
                     const char *what)
{
  char text[240], eta[32], took[32], tail[120];
  double rate = seconds > 0 ? (double) done / seconds : 0;
  clock_text (took, sizeof took, seconds);
  snprintf (tail, sizeof tail, "  elapsed %s%s%.60s", took,
            *what ? "  " : "", what);
  if (!total || !unit)
    {
      format_open (buf, size, done, seconds, unit, tail);
      return;
    }
  if (done > total)
    total = done;
  clock_text (eta, sizeof eta, rate > 0 ? (double) (total - done) / rate : 0);
  int len = done ? snprintf (text, sizeof text, "  %llu/%llu  %3d%%  %.0f/s"
                             "  ETA %s%s", (unsigned long long) done,
                             (unsigned long long) total,
                             (int) (100 * done / total), rate, eta, tail)
                  : snprintf (text, sizeof text, "  0/%llu  %3d%%%s",
                              (unsigned long long) total, 0, tail);
  int width = cols - 1 - len - 2; /* the last column stays free */
  if (width < 10)
    {
      snprintf (buf, size, "%s", text + 2);
      return;
    }
  if ((size_t) width + 3 + (size_t) len > size)
    width = (int) size - 3 - len;
  int full = (int) ((uint64_t) width * done / total);
  buf[0] = '[';
  memset (buf + 1, '#', (size_t) full);
  memset (buf + 1 + full, '.', (size_t) (width - full));
  buf[width + 1] = ']';
  memcpy (buf + width + 2, text, (size_t) len + 1);
}

static void
put (const char *s, size_t len)
{
  ssize_t ignored = write (2, s, len);
  (void) ignored;
}

/* Under the lock. */
static void
draw (cli_progress *p, double now)
{
  char line[512], what[64], out[530];
  int cols = columns ();
  ss_activity_get (what, sizeof what);
  cli_progress_format (line, sizeof line, cols, p->done, p->total,
                       now - p->started, p->unit, what);
  if ((int) strlen (line) > cols - 1)
    line[cols - 1] = 0; /* one line, never wrapped */
  int len = snprintf (out, sizeof out, "\r%s\033[K", line);
  cli_bar_on_screen = 1; /* before the write: see cmd_generate.c */
  put (out, (size_t) len);
  p->drawn = 1;
  p->last = now;
}

/* Under the lock. */
static void
draw_if_due (cli_progress *p)
{
  double now = ss_now ();
  if (!p->held && now - p->started >= SHOW_AFTER && now - p->last >= REDRAW)
    draw (p, now);
}

/* The line on the screen, for cli_progress_hush(): set while one runs
 * that may draw (the command's workers are joined before it ends). */
static cli_progress *volatile active;

static void *
redraw (void *arg)
{
  cli_progress *p = arg;
  pthread_mutex_lock (&p->lock);
  while (!p->stop)
    {
      struct timespec ts;
      clock_gettime (CLOCK_REALTIME, &ts);
      ts.tv_nsec += WAKE_NS;
      ts.tv_sec += ts.tv_nsec / 1000000000L;
      ts.tv_nsec %= 1000000000L;
      pthread_cond_timedwait (&p->wake, &p->lock, &ts);
      if (!p->stop && !cli_interrupted ())
        draw_if_due (p);
    }
  pthread_mutex_unlock (&p->lock);
  return 0;
}

void
cli_progress_start (cli_progress *p, int on, uint64_t total,
                    const char *unit)
{
  memset (p, 0, sizeof *p);
  p->on = on;
  p->total = total;
  p->unit = unit;
  p->started = ss_now ();
  pthread_mutex_init (&p->lock, 0);
  pthread_cond_init (&p->wake, 0);
  if (on && cli_thread_start (&p->thread, redraw, p) == 0)
    p->ticking = 1; /* without it, the line is drawn at ticks only */
  if (on)
    active = p;
}

void
cli_progress_hush (void)
{
  cli_progress *p = active;
  if (p)
    cli_progress_clear (p);
}

void
cli_progress_tick (cli_progress *p, uint64_t done)
{
  pthread_mutex_lock (&p->lock);
  p->done = done;
  p->held = 0;
  if (p->on)
    draw_if_due (p);
  pthread_mutex_unlock (&p->lock);
}

void
cli_progress_clear (cli_progress *p)
{
  pthread_mutex_lock (&p->lock);
  p->held = 1; /* until the next tick: records written to the same
                  terminal do not make it flicker */
  if (p->drawn)
    {
      put (ERASE, strlen (ERASE));
      cli_bar_on_screen = 0;
      p->drawn = 0;
    }
  pthread_mutex_unlock (&p->lock);
}

void
cli_progress_end (cli_progress *p)
{
  if (active == p)
    active = 0;
  cli_progress_clear (p);
  pthread_mutex_lock (&p->lock);
  p->stop = 1;
  p->on = 0;
  pthread_cond_signal (&p->wake);
  pthread_mutex_unlock (&p->lock);
  if (p->ticking)
    pthread_join (p->thread, 0);
  p->ticking = 0;
  pthread_cond_destroy (&p->wake);
  pthread_mutex_destroy (&p->lock);
}

/* ---- one piece of work, no count ---------------------------------------- */

static cli_progress life;
static int life_begun;

void
cli_life_begin (const char *what)
{
  ss_activity_set ("%s", what);
  cli_progress_start (&life, isatty (2), 0, 0);
  life_begun = 1;
}

void
cli_life_end (void)
{
  if (life_begun)
    cli_progress_end (&life);
  life_begun = 0;
}
