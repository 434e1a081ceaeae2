/* prover.c -- the option --certify[=PROVER], shared by solve and compare. */
#include "../sat/certify.h"
#include "cli.h"

int
cli_set_prover (const char *arg, void *prover)
{
  if (!arg)
    return 0;
  int p = ss_cert_prover_lookup (arg);
  if (p < 0)
    return cli_usage_error ("--certify", "'%s' is not cadical or picosat",
                            arg), -1;
  *(ss_cert_prover *) prover = (ss_cert_prover) p;
  return 0;
}
