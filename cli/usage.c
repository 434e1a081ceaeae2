/* usage.c -- a usage error is one line and one pointer to --help.
 *
 * Model: whatever is wrong with a command line (an unknown option, a
 * missing operand, a bad value) is said once by cli_usage_error, on its
 * own line; the command returns SS_EXIT_USAGE and main, seeing both,
 * adds the one pointer line "Try 'sudosat CMD --help' for more."  The
 * help text itself goes to stdout only when asked for: forty lines of
 * it on stderr buried the line that said what was wrong.  getopt's own
 * complaints are silenced (opterr) and said here in the same form;
 * options.c says what is wrong with a long option before getopt runs.
 */
#include <stdarg.h>
#include <string.h>

#include "cli.h"

static int said; /* a usage error was reported in this run */

void
cli_usage_error (const char *cmd, const char *fmt, ...)
{
  va_list ap;
  said = 1;
  if (*cmd == '-' && *cli_command) /* an option: say whose */
    fprintf (stderr, "sudosat %s: %s: ", cli_command, cmd);
  else
    fprintf (stderr, "sudosat %s: ", cmd);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
}

void
cli_usage_pointer (int code)
{
  if (code == SS_EXIT_USAGE && said && *cli_command)
    fprintf (stderr, "Try 'sudosat %s --help' for more.\n", cli_command);
}

/* cli_exact_options has said what is wrong with every long option, so
 * getopt stops only at a short one: optopt. */
int
cli_getopt_refused (int opt)
{
  if (opt == ':')
    cli_usage_error (cli_command, "option '-%c' needs a value", optopt);
  else
    cli_usage_error (cli_command, "unknown option '-%c'", optopt);
  return SS_EXIT_USAGE;
}
