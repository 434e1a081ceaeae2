/* progress.c -- the progress bar (see progress.h). */
#include "progress.h"

#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "../core/budget.h"

#define SHOW_AFTER 0.3 /* seconds before the first draw */
#define REDRAW 0.2     /* seconds between draws */
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

void
cli_progress_format (char *buf, size_t size, int cols, uint64_t done,
                     uint64_t total, double seconds, const char *unit)
{
  char text[160], eta[32];
  double rate = seconds > 0 ? (double) done / seconds : 0;
  if (!total)
    {
      snprintf (buf, size, "%llu %s  %.0f/s", (unsigned long long) done,
                unit, rate);
      return;
    }
  if (done > total)
    total = done;
  clock_text (eta, sizeof eta, rate > 0 ? (double) (total - done) / rate : 0);
  int len = snprintf (text, sizeof text, "  %llu/%llu  %3d%%  %.0f/s  ETA %s",
                      (unsigned long long) done, (unsigned long long) total,
                      (int) (100 * done / total), rate, eta);
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
draw (cli_progress *p, double now)
{
  char line[512];
  cli_progress_format (line, sizeof line, columns (), p->done, p->total,
                       now - p->started, p->unit);
  cli_bar_on_screen = 1; /* before the write: see cmd_generate.c */
  fprintf (stderr, "\r%s\033[K", line);
  fflush (stderr);
  p->drawn = 1;
  p->last = now;
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
}

void
cli_progress_tick (cli_progress *p, uint64_t done)
{
  p->done = done;
  if (!p->on)
    return;
  double now = ss_now ();
  if (now - p->started >= SHOW_AFTER && now - p->last >= REDRAW)
    draw (p, now);
}

void
cli_progress_clear (cli_progress *p)
{
  if (!p->drawn)
    return;
  fputs (ERASE, stderr);
  fflush (stderr);
  cli_bar_on_screen = 0;
  p->drawn = 0; /* drawn again at the next tick that is due: records
                   written to the same terminal do not make it flicker */
}

void
cli_progress_end (cli_progress *p)
{
  cli_progress_clear (p);
  p->on = 0;
}
