/* cmd_compare.c -- sudosat compare: every solver on the same puzzles.
 *
 * Model: records stream from the files through an ordered pool (-j N
 * workers), each record runs the selected solvers and is judged by
 * ss_cmp_check(); results come back in input order, feed the per-solver
 * summaries and, where solvers disagree, a report with a command that
 * reproduces it.  stdout carries the report in the chosen format; stderr
 * carries the progress bar (only on a terminal) and notes.  --shard I/N
 * takes every N-th record; Ctrl-C drops the records in flight and
 * reports those finished, marked partial (exit 130).  With --certify,
 * each record whose consensus is unsat or unique is also certified by a
 * checked DRAT proof (compare/certify.h), in the worker.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../compare/certify.h"
#include "../compare/compare.h"
#include "../compare/plot.h"
#include "../compare/pool.h"
#include "../compare/report.h"
#include "../engines/table.h"
#include "cli.h"
#include "compare_csv.h"
#include "jobs.h"
#include "sat_opts.h"

typedef struct job {
  const char *file;
  ss_record rec;      /* a copy: the reader reuses its own */
  ss_alphabet alphabet; /* the one rec was read with (the reader may go) */
  ss_cmp_entry *entries;
  ss_cmp_verdict verdict;
  ss_cert cert;       /* --certify */
  int ran;
} job;

typedef struct compare_ctx {
  cli_input in;
  cli_format format;
  ss_cmp_opts opts;
  const ss_solver *chosen[64];
  const char *plot;
  int threads, budget_given, per_record;
  cli_shard shard;
  char repro[1024];
  /* input walk */
  char **files;
  const char *file_name; /* the open file's name in records (operand.c) */
  int nfiles, next_file, exit_code;
  FILE *f;
  ss_reader *reader;
  ss_record scratch;
  long file_records; /* records read from the current file */
  /* results */
  ss_cmp_summary *sums;
  ss_cmp_totals totals;
  cli_progress bar;
  int out_tty;
  int certify;
  ss_cert_prover prover;
  ss_cmp_cert_tally cert;
} compare_ctx;

/* ---- input: one job per record, across every file ---------------------- */

static int
open_next_file (compare_ctx *c)
{
  ss_error err;
  while (c->next_file < c->nfiles)
    {
      const char *name = c->files[c->next_file++];
      c->file_records = 0;
      if (!(c->f = cli_operand_open (name, &c->in, &c->file_name, &err)))
        cli_exit_raise (&c->exit_code, cli_open_failed (&err)),
          c->totals.unopened++;
      else if ((c->reader = ss_reader_new (c->f, c->file_name,
                                           &c->in.read)))
        return 1;
      else
        {
          fprintf (stderr, "sudosat compare: %s: out of memory\n", name);
          cli_exit_raise (&c->exit_code, SS_EXIT_INTERNAL);
          c->totals.internal++;
          cli_close (c->f);
        }
      c->f = 0;
    }
  return 0;
}

/* At the end of a file: one that could not be read to the end, or held
 * no record, is an unreadable file (exit 2), not an empty success. */
static void
close_file (compare_ctx *c, int got)
{
  if (got < 0 || !c->file_records)
    {
      fprintf (stderr, "sudosat compare: %s: %s\n", c->file_name,
               got < 0 ? "read error" : "no puzzle records");
      cli_exit_raise (&c->exit_code, SS_EXIT_USAGE);
      c->totals.unopened++;
    }
  ss_reader_free (c->reader);
  cli_close (c->f);
  c->reader = 0;
  c->f = 0;
}

static void *
next_job (void *ctx)
{
  compare_ctx *c = ctx;
  while (!cli_interrupted () && (c->reader || open_next_file (c)))
    {
      int got = ss_reader_next (c->reader, &c->scratch);
      if (got == 1 && !cli_shard_mine (&c->shard, c->scratch.index))
        c->file_records++; /* another shard's */
      else if (got == 1)
        {
          job *j = calloc (1, sizeof *j);
          if (!j)
            {
              fputs ("sudosat compare: out of memory\n", stderr);
              cli_exit_raise (&c->exit_code, SS_EXIT_INTERNAL);
              c->totals.internal++;
              return 0;
            }
          c->file_records++;
          cli_check_record (&c->in, &c->scratch);
          cli_note_read (&c->in, c->file_name, &c->scratch);
          j->file = c->file_name;
          j->rec = c->scratch;
          j->alphabet = *cli_alphabet_of (&c->scratch, &c->in);
          j->rec.grid.cell = 0;
          if (c->scratch.ok && ss_grid_copy (&j->rec.grid, &c->scratch.grid))
            j->rec.ok = 0;
          j->entries = calloc ((size_t) ss_solver_count + 1,
                               sizeof *j->entries);
          return j;
        }
      else
        close_file (c, got);
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
  if (j->ran > 0 && c->certify)
    ss_cmp_certify (c->prover, &j->rec.grid, j->entries, ss_solver_count,
                    &j->verdict, c->opts.solve.timeout, &j->cert);
}

/* ---- output, in input order --------------------------------------------- */

static void
report_error (compare_ctx *c, job *j)
{
  c->totals.unreadable++;
  cli_exit_raise (&c->exit_code, cli_record_code (&j->rec.err));
  if (c->format == CLI_JSON)
    cli_write_error_json (stdout, j->file, &j->rec, &j->rec.err);
  else if (c->per_record)
    cli_csv_error (stdout, j->file, &j->rec, &j->rec.err,
                   CLI_COMPARE_CSV_OWN);
  else
    cli_write_error_line (c->format == CLI_CSV ? stderr : stdout,
                          &j->rec.err);
}

/* A finding: solvers disagree, the givens break a rule, fewer than
 * --require-agreement solvers decided the record, a solver failed
 * (crash, error exit, malformed answer, own proof missing or rejected),
 * or under --require-decided a solver under test reached no verdict. */
static int
is_finding (const compare_ctx *c, const ss_cmp_verdict *v)
{
  return v->disagreement || v->consensus == SS_INVALID
         || (uint64_t) v->decided < c->totals.required || v->failures
         || (c->totals.require_decided && v->undecided);
}

/* A certification that did not certify is a finding (memory: internal). */
static void
report_cert (compare_ctx *c, job *j)
{
  ss_cert_status st = j->cert.status;
  ss_cmp_cert_count (&c->cert, j->entries, ss_solver_count, &j->cert);
  if (st == SS_CERT_NONE || st == SS_CERT_CERTIFIED)
    return;
  cli_exit_raise (&c->exit_code, st == SS_CERT_FAILED ? SS_EXIT_INTERNAL
                                                      : SS_EXIT_FINDING);
  if (st == SS_CERT_FAILED)
    c->totals.internal++;
  else
    c->totals.uncertified++;
  if (c->format != CLI_JSON)
    ss_cmp_cert_write_failure (c->format == CLI_CSV ? stderr : stdout,
                               j->file, j->rec.index, j->rec.line, &j->cert);
}

static void
report_record (compare_ctx *c, job *j)
{
  ss_cmp_where w = { j->file, &j->rec, &j->alphabet, c->repro,
                     c->certify ? &j->cert : 0, c->totals.required, 0,
                     c->totals.require_decided };
  const ss_cmp_verdict *v = &j->verdict;
  FILE *out = c->format == CLI_CSV ? stderr : stdout;
  char *problems = v->consensus == SS_INVALID
                   ? cli_problems (&j->rec.grid, 0, &j->alphabet) : 0;
  w.problems = problems;
  for (int i = 0; i < ss_solver_count; i++)
    ss_cmp_summary_add (&c->sums[i], &j->entries[i]);
  ss_cmp_totals_add (&c->totals, v);
  ss_cmp_totals_add_runs (&c->totals, j->entries, ss_solver_count);
  if (is_finding (c, v))
    cli_exit_raise (&c->exit_code, SS_EXIT_FINDING);
  if (c->certify)
    report_cert (c, j);
  if (c->format != CLI_JSON && !c->per_record)
    ss_cmp_write_failures (out, &w, j->entries, ss_solver_count);
  else if (c->per_record) /* stdout holds the rows */
    ss_cmp_write_failures (stderr, &w, j->entries, ss_solver_count);
  if (c->format == CLI_JSON)
    ss_cmp_write_json_record (stdout, &w, j->entries, ss_solver_count, v);
  else if (c->per_record)
    cli_compare_csv_record (stdout, &w, j->entries, ss_solver_count, v);
  else if (v->disagreement)
    ss_cmp_write_disagreement (out, &w, j->entries, ss_solver_count, v);
  else if (v->consensus == SS_INVALID)
    ss_cmp_write_invalid (out, &w);
  else if (!v->decided || (uint64_t) v->decided < c->totals.required)
    ss_cmp_write_shortfall (out, &w, j->entries, ss_solver_count, v,
                            c->totals.required);
  free (problems);
}

static void
free_job (job *j)
{
  if (j->entries)
    ss_cmp_entries_free (j->entries);
  free (j->entries);
  ss_record_free (&j->rec);
  free (j);
}

/* In input order; after Ctrl-C every job left is dropped unreported. */
static void
done (void *ctx, void *arg)
{
  compare_ctx *c = ctx;
  job *j = arg;
  if (cli_interrupted ())
    {
      free_job (j);
      return;
    }
  if (c->out_tty)
    cli_progress_clear (&c->bar);
  c->totals.records++;
  if (!j->entries || j->ran < 0)
    {
      fprintf (stderr, "sudosat compare: out of memory\n");
      cli_exit_raise (&c->exit_code, SS_EXIT_INTERNAL);
      c->totals.internal++;
    }
  else if (!j->rec.ok)
    report_error (c, j);
  else
    report_record (c, j);
  free_job (j);
  cli_progress_tick (&c->bar, c->totals.records);
}

/* CSV keeps stdout for the table, so its totals go to stderr: a run
 * that checked nothing still says so.  The last line of the text form
 * (on stderr with CSV) is the outcome the exit code says, with every
 * reason; JSON's summary carries it as "pass", "exit" and "reasons". */
static void
write_summary (compare_ctx *c)
{
  c->totals.exit_code = c->totals.partial ? SS_EXIT_INTERRUPTED
                                          : c->exit_code;
  c->totals.uncertified = c->certify ? c->cert.failed : 0;
  if (c->format == CLI_JSON)
    ss_cmp_write_json_summary (stdout, c->sums, ss_solver_count, &c->totals);
  else if (c->per_record)
    {
      ss_cmp_write_totals (stderr, &c->totals);
      ss_cmp_write_left_out (stderr, c->sums, ss_solver_count);
      ss_cmp_write_runs (stderr, c->sums, ss_solver_count);
    }
  else if (c->format == CLI_CSV)
    {
      ss_cmp_write_csv (stdout, c->sums, ss_solver_count);
      ss_cmp_write_totals (stderr, &c->totals);
      ss_cmp_write_left_out (stderr, c->sums, ss_solver_count);
      ss_cmp_write_runs (stderr, c->sums, ss_solver_count);
    }
  else
    {
      if (c->totals.records)
        ss_cmp_write_table (stdout, c->sums, ss_solver_count);
      ss_cmp_write_totals (stdout, &c->totals);
      ss_cmp_write_left_out (stdout, c->sums, ss_solver_count);
      ss_cmp_write_runs (stdout, c->sums, ss_solver_count);
    }
  if (c->certify && c->format == CLI_JSON)
    ss_cmp_cert_write_json (stdout, &c->cert);
  else if (c->certify)
    ss_cmp_cert_write (c->format == CLI_CSV ? stderr : stdout, &c->cert);
  if (c->format != CLI_JSON)
    ss_cmp_write_outcome (c->format == CLI_CSV ? stderr : stdout,
                          &c->totals);
}

/* ---- options ------------------------------------------------------------ */

static const char usage[] =
  "usage: sudosat compare [--solvers a,b,...] [--limit K] [--timeout SEC]\n"
  "                       [--budget-nodes N] [--format text|json|csv]\n"
  "                       [--per-record] [--plot FILE.png|FILE.svg] [-j N]\n"
  "                       [--shard I/N] [--sat-cmd CMD] [--sat-encoding E]\n"
  "                       [--sat-amo A] [--sat-sum S] [--ipasir-lib SO]\n"
  "                       [--require-agreement N] [--require-decided]\n"
  "                       [--certify[=cadical|picosat]]\n"
  "                       [--box RxC] [--alphabet S] [--verbose] [FILES|-]\n"
  "Runs each solver on each puzzle, verifies every solution, checks that\n"
  "all verdicts agree (up to K, default 2) and reports per solver.  By\n"
  "default every solver suited to the puzzle's size runs; slow ones\n"
  "(backtrack, bird) get a budget of 100000 nodes, with or without\n"
  "--timeout (--budget-nodes N sets another for every solver); 'external'\n"
  "runs when --sat-cmd is given,\n"
  "'ipasir' when --ipasir-lib is.  On a puzzle with rules and without\n"
  "--timeout, the in-house engines not under test (cp, dlx) get 10 times\n"
  "the fastest verdict, at least 2 s, the others 60 s.\n"
  "A record is cross-checked only when N\n"
  "solvers (default 2) decided it.  A solver that crashes, exits with an\n"
  "error, answers in a malformed way or gives a bad proof fails the run;\n"
  "--require-decided fails it too when a solver under test (those\n"
  "--solvers names, else external and ipasir) reaches no verdict (a\n"
  "budget, a timeout).\n"
  "--certify backs every unsat and unique consensus with a DRAT proof from\n"
  "cadical (or picosat's RUP trace), whichever solvers run, checked by\n"
  "sudosat's own checker.\n"
  "--format csv --per-record gives one row per record and solver instead\n"
  "of the per-solver table.  -j N runs N threads (same verdicts); --shard\n"
  "I/N takes records I, I+N, I+2N, ...\n"
  "Exit: 0 all agree; 1 a disagreement, a wrong solution, an invalid or\n"
  "unreadable record, one decided by fewer than N solvers, a solver that\n"
  "failed (or with --require-decided gave no verdict), or a verdict\n"
  "not certified; 2 usage error, or a file that is unreadable, a directory\n"
  "or empty; 3 the --sat-cmd program cannot be started, an --ipasir-lib\n"
  "cannot be loaded, gnuplot failed, or out of memory;\n"
  "130 Ctrl-C (the report covers the records finished, marked partial).\n";

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
      else if (ss_cmp_selected (&c->opts, s, 1))
        {
          cli_usage_error ("compare", "--solvers names '%s' twice", name);
          bad = 1;
        }
      else
        c->chosen[c->opts.nchosen++] = s;
    }
  free (copy);
  return bad || !c->opts.nchosen ? -1 : 0;
}

static int
parse_option (void *ctx, int opt, const char *arg)
{
  compare_ctx *c = ctx;
  unsigned long long u;
  switch (opt)
    {
    case 's':
      c->opts.chosen = c->chosen;
      return choose_solvers (c, arg);
    case 'k':
      return cli_parse_u64 ("--limit", arg, &u) ? -1
             : (c->opts.solve.limit = u, 0);
    case 'n':
      return cli_parse_u64 ("--budget-nodes", arg, &u) ? -1
             : (c->opts.solve.max_nodes = u, c->budget_given = 1, 0);
    case 'r':
      return cli_parse_u64 ("--require-agreement", arg, &u) ? -1
             : (c->totals.required = u, 0);
    case 't':
      return cli_parse_seconds ("--timeout", arg, &c->opts.solve.timeout);
    case 'D': c->totals.require_decided = 1; return 0;
    case 'f': return cli_set_format (&c->format, arg, "text,json,csv");
    case 'P': c->per_record = 1; return 0;
    case 'p': c->plot = arg; return 0;
    case 'j':
      return cli_parse_jobs (arg, &c->threads);
    case CLI_SHARD_OPT: return cli_shard_parse (&c->shard, arg);
    case 'c': c->opts.solve.sat_cmd = arg; return 0;
    case 'C':
      c->certify = 1;
      if (cli_set_prover (arg, &c->prover))
        return -1;
      c->cert.prover = ss_cert_prover_name (c->prover);
      return 0;
    case 'E': return cli_sat_encoding (arg, &c->opts.solve);
    case 'A': return cli_sat_amo (arg, &c->opts.solve);
    case 'U': return cli_sat_sum (arg, &c->opts.solve);
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
  if (c->totals.required != 2)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --require-agreement %llu",
                     (unsigned long long) c->totals.required);
  if (c->opts.solve.timeout > 0)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --timeout %g", c->opts.solve.timeout);
  if (c->totals.require_decided && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --require-decided");
  if (c->certify && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --certify=%s", ss_cert_prover_name (c->prover));
  if (c->opts.solve.sat_encoding && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --sat-encoding %s", c->opts.solve.sat_encoding);
  if (c->opts.solve.sat_amo && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --sat-amo %s", c->opts.solve.sat_amo);
  if (c->opts.solve.sat_sum && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --sat-sum %s", c->opts.solve.sat_sum);
  if (c->opts.solve.ipasir_lib && len < (int) sizeof c->repro)
    len += snprintf (c->repro + len, sizeof c->repro - (size_t) len,
                     " --ipasir-lib '%s'", c->opts.solve.ipasir_lib);
  if (c->opts.solve.sat_cmd && len < (int) sizeof c->repro)
    snprintf (c->repro + len, sizeof c->repro - (size_t) len,
              " --sat-cmd '%s'", c->opts.solve.sat_cmd);
}

/* Is a solver that runs a program (--sat-cmd) among those that run? */
static const ss_solver *
runs_program (const compare_ctx *c)
{
  for (int i = 0; i < ss_solver_count; i++)
    if ((ss_solvers[i].flags & SS_NEEDS_CMD)
        && (c->opts.chosen ? ss_cmp_selected (&c->opts, &ss_solvers[i], 1)
                           : c->opts.solve.sat_cmd != 0))
      return &ss_solvers[i];
  return 0;
}

/* What can be refused before the first record: options that cannot
 * take effect together (exit 2, one line).  0 to go on. */
static int
check_usage (const compare_ctx *c)
{
  const ss_solver *prog = runs_program (c);
  ss_error err;
  ss_error_clear (&err);
  if (prog && !c->opts.solve.sat_cmd)
    return cli_usage_error ("compare", "solver '%s' needs --sat-cmd 'CMD "
                            "...'", prog->name), SS_EXIT_USAGE;
  if (c->opts.solve.sat_cmd && !prog)
    return cli_usage_error ("compare", "--sat-cmd is for solver 'external', "
                            "which --solvers does not name"), SS_EXIT_USAGE;
  if (c->opts.chosen && (uint64_t) c->opts.nchosen < c->totals.required)
    return cli_usage_error ("compare", "--require-agreement %llu needs %llu "
                            "solvers, and --solvers names %d (add solvers, "
                            "or lower --require-agreement)",
                            (unsigned long long) c->totals.required,
                            (unsigned long long) c->totals.required,
                            c->opts.nchosen), SS_EXIT_USAGE;
  if (c->plot && ss_cmp_plot_path_ok (c->plot, &err))
    return cli_usage_error ("compare", "--plot: %s", err.msg), SS_EXIT_USAGE;
  if (c->per_record && c->format != CLI_CSV)
    return cli_usage_error ("compare", "--per-record is for --format csv "
                            "(JSON is one object per record already)"),
           SS_EXIT_USAGE;
  if (prog && c->budget_given)
    cli_warn ("--budget-nodes does not limit '%s', which counts no nodes "
              "(only --timeout does)", prog->name);
  return 0;
}

/* The tools a run needs must start before any record is compared. */
static int
check_tools (const compare_ctx *c)
{
  if (c->plot && !ss_cmp_have_gnuplot ())
    return fputs ("sudosat compare: --plot: gnuplot is not installed "
                  "(Debian package gnuplot-nox)\n", stderr), SS_EXIT_INTERNAL;
  return runs_program (c) ? cli_probe_command (c->opts.solve.sat_cmd) : 0;
}

/* The cactus plot, titled with the inputs, the record count and today. */
static int
plot (const compare_ctx *c, ss_error *err)
{
  char dataset[256], date[16];
  time_t now = time (0);
  struct tm day;
  const char *first = strrchr (c->files[0], '/');
  size_t dir = first ? (size_t) (first - c->files[0]) : 0;
  int same_dir = dir > 0;
  for (int i = 1; i < c->nfiles && same_dir; i++)
    same_dir = !strncmp (c->files[i], c->files[0], dir + 1)
               && !strchr (c->files[i] + dir + 1, '/');
  first = first ? first + 1 : c->files[0];
  if (c->nfiles > 1 && same_dir)
    snprintf (dataset, sizeof dataset, "%.*s/ (%d files)", (int) dir,
              c->files[0], c->nfiles);
  else if (c->nfiles > 1)
    snprintf (dataset, sizeof dataset, "%s and %d more", first,
              c->nfiles - 1);
  else
    snprintf (dataset, sizeof dataset, "%s", strcmp (first, "-") ? first
                                                                 : "stdin");
  if (!localtime_r (&now, &day) || !strftime (date, sizeof date, "%Y-%m-%d",
                                               &day))
    strcpy (date, "today");
  ss_cmp_plot_title t = { dataset, c->totals.records, date };
  return ss_cmp_plot (c->sums, ss_solver_count, c->plot, &t, err);
}

static int
run (compare_ctx *c)
{
  c->sums = calloc ((size_t) ss_solver_count + 1, sizeof *c->sums);
  if (!c->sums)
    return SS_EXIT_INTERNAL;
  for (int i = 0; i < ss_solver_count; i++)
    c->sums[i].solver = &ss_solvers[i];
  int bar = isatty (2) && !cli_reads_terminal (c->nfiles, c->files);
  c->out_tty = isatty (1);
  cli_interrupt_graceful ();
  if (c->per_record)
    cli_compare_csv_header (stdout);
  cli_progress_start (&c->bar, bar, bar ? cli_count_records (c->nfiles,
                                                            c->files, &c->in,
                                                            &c->shard)
                                        : 0, "records");
  if (ss_pool_run (c->threads, next_job, work, done, c) < 0)
    ss_pool_run (1, next_job, work, done, c);
  cli_progress_end (&c->bar);
  ss_record_free (&c->scratch);
  if (c->reader) /* Ctrl-C stopped the reading */
    ss_reader_free (c->reader), cli_close (c->f);
  c->totals.partial = cli_interrupted ();
  /* The plot is drawn, and noted, before the summary, whose last line
   * counts a failed plot among the reasons for the exit code. */
  if (c->plot && !c->totals.partial)
    {
      ss_error err;
      ss_error_clear (&err);
      err.file = 0;
      if (plot (c, &err) < 0)
        {
          fprintf (stderr, "sudosat compare: %s\n", err.msg);
          cli_exit_raise (&c->exit_code, SS_EXIT_INTERNAL);
          c->totals.internal++;
        }
      else
        fprintf (stderr, "sudosat compare: cactus plot written to %s\n",
                 c->plot);
    }
  write_summary (c);
  free (c->sums);
  return c->totals.partial ? SS_EXIT_INTERRUPTED : c->exit_code;
}

int
cmd_compare (int argc, char **argv)
{
  static const struct option longs[] = {
    { "solvers", required_argument, 0, 's' },
    { "solver", required_argument, 0, 's' }, /* the same, deliberately */
    { "limit", required_argument, 0, 'k' },
    { "budget-nodes", required_argument, 0, 'n' },
    { "timeout", required_argument, 0, 't' },
    { "format", required_argument, 0, 'f' },
    { "plot", required_argument, 0, 'p' },
    { "per-record", no_argument, 0, 'P' },
    CLI_BATCH_OPTIONS,
    { "sat-cmd", required_argument, 0, 'c' },
    { "require-agreement", required_argument, 0, 'r' },
    { "require-decided", no_argument, 0, 'D' },
    { "certify", optional_argument, 0, 'C' },
    { "sat-encoding", required_argument, 0, 'E' },
    { "sat-amo", required_argument, 0, 'A' },
    { "sat-sum", required_argument, 0, 'U' },
    { "ipasir-lib", required_argument, 0, 'L' },
    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  static compare_ctx c;
  memset (&c, 0, sizeof c);
  cli_input_init (&c.in);
  c.format = CLI_TEXT;
  c.threads = 1;
  c.opts.solve.limit = 2;
  c.opts.slow_nodes = 100000;
  c.totals.required = 2;
  int rc = cli_parse (argc, argv, "hj:", longs, usage, &c.in, parse_option,
                      &c);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  static char *stdin_only[] = { "-" };
  c.files = argc > optind ? argv + optind : stdin_only;
  c.nfiles = argc > optind ? argc - optind : 1;
  if ((rc = check_usage (&c)) || (rc = check_tools (&c))
      || (rc = cli_ipasir_ready ("compare", chose_ipasir (&c),
                                 &c.opts.solve)))
    return rc;
  build_repro (&c);
  return run (&c);
}
