/* main.c -- the sudosat command: dispatch to cmd_<name> through a table.
 *
 * The table comes from SS_COMMANDS in cli.h, kept in sorted order, so the
 * usage text and the dispatcher can never disagree. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "../engines/portfolio.h"
#include "cli.h"

typedef struct command {
  const char *name;
  int (*run) (int, char **);
  const char *help;
} command;

static const command commands[] = {
#define SS_COMMAND_ROW(name, help) { #name, cmd_##name, help },
  SS_COMMANDS (SS_COMMAND_ROW)
#undef SS_COMMAND_ROW
};

/* The name on the command line: the identifier with '-' for '_'. */
static const char *
shown_name (const char *name, char *buf, size_t size)
{
  size_t k = 0;
  for (; name[k] && k + 1 < size; k++)
    buf[k] = name[k] == '_' ? '-' : name[k];
  buf[k] = 0;
  return buf;
}

static void
usage (FILE *out)
{
  char buf[32];
  fputs ("usage: sudosat COMMAND [OPTIONS] [FILES|-]\n\ncommands:\n", out);
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
    fprintf (out, "  %-11s %s\n",
             shown_name (commands[i].name, buf, sizeof buf),
             commands[i].help);
  fputs ("\n'sudosat COMMAND --help' describes a command; 'man sudosat' "
         "has the formats\nand exit codes.\n", out);
}

/* Output that could not be written (a full disk, a closed file) is an
 * internal failure, never a quiet success.  A command that already
 * failed internally has said why (encode reports its own write errors). */
static int
written (int code)
{
  int failed = fflush (stdout) != 0, why = errno;
  if (!failed && !ferror (stdout))
    return code;
  if (code != SS_EXIT_INTERNAL)
    fprintf (stderr, "sudosat %s: cannot write standard output: %s\n",
             cli_command, failed ? strerror (why) : "a write failed");
  return SS_EXIT_INTERNAL;
}

/* A SUDOSAT_PORTFOLIO naming no entrant is refused before anything runs,
 * never half used. */
static int
portfolio_env_bad (void)
{
  ss_error err;
  ss_error_clear (&err);
  if (ss_portfolio_check_env (&err) == 0)
    return 0;
  fprintf (stderr, "sudosat %s: %s\n", cli_command, err.msg);
  return 1;
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    return usage (stderr), SS_EXIT_USAGE;
  const char *name = argv[1];
  if (!strcmp (name, "-h") || !strcmp (name, "--help")
      || !strcmp (name, "help"))
    return usage (stdout), SS_EXIT_OK;
  if (!strcmp (name, "--version") || !strcmp (name, "version"))
    return printf ("sudosat %s\n", SS_VERSION), SS_EXIT_OK;
  static char buf[32]; /* outlives the command: cli_command points here */
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
    if (!strcmp (shown_name (commands[i].name, buf, sizeof buf), name))
      {
        cli_command = buf;
        if (portfolio_env_bad ())
          return SS_EXIT_USAGE;
        cli_interrupt_plain ();
        int code = written (commands[i].run (argc - 1, argv + 1));
        cli_usage_pointer (code);
        return code == SS_EXIT_INTERRUPTED ? cli_die_interrupted () : code;
      }
  fprintf (stderr, "sudosat: unknown command '%s'\nTry 'sudosat --help' "
           "for the commands.\n", name);
  return SS_EXIT_USAGE;
}
