/* encode_propagate.c -- sudosat encode --propagate: unit propagation
 * alone (and, with --probe, failed literals) on each encoding's CNF of
 * each puzzle, a batch command: one line (or JSON object) per record, or
 * with --format table one summary table for all of them.
 *
 * A variant puzzle is run the same way, and also says how many of its
 * blank cells' candidates propagation removed; when it has sums, each
 * encoding runs with every sum encoding (or the one of --sum), named
 * "extended/totalizer" and so on: the classroom table of issue 19.  Its
 * summary is a second table, so a classic input's output is as before.
 *
 * With --cells (text, JSON) or --format svg, each run also says which
 * candidates it keeps, per cell (encode_cells.c).
 */
#include "encode_teach.h"
#include "variant.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/verify.h"
#include "../encoder/propagate.h"

typedef struct tally {
  long puzzles, solved, conflicts, fixed, blanks, removed, candidates;
} tally;

/* Tallies per kind of record (0 classic, 1 variant), encoding and sum
 * encoding (0: none). */
typedef struct prop_ctx {
  const cli_prop_opts *o;
  const cli_input *in;
  int encs[SS_ENCODING_COUNT], nencs;
  tally up[2][SS_ENCODING_COUNT][SS_SUM_END];
  tally probe[2][SS_ENCODING_COUNT][SS_SUM_END];
  long unreadable, invalid;
  int exit_code;
  cli_cells cells; /* the record's runs, with --cells or svg */
  cli_svg svg;
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
  t->removed += r->removed;
  t->candidates += r->candidates;
}

static int
wants_cells (const prop_ctx *x)
{
  return x->o->cells || x->o->format == CLI_SVG;
}

static int
run_one (prop_ctx *x, const ss_grid *g, int e, int sum, int probing,
         ss_up_result *r)
{
  unsigned char **keep = &x->cells.keep[x->cells.runs][probing];
  if (wants_cells (x))
    *keep = malloc ((size_t) g->n * (size_t) g->n * (size_t) g->n);
  if (wants_cells (x) && !*keep)
    {
      fputs ("sudosat encode: out of memory\n", stderr);
      cli_exit_raise (&x->exit_code, SS_EXIT_INTERNAL);
      return -1;
    }
  ss_encode_opts eo;
  ss_error err;
  ss_encode_opts_default (&eo, g->n);
  eo.encoding = (ss_encoding) x->encs[e];
  eo.sum = sum;
  if (x->o->amo >= 0)
    eo.amo = (ss_amo) x->o->amo;
  ss_error_clear (&err);
  if (ss_propagate_keep (g, &eo, probing, 0, *keep, r, &err) == 0)
    return 0;
  fprintf (stderr, "sudosat encode: %s\n", err.msg);
  cli_exit_raise (&x->exit_code, SS_EXIT_INTERNAL);
  return -1;
}

/* "extended", or "extended/totalizer" for a sum encoding. */
static const char *
run_name (const prop_ctx *x, int e, int sum, char *buf, size_t size)
{
  snprintf (buf, size, "%s%s%s", ss_encoding_name ((ss_encoding) x->encs[e]),
            sum ? "/" : "", sum ? ss_sum_name (sum) : "");
  return buf;
}

static void
write_line_part (const prop_ctx *x, int first, int e, int sum, int variant,
                 const ss_up_result *up, const ss_up_result *pr)
{
  char name[48];
  printf ("%s%s: %d/%d %s", first ? "" : "; ",
          run_name (x, e, sum, name, sizeof name), up->fixed, up->blanks,
          result_word (up));
  if (variant)
    printf (", %ld/%ld removed", up->removed, up->candidates);
  if (pr)
    printf (", probing %d/%d %s", pr->fixed, pr->blanks, result_word (pr));
  if (pr && variant)
    printf (", %ld/%ld removed", pr->removed, pr->candidates);
}

static void
write_json_part (const prop_ctx *x, int first, int e, int sum, int variant,
                 const ss_up_result *up, const ss_up_result *pr,
                 const ss_record *rec)
{
  char name[48];
  int n = x->o->cells ? rec->grid.n : 0;
  const ss_alphabet *a = cli_alphabet_of (rec, x->in);
  unsigned char *const *keep = x->cells.keep[x->cells.runs];
  printf ("%s\"%s\":{\"up\":{\"fixed\":%d,\"result\":\"%s\"", first ? "" : ",",
          run_name (x, e, sum, name, sizeof name), up->fixed,
          result_word (up));
  if (variant)
    printf (",\"removed\":%ld", up->removed);
  if (n)
    cli_cells_json (stdout, n, a, keep[0]);
  putchar ('}');
  if (pr)
    printf (",\"probe\":{\"fixed\":%d,\"result\":\"%s\",\"failed\":%ld",
            pr->fixed, result_word (pr), pr->failed);
  if (pr && variant)
    printf (",\"removed\":%ld", pr->removed);
  if (pr && n)
    cli_cells_json (stdout, n, a, keep[1]);
  if (pr)
    putchar ('}');
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

/* Givens that break a rule: a finding, said as verify says it, and not
 * propagated (every encoding is then unsatisfiable). */
static void
on_invalid (prop_ctx *x, const char *file, ss_record *rec)
{
  char *problems = cli_problems (&rec->grid, 0,
                                 cli_alphabet_of (rec, x->in));
  cli_exit_raise (&x->exit_code, problems ? SS_EXIT_FINDING
                                          : SS_EXIT_INTERNAL);
  x->invalid++;
  if (x->o->format == CLI_JSON)
    {
      cli_json_record (stdout, file, rec, x->in, "invalid");
      cli_json_list (stdout, "problems", problems ? problems : "", "; ");
      puts ("}");
    }
  else if (x->o->format == CLI_LINE)
    printf ("invalid: %s\n", problems ? problems : "");
  free (problems);
}

/* The sum encodings a record runs with: none (0) without sums, else
 * --sum's or every one.  Returns how many, into sums[]. */
static int
sums_of (const prop_ctx *x, const ss_grid *g, int *sums)
{
  int has = 0, count = 0;
  for (int k = 1; g->model && k < SS_KIND_COUNT; k++)
    has |= (g->model->kinds & SS_KIND_BIT (k))
           && (ss_kind_flags (k) & SS_KF_SUM);
  if (!has)
    return sums[0] = 0, 1;
  if (x->o->sum)
    return sums[0] = x->o->sum, 1;
  for (int s = SS_SUM_AUTO + 1; s < SS_SUM_END; s++)
    sums[count++] = s;
  return count;
}

/* Augmented needs boxes: irregular records skip it. */
static int
skipped (const prop_ctx *x, const ss_grid *g, int e)
{
  return g->model && g->model->irregular
         && (ss_encoding_families ((ss_encoding) x->encs[e])
             & SS_FAMS_TRIADS);
}

/* "20/64 fixed, stuck" for the picture's caption. */
static void
cells_result (prop_ctx *x, int probing, const ss_up_result *r)
{
  snprintf (x->cells.result[x->cells.runs][probing],
            sizeof x->cells.result[0][0], "%d/%d fixed, %s", r->fixed,
            r->blanks, result_word (r));
}

/* One encoding and sum encoding of a record: run, tally, write. */
static int
run_pair (prop_ctx *x, const ss_record *rec, int e, int sum, int first)
{
  ss_up_result up, pr;
  const ss_grid *g = &rec->grid;
  int v = g->model != 0;
  if (run_one (x, g, e, sum, 0, &up)
      || (x->o->probe && run_one (x, g, e, sum, 1, &pr)))
    return -1;
  count (&x->up[v][e][sum], &up);
  if (x->o->probe)
    count (&x->probe[v][e][sum], &pr);
  if (x->o->format == CLI_JSON)
    write_json_part (x, first, e, sum, v, &up, x->o->probe ? &pr : 0, rec);
  else if (x->o->format == CLI_LINE)
    write_line_part (x, first, e, sum, v, &up, x->o->probe ? &pr : 0);
  if (!wants_cells (x))
    return 0;
  run_name (x, e, sum, x->cells.name[x->cells.runs], sizeof x->cells.name[0]);
  cells_result (x, 0, &up);
  if (x->o->probe)
    cells_result (x, 1, &pr);
  x->cells.runs++;
  return 0;
}

static void
cells_free (prop_ctx *x)
{
  for (int r = 0; r < CLI_CELLS_RUNS; r++)
    free (x->cells.keep[r][0]), free (x->cells.keep[r][1]);
  memset (&x->cells, 0, sizeof x->cells);
}

/* After the record's line: its grids, or its pictures. */
static void
cells_write (prop_ctx *x, const ss_record *rec)
{
  const ss_alphabet *a = cli_alphabet_of (rec, x->in);
  if (x->o->format == CLI_LINE && x->o->cells)
    cli_cells_text (stdout, rec->grid.n, a, &x->cells);
  else if (x->o->format == CLI_SVG
           && cli_cells_svg (&x->svg, rec, a, &x->cells))
    fputs ("sudosat encode: out of memory\n", stderr),
      cli_exit_raise (&x->exit_code, SS_EXIT_INTERNAL);
}

static void
on_record (void *ctx, const char *file, ss_record *rec)
{
  prop_ctx *x = ctx;
  const ss_grid *g = &rec->grid;
  int sums[SS_SUM_END], nsums, first = 1;
  if (!rec->ok)
    {
      on_error (x, file, rec, &rec->err, cli_record_code (&rec->err));
      return;
    }
  if (ss_verify_conflicts (g, 0, 0))
    {
      on_invalid (x, file, rec);
      return;
    }
  nsums = sums_of (x, g, sums);
  if (x->o->format == CLI_JSON)
    cli_json_record (stdout, file, rec, x->in, "ok"),
      printf (",\"givens\":%d,\"blanks\":%d,\"encodings\":{",
              ss_grid_givens (g), g->n * g->n - ss_grid_givens (g));
  for (int e = 0; e < x->nencs; e++)
    for (int s = 0; s < nsums && !skipped (x, g, e); s++, first = 0)
      if (run_pair (x, rec, e, sums[s], first))
        {
          cells_free (x);
          return;
        }
  if (x->o->format == CLI_JSON)
    puts ("}}");
  else if (x->o->format == CLI_LINE)
    putchar ('\n');
  cells_write (x, rec);
  cells_free (x);
}

static void
table_row (const char *enc, const char *how, const tally *t, int variant)
{
  printf ("%-*s  %-12s %8ld %8ld %7.1f%% %9ld %10.1f%%", variant ? 22 : 10,
          enc, how,
          t->puzzles, t->solved,
          t->puzzles ? 100.0 * t->solved / t->puzzles : 0.0, t->conflicts,
          t->blanks ? 100.0 * t->fixed / t->blanks : 0.0);
  if (variant)
    printf (" %17.1f%%", t->candidates ? 100.0 * t->removed / t->candidates
                                       : 0.0);
  putchar ('\n');
}

/* The rows of one kind of record (0 classic, 1 variant), those that ran. */
static void
table_rows (const prop_ctx *x, int v)
{
  char name[48];
  for (int e = 0; e < x->nencs; e++)
    for (int s = 0; s < SS_SUM_END; s++)
      if (x->up[v][e][s].puzzles)
        {
          run_name (x, e, s, name, sizeof name);
          table_row (name, "up", &x->up[v][e][s], v);
          if (x->o->probe)
            table_row (name, "up+probe", &x->probe[v][e][s], v);
        }
}

static void
write_table (const prop_ctx *x)
{
  int variants = 0, classics = 0;
  for (int e = 0; e < x->nencs; e++)
    for (int s = 0; s < SS_SUM_END; s++)
      variants |= x->up[1][e][s].puzzles > 0,
      classics |= x->up[0][e][s].puzzles > 0;
  if (classics || !variants)
    printf ("%-10s  %-12s %8s %8s %8s %9s %11s\n", "encoding", "propagation",
            "puzzles", "solved", "share", "conflicts", "blanks fixed");
  table_rows (x, 0);
  if (variants)
    {
      printf ("%svariant puzzles (encoding/sum encoding):\n%-22s  %-12s %8s "
              "%8s %8s %9s %11s %18s\n", classics ? "\n" : "", "encoding",
              "propagation",
              "puzzles", "solved", "share", "conflicts", "blanks fixed",
              "candidates removed");
      table_rows (x, 1);
    }
  if (x->unreadable)
    printf ("%ld unreadable record%s left out\n", x->unreadable,
            x->unreadable == 1 ? "" : "s");
  if (x->invalid)
    printf ("%ld invalid record%s left out (the givens break a rule)\n",
            x->invalid, x->invalid == 1 ? "" : "s");
}

int
cli_encode_propagate (int nfiles, char **files, const cli_input *in,
                      const cli_prop_opts *o)
{
  prop_ctx x;
  memset (&x, 0, sizeof x);
  x.o = o;
  x.in = in;
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    if (o->encoding >= 0 ? e == o->encoding
                         : !ss_encoding_reduced ((ss_encoding) e))
      x.encs[x.nencs++] = e;
  if (o->format == CLI_SVG && cli_svg_open (&x.svg))
    return fputs ("sudosat encode: out of memory\n", stderr),
           SS_EXIT_INTERNAL;
  cli_each_record (nfiles, files, in, on_record, &x, &x.exit_code);
  if (o->format == CLI_TABLE)
    write_table (&x);
  if (o->format == CLI_SVG && cli_svg_close (&x.svg, stdout))
    cli_exit_raise (&x.exit_code, SS_EXIT_INTERNAL);
  return x.exit_code;
}
