/* cmd_generate.c -- sudosat generate: puzzles with exactly one solution.
 *
 * Each puzzle i comes from seed S + i, so a run is reproducible and any
 * one puzzle can be remade alone with --seed S+i --count 1.  Every blank
 * was justified by a complete solver's "unique" verdict, and the finished
 * puzzle is checked once more, with a second complete solver where one is
 * available, before it is printed. */
#include <string.h>

#include "../core/print.h"
#include "../gen/generate.h"
#include "../engines/table.h"
#include "cli.h"
#include "svg_out.h"

#define SS_GEN_BIG_NODES 2000

typedef struct gen_ctx {
  cli_input in;
  cli_format format;
  ss_gen_opts opts;
  unsigned long long count, min_givens;
  const ss_solver *solver;
  int box_rows, box_cols;
  int budget_given;
  cli_svg svg; /* --format svg: the pictures so far */
} gen_ctx;

/* A second opinion: another complete in-house or SAT solver suited to
 * the size, if there is one; else the generating solver once more. */
static const ss_solver *
second_opinion (const ss_solver *first, int n)
{
  static const char *names[] = { "dlx", "fast", "cadical" };
  for (int i = 0; i < 3; i++)
    {
      const ss_solver *s = ss_solver_find (names[i]);
      if (s && s != first && (s->flags & SS_COMPLETE) && n <= s->max_n)
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

/* CSV: the JSON record's fields as columns (docs/json.md). */
#define GEN_CSV_HEADER "record,file,line,box,alphabet,status,seed,givens," \
  "puzzle,solution,rating,checks,unknown_checks,confirmed_by,note\n"

static void
print_csv (gen_ctx *g, unsigned long long i, const ss_grid *p,
           const ss_grid *sol, const ss_gen_stats *st, const ss_solver *check,
           const char *rating)
{
  printf ("%llu,,,%dx%d,", i + 1, p->box_rows, p->box_cols);
  if (ss_spellable (p, &g->in.alphabet))
    {
      char symbols[SS_MAX_N + 1];
      memcpy (symbols, g->in.alphabet.symbol + 1, (size_t) p->n);
      symbols[p->n] = 0;
      cli_csv_string (stdout, symbols);
    }
  else
    printf ("1..%d", p->n);
  printf (",unique,%llu,%d,", (unsigned long long) g->opts.seed,
          ss_grid_givens (p));
  ss_write_line (stdout, p, &g->in.alphabet, '.');
  putchar (',');
  ss_write_line (stdout, sol, &g->in.alphabet, '.');
  printf (",%s,%d,%d,%s,\n", rating, st->checks, st->unknowns, check->name);
}

static void
print_one (gen_ctx *g, unsigned long long i, const ss_grid *p,
           const ss_grid *sol, const ss_gen_stats *st, const ss_solver *check)
{
  if (g->format == CLI_SVG)
    {
      char caption[80];
      snprintf (caption, sizeof caption, "seed %llu: %d givens",
                (unsigned long long) g->opts.seed, ss_grid_givens (p));
      cli_svg_add (&g->svg, p, 0, &g->in, caption);
      return;
    }
  if (g->format != CLI_JSON && g->format != CLI_CSV)
    {
      cli_write_grid (stdout, p, &g->in.alphabet, '.', g->format);
      if (g->format == CLI_BLOCK)
        putchar ('\n');
      return;
    }
  ss_rate_result rate;
  ss_error err;
  int rated = ss_rate (p, g->solver, &rate, &err) == 0;
  const char *rating = rated ? ss_rating_name (rate.rating) : "unrated";
  if (g->format == CLI_CSV)
    {
      print_csv (g, i, p, sol, st, check, rating);
      return;
    }
  /* The record head: no input holds a generated puzzle (file, line
   * null); its status is the verdict it was made to have. */
  cli_json_made (stdout, (long) i + 1, p, &g->in.alphabet, "unique");
  printf (",\"seed\":%llu,\"givens\":%d,\"puzzle\":\"",
          (unsigned long long) g->opts.seed, ss_grid_givens (p));
  ss_write_line (stdout, p, &g->in.alphabet, '.');
  fputs ("\",\"solution\":\"", stdout);
  ss_write_line (stdout, sol, &g->in.alphabet, '.');
  printf ("\",\"rating\":\"%s\",\"checks\":%d,\"unknown_checks\":%d,"
          "\"confirmed_by\":\"%s\"}\n",
          rating, st->checks,
          st->unknowns, check->name);
}

static int
generate_all (gen_ctx *g)
{
  const ss_solver *check = second_opinion (g->solver,
                                           g->box_rows * g->box_cols);
  uint64_t base = g->opts.seed;
  for (unsigned long long i = 0; i < g->count; i++)
    {
      ss_grid p, sol;
      ss_gen_stats st;
      ss_error err;
      g->opts.seed = base + i;
      if (ss_generate (g->box_rows, g->box_cols, &g->opts, g->solver, &p,
                       &sol, &st, &err) < 0)
        {
          fprintf (stderr, "sudosat generate: %s\n", err.msg);
          return SS_EXIT_INTERNAL;
        }
      int ok = confirmed_unique (check, &p, &sol);
      if (ok)
        print_one (g, i, &p, &sol, &st, check);
      else
        fprintf (stderr, "sudosat generate: seed %llu: %s does not confirm "
                 "uniqueness; puzzle withheld\n",
                 (unsigned long long) g->opts.seed, check->name);
      ss_grid_free (&p);
      ss_grid_free (&sol);
      if (!ok)
        return SS_EXIT_FINDING;
    }
  return SS_EXIT_OK;
}

static const char usage[] =
  "usage: sudosat generate [--box RxC] [--count N] [--seed S] [--symmetric]\n"
  "                        [--min-givens G] [--solver NAME] [--timeout SEC]\n"
  "                        [--budget-nodes N]\n"
  "                        [--format text|block|json|csv|svg]\n"
  "                        [--alphabet S]\n"
  "Makes puzzles with exactly one solution: a random full grid, then\n"
  "cells blanked in random order while a complete solver (default fast,\n"
  "limit 2) still says unique.  Puzzle i uses seed S+i (S = 1 by default).\n"
  "Each check may use N nodes (default: none below 16x16, 2000 from\n"
  "16x16 up); a check that runs out keeps its given.  Every puzzle is\n"
  "confirmed unique, without a budget, by a second solver before it is\n"
  "printed.\n"
  "JSON adds the solution and a rating (easy: naked singles suffice;\n"
  "medium: hidden singles too; hard: needs search).\n"
  "Exit: 0 every puzzle made; 1 a puzzle withheld (the second solver did\n"
  "not confirm it); 2 usage error (an incomplete solver, --min-givens\n"
  "above N*N); 3 out of memory or output that cannot be written; 130\n"
  "Ctrl-C.\n";

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
      return g->solver ? 0 : (cli_usage_error ("generate", "unknown solver "
                                                "'%s'", arg), -1);
    case 'n':
      return cli_parse_u64 ("--budget-nodes", arg, &u) ? -1
             : (g->opts.max_nodes = u, g->budget_given = 1, 0);
    case 't': return cli_parse_seconds ("--timeout", arg, &g->opts.timeout);
    case 'f':
      return cli_set_format (&g->format, arg, "text,block,json,csv,svg");
    default: return -1;
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
  if (s->flags & SS_NEEDS_CMD)
    return cli_usage_error ("generate", "solver '%s' needs --sat-cmd, which "
                            "generate does not take", s->name),
           SS_EXIT_USAGE;
  if (g->min_givens > (unsigned long long) n * n)
    return cli_usage_error ("generate", "--min-givens %llu is above the %d "
                            "cells of a %dx%d grid", g->min_givens, n * n, n,
                            n), SS_EXIT_USAGE;
  if (cli_alphabet_fits (&g->in, g->box_rows, g->box_cols))
    return SS_EXIT_USAGE;
  g->opts.min_givens = (int) g->min_givens;
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
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  gen_ctx g = { .format = CLI_TEXT, .count = 1, .box_rows = 3,
                .box_cols = 3 };
  cli_input_init (&g.in);
  g.opts.seed = 1;
  g.solver = ss_solver_find ("fast");
  int rc = cli_parse (argc, argv, "h", longs, usage, &g.in, parse_option,
                      &g);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (g.in.read.box_rows)
    {
      g.box_rows = g.in.read.box_rows;
      g.box_cols = g.in.read.box_cols;
    }
  /* From 16x16 up a few intermediate puzzles are as hard as the hardest
   * known ones; a node budget keeps such checks short and the output the
   * same on every machine (a given whose check runs out stays). */
  if (!g.budget_given && g.box_rows * g.box_cols >= 16)
    g.opts.max_nodes = SS_GEN_BIG_NODES;
  if (optind < argc)
    return cli_usage_error ("generate", "takes no files"), SS_EXIT_USAGE;
  if ((rc = check_options (&g)))
    return rc;
  if (g.format == CLI_CSV)
    fputs (GEN_CSV_HEADER, stdout);
  if (g.format == CLI_SVG && cli_svg_open (&g.svg))
    return SS_EXIT_INTERNAL;
  rc = generate_all (&g);
  if (g.format == CLI_SVG && cli_svg_close (&g.svg, stdout))
    cli_exit_raise (&rc, SS_EXIT_INTERNAL);
  return rc;
}
