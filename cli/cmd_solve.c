/* cmd_solve.c -- sudosat solve: one solver, one verdict line per record.
 *
 * Line form prints the solution, or the status word where there is no
 * single solution to print; block form prints the grid with box rules;
 * JSON Lines carry status, count, the first solution, time and counters.
 */
#include <string.h>

#include "../core/print.h"
#include "../sat/sat.h"
#include "../solvers/solver.h"
#include "../engines/table.h"
#include "cli.h"
#include "sat_opts.h"

typedef struct solve_ctx {
  cli_input in;
  cli_format format;
  const ss_solver *solver;
  ss_solve_opts opts;
  int exit_code;
} solve_ctx;

static void
write_json (solve_ctx *s, const char *file, const ss_record *rec,
            const ss_result *res)
{
  cli_json_head (stdout, file, rec);
  printf (",\"solver\":\"%s\",\"status\":\"%s\",\"count\":%llu",
          s->solver->name, ss_status_name (res->status),
          (unsigned long long) res->count);
  if (res->count)
    {
      fputs (",\"solution\":\"", stdout);
      ss_write_line (stdout, &res->solution, &s->in.alphabet, rec->blank);
      putchar ('"');
    }
  printf (",\"exhausted\":%s,\"time_ms\":%.3f",
          res->exhausted ? "true" : "false", res->seconds * 1e3);
  if (res->wrong)
    printf (",\"wrong\":%llu", (unsigned long long) res->wrong);
  ss_stats_write_json (stdout, &res->stats);
  if (res->note[0])
    {
      fputs (",\"note\":", stdout);
      ss_write_json_string (stdout, res->note);
    }
  fputs ("}\n", stdout);
}

static void
write_error (solve_ctx *s, const char *file, const ss_record *rec)
{
  cli_exit_raise (&s->exit_code, SS_EXIT_FINDING);
  if (s->format == CLI_JSON)
    cli_write_error_json (stdout, file, rec, &rec->err);
  else
    cli_write_error_line (stdout, &rec->err);
}

static int
has_single_solution (const ss_result *res)
{
  return res->count == 1
         && (res->status == SS_UNIQUE || res->status == SS_FOUND);
}

static void
on_record (void *ctx, const char *file, ss_record *rec)
{
  solve_ctx *s = ctx;
  ss_result res;
  if (!rec->ok)
    {
      write_error (s, file, rec);
      return;
    }
  if (ss_solve (s->solver, &rec->grid, &s->opts, &res) < 0)
    cli_exit_raise (&s->exit_code, SS_EXIT_INTERNAL);
  if (res.status == SS_INVALID || res.wrong)
    cli_exit_raise (&s->exit_code, SS_EXIT_FINDING);
  if (s->format == CLI_JSON)
    write_json (s, file, rec, &res);
  else if (has_single_solution (&res))
    {
      cli_write_grid (stdout, &res.solution, &s->in, rec->blank, s->format);
      if (s->format == CLI_BLOCK)
        putchar ('\n');
    }
  else
    puts (ss_status_name (res.status));
  ss_result_free (&res);
}

static const char usage[] =
  "usage: sudosat solve [--solver NAME] [--limit K] [--budget-nodes N]\n"
  "                     [--timeout SEC] [--format line|block|json] [--hidden]\n"
  "                     [--sat-cmd 'CMD ...'] [--sat-mode assume|reduced]\n"
  "                     [--sat-encoding E] [--sat-amo A] [--ipasir-lib SO]\n"
  "                     [--box RxC] [--alphabet S] [FILES|-]\n"
  "Solves each record with one solver (default: fast) and prints the\n"
  "solution, or the status word (invalid, unsat, multiple, unknown) where\n"
  "there is no single solution.  K = 2 by default, which proves uniqueness;\n"
  "K = 0 counts all solutions.  'sudosat solvers' lists the solvers.\n"
  "Exit: 0 all records read, 1 a record invalid or unreadable (or a solver\n"
  "returned a wrong solution), 2 usage error or unreadable file, 3 an\n"
  "--ipasir-lib that cannot be loaded.\n";

static int
parse_option (void *ctx, int opt, const char *arg)
{
  solve_ctx *s = ctx;
  unsigned long long u;
  switch (opt)
    {
    case 's':
      s->solver = ss_solver_find (arg);
      if (!s->solver)
        cli_usage_error ("solve", "unknown solver '%s' (see 'sudosat "
                         "solvers')", arg);
      return s->solver ? 0 : -1;
    case 'k':
      return cli_parse_u64 ("--limit", arg, &u) ? -1
             : (s->opts.limit = u, 0);
    case 'n':
      return cli_parse_u64 ("--budget-nodes", arg, &u) ? -1
             : (s->opts.max_nodes = u, 0);
    case 't': return cli_parse_seconds ("--timeout", arg, &s->opts.timeout);
    case 'f':
      return cli_set_format (&s->format, arg, "line,block,json");
    case 'H': s->opts.hidden = 1; return 0;
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

int
cmd_solve (int argc, char **argv)
{
  static const struct option longs[] = {
    { "solver", required_argument, 0, 's' },
    { "limit", required_argument, 0, 'k' },
    { "budget-nodes", required_argument, 0, 'n' },
    { "timeout", required_argument, 0, 't' },
    { "format", required_argument, 0, 'f' },
    { "hidden", no_argument, 0, 'H' },
    { "sat-cmd", required_argument, 0, 'c' },
    { "sat-mode", required_argument, 0, 'm' },
    { "sat-encoding", required_argument, 0, 'E' },
    { "sat-amo", required_argument, 0, 'A' },
    { "ipasir-lib", required_argument, 0, 'L' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  solve_ctx s = { .format = CLI_LINE };
  cli_input_init (&s.in);
  s.opts.limit = 2;
  s.solver = ss_solver_find ("fast");
  int rc = cli_parse (argc, argv, "h", longs, usage, &s.in, parse_option,
                      &s);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (!s.solver)
    return cli_usage_error ("solve", "no solver given and 'fast' is not "
                            "built in"), SS_EXIT_USAGE;
  if ((s.solver->flags & SS_NEEDS_CMD) && !s.opts.sat_cmd)
    return cli_usage_error ("solve", "solver '%s' needs --sat-cmd",
                            s.solver->name), SS_EXIT_USAGE;
  rc = cli_ipasir_ready ("solve", (s.solver->flags & SS_NEEDS_LIB) != 0,
                         &s.opts);
  if (rc)
    return rc;
  cli_each_record (argc - optind, argv + optind, &s.in, on_record, &s,
                   &s.exit_code);
  return s.exit_code;
}
