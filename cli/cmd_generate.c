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
#include <errno.h>
#include <stdatomic.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/budget.h"
#include "../core/print.h"
#include "../encoder/dimacs_write.h"
#include "../gen/generate.h"
#include "../gen/holes.h"
#include "../gen/rng.h"
#include "../engines/table.h"
#include "progress.h"
#include "cli.h"
#include "generate_variant.h"
#include "svg_out.h"
#include "variant_out.h"

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
/* A --keep grid is not dug, so it may sit in the hard band, where no
 * search ends; its rating searches this many nodes at most (nodes, not
 * time: the output stays the same on every machine). */
#define SS_GEN_KEEP_RATE_NODES 100

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
  int holes, holes_given;  /* --holes: an ss_holes */
  int encoding;            /* --encoding E (--format dimacs); -1: encode's */
  slot *slots;             /* a ring: puzzle i in slots[i % ring] */
  int ring;
  unsigned long long next, printed;
  int stop;
  unsigned long long min_givens;
  cli_svg svg;             /* --format svg (-j 1): the pictures so far */
  cli_variant var;         /* --variant: its rules and engines */
  int solver_named;        /* --solver given */
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

/* CSV: the JSON record's fields as columns (docs/json.md). */
#define GEN_CSV_HEADER "record,file,line,box,alphabet,status,seed,givens," \
  "puzzle,solution,rating,method,minimal,tried,needed,kept_unchecked," \
  "checks,unknown_checks,confirmed_by,note\n"

/* A variant run's columns: the classic ones, then the variants, the
 * digging engine and the puzzle as an f-puzzles string (its rules, which
 * the puzzle column does not carry). */
#define GEN_CSV_VARIANT_HEADER "record,file,line,box,alphabet,status,seed," \
  "givens,puzzle,solution,rating,method,minimal,tried,needed," \
  "kept_unchecked,checks,unknown_checks,confirmed_by,variant,dug_by," \
  "fpuzzles,note\n"

/* The columns every row opens with, up to the solution. */
static void
csv_head (const gen_ctx *g, FILE *f, unsigned long long i, const ss_grid *p,
          const ss_grid *sol, const char *status)
{
  fprintf (f, "%llu,,,%dx%d,", i + 1, p->box_rows, p->box_cols);
  if (ss_spellable (p, &g->in.alphabet))
    {
      char symbols[SS_MAX_N + 1];
      memcpy (symbols, g->in.alphabet.symbol + 1, (size_t) p->n);
      symbols[p->n] = 0;
      cli_csv_string (f, symbols);
    }
  else
    fprintf (f, "1..%d", p->n);
  fprintf (f, ",%s,%llu,%d,", status,
           (unsigned long long) (g->opts.seed + i), ss_grid_givens (p));
  ss_write_line (f, p, &g->in.alphabet, '.');
  fputc (',', f);
  ss_write_line (f, sol, &g->in.alphabet, '.');
}

static void
print_csv (const gen_ctx *g, FILE *f, unsigned long long i, const ss_grid *p,
           const ss_grid *sol, const ss_gen_stats *st, const char *check,
           const char *rating)
{
  csv_head (g, f, i, p, sol, st ? "unique" : "unknown");
  if (st)
    fprintf (f, ",%s,%s,%s,%d,%d,%d,%d,%d,%s,\n", rating,
             ss_gen_method_name (st->method), st->minimal ? "true" : "false",
             st->attempts, st->needed, st->unchecked, st->checks,
             st->unknowns, check);
  else if (g->holes == SS_HOLES_RANDOM)
    fprintf (f, ",%s,keep,false,0,0,0,0,0,,kept with probability %g; "
             "not checked\n", rating, g->keep);
  else
    fprintf (f, ",%s,keep,false,0,0,0,0,0,,kept %g: %s holes, %d a row; "
             "not checked\n", rating, g->keep, ss_holes_name (g->holes),
             ss_holes_per_row (p->n, g->keep));
}

/* --format dimacs: encode's CNF, the parameters that remake the puzzle
 * in comments first, so the file serves as a SAT benchmark. */
static int
print_dimacs (const gen_ctx *g, FILE *f, unsigned long long i,
              const ss_grid *p, const ss_gen_stats *st, const char *check)
{
  ss_encode_opts o;
  ss_error err;
  int n = p->n, h = ss_holes_per_row (n, g->keep);
  static const char *where[] = { "", "row", "row and column",
                                 "row, column and box" };
  fprintf (f, "c sudosat generate --box %dx%d --seed %llu", p->box_rows,
           p->box_cols, (unsigned long long) (g->opts.seed + i));
  if (st)
    fprintf (f, " --method %s\nc   unique (confirmed by %s), %d givens of "
             "%d\n", ss_gen_method_name (st->method), check,
             ss_grid_givens (p), n * n);
  else
    {
      fprintf (f, " --keep %g --holes %s\nc   %d givens of %d; satisfiable "
               "by construction (the full grid of the seed is a solution)\n",
               g->keep, ss_holes_name (g->holes), ss_grid_givens (p), n * n);
      if (g->holes != SS_HOLES_RANDOM)
        fprintf (f, "c   %d holes in every %s\n", h, where[g->holes]);
    }
  ss_encode_opts_default (&o, n);
  if (g->encoding >= 0)
    o.encoding = (ss_encoding) g->encoding;
  if (!ss_dimacs_write (f, p, &o, 0, &err))
    return 0;
  fprintf (stderr, "sudosat generate: %s\n", err.msg);
  return -1;
}

static int
print_one (gen_ctx *g, FILE *f, unsigned long long i, const ss_grid *p,
           const ss_grid *sol, const ss_gen_stats *st, const char *check)
{
  if (g->format == CLI_DIMACS)
    return print_dimacs (g, f, i, p, st, check);
  if (g->format == CLI_SVG) /* -j 1 only: one worker adds in order */
    {
      char caption[80];
      snprintf (caption, sizeof caption, "seed %llu: %d given%s",
                (unsigned long long) (g->opts.seed + i), ss_grid_givens (p),
                ss_grid_givens (p) == 1 ? "" : "s");
      cli_svg_add (&g->svg, p, 0, &g->in.alphabet, caption);
      return 0;
    }
  if (cli_variant_format (g->format))
    {
      cli_variant_puzzle (f, p, &g->in.alphabet, g->format);
      return 0;
    }
  if (p->model && g->format != CLI_JSON && g->format != CLI_CSV)
    {
      cli_variant_text (f, p, &g->in.alphabet);
      return 0;
    }
  if (g->format != CLI_JSON && g->format != CLI_CSV)
    {
      cli_write_grid (f, p, &g->in.alphabet, '.', g->format);
      if (g->format == CLI_BLOCK)
        fputc ('\n', f);
      return 0;
    }
  if (p->model && g->format == CLI_CSV)
    {
      csv_head (g, f, i, p, sol, "unique");
      cli_variant_csv (f, &g->var, p, st);
      return 0;
    }
  if (p->model)
    {
      cli_json_made (f, (long) i + 1, p, &g->in.alphabet, "unique");
      fprintf (f, ",\"seed\":%llu,\"givens\":%d,\"puzzle\":\"",
               (unsigned long long) (g->opts.seed + i), ss_grid_givens (p));
      ss_write_line (f, p, &g->in.alphabet, '.');
      fputs ("\",\"solution\":\"", f);
      ss_write_line (f, sol, &g->in.alphabet, '.');
      fputc ('"', f);
      cli_variant_json (f, &g->var, p, &g->in.alphabet, st);
      fputs ("}\n", f);
      return 0;
    }
  ss_rate_result rate;
  ss_error err;
  int rated = ss_rate_within (p, g->solver, st ? 0 : SS_GEN_KEEP_RATE_NODES,
                              &rate, &err) == 0;
  const char *rating = rated ? ss_rating_name (rate.rating) : "unrated";
  if (g->format == CLI_CSV)
    {
      print_csv (g, f, i, p, sol, st, check, rating);
      return 0;
    }
  /* The record head: no input holds a generated puzzle (file, line
   * null); its status is the verdict it was made to have (a --keep grid
   * was not checked: unknown). */
  cli_json_made (f, (long) i + 1, p, &g->in.alphabet,
                 st ? "unique" : "unknown");
  fprintf (f, ",\"seed\":%llu,\"givens\":%d,\"puzzle\":\"",
           (unsigned long long) (g->opts.seed + i), ss_grid_givens (p));
  ss_write_line (f, p, &g->in.alphabet, '.');
  fputs ("\",\"solution\":\"", f);
  ss_write_line (f, sol, &g->in.alphabet, '.');
  fprintf (f, "\",\"rating\":\"%s\"", rating);
  if (st)
    json_counts (f, p, st);
  else
    {
      fprintf (f, ",\"keep\":%g,\"holes\":\"%s\"", g->keep,
               ss_holes_name (g->holes));
      if (g->holes != SS_HOLES_RANDOM)
        fprintf (f, ",\"holes_per_row\":%d",
                 ss_holes_per_row (p->n, g->keep));
    }
  if (check)
    fprintf (f, ",\"confirmed_by\":\"%s\"", check);
  fputs ("}\n", f);
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

/* A dug puzzle is printed only once a second solver confirms it. */
static void
confirm_and_print (gen_ctx *g, FILE *f, unsigned long long i,
                   const ss_grid *p, const ss_grid *sol,
                   const ss_gen_stats *st)
{
  slot *sl = slot_of (g, i);
  const ss_solver *check = second_opinion (g->solver, p->n);
  atomic_store (&sl->phase, 3);
  if (!confirmed_unique (check, p, sol))
    {
      fprintf (f, "sudosat generate: seed %llu: %s does not confirm "
               "uniqueness; puzzle withheld\n",
               (unsigned long long) (g->opts.seed + i), check->name);
      sl->code = SS_EXIT_FINDING;
    }
  else if (print_one (g, f, i, p, sol, st, check->name))
    sl->code = SS_EXIT_INTERNAL;
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
  if (g->var.o.variants)
    {
      sl->code = cli_variant_make (&g->var, g->box_rows, g->box_cols, &o, f,
                                   &p, &sol, &st);
      if (!sl->code)
        print_one (g, f, i, &p, &sol, &st, g->var.confirm->name);
      fclose (f);
      if (!sl->code)
        ss_grid_free (&p), ss_grid_free (&sol);
      return;
    }
  int bad = g->keep >= 0 ? ss_gen_keep (g->box_rows, g->box_cols, o.seed,
                                         g->keep, (ss_holes) g->holes, &p,
                                         &sol, &err)
                         : ss_generate (g->box_rows, g->box_cols, &o,
                                        g->solver, &p, &sol, &st, &err);
  if (bad)
    {
      fprintf (f, "sudosat generate: %s\n", err.msg);
      sl->code = SS_EXIT_INTERNAL;
      fclose (f);
      return;
    }
  if (g->keep < 0)
    confirm_and_print (g, f, i, &p, &sol, &st);
  else if (print_one (g, f, i, &p, &sol, 0, 0))
    sl->code = SS_EXIT_INTERNAL;
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

/* One write, flagged first: a Ctrl-C between the flag and the write
 * erases a line that is not there yet, which is harmless; one between
 * two writes of a line would leave the first half on the screen. */
static void
draw_progress (gen_ctx *g, double start)
{
  slot *s = slot_of (g, g->printed);
  int cells = atomic_load (&s->cells), phase = atomic_load (&s->phase);
  char line[256], detail[128] = "";
  if (cells)
    snprintf (detail, sizeof detail, ": givens %d, %s %d of %d%s",
              atomic_load (&s->givens),
              phase == 2 ? "searched" : "cells tried",
              atomic_load (&s->tried), cells,
              phase == 3 ? ", confirming" : "");
  snprintf (line, sizeof line, "\r\033[Kgenerate: puzzle %llu of %llu%s, "
            "%.1f s", g->printed + 1, g->count, detail, ss_now () - start);
  cli_bar_on_screen = 1; /* Ctrl-C erases it (interrupt.c) */
  fputs (line, stderr);
  fflush (stderr);
}

static void
erase_progress (const gen_ctx *g)
{
  if (g->progress)
    fputs ("\r\033[K", stderr);
  cli_bar_on_screen = 0;
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
      if (fflush (stdout) && !s->code)
        {
          /* Said here, while errno still names the cause (main's check
           * would only see the error flag). */
          fprintf (stderr, "sudosat generate: cannot write standard "
                   "output: %s\n", strerror (errno));
          s->code = SS_EXIT_INTERNAL;
        }
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
    if (cli_thread_start (&threads[started], worker, g))
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
  "                        [--keep P [--holes random|rows|doubly|full]]\n"
  "                        [--no-progress] [--variant LIST [--givens K]]\n"
  "                        [--format text|block|json|csv|svg|dimacs|\n"
  "                                  variant|fpuzzles|fpuzzles-json]\n"
  "                        [--encoding E] [--alphabet S]\n"
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
  "cell of the full grid kept with probability P (not unique in general);\n"
  "--holes spreads the holes: random (the default: cell by cell), rows\n"
  "(round((1-P)N) in every row), doubly (in every row and column), full\n"
  "(in every row, column and box); satisfiable by construction.\n"
  "--format dimacs writes encode's CNF (--encoding E) of one puzzle, the\n"
  "options that remake it in its header comments.\n"
  "--variant LIST (comma-separated): variant puzzles with those rules:\n"
  "jigsaw (random regions), killer (cages cut from the solution, no givens\n"
  "unless --givens K allows up to K), x (diagonals), antiknight, antiking,\n"
  "nonconsecutive, windoku, disjoint, kropki and xv (every dot or X and V\n"
  "of the solution, and the negative constraint).  An engine that handles\n"
  "the rules digs (--solver, or the first in the table) and another\n"
  "confirms; a combination no grid satisfies is said so.  Written in the\n"
  "text form (text, block, variant), or f-puzzles (fpuzzles: the string\n"
  "of a link; fpuzzles-json: the object), for classic puzzles too.\n"
  "JSON adds the solution, a rating, the method and honest counts\n"
  "(minimal, tried, needed, kept_unchecked).  A progress line is drawn on\n"
  "stderr when it is a terminal.\n"
  "Exit: 0 every puzzle made; 1 a puzzle withheld (the second solver did\n"
  "not confirm it), or no grid has the variant's rules; 2 usage error (an\n"
  "incomplete solver, --min-givens above N*N, no engine for the rules); 3\n"
  "out of memory or output that cannot be written; 130 Ctrl-C.\n";

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
    case 'H':
      g->holes_given = 1;
      return cli_lookup ("--holes", arg, ss_holes_lookup, &g->holes);
    case 'e':
      return cli_lookup ("--encoding", arg, ss_encoding_lookup, &g->encoding);
    case 'j':
      if (cli_parse_u64 ("-j", arg, &u) || u < 1 || u > 64)
        return cli_usage_error ("generate", "-j takes 1 to 64"), -1;
      g->jobs = (int) u;
      return 0;
    case 'V': return cli_variant_parse (&g->var, arg);
    case 'G':
      if (cli_parse_u64 ("--givens", arg, &u) || u > 10000)
        return u > 10000 ? (cli_usage_error ("generate", "--givens %llu is "
                                             "above any grid's cells", u),
                            -1) : -1;
      g->var.o.givens = (int) u;
      g->var.givens_set = 1;
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
    case 'c':
      if (cli_parse_u64 ("--count", arg, &g->count))
        return -1;
      return g->count ? 0 : (cli_usage_error ("generate", "--count 0 "
                                              "makes nothing"), -1);
    case 's':
      return cli_parse_u64 ("--seed", arg, &u) ? -1
             : (g->opts.seed = u, 0);
    case 'y': g->opts.symmetric = 1; return 0;
    case 'm':
      return cli_parse_u64 ("--min-givens", arg, &u) ? -1
             : (g->min_givens = u, 0);
    case 'S':
      if (cli_one_solver ("generate", arg))
        return -1;
      g->solver = ss_solver_find (arg);
      g->solver_named = 1;
      return g->solver ? 0 : (cli_usage_error ("generate", "unknown solver "
                                                "'%s'", arg), -1);
    case 'n':
      return cli_parse_u64 ("--budget-nodes", arg, &u) ? -1
             : (g->opts.max_nodes = u, g->budget_given = 1, 0);
    case 't': return cli_parse_seconds ("--timeout", arg, &g->opts.timeout);
    case 'f':
      return cli_set_format (&g->format, arg, "text,block,json,csv,svg,"
                             "dimacs,variant,fpuzzles,fpuzzles-json");
    default: return parse_more (g, opt, arg);
    }
}

/* What the run cannot honour is refused before the first puzzle. */
static int
check_options (gen_ctx *g)
{
  int n = g->box_rows * g->box_cols;
  const ss_solver *s = g->solver;
  if (!s)
    return cli_usage_error ("generate", "no complete solver built in"),
           SS_EXIT_USAGE;
  if (!(s->flags & SS_COMPLETE))
    return cli_usage_error ("generate", "solver '%s' is not complete, so it "
                            "cannot prove uniqueness", s->name),
           SS_EXIT_USAGE;
  if (s->flags & (SS_NEEDS_CMD | SS_NEEDS_LIB))
    return cli_usage_error ("generate", "solver '%s' needs %s, which "
                            "generate does not take", s->name,
                            s->flags & SS_NEEDS_CMD ? "--sat-cmd"
                                                    : "--ipasir-lib"),
           SS_EXIT_USAGE;
  if (g->min_givens > (unsigned long long) n * n)
    return cli_usage_error ("generate", "--min-givens %llu is above the %d "
                            "cells of a %dx%d grid", g->min_givens, n * n, n,
                            n), SS_EXIT_USAGE;
  if ((g->format == CLI_FPUZZLES || g->format == CLI_FPUZZLES_JSON)
      && (n < 4 || n > 16))
    return cli_usage_error ("generate", "f-puzzles has sides 4 to 16, not "
                            "%d", n), SS_EXIT_USAGE;
  if (g->format == CLI_SVG && g->jobs > 1)
    return cli_usage_error ("generate", "--format svg draws one document in "
                            "order: use -j 1"), SS_EXIT_USAGE;
  if (cli_alphabet_fits (&g->in, g->box_rows, g->box_cols))
    return SS_EXIT_USAGE;
  g->opts.min_givens = (int) g->min_givens;
  return 0;
}

/* --variant: what does not go with it, and its engines; an exit code. */
static int
settle_variant (gen_ctx *g)
{
  if (!g->var.o.variants)
    return g->var.givens_set ? (cli_usage_error ("generate", "--givens "
                                                 "needs --variant killer"),
                                SS_EXIT_USAGE) : 0;
  if (g->keep >= 0 || g->opts.method == SS_GEN_DEDUCE
      || g->opts.deductions_set)
    return cli_usage_error ("generate", "--variant digs with an engine that "
                            "handles its rules: --keep, --method deduce and "
                            "--deductions are for classic puzzles"),
           SS_EXIT_USAGE;
  if (g->format == CLI_DIMACS)
    return cli_usage_error ("generate", "--format dimacs writes classic "
                            "puzzles; write the variant puzzles (--format "
                            "variant) and run 'sudosat encode' on them"),
           SS_EXIT_USAGE;
  return cli_variant_settle (&g->var, g->box_rows, g->box_cols,
                             g->solver_named ? g->solver : 0,
                             g->opts.symmetric || g->min_givens
                             || g->minimal);
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
  if (g->holes_given && g->keep < 0)
    return "--holes places the holes of a --keep P grid: give --keep";
  if (g->encoding >= 0 && g->format != CLI_DIMACS)
    return "--encoding is for --format dimacs";
  if (g->format == CLI_DIMACS && g->count > 1)
    return "--format dimacs writes one CNF: --count 1 (a seed per file)";
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
    { "solvers", required_argument, 0, 'S' }, /* the same, deliberately */
    { "timeout", required_argument, 0, 't' },
    { "format", required_argument, 0, 'f' },
    { "method", required_argument, 0, 'M' },
    { "deductions", required_argument, 0, 'D' },
    { "minimal", no_argument, 0, 'z' },
    { "keep", required_argument, 0, 'k' },
    { "no-progress", no_argument, 0, 'P' },
    { "holes", required_argument, 0, 'H' },
    { "encoding", required_argument, 0, 'e' },
    { "variant", required_argument, 0, 'V' },
    { "givens", required_argument, 0, 'G' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  gen_ctx g = { .format = CLI_TEXT, .count = 1, .box_rows = 3,
                .box_cols = 3, .jobs = 1, .keep = -1, .encoding = -1,
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
  if ((rc = check_options (&g)))
    return rc;
  const char *why = settle (&g);
  if (why)
    return cli_usage_error ("generate", "%s", why), SS_EXIT_USAGE;
  if ((rc = settle_variant (&g)))
    return rc;
  if (g.format == CLI_CSV)
    fputs (g.var.o.variants ? GEN_CSV_VARIANT_HEADER : GEN_CSV_HEADER, stdout);
  if (g.format == CLI_SVG && cli_svg_open (&g.svg))
    return SS_EXIT_INTERNAL;
  rc = generate_all (&g);
  if (g.format == CLI_SVG && cli_svg_close (&g.svg, stdout))
    cli_exit_raise (&rc, SS_EXIT_INTERNAL);
  return rc;
}
