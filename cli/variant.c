/* variant.c -- refusing a variant puzzle an engine or a command cannot
 * handle (see variant.h). */
#include "variant.h"

#include <string.h>

#include "../core/model.h"
#include "../engines/table.h"
#include "cli.h"

/* The engines that handle every rule of g, by name. */
static void
able (const ss_grid *g, char *buf, size_t len)
{
  size_t at = 0;
  buf[0] = 0;
  for (int i = 0; i < ss_solver_count && at < len; i++)
    if (!ss_solver_lacks (&ss_solvers[i], g))
      at += (size_t) snprintf (buf + at, len - at, "%s%s", at ? ", " : "",
                               ss_solvers[i].name);
}

int
cli_solver_refuses (const ss_solver *s, const ss_grid *g, ss_error *err)
{
  uint64_t lacks = ss_solver_lacks (s, g);
  char kinds[512], who[200];
  if (!lacks)
    return 0;
  ss_kinds_text (lacks, kinds, sizeof kinds);
  able (g, who, sizeof who);
  ss_error_set (err, err->line, err->col, "solver '%s' cannot handle this "
                "puzzle's %s rules (solvers that can: %s)", s->name, kinds,
                who[0] ? who : "none");
  return 1;
}

int
cli_command_refuses (const char *what, const ss_grid *g, ss_error *err)
{
  char kinds[512];
  if (!g->model || !g->model->kinds)
    return 0;
  ss_kinds_text (g->model->kinds, kinds, sizeof kinds);
  ss_error_set (err, err->line, err->col, "%s does not handle variant "
                "puzzles yet: this one has %s rules (solve, compare, "
                "verify, rate%s do)", what, kinds,
                strcmp (what, "explain") ? " and explain --steps"
                : " and --steps");
  return 1;
}

int
cli_refuse_variant (const char *cmd, const char *file, const ss_grid *g)
{
  ss_error err;
  ss_error_clear (&err);
  err.file = file;
  if (!cli_command_refuses (cmd, g, &err))
    return 0;
  fprintf (stderr, "sudosat %s: ", cmd);
  ss_error_write (stderr, &err);
  fputc ('\n', stderr);
  return SS_EXIT_USAGE;
}
