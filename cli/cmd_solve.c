/* cmd_solve.c -- sudosat solve: one solver, one verdict line per record.
 *
 * Line form prints the solution, or the status word where there is no
 * single solution to print (with its reason: an unknown's note, or every
 * rule an invalid puzzle's givens break, as verify names them; JSON's
 * "problems" and CSV's column of that name say the same); block form
 * prints the grid with box rules;
 * JSON Lines and CSV carry status, count, the first solution, time and
 * counters.  With --limit K (K > 0 given) a run lists up to K verified
 * solutions and the cells where they differ (shown.h): every form shows
 * them, SVG as the first solution with those cells shaded, the variant
 * forms as one solved puzzle per solution.  Records run through the batch runner (jobs.h): -j N,
 * --shard I/N, the progress bar and Ctrl-C.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/print.h"
#include "../sat/certify.h"
#include "../sat/sat.h"
#include "../solvers/solver.h"
#include "../compare/certify.h"
#include "../engines/table.h"
#include "cli.h"
#include "jobs.h"
#include "sat_opts.h"
#include "candidates_out.h"
#include "estimate_out.h"
#include "shown.h"
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
  int budget_given, limit_given;
  int listing;         /* --limit K, K > 0: the solutions are listed */
  int candidates;      /* --true-candidates */
  int cand_limit;      /* --candidate-limit K (0: not given; 1 then) */
  int certify;
  int require_decided; /* --require-decided: an unknown is a finding */
  int estimate;        /* --estimate: where the count is not final */
  long probes;         /* --probes N (1000) */
  uint64_t seed;       /* --seed S (1) */
  int probes_given;
  ss_cert_prover prover;
  cli_batch batch;
  cli_svg svg; /* --format svg (with -j 1 only): the pictures so far */
} solve_ctx;

/* Is every certificate there is in order: --certify's and the solver's
 * own proof (external with %p)? */
static int
certified (const ss_cert *c, const ss_result *res)
{
  return (c->status == SS_CERT_NONE || c->status == SS_CERT_CERTIFIED)
         && res->own_proof != SS_OWN_PROOF_REJECTED;
}

/* The certification's fields of a JSON record (none when there was
 * nothing to certify): "certified", "certified_by": "own proof" when
 * the solver's own proof was checked, and --certify's object. */
static void
write_cert_json (FILE *out, const ss_cert *c, const ss_result *res)
{
  if (c->status == SS_CERT_NONE && res->own_proof == SS_OWN_PROOF_NONE)
    return;
  fprintf (out, ",\"certified\":%s", certified (c, res) ? "true" : "false");
  if (res->own_proof != SS_OWN_PROOF_NONE)
    fputs (",\"certified_by\":\"own proof\"", out);
  if (c->status == SS_CERT_NONE)
    return;
  fprintf (out, ",\"certification\":{\"status\":\"%s\","
          "\"prover\":\"%s\",\"clauses\":%ld,\"lemmas\":%ld,"
          "\"checked\":%ld,\"proof_bytes\":%zu,\"solve_ms\":%.3f,"
          "\"check_ms\":%.3f",
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

/* " (certified)", " (certified by own proof)", or why not, after a
 * line-form answer. */
static void
write_cert_line (FILE *out, const ss_cert *c, const ss_result *res)
{
  if (res->own_proof == SS_OWN_PROOF_REJECTED)
    fprintf (out, " (not certified: %s)", res->note);
  else if (c->status != SS_CERT_NONE && c->status != SS_CERT_CERTIFIED)
    fprintf (out, " (not certified: %s: %s)", ss_cert_status_name (c->status),
            c->note);
  else if (res->own_proof == SS_OWN_PROOF_VERIFIED)
    fprintf (out, " (certified by own proof%s%s)",
             c->status == SS_CERT_CERTIFIED ? " and " : "",
             c->status == SS_CERT_CERTIFIED ? ss_cert_prover_name (c->prover)
                                            : "");
  else if (c->status == SS_CERT_CERTIFIED)
    fputs (" (certified)", out);
}

static int
cert_exit (const ss_cert *c, const ss_result *res)
{
  if (c->status == SS_CERT_FAILED)
    return SS_EXIT_INTERNAL;
  return certified (c, res) ? SS_EXIT_OK : SS_EXIT_FINDING;
}

/* What one record's output is made of. */
typedef struct answer {
  const ss_solver *solver;
  const ss_record *rec;
  const ss_result *res;
  const ss_cert *cert;
  const char *problems; /* an invalid puzzle's broken rules, else 0 */
  const cli_shown *shown; /* --limit K: the solutions listed, else 0 */
  const ss_estimate *est; /* --estimate, where the count is not final */
  uint64_t limit;          /* K */
} answer;

/* Two or more solutions listed: the forms print them all. */
static int
lists_several (const answer *an)
{
  return an->shown && an->shown->count >= 2;
}

static void
write_json (const solve_ctx *s, FILE *out, const char *file,
            const answer *an)
{
  const ss_record *rec = an->rec;
  const ss_result *res = an->res;
  cli_json_head (out, file, rec); /* the head, solver before status */
  cli_json_read_as (out, rec, &s->in);
  fprintf (out, ",\"solver\":\"%s\",\"status\":\"%s\",\"count\":%llu",
           an->solver->name, ss_status_name (res->status),
           (unsigned long long) res->count);
  if (an->est)
    cli_estimate_json (out, an->est);
  if (res->count)
    {
      fputs (",\"solution\":\"", out);
      ss_write_line (out, &res->solution, cli_alphabet_of (rec, &s->in),
                     rec->blank);
      fputc ('"', out);
    }
  if (an->shown)
    cli_shown_json (out, an->shown, cli_alphabet_of (rec, &s->in),
                    rec->blank);
  fprintf (out, ",\"exhausted\":%s", res->exhausted ? "true" : "false");
  cli_json_ms (out, "time_ms", res->seconds);
  if (res->why != SS_WHY_NONE)
    fprintf (out, ",\"why\":\"%s\"", ss_why_name (res->why));
  if (res->wrong) /* a count; compare's "wrong" is a true/false verdict */
    fprintf (out, ",\"wrong_solutions\":%llu",
             (unsigned long long) res->wrong);
  ss_stats_write_json (out, &res->stats);
  if (an->problems)
    cli_json_list (out, "problems", an->problems, "; ");
  if (res->note[0])
    {
      fputs (",\"note\":", out);
      ss_write_json_string (out, res->note);
    }
  write_cert_json (out, an->cert, an->res);
  fputs ("}\n", out);
}

#define CSV_COLUMNS ",solver,count,solution,exhausted,time_ms,wrong_solutions,"
#define CSV_LISTING ",solver,count,solution,solutions,differ,exhausted,"  \
                    "time_ms,wrong_solutions,"
#define ONE_MORE(name, help) +1
#define CSV_OWN (7 + (0 SS_STATS (ONE_MORE))) /* columns between head, note */

static void
write_csv (const solve_ctx *s, FILE *out, const char *file,
           const answer *an)
{
  const ss_record *rec = an->rec;
  const ss_result *res = an->res;
  cli_csv_record (out, file, rec, &s->in, ss_status_name (res->status));
  fprintf (out, ",%s,%llu,", an->solver->name,
           (unsigned long long) res->count);
  if (res->count)
    ss_write_line (out, &res->solution, cli_alphabet_of (rec, &s->in),
                   rec->blank);
  if (s->listing)
    {
      fputc (',', out);
      if (an->shown)
        cli_shown_csv (out, an->shown, cli_alphabet_of (rec, &s->in),
                       rec->blank);
      else
        fputc (',', out);
    }
  fprintf (out, ",%s,%.3f,%llu,", res->exhausted ? "true" : "false",
           res->seconds * 1e3, (unsigned long long) res->wrong);
  ss_stats_write_csv (out, &res->stats);
  if (s->estimate)
    cli_estimate_csv (out, an->est);
  fputc (',', out);
  cli_csv_string (out, an->problems ? an->problems : "");
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
    cli_csv_error (j->out, j->file, j->rec, err,
                   CSV_OWN + (s->listing ? 2 : 0)
                   + (s->estimate ? CLI_ESTIMATE_CSV_COUNT : 0));
  else /* an SVG document has no room for it: stderr */
    cli_write_error_line (s->format == CLI_SVG ? stderr : j->out, err);
}

/* The solver for this record: the one named, or for a variant puzzle
 * without --solver the portfolio (fast handles the classic puzzle only),
 * which races cp against cadical (and dlx on a third CPU) for the rules:
 * no puzzle then waits minutes for cp where cadical answers at once, or
 * the other way round (engines/portfolio.c). */
static const ss_solver *
solver_for (const solve_ctx *s, const ss_grid *g)
{
  if (s->solver_given || !g->model || !g->model->kinds)
    return s->solver;
  return ss_engine_pick (g);
}

static int
has_single_solution (const ss_result *res)
{
  return res->count == 1
         && (res->status == SS_UNIQUE || res->status == SS_FOUND);
}

/* Several solutions listed: the first, with the cells where they differ
 * shaded, and how many there are in the caption. */
static void
svg_several (solve_ctx *s, const ss_record *rec, const ss_result *res,
             const cli_shown *sh)
{
  char caption[200], status[80];
  ss_grid first;
  unsigned char *differ = malloc ((size_t) rec->grid.n * rec->grid.n);
  if (!differ || cli_shown_grid (sh, 0, &first) < 0)
    {
      free (differ);
      return;
    }
  int m = cli_shown_differ (sh, differ);
  snprintf (status, sizeof status, "%s, %llu solutions shown, the first; "
            "%d cell%s differ (shaded)", ss_status_name (res->status),
            (unsigned long long) sh->count, m, m == 1 ? "" : "s");
  cli_svg_caption (caption, sizeof caption, rec, status);
  cli_svg_add_marked (&s->svg, &first, &rec->grid,
                      cli_picture_alphabet (rec, &s->in), caption, differ);
  ss_grid_free (&first);
  free (differ);
}

/* The solution (givens bold, filled digits lighter), or the puzzle when
 * there is no single solution, captioned with the record and status. */
static void
svg_record (solve_ctx *s, const ss_record *rec, const ss_result *res,
            const answer *an)
{
  char caption[200];
  if (lists_several (an))
    {
      svg_several (s, rec, res, an->shown);
      return;
    }
  cli_svg_caption (caption, sizeof caption, rec, ss_status_name (res->status));
  cli_svg_add (&s->svg, has_single_solution (res) ? &res->solution
                                                   : &rec->grid,
               &rec->grid, cli_picture_alphabet (rec, &s->in), caption);
}

/* After the solutions a run lists: the estimate on a line of its own. */
static void
write_estimate_after (FILE *out, const answer *an)
{
  if (!an->est)
    return;
  cli_estimate_line (out, an->res, an->limit, an->est);
  fputc ('\n', out);
}

/* The solution or the status word (with --estimate the count and the
 * estimate where it is not final), then " (certified)" or why not. */
static void
write_text (const solve_ctx *s, FILE *out, const answer *an)
{
  const ss_record *rec = an->rec;
  const ss_result *res = an->res;
  const ss_cert *cert = an->cert;
  const ss_alphabet *abc = cli_alphabet_of (rec, &s->in);
  if (lists_several (an))
    {
      cli_shown_text (out, an->shown, abc, rec->blank, s->format);
      write_estimate_after (out, an);
      if (an->est && s->format == CLI_BLOCK) /* blocks end blank */
        fputc ('\n', out);
      return;
    }
  if (has_single_solution (res) && s->format == CLI_BLOCK)
    {
      cli_write_grid (out, &res->solution, abc, rec->blank, s->format);
      if (cert->status != SS_CERT_NONE || res->own_proof)
        write_cert_line (out, cert, res), fputc ('\n', out);
      write_estimate_after (out, an);
      fputc ('\n', out);
      return;
    }
  if (has_single_solution (res))
    ss_write_line (out, &res->solution, abc, rec->blank),
      ss_write_box_mark (out, &res->solution);
  else if (an->est || (s->estimate && res->status == SS_MULTIPLE))
    cli_estimate_line (out, res, an->limit, an->est);
  else if (res->status == SS_UNKNOWN && res->note[0])
    fprintf (out, "unknown: %s", res->note); /* why, not just that */
  else if (an->problems)
    fprintf (out, "invalid: %s", an->problems);
  else
    fputs (ss_status_name (res->status), out);
  write_cert_line (out, cert, res);
  fputc ('\n', out);
  if (has_single_solution (res))
    write_estimate_after (out, an);
}

/* The incremental SAT backend of solver v (cadical, picosat,
 * cryptominisat, or the --ipasir-lib library). */
static const ss_ipasir_ops *
backend_of (const solve_ctx *s, const ss_solver *v)
{
  ss_error err;
  if (!strcmp (v->name, "picosat"))
    return &ss_ipasir_picosat;
  if (!strcmp (v->name, "cryptominisat"))
    return &ss_ipasir_cms;
  if (!strcmp (v->name, "ipasir"))
    return ss_ipasir_dl_load (s->opts.ipasir_lib, &err);
  return &ss_ipasir_cadical;
}

/* --true-candidates: the SAT backend asks, cp checks (sat/candidates.h). */
static void
work_candidates (const solve_ctx *s, cli_job *j)
{
  ss_candidates c;
  const ss_alphabet *abc = cli_alphabet_of (j->rec, &s->in);
  const ss_ipasir_ops *ops = backend_of (s, s->solver);
  if (!ops || ss_true_candidates (ops, &j->rec->grid, s->cand_limit,
                                  &s->opts, &c) < 0)
    {
      fputs ("sudosat solve: out of memory\n", stderr);
      cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
      return;
    }
  if (c.status == SS_INVALID || c.disagreements)
    cli_exit_raise (&j->code, SS_EXIT_FINDING);
  ss_candidates_cert cert = { .status = SS_CERT_NONE };
  if (s->certify && !cli_interrupted ()
      && ss_candidates_certify (s->prover, &j->rec->grid, &c,
                                s->opts.timeout, s->opts.sat_sum
                                ? ss_sum_lookup (s->opts.sat_sum) : 0,
                                &cert) < 0)
    cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
  if (cert.status != SS_CERT_NONE && cert.status != SS_CERT_CERTIFIED)
    cli_exit_raise (&j->code, SS_EXIT_FINDING);
  char *problems = 0;
  if (c.status == SS_INVALID
      && !(problems = cli_problems (&j->rec->grid, 0, abc)))
    cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
  if (cli_interrupted ())
    ;
  else if (s->format == CLI_JSON)
    {
      cli_json_head (j->out, j->file, j->rec);
      cli_json_read_as (j->out, j->rec, &s->in);
      cli_candidates_json (j->out, &c, abc, s->solver->name, problems,
                           &cert);
    }
  else if (s->format == CLI_CSV)
    {
      cli_csv_record (j->out, j->file, j->rec, &s->in,
                      ss_status_name (c.status));
      cli_candidates_csv (j->out, &c, abc, s->solver->name, problems);
    }
  else if (s->format == CLI_SVG) /* -j 1 only: this is the reading thread */
    {
      if (cli_candidates_svg ((cli_svg *) &s->svg, &c, j->rec, abc, &cert) < 0)
        cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
    }
  else
    cli_candidates_text (j->out, &c, abc, s->solver->name, problems, &cert);
  free (problems);
  ss_candidates_free (&c);
}

/* Several solutions listed: the puzzle once per solution, each solved,
 * "multiple: solution K of M" as the text form's comment. */
static void
write_variants (const solve_ctx *s, cli_job *j, const cli_shown *sh)
{
  for (uint64_t k = 0; k < sh->count; k++)
    {
      char note[80];
      ss_grid g;
      if (cli_shown_grid (sh, k, &g) < 0)
        {
          cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
          return;
        }
      snprintf (note, sizeof note, "multiple: solution %llu of %llu shown",
                (unsigned long long) k + 1, (unsigned long long) sh->count);
      cli_exit_raise (&j->code, cli_variant_write (j->out, s->format,
                                                   j->file, j->rec, &s->in,
                                                   &g, note));
      ss_grid_free (&g);
    }
}

/* The puzzle back as a variant puzzle, with its solution when it has
 * exactly one, and the verdict as the text form's comment. */
static void
write_variant (const solve_ctx *s, cli_job *j, const ss_result *res,
               const answer *an)
{
  char note[sizeof res->note + 16];
  if (lists_several (an))
    {
      write_variants (s, j, an->shown);
      return;
    }
  if (res->status == SS_UNKNOWN && res->note[0])
    snprintf (note, sizeof note, "unknown: %s", res->note);
  else
    snprintf (note, sizeof note, "%s", ss_status_name (res->status));
  cli_exit_raise (&j->code, cli_variant_write (j->out, s->format, j->file,
                                               j->rec, &s->in,
                                               has_single_solution (res)
                                               ? &res->solution : 0, note));
}

/* The exit code of how the run ended (res->why): a solver that crashed,
 * exited with an error or answered in a malformed way is a tool that
 * failed (3, named on stderr); a wrong model a finding (1), and under
 * --require-decided so is any unknown.  A rejected own proof is
 * cert_exit's. */
static int
why_exit (const solve_ctx *s, const cli_job *j, const ss_solver *v,
          const ss_result *res)
{
  if (ss_why_failed (res->why) && res->why != SS_WHY_WRONG
      && res->why != SS_WHY_PROOF)
    {
      cli_progress_hush ();
      fprintf (stderr, "sudosat solve: %s record %ld (line %ld): solver "
               "'%s' failed (%s): %s\n", j->file, j->rec->index,
               j->rec->line, v->name, ss_why_name (res->why), res->note);
      return SS_EXIT_INTERNAL;
    }
  if (res->wrong || res->why == SS_WHY_WRONG)
    return SS_EXIT_FINDING;
  if (s->require_decided && res->status == SS_UNKNOWN)
    return cli_progress_hush (), fprintf (stderr, "sudosat solve: %s record %ld (line %ld): no "
                    "verdict (%s), and --require-decided asks for one\n",
                    j->file, j->rec->index, j->rec->line,
                    ss_why_name (res->why)), SS_EXIT_FINDING;
  return SS_EXIT_OK;
}

/* The list of solutions is whole: a solver that reported one solution
 * twice is wrong (1), a list cut short by memory is an internal failure. */
static int
shown_exit (const cli_job *j, const ss_solver *v, const cli_shown *sh)
{
  if (sh->repeats)
    return cli_progress_hush (), fprintf (stderr, "sudosat solve: %s record %ld (line %ld): "
                    "solver '%s' reported a solution twice\n", j->file,
                    j->rec->index, j->rec->line, v->name), SS_EXIT_FINDING;
  if (sh->failed)
    return fputs ("sudosat solve: out of memory listing solutions\n",
                  stderr), SS_EXIT_INTERNAL;
  return SS_EXIT_OK;
}

/* --estimate: probes down cp's tree (solvers/estimate.h), within
 * --timeout again when one is given; what was counted is a floor under
 * the interval. */
static int
estimate (const solve_ctx *s, const cli_job *j, const ss_result *res,
          ss_estimate *e)
{
  if (ss_estimate_count (&j->rec->grid, s->probes, s->seed, s->opts.timeout,
                         e) < 0)
    return fputs ("sudosat solve: out of memory estimating\n", stderr), -1;
  double floor = (double) res->count;
  e->low = e->low < floor ? floor : e->low;
  e->high = e->high < floor ? floor : e->high;
  return 0;
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
  if (s->candidates)
    {
      work_candidates (s, j);
      return;
    }
  cli_shown shown;
  ss_solve_opts o = s->opts;
  cli_shown_init (&shown, &j->rec->grid, s->listing ? o.limit : 0);
  if (s->listing)
    o.on_solution = cli_shown_keep, o.ctx = &shown;
  if (ss_solve (v, &j->rec->grid, &o, &res) < 0)
    cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
  cli_exit_raise (&j->code, shown_exit (j, v, &shown));
  if (res.status == SS_INVALID)
    cli_exit_raise (&j->code, SS_EXIT_FINDING);
  if (!cli_interrupted ())
    cli_exit_raise (&j->code, why_exit (s, j, v, &res));
  ss_cert cert = { .status = SS_CERT_NONE };
  if (s->certify && !cli_interrupted ())
    {
      cert.claim = res.status;
      if ((res.status != SS_UNSAT && res.status != SS_UNIQUE)
          || !ss_cert_cannot_encode (s->prover, &j->rec->grid, &cert))
        ss_certify_sum (s->prover, &j->rec->grid, &res, s->opts.timeout,
                        s->opts.sat_sum ? ss_sum_lookup (s->opts.sat_sum)
                                        : 0,
                        &cert);
    }
  cli_exit_raise (&j->code, cert_exit (&cert, &res));
  ss_estimate est;
  answer an = { v, j->rec, &res, &cert, 0, s->listing ? &shown : 0, 0,
                o.limit };
  if (s->estimate && !cli_interrupted ()
      && cli_estimate_wanted (&res, o.limit))
    {
      if (estimate (s, j, &res, &est) < 0)
        cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
      else
        an.est = &est;
    }
  char *problems = 0;
  if (res.status == SS_INVALID
      && !(problems = cli_problems (&j->rec->grid, 0,
                                    cli_alphabet_of (j->rec, &s->in))))
    cli_exit_raise (&j->code, SS_EXIT_INTERNAL);
  an.problems = problems;
  if (cli_interrupted ())
    ;
  else if (s->format == CLI_JSON)
    write_json (s, j->out, j->file, &an);
  else if (s->format == CLI_CSV)
    write_csv (s, j->out, j->file, &an);
  else if (s->format == CLI_SVG) /* -j 1 only: this is the reading thread */
    svg_record ((solve_ctx *) s, j->rec, &res, &an);
  else if (cli_variant_format (s->format))
    write_variant (s, j, &res, &an);
  else
    write_text (s, j->out, &an);
  free (problems);
  cli_shown_free (&shown);
  ss_result_free (&res);
}

static const char usage[] =
  "usage: sudosat solve [--solver NAME] [--limit K] [--budget-nodes N]\n"
  "                     [--timeout SEC] [--format text|block|json|csv|svg|\n"
  "                     variant|fpuzzles|fpuzzles-json]\n"
  "                     [--hidden] [--sat-cmd 'CMD ...']\n"
  "                     [--sat-mode assume|reduced] [--sat-encoding E]\n"
  "                     [--sat-amo A] [--sat-sum S] [--ipasir-lib SO]\n"
  "                     [-j N] [--shard I/N]\n"
  "                     [--certify[=cadical|picosat]]\n"
  "                     [--true-candidates [--candidate-limit K]]\n"
  "                     [--require-decided]\n"
  "                     [--estimate [--probes N] [--seed S]]\n"
  "                     [--box RxC] [--alphabet S] [--verbose] [FILES|-]\n"
  "Solves each record with one solver (default: fast; for a variant\n"
  "puzzle -- thermometers, cages ... -- the portfolio: cp races cadical)\n"
  "and prints the\n"
  "solution, or the status word (invalid, unsat, multiple, unknown: WHY)\n"
  "where there is no single solution.  K = 2 by default, which proves\n"
  "uniqueness; K = 0 counts all solutions.  'sudosat solvers' lists the\n"
  "solvers.  An option the solver has no use for is refused; --sat-mode,\n"
  "--sat-encoding, --sat-amo and --sat-sum without --solver solve with\n"
  "cadical, so that they apply.  -j N runs N\n"
  "threads (same output); --shard I/N takes records I, I+N, I+2N, ...\n"
  "--format variant, fpuzzles and fpuzzles-json write each puzzle back as\n"
  "the text form or f-puzzles, solved where it has one solution.\n"
  "--certify backs every unsat and unique verdict with a DRAT proof from\n"
  "cadical (or picosat's RUP trace), checked by sudosat's own checker:\n"
  "'(certified)' after it.  A --sat-cmd with %p writes its own proof,\n"
  "checked for every UNSAT answer: '(certified by own proof)'.\n"
  "--true-candidates prints, per cell, the digits some solution puts\n"
  "there, found by an incremental SAT solver (cadical unless --solver\n"
  "names picosat, cryptominisat or ipasir), each backed by a verified\n"
  "solution; the others refuted by the SAT solver and, checked, by cp.\n"
  "--candidate-limit K counts up to K solutions per candidate (default 1).\n"
  "With --format svg they are pencil marks, coloured by count as f-puzzles\n"
  "colours them; with --certify each refutation is certified by a checked\n"
  "DRAT proof.\n"
  "--require-decided makes an unknown verdict (a budget, a timeout) a\n"
  "finding.\n"
  "--estimate: where the count is not final (K reached, a budget or a\n"
  "timeout), also an estimate of the number of solutions from N random\n"
  "probes down cp's search tree (default 1000, seed 1; within --timeout\n"
  "again when one is given), with its 95% interval, marked 'an estimate,\n"
  "not a count'; the count stays what was counted.  With K = 0 and an\n"
  "exact count it says 'N solutions counted (exact)'.\n"
  "Exit: 0 all records read, 1 a record invalid or unreadable (or a solver\n"
  "returned a wrong solution, a verdict could not be certified, or with\n"
  "--require-decided a record was left unknown), 2 usage\n"
  "error, unreadable file or a rule sudosat does not know (or a record\n"
  "with rules the --solver named cannot handle), 3 the --sat-cmd program\n"
  "cannot be started, crashes, exits with an error or answers in a\n"
  "malformed way, an --ipasir-lib cannot be loaded or fails, or out of\n"
  "memory; 130 Ctrl-C (the\n"
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
             : (s->opts.limit = u, s->limit_given = 1, 0);
    case 'T': s->candidates = 1; return 0;
    case 'D': s->require_decided = 1; return 0;
    case 'e': s->estimate = 1; return 0;
    case 'P':
      if (cli_parse_u64 ("--probes", arg, &u) || u < 1 || u > 1000000000)
        return cli_usage_error ("--probes", "'%s' is not 1 to 1000000000",
                                arg), -1;
      s->probes = (long) u, s->probes_given = 1;
      return 0;
    case 'S':
      return cli_parse_u64 ("--seed", arg, &u) ? -1
             : (s->seed = u, s->probes_given = 1, 0);
    case 'K':
      if (cli_parse_u64 ("--candidate-limit", arg, &u) || u < 1 || u > 1000000)
        return cli_usage_error ("--candidate-limit", "'%s' is not 1 to "
                                "1000000", arg), -1;
      s->cand_limit = (int) u;
      return 0;
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
    case 'U': return cli_sat_sum (arg, &s->opts);
    case 'L': s->opts.ipasir_lib = arg; return 0;
    default: return -1;
    }
}

/* --true-candidates: an incremental SAT backend asks (cadical unless
 * --solver names another), so what it would not use is refused. */
static int
check_candidates (solve_ctx *s)
{
  const char *why = 0;
  if (s->cand_limit && !s->candidates)
    why = "--candidate-limit is for --true-candidates";
  if (!s->candidates || why)
    return why ? (cli_usage_error ("solve", "%s", why), SS_EXIT_USAGE) : 0;
  if (!s->solver_given)
    s->solver = ss_solver_find ("cadical"), s->solver_given = 1;
  if (!(s->solver->flags & SS_SAT) || (s->solver->flags & SS_NEEDS_CMD))
    why = "needs an incremental SAT solver (--solver cadical, picosat, "
          "cryptominisat or ipasir); cp checks what it says";
  else if (s->limit_given || s->budget_given || s->opts.sat_mode)
    why = "takes no --limit, --budget-nodes or --sat-mode "
          "(--candidate-limit K counts solutions per candidate)";
  else if (s->format == CLI_BLOCK || cli_variant_format (s->format))
    why = "writes text, json, csv or svg";
  else if (s->certify && s->format == CLI_CSV)
    why = "with --certify writes text, json or svg";
  if (!s->cand_limit)
    s->cand_limit = 1;
  return why ? (cli_usage_error ("solve", "--true-candidates %s", why),
                SS_EXIT_USAGE) : 0;
}

/* --sat-mode, --sat-encoding, --sat-amo or --sat-sum without --solver:
 * the puzzles go to cadical, the SAT engine the default pick races (the
 * portfolio, for a puzzle with rules) or would pick alone (rules on a
 * 12x12 or larger), so the options apply to the engine that solves.
 * Before, they were refused as if fast solved, naming an engine that
 * never saw such a puzzle. */
static void
sat_options_pick (solve_ctx *s)
{
  const ss_solve_opts *o = &s->opts;
  if (!s->solver_given
      && (o->sat_mode || o->sat_encoding || o->sat_amo || o->sat_sum))
    s->solver = ss_solver_find ("cadical"), s->solver_given = 1;
}

/* --estimate writes text, block, json or csv; --probes and --seed are
 * its own. */
static int
check_estimate (const solve_ctx *s)
{
  const char *why = 0;
  if (s->probes_given && !s->estimate)
    why = "--probes and --seed are for --estimate";
  else if (s->estimate && s->candidates)
    why = "--estimate is not for --true-candidates";
  else if (s->estimate && s->format != CLI_TEXT && s->format != CLI_BLOCK
           && s->format != CLI_JSON && s->format != CLI_CSV)
    why = "--estimate writes text, block, json or csv";
  return why ? (cli_usage_error ("solve", "%s", why), SS_EXIT_USAGE) : 0;
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
  else if (s->opts.sat_sum && !(v->flags & SS_SAT))
    why = "is not a SAT solver, so --sat-sum does not apply";
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
    { "sat-sum", required_argument, 0, 'U' },
    { "ipasir-lib", required_argument, 0, 'L' },
    { "true-candidates", no_argument, 0, 'T' },
    { "candidate-limit", required_argument, 0, 'K' },
    { "require-decided", no_argument, 0, 'D' },
    { "estimate", no_argument, 0, 'e' },
    { "probes", required_argument, 0, 'P' },
    { "seed", required_argument, 0, 'S' },
    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  solve_ctx s = { .format = CLI_TEXT };
  cli_input_init (&s.in);
  cli_batch_init (&s.batch);
  s.opts.limit = 2;
  s.probes = 1000;
  s.seed = 1;
  s.solver = ss_solver_find ("fast");
  int rc = cli_parse (argc, argv, "hj:", longs, usage, &s.in, parse_option,
                      &s);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (!s.solver)
    return cli_usage_error ("solve", "no solver given and 'fast' is not "
                            "built in"), SS_EXIT_USAGE;
  if ((rc = check_candidates (&s)) || (rc = check_estimate (&s)))
    return rc;
  sat_options_pick (&s);
  if ((rc = check_options (&s)))
    return rc;
  s.listing = s.limit_given && s.opts.limit > 0 && !s.candidates;
  rc = cli_ipasir_ready ("solve", (s.solver->flags & SS_NEEDS_LIB) != 0,
                         &s.opts);
  if (rc)
    return rc;
  if (s.format == CLI_CSV && s.candidates)
    fputs (CLI_CSV_HEAD CLI_CANDIDATES_CSV_COLUMNS, stdout);
  else if (s.format == CLI_CSV)
    {
      fputs (s.listing ? CLI_CSV_HEAD CSV_LISTING : CLI_CSV_HEAD CSV_COLUMNS,
             stdout);
      ss_stats_write_csv_header (stdout);
      fputs (s.estimate ? CLI_ESTIMATE_CSV_COLUMNS ",problems,note\n"
                        : ",problems,note\n", stdout);
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
