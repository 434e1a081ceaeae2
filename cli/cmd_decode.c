/* cmd_decode.c -- placeholder until issue 4 lands this subcommand. */
#include <stdio.h>

#include "cli.h"

int
cmd_decode (int argc, char **argv)
{
  (void) argc;
  (void) argv;
  fputs ("sudosat decode: not yet implemented (issue 4)\n", stderr);
  return SS_EXIT_USAGE;
}
