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

/* Okabe & Ito (2008), less the yellow that vanishes on white. */
static const char *const palette[] = {
  "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
  "#000000",
};
#define PALETTE (int) (sizeof palette / sizeof *palette)

/* The lowest time any solver's decided runs took above the clock's
 * resolution (bucket 0): where the faster ones are drawn. */
static double
floor_ms (const ss_cmp_summary *sums, int n)
{
  int lowest = SS_HIST_BUCKETS;
  for (int i = 0; i < n; i++)
    for (int b = 1; b < lowest; b++)
      if (sums[i].solved[b])
        lowest = b;
  return lowest < SS_HIST_BUCKETS ? ss_cmp_bucket_time (lowest) * 1e3 : 1e-3;
}

/* One inline data block per solver: cumulative solved count, time (ms)
 * at the bucket's upper edge, never below the floor. */
static void
write_data (FILE *g, const ss_cmp_summary *s, int index, double floor)
{
  uint64_t done = 0;
  fprintf (g, "$d%d << EOD\n", index);
  for (int b = 0; b < SS_HIST_BUCKETS; b++)
    if (s->solved[b])
      {
        double ms = ss_cmp_bucket_time (b) * 1e3;
        done += s->solved[b];
        fprintf (g, "%llu %.6g\n", (unsigned long long) done,
                 ms < floor ? floor : ms);
      }
  fputs ("EOD\n", g);
}

/* A string inside gnuplot's '...': a quote is doubled. */
static void
quoted (FILE *g, const char *s)
{
  putc ('\'', g);
  for (; *s; s++)
    {
      if (*s == '\'')
        putc ('\'', g);
      putc (*s, g);
    }
  putc ('\'', g);
}

static void
write_setup (FILE *g, const char *path, const char *term,
             const ss_cmp_plot_title *t, double floor)
{
  char title[512];
  fprintf (g, "set terminal %s\nset output ", term);
  quoted (g, path);
  snprintf (title, sizeof title, "sudosat compare: %.400s, %llu records, %s",
            t->dataset, (unsigned long long) t->records, t->date);
  fputs ("\nset title ", g);
  quoted (g, title);
  fprintf (g, "\nset xlabel 'records decided (unknowns are not plotted)'\n"
           "set ylabel 'time per puzzle (ms)'\nset logscale y\n"
           "set yrange [%.6g:*]\nset key outside right top\nset grid\n",
           floor / 1.5);
}

static void
write_script (FILE *g, const ss_cmp_summary *sums, int n, const char *path,
              const char *term, const ss_cmp_plot_title *t)
{
  double floor = floor_ms (sums, n);
  int k = 0;
  write_setup (g, path, term, t, floor);
  for (int i = 0; i < n; i++)
    if (ss_cmp_decided (&sums[i]))
      write_data (g, &sums[i], i, floor);
  const char *sep = "plot ";
  for (int i = 0; i < n; i++)
    if (ss_cmp_decided (&sums[i]))
      {
        fprintf (g, "%s$d%d using 1:2 with steps lw 2 lc rgb '%s' dt %d "
                 "title '%s (%llu of %llu)'", sep, i, palette[k % PALETTE],
                 k / PALETTE + 1, sums[i].solver->name,
                 (unsigned long long) ss_cmp_decided (&sums[i]),
                 (unsigned long long) sums[i].puzzles);
        sep = ", \\\n  ";
        k++;
      }
  if (*sep == 'p')
    fputs ("set label 'no solver reached a verdict' at graph 0.3,0.5\n"
           "plot [0:1] [1:10] NaN notitle", g);
  fputc ('\n', g);
}

int
ss_cmp_plot (const ss_cmp_summary *sums, int n, const char *path,
             const ss_cmp_plot_title *title, ss_error *err)
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
  write_script (g, sums, n, path, term, title);
  int status = pclose (g);
  signal (SIGPIPE, was);
  if (status != 0)
    return ss_error_set (err, 0, 0, "gnuplot failed writing '%s' (%s %d)",
                         path, WIFEXITED (status) ? "exit status" : "signal",
                         WIFEXITED (status) ? WEXITSTATUS (status)
                                            : WTERMSIG (status)), -1;
  return 0;
}
