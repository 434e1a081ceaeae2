/* fast_tdoku.c -- the fast solver against tdoku, in one process, in the
 * same rounds.
 *
 * Model: both solvers get the same 81-character lines ('.' for a blank),
 * in the same order, from the same timing loop, and both count solutions
 * up to K = 2 (which proves uniqueness).  tdoku's entry point
 * (TdokuSolverDpllTriadSimd, from its libtdoku_static.a) parses the
 * line itself; our side fills a 9x9 ss_grid from the line and calls
 * ss_solve (), the path every sudosat caller takes, so it pays for what
 * tdoku does not do: the check of the givens and the verification of
 * every solution it reports.  Each round times R passes over the file
 * with one solver, then R passes with the other; the order alternates
 * between rounds, so drift in the machine's load falls on both.  The
 * report is the median rate per solver and the median of the per-round
 * ratios fast/tdoku.
 *
 * Before timing, every puzzle is solved once by each: the counts must
 * agree, and for a unique puzzle the solutions too (tdoku returns one
 * only with K = 1, so it is asked again).  A disagreement is reported
 * and the exit code is 1.
 *
 * Guesses: tdoku counts one per binary branch (assign, later negate);
 * our `guesses` counts every branch tried, so a two-candidate cell is
 * two.  The column "fast_guesses_tdoku_way" subtracts one per branching
 * node (nodes minus the solutions found), which puts the two on one
 * scale.
 *
 *   fast_tdoku [-k K] [-n ROUNDS] [-t SECONDS] [-s KERNEL] FILE...
 * KERNEL is "fast" (the solver as users get it, the default) or one
 * build of its 9x9 kernel: fast9_portable, fast9_avx2, fast9_avx512.
 * prints one CSV line per file:
 *   set,puzzles,passes,rounds,tdoku_per_s,fast_per_s,ratio,
 *   tdoku_guesses,fast_guesses,fast_guesses_tdoku_way
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <tdoku.h>

#include "../core/budget.h"
#include "../engines/table.h"
#include "../solvers/fast9.h"

typedef struct set {
  char (*line)[82]; /* puzzles, '.' for a blank, NUL-terminated */
  long n;
} set;

static int
load (const char *path, set *s)
{
  FILE *f = fopen (path, "r");
  char buf[1024];
  long cap = 0;
  s->line = 0;
  s->n = 0;
  if (!f)
    return -1;
  while (fgets (buf, sizeof buf, f))
    {
      if (buf[0] == '#' || strlen (buf) < 81)
        continue;
      if (s->n == cap)
        s->line = realloc (s->line, (size_t) (cap = cap ? 2 * cap : 1024)
                                        * sizeof *s->line);
      for (int i = 0; i < 81; i++)
        s->line[s->n][i] = buf[i] >= '1' && buf[i] <= '9' ? buf[i] : '.';
      s->line[s->n++][81] = 0;
    }
  fclose (f);
  return s->n ? 0 : -1;
}

/* ---- one puzzle through each solver ---------------------------------- */

static const ss_solver *fast;
static ss_grid grid;

static size_t
tdoku_count (const char *line, size_t k, char *solution, size_t *guesses)
{
  return TdokuSolverDpllTriadSimd (line, k, 0, solution, guesses);
}

/* Counts through ss_solve; the counters are left in res->stats. */
static size_t
fast_count (const char *line, uint64_t k, ss_result *res)
{
  for (int i = 0; i < 81; i++)
    grid.cell[i] = line[i] == '.' ? 0 : (uint8_t) (line[i] - '0');
  ss_solve_opts o = { .limit = k };
  ss_solve (fast, &grid, &o, res);
  return (size_t) res->count;
}

/* ---- checking --------------------------------------------------------- */

static int
check (const set *s, uint64_t k, const char *name)
{
  int bad = 0;
  for (long i = 0; i < s->n && bad < 5; i++)
    {
      char sol[82] = { 0 };
      size_t g;
      ss_result res;
      size_t a = tdoku_count (s->line[i], k, sol, &g);
      size_t b = fast_count (s->line[i], k, &res);
      if (a == 1)
        tdoku_count (s->line[i], 1, sol, &g);
      int same = a == b;
      for (int j = 0; same && a == 1 && j < 81; j++)
        same = res.solution.cell[j] == sol[j] - '0';
      if (!same || res.status == SS_UNKNOWN)
        {
          fprintf (stderr, "fast_tdoku: %s puzzle %ld: tdoku %zu, fast %zu "
                   "(%s)\n", name, i + 1, a, b, ss_status_name (res.status));
          bad++;
        }
      ss_result_free (&res);
    }
  return bad;
}

/* ---- timing ----------------------------------------------------------- */

typedef struct tally {
  double guesses, nodes, solutions;
} tally;

/* passes over the set with one solver; returns seconds. */
static double
run (const set *s, uint64_t k, int use_fast, int passes, tally *t)
{
  double start = ss_now ();
  tally acc = { 0, 0, 0 };
  for (int p = 0; p < passes; p++)
    for (long i = 0; i < s->n; i++)
      if (use_fast)
        {
          ss_result res;
          size_t c = fast_count (s->line[i], k, &res);
          acc.guesses += (double) res.stats.guesses;
          acc.nodes += (double) res.stats.nodes;
          acc.solutions += (double) c;
          ss_result_free (&res);
        }
      else
        {
          char sol[81];
          size_t g;
          tdoku_count (s->line[i], k, sol, &g);
          acc.guesses += (double) g;
        }
  double secs = ss_now () - start;
  if (t)
    *t = acc;
  return secs;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median (double *v, int n)
{
  qsort (v, (size_t) n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

#define MAX_ROUNDS 99

/* Calibrates the passes (about `target` seconds of tdoku per round),
 * then times the rounds and prints the CSV line. */
static void
measure (const set *s, const char *name, uint64_t k, int rounds,
         double target)
{
  run (s, k, 0, 1, 0); /* warm-up, both */
  run (s, k, 1, 1, 0);
  double one = run (s, k, 0, 1, 0);
  int passes = one > 0 ? (int) (target / one) : 1;
  if (passes < 1)
    passes = 1;
  double rt[MAX_ROUNDS], rf[MAX_ROUNDS], ratio[MAX_ROUNDS];
  tally tt = { 0, 0, 0 }, tf = { 0, 0, 0 };
  for (int r = 0; r < rounds; r++)
    {
      double a, b;
      if (r % 2)
        b = run (s, k, 1, passes, &tf), a = run (s, k, 0, passes, &tt);
      else
        a = run (s, k, 0, passes, &tt), b = run (s, k, 1, passes, &tf);
      double total = (double) s->n * passes;
      rt[r] = total / a;
      rf[r] = total / b;
      ratio[r] = a / b;
    }
  double total = (double) s->n * passes;
  printf ("%s,%ld,%d,%d,%.0f,%.0f,%.3f,%.2f,%.2f,%.2f\n", name, s->n,
          passes, rounds, median (rt, rounds), median (rf, rounds),
          median (ratio, rounds), tt.guesses / total, tf.guesses / total,
          (tf.guesses - tf.nodes + tf.solutions) / total);
  fflush (stdout);
}

static const ss_solver kernels[] = {
  { "fast9_portable", "9x9 bitboards", "", 1, 9, ss_fast9_solve_portable },
  { "fast9_avx2", "9x9 vectors, AVX2", "", 1, 9, ss_fast9_solve_avx2 },
  { "fast9_avx512", "9x9 vectors, AVX-512", "", 1, 9, ss_fast9_solve_avx512 },
};

static const ss_solver *
find (const char *name)
{
  for (size_t i = 0; i < sizeof kernels / sizeof *kernels; i++)
    if (!strcmp (name, kernels[i].name))
      return &kernels[i];
  return ss_solver_find (name);
}

int
main (int argc, char **argv)
{
  uint64_t k = 2;
  int opt, rounds = 9;
  double target = 0.25;
  const char *name = "fast";
  while ((opt = getopt (argc, argv, "k:n:s:t:")) != -1)
    if (opt == 'k')
      k = strtoull (optarg, 0, 10);
    else if (opt == 'n')
      rounds = atoi (optarg);
    else if (opt == 's')
      name = optarg;
    else
      target = atof (optarg);
  if (optind == argc || k < 1 || rounds < 1 || rounds > MAX_ROUNDS)
    return fputs ("usage: fast_tdoku [-k K] [-n ROUNDS<=99] [-t SECONDS] "
                  "[-s KERNEL] FILE...\n", stderr), 2;
  fast = find (name);
  if (!fast || ss_grid_init (&grid, 3, 3))
    return fputs ("fast_tdoku: no fast solver\n", stderr), 3;
  int status = 0;
  puts ("set,puzzles,passes,rounds,tdoku_per_s,fast_per_s,ratio,"
        "tdoku_guesses,fast_guesses,fast_guesses_tdoku_way");
  for (int a = optind; a < argc; a++)
    {
      set s;
      const char *base = strrchr (argv[a], '/');
      base = base ? base + 1 : argv[a];
      if (load (argv[a], &s))
        {
          fprintf (stderr, "fast_tdoku: %s: no puzzles\n", argv[a]);
          status = 2;
          continue;
        }
      if (check (&s, k, base))
        status = 1;
      else
        measure (&s, base, k, rounds, target);
      free (s.line);
    }
  ss_grid_free (&grid);
  return status;
}
