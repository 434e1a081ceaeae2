/* progress.h -- the progress line commands draw on stderr.
 *
 * Model: one line, redrawn in place at most five times a second,
 *
 *   [####.....]  1234/3000  41%  2210/s  ETA 0:01  elapsed 0:04  cp
 *   12 records  3/s  elapsed 0:04  racing cp, cadical
 *   working  elapsed 0:04  racing cp, cadical
 *
 * done/total, percent, rate and time left when the total is known (every
 * input a regular file, counted before the run), else done and rate; a
 * command on one puzzle has neither.  Then the time elapsed and what the
 * engines do (core/activity.h: the engine's name, or a portfolio's race).
 * It is drawn only when stderr is a terminal, and only once the command
 * has worked for 2 s, so quick runs never flash one.  A thread of its own
 * redraws it, so a long record shows life before it ends.
 * cli_progress_clear() erases it before other text reaches the same
 * terminal and holds it off until the next cli_progress_tick();
 * cli_progress_end() erases it for good, leaving the terminal as it was.
 */
#ifndef SS_CLI_PROGRESS_H
#define SS_CLI_PROGRESS_H

#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>

typedef struct cli_progress {
  int on;         /* stderr is a terminal */
  int drawn;      /* the line is on the screen now */
  int held;       /* cleared: not drawn again before the next tick */
  int ticking;    /* the redrawing thread runs */
  int stop;       /* asks it to end */
  uint64_t total; /* 0: unknown */
  uint64_t done;
  double started, last;
  const char *unit; /* "records", "puzzles"; 0: one piece of work */
  pthread_mutex_t lock;
  pthread_cond_t wake;
  pthread_t thread;
} cli_progress;

/* Set while a bar is on the screen, for the Ctrl-C handler, which erases
 * it before a second Ctrl-C ends the process (interrupt.c). */
extern volatile sig_atomic_t cli_bar_on_screen;

/* on: whether to draw at all (normally isatty (2), and never while the
 * user types the input on the terminal: cli_reads_terminal).  unit 0:
 * one piece of work, no count. */
void cli_progress_start (cli_progress *, int on, uint64_t total,
                         const char *unit);
/* done units so far; redraws when it is time. */
void cli_progress_tick (cli_progress *, uint64_t done);
void cli_progress_clear (cli_progress *);
void cli_progress_end (cli_progress *);
/* Erases the line that is on the screen, if any, before a message to
 * stderr from any thread; it comes back at the next tick. */
void cli_progress_hush (void);

/* One piece of work with no count (explain, lesson): from 2 s on, the
 * line says "working", the time elapsed and what the engines do (what
 * until an engine says otherwise).  Call cli_life_end() before writing
 * the result. */
void cli_life_begin (const char *what);
void cli_life_end (void);

/* The line's text for a width of cols columns, into buf; what is the
 * activity (core/activity.h), "" for none.  For tests too. */
void cli_progress_format (char *buf, size_t size, int cols, uint64_t done,
                          uint64_t total, double seconds, const char *unit,
                          const char *what);

#endif
