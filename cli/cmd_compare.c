/* cmd_compare.c -- placeholder until issue 6 lands this subcommand. */
#include <stdio.h>

#include "cli.h"

int
cmd_compare (int argc, char **argv)
{
  (void) argc;
  (void) argv;
  fputs ("sudosat compare: not yet implemented (issue 6)\n", stderr);
  return SS_EXIT_USAGE;
}
