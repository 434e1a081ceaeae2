/* cmd_fuzz.c -- sudosat fuzz: a SAT solver tested on Sudoku-derived
 * instances, every failure shrunk and kept (fuzz/fuzz.h).
 *
 * Model: instances 0, 1, 2 ... of the seed, handed out to -j N worker
 * threads from one counter until --runs are done or --seconds have
 * passed (or Ctrl-C); each worker runs, judges, shrinks and keeps its
 * instance (ss_fz_run), and the results go into one tally, whose report
 * lists the failures by instance index, so the same instances give the
 * same report on any number of threads.  On a terminal a progress line
 * on stderr says how far it got.  Exit 1 when a failure was found.
 */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../core/budget.h"
#include "../engines/table.h"
#include "../fuzz/fuzz.h"
#include "../fuzz/tally.h"
#include "cli.h"
#include "jobs.h"
#include "sat_opts.h"

typedef struct fuzz_ctx {
  ss_fz_opts o;
  cli_format format;
  double seconds;          /* --seconds; 0: none */
  uint64_t runs, first;    /* --runs (0: none); --only's index */
  int threads, seed_given, out_given;
  char out[600];
  /* the run */
  atomic_ullong next;
  double started;
  pthread_mutex_t lock;
  ss_fz_tally tally;
  int failed;              /* an internal failure stopped it */
  char why[240];
  atomic_int done;         /* workers finished */
  FILE *records;           /* the report's stream (records_stream) */
} fuzz_ctx;

static const char usage[] =
  "usage: sudosat fuzz (--sat-cmd 'CMD ...' | --solver NAME\n"
  "                    [--ipasir-lib SO]) [--seconds S] [--runs N]\n"
  "                    [--seed N] [-j N] [--box RxC] [--timeout SEC]\n"
  "                    [--shrink-seconds S] [--out DIR] [--only I]\n"
  "                    [--save-cnfs DIR] [--format text|json]\n"
  "Throws Sudoku-derived instances at a SAT solver -- a program given CNF\n"
  "files (--sat-cmd: %c the CNF, %p its DRAT proof, %o a result file), or\n"
  "any engine of 'sudosat solvers' -- and checks every answer: models\n"
  "clause by clause, UNSAT against fast's (or dlx's) verdict and a checked\n"
  "proof (the solver's own with %p, else CaDiCaL's).  Boxes 1x2 to 8x8\n"
  "(--box: one), densities across the easy-hard-easy curve, valid, unsat,\n"
  "invalid and multiple puzzles, every encoding x AMO x mode; classic\n"
  "rules half the time, else a jigsaw or any kind of rule (every sum\n"
  "encoding), now and then two, laid on the random grid so that it\n"
  "stays a solution, among those the engine tested handles.  Each\n"
  "failure is shrunk (givens, box, then ddmin over clauses and literals)\n"
  "and kept in a folder under --out with a reproduce command.  The same\n"
  "--seed gives the same instances on any -j.  Default: 60 s, or --runs;\n"
  "--timeout 10 per call, --shrink-seconds 60 per failure; --seconds\n"
  "bounds the whole run, shrinking and the calls in flight included.\n"
  "--save-cnfs\n"
  "keeps every CNF handed to the program (INDEX-CALL.cnf): a corpus.\n"
  "Exit: 0 no failure, 1 a failure found, 2 usage error, 3 the solver\n"
  "cannot start, a folder cannot be written, or out of memory; 130 Ctrl-C\n"
  "(the report covers what was finished).\n";

static int
parse_option (void *ctx, int opt, const char *arg)
{
  fuzz_ctx *f = ctx;
  unsigned long long u;
  switch (opt)
    {
    case 'c': f->o.sat_cmd = arg; return 0;
    case 's':
      if (cli_one_solver ("fuzz", arg))
        return -1;
      if (!(f->o.solver = ss_solver_find (arg)))
        cli_usage_error ("fuzz", "unknown solver '%s' (see 'sudosat "
                         "solvers')", arg);
      return f->o.solver ? 0 : -1;
    case 'L': f->o.ipasir_lib = arg; return 0;
    case 'S': return cli_parse_seconds ("--seconds", arg, &f->seconds);
    case 'n':
      if (cli_parse_u64 ("--runs", arg, &u) || !u)
        return u ? -1 : (cli_usage_error ("fuzz", "--runs wants 1 or "
                                          "more"), -1);
      return f->runs = u, 0;
    case 'e':
      return cli_parse_u64 ("--seed", arg, &u) ? -1
             : (f->o.seed = u, f->seed_given = 1, 0);
    case 'j':
      return cli_parse_jobs (arg, &f->threads);
    case 't': return cli_parse_seconds ("--timeout", arg, &f->o.timeout);
    case 'H':
      return cli_parse_seconds ("--shrink-seconds", arg,
                                &f->o.shrink_seconds);
    case 'K': f->o.save_dir = arg; return 0;
    case 'o': snprintf (f->out, sizeof f->out, "%s", arg);
      return f->out_given = 1, 0;
    case 'I':
      return cli_parse_u64 ("--only", arg, &u) ? -1
             : (f->first = u, f->runs = 1, 0);
    case 'f': return cli_set_format (&f->format, arg, "text,json");
    case 'b':
      {
        int r, c;
        char end;
        if (sscanf (arg, "%dx%d%c", &r, &c, &end) != 2 || r < 1 || c < 1
            || r > 8 || c > 8 || r * c < 2)
          return cli_usage_error ("--box", "'%s' is not RxC with 1 <= R, "
                                  "C <= 8 (and at least 1x2)", arg), -1;
        f->o.box_rows = r, f->o.box_cols = c;
        return 0;
      }
    default: return -1;
    }
}

/* The target, and options that go with it, make sense together. */
static int
check_target (fuzz_ctx *f)
{
  const ss_solver *ext = ss_solver_find ("external");
  if (f->o.sat_cmd && f->o.solver && f->o.solver != ext)
    return cli_usage_error ("fuzz", "give --sat-cmd or --solver %s, not "
                            "both", f->o.solver->name), SS_EXIT_USAGE;
  if (f->o.sat_cmd)
    f->o.solver = 0;
  else if (!f->o.solver || f->o.solver == ext)
    return cli_usage_error ("fuzz", "name the solver to test: --sat-cmd "
                            "'CMD ...' or --solver NAME"), SS_EXIT_USAGE;
  if (f->o.save_dir && !f->o.sat_cmd)
    return cli_usage_error ("fuzz", "--save-cnfs keeps the CNFs of a "
                            "--sat-cmd program; an engine gets puzzles"),
           SS_EXIT_USAGE;
  if (f->o.save_dir && mkdir (f->o.save_dir, 0777) && errno != EEXIST)
    return fprintf (stderr, "sudosat fuzz: %s: %s\n", f->o.save_dir,
                    strerror (errno)), SS_EXIT_INTERNAL;
  if (f->o.ipasir_lib && (!f->o.solver
                          || !(f->o.solver->flags & SS_NEEDS_LIB)))
    return cli_usage_error ("fuzz", "--ipasir-lib is for --solver "
                            "ipasir"), SS_EXIT_USAGE;
  if (f->o.sat_cmd)
    return cli_probe_command (f->o.sat_cmd);
  ss_solve_opts so = { .ipasir_lib = f->o.ipasir_lib };
  return cli_ipasir_ready ("fuzz", (f->o.solver->flags & SS_NEEDS_LIB) != 0,
                           &so);
}

/* --out, or a fresh folder in TMPDIR (removed at the end when empty). */
static int
out_dir (fuzz_ctx *f)
{
  if (!f->out_given)
    {
      const char *tmp = getenv ("TMPDIR");
      snprintf (f->out, sizeof f->out, "%s/sudosat-fuzz-XXXXXX",
                tmp && *tmp ? tmp : "/tmp");
      if (!mkdtemp (f->out))
        return fprintf (stderr, "sudosat fuzz: cannot make a folder in %s: "
                        "%s\n", tmp && *tmp ? tmp : "/tmp", strerror (errno)),
               SS_EXIT_INTERNAL;
    }
  else if (mkdir (f->out, 0777) && errno != EEXIST)
    return fprintf (stderr, "sudosat fuzz: %s: %s\n", f->out,
                    strerror (errno)), SS_EXIT_INTERNAL;
  f->o.out_dir = f->out;
  return 0;
}

/* ---- the workers ---------------------------------------------------- */

static int
more (fuzz_ctx *f, uint64_t *index)
{
  if (cli_interrupted () || f->failed)
    return 0;
  *index = atomic_fetch_add (&f->next, 1);
  if (f->runs && *index >= f->first + f->runs)
    return 0;
  return !f->seconds || ss_now () - f->started < f->seconds;
}

static void *
worker (void *arg)
{
  fuzz_ctx *f = arg;
  uint64_t index;
  while (more (f, &index))
    {
      ss_fz_result r;
      int rc = ss_fz_run (&f->o, index, &r);
      pthread_mutex_lock (&f->lock);
      if (rc && !f->failed)
        f->failed = 1, snprintf (f->why, sizeof f->why, "%s", r.note);
      if (!rc && !cli_interrupted () && ss_fz_tally_add (&f->tally, &r))
        f->failed = 1, snprintf (f->why, sizeof f->why, "out of memory");
      pthread_mutex_unlock (&f->lock);
      ss_fz_result_free (&r);
    }
  atomic_fetch_add (&f->done, 1);
  return 0;
}

/* The progress line, redrawn five times a second on a terminal. */
static void
progress (fuzz_ctx *f, int on)
{
  struct timespec tick = { 0, 200000000 };
  while (atomic_load (&f->done) < f->threads)
    {
      nanosleep (&tick, 0);
      if (!on)
        continue;
      pthread_mutex_lock (&f->lock);
      double t = ss_now () - f->started;
      fprintf (stderr, "\r\033[Kfuzz: %llu runs, %.1f runs/s, %d failure%s, "
               "%.0f s", (unsigned long long) f->tally.runs,
               t > 0 ? (double) f->tally.runs / t : 0.0,
               f->tally.nfailures, f->tally.nfailures == 1 ? "" : "s", t);
      pthread_mutex_unlock (&f->lock);
    }
  if (on)
    fputs ("\r\033[K", stderr);
}

static int
run (fuzz_ctx *f)
{
  pthread_t *tid = calloc ((size_t) f->threads, sizeof *tid);
  if (!tid)
    return SS_EXIT_INTERNAL;
  pthread_mutex_init (&f->lock, 0);
  atomic_init (&f->next, f->first);
  atomic_init (&f->done, 0);
  f->started = ss_now ();
  f->o.stop_at = f->seconds ? f->started + f->seconds : 0; /* shrinking too */
  int started = 0;
  for (; started < f->threads; started++)
    if (cli_thread_start (&tid[started], worker, f))
      break;
  f->threads = started;
  progress (f, isatty (2) && started);
  for (int k = 0; k < started; k++)
    pthread_join (tid[k], 0);
  f->tally.seconds = ss_now () - f->started;
  f->tally.partial = cli_interrupted ();
  pthread_mutex_destroy (&f->lock);
  free (tid);
  return started ? 0 : SS_EXIT_INTERNAL;
}

/* An IPASIR library runs inside this process, and some print on
 * standard output (a banner, statistics): the report would then not be
 * JSON Lines.  So with --ipasir-lib the real standard output is kept
 * apart, as its own stream, for the report, and descriptor 1 -- where
 * the library's printf and writes go -- becomes standard error. */
static FILE *
records_stream (const fuzz_ctx *f)
{
  if (!f->o.ipasir_lib)
    return stdout;
  fflush (stdout);
  int fd = dup (1);
  FILE *out = fd >= 0 ? fdopen (fd, "w") : 0;
  if (out && dup2 (2, 1) >= 0)
    return out;
  if (out)
    fclose (out);
  else if (fd >= 0)
    close (fd);
  return stdout;
}

static int
report (fuzz_ctx *f)
{
  fflush (stdout); /* the library's last words, to standard error */
  if (f->format == CLI_JSON)
    ss_fz_tally_write_json (f->records, &f->tally, &f->o);
  else
    ss_fz_tally_write (f->records, &f->tally, &f->o);
  if (f->records != stdout && fclose (f->records))
    return fprintf (stderr, "sudosat fuzz: standard output: %s\n",
                    strerror (errno)), SS_EXIT_INTERNAL;
  if (!f->out_given && !f->tally.nfailures)
    rmdir (f->out);
  if (f->failed)
    fprintf (stderr, "sudosat fuzz: %s\n", f->why);
  if (cli_interrupted ())
    return fprintf (stderr, "sudosat fuzz: interrupted: the report covers "
                    "the %llu runs finished\n",
                    (unsigned long long) f->tally.runs), SS_EXIT_INTERRUPTED;
  if (f->failed)
    return SS_EXIT_INTERNAL;
  return f->tally.nfailures ? SS_EXIT_FINDING : SS_EXIT_OK;
}

int
cmd_fuzz (int argc, char **argv)
{
  static const struct option longs[] = {
    { "sat-cmd", required_argument, 0, 'c' },
    { "solver", required_argument, 0, 's' },
    { "solvers", required_argument, 0, 's' },
    { "ipasir-lib", required_argument, 0, 'L' },
    { "seconds", required_argument, 0, 'S' },
    { "runs", required_argument, 0, 'n' },
    { "seed", required_argument, 0, 'e' },
    { "box", required_argument, 0, 'b' },
    { "timeout", required_argument, 0, 't' },
    { "shrink-seconds", required_argument, 0, 'H' },
    { "out", required_argument, 0, 'o' },
    { "only", required_argument, 0, 'I' },
    { "save-cnfs", required_argument, 0, 'K' },
    { "format", required_argument, 0, 'f' },
    { "help", no_argument, 0, 'h' },
    { 0, 0, 0, 0 },
  };
  static fuzz_ctx f; /* atomics and the tally: one run per process */
  f.format = CLI_TEXT, f.threads = 1;
  f.o.timeout = 10, f.o.shrink_seconds = 60, f.o.argv0 = "sudosat";
  int rc = cli_parse (argc, argv, "hj:", longs, usage, 0, parse_option, &f);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (optind < argc)
    return cli_usage_error ("fuzz", "reads no files ('%s')", argv[optind]),
           SS_EXIT_USAGE;
  if ((rc = check_target (&f)))
    return rc;
  if (!f.runs && !f.seconds)
    f.seconds = 60;
  if (!f.seed_given)
    f.o.seed = (uint64_t) time (0);
  if ((rc = out_dir (&f)))
    return rc;
  cli_interrupt_graceful ();
  f.records = records_stream (&f);
  if ((rc = run (&f)))
    return rc;
  rc = report (&f);
  ss_fz_tally_free (&f.tally);
  return rc;
}
