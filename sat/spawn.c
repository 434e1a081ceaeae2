/* spawn.c -- command lines split into words, and run with a deadline
 * (see spawn.h).
 *
 * Waiting with a deadline is a poll: waitpid(WNOHANG), then a sleep that
 * starts at 0.1 ms and doubles up to 10 ms, so a solver that answers in
 * a millisecond is not kept waiting for a fixed tick, and a long one
 * costs a hundred wake-ups a second at most.
 */
#include "spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

#include "../solvers/solver.h"

extern char **environ;

/* One word from *s into *dst; 0 at the end, -1 on an unclosed quote. */
static int
next_word (const char **s, char **dst)
{
  const char *p = *s;
  char quote = 0;
  while (*p == ' ' || *p == '\t' || *p == '\n')
    p++;
  if (!*p)
    return 0;
  for (; *p && (quote || !(*p == ' ' || *p == '\t' || *p == '\n')); p++)
    if (quote ? *p == quote : (*p == '\'' || *p == '"'))
      quote = quote ? 0 : *p;
    else if (*p == '\\' && quote != '\'' && p[1])
      *(*dst)++ = *++p;
    else
      *(*dst)++ = *p;
  *(*dst)++ = 0;
  *s = p;
  return quote ? -1 : 1;
}

int
ss_argv_split (const char *cmd, ss_argv *out, ss_error *err)
{
  size_t len = strlen (cmd);
  memset (out, 0, sizeof *out);
  out->text = malloc (len + 1);
  out->word = malloc ((len / 2 + 2) * sizeof *out->word);
  if (!out->text || !out->word)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  char *dst = out->text, *start = dst;
  const char *s = cmd;
  int got;
  while ((got = next_word (&s, &dst)) == 1)
    {
      out->word[out->count++] = start;
      start = dst;
    }
  out->word[out->count] = 0;
  if (got < 0)
    return ss_error_set (err, 0, 0, "unclosed quote in the command"), -1;
  if (!out->count)
    return ss_error_set (err, 0, 0, "the command is empty"), -1;
  return 0;
}

void
ss_argv_free (ss_argv *a)
{
  free (a->word);
  free (a->text);
  a->word = 0;
  a->text = 0;
}

static int
set_up_files (posix_spawn_file_actions_t *fa, const char *out,
              const char *err)
{
  int flags = O_WRONLY | O_CREAT | O_TRUNC;
  return posix_spawn_file_actions_addopen (fa, 0, "/dev/null", O_RDONLY, 0)
         || posix_spawn_file_actions_addopen (fa, 1, out, flags, 0600)
         || posix_spawn_file_actions_addopen (fa, 2, err, flags, 0600);
}

static void
nap (long ns)
{
  struct timespec ts = { 0, ns };
  nanosleep (&ts, 0);
}

/* Waits for pid, killing its group at the deadline, or when every search
 * is asked to stop (ss_stop_all: the program sits in its own process
 * group, so a Ctrl-C at the terminal does not reach it). */
static int
wait_for (pid_t pid, double deadline, ss_spawn_result *out)
{
  int status = 0;
  long ns = 100000;
  pid_t got;
  while ((got = waitpid (pid, &status, WNOHANG)) == 0
         || (got < 0 && errno == EINTR))
    {
      if (got == 0
          && (ss_stopped () || (deadline > 0 && ss_now () >= deadline)))
        {
          out->timed_out = 1;
          kill (-pid, SIGKILL);
          kill (pid, SIGKILL);
          while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
            ;
          break;
        }
      if (got == 0)
        nap (ns), ns = ns < 10000000 ? ns * 2 : ns;
    }
  out->exited = WIFEXITED (status);
  out->code = out->exited ? WEXITSTATUS (status) : WTERMSIG (status);
  return 0;
}

int
ss_spawn_run (char *const argv[], const char *stdout_path,
              const char *stderr_path, double deadline, ss_spawn_result *out,
              ss_error *err)
{
  posix_spawn_file_actions_t fa;
  posix_spawnattr_t attr;
  pid_t pid;
  memset (out, 0, sizeof *out);
  if (posix_spawn_file_actions_init (&fa))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  int bad = posix_spawnattr_init (&attr);
  bad = bad || set_up_files (&fa, stdout_path, stderr_path)
        || posix_spawnattr_setflags (&attr, POSIX_SPAWN_SETPGROUP)
        || posix_spawnattr_setpgroup (&attr, 0);
  int code = bad ? ENOMEM : posix_spawnp (&pid, argv[0], &fa, &attr, argv,
                                          environ);
  posix_spawn_file_actions_destroy (&fa);
  posix_spawnattr_destroy (&attr);
  if (code)
    {
      char why[120] = "error";
      strerror_r (code, why, sizeof why); /* strerror is not thread-safe */
      return ss_error_set (err, 0, 0, "cannot run '%.80s': %s", argv[0],
                           why), -1;
    }
  return wait_for (pid, deadline, out);
}
