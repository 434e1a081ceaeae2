/* cmd_solve.c -- sudosat solve: one solver, one verdict line per record.
 *
 * Line form prints the solution, or the status word where there is no
 * single solution to print; block form prints the grid with box rules;
 * JSON Lines and CSV carry status, count, the first solution, time and
 * counters.  Records run through the batch runner (jobs.h): -j N,
 * --shard I/N, the progress bar and Ctrl-C.
 */
#include <string.h>

#include "../core/model.h"
#include "../core/print.h"
#include "../sat/certify.h"
#include "../sat/sat.h"
#include "../solvers/solver.h"
#include "../engines/table.h"
#include "cli.h"
#include "jobs.h"
#include "sat_opts.h"
#include "svg_out.h"
#include "variant_out.h"
#include "variant.h"

typedef struct solve_ctx {
  cli_input in;
  cli_format format;
  const ss_solver *solver;
  int solver_given; /* --solver named it: a variant puzzle it cannot
                       handle is refused (else cp takes those) */
  ss_solve_opts opts;
  int budget_given;
  int certify;
  ss_cert_prover prover;
  cli_batch batch;
  cli_svg svg; /* --format svg (with -j 1 only): the pictures so far */
} solve_ctx;

/* The certification's fields of a JSON record (none when there was
 * nothing to certify). */
static void
write_cert_json (FILE *out, const ss_cert *c)
{
  if (c->status == SS_CERT_NONE)
    return;
  fprintf (out, ",\"certified\":%s,\"certification\":{\"status\":\"%s\","
          "\"prover\":\"%s\",\"clauses\":%ld,\"lemmas\":%ld,"
          "\"checked\":%ld,\"proof_bytes\":%zu,\"solve_ms\":%.3f,"
          "\"check_ms\":%.3f",
          c->status == SS_CERT_CERTIFIED ? "true" : "false",
          ss_cert_status_name (c->status), ss_cert_prover_name (c->prover),
          c->clauses, c->lemmas, c->checked, c->proof_bytes,
          c->solve_seconds * 1e3, c->check_seconds * 1e3);
  if (c->note[0])
    {
      fputs (",\"note\":", out);
      ss_write_json_string (out, c->note);
    }
  fputc ('}', out);
}

/* " (certified)", or why not, after a line-form answer. */
static void
write_cert_line (FILE *out, const ss_cert *c)
{
  if (c->status == SS_CERT_CERTIFIED)
    fputs (" (certified)", out);
  else if (c->status != SS_CERT_NONE)
    fprintf (out, " (not certified: %s: %s)", ss_cert_status_name (c->status),
            c->note);
}

static int
cert_exit (const ss_cert *c)
{
  if (c->status == SS_CERT_FAILED)
    return SS_EXIT_INTERNAL;
  return c->status == SS_CERT_NONE || c->status == SS_CERT_CERTIFIED
         ? SS_EXIT_OK : SS_EXIT_FINDING;
}

static void
write_json (const solve_ctx *s, const ss_solver *v, FILE *out,
            const char *file, const ss_record *rec, const ss_result *res,
            const ss_cert *cert)
{
  cli_json_head (out, file, rec); /* the head, solver before status */
  cli_json_read_as (out, rec, &s->in);
  fprintf (out, ",\"solver\":\"%s\",\"status\":\"%s\",\"count\":%llu",
           v->name, ss_status_name (res->status),
           (unsigned long long) res->count);
  if (res->count)
    {
      fputs (",\"solution\":\"", out);
      ss_write_line (out, &res->solution, cli_alphabet_of (rec, &s->in),
                     rec->blank);
      fputc ('"', out);
    }
  fprintf (out, ",\"exhausted\":%s", res->exhausted ? "true" : "false");
  cli_json_ms (out, "time_ms", res->seconds);
  if (res->wrong)
    fprintf (out, ",\"wrong\":%llu", (unsigned long long) res->wrong);
  ss_stats_write_json (out, &res->stats);
  if (res->note[0])
    {
      fputs (",\"note\":", out);
      ss_write_json_string (out, res->note);
    }
  write_cert_json (out, cert);
  fputs ("}\n", out);
}

#define CSV_COLUMNS ",solver,count,solution,exhausted,time_ms,wrong,"
#define ONE_MORE(name, help) +1
#define CSV_OWN (6 + (0 SS_STATS (ONE_MORE))) /* columns between head, note */

static void
write_csv (const solve_ctx *s, const ss_solver *v, FILE *out,
           const char *file, const ss_record *rec, const ss_result *res)
{
  cli_csv_record (out, file, rec, &s->in, ss_status_name (res->status));
  fprintf (out, ",%s,%llu,", v->name,
           (unsigned long long) res->count);
  if (res->count)
    ss_write_line (out, &res->solution, cli_alphabet_of (rec, &s->in),
                   rec->blank);
  fprintf (out, ",%s,%.3f,%llu,", res->exhausted ? "true" : "false",
           res->seconds * 1e3, (unsigned long long) res->wrong);
  ss_stats_write_csv (out, &res->stats);
  fputc (',', out);
  cli_csv_string (out, res->note);
  fputc ('\n', out);
}

/* An unreadable record (exit 1), or one the solver cannot handle (2). */
static void
write_error (const solve_ctx *s, cli_job *j, const ss_error *err, int code)
{
  cli_exit_raise (&j->code, code);
  if (s->format == CLI_JSON)
    cli_write_error_json (j->out, j->file, j->rec, err);
  else if (s->format == CLI_CSV)
    cli_csv_error (j->out, j->file, j->rec, err, CSV_OWN);
  else
    cli_write_error_line (j->out, err);
}

/* The solver for this record: the one named, or for a variant puzzle
 * without --solver, cp (fast handles the classic puzzle only). */
static const ss_solver *
solver_for (const solve_ctx *s, const ss_grid *g)
{
  if (s->solver_given || !g->model || !g->model->kinds)
    return s->solver;
  return ss_solver_find ("cp");
}

static int
has_single_solution (const ss_result *res)
{
  return res->count == 1
         && (res->status == SS_UNIQUE || res->status == SS_FOUND);
}

/* The solution (givens bold, filled digits lighter), or the puzzle when
 * there is no single solution, captioned with the record and status. */
static void
svg_record (solve_ctx *s, const ss_record *rec, const ss_result *res)
{
  char caption[80];
  snprintf (caption, sizeof caption, "record %ld: %s", rec->index,
            ss_status_name (res->status));
  cli_svg_add (&s->svg, has_single_solution (res) ? &res->solution
                                                   : &rec->grid,
               &rec->grid, &s->in, caption);
}

/* The solution or the status word, then " (certified)" or why not. */
static void
write_text (const solve_ctx *s, FILE *out, const ss_record *rec,
            const ss_result *res, const ss_cert *cert)
{
  const ss_alphabet *abc = cli_alphabet_of (rec, &s->in);
  if (has_single_solution (res) && s->format == CLI_BLOCK)
    {
      cli_write_grid (out, &res->solution, abc, rec->blank, s->format);
      if (cert->status != SS_CERT_NONE)
        write_cert_line (out, cert), fputc ('\n', out);
      fputc ('\n', out);
      return;
    }
  if (has_single_solution (res))
    ss_write_line (out, &res->solution, abc, rec->blank);
  else if (res->status == SS_UNKNOWN && res->note[0])
    fprintf (out, "unknown: %s", res->note); /* why, not just that */
  else
    fputs (ss_status_name (res->status), out);
  write_cert_line (out, cert);
  fputc ('\n', out);
}

/* The puzzle back as a variant puzzle, with its solution when it has
 * exactly one, and the verdict as the text form's comment. */
static void
write_variant (const solve_ctx *s, cli_job *j, const ss_result *res)
{
  char note[sizeof res->note + 16];
  if (res->status == SS_UNKNOWN && res->note[0])
    snprintf (note, sizeof note, "unknown: %s", res->note);
  else
    snprintf (note, sizeof note, "%s", ss_status_name (res->status));
  cli_exit_raise (&j->code, cli_variant_write (j->out, s->format, j->file,
                                               j->rec, &s->in,
                                               has_single_solution (res)
                                               ? &res->solution : 0, note));
}

/* One record, in any thread: nothing is written once Ctrl-C came (the
 * search was stopped, its "unknown" is not an answer). */
static void
work (void *ctx, cli_job *j)
{
  const solve_ctx *s = ctx;
  ss_result res;
  ss_error err = { .file = j->file, .line = j->rec->line };
  if (!j->rec->ok)
    {
      write_error (s, j, &j->rec->err, cli_record_code (&j->rec->err));
      return;
    }
  const ss_solver *v = solver_for (s, &j->rec->grid);
  if (cli_solver_refuses (v, &j->rec->grid, &err))
    {
      write_error (s, j, &err, SS_EXIT_USAGE);
      return;
    }
  if (ss_solve (v, &j->rec->grid, &s->opts, &res) < 0)
    cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
  if (res.status == SS_INVALID || res.wrong)
    cli_exit_raise (&j->code, SS_EXIT_FINDING);
  ss_cert cert = { .status = SS_CERT_NONE };
  if (s->certify && !cli_interrupted ())
    ss_certify_with (s->prover, &j->rec->grid, &res, s->opts.timeout, &cert);
  cli_exit_raise (&j->code, cert_exit (&cert));
  if (cli_interrupted ())
    ;
  else if (s->format == CLI_JSON)
    write_json (s, v, j->out, j->file, j->rec, &res, &cert);
  else if (s->format == CLI_CSV)
    write_csv (s, v, j->out, j->file, j->rec, &res);
  else if (s->format == CLI_SVG) /* -j 1 only: this is the reading thread */
    svg_record ((solve_ctx *) s, j->rec, &res);
  else if (cli_variant_format (s->format))
    write_variant (s, j, &res);
  else
    write_text (s, j->out, j->rec, &res, &cert);
  ss_result_free (&res);
}

static const char usage[] =
  "usage: sudosat solve [--solver NAME] [--limit K] [--budget-nodes N]\n"
  "                     [--timeout SEC] [--format text|block|json|csv|svg|\n"
  "                     variant|fpuzzles|fpuzzles-json]\n"
  "                     [--hidden] [--sat-cmd 'CMD ...']\n"
  "                     [--sat-mode assume|reduced] [--sat-encoding E]\n"
  "                     [--sat-amo A] [--ipasir-lib SO] [-j N] [--shard I/N]\n"
  "                     [--certify[=cadical|picosat]]\n"
  "                     [--box RxC] [--alphabet S] [--verbose] [FILES|-]\n"
  "Solves each record with one solver (default: fast; cp for a variant\n"
  "puzzle: thermometers, cages ...) and prints the\n"
  "solution, or the status word (invalid, unsat, multiple, unknown: WHY)\n"
  "where there is no single solution.  K = 2 by default, which proves\n"
  "uniqueness; K = 0 counts all solutions.  'sudosat solvers' lists the\n"
  "solvers.  An option the solver has no use for is refused.  -j N runs N\n"
  "threads (same output); --shard I/N takes records I, I+N, I+2N, ...\n"
  "--format variant, fpuzzles and fpuzzles-json write each puzzle back as\n"
  "the text form or f-puzzles, solved where it has one solution.\n"
  "--certify backs every unsat and unique verdict with a DRAT proof from\n"
  "cadical (or picosat's RUP trace), checked by sudosat's own checker:\n"
  "'(certified)' after it.\n"
  "Exit: 0 all records read, 1 a record invalid or unreadable (or a solver\n"
  "returned a wrong solution, or a verdict could not be certified), 2 usage\n"
  "error, unreadable file or a rule sudosat does not know (or a record\n"
  "with rules the --solver named cannot handle), 3 the --sat-cmd program\n"
  "cannot be started, an\n"
  "--ipasir-lib cannot be loaded, or out of memory; 130 Ctrl-C (the\n"
  "records finished so far are written).\n";

static int
parse_option (void *ctx, int opt, const char *arg)
{
  solve_ctx *s = ctx;
  unsigned long long u;
  switch (opt)
    {
    case 's':
      if (cli_one_solver ("solve", arg))
        return -1;
      s->solver = ss_solver_find (arg);
      s->solver_given = 1;
      if (!s->solver)
        cli_usage_error ("solve", "unknown solver '%s' (see 'sudosat "
                         "solvers')", arg);
      return s->solver ? 0 : -1;
    case 'k':
      return cli_parse_u64 ("--limit", arg, &u) ? -1
             : (s->opts.limit = u, 0);
    case 'n':
      return cli_parse_u64 ("--budget-nodes", arg, &u) ? -1
             : (s->opts.max_nodes = u, s->budget_given = 1, 0);
    case 't': return cli_parse_seconds ("--timeout", arg, &s->opts.timeout);
    case 'f':
      return cli_set_format (&s->format, arg, "text,block,json,csv,svg,"
                             "variant,fpuzzles,fpuzzles-json");
    case 'j':
    case CLI_SHARD_OPT: return cli_batch_option (&s->batch, opt, arg);
    case 'H': s->opts.hidden = 1; return 0;
    case 'C':
      s->certify = 1;
      return cli_set_prover (arg, &s->prover);
    case 'c': s->opts.sat_cmd = arg; return 0;
    case 'm':
      if (ss_sat_mode_lookup (arg) < 0)
        return cli_usage_error ("--sat-mode", "'%s' is not assume or "
                                "reduced", arg), -1;
      s->opts.sat_mode = arg;
      return 0;
    case 'E': return cli_sat_encoding (arg, &s->opts);
    case 'A': return cli_sat_amo (arg, &s->opts);
    case 'L': s->opts.ipasir_lib = arg; return 0;
    default: return -1;
    }
}

/* Options the chosen solver would ignore are refused, one line each; a
 * --sat-cmd program that cannot start stops the run before any record. */
static int
check_options (const solve_ctx *s)
{
  const ss_solver *v = s->solver;
  const char *why = 0;
  if ((v->flags & SS_NEEDS_CMD) && !s->opts.sat_cmd)
    why = "needs --sat-cmd 'CMD ...'";
  else if (s->opts.sat_cmd && !(v->flags & SS_NEEDS_CMD))
    why = "runs no program: --sat-cmd is for --solver external";
  else if (s->opts.sat_mode && !(v->flags & SS_SAT))
    why = "is not a SAT solver, so --sat-mode does not apply";
  else if ((s->opts.sat_encoding || s->opts.sat_amo) && !(v->flags & SS_SAT))
    why = "is not a SAT solver, so --sat-encoding and --sat-amo do not apply";
  else if (s->opts.ipasir_lib && !(v->flags & SS_NEEDS_LIB))
    why = "loads no library: --ipasir-lib is for --solver ipasir";
  else if (s->opts.hidden && !(v->flags & SS_HIDDEN))
    why = "has no --hidden mode (see 'sudosat solvers')";
  else if (s->budget_given && (v->flags & SS_NEEDS_CMD))
    why = "counts no nodes: --budget-nodes cannot limit it (use --timeout)";
  if (!why && s->format == CLI_SVG && s->batch.threads > 1)
    return cli_usage_error ("solve", "--format svg draws one document in "
                            "record order: use -j 1"), SS_EXIT_USAGE;
  if (why)
    return cli_usage_error ("solve", "solver '%s' %s", v->name, why),
           SS_EXIT_USAGE;
  return s->opts.sat_cmd ? cli_probe_command (s->opts.sat_cmd) : 0;
}

int
cmd_solve (int argc, char **argv)
{
  static const struct option longs[] = {
    { "solver", required_argument, 0, 's' },
    { "solvers", required_argument, 0, 's' }, /* the same, deliberately */
    { "limit", required_argument, 0, 'k' },
    { "budget-nodes", required_argument, 0, 'n' },
    { "timeout", required_argument, 0, 't' },
    { "format", required_argument, 0, 'f' },
    { "hidden", no_argument, 0, 'H' },
    { "sat-cmd", required_argument, 0, 'c' },
    { "sat-mode", required_argument, 0, 'm' },
    { "certify", optional_argument, 0, 'C' },
    CLI_BATCH_OPTIONS,
    { "sat-encoding", required_argument, 0, 'E' },
    { "sat-amo", required_argument, 0, 'A' },
    { "ipasir-lib", required_argument, 0, 'L' },
    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  solve_ctx s = { .format = CLI_TEXT };
  cli_input_init (&s.in);
  cli_batch_init (&s.batch);
  s.opts.limit = 2;
  s.solver = ss_solver_find ("fast");
  int rc = cli_parse (argc, argv, "hj:", longs, usage, &s.in, parse_option,
                      &s);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (!s.solver)
    return cli_usage_error ("solve", "no solver given and 'fast' is not "
                            "built in"), SS_EXIT_USAGE;
  if ((rc = check_options (&s)))
    return rc;
  rc = cli_ipasir_ready ("solve", (s.solver->flags & SS_NEEDS_LIB) != 0,
                         &s.opts);
  if (rc)
    return rc;
  if (s.format == CLI_CSV)
    {
      fputs (CLI_CSV_HEAD CSV_COLUMNS, stdout);
      ss_stats_write_csv_header (stdout);
      fputs (",note\n", stdout);
    }
  if (s.format == CLI_SVG && cli_svg_open (&s.svg))
    return SS_EXIT_INTERNAL;
  static const cli_batch_fns fns = { 0, work, 0 };
  rc = cli_batch_run (&s.batch, argc - optind, argv + optind, &s.in, &fns,
                      &s);
  if (s.format == CLI_SVG && cli_svg_close (&s.svg, stdout))
    cli_exit_raise (&rc, SS_EXIT_INTERNAL);
  return rc;
}
