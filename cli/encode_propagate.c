/* encode_propagate.c -- sudosat encode --propagate: unit propagation
 * alone (and, with --probe, failed literals) on each encoding's CNF of
 * each puzzle, a batch command: one line (or JSON object) per record, or
 * with --format table one summary table for all of them.
 */
#include "encode_teach.h"
#include "variant.h"

#include <string.h>

#include "../encoder/propagate.h"

typedef struct tally {
  long puzzles, solved, conflicts, fixed, blanks;
} tally;

typedef struct prop_ctx {
  const cli_prop_opts *o;
  int encs[SS_ENCODING_COUNT], nencs;
  tally up[SS_ENCODING_COUNT], probe[SS_ENCODING_COUNT];
  long unreadable;
  int exit_code;
} prop_ctx;

static const char *
result_word (const ss_up_result *r)
{
  return r->conflict ? "conflict" : r->solved ? "solved" : "stuck";
}

static void
count (tally *t, const ss_up_result *r)
{
  t->puzzles++;
  t->solved += r->solved;
  t->conflicts += r->conflict;
  t->fixed += r->fixed;
  t->blanks += r->blanks;
}

static int
run_one (prop_ctx *x, const ss_grid *g, int e, int probing, ss_up_result *r)
{
  ss_encode_opts eo;
  ss_error err;
  ss_encode_opts_default (&eo, g->n);
  eo.encoding = (ss_encoding) x->encs[e];
  if (x->o->amo >= 0)
    eo.amo = (ss_amo) x->o->amo;
  ss_error_clear (&err);
  if (ss_propagate (g, &eo, probing, 0, r, &err) == 0)
    return 0;
  fprintf (stderr, "sudosat encode: %s\n", err.msg);
  cli_exit_raise (&x->exit_code, SS_EXIT_INTERNAL);
  return -1;
}

static void
write_line_part (const prop_ctx *x, int e, const ss_up_result *up,
                 const ss_up_result *pr)
{
  printf ("%s%s: %d/%d %s", e ? "; " : "",
          ss_encoding_name ((ss_encoding) x->encs[e]), up->fixed, up->blanks,
          result_word (up));
  if (pr)
    printf (", probing %d/%d %s", pr->fixed, pr->blanks, result_word (pr));
}

static void
write_json_part (const prop_ctx *x, int e, const ss_up_result *up,
                 const ss_up_result *pr)
{
  printf ("%s\"%s\":{\"up\":{\"fixed\":%d,\"result\":\"%s\"}", e ? "," : "",
          ss_encoding_name ((ss_encoding) x->encs[e]), up->fixed,
          result_word (up));
  if (pr)
    printf (",\"probe\":{\"fixed\":%d,\"result\":\"%s\",\"failed\":%ld}",
            pr->fixed, result_word (pr), pr->failed);
  putchar ('}');
}

/* An unreadable record (exit 1), or a variant one (2: not yet). */
static void
on_error (prop_ctx *x, const char *file, ss_record *rec,
          const ss_error *err, int code)
{
  cli_exit_raise (&x->exit_code, code);
  x->unreadable++;
  if (x->o->format == CLI_JSON)
    cli_write_error_json (stdout, file, rec, err);
  else if (x->o->format == CLI_LINE)
    cli_write_error_line (stdout, err);
}

static void
on_record (void *ctx, const char *file, ss_record *rec)
{
  prop_ctx *x = ctx;
  const ss_grid *g = &rec->grid;
  ss_error err = { .file = file, .line = rec->line };
  if (!rec->ok)
    {
      on_error (x, file, rec, &rec->err, cli_record_code (&rec->err));
      return;
    }
  if (cli_command_refuses ("encode", g, &err))
    {
      on_error (x, file, rec, &err, SS_EXIT_USAGE);
      return;
    }
  if (x->o->format == CLI_JSON)
    cli_json_head (stdout, file, rec),
      printf (",\"givens\":%d,\"blanks\":%d,\"encodings\":{",
              ss_grid_givens (g), g->n * g->n - ss_grid_givens (g));
  for (int e = 0; e < x->nencs; e++)
    {
      ss_up_result up, pr;
      if (run_one (x, g, e, 0, &up)
          || (x->o->probe && run_one (x, g, e, 1, &pr)))
        return;
      count (&x->up[e], &up);
      if (x->o->probe)
        count (&x->probe[e], &pr);
      if (x->o->format == CLI_JSON)
        write_json_part (x, e, &up, x->o->probe ? &pr : 0);
      else if (x->o->format == CLI_LINE)
        write_line_part (x, e, &up, x->o->probe ? &pr : 0);
    }
  if (x->o->format == CLI_JSON)
    puts ("}}");
  else if (x->o->format == CLI_LINE)
    putchar ('\n');
}

static void
table_row (const char *enc, const char *how, const tally *t)
{
  printf ("%-10s  %-12s %8ld %8ld %7.1f%% %9ld %10.1f%%\n", enc, how,
          t->puzzles, t->solved,
          t->puzzles ? 100.0 * t->solved / t->puzzles : 0.0, t->conflicts,
          t->blanks ? 100.0 * t->fixed / t->blanks : 0.0);
}

static void
write_table (const prop_ctx *x)
{
  printf ("%-10s  %-12s %8s %8s %8s %9s %11s\n", "encoding", "propagation",
          "puzzles", "solved", "share", "conflicts", "blanks fixed");
  for (int e = 0; e < x->nencs; e++)
    {
      const char *name = ss_encoding_name ((ss_encoding) x->encs[e]);
      table_row (name, "up", &x->up[e]);
      if (x->o->probe)
        table_row (name, "up+probe", &x->probe[e]);
    }
  if (x->unreadable)
    printf ("%ld unreadable records left out\n", x->unreadable);
}

int
cli_encode_propagate (int nfiles, char **files, const cli_input *in,
                      const cli_prop_opts *o)
{
  prop_ctx x;
  memset (&x, 0, sizeof x);
  x.o = o;
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    if (o->encoding >= 0 ? e == o->encoding
                         : !ss_encoding_reduced ((ss_encoding) e))
      x.encs[x.nencs++] = e;
  cli_each_record (nfiles, files, in, on_record, &x, &x.exit_code);
  if (o->format == CLI_TABLE)
    write_table (&x);
  return x.exit_code;
}
