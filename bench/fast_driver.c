/* fast_driver.c -- in-process throughput of one solver on one file.
 *
 * Model: parse every record first (untimed), then solve them all through
 * ss_solve() -- so verification is included, parsing and printing are
 * not -- and print one line: puzzles, seconds, puzzles/s, the summed
 * counters and the slowest puzzle.  Kernel "fast_n" forces the fast
 * solver's general kernel on 9x9 too; "fast9_portable", "fast9_avx2" and
 * "fast9_avx512" force one build of its 9x9 kernel (fast9.h).  Built by bench/bench_solvers.sh:
 *
 *   cc -O2 -std=c11 bench/fast_driver.c build/libsudosat.a -lm -lpthread
 *   fast_driver [-k K] [-r REPEAT] SOLVER FILE
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/reader.h"
#include "../engines/table.h"
#include "../solvers/fast.h"
#include "../solvers/fast9.h"

static const ss_solver kernels[] = {
  { "fast_n", "general kernel", "", 1, 100, ss_fast_solve_n },
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

static ss_grid *
load (const char *path, long *count)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return 0;
  ss_reader *r = ss_reader_new (f, path, 0);
  ss_record rec = { 0 };
  ss_grid *all = 0;
  long n = 0, cap = 0;
  while (r && ss_reader_next (r, &rec) == 1)
    {
      if (!rec.ok)
        continue;
      if (n == cap)
        all = realloc (all, (size_t) (cap = cap ? 2 * cap : 1024)
                                * sizeof *all);
      ss_grid_copy (&all[n++], &rec.grid);
    }
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
  *count = n;
  return all;
}

int
main (int argc, char **argv)
{
  ss_solve_opts o = { .limit = 2 };
  int opt, repeat = 1;
  while ((opt = getopt (argc, argv, "k:r:")) != -1)
    if (opt == 'k')
      o.limit = strtoull (optarg, 0, 10);
    else
      repeat = atoi (optarg);
  if (argc - optind != 2)
    return fputs ("usage: fast_driver [-k K] [-r N] SOLVER FILE\n", stderr), 2;
  const ss_solver *s = find (argv[optind]);
  long n;
  ss_grid *all = load (argv[optind + 1], &n);
  if (!s || !all)
    return fputs ("fast_driver: unknown solver or unreadable file\n",
                  stderr), 2;
  ss_stats sum = { 0 };
  long status[SS_STATUS_COUNT] = { 0 };
  double worst = 0, start = ss_now ();
  for (int rep = 0; rep < repeat; rep++)
    for (long i = 0; i < n; i++)
      {
        ss_result res;
        ss_solve (s, &all[i], &o, &res);
        ss_stats_add (&sum, &res.stats);
        status[res.status]++;
        if (res.seconds > worst)
          worst = res.seconds;
        ss_result_free (&res);
      }
  double t = ss_now () - start;
  long total = n * repeat;
  printf ("%s %s: %ld puzzles %.4f s %.0f/s %.2f us/puzzle; per puzzle: "
          "nodes %.2f guesses %.2f dead_ends %.2f props %.1f; worst %.3f ms;",
          s->name, argv[optind + 1], total, t, total / t, 1e6 * t / total,
          (double) sum.nodes / total, (double) sum.guesses / total,
          (double) sum.dead_ends / total, (double) sum.propagations / total,
          worst * 1e3);
  for (int k = 0; k < SS_STATUS_COUNT; k++)
    if (status[k])
      printf (" %s %ld", ss_status_name ((ss_status) k), status[k]);
  putchar ('\n');
  for (long i = 0; i < n; i++)
    ss_grid_free (&all[i]);
  free (all);
  return 0;
}
