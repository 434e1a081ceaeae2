/* cmd_solvers.c -- sudosat solvers: the descriptor table, as a list. */
#include <stdio.h>
#include <string.h>

#include "../solvers/solver.h"
#include "../engines/table.h"
#include "cli.h"

static const char usage[] =
  "usage: sudosat solvers\nLists every solver: name, method, and the "
  "verdicts it can reach.\n"
  "Exit: 0 listed; 2 usage error; 3 output that cannot be written.\n";

int
cmd_solvers (int argc, char **argv)
{
  int help = argc == 2 && (!strcmp (argv[1], "--help")
                           || !strcmp (argv[1], "-h"));
  if (argc > 1)
    {
      if (!help)
        cli_usage_error ("solvers", "takes no arguments ('%s')", argv[1]);
      fputs (usage, help ? stdout : stderr);
      return help ? SS_EXIT_OK : SS_EXIT_USAGE;
    }
  for (int i = 0; i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      printf ("%-10s %s\n%-10s returns: %s\n", s->name, s->summary, "",
              s->returns);
    }
  return SS_EXIT_OK;
}
