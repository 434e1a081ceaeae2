/* cmd_compare.c -- sudosat compare: every solver on the same puzzles.
 *
 * Model: records stream from the files through an ordered pool (-j N
 * workers), each record runs the selected solvers and is judged by
 * ss_cmp_check(); results come back in input order, feed the per-solver
 * summaries and, where solvers disagree, a report with a command that
 * reproduces it.  stdout carries the report in the chosen format; stderr
 * carries the progress bar (only on a terminal) and notes.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../compare/compare.h"
#include "../compare/plot.h"
#include "../compare/pool.h"
#include "../compare/report.h"
#include "../engines/table.h"
#include "cli.h"
#include "sat_opts.h"

typedef struct job {
  const char *file;
  ss_record rec;      /* a copy: the reader reuses its own */
  ss_cmp_entry *entries;
  ss_cmp_verdict verdict;
  int ran;
} job;

typedef struct compare_ctx {
  cli_input in;
  cli_format format;
  ss_cmp_opts opts;
  const ss_solver *chosen[64];
  const char *plot;
  int threads;
  char repro[1024];
  /* input walk */
  char **files;
  int nfiles, next_file, exit_code;
  FILE *f;
  ss_reader *reader;
  ss_record scratch;
  /* results */
  ss_cmp_summary *sums;
  uint64_t records, disagreements, errors, expected;
  double started, last_progress;
  int progress;
} compare_ctx;

/* ---- input: one job per record, across every file ---------------------- */

static int
open_next_file (compare_ctx *c)
{
  while (c->next_file < c->nfiles)
    {
      const char *name = c->files[c->next_file++];
      c->f = strcmp (name, "-") ? fopen (name, "r") : stdin;
      if (c->f && (c->reader = ss_reader_new (c->f, name, &c->in.read)))
        return 1;
      fprintf (stderr, "sudosat compare: %s: cannot open\n", name);
      cli_exit_raise (&c->exit_code, SS_EXIT_USAGE);
      if (c->f && c->f != stdin)
        fclose (c->f);
      c->f = 0;
    }
  return 0;
}

static void
close_file (compare_ctx *c)
{
  ss_reader_free (c->reader);
  if (c->f != stdin)
    fclose (c->f);
  c->reader = 0;
  c->f = 0;
}

static void *
next_job (void *ctx)
{
  compare_ctx *c = ctx;
  while (c->reader || open_next_file (c))
    {
      if (ss_reader_next (c->reader, &c->scratch) == 1)
        {
          job *j = calloc (1, sizeof *j);
          j->file = c->files[c->next_file - 1];
          j->rec = c->scratch;
          j->rec.grid.cell = 0;
          if (c->scratch.ok && ss_grid_copy (&j->rec.grid, &c->scratch.grid))
            j->rec.ok = 0;
          j->entries = calloc ((size_t) ss_solver_count + 1,
                               sizeof *j->entries);
          return j;
        }
      close_file (c);
    }
  return 0;
}

static void
work (void *ctx, void *arg)
{
  compare_ctx *c = ctx;
  job *j = arg;
  if (!j->rec.ok || !j->entries)
    return;
  j->ran = ss_cmp_run (&c->opts, &j->rec.grid, j->entries);
  if (j->ran > 0)
    j->verdict = ss_cmp_check (j->entries, ss_solver_count,
                               c->opts.solve.limit);
}

/* ---- output, in input order --------------------------------------------- */

static void
show_progress (compare_ctx *c, int final)
{
  double now = ss_now ();
  if (!c->progress || (!final && now - c->last_progress < 0.2))
    return;
  c->last_progress = now;
  double rate = c->records / (now - c->started + 1e-9);
  fprintf (stderr, "\r  %llu", (unsigned long long) c->records);
  if (c->expected)
    fprintf (stderr, "/%llu", (unsigned long long) c->expected);
  fprintf (stderr, " records  %.1f/s", rate);
  if (c->expected && rate > 0 && !final)
    {
      long eta = (long) ((double) (c->expected - c->records) / rate);
      fprintf (stderr, "  ETA %ld:%02ld", eta / 60, eta % 60);
    }
  fputs (final ? "\n" : "   ", stderr);
}

static void
report_error (compare_ctx *c, job *j)
{
  c->errors++;
  cli_exit_raise (&c->exit_code, SS_EXIT_FINDING);
  if (c->format == CLI_JSON)
    cli_write_error_json (stdout, j->file, &j->rec, &j->rec.err);
  else
    cli_write_error_line (c->format == CLI_CSV ? stderr : stdout,
                          &j->rec.err);
}

static void
report_record (compare_ctx *c, job *j)
{
  ss_cmp_where w = { j->file, &j->rec, &c->in.alphabet, c->repro };
  for (int i = 0; i < ss_solver_count; i++)
    if (j->entries[i].solver)
      ss_cmp_summary_add (&c->sums[i], &j->entries[i]);
  if (j->verdict.disagreement)
    {
      c->disagreements++;
      cli_exit_raise (&c->exit_code, SS_EXIT_FINDING);
    }
  if (c->format == CLI_JSON)
    ss_cmp_write_json_record (stdout, &w, j->entries, ss_solver_count,
                              &j->verdict);
  else if (j->verdict.disagreement)
    ss_cmp_write_disagreement (c->format == CLI_CSV ? stderr : stdout, &w,
                               j->entries, ss_solver_count, &j->verdict);
}

static void
done (void *ctx, void *arg)
{
  compare_ctx *c = ctx;
  job *j = arg;
  c->records++;
  if (!j->entries || j->ran < 0)
    {
      fprintf (stderr, "sudosat compare: out of memory\n");
      cli_exit_raise (&c->exit_code, SS_EXIT_INTERNAL);
    }
  else if (!j->rec.ok)
    report_error (c, j);
  else
    report_record (c, j);
  if (j->entries)
    ss_cmp_entries_free (j->entries);
  free (j->entries);
  ss_record_free (&j->rec);
  free (j);
  show_progress (c, 0);
}

static void
write_summary (compare_ctx *c)
{
  if (c->format == CLI_JSON)
    ss_cmp_write_json_summary (stdout, c->sums, ss_solver_count, c->records,
                               c->disagreements);
  else if (c->format == CLI_CSV)
    ss_cmp_write_csv (stdout, c->sums, ss_solver_count);
  else
    {
      ss_cmp_write_table (stdout, c->sums, ss_solver_count);
      printf ("%llu records, %llu unreadable: %s\n",
              (unsigned long long) c->records,
              (unsigned long long) c->errors,
              c->disagreements ? "SOLVERS DISAGREE" : "all solvers agree");
      if (c->disagreements)
        printf ("%llu records with a disagreement or a wrong solution\n",
                (unsigned long long) c->disagreements);
    }
}

/* ---- options ------------------------------------------------------------ */

static const char usage[] =
  "usage: sudosat compare [--solvers a,b,...] [--limit K] [--timeout SEC]\n"
  "                       [--budget-nodes N] [--format table|csv|json]\n"
  "                       [--plot FILE.png|FILE.svg] [-j N] [--sat-cmd CMD]\n"
  "                       [--sat-encoding E] [--sat-amo A] [--ipasir-lib SO]\n"
  "                       [--box RxC] [--alphabet S] FILES|-\n"
  "Runs each solver on each puzzle, verifies every solution, checks that\n"
  "all verdicts agree (up to K, default 2) and reports per solver.  By\n"
  "default every solver suited to the puzzle's size runs; slow ones get a\n"
  "budget of 100000 nodes; 'external' runs when --sat-cmd is given,\n"
  "'ipasir' when --ipasir-lib is.\n"
  "Exit: 0 all agree, 1 a disagreement, a wrong solution or an unreadable\n"
  "record, 2 usage error or unreadable file, 3 an --ipasir-lib that\n"
  "cannot be loaded.\n";

static int
choose_solvers (compare_ctx *c, const char *list)
{
  char *copy = strdup (list), *save = 0;
  int bad = 0;
  for (char *name = strtok_r (copy, ",", &save); name && !bad;
       name = strtok_r (0, ",", &save))
    {
      const ss_solver *s = ss_solver_find (name);
      if (!s || c->opts.nchosen >= 64)
        {
          cli_usage_error ("compare", "unknown solver '%s' (see 'sudosat "
                           "solvers')", name);
          bad = 1;
        }
      else
        c->chosen[c->opts.nchosen++] = s;
    }
  free (copy);
  c->opts.chosen = c->chosen;
  return bad || !c->opts.nchosen ? -1 : 0;
}

static int
parse_option (void *ctx, int opt, const char *arg)
{
  compare_ctx *c = ctx;
  unsigned long long u;
  switch (opt)
    {
    case 's': return choose_solvers (c, arg);
    case 'k':
      return cli_parse_u64 ("--limit", arg, &u) ? -1
             : (c->opts.solve.limit = u, 0);
    case 'n':
      return cli_parse_u64 ("--budget-nodes", arg, &u) ? -1
             : (c->opts.solve.max_nodes = u, 0);
    case 't':
      return cli_parse_seconds ("--timeout", arg, &c->opts.solve.timeout);
    case 'f': return cli_set_format (&c->format, arg, "table,csv,json");
    case 'p': c->plot = arg; return 0;
    case 'j':
      if (cli_parse_u64 ("-j", arg, &u) || u < 1 || u > 256)
        return cli_usage_error ("compare", "-j wants 1 to 256"), -1;
      c->threads = (int) u;
      return 0;
    case 'c': c->opts.solve.sat_cmd = arg; return 0;
    case 'E': return cli_sat_encoding (arg, &c->opts.solve);
    case 'A': return cli_sat_amo (arg, &c->opts.solve);
    case 'L': c->opts.solve.ipasir_lib = arg; return 0;
    default: return -1;
    }
}

/* 1 when --solvers names a solver that needs --ipasir-lib. */
static int
chose_ipasir (const compare_ctx *c)
{
  for (int i = 0; i < c->opts.nchosen; i++)
    if (c->opts.chosen[i]->flags & SS_NEEDS_LIB)
      return 1;
  return 0;
}

/* The options a reproduce line must repeat to get the same run. */
static void
build_repro (compare_ctx *c)
{
  int len = snprintf (c->repro, sizeof c->repro, "--limit %llu",
                      (unsigned long long) c->opts.solve.limit);
  if (c->in.read.box_rows)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --box %dx%d", c->in.read.box_rows, c->in.read.box_cols);
  if (c->in.alphabet.custom)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --alphabet '%.*s'", c->in.alphabet.size,
                     c->in.alphabet.symbol + 1);
  if (c->opts.solve.max_nodes)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --budget-nodes %llu",
                     (unsigned long long) c->opts.solve.max_nodes);
  if (c->opts.solve.sat_encoding && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --sat-encoding %s", c->opts.solve.sat_encoding);
  if (c->opts.solve.sat_amo && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --sat-amo %s", c->opts.solve.sat_amo);
  if (c->opts.solve.ipasir_lib && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --ipasir-lib '%s'", c->opts.solve.ipasir_lib);
  if (c->opts.solve.sat_cmd && len < (int) sizeof c->repro)
    snprintf (c->repro + len, sizeof c->repro - (size_t) len,
              " --sat-cmd '%s'", c->opts.solve.sat_cmd);
}

/* Records in the named files, for the progress bar's total; only done
 * when the bar is shown and every input is a regular file. */
static uint64_t
count_records (compare_ctx *c)
{
  uint64_t total = 0;
  for (int i = 0; i < c->nfiles; i++)
    {
      FILE *f = strcmp (c->files[i], "-") ? fopen (c->files[i], "r") : 0;
      if (!f)
        return 0;
      ss_reader *r = ss_reader_new (f, c->files[i], &c->in.read);
      ss_record rec = { 0 };
      while (r && ss_reader_next (r, &rec) == 1)
        total++;
      ss_record_free (&rec);
      ss_reader_free (r);
      fclose (f);
    }
  return total;
}

static int
run (compare_ctx *c)
{
  c->sums = calloc ((size_t) ss_solver_count + 1, sizeof *c->sums);
  if (!c->sums)
    return SS_EXIT_INTERNAL;
  for (int i = 0; i < ss_solver_count; i++)
    c->sums[i].solver = &ss_solvers[i];
  c->progress = isatty (2);
  if (c->progress)
    c->expected = count_records (c);
  c->started = ss_now ();
  if (ss_pool_run (c->threads, next_job, work, done, c) < 0)
    ss_pool_run (1, next_job, work, done, c);
  show_progress (c, 1);
  ss_record_free (&c->scratch);
  write_summary (c);
  fflush (stdout); /* the table first, then any note about the plot */
  if (c->plot)
    {
      ss_error err;
      ss_error_clear (&err);
      err.file = 0;
      if (ss_cmp_plot (c->sums, ss_solver_count, c->plot, &err) < 0)
        fprintf (stderr, "sudosat compare: %s\n", err.msg);
      else
        fprintf (stderr, "sudosat compare: cactus plot written to %s\n",
                 c->plot);
    }
  free (c->sums);
  return c->exit_code;
}

int
cmd_compare (int argc, char **argv)
{
  static const struct option longs[] = {
    { "solvers", required_argument, 0, 's' },
    { "limit", required_argument, 0, 'k' },
    { "budget-nodes", required_argument, 0, 'n' },
    { "timeout", required_argument, 0, 't' },
    { "format", required_argument, 0, 'f' },
    { "plot", required_argument, 0, 'p' },
    { "sat-cmd", required_argument, 0, 'c' },
    { "sat-encoding", required_argument, 0, 'E' },
    { "sat-amo", required_argument, 0, 'A' },
    { "ipasir-lib", required_argument, 0, 'L' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  static compare_ctx c;
  memset (&c, 0, sizeof c);
  cli_input_init (&c.in);
  c.format = CLI_TABLE;
  c.threads = 1;
  c.opts.solve.limit = 2;
  c.opts.slow_nodes = 100000;
  int rc = cli_parse (argc, argv, "hj:", longs, usage, &c.in, parse_option,
                      &c);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  c.files = argv + optind;
  c.nfiles = argc - optind;
  if (!c.nfiles)
    return cli_usage_error ("compare", "name the puzzle files (or - for "
                            "standard input)"), fputs (usage, stderr),
           SS_EXIT_USAGE;
  rc = cli_ipasir_ready ("compare", chose_ipasir (&c), &c.opts.solve);
  if (rc)
    return rc;
  build_repro (&c);
  return run (&c);
}
