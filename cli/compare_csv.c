/* compare_csv.c -- compare's per-record CSV (see compare_csv.h). */
#include "compare_csv.h"

#include "../core/model.h"
#include "../core/print.h"
#include "cli.h"

void
cli_compare_csv_header (FILE *out)
{
  fputs (CLI_CSV_HEAD ",agree,decided,solver,solver_status,count,exhausted,"
         "time_ms,disagrees,wrong,why,solution,", out);
  ss_stats_write_csv_header (out);
  fputs (",note\n", out);
}

#define ONE_MORE(name, help) +1
#define COUNTERS (0 SS_STATS (ONE_MORE))

static const char *
yes (int b)
{
  return b ? "true" : "false";
}

static void
write_row (FILE *out, const ss_cmp_where *w, const ss_cmp_entry *e,
           const ss_cmp_verdict *v)
{
  const ss_result *r = &e->res;
  cli_input in; /* only its alphabet is read, for a record read with one */
  cli_input_init (&in);
  cli_csv_record (out, w->file, w->rec, &in, ss_status_name (v->consensus));
  fprintf (out, ",%s,%d,%s,%s,%llu,%s,%.3f,%s,%s,%s,",
           yes (ss_cmp_record_agrees (v, w->required)), v->decided,
           e->solver->name, ss_status_name (r->status),
           (unsigned long long) r->count, yes (r->exhausted),
           r->seconds * 1e3, yes (e->disagrees), yes (e->wrong),
           r->why != SS_WHY_NONE ? ss_why_name (r->why) : "");
  if (r->count)
    ss_write_line (out, &r->solution, w->alphabet, w->rec->blank);
  fputc (',', out);
  ss_stats_write_csv (out, &r->stats);
  fputc (',', out);
  cli_csv_string (out, r->note);
  fputc ('\n', out);
}

/* A solver left out of the record: its name, "left-out", and the rules
 * it cannot handle as the note; the run's cells empty. */
static void
write_left_row (FILE *out, const ss_cmp_where *w, const ss_solver *s,
                uint64_t lacks, const ss_cmp_verdict *v)
{
  char note[600], rules[512];
  cli_input in;
  cli_input_init (&in);
  ss_kinds_text (lacks, rules, sizeof rules);
  snprintf (note, sizeof note, "left out: cannot handle %s", rules);
  cli_csv_record (out, w->file, w->rec, &in, ss_status_name (v->consensus));
  fprintf (out, ",%s,%d,%s,left-out,,,,,,,", yes (ss_cmp_record_agrees (v,
           w->required)), v->decided, s->name);
  for (int i = 0; i <= COUNTERS; i++) /* solution, the counters */
    fputc (',', out);
  cli_csv_string (out, note);
  fputc ('\n', out);
}

void
cli_compare_csv_record (FILE *out, const ss_cmp_where *w,
                        const ss_cmp_entry *e, int n,
                        const ss_cmp_verdict *v)
{
  for (int i = 0; i < n; i++)
    if (e[i].solver)
      write_row (out, w, &e[i], v);
    else if (e[i].lacks)
      write_left_row (out, w, &ss_solvers[i], e[i].lacks, v);
}
