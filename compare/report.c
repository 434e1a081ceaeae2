/* report.c -- the writers behind sudosat compare (see report.h).
 *
 * The table and the CSV share one column list (COLUMNS below), so the
 * header a person reads and the header a tool parses cannot drift apart.
 */
#include "report.h"

#include <string.h>

#include "../core/print.h"

/* Columns: header, width, printf format, value expression over s. */
#define MS(x) ((x) * 1e3)
#define MEAN(x) (s->puzzles ? (double) (x) / (double) s->puzzles : 0.0)
#define COLUMNS(X)                                                         \
  X ("puzzles", 8, "%8llu", (unsigned long long) s->puzzles)               \
  X ("invalid", 7, "%7llu", (unsigned long long) s->status[SS_INVALID])    \
  X ("unsat", 6, "%6llu", (unsigned long long) s->status[SS_UNSAT])        \
  X ("unique", 7, "%7llu", (unsigned long long) s->status[SS_UNIQUE])      \
  X ("multiple", 8, "%8llu", (unsigned long long) s->status[SS_MULTIPLE])  \
  X ("found", 6, "%6llu", (unsigned long long) s->status[SS_FOUND])        \
  X ("unknown", 7, "%7llu", (unsigned long long) s->status[SS_UNKNOWN])    \
  X ("disagree", 8, "%8llu", (unsigned long long) s->disagreements)        \
  X ("wrong", 6, "%6llu", (unsigned long long) s->wrong)                   \
  X ("total_s", 9, "%9.3f", s->total)                                      \
  X ("median_ms", 10, "%10.3f", MS (ss_cmp_quantile (s, 0.5)))             \
  X ("p95_ms", 9, "%9.3f", MS (ss_cmp_quantile (s, 0.95)))                 \
  X ("max_ms", 9, "%9.3f", MS (s->max))                                    \
  X ("puzzles_per_s", 13, "%13.1f",                                        \
     s->total > 0 ? (double) s->puzzles / s->total : 0.0)                  \
  X ("mean_nodes", 11, "%11.1f", MEAN (s->stats.nodes))                    \
  X ("mean_guesses", 12, "%12.1f", MEAN (s->stats.guesses))

/* The solver column: 10 wide, or the longest name printed. */
static int
name_width (const ss_cmp_summary *sums, int n)
{
  int w = 10;
  for (int i = 0; i < n; i++)
    if (sums[i].puzzles && (int) strlen (sums[i].solver->name) > w)
      w = (int) strlen (sums[i].solver->name);
  return w;
}

void
ss_cmp_write_table (FILE *out, const ss_cmp_summary *sums, int n)
{
  int w = name_width (sums, n);
  fprintf (out, "%-*s", w, "solver");
#define HEAD(name, width, fmt, value) fprintf (out, " %*s", width, name);
  COLUMNS (HEAD)
#undef HEAD
  fputc ('\n', out);
  for (int i = 0; i < n; i++)
    {
      const ss_cmp_summary *s = &sums[i];
      if (!s->puzzles)
        continue;
      fprintf (out, "%-*s", w, s->solver->name);
#define CELL(name, width, fmt, value) fprintf (out, " " fmt, value);
      COLUMNS (CELL)
#undef CELL
      fputc ('\n', out);
    }
}

void
ss_cmp_write_csv (FILE *out, const ss_cmp_summary *sums, int n)
{
  fputs ("solver", out);
#define HEAD(name, width, fmt, value) fprintf (out, ",%s", name);
  COLUMNS (HEAD)
#undef HEAD
  fputs (",", out);
  ss_stats_write_csv_header (out);
  fputc ('\n', out);
  for (int i = 0; i < n; i++)
    {
      const ss_cmp_summary *s = &sums[i];
      if (!s->puzzles)
        continue;
      fputs (s->solver->name, out);
#define CELL(name, width, fmt, value) \
  fprintf (out, ",%.15g", (double) (value));
      COLUMNS (CELL)
#undef CELL
      fputs (",", out);
      ss_stats_write_csv (out, &s->stats);
      fputc ('\n', out);
    }
}

void
ss_cmp_write_json_summary (FILE *out, const ss_cmp_summary *sums, int n,
                           uint64_t records, uint64_t disagreements)
{
  fprintf (out, "{\"summary\":{\"records\":%llu,\"disagreements\":%llu,"
           "\"solvers\":[", (unsigned long long) records,
           (unsigned long long) disagreements);
  const char *sep = "";
  for (int i = 0; i < n; i++)
    {
      const ss_cmp_summary *s = &sums[i];
      if (!s->puzzles)
        continue;
      fprintf (out, "%s{\"solver\":\"%s\"", sep, s->solver->name);
#define FIELD(name, width, fmt, value) \
  fprintf (out, ",\"%s\":%.17g", name, (double) (value));
      COLUMNS (FIELD)
#undef FIELD
      fputs (",\"totals\":", out);
      ss_stats_write_json_object (out, &s->stats);
      fputc ('}', out);
      sep = ",";
    }
  fputs ("]}}\n", out);
}

static void
write_solution (FILE *out, const ss_cmp_where *w, const ss_result *r)
{
  ss_write_line (out, &r->solution, w->alphabet, w->rec->blank);
}

void
ss_cmp_write_json_record (FILE *out, const ss_cmp_where *w,
                          const ss_cmp_entry *e, int n,
                          const ss_cmp_verdict *v)
{
  fprintf (out, "{\"record\":%ld,\"file\":", w->rec->index);
  ss_write_json_string (out, w->file);
  fprintf (out, ",\"line\":%ld,\"consensus\":\"%s\",\"agree\":%s,"
           "\"results\":[", w->rec->line, ss_status_name (v->consensus),
           v->disagreement ? "false" : "true");
  const char *sep = "";
  for (int i = 0; i < n; i++)
    {
      const ss_result *r = &e[i].res;
      if (!e[i].solver)
        continue;
      fprintf (out, "%s{\"solver\":\"%s\",\"status\":\"%s\",\"count\":%llu,"
               "\"exhausted\":%s,\"time_ms\":%.3f,\"disagrees\":%s,"
               "\"wrong\":%s", sep, e[i].solver->name,
               ss_status_name (r->status), (unsigned long long) r->count,
               r->exhausted ? "true" : "false", r->seconds * 1e3,
               e[i].disagrees ? "true" : "false",
               e[i].wrong ? "true" : "false");
      if (r->count)
        {
          fputs (",\"solution\":\"", out);
          write_solution (out, w, r);
          fputc ('"', out);
        }
      ss_stats_write_json (out, &r->stats);
      if (r->note[0])
        {
          fputs (",\"note\":", out);
          ss_write_json_string (out, r->note);
        }
      fputc ('}', out);
      sep = ",";
    }
  fputs ("]}\n", out);
}

static void
write_entry_line (FILE *out, const ss_cmp_where *w, const ss_cmp_entry *e)
{
  const ss_result *r = &e->res;
  fprintf (out, "  %-10s %-8s", e->solver->name, ss_status_name (r->status));
  if (r->count)
    {
      fputs (" ", out);
      write_solution (out, w, r);
    }
  if (r->count > 1)
    fprintf (out, " (first of %llu)", (unsigned long long) r->count);
  if (e->wrong || e->disagrees)
    fputs (e->wrong ? "  <- wrong" : "  <- disagrees", out);
  if (r->note[0])
    fprintf (out, "  [%s]", r->note);
  fputc ('\n', out);
}

void
ss_cmp_write_disagreement (FILE *out, const ss_cmp_where *w,
                           const ss_cmp_entry *e, int n,
                           const ss_cmp_verdict *v)
{
  fprintf (out, "disagreement: %s record %ld (line %ld), consensus %s\n",
           w->file, w->rec->index, w->rec->line,
           ss_status_name (v->consensus));
  fprintf (out, "  %-10s ", "puzzle");
  ss_write_line (out, &w->rec->grid, w->alphabet, w->rec->blank);
  fputc ('\n', out);
  const char *sep = "";
  for (int i = 0; i < n; i++)
    if (e[i].solver)
      write_entry_line (out, w, &e[i]);
  fputs ("  reproduce: echo '", out);
  ss_write_line (out, &w->rec->grid, w->alphabet, w->rec->blank);
  fprintf (out, "' | sudosat compare %s --solvers ", w->repro);
  for (int i = 0; i < n; i++)
    if (e[i].solver)
      {
        fprintf (out, "%s%s", sep, e[i].solver->name);
        sep = ",";
      }
  fputs (" -\n", out);
}
