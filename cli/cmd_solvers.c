/* cmd_solvers.c -- placeholder until issue 3 lands this subcommand. */
#include <stdio.h>

#include "cli.h"

int
cmd_solvers (int argc, char **argv)
{
  (void) argc;
  (void) argv;
  fputs ("sudosat solvers: not yet implemented (issue 3)\n", stderr);
  return SS_EXIT_USAGE;
}
