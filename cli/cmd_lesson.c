/* cmd_lesson.c -- sudosat lesson: one puzzle as a self-contained HTML
 * page for a class (lesson/lesson.h): the puzzle drawn, the variables and
 * the four rules as clause families, a cell's variables and clauses on a
 * click, the solve path step by step, and for a puzzle without solution
 * the core; for a variant puzzle, its rules drawn and explained
 * (lesson/lesson_parts.h).  PUZZLE is a file with one puzzle, '-', or the
 * puzzle text.
 */
#include <getopt.h>
#include <string.h>
#include <unistd.h>

#include "../core/verify.h"
#include "../lesson/lesson.h"
#include "cli.h"
#include "one_puzzle.h"
#include "progress.h"

typedef struct lesson_args {
  cli_input in;
  int encoding, amo;
  const char *output, *title;
  double timeout;
  cli_read_as as; /* how the puzzle was read, for messages */
} lesson_args;

static const char usage[] =
  "usage: sudosat lesson [--encoding E] [--amo A] [--title TEXT]\n"
  "                      [--timeout SEC] [--box RxC] [--alphabet S] [--verbose]\n"
  "                      [-o FILE] PUZZLE|-\n"
  "Writes one self-contained HTML page (no network: inline SVG and script)\n"
  "that teaches the puzzle: the grid, the variable formula, the four rules\n"
  "with the clause count of each family, a click on a cell shows its\n"
  "variables and every clause that mentions them (grids up to 16x16), the\n"
  "solve path to walk forward and back, and for a puzzle with no solution\n"
  "the core of givens that cannot be completed.  A variant puzzle's page\n"
  "draws its rules, says what each kind means, and shows what this build\n"
  "can do with them: the verdict of an engine that handles them all, their\n"
  "clauses when the encoder has them.  '#cell=r1c1' and '#step=K' in the\n"
  "page's address select on load.  PUZZLE is a file with one puzzle, '-'\n"
  "for stdin, or the puzzle text itself.\n"
  "Exit: 0 written; 1 the puzzle cannot be read or its givens break a rule\n"
  "(the page is still written); 2 usage error or no such\n"
  "file; 3 out of memory, a write error, or a timeout before the core of a\n"
  "puzzle with no solution was found; 130 Ctrl-C.  --timeout SEC bounds\n"
  "the verdict, the solve path and the core: past it the page says what\n"
  "is not known and a line on stderr says so (exit 0: unknown is an\n"
  "answer).\n";

static int
one_option (void *ctx, int opt, const char *arg)
{
  lesson_args *a = ctx;
  switch (opt)
    {
    case 'e': return cli_lookup ("--encoding", arg, ss_encoding_lookup,
                                 &a->encoding);
    case 'A': return cli_lookup ("--amo", arg, ss_amo_lookup, &a->amo);
    case 'o': a->output = arg; return 0;
    case 'T': a->title = arg; return 0;
    case 't': return cli_parse_seconds ("--timeout", arg, &a->timeout);
    default: return -1;
    }
}

static int
load (lesson_args *a, const char *puzzle, ss_grid *g)
{
  ss_error err;
  a->as.alphabet = a->in.alphabet;
  int code = cli_one_puzzle (puzzle, &a->in, g, &a->as, &err);
  if (code != SS_EXIT_OK)
    {
      fputs ("sudosat lesson: error: ", stderr);
      ss_error_write (stderr, &err);
      fputc ('\n', stderr);
    }
  return code;
}

static int
write_page (const lesson_args *a, const ss_grid *g)
{
  ss_lesson_opts o = { .title = a->title, .timeout = a->timeout };
  ss_error err;
  ss_encode_opts_default (&o.enc, g->n);
  if (a->encoding >= 0)
    o.enc.encoding = (ss_encoding) a->encoding;
  if (a->amo >= 0)
    o.enc.amo = (ss_amo) a->amo;
  FILE *out = a->output ? fopen (a->output, "w") : stdout;
  if (!out)
    return perror (a->output), SS_EXIT_USAGE;
  ss_error_clear (&err);
  /* the page goes out as it is made: no line on a terminal it goes to */
  if (out != stdout || !isatty (1))
    cli_life_begin ("lesson");
  int got = ss_lesson_write (out, g, &o, &err);
  cli_life_end ();
  if (out != stdout && fclose (out))
    got = -1, ss_error_set (&err, 0, 0, "write error");
  if (got == 1) /* an unknown is an answer (exit 0), said once here */
    fprintf (stderr, "sudosat lesson: the timeout of %g s ran out: the "
             "page says what it left unknown\n", a->timeout);
  if (got >= 0)
    return SS_EXIT_OK;
  fprintf (stderr, "sudosat lesson: %s\n", err.msg);
  return SS_EXIT_INTERNAL;
}

int
cmd_lesson (int argc, char **argv)
{
  static const struct option longs[] = {
    { "encoding", required_argument, 0, 'e' },
    { "amo", required_argument, 0, 'A' },
    { "output", required_argument, 0, 'o' },
    { "title", required_argument, 0, 'T' },
    { "timeout", required_argument, 0, 't' },
    CLI_VERBOSE_OPTION,
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  lesson_args a = { .encoding = -1, .amo = -1 };
  ss_grid g;
  cli_input_init (&a.in);
  int rc = cli_parse (argc, argv, "ho:", longs, usage, &a.in, one_option, &a);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (argc - optind != 1)
    return cli_usage_error ("lesson", "one PUZZLE, please"), SS_EXIT_USAGE;
  rc = load (&a, argv[optind], &g);
  if (rc != SS_EXIT_OK)
    return rc;
  rc = write_page (&a, &g);
  /* The page shows the clash; like every command, the record is a
   * finding (the exit-code table). */
  if (rc == SS_EXIT_OK && ss_verify_conflicts (&g, 0, 0))
    {
      fputs ("sudosat lesson: the givens break a rule (", stderr);
      ss_verify_write_in (&g, &a.as.alphabet, stderr);
      fputs ("): the page shows the clash\n", stderr);
      rc = SS_EXIT_FINDING;
    }
  ss_grid_free (&g);
  return rc;
}
