/* cmd_generate.c -- sudosat generate: puzzles with exactly one solution.
 *
 * Each puzzle i comes from seed S + i, so a run is reproducible and any
 * one puzzle can be remade alone with --seed S+i --count 1.  Every blank
 * was justified by the method (gen/generate.h), and the finished puzzle
 * is checked once more, without a budget, by a second, independent
 * solver (dlx up to 16x16, cadical above) before it is printed.
 *
 * -j N: N worker threads take puzzle indices in turn; each formats its
 * record into a buffer and the main thread prints the buffers in index
 * order, so the output is the same for every N (budgets count nodes, not
 * time, unless --timeout is given).  The main thread also draws the
 * progress line on stderr when stderr is a terminal.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/budget.h"
#include "../core/print.h"
#include "../gen/generate.h"
#include "../gen/rng.h"
#include "../engines/table.h"
#include "cli.h"

/* From 16x16 up a check may meet puzzles as hard as the hardest known
 * ones; a node budget keeps such checks short and the output the same on
 * every machine (a given whose check runs out stays, unchecked). */
#define SS_GEN_BIG_NODES 2000
/* Above 25x25 a puzzle without one more given sits at the hardness
 * frontier: hardly any search decides it in thousands of nodes (36x36:
 * 575 of 590 undecided at 200 nodes each, 7 minutes), so the unique
 * method's searches get a token budget there (docs/scale.md). */
#define SS_GEN_HUGE_NODES 10
#define SS_GEN_WINDOW 4 /* puzzles a worker may run ahead, per thread */

typedef struct slot {
  char *text;              /* the formatted record (or message), or 0 */
  size_t len;
  int code;                /* exit code this puzzle contributes */
  int done, started;
  atomic_int givens, tried, phase, cells;
} slot;

typedef struct gen_ctx {
  cli_input in;
  cli_format format;
  ss_gen_opts opts;
  unsigned long long count;
  const ss_solver *solver;
  int box_rows, box_cols;
  int budget_given, minimal, jobs, progress;
  double keep;             /* --keep P: no dig; < 0 when not given */
  slot *slots;             /* a ring: puzzle i in slots[i % ring] */
  int ring;
  unsigned long long next, printed;
  int stop;
  pthread_mutex_t lock;
  pthread_cond_t changed;
} gen_ctx;

/* A second opinion: another complete solver suited to the size (dlx up
 * to its largest default side, else cadical), else fast once more. */
static const ss_solver *
second_opinion (const ss_solver *first, int n)
{
  static const char *names[] = { "dlx", "cadical", "fast" };
  for (int i = 0; i < 3; i++)
    {
      const ss_solver *s = ss_solver_find (names[i]);
      if (s && s != first && (s->flags & SS_COMPLETE)
          && (n <= s->max_n || !strcmp (names[i], "cadical")))
        return s;
    }
  return first;
}

static int
confirmed_unique (const ss_solver *s, const ss_grid *p, const ss_grid *sol)
{
  ss_solve_opts o = { 0 };
  ss_result res;
  o.limit = 2; /* no budget: a puzzle is printed only once proven */
  ss_solve (s, p, &o, &res);
  int ok = res.status == SS_UNIQUE
           && !memcmp (res.solution.cell, sol->cell, (size_t) p->n * p->n);
  ss_result_free (&res);
  return ok;
}

/* ---- one record ---------------------------------------------------------- */

static void
json_counts (FILE *f, const ss_grid *p, const ss_gen_stats *st)
{
  ss_error err;
  int by = ss_gen_solved_by (p, &err);
  fprintf (f, ",\"method\":\"%s\"", ss_gen_method_name (st->method));
  if (st->method == SS_GEN_DEDUCE)
    fprintf (f, ",\"deductions\":\"%s\"",
             ss_deduction_name (st->deductions));
  fprintf (f, ",\"solved_by\":\"%s\"",
           by >= 0 ? ss_deduction_name ((ss_deduction) by)
           : by == -1 ? "search" : "unknown");
  fprintf (f, ",\"minimal\":%s,\"tried\":%d,\"needed\":%d,"
           "\"kept_unchecked\":%d,\"untried\":%d,\"checks\":%d,"
           "\"unknown_checks\":%d", st->minimal ? "true" : "false",
           st->attempts, st->needed, st->unchecked, st->untried, st->checks,
           st->unknowns);
}

static void
print_one (const gen_ctx *g, FILE *f, unsigned long long i, const ss_grid *p,
           const ss_grid *sol, const ss_gen_stats *st, const char *check)
{
  if (g->format != CLI_JSON)
    {
      cli_write_grid (f, p, &g->in, '.', g->format);
      if (g->format == CLI_BLOCK)
        fputc ('\n', f);
      return;
    }
  ss_rate_result rate;
  ss_error err;
  int rated = ss_rate (p, g->solver, &rate, &err) == 0;
  fprintf (f, "{\"index\":%llu,\"seed\":%llu,\"box\":\"%dx%d\",\"givens\":%d,"
           "\"puzzle\":\"", i + 1,
           (unsigned long long) (g->opts.seed + i), p->box_rows, p->box_cols,
           ss_grid_givens (p));
  ss_write_line (f, p, &g->in.alphabet, '.');
  fputs ("\",\"solution\":\"", f);
  ss_write_line (f, sol, &g->in.alphabet, '.');
  fprintf (f, "\",\"rating\":\"%s\"",
           rated ? ss_rating_name (rate.rating) : "unrated");
  if (st)
    json_counts (f, p, st);
  else
    fprintf (f, ",\"keep\":%g,\"unique\":\"unchecked\"", g->keep);
  fprintf (f, ",\"confirmed_by\":\"%s\"}\n", check);
}

/* --keep P: the full grid of seed S+i, each cell kept with probability
 * P (a seeded draw per cell); not dug, not confirmed unique. */
static int
keep_cells (const gen_ctx *g, uint64_t seed, ss_grid *p, ss_grid *sol,
            ss_error *err)
{
  if (ss_gen_full (g->box_rows, g->box_cols, seed, sol, err) < 0)
    return -1;
  if (ss_grid_copy (p, sol) < 0)
    return ss_grid_free (sol), ss_error_set (err, 0, 0, "out of memory"), -1;
  ss_rng rng = { seed ^ 0x6b656570ull };
  for (int c = 0; c < p->n * p->n; c++)
    if ((double) (ss_rng_next (&rng) >> 11) * 0x1p-53 >= g->keep)
      p->cell[c] = 0;
  return 0;
}

static void
on_progress (void *ctx, const ss_gen_progress *pr)
{
  slot *s = ctx;
  atomic_store_explicit (&s->givens, pr->givens, memory_order_relaxed);
  atomic_store_explicit (&s->tried, pr->tried, memory_order_relaxed);
  atomic_store_explicit (&s->phase, pr->phase, memory_order_relaxed);
  atomic_store_explicit (&s->cells, pr->cells, memory_order_relaxed);
}

static slot *
slot_of (gen_ctx *g, unsigned long long i)
{
  return &g->slots[i % (unsigned long long) g->ring];
}

/* Makes puzzle i into its slot's text. */
static void
make_one (gen_ctx *g, unsigned long long i)
{
  slot *sl = slot_of (g, i);
  ss_gen_opts o = g->opts;
  ss_grid p, sol;
  ss_gen_stats st;
  ss_error err;
  o.seed = g->opts.seed + i;
  o.progress = on_progress;
  o.progress_ctx = sl;
  FILE *f = open_memstream (&sl->text, &sl->len);
  if (!f)
    {
      sl->code = SS_EXIT_INTERNAL;
      return;
    }
  int bad = g->keep >= 0 ? keep_cells (g, o.seed, &p, &sol, &err)
                         : ss_generate (g->box_rows, g->box_cols, &o,
                                        g->solver, &p, &sol, &st, &err);
  if (bad)
    {
      fprintf (f, "sudosat generate: %s\n", err.msg);
      sl->code = SS_EXIT_INTERNAL;
      fclose (f);
      return;
    }
  if (g->keep >= 0)
    print_one (g, f, i, &p, &sol, 0, "none");
  else
    {
      const ss_solver *check = second_opinion (g->solver, p.n);
      atomic_store (&sl->phase, 3);
      if (confirmed_unique (check, &p, &sol))
        print_one (g, f, i, &p, &sol, &st, check->name);
      else
        {
          fprintf (f, "sudosat generate: seed %llu: %s does not confirm "
                   "uniqueness; puzzle withheld\n",
                   (unsigned long long) o.seed, check->name);
          sl->code = SS_EXIT_FINDING;
        }
    }
  fclose (f);
  ss_grid_free (&p);
  ss_grid_free (&sol);
}

/* ---- workers, printing, progress ---------------------------------------- */

static void *
worker (void *arg)
{
  gen_ctx *g = arg;
  pthread_mutex_lock (&g->lock);
  for (;;)
    {
      while (!g->stop && g->next < g->count
             && g->next >= g->printed + (unsigned) (SS_GEN_WINDOW * g->jobs))
        pthread_cond_wait (&g->changed, &g->lock);
      if (g->stop || g->next >= g->count)
        break;
      unsigned long long i = g->next++;
      slot_of (g, i)->started = 1;
      pthread_mutex_unlock (&g->lock);
      make_one (g, i);
      pthread_mutex_lock (&g->lock);
      slot_of (g, i)->done = 1;
      pthread_cond_broadcast (&g->changed);
    }
  pthread_mutex_unlock (&g->lock);
  return 0;
}

static void
draw_progress (gen_ctx *g, double start)
{
  slot *s = slot_of (g, g->printed);
  int cells = atomic_load (&s->cells);
  fprintf (stderr, "\r\033[Kgenerate: puzzle %llu of %llu", g->printed + 1,
           g->count);
  int phase = atomic_load (&s->phase);
  if (cells)
    fprintf (stderr, ": givens %d, %s %d of %d%s", atomic_load (&s->givens),
             phase == 2 ? "searched" : "cells tried",
             atomic_load (&s->tried), cells,
             phase == 3 ? ", confirming" : "");
  fprintf (stderr, ", %.1f s", ss_now () - start);
  fflush (stderr);
}

static void
erase_progress (const gen_ctx *g)
{
  if (g->progress)
    fputs ("\r\033[K", stderr);
}

/* Waits for puzzle printed to finish, redrawing the progress line. */
static void
wait_next (gen_ctx *g, double start)
{
  while (!slot_of (g, g->printed)->done)
    {
      if (!g->progress)
        {
          pthread_cond_wait (&g->changed, &g->lock);
          continue;
        }
      struct timespec ts;
      clock_gettime (CLOCK_REALTIME, &ts);
      ts.tv_nsec += 200000000L;
      ts.tv_sec += ts.tv_nsec / 1000000000L;
      ts.tv_nsec %= 1000000000L;
      pthread_cond_timedwait (&g->changed, &g->lock, &ts);
      if (!slot_of (g, g->printed)->done)
        draw_progress (g, start);
    }
}

/* Prints the slots in order; stops at the first that failed. */
static int
print_all (gen_ctx *g)
{
  int code = SS_EXIT_OK;
  double start = ss_now ();
  pthread_mutex_lock (&g->lock);
  while (g->printed < g->count && !g->stop)
    {
      wait_next (g, start);
      slot *s = slot_of (g, g->printed);
      erase_progress (g);
      if (s->text)
        fwrite (s->text, 1, s->len, s->code ? stderr : stdout);
      fflush (stdout);
      free (s->text);
      if (s->code)
        code = s->code, g->stop = 1;
      memset (s, 0, sizeof *s); /* free for puzzle printed + ring */
      g->printed++;
      pthread_cond_broadcast (&g->changed);
    }
  pthread_mutex_unlock (&g->lock);
  return code;
}

static int
generate_all (gen_ctx *g)
{
  pthread_t threads[64];
  int started = 0;
  g->ring = SS_GEN_WINDOW * g->jobs;
  g->slots = calloc ((size_t) g->ring, sizeof *g->slots);
  if (!g->slots)
    return fputs ("sudosat generate: out of memory\n", stderr),
           SS_EXIT_INTERNAL;
  pthread_mutex_init (&g->lock, 0);
  pthread_cond_init (&g->changed, 0);
  for (; started < g->jobs; started++)
    if (pthread_create (&threads[started], 0, worker, g))
      break;
  int code = started ? print_all (g) : SS_EXIT_INTERNAL;
  pthread_mutex_lock (&g->lock);
  g->stop = 1;
  pthread_cond_broadcast (&g->changed);
  pthread_mutex_unlock (&g->lock);
  for (int t = 0; t < started; t++)
    pthread_join (threads[t], 0);
  for (int i = 0; i < g->ring; i++)
    free (g->slots[i].text);
  free (g->slots);
  pthread_mutex_destroy (&g->lock);
  pthread_cond_destroy (&g->changed);
  if (!started)
    fputs ("sudosat generate: cannot start a thread\n", stderr);
  return code;
}

/* ---- options ------------------------------------------------------------- */

static const char usage[] =
  "usage: sudosat generate [--box RxC] [--count N] [--seed S] [-j N]\n"
  "                        [--method auto|deduce|unique]\n"
  "                        [--deductions singles|hidden|locked|subsets]\n"
  "                        [--minimal] [--symmetric] [--min-givens G]\n"
  "                        [--budget-nodes N] [--timeout SEC] [--solver NAME]\n"
  "                        [--keep P] [--no-progress]\n"
  "                        [--format line|block|json] [--alphabet S]\n"
  "Makes puzzles with exactly one solution: a random full grid, then\n"
  "givens removed in random order while the method proves the puzzle\n"
  "still unique.  Puzzle i uses seed S+i (S = 1 by default).\n"
  "  deduce   remove a given while the deductions (--deductions, default\n"
  "           subsets) still solve the puzzle: fast at any size, rated\n"
  "  unique   deduce, then remove givens while a complete search (limit 2)\n"
  "           proves uniqueness: sparser; minimal when no check ran out\n"
  "  auto     unique up to 16x16, deduce above (the default)\n"
  "--minimal: method unique with no budget, so every given left is shown\n"
  "needed.  Each search may use N nodes (--budget-nodes; default: none\n"
  "below 16x16, 2000 up to 25x25, 10 above); a check that runs out keeps its\n"
  "given, unchecked.  Every puzzle is confirmed unique, without a budget,\n"
  "by a second solver (dlx up to 16x16, cadical above) before it is\n"
  "printed.  -j N: N threads, the same output.  --keep P: no digging, each\n"
  "cell of the full grid kept with probability P (not unique in general).\n"
  "JSON adds the solution, a rating, the method and honest counts\n"
  "(minimal, tried, needed, kept_unchecked).  A progress line is drawn on\n"
  "stderr when it is a terminal.\n";

static int
parse_more (gen_ctx *g, int opt, const char *arg)
{
  unsigned long long u;
  int v;
  switch (opt)
    {
    case 'M':
      return cli_lookup ("--method", arg, ss_gen_method_lookup, &v) ? -1
             : (g->opts.method = (ss_gen_method) v, 0);
    case 'D':
      if (cli_lookup ("--deductions", arg, ss_deduction_lookup, &v))
        return -1;
      g->opts.deductions = (ss_deduction) v;
      g->opts.deductions_set = 1;
      return 0;
    case 'z': g->minimal = 1; return 0;
    case 'P': g->progress = 0; return 0;
    case 'j':
      if (cli_parse_u64 ("-j", arg, &u) || u < 1 || u > 64)
        return cli_usage_error ("generate", "-j takes 1 to 64"), -1;
      g->jobs = (int) u;
      return 0;
    case 'k':
      {
        char *end;
        double p = strtod (arg, &end);
        if (*end || end == arg || !(p >= 0 && p <= 1))
          return cli_usage_error ("generate", "--keep takes a probability "
                                  "from 0 to 1, not '%s'", arg), -1;
        g->keep = p;
        return 0;
      }
    default: return -1;
    }
}

static int
parse_option (void *ctx, int opt, const char *arg)
{
  gen_ctx *g = ctx;
  unsigned long long u;
  switch (opt)
    {
    case 'c': return cli_parse_u64 ("--count", arg, &g->count);
    case 's':
      return cli_parse_u64 ("--seed", arg, &u) ? -1
             : (g->opts.seed = u, 0);
    case 'y': g->opts.symmetric = 1; return 0;
    case 'm':
      return cli_parse_u64 ("--min-givens", arg, &u) || u > 10000 ? -1
             : (g->opts.min_givens = (int) u, 0);
    case 'S':
      g->solver = ss_solver_find (arg);
      return g->solver ? 0 : (cli_usage_error ("generate", "unknown solver "
                                                "'%s'", arg), -1);
    case 'n':
      return cli_parse_u64 ("--budget-nodes", arg, &u) ? -1
             : (g->opts.max_nodes = u, g->budget_given = 1, 0);
    case 't': return cli_parse_seconds ("--timeout", arg, &g->opts.timeout);
    case 'f': return cli_set_format (&g->format, arg, "line,block,json");
    default: return parse_more (g, opt, arg);
    }
}

/* Settles what the options left open; a usage error message, or 0. */
static const char *
settle (gen_ctx *g)
{
  int n = g->box_rows * g->box_cols;
  if (g->minimal)
    {
      if (g->opts.method == SS_GEN_DEDUCE)
        return "--minimal needs the unique method (a deduce puzzle keeps "
               "the givens its deductions need)";
      if (g->budget_given || g->opts.timeout > 0)
        return "--minimal runs every check without a budget";
      g->opts.method = SS_GEN_UNIQUE;
    }
  else if (!g->budget_given && n >= 16)
    g->opts.max_nodes = n <= 25 ? SS_GEN_BIG_NODES : SS_GEN_HUGE_NODES;
  if (g->count > 1000000000ull)
    return "--count is at most 10^9";
  return 0;
}

int
cmd_generate (int argc, char **argv)
{
  static const struct option longs[] = {
    { "count", required_argument, 0, 'c' },
    { "budget-nodes", required_argument, 0, 'n' },
    { "seed", required_argument, 0, 's' },
    { "symmetric", no_argument, 0, 'y' },
    { "min-givens", required_argument, 0, 'm' },
    { "solver", required_argument, 0, 'S' },
    { "timeout", required_argument, 0, 't' },
    { "format", required_argument, 0, 'f' },
    { "method", required_argument, 0, 'M' },
    { "deductions", required_argument, 0, 'D' },
    { "minimal", no_argument, 0, 'z' },
    { "keep", required_argument, 0, 'k' },
    { "jobs", required_argument, 0, 'j' },
    { "no-progress", no_argument, 0, 'P' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  gen_ctx g = { .format = CLI_LINE, .count = 1, .box_rows = 3,
                .box_cols = 3, .jobs = 1, .keep = -1,
                .progress = isatty (2) };
  cli_input_init (&g.in);
  g.opts.seed = 1;
  g.solver = ss_solver_find ("fast");
  int rc = cli_parse (argc, argv, "hj:", longs, usage, &g.in, parse_option,
                      &g);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (g.in.read.box_rows)
    {
      g.box_rows = g.in.read.box_rows;
      g.box_cols = g.in.read.box_cols;
    }
  if (optind < argc)
    return cli_usage_error ("generate", "takes no files"), SS_EXIT_USAGE;
  if (!g.solver)
    return cli_usage_error ("generate", "no complete solver built in"),
           SS_EXIT_USAGE;
  const char *why = settle (&g);
  if (why)
    return cli_usage_error ("generate", "%s", why), SS_EXIT_USAGE;
  if (!(g.solver->flags & SS_COMPLETE))
    return fprintf (stderr, "sudosat generate: solver '%s' is not complete, "
                    "so it cannot prove uniqueness\n", g.solver->name),
           SS_EXIT_INTERNAL;
  return generate_all (&g);
}
