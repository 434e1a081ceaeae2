/* cmd_explain.c -- sudosat explain: why a puzzle has no solution, or
 * (--minimal-check) which givens a unique puzzle needs, or (--steps) its
 * solve path.
 *
 * PUZZLE is a file holding one puzzle, "-" for stdin, or the puzzle text
 * itself when no such file exists.  The work is done by
 * sat/sat_explain.c and steps/; this file parses options and prints in
 * four forms: words (one line a person reads, and a core's chain of
 * steps under it), line (the core as a puzzle holding only those
 * givens), json (one object) and svg (a picture); --steps is printed by
 * explain_steps.c.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/print.h"
#include "../sat/sat_explain.h"
#include "cli.h"
#include "variant.h"
#include "../engines/table.h"
#include "explain_clues.h"
#include "explain_steps.h"
#include "one_puzzle.h"
#include "progress.h"

typedef enum { WORDS, LINE, JSON, SVG } explain_format;

typedef struct explain_args {
  cli_input in;
  explain_format format;
  int minimal_check;
  int clues, fresh;  /* --clues, --fresh */
  int steps, pencil;
  const ss_grid *puzzle_grid; /* the puzzle read, for pictures */
  ss_explain_opts opts;
  const char *puzzle;
  int from_text;     /* PUZZLE was the puzzle itself, not a file */
  cli_read_as as;    /* how the puzzle was read, for JSON */
} explain_args;

static const char usage[] =
  "usage: sudosat explain [--format text|line|json|svg] [--minimal-check]\n"
  "                       [--clues [--fresh]] [--steps] [--orders K] [--pencil] [--timeout SEC]\n"
  "                       [--box RxC] [--alphabet S] [--verbose] PUZZLE|-\n"
  "For a puzzle with no solution (or givens that break a rule), finds a\n"
  "minimal set of givens that already cannot be completed -- removing\n"
  "any one of them makes the rest completable; the smallest of K deletion\n"
  "orders (--orders, default 8) -- and says why, in words; when singles do\n"
  "not show it, the chain of steps that does follows, or it says that only\n"
  "the SAT search proves it.  --format line prints the core as a puzzle\n"
  "holding only those givens; svg draws the puzzle with the core shaded\n"
  "(--pencil: with the candidates the givens leave).\n"
  "--steps prints the solve path: numbered steps, each with what it places\n"
  "or strikes, the technique and the givens and steps (#K) it rests on;\n"
  "json gives one object per step, svg the final grid with step numbers.\n"
  "--minimal-check, for a puzzle with one solution, tells for each given\n"
  "whether it is needed (without it there is another solution) or\n"
  "redundant.\n"
  "--clues, for any puzzle (variant rules too), classifies every given and\n"
  "every rule (each cage, arrow, line, dot, global rule): needed (a second\n"
  "solution without it is shown, verified) or redundant (still unique\n"
  "without it: certified by a checked DRAT proof of a fresh CNF); then a\n"
  "minimal set of clues, certified and re-solved by cp.  One incremental\n"
  "CaDiCaL instance with a selector literal per rule answers; --fresh\n"
  "encodes every question anew instead (a cross-check).  For a puzzle with\n"
  "several solutions it proposes the given that leaves the fewest.\n"
  "PUZZLE is a file with one puzzle, '-' for stdin, or the\n"
  "puzzle text itself.  Uses PicoSAT with the givens as assumptions.\n"
  "Exit: 0 answered (unsat, unique, multiple); 1 the givens break a\n"
  "rule (invalid) or the puzzle is unreadable; 2 usage error or unreadable\n"
  "file; 3 internal failure; 130 Ctrl-C.\n";

static int
set_format (explain_args *a, const char *arg)
{
  /* "text" is the words; "line" the core as a puzzle line */
  static const char *names[] = { "text", "line", "json", "svg" };
  for (int i = 0; i < 4; i++)
    if (!strcmp (arg, names[i]))
      return a->format = (explain_format) i, 0;
  cli_format_refused (arg, "text,line,json,svg");
  return -1;
}

static int
one_option (void *ctx, int opt, const char *arg)
{
  explain_args *a = ctx;
  switch (opt)
    {
    case 'f': return set_format (a, arg);
    case 'M': a->minimal_check = 1; return 0;
    case 'C': a->clues = 1; return 0;
    case 'F': a->fresh = 1; return 0;
    case 'S': a->steps = 1; return 0;
    case 'P': a->pencil = 1; return 0;
    case 'O': return cli_parse_orders (arg, &a->opts.orders);
    case 't': return cli_parse_seconds ("--timeout", arg,
                                        &a->opts.timeout);
    default: return -1;
    }
}

/* 0 to go on, CLI_HELPED after --help, or a usage exit code. */
static int
parse (explain_args *a, int argc, char **argv)
{
  static const struct option longs[] = {
    { "format", required_argument, 0, 'f' },
    { "minimal-check", no_argument, 0, 'M' },
    { "clues", no_argument, 0, 'C' },
    { "fresh", no_argument, 0, 'F' },
    { "timeout", required_argument, 0, 't' },
    { "steps", no_argument, 0, 'S' },
    { "pencil", no_argument, 0, 'P' },
    { "orders", required_argument, 0, 'O' },

    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  int rc = cli_parse (argc, argv, "h", longs, usage, &a->in, one_option, a);
  if (rc)
    return rc;
  if (argc - optind != 1)
    return cli_usage_error ("explain", "one PUZZLE, please"), SS_EXIT_USAGE;
  if (a->fresh && !a->clues)
    return cli_usage_error ("explain", "--fresh is for --clues"),
           SS_EXIT_USAGE;
  if (a->clues && (a->steps || a->minimal_check || a->pencil
                   || a->format == LINE || a->format == SVG))
    return cli_usage_error ("explain", "--clues prints words or json, "
                            "alone (not with --steps, --minimal-check, "
                            "--pencil)"), SS_EXIT_USAGE;
  if (a->minimal_check && a->format == LINE)
    return cli_usage_error ("explain", "--minimal-check prints words or "
                            "json, not a line"), SS_EXIT_USAGE;
  a->puzzle = argv[optind];
  return cli_explain_check (a->steps, a->minimal_check, a->format == LINE,
                            a->format == SVG, a->pencil);
}

/* A file, stdin, or (operand.c) the puzzle itself. */
static int
load (explain_args *a, ss_grid *g)
{
  ss_error err;
  a->from_text = cli_operand_pasted (a->puzzle, &a->in);
  int code = cli_one_puzzle (a->puzzle, &a->in, g, &a->as, &err);
  if ((code == SS_EXIT_FINDING || err.unknown) && a->format == JSON)
    {
      ss_record rec = { .index = 1, .line = err.line };
      cli_write_error_json (stdout, a->from_text ? cli_operand_label ()
                            : a->puzzle, &rec, &err); /* a record */
    }
  else if (code != SS_EXIT_OK)
    {
      fputs ("sudosat explain: error: ", stderr);
      ss_error_write (stderr, &err);
      fputc ('\n', stderr);
    }
  return code;
}

/* "rRcC=D" with D in the puzzle's own alphabet. */
static void
print_given (const explain_args *a, const char *fmt, int n, int r, int c,
             int d)
{
  char sym[8];
  printf (fmt, r + 1, c + 1, ss_digit_name (&a->as.alphabet, n, d, sym));
}

static void
json_givens (const explain_args *a, const ss_grid *g,
             const signed char *verdict, int want)
{
  int first = 1;
  putchar ('[');
  for (int i = 0; i < g->n * g->n; i++)
    if (g->cell[i] && (!verdict || verdict[i] == want))
      {
        fputs (first ? "" : ",", stdout);
        print_given (a, "\"r%dc%d=%s\"", g->n, i / g->n, i % g->n,
                     g->cell[i]);
        first = 0;
      }
  putchar (']');
}

/* The record head (docs/json.md): the puzzle is record 1 of its file, or
 * of none (file and line null) when it was given as text.  The caller
 * goes on after "status". */
static void
json_head_open (FILE *out, const explain_args *a, const ss_grid *g)
{
  fputs ("{\"record\":1,\"file\":", out);
  if (a->from_text)
    fputs ("null,\"line\":null,", out);
  else
    {
      ss_write_json_string (out, a->puzzle);
      fprintf (out, ",\"line\":%ld,", a->as.line);
    }
  ss_write_json_read_as (out, g, &a->as.alphabet, a->as.tokens);
}

static void
json_head (const explain_args *a, const ss_grid *g, const char *status)
{
  json_head_open (stdout, a, g);
  printf (",\"status\":\"%s\"", status);
}

/* --steps: every JSON line opens with the same head. */
static int
steps (const explain_args *a, const ss_grid *g)
{
  char *head = 0;
  size_t len = 0;
  FILE *m = open_memstream (&head, &len);
  if (!m)
    return fputs ("sudosat explain: out of memory\n", stderr),
           SS_EXIT_INTERNAL;
  json_head_open (m, a, g);
  fclose (m);
  int code = cli_explain_steps (stdout, g, &a->in, a->format == JSON
                                ? CLI_STEPS_JSON : a->format == SVG
                                ? CLI_STEPS_SVG : CLI_STEPS_WORDS,
                                a->opts.timeout, head);
  free (head);
  return code;
}

/* --clues: sat/clues.h's analysis, certified (explain_clues.c). */
static int
clues (const explain_args *a, const ss_grid *g)
{
  ss_clues_opts o = { .timeout = a->opts.timeout, .certify = 1,
                      .fresh = a->fresh };
  char *head = 0;
  size_t len = 0;
  if (a->format == JSON)
    {
      FILE *m = open_memstream (&head, &len);
      if (!m)
        return fputs ("sudosat explain: out of memory\n", stderr),
               SS_EXIT_INTERNAL;
      json_head_open (m, a, g);
      fclose (m);
    }
  int code = cli_explain_clues (stdout, g, &a->as.alphabet, &o, head);
  free (head);
  return code;
}

static void
json_core (const explain_args *a, const ss_grid *g, const ss_core *core,
           const char *status)
{
  char *text = 0;
  size_t len = 0;
  json_head (a, g, status);
  printf (",\"givens\":%d,\"size\":%d,\"minimal\":%s,\"core\":",
          core->total, core->count, core->minimal ? "true" : "false");
  json_givens (a, &core->givens, 0, 0);
  fputs (",\"forced\":[", stdout);
  for (int i = 0; i < core->nforced; i++)
    fputs (i ? "," : "", stdout),
      print_given (a, "\"r%dc%d=%s\"", g->n, core->forced[i].r,
                   core->forced[i].c, core->forced[i].d);
  fputs ("],\"reason\":", stdout);
  FILE *m = open_memstream (&text, &len);
  if (m)
    ss_core_write_reason (m, core), fclose (m);
  ss_write_json_string (stdout, text ? text : "");
  free (text);
  printf (",\"orders\":%d,\"first_size\":%d", core->orders,
          core->first_count);
  cli_explain_chain (stdout, core->chain, 1);
  fputs ("}\n", stdout);
}

/* The puzzle with the core's cells shaded, its reason as the title. */
static void
core_svg (const explain_args *a, const ss_core *core, const char *status)
{
  char *text = 0, title[300];
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  if (m)
    ss_core_write_reason (m, core), fclose (m);
  snprintf (title, sizeof title, "%s: %d given%s (shaded) cannot be "
            "completed: %s", status, core->count,
            core->count == 1 ? "" : "s", text ? text : "");
  free (text);
  cli_explain_svg (stdout, a->puzzle_grid, &core->givens, &a->in, a->pencil,
                   title);
}

static void
print_core (const explain_args *a, const ss_grid *g, const ss_core *core,
            const char *status)
{
  if (a->format == JSON)
    json_core (a, g, core, status);
  else if (a->format == SVG)
    core_svg (a, core, status);
  else if (a->format == LINE)
    cli_write_grid (stdout, &core->givens, &a->as.alphabet, '.', CLI_LINE);
  else
    {
      printf ("%s: ", status);
      ss_core_write_words (stdout, core);
      puts (core->minimal ? "" : " (not shown minimal: timeout)");
      cli_explain_chain (stdout, core->chain, 0);
    }
}

/* The puzzle's own status when there is nothing to explain. */
static void
print_solvable (const explain_args *a, const ss_grid *g)
{
  ss_result res;
  ss_solve_opts o = { .limit = 2, .timeout = a->opts.timeout };
  ss_solve (ss_solver_find ("picosat"), g, &o, &res);
  const char *st = ss_status_name (res.status);
  if (a->format == JSON)
    json_head (a, g, st), puts ("}");
  else if (a->format == LINE)
    puts (st);
  else if (a->format == SVG)
    cli_explain_svg (stdout, g, 0, &a->in, a->pencil, st);
  else
    printf ("%s: the givens can be completed; nothing to explain%s\n", st,
            res.status == SS_UNIQUE ? " (see --minimal-check)" : "");
  ss_result_free (&res);
}

static int
explain (const explain_args *a, const ss_grid *g)
{
  ss_core core;
  ss_error err;
  ss_error_clear (&err);
  cli_life_begin ("explain");
  int got = ss_core_find (g, &a->opts, &core, &err);
  cli_life_end ();
  if (got < 0)
    {
      fprintf (stderr, "sudosat explain: %s\n", err.msg);
      return SS_EXIT_INTERNAL;
    }
  if (got == 0)
    {
      print_solvable (a, g);
      return SS_EXIT_OK;
    }
  int clash = core.reason == SS_REASON_CLASH;
  print_core (a, g, &core, clash ? "invalid" : "unsat");
  ss_core_free (&core);
  return clash ? SS_EXIT_FINDING : SS_EXIT_OK; /* invalid is a finding */
}

static void
print_check (const explain_args *a, const ss_grid *g,
             const signed char *verdict)
{
  int redundant = 0, total = ss_grid_givens (g);
  for (int i = 0; i < g->n * g->n; i++)
    redundant += verdict[i] == SS_REDUNDANT;
  if (a->format == JSON)
    {
      json_head (a, g, "unique");
      printf (",\"givens\":%d,\"minimal\":%s,\"redundant\":", total,
              redundant ? "false" : "true");
      json_givens (a, g, verdict, SS_REDUNDANT);
      fputs (",\"needed\":", stdout);
      json_givens (a, g, verdict, SS_NEEDED);
      fputs ("}\n", stdout);
      return;
    }
  for (int i = 0; i < g->n * g->n; i++)
    if (g->cell[i])
      {
        print_given (a, "r%dc%d=%s", g->n, i / g->n, i % g->n, g->cell[i]);
        puts (verdict[i] == SS_REDUNDANT ? " redundant" : " needed");
      }
  if (redundant)
    printf ("minimal: no (%d of %d given%s redundant)\n", redundant, total,
            total == 1 ? "" : "s");
  else
    printf ("minimal: yes (all %d given%s needed)\n", total,
            total == 1 ? "" : "s");
}

static int
minimal_check (const explain_args *a, const ss_grid *g)
{
  ss_error err;
  signed char *verdict = malloc ((size_t) g->n * g->n);
  ss_error_clear (&err);
  cli_life_begin ("minimal check");
  int st = verdict ? ss_minimal_check (g, &a->opts, verdict, &err) : -1;
  cli_life_end ();
  if (st < 0)
    fprintf (stderr, "sudosat explain: %s\n", verdict ? err.msg
                                                      : "out of memory");
  else if (st == SS_UNIQUE)
    print_check (a, g, verdict);
  else if (a->format == JSON)
    json_head (a, g, ss_status_name ((ss_status) st)), puts ("}");
  else
    printf ("%s: --minimal-check needs a puzzle with exactly one "
            "solution\n", ss_status_name ((ss_status) st));
  free (verdict);
  return st < 0 ? SS_EXIT_INTERNAL
         : st == SS_INVALID ? SS_EXIT_FINDING : SS_EXIT_OK;
}

int
cmd_explain (int argc, char **argv)
{
  explain_args a = { .format = WORDS };
  ss_grid g;
  cli_input_init (&a.in);
  int code = parse (&a, argc, argv);
  if (code)
    return code == CLI_HELPED ? SS_EXIT_OK : code;
  code = load (&a, &g);
  if (code != SS_EXIT_OK)
    return code;
  /* --steps walks a variant puzzle's houses and rules; the unsat core
   * does not know them yet */
  if (!a.steps && !a.clues && (code = cli_refuse_variant ("explain", a.from_text ? 0
                                              : a.puzzle, &g)))
    return ss_grid_free (&g), code;
  a.puzzle_grid = &g;
  /* From here on, digits are written as the puzzle wrote them. */
  a.in.alphabet = a.as.alphabet;
  a.in.numbers = a.as.numbers;
  a.opts.alphabet = &a.as.alphabet;
  if (a.steps)
    code = steps (&a, &g);
  else if (a.clues)
    code = clues (&a, &g);
  else
    code = a.minimal_check ? minimal_check (&a, &g) : explain (&a, &g);
  ss_grid_free (&g);
  return code;
}
