/* cmd_solvers.c -- sudosat solvers: the descriptor table, as a list, or
 * (--format json) one record per solver: its status is "complete" when it
 * can prove unsat and uniqueness, else "incomplete". */
#include <stdio.h>
#include <string.h>

#include "../core/model.h"
#include "../core/print.h"
#include "../solvers/solver.h"
#include "../engines/table.h"
#include "cli.h"

static const char usage[] =
  "usage: sudosat solvers [--format text|json]\nLists every solver: name, "
  "method, the verdicts it can reach, and the rules of variant puzzles it\n"
  "handles (none listed: the classic puzzle only).\n"
  "Exit: 0 listed; 2 usage error; 3 output that cannot be written.\n";

static const char *
yes (int b)
{
  return b ? "true" : "false";
}

/* A variant-capable engine's rules: every one, or their names. */
static const char *
handles (uint64_t mask, char *buf, size_t len)
{
  if (mask == SS_KINDS_ALL)
    return "every rule of a variant puzzle (irregular regions, cells in "
           "no region and every constraint kind)";
  ss_kinds_text (mask, buf, len);
  return buf;
}

static void
write_json (void)
{
  for (int i = 0; i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      printf ("{\"record\":%d,\"file\":null,\"line\":null,\"status\":"
              "\"%s\",\"solver\":\"%s\",\"summary\":", i + 1,
              s->flags & SS_COMPLETE ? "complete" : "incomplete", s->name);
      ss_write_json_string (stdout, s->summary);
      fputs (",\"returns\":", stdout);
      ss_write_json_string (stdout, s->returns);
      printf (",\"max_n\":%d,\"slow\":%s,\"sat\":%s,\"needs_cmd\":%s,"
              "\"hidden\":%s,\"kinds\":[", s->max_n, yes (s->flags & SS_SLOW),
              yes (s->flags & SS_SAT), yes (s->flags & SS_NEEDS_CMD),
              yes (s->flags & SS_HIDDEN));
      for (int k = 0, sep = 0; k <= SS_KIND_NOREGION; k++)
        if (s->kinds & SS_KIND_BIT (k))
          printf ("%s\"%s\"", sep++ ? "," : "",
                  k == SS_KIND_REGIONS ? "regions" : ss_kind_name (k));
      puts ("]}");
    }
}

int
cmd_solvers (int argc, char **argv)
{
  int help = argc == 2 && (!strcmp (argv[1], "--help")
                           || !strcmp (argv[1], "-h"));
  if (argc == 3 && !strcmp (argv[1], "--format")
      && (!strcmp (argv[2], "json") || !strcmp (argv[2], "text")))
    {
      if (!strcmp (argv[2], "json"))
        return write_json (), SS_EXIT_OK;
      argc = 1;
    }
  if (argc > 1)
    {
      if (argc == 3 && !strcmp (argv[1], "--format"))
        cli_usage_error ("--format", "'%s' is not one of text,json",
                         argv[2]);
      else if (!help)
        cli_usage_error ("solvers", "takes no arguments ('%s')", argv[1]);
      if (help)
        fputs (usage, stdout);
      return help ? SS_EXIT_OK : SS_EXIT_USAGE;
    }
  char kinds[512];
  int w = 0; /* the name column fits the longest name */
  for (int i = 0; i < ss_solver_count; i++)
    if ((int) strlen (ss_solvers[i].name) > w)
      w = (int) strlen (ss_solvers[i].name);
  for (int i = 0; i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      printf ("%-*s %s\n%-*s returns: %s\n", w, s->name, s->summary, w, "",
              s->returns);
      if (s->kinds)
        printf ("%-*s handles: %s\n", w, "", handles (s->kinds, kinds,
                                                      sizeof kinds));
    }
  return SS_EXIT_OK;
}
