/* options.c -- long options are spelled out in full.
 *
 * Model: getopt_long accepts any unambiguous prefix of a long option, so
 * `compare --solver` used to mean --solvers without a word, and an option
 * added later could change what an old command line means.  Before getopt
 * runs, every "--name" word is looked up exactly; a word that is only a
 * prefix is refused with the options it could have meant.  The walk skips
 * option arguments ("--sat-cmd '--x'", "-j 2") the way getopt does, and
 * stops at "--".
 */
#include <string.h>

#include "cli.h"

static const struct option *
exact (const struct option *longs, const char *name, size_t len)
{
  for (; longs->name; longs++)
    if (strlen (longs->name) == len && !strncmp (longs->name, name, len))
      return longs;
  return 0;
}

/* "unknown option '--solv' (did you mean --solver or --solvers?)" */
static void
refuse (const struct option *longs, const char *name, size_t len)
{
  char hints[256] = "";
  size_t used = 0;
  int count = 0;
  for (const struct option *o = longs; o->name; o++)
    if (!strncmp (o->name, name, len) && used < sizeof hints - 40)
      used += (size_t) snprintf (hints + used, sizeof hints - used, "%s--%s",
                                 count++ ? " or " : "", o->name);
  if (count)
    cli_usage_error (cli_command, "unknown option '--%.*s' (did you mean "
                     "%s?)", (int) len, name, hints);
  else
    cli_usage_error (cli_command, "unknown option '--%.*s'", (int) len,
                     name);
}

/* After a cluster of short options ("-hj", "-j4"): how many words the
 * cluster and its argument take. */
static int
short_words (const char *word, const char *shorts)
{
  for (const char *c = word + 1; *c; c++)
    {
      const char *at = strchr (shorts, *c);
      if (at && at[1] == ':')
        return c[1] ? 1 : 2; /* "-j4" or "-j 4" */
    }
  return 1;
}

int
cli_one_solver (const char *cmd, const char *arg)
{
  if (!strchr (arg, ','))
    return 0;
  cli_usage_error (cmd, "runs one solver, and '%s' names several ('sudosat "
                   "compare --solvers %s' runs them all)", arg, arg);
  return -1;
}

int
cli_exact_options (int argc, char **argv, const char *shorts,
                   const struct option *longs)
{
  for (int i = 1; i < argc; i++)
    {
      const char *w = argv[i];
      if (!strcmp (w, "--"))
        break;
      if (w[0] != '-' || !w[1])
        continue; /* an operand, or "-" for stdin */
      if (w[1] != '-')
        {
          i += short_words (w, shorts) - 1;
          continue;
        }
      const char *name = w + 2;
      size_t len = strcspn (name, "=");
      const struct option *o = exact (longs, name, len);
      if (!o)
        return refuse (longs, name, len), -1;
      if (o->has_arg == no_argument && name[len])
        return cli_usage_error (cli_command, "option '--%.*s' takes no "
                                "value", (int) len, name), -1;
      if (o->has_arg == required_argument && !name[len] && ++i >= argc)
        return cli_usage_error (cli_command, "option '--%s' needs a value",
                                name), -1;
    }
  return 0;
}
