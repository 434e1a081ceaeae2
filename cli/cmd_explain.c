/* cmd_explain.c -- placeholder until issue 5 lands this subcommand. */
#include <stdio.h>

#include "cli.h"

int
cmd_explain (int argc, char **argv)
{
  (void) argc;
  (void) argv;
  fputs ("sudosat explain: not yet implemented (issue 5)\n", stderr);
  return SS_EXIT_USAGE;
}
