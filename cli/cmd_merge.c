/* cmd_merge.c -- sudosat merge: the parts' results of a split puzzle
 * added up to the puzzle's verdict (engines/merge.h).
 *
 * Model: the inputs are JSON Lines of `sudosat solve --format json` run
 * on the parts `sudosat split` wrote, in any order and any number of
 * files (a cluster's outputs, cat'ed or not).  Every line must be such a
 * result; one that is not (not JSON, another command's record, a part
 * of another puzzle, a part read twice, a solution that is wrong) is
 * named on stderr as FILE:LINE:COL and no verdict is given.  --parts
 * FILE reads split's own output too, so each solution is checked
 * against its part's givens.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/lines.h"
#include "../core/print.h"
#include "../engines/merge.h"
#include "cli.h"
#include "variant.h"

#define LIST_SHOWN 20 /* part numbers a text verdict lists */

typedef struct merge_args {
  cli_input in;
  cli_format format;
  const char *parts;
  ss_merge *m;
  long refused, lines;
  int code;              /* the worst a refused line raises */
  ss_grid shape;         /* the first part of --parts, for the head */
  ss_alphabet shape_abc;
  int shape_tokens;
} merge_args;

static const char usage[] =
  "usage: sudosat merge [--parts FILE] [--format text|json] [RESULTS...|-]\n"
  "Reads the JSON results of 'sudosat solve --format json' on the parts\n"
  "'sudosat split' wrote (any order, any number of files; none or - is\n"
  "standard input) and gives the split puzzle's verdict: the counts add\n"
  "up; multiple as soon as two solutions are in; unknown while a part is\n"
  "missing or unknown (they are listed); unsat when every part is unsat;\n"
  "unique when one part is unique and the others unsat; certified only\n"
  "when every part's verdict was (solve --certify).  Every solution shown\n"
  "is checked (with --parts FILE, split's output, against its part's\n"
  "givens too).  A line that is not such a result, a part of another\n"
  "puzzle or one read twice is refused: FILE:LINE:COL and why, and no\n"
  "verdict.\n"
  "Exit: 0 a verdict; 1 a line refused, a part's solver returned a wrong\n"
  "solution, or the verdict could not be certified; 2 usage error, a file\n"
  "that cannot be read, or no result at all; 3 out of memory; 130 Ctrl-C.\n";

static void
refuse (merge_args *a, const char *file, long line, const ss_error *err)
{
  fprintf (stderr, "error: %s:%ld", file, line);
  if (err->col)
    fprintf (stderr, ":%ld", err->col);
  fprintf (stderr, ": %s\n", err->msg);
  a->refused++;
}

/* ---- the results ----------------------------------------------------------- */

static int
blank_line (const ss_line *ln)
{
  return strspn (ln->text, " \t\r") == ln->len;
}

static void
read_line (merge_args *a, const char *file, const ss_line *ln)
{
  ss_error err;
  ss_error_clear (&err);
  if (ln->too_long)
    ss_error_set (&err, 0, 0, "line longer than %ld bytes", SS_MAX_LINE);
  else if (ln->nul_col)
    ss_error_set (&err, 0, ln->nul_col, "NUL byte");
  else if (blank_line (ln))
    return;
  else
    {
      a->lines++;
      if (!ss_merge_add (a->m, file, ln->number, ln->text, ln->len, &err))
        return;
    }
  refuse (a, file, ln->number, &err);
}

static int
read_results (merge_args *a, const char *file)
{
  ss_error err;
  FILE *f = cli_open (file, &err);
  if (!f)
    return cli_open_failed (&err);
  ss_lines *in = ss_lines_new (f);
  if (!in)
    return cli_close (f), fputs ("sudosat merge: out of memory\n", stderr),
           SS_EXIT_INTERNAL;
  for (const ss_line *ln; (ln = ss_lines_peek (in, 0)); ss_lines_drop (in))
    read_line (a, file, ln);
  int failed = ss_lines_failed (in);
  ss_lines_free (in);
  cli_close (f);
  if (failed)
    return fprintf (stderr, "sudosat merge: %s: read error\n", file),
           SS_EXIT_USAGE;
  return SS_EXIT_OK;
}

/* ---- --parts: split's output ------------------------------------------------ */

static void
keep_shape (merge_args *a, const ss_record *rec)
{
  if (a->shape.cell || ss_grid_copy (&a->shape, &rec->grid))
    return;
  a->shape_abc = rec->alphabet;
  a->shape_tokens = rec->form == SS_FORM_TOKENS;
}

/* One record of --parts: a part with its tag.  A record refused for a
 * rule sudosat does not know, or a variant one, raises exit 2. */
static void
expect_part (merge_args *a, const char *file, const ss_record *rec,
             ss_part *last)
{
  ss_error err = rec->err;
  ss_part part;
  int code = SS_EXIT_FINDING;
  if (!rec->ok)
    code = cli_record_code (&rec->err);
  else if (cli_command_refuses ("merge", &rec->grid, &err))
    code = SS_EXIT_USAGE;
  else if (!ss_part_parse_tag (rec->tail, &part))
    ss_error_set (&err, 0, 0, "not a part split wrote (no ':part I/K of ID' "
                  "after the puzzle)");
  else if (!ss_merge_expect (a->m, &part, &rec->grid, &err))
    {
      *last = part;
      keep_shape (a, rec);
      return;
    }
  cli_exit_raise (&a->code, code);
  refuse (a, file, rec->line, &err);
}

static int
read_parts (merge_args *a)
{
  ss_error err;
  FILE *f = cli_open (a->parts, &err);
  if (!f)
    return cli_open_failed (&err);
  ss_reader *r = ss_reader_new (f, a->parts, &a->in.read);
  ss_record rec = { 0 };
  ss_part last = { 0, 0, "" };
  long records = 0;
  int got = 0;
  while (r && (got = ss_reader_next (r, &rec)) == 1)
    {
      records++;
      cli_check_record (&a->in, &rec);
      expect_part (a, a->parts, &rec, &last);
    }
  ss_record_free (&rec);
  ss_reader_free (r);
  cli_close (f);
  if (!r || got < 0)
    return fprintf (stderr, "sudosat merge: %s: %s\n", a->parts,
                    r ? "read error" : "out of memory"), r ? SS_EXIT_USAGE
                                                           : SS_EXIT_INTERNAL;
  if (!records)
    return fprintf (stderr, "sudosat merge: %s: no puzzle records\n",
                    a->parts), SS_EXIT_USAGE;
  if (!a->refused && records != last.count)
    fprintf (stderr, "error: %s: %ld records, but the parts are %ld\n",
             a->parts, records, last.count), a->refused++;
  return SS_EXIT_OK;
}

/* ---- the verdict ------------------------------------------------------------ */

/* "2, 5, 9" (at most LIST_SHOWN, then "... (N in all)"). */
static void
write_numbers (FILE *out, const long *list, long n)
{
  for (long i = 0; i < n && i < LIST_SHOWN; i++)
    fprintf (out, i ? ", %ld" : "%ld", list[i]);
  if (n > LIST_SHOWN)
    fprintf (out, ", ... (%ld in all)", n);
}

static void
write_cert_text (FILE *out, const ss_merge_verdict *v)
{
  if (!v->cert_asked || (v->status != SS_UNSAT && v->status != SS_UNIQUE))
    return;
  if (v->certified)
    fputs (" (certified)", out);
  else
    fprintf (out, " (not certified: part %ld's verdict was not)",
             v->uncertified);
}

/* " parts 2, 5 of 16 missing" */
static void
write_listed (FILE *out, const long *list, long n, long parts,
              const char *what)
{
  fprintf (out, " part%s ", n > 1 ? "s" : "");
  write_numbers (out, list, n);
  fprintf (out, " of %ld %s", parts, what);
}

static void
write_text (FILE *out, const ss_merge_verdict *v)
{
  if (v->status == SS_UNIQUE || v->status == SS_FOUND)
    fputs (v->solution, out);
  else
    fputs (ss_status_name (v->status), out);
  if (v->status == SS_UNKNOWN)
    {
      fputc (':', out);
      if (v->missing)
        write_listed (out, v->missing_list, v->missing, v->parts, "missing");
      if (v->missing && v->unknown)
        fputc (';', out);
      if (v->unknown)
        write_listed (out, v->unknown_list, v->unknown, v->parts, "unknown");
    }
  write_cert_text (out, v);
  fputc ('\n', out);
}

static void
write_list_json (FILE *out, const char *name, const long *list, long n)
{
  fprintf (out, ",\"%s\":[", name);
  for (long i = 0; i < n; i++)
    fprintf (out, i ? ",%ld" : "%ld", list[i]);
  fputc (']', out);
}

static void
write_head (FILE *out, const merge_args *a, const ss_merge_verdict *v)
{
  fputs ("{\"record\":1,\"file\":null,\"line\":null", out);
  if (v->box[0])
    {
      fprintf (out, ",\"box\":\"%s\",\"alphabet\":", v->box);
      ss_write_json_string (out, v->alphabet);
    }
  else if (a->shape.cell)
    {
      fputc (',', out);
      ss_write_json_read_as (out, &a->shape, &a->shape_abc, a->shape_tokens);
    }
  fprintf (out, ",\"parent\":\"%s\",\"status\":\"%s\"", v->parent,
           ss_status_name (v->status));
}

static void
write_json (FILE *out, const merge_args *a, const ss_merge_verdict *v)
{
  write_head (out, a, v);
  fprintf (out, ",\"parts\":%ld,\"parts_read\":%ld,\"count\":%llu", v->parts,
           v->results, (unsigned long long) v->count);
  if (v->solution && v->count)
    {
      fputs (",\"solution\":", out);
      ss_write_json_string (out, v->solution);
    }
  fprintf (out, ",\"exhausted\":%s", v->exhausted ? "true" : "false");
  write_list_json (out, "missing", v->missing_list, v->missing);
  write_list_json (out, "unknown", v->unknown_list, v->unknown);
  cli_json_ms (out, "parts_ms", v->parts_ms / 1e3);
  if (v->wrong)
    fprintf (out, ",\"wrong_solutions\":%llu", (unsigned long long) v->wrong);
  if (v->cert_asked && (v->status == SS_UNSAT || v->status == SS_UNIQUE))
    fprintf (out, ",\"certified\":%s", v->certified ? "true" : "false");
  fputs ("}\n", out);
}

static int
verdict (merge_args *a)
{
  ss_merge_verdict v;
  ss_error err;
  if (a->refused)
    {
      fprintf (stderr, "sudosat merge: %ld line%s refused: no verdict\n",
               a->refused, a->refused > 1 ? "s" : "");
      cli_exit_raise (&a->code, SS_EXIT_FINDING);
      return a->code;
    }
  if (!a->lines && !a->parts)
    return fputs ("sudosat merge: no part's result to merge\n", stderr),
           SS_EXIT_USAGE;
  if (ss_merge_verdict_of (a->m, &v, &err))
    return fprintf (stderr, "error: %s\n", err.msg), SS_EXIT_FINDING;
  if (a->format == CLI_JSON)
    write_json (stdout, a, &v);
  else
    write_text (stdout, &v);
  int uncertified = v.cert_asked && !v.certified
                    && (v.status == SS_UNSAT || v.status == SS_UNIQUE);
  return v.wrong || uncertified ? SS_EXIT_FINDING : SS_EXIT_OK;
}

/* ---- options ---------------------------------------------------------------- */

static int
parse_option (void *ctx, int opt, const char *arg)
{
  merge_args *a = ctx;
  switch (opt)
    {
    case 'p': a->parts = arg; return 0;
    case 'f': return cli_set_format (&a->format, arg, "text,json");
    default: return -1;
    }
}

static int
run_merge (merge_args *a, int nfiles, char **files)
{
  static char *dash[] = { "-" };
  int rc = a->parts ? read_parts (a) : SS_EXIT_OK;
  if (!nfiles)
    nfiles = 1, files = dash;
  for (int i = 0; i < nfiles && !rc; i++)
    rc = read_results (a, files[i]);
  return rc ? rc : verdict (a);
}

int
cmd_merge (int argc, char **argv)
{
  static const struct option longs[] = {
    { "parts", required_argument, 0, 'p' },
    { "format", required_argument, 0, 'f' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  merge_args a;
  memset (&a, 0, sizeof a);
  a.format = CLI_TEXT;
  cli_input_init (&a.in);
  int rc = cli_parse (argc, argv, "h", longs, usage, &a.in, parse_option, &a);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (!(a.m = ss_merge_new ()))
    return fputs ("sudosat merge: out of memory\n", stderr), SS_EXIT_INTERNAL;
  rc = run_merge (&a, argc - optind, argv + optind);
  ss_merge_free (a.m);
  ss_grid_free (&a.shape);
  return rc;
}
