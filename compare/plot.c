/* plot.c -- writing a gnuplot script with inline data (see plot.h). */
#include "plot.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

int
ss_cmp_have_gnuplot (void)
{
  const char *path = getenv ("PATH");
  char dir[4096];
  while (path && *path)
    {
      size_t len = strcspn (path, ":");
      if (len && len < sizeof dir - 10)
        {
          memcpy (dir, path, len);
          strcpy (dir + len, "/gnuplot");
          if (access (dir, X_OK) == 0)
            return 1;
        }
      path += len + (path[len] == ':');
    }
  return 0;
}

static const char *
terminal_for (const char *path)
{
  const char *dot = strrchr (path, '.');
  if (dot && !strcmp (dot, ".png"))
    return "pngcairo size 900,600 noenhanced";
  if (dot && !strcmp (dot, ".svg"))
    return "svg size 900,600 noenhanced";
  return 0;
}

/* 0 when path could be created or overwritten; else errno. */
static int
writable (const char *path)
{
  struct stat st;
  if (stat (path, &st) == 0)
    return S_ISDIR (st.st_mode) ? EISDIR
           : access (path, W_OK) ? errno : 0;
  if (errno != ENOENT)
    return errno;
  const char *slash = strrchr (path, '/');
  size_t len = slash ? (size_t) (slash - path) + (slash == path) : 0;
  char dir[4096] = ".";
  if (len >= sizeof dir)
    return ENAMETOOLONG;
  if (len)
    memcpy (dir, path, len), dir[len] = 0;
  if (stat (dir, &st) != 0)
    return errno;
  return !S_ISDIR (st.st_mode) ? ENOTDIR
         : access (dir, W_OK | X_OK) ? errno : 0;
}

int
ss_cmp_plot_path_ok (const char *path, ss_error *err)
{
  if (!terminal_for (path))
    return ss_error_set (err, 0, 0, "plot file '%s' must end in .png or "
                         ".svg", path), -1;
  int why = writable (path);
  if (why)
    return ss_error_set (err, 0, 0, "cannot write the plot file '%s': %s",
                         path, strerror (why)), -1;
  return 0;
}

/* One inline data block per solver: cumulative solved count, time (ms)
 * at the bucket's upper edge. */
static void
write_data (FILE *g, const ss_cmp_summary *s, int index)
{
  uint64_t done = 0;
  fprintf (g, "$d%d << EOD\n", index);
  for (int b = 0; b < SS_HIST_BUCKETS; b++)
    if (s->solved[b])
      {
        done += s->solved[b];
        fprintf (g, "%llu %.6g\n", (unsigned long long) done,
                 ss_cmp_bucket_time (b) * 1e3);
      }
  fputs ("EOD\n", g);
}

static void
write_script (FILE *g, const ss_cmp_summary *sums, int n, const char *path,
              const char *term)
{
  fprintf (g, "set terminal %s\nset output '", term);
  for (const char *p = path; *p; p++)
    {
      if (*p == '\'')
        putc ('\'', g); /* gnuplot doubles a quote inside '...' */
      putc (*p, g);
    }
  fputs ("'\nset title 'sudosat compare: cactus plot'\n"
         "set xlabel 'puzzles solved'\nset ylabel 'time per puzzle (ms)'\n"
         "set logscale y\nset key left top\nset grid\n", g);
  for (int i = 0; i < n; i++)
    if (ss_cmp_decided (&sums[i]))
      write_data (g, &sums[i], i);
  const char *sep = "plot ";
  for (int i = 0; i < n; i++)
    if (ss_cmp_decided (&sums[i]))
      {
        fprintf (g, "%s$d%d using 1:2 with steps lw 2 title '%s'", sep, i,
                 sums[i].solver->name);
        sep = ", \\\n  ";
      }
  if (*sep == 'p')
    fputs ("set label 'no solver reached a verdict' at graph 0.3,0.5\n"
           "plot [0:1] [1:10] NaN notitle", g);
  fputc ('\n', g);
}

int
ss_cmp_plot (const ss_cmp_summary *sums, int n, const char *path,
             ss_error *err)
{
  const char *term = terminal_for (path);
  if (!term)
    return ss_error_set (err, 0, 0, "plot file '%s' must end in .png or "
                         ".svg", path), -1;
  if (!ss_cmp_have_gnuplot ())
    return ss_error_set (err, 0, 0, "gnuplot is not installed, so no plot "
                         "was drawn (Debian package gnuplot-nox)"), -1;
  /* A gnuplot that dies before reading its script must not take us with
   * it: without SIGPIPE the writes just fail, and pclose says how it
   * ended.  Plots are drawn after the workers are gone, so the signal's
   * disposition is ours to change for a moment. */
  void (*was) (int) = signal (SIGPIPE, SIG_IGN);
  FILE *g = popen ("gnuplot", "w");
  if (!g)
    return signal (SIGPIPE, was), ss_error_set (err, 0, 0, "cannot start "
                                                "gnuplot"), -1;
  write_script (g, sums, n, path, term);
  int status = pclose (g);
  signal (SIGPIPE, was);
  if (status != 0)
    return ss_error_set (err, 0, 0, "gnuplot failed writing '%s' (%s %d)",
                         path, WIFEXITED (status) ? "exit status" : "signal",
                         WIFEXITED (status) ? WEXITSTATUS (status)
                                            : WTERMSIG (status)), -1;
  return 0;
}
