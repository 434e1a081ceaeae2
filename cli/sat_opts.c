/* sat_opts.c -- --sat-encoding, --sat-amo, --sat-sum, --ipasir-lib (see
 * sat_opts.h). */
#include "sat_opts.h"

#include "../encoder/encode.h"
#include "../sat/ipasir.h"
#include "cli.h"
#include "foreign.h"

int
cli_sat_encoding (const char *arg, ss_solve_opts *o)
{
  int e = ss_encoding_lookup (arg);
  if (e < 0 || ss_encoding_reduced ((ss_encoding) e))
    {
      cli_usage_error ("--sat-encoding", "'%s' is not minimal, efficient, "
                       "extended or augmented (the reduced forms are "
                       "--sat-mode reduced)", arg);
      return -1;
    }
  o->sat_encoding = arg;
  return 0;
}

int
cli_sat_amo (const char *arg, ss_solve_opts *o)
{
  int a;
  if (cli_lookup ("--sat-amo", arg, ss_amo_lookup, &a))
    return -1;
  o->sat_amo = arg;
  return 0;
}

int
cli_sat_sum (const char *arg, ss_solve_opts *o)
{
  int a;
  if (cli_lookup ("--sat-sum", arg, ss_sum_lookup, &a))
    return -1;
  o->sat_sum = arg;
  return 0;
}

int
cli_ipasir_ready (const char *cmd, int needs, const ss_solve_opts *o)
{
  ss_error err;
  if (!o->ipasir_lib)
    {
      if (!needs)
        return SS_EXIT_OK;
      cli_usage_error (cmd, "solver 'ipasir' needs --ipasir-lib PATH.so");
      return SS_EXIT_USAGE;
    }
  if (ss_ipasir_dl_load (o->ipasir_lib, &err))
    return cli_foreign_watch (cmd), SS_EXIT_OK;
  fprintf (stderr, "sudosat %s: %s\n", cmd, err.msg);
  return SS_EXIT_INTERNAL;
}
