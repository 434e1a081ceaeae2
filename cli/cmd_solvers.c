/* cmd_solvers.c -- sudosat solvers: the descriptor table, as a list. */
#include <stdio.h>
#include <string.h>

#include "../solvers/solver.h"
#include "../engines/table.h"
#include "cli.h"

int
cmd_solvers (int argc, char **argv)
{
  (void) argv;
  if (argc > 1)
    {
      fputs ("usage: sudosat solvers\nLists every solver: name, method, "
             "and the verdicts it can reach.\n", argc == 2 ? stdout : stderr);
      return argc == 2 ? SS_EXIT_OK : SS_EXIT_USAGE;
    }
  int w = 0; /* the name column fits the longest name */
  for (int i = 0; i < ss_solver_count; i++)
    if ((int) strlen (ss_solvers[i].name) > w)
      w = (int) strlen (ss_solvers[i].name);
  for (int i = 0; i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      printf ("%-*s %s\n%-*s returns: %s\n", w, s->name, s->summary, w, "",
              s->returns);
    }
  return SS_EXIT_OK;
}
