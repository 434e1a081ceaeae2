/* interrupt.c -- Ctrl-C (SIGINT): stop, report what was finished, 130.
 *
 * Model: a command that streams records asks for the graceful handler:
 * the first SIGINT only sets a flag and calls ss_stop_all(), so every
 * search in every worker gives up at its next budget check; the command
 * sees cli_interrupted(), drops the records still in flight, writes its
 * report for those it finished, marked partial, and ends as a process
 * killed by SIGINT does (status 130 to a shell; a script that ran it
 * stops too).  A second SIGINT a second or more later kills at once; one
 * sooner is the same request (timeout(1) and some terminals deliver a
 * signal to the process and to its group).  Every other command gets
 * the plain handler from main: one line naming it, then the default
 * action.  A SIGINT that was ignored when the program started (a
 * background job) stays ignored.
 *
 * Two things a terminal needs.  A command blocked reading what the user
 * types would go on waiting after the first Ctrl-C (the read restarts),
 * so the handler puts /dev/null in place of standard input when it is a
 * terminal (dup2 is async-signal-safe): the restarted read sees the end
 * of the input at once.  And a progress bar on the terminal is erased
 * before the second Ctrl-C ends the process, as on every other exit.
 * The bar is drawn by the main thread, so the command's workers start
 * with SIGINT blocked (cli_thread_start): the handler then never runs
 * beside a half-drawn bar on another thread.
 */
#include <pthread.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/budget.h"
#include "cli.h"
#include "progress.h"

static volatile sig_atomic_t interrupted;
static int null_fd = -1; /* /dev/null, opened when stdin is a terminal */
volatile sig_atomic_t cli_bar_on_screen;
static time_t first_at; /* CLOCK_MONOTONIC seconds of the first SIGINT */
static char message[80];
static size_t message_len;

static void
on_sigint_plain (int sig)
{
  ssize_t ignored = cli_bar_on_screen ? write (2, "\r\033[K", 4) : 0;
  ignored = write (2, message, message_len);
  (void) ignored;
  signal (sig, SIG_DFL);
  raise (sig);
}

static void
on_sigint_graceful (int sig)
{
  struct timespec now;
  clock_gettime (CLOCK_MONOTONIC, &now); /* async-signal-safe */
  if (interrupted && now.tv_sec - first_at >= 1)
    {
      if (cli_bar_on_screen)
        {
          ssize_t ignored = write (2, "\r\033[K", 4); /* the bar goes */
          (void) ignored;
        }
      signal (sig, SIG_DFL);
      raise (sig);
      return;
    }
  if (!interrupted)
    first_at = now.tv_sec;
  interrupted = 1; /* before the stop: whoever sees the stop sees this */
  ss_stop_all ();
  if (null_fd >= 0)
    dup2 (null_fd, 0); /* a read from the terminal ends now */
}

static int
ignored_at_start (void)
{
  struct sigaction old;
  return sigaction (SIGINT, 0, &old) == 0 && old.sa_handler == SIG_IGN;
}

static void
install (void (*fn) (int), int flags)
{
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = fn;
  sa.sa_flags = flags;
  sigemptyset (&sa.sa_mask);
  sigaction (SIGINT, &sa, 0);
}

void
cli_interrupt_plain (void)
{
  static int ignored = -1;
  if (ignored < 0)
    ignored = ignored_at_start ();
  if (ignored)
    return;
  /* On a terminal, off the line that shows ^C. */
  int len = snprintf (message, sizeof message, "%ssudosat %s: interrupted\n",
                      isatty (2) ? "\n" : "", cli_command);
  message_len = len > 0 && (size_t) len < sizeof message ? (size_t) len : 0;
  install (on_sigint_plain, SA_RESTART);
}

void
cli_interrupt_graceful (void)
{
  struct sigaction old;
  if (sigaction (SIGINT, 0, &old) == 0 && old.sa_handler == SIG_IGN)
    return;
  if (null_fd < 0 && isatty (0))
    null_fd = open ("/dev/null", O_RDONLY | O_CLOEXEC);
  install (on_sigint_graceful, SA_RESTART);
}

int
cli_thread_start (pthread_t *id, void *(*fn) (void *), void *arg)
{
  sigset_t block, old;
  sigemptyset (&block);
  sigaddset (&block, SIGINT);
  pthread_sigmask (SIG_BLOCK, &block, &old);
  int err = pthread_create (id, 0, fn, arg);
  pthread_sigmask (SIG_SETMASK, &old, 0);
  return err;
}

int
cli_reads_terminal (int nfiles, char **files)
{
  int stdin_read = nfiles == 0;
  for (int i = 0; i < nfiles; i++)
    stdin_read |= !strcmp (files[i], "-");
  return stdin_read && isatty (0);
}

int
cli_interrupted (void)
{
  return interrupted != 0;
}

int
cli_die_interrupted (void)
{
  fflush (stdout);
  fflush (stderr);
  signal (SIGINT, SIG_DFL);
  raise (SIGINT);
  return SS_EXIT_INTERRUPTED; /* SIGINT is blocked or ignored: say it */
}
