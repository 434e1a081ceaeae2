/* foreign.c -- a loaded IPASIR library that fails ends the run with
 * exit 3 and its name (see foreign.h).
 *
 * Model: the library runs inside our process, so its crash would be
 * ours and its exit () would pass for our exit code (exit 1 is a
 * "finding").  While a thread is inside the library, ss_ipasir_dl_running
 * names it, so three handlers can tell the library's failure from our
 * own: fatal signals (a crash inside the library: one line, exit 3;
 * elsewhere the signal's default, as before), an atexit handler (an
 * exit () from inside: one line, exit 3) and the watchdog's hang
 * function (a solve that ignores terminate past --timeout).  All are
 * installed only once a library is loaded, so every other run keeps its
 * usual handlers (and the sanitizers theirs).
 */
#include "foreign.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../sat/ipasir.h"
#include "cli.h"

/* Seconds past the deadline a solve may take before it is called hung:
 * a library that polls terminate stops far sooner. */
#define CLI_HANG_GRACE 2.0

static const char *command = "solve";

/* write(2) of a string, in a signal handler. */
static void
put (const char *s)
{
  ssize_t w = write (2, s, strlen (s));
  (void) w;
}

static void
put_number (int k)
{
  char digits[16];
  int i = (int) sizeof digits - 1;
  digits[i] = 0;
  do
    digits[--i] = (char) ('0' + k % 10);
  while ((k /= 10) && i > 0);
  put (digits + i);
}

static void
on_fatal (int sig)
{
  const char *lib = ss_ipasir_dl_running ();
  if (!lib)
    {
      signal (sig, SIG_DFL); /* ours: die of it as before */
      raise (sig);
      return;
    }
  put ("sudosat "), put (command), put (": IPASIR library '"), put (lib);
  put ("' crashed (signal "), put_number (sig), put (")\n");
  _exit (SS_EXIT_INTERNAL);
}

static void
on_exit_call (void)
{
  const char *lib = ss_ipasir_dl_running ();
  if (!lib)
    return;
  fflush (stdout);
  fprintf (stderr, "sudosat %s: IPASIR library '%s' called exit () inside "
           "a call: the library failed\n", command, lib);
  _exit (SS_EXIT_INTERNAL);
}

static void
on_hang (const char *lib, double late)
{
  fflush (stdout);
  fprintf (stderr, "sudosat %s: IPASIR library '%s' ignored the deadline: "
           "its solve still ran %.1f s after --timeout (it does not poll "
           "terminate)\n", command, lib, late);
  _exit (SS_EXIT_INTERNAL);
}

void
cli_foreign_watch (const char *cmd)
{
  static const int fatal[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
  static int done;
  struct sigaction sa;
  command = cmd;
  if (done++)
    return;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_fatal;
  sa.sa_flags = SA_RESETHAND;
  sigemptyset (&sa.sa_mask);
  for (size_t i = 0; i < sizeof fatal / sizeof *fatal; i++)
    sigaction (fatal[i], &sa, 0);
  atexit (on_exit_call);
  ss_ipasir_watch_on_hang (on_hang, CLI_HANG_GRACE);
}
