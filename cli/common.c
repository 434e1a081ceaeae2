/* common.c -- option helpers and the input loop shared by subcommands. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>

#include "../core/budget.h"
#include "../core/model.h"
#include "../core/print.h"
#include "../core/verify.h"
#include "../engines/part.h"
#include "../sat/spawn.h"
#include "cli.h"
#include "progress.h"

const char *cli_command = "";

void
cli_input_init (cli_input *in)
{
  memset (in, 0, sizeof *in);
  ss_alphabet_default (&in->alphabet);
  in->read.alphabet = &in->alphabet;
}

void
cli_exit_raise (int *code, int value)
{
  if (value > *code)
    *code = value;
}

void
cli_warn (const char *fmt, ...)
{
  va_list ap;
  fprintf (stderr, "sudosat %s: warning: ", cli_command);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
}

int
cli_set_box (cli_input *in, const char *arg)
{
  int r, c, used = 0;
  if (sscanf (arg, "%dx%d%n", &r, &c, &used) != 2 || arg[used] || r < 1
      || c < 1 || r > SS_MAX_N || c > SS_MAX_N)
    {
      cli_usage_error ("--box", "'%s' is not RxC with R, C >= 1 (as 3x3 "
                       "or 2x3)", arg);
      return -1;
    }
  if (r * c > SS_MAX_N)
    {
      cli_usage_error ("--box", "%dx%d makes a %dx%d grid, above the "
                       "maximum side %d", r, c, r * c, r * c, SS_MAX_N);
      return -1;
    }
  in->read.box_rows = r;
  in->read.box_cols = c;
  return 0;
}

int
cli_set_alphabet (cli_input *in, const char *arg)
{
  ss_error err;
  ss_error_clear (&err);
  err.file = 0;
  if (ss_alphabet_custom (&in->alphabet, arg, &err) == 0)
    return 0;
  cli_usage_error ("--alphabet", "%s", err.msg);
  return -1;
}

/* 1 when word is one of the comma-separated items of list. */
static int
listed (const char *list, const char *word)
{
  size_t len = strlen (word);
  for (const char *p = list; (p = strstr (p, word)); p += len)
    if ((p == list || p[-1] == ',') && (p[len] == ',' || !p[len]))
      return 1;
  return 0;
}

/* "line", "table" and "words" once meant text in some commands and
 * something else in others; now each names one form where it exists
 * (explain's line, encode --propagate's table) and nothing elsewhere. */
void
cli_format_refused (const char *arg, const char *allowed)
{
  int old = !strcmp (arg, "line") || !strcmp (arg, "table")
            || !strcmp (arg, "words");
  cli_usage_error ("--format", "'%s' is not one of %s%s", arg, allowed,
                   old ? ": the text form is --format text (line, table "
                         "and words are no longer names for it)" : "");
}

int
cli_set_format (cli_format *f, const char *arg, const char *allowed)
{
  static const struct { const char *name; cli_format f; } names[] = {
    { "text", CLI_TEXT }, { "block", CLI_BLOCK }, { "json", CLI_JSON },
    { "csv", CLI_CSV }, { "svg", CLI_SVG }, { "variant", CLI_VARIANT },
    { "fpuzzles", CLI_FPUZZLES }, { "fpuzzles-json", CLI_FPUZZLES_JSON },
    { "dimacs", CLI_DIMACS },
  };
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp (arg, names[i].name) && listed (allowed, names[i].name))
      return *f = names[i].f, 0;
  cli_format_refused (arg, allowed);
  return -1;
}

int
cli_parse (int argc, char **argv, const char *shorts,
           const struct option *longs, const char *usage, cli_input *in,
           cli_option_fn *fn, void *ctx)
{
  int opt;
  char quiet[32]; /* ":" first: a missing value is ':', not '?' */
  snprintf (quiet, sizeof quiet, ":%s", shorts);
  optind = 1;
  opterr = 0;
  if (cli_exact_options (argc, argv, shorts, longs))
    return SS_EXIT_USAGE;
  while ((opt = getopt_long (argc, argv, quiet, longs, 0)) != -1)
    {
      int bad;
      if (opt == 'h')
        {
          fputs (usage, stdout);
          fn (ctx, 'h', 0);
          return CLI_HELPED;
        }
      if (in && opt == CLI_VERBOSE_OPT)
        bad = 0, in->verbose = 1;
      else if (in && opt == 'b')
        bad = cli_set_box (in, optarg);
      else if (in && opt == 'a')
        bad = cli_set_alphabet (in, optarg);
      else if (opt == '?' || opt == ':')
        return cli_getopt_refused (opt);
      else
        bad = fn (ctx, opt, optarg);
      if (bad)
        return SS_EXIT_USAGE;
    }
  if (!in)
    return 0;
  in->read.alphabet = &in->alphabet;
  if (in->read.box_rows
      && cli_alphabet_fits (in, in->read.box_rows, in->read.box_cols))
    return SS_EXIT_USAGE;
  return 0;
}

int
cli_alphabet_fits (const cli_input *in, int box_rows, int box_cols)
{
  int n = box_rows * box_cols;
  if (!in->alphabet.custom || in->alphabet.size == n)
    return 0;
  cli_usage_error (cli_command, "--alphabet has %d symbols, but %dx%d "
                   "boxes make a %dx%d grid, which needs %d",
                   in->alphabet.size, box_rows, box_cols, n, n, n);
  return -1;
}

int
cli_lookup (const char *opt, const char *arg, int (*lookup) (const char *),
            int *out)
{
  *out = lookup (arg);
  if (*out >= 0)
    return 0;
  cli_usage_error (opt, "'%s' is not known (see --help)", arg);
  return -1;
}

int
cli_parse_u64 (const char *opt, const char *arg, unsigned long long *out)
{
  char *end;
  errno = 0;
  if (*arg == '-' || !*arg)
    goto bad;
  *out = strtoull (arg, &end, 10);
  if (errno || *end)
    goto bad;
  return 0;
bad:
  cli_usage_error (opt, "'%s' is not a non-negative integer", arg);
  return -1;
}

int
cli_parse_seconds (const char *opt, const char *arg, double *out)
{
  char *end;
  errno = 0;
  *out = strtod (arg, &end);
  if (errno || *end || end == arg || !(*out >= 0) || *out > 1e9)
    {
      cli_usage_error (opt, "'%s' is not a number of seconds", arg);
      return -1;
    }
  return 0;
}

int
cli_record_code (const ss_error *err)
{
  return err->unknown ? SS_EXIT_USAGE : SS_EXIT_FINDING;
}

void
cli_write_error_line (FILE *out, const ss_error *e)
{
  if (out == stderr)
    cli_progress_hush ();
  fputs ("error: ", out);
  ss_error_write (out, e);
  fputc ('\n', out);
}

void
cli_json_head (FILE *out, const char *file, const ss_record *rec)
{
  fprintf (out, "{\"record\":%ld,\"file\":", rec->index);
  if (cli_operand_is_text (file))
    fputs ("null", out);
  else
    ss_write_json_string (out, file);
  fprintf (out, ",\"line\":%ld", rec->line);
}

void
cli_write_error_json (FILE *out, const char *file, const ss_record *rec,
                      const ss_error *err)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  cli_json_head (out, file, rec);
  fputs (",\"status\":\"error\",\"error\":", out);
  if (m)
    {
      ss_error_write (m, err);
      fclose (m);
    }
  ss_write_json_string (out, text ? text : "out of memory");
  free (text);
  fputs ("}\n", out);
}

/* A line ends in " box=RxC" where the bare line would read back with
 * another box (print.h); a block shows its box by its rules, except the
 * one cell of a 1x1 grid, which is written as a marked line. */
void
cli_write_grid (FILE *out, const ss_grid *g, const ss_alphabet *a,
                char blank, cli_format f)
{
  if (f == CLI_BLOCK && g->n > 1)
    ss_write_block (out, g, a, blank);
  else
    {
      ss_write_line (out, g, a, blank);
      ss_write_box_mark (out, g);
      fputc ('\n', out);
    }
}

char *
cli_problems (const ss_grid *puzzle, const ss_grid *solution,
              const ss_alphabet *a)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  if (!m)
    return 0;
  if (solution)
    ss_verify_solution_in (puzzle, solution, a, m);
  else
    ss_verify_write_in (puzzle, a, m);
  if (fclose (m))
    return free (text), (char *) 0;
  return text;
}

const ss_alphabet *
cli_alphabet_of (const ss_record *rec, const cli_input *in)
{
  (void) in;
  return &rec->alphabet;
}

const ss_alphabet *
cli_picture_alphabet (const ss_record *rec, const cli_input *in)
{
  if (rec->form == SS_FORM_FPUZZLES && !rec->alphabet.custom)
    return 0;
  return cli_alphabet_of (rec, in);
}

/* A part that `sudosat split` wrote says which, after how it was read
 * (docs/json.md), so `sudosat merge` can place its result. */
void
cli_json_read_as (FILE *out, const ss_record *rec, const cli_input *in)
{
  ss_part part;
  fputc (',', out);
  ss_write_json_read_as (out, &rec->grid, cli_alphabet_of (rec, in),
                         rec->form == SS_FORM_TOKENS);
  if (rec->tail && ss_part_parse_tag (rec->tail, &part))
    fprintf (out, ",\"part\":\"%ld/%ld\",\"parent\":\"%s\"", part.index,
             part.count, part.parent);
}

void
cli_note_read (const cli_input *in, const char *file, const ss_record *rec)
{
  const ss_model *m = rec->ok ? rec->grid.model : 0;
  if (m && m->dropped_values && !in->verbose) /* a digit left out: said
                                 without --verbose too, since it changes
                                 the puzzle (--verbose's line names it) */
    fprintf (stderr, "sudosat %s: %s:%ld: note: %d digit%s without "
             "\"given\": true left out, as f-puzzles' solver does (a "
             "solver's entries, not givens)\n", cli_command,
             file, rec->line, m->dropped_values,
             m->dropped_values == 1 ? "" : "s");
  if (!in->verbose || rec->form != SS_FORM_FPUZZLES || !rec->ok)
    return;
  fprintf (stderr, "sudosat %s: %s:%ld: f-puzzles: ", cli_command, file,
           rec->line);
  if (!m || !m->nignored)
    fputs ("nothing ignored", stderr);
  else
    fputs ("ignored: ", stderr);
  for (int i = 0; m && i < m->nignored; i++)
    fprintf (stderr, "%s%s", i ? ", " : "", m->ignored[i]);
  fputc ('\n', stderr);
}

int
cli_check_record (const cli_input *in, ss_record *rec)
{
  int n = rec->ok ? rec->grid.n : 0;
  if (!rec->ok || !in->alphabet.custom || in->alphabet.size == n)
    return 0;
  ss_error_set (&rec->err, rec->line, 0, "--alphabet has %d symbols, but "
                "this record is a %dx%d grid, which needs %d",
                in->alphabet.size, n, n, n);
  ss_grid_free (&rec->grid);
  rec->ok = 0;
  return 1;
}

FILE *
cli_open (const char *name, ss_error *err)
{
  struct stat st;
  FILE *f = strcmp (name, "-") ? fopen (name, "r") : stdin;
  ss_error_clear (err);
  err->file = name;
  if (!f)
    return ss_error_set (err, 0, 0, "%s", strerror (errno)), (FILE *) 0;
  if (fstat (fileno (f), &st) == 0 && S_ISDIR (st.st_mode))
    {
      ss_error_set (err, 0, 0, "is a directory");
      cli_close (f);
      return 0;
    }
  return f;
}

void
cli_close (FILE *f)
{
  if (f && f != stdin)
    fclose (f);
}

int
cli_open_failed (const ss_error *err)
{
  fprintf (stderr, "sudosat %s: ", cli_command);
  ss_error_write (stderr, err);
  fputc ('\n', stderr);
  return SS_EXIT_USAGE;
}

int
cli_probe_command (const char *sat_cmd)
{
  ss_argv cmd;
  ss_error err;
  ss_spawn_result run;
  int code = SS_EXIT_OK;
  ss_error_clear (&err);
  err.file = 0;
  if (ss_argv_split (sat_cmd, &cmd, &err))
    code = strcmp (err.msg, "out of memory") ? SS_EXIT_USAGE
                                              : SS_EXIT_INTERNAL;
  else
    {
      char *alone[] = { cmd.word[0], 0 };
      /* A deadline already passed: spawned, then killed at once. */
      if (ss_spawn_run (alone, "/dev/null", "/dev/null", ss_now (), &run,
                        &err))
        code = SS_EXIT_INTERNAL;
    }
  if (code == SS_EXIT_USAGE)
    cli_usage_error ("--sat-cmd", "%s", err.msg);
  else if (code)
    fprintf (stderr, "sudosat %s: --sat-cmd: %s\n", cli_command, err.msg);
  ss_argv_free (&cmd);
  return code;
}

/* The records of one open file; a read error or no record at all is
 * said on stderr and raises the exit code to SS_EXIT_USAGE. */
static long
each_in_file (FILE *f, const char *name, const cli_input *in,
              cli_record_fn *fn, void *ctx, int *exit_code)
{
  ss_record rec = { 0 };
  ss_reader *r = ss_reader_new (f, name, &in->read);
  long count = 0;
  int got;
  if (!r)
    {
      fprintf (stderr, "sudosat %s: %s: out of memory\n", cli_command, name);
      cli_exit_raise (exit_code, SS_EXIT_INTERNAL);
      return 0;
    }
  while (!cli_interrupted () && (got = ss_reader_next (r, &rec)) == 1)
    {
      count++;
      cli_check_record (in, &rec);
      cli_note_read (in, name, &rec);
      fn (ctx, name, &rec);
    }
  if (!cli_interrupted () && (got < 0 || !count))
    {
      fprintf (stderr, "sudosat %s: %s: %s\n", cli_command, name,
               got < 0 ? "read error" : "no puzzle records");
      cli_exit_raise (exit_code, SS_EXIT_USAGE);
    }
  ss_record_free (&rec);
  ss_reader_free (r);
  return count;
}

long
cli_each_record (int nfiles, char **files, const cli_input *in,
                 cli_record_fn *fn, void *ctx, int *exit_code)
{
  static char *stdin_only[] = { "-" };
  long count = 0;
  ss_error err;
  if (nfiles == 0)
    nfiles = 1, files = stdin_only;
  for (int i = 0; i < nfiles && !cli_interrupted (); i++)
    {
      const char *name;
      FILE *f = cli_operand_open (files[i], in, &name, &err);
      if (!f)
        {
          cli_exit_raise (exit_code, cli_open_failed (&err));
          continue;
        }
      count += each_in_file (f, name, in, fn, ctx, exit_code);
      cli_close (f);
    }
  return count;
}
