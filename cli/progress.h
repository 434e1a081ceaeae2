/* progress.h -- the progress bar batch commands draw on stderr.
 *
 * Model: one line, redrawn in place at most five times a second,
 *
 *   [########............]  1234/3000  41%  2210/s  ETA 0:01
 *
 * done/total, percent, rate and time left when the total is known (every
 * input a regular file, counted before the run), else done and rate.  It
 * is drawn only when stderr is a terminal, and only once a run has lasted
 * a moment, so quick runs never flash one.  cli_progress_clear() erases
 * it before other text reaches the same terminal (the next tick that is
 * due draws it again); cli_progress_end() erases it for good, leaving the
 * terminal as it was.
 */
#ifndef SS_CLI_PROGRESS_H
#define SS_CLI_PROGRESS_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

typedef struct cli_progress {
  int on;         /* stderr is a terminal */
  int drawn;      /* the bar is on the screen now */
  uint64_t total; /* 0: unknown */
  uint64_t done;
  double started, last;
  const char *unit; /* "records", "puzzles" */
} cli_progress;

/* Set while a bar is on the screen, for the Ctrl-C handler, which erases
 * it before a second Ctrl-C ends the process (interrupt.c). */
extern volatile sig_atomic_t cli_bar_on_screen;

/* on: whether to draw at all (normally isatty (2), and never while the
 * user types the input on the terminal: cli_reads_terminal). */
void cli_progress_start (cli_progress *, int on, uint64_t total,
                         const char *unit);
/* done units so far; redraws when it is time. */
void cli_progress_tick (cli_progress *, uint64_t done);
void cli_progress_clear (cli_progress *);
void cli_progress_end (cli_progress *);

/* The bar's text for a width of cols columns, into buf; for tests. */
void cli_progress_format (char *buf, size_t size, int cols, uint64_t done,
                          uint64_t total, double seconds, const char *unit);

#endif
