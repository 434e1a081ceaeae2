/* report.c -- the writers behind sudosat compare (see report.h).
 *
 * The table and the CSV share one column list (COLUMNS below), so the
 * header a person reads and the header a tool parses cannot drift apart.
 */
#include "report.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/model_text.h"
#include "../core/print.h"
#include "certify.h"

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
  X ("budget", 6, "%6llu", (unsigned long long) s->why[SS_WHY_BUDGET])     \
  X ("failed", 6, "%6llu", (unsigned long long) s->failed)                 \
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

static void trimmed (FILE *out, const char *text);

/* The cells are rounded as the table's (times to a microsecond in ms,
 * rates and means to a tenth): what a person reads and a tool parses
 * agree. */
void
ss_cmp_write_csv (FILE *out, const ss_cmp_summary *sums, int n)
{
  char cell[64];
  fputs ("solver", out);
  /* "wrong" counts here; in the per-record CSV it is a true/false. */
#define HEAD(name, width, fmt, value) \
  fprintf (out, ",%s", strcmp (name, "wrong") ? name : "wrong_answers");
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
  snprintf (cell, sizeof cell, fmt, value); \
  fputc (',', out); \
  trimmed (out, cell);
      COLUMNS (CELL)
#undef CELL
      fputs (",", out);
      ss_stats_write_csv (out, &s->stats);
      fputc ('\n', out);
    }
}

/* Totals: JSON name, value expression over t. */
#define TOTALS(X)                                                          \
  X ("records", t->records)                                                \
  X ("unreadable", t->unreadable)                                          \
  X ("invalid", t->invalid)                                                \
  X ("disagreements", t->disagreements)                                    \
  X ("decided_by_two_or_more", t->by_two)                                  \
  X ("decided_by_one", t->by_one)                                          \
  X ("decided_by_none", t->by_none)                                        \
  X ("require_agreement", t->required)                                     \
  X ("short_of_agreement", t->short_of)                                    \
  X ("solver_failures", ss_cmp_failures (t))                               \
  X ("budget_unknowns", t->why[SS_WHY_BUDGET])                             \
  X ("undecided_under_test", t->undecided)

/* The failure kinds a run names in its reasons, each with its words. */
#define FAILURE_KINDS(X)                                                   \
  X (CRASH, "solver crash", "solver crashes")                              \
  X (ERROR, "error exit", "error exits")                                   \
  X (MALFORMED, "malformed answer", "malformed answers")                   \
  X (PROOF, "own proof missing or rejected", "own proofs missing or "      \
     "rejected")

int
ss_cmp_agree (const ss_cmp_totals *t)
{
  return t->records > t->unreadable && !t->disagreements && !t->short_of;
}

int
ss_cmp_record_agrees (const ss_cmp_verdict *v, uint64_t required)
{
  return !v->disagreement && (uint64_t) v->decided >= required;
}

/* A table cell's value without its padding: JSON gets the precision a
 * person reads in the table (ms to a microsecond, rates to a tenth). */
static void
trimmed (FILE *out, const char *text)
{
  while (*text == ' ')
    text++;
  fputs (text, out);
}

/* ,"left_out":[{"solver":S,"records":N,"rules":R},...] when any. */
static void
write_json_left_summary (FILE *out, const ss_cmp_summary *sums, int n)
{
  char rules[512];
  int any = 0;
  for (int i = 0; i < n; i++)
    if (sums[i].left_out)
      {
        ss_kinds_text (sums[i].left_kinds, rules, sizeof rules);
        fprintf (out, "%s{\"solver\":\"%s\",\"records\":%llu,\"rules\":",
                 any++ ? "," : ",\"left_out\":[", sums[i].solver->name,
                 (unsigned long long) sums[i].left_out);
        ss_write_json_string (out, rules);
        fputc ('}', out);
      }
  if (any)
    fputc (']', out);
}

#define LLU(x) ((unsigned long long) (x))

/* What made the run fail, one reason at a time: fn (ctx, text) for each,
 * in a fixed order; the number of reasons. */
typedef void reason_fn (void *ctx, const char *text);

static int
reason (reason_fn *fn, void *ctx, uint64_t k, const char *one,
        const char *many)
{
  char text[160];
  if (!k)
    return 0;
  snprintf (text, sizeof text, k == 1 ? one : many, LLU (k));
  fn (ctx, text);
  return 1;
}

/* " (a, b)": the names of the solvers whose bits are in mask. */
static void
solver_names (char *text, size_t size, uint64_t mask)
{
  size_t len = strlen (text);
  const char *sep = " (";
  for (int i = 0; i < ss_solver_count && i < 64 && len + 2 < size; i++)
    if (mask >> i & 1)
      {
        len += (size_t) snprintf (text + len, size - len, "%s%s", sep,
                                  ss_solvers[i].name);
        sep = ", ";
      }
  if (mask && len + 2 < size)
    strcat (text, ")");
}

/* Each kind of failure, and under --require-decided the verdicts the
 * solvers under test did not reach: "5 solver crashes (external)". */
static int
failure_reasons (const ss_cmp_totals *t, reason_fn *fn, void *ctx)
{
  char text[256];
  int n = 0;
#define FAILURE(id, one, many)                                             \
  if (t->why[SS_WHY_##id])                                                 \
    {                                                                      \
      snprintf (text, sizeof text, "%llu %s", LLU (t->why[SS_WHY_##id]),   \
                t->why[SS_WHY_##id] == 1 ? one : many);                    \
      solver_names (text, sizeof text, t->why_solvers[SS_WHY_##id]);      \
      fn (ctx, text), n++;                                                 \
    }
  FAILURE_KINDS (FAILURE)
#undef FAILURE
  if (t->require_decided && t->undecided)
    {
      snprintf (text, sizeof text, "%llu unknown verdict%s from solvers "
                "under test", LLU (t->undecided),
                t->undecided == 1 ? "" : "s");
      solver_names (text, sizeof text, t->undecided_solvers);
      strncat (text, " (--require-decided)", sizeof text - strlen (text) - 1);
      fn (ctx, text), n++;
    }
  return n;
}

static int
each_reason (const ss_cmp_totals *t, reason_fn *fn, void *ctx)
{
  char one[96], many[96];
  int n = 0;
  snprintf (one, sizeof one, "%%llu record decided by fewer than %llu "
            "solvers", LLU (t->required));
  snprintf (many, sizeof many, "%%llu records decided by fewer than %llu "
            "solvers", LLU (t->required));
  if (t->partial) /* said even when no record was finished */
    {
      char text[64];
      snprintf (text, sizeof text, "interrupted after %llu record%s",
                LLU (t->records), t->records == 1 ? "" : "s");
      fn (ctx, text);
      n++;
    }
  n += reason (fn, ctx, t->unreadable, "%llu unreadable record",
               "%llu unreadable records");
  n += reason (fn, ctx, t->invalid, "%llu invalid record",
               "%llu invalid records");
  n += reason (fn, ctx, t->disagreements,
               "%llu record with a disagreement or a wrong solution",
               "%llu records with a disagreement or a wrong solution");
  n += reason (fn, ctx, t->short_of, one, many);
  n += failure_reasons (t, fn, ctx);
  n += reason (fn, ctx, t->uncertified, "%llu verdict not certified",
               "%llu verdicts not certified");
  n += reason (fn, ctx, t->unopened, "%llu file that could not be read",
               "%llu files that could not be read");
  n += reason (fn, ctx, t->internal, "%llu internal failure",
               "%llu internal failures");
  if (!t->partial && t->records == t->unreadable && !t->unopened)
    n += reason (fn, ctx, 1, "nothing was compared", "");
  return n;
}

typedef struct reason_out {
  FILE *out;
  const char *sep, *open, *close;
  int count;
} reason_out;

static void
put_reason (void *ctx, const char *text)
{
  reason_out *r = ctx;
  fputs (r->count++ ? r->sep : "", r->out);
  fputs (r->open, r->out), fputs (text, r->out), fputs (r->close, r->out);
}

void
ss_cmp_write_outcome (FILE *out, const ss_cmp_totals *t)
{
  reason_out r = { out, ", ", "", "", 0 };
  const char *word = t->exit_code == 0 ? "PASS"
                     : t->partial ? "INTERRUPTED" : "FAIL";
  fprintf (out, "%s (exit %d)", word, t->exit_code);
  if (t->exit_code)
    fputs (": ", out), each_reason (t, put_reason, &r);
  fputc ('\n', out);
}

void
ss_cmp_write_json_summary (FILE *out, const ss_cmp_summary *sums, int n,
                           const ss_cmp_totals *t)
{
  char cell[64];
  reason_out r = { out, ",", "\"", "\"", 0 };
  fprintf (out, "{\"summary\":{\"pass\":%s,\"exit\":%d,\"agree\":%s,"
           "\"partial\":%s,\"require_decided\":%s,",
           t->exit_code == 0 ? "true" : "false", t->exit_code,
           ss_cmp_agree (t) ? "true" : "false",
           t->partial ? "true" : "false",
           t->require_decided ? "true" : "false");
#define TOTAL(name, value) \
  fprintf (out, "\"%s\":%llu,", name, (unsigned long long) (value));
  TOTALS (TOTAL)
#undef TOTAL
  fputs ("\"reasons\":[", out);
  if (t->exit_code)
    each_reason (t, put_reason, &r);
  fputs ("],\"solvers\":[", out);
  const char *sep = "";
  for (int i = 0; i < n; i++)
    {
      const ss_cmp_summary *s = &sums[i];
      if (!s->puzzles)
        continue;
      fprintf (out, "%s{\"solver\":\"%s\"", sep, s->solver->name);
#define FIELD(name, width, fmt, value) \
  snprintf (cell, sizeof cell, fmt, value); \
  fprintf (out, ",\"%s\":", name); \
  trimmed (out, cell);
      COLUMNS (FIELD)
#undef FIELD
      fprintf (out, ",\"own_proofs_verified\":%llu,"
               "\"own_proofs_rejected\":%llu", LLU (s->own_verified),
               LLU (s->own_rejected));
      fputs (",\"totals\":", out);
      ss_stats_write_json_object (out, &s->stats);
      fputc ('}', out);
      sep = ",";
    }
  fputc (']', out);
  write_json_left_summary (out, sums, n);
  fputs ("}}\n", out);
}

static void
write_verdict_words (FILE *out, const ss_cmp_totals *t)
{
  uint64_t unchecked = t->by_none + t->by_one;
  uint64_t failed = ss_cmp_failures (t);
  if (t->disagreements)
    fputs ("SOLVERS DISAGREE\n", out);
  else if (failed)
    fprintf (out, "no disagreement, but %llu solver run%s failed\n",
             LLU (failed), failed == 1 ? "" : "s");
  else if (t->records == t->unreadable)
    fputs ("nothing was compared\n", out);
  else if (unchecked)
    fprintf (out, "no disagreement, but %llu record%s decided by fewer "
             "than two solvers: not cross-checked\n", LLU (unchecked),
             unchecked == 1 ? " was" : "s were");
  else
    fputs ("all solvers agree\n", out);
}

/* "s" when k is not 1. */
static const char *
plural (uint64_t k)
{
  return k == 1 ? "" : "s";
}

void
ss_cmp_write_totals (FILE *out, const ss_cmp_totals *t)
{
  if (t->partial)
    fprintf (out, "interrupted: a partial report of the %llu record%s "
             "finished\n", LLU (t->records), plural (t->records));
  fprintf (out, "%llu record%s, %llu unreadable: ", LLU (t->records),
           plural (t->records), LLU (t->unreadable));
  write_verdict_words (out, t);
  fprintf (out, "decided by two or more solvers: %llu, by one: %llu, by "
           "none: %llu\n", LLU (t->by_two), LLU (t->by_one),
           LLU (t->by_none));
  if (t->invalid)
    fprintf (out, "%llu invalid record%s: the givens break a rule, so no "
             "solver ran\n", LLU (t->invalid), plural (t->invalid));
  if (t->disagreements)
    fprintf (out, "%llu record%s with a disagreement or a wrong solution\n",
             LLU (t->disagreements), plural (t->disagreements));
  if (t->short_of && t->required != 2)
    fprintf (out, "%llu record%s decided by fewer than %llu solvers "
             "(--require-agreement %llu)\n", LLU (t->short_of),
             plural (t->short_of), LLU (t->required), LLU (t->required));
}

void
ss_cmp_write_left_out (FILE *out, const ss_cmp_summary *sums, int n)
{
  char rules[512];
  for (int i = 0; i < n; i++)
    if (sums[i].left_out)
      {
        ss_kinds_text (sums[i].left_kinds, rules, sizeof rules);
        fprintf (out, "left out: %s on %llu record%s (cannot handle %s)\n",
                 sums[i].solver->name, LLU (sums[i].left_out),
                 sums[i].left_out == 1 ? "" : "s", rules);
      }
}

/* " crash 5, error 1": a solver's failed runs by kind. */
static void
write_kinds (FILE *out, const ss_cmp_summary *s)
{
  const char *sep = "";
  for (int w = 0; w < SS_WHY_COUNT; w++)
    if (ss_why_failed ((ss_why) w) && w != SS_WHY_WRONG && s->why[w])
      {
        fprintf (out, "%s%s %llu", sep, ss_why_name ((ss_why) w),
                 LLU (s->why[w]));
        sep = ", ";
      }
}

void
ss_cmp_write_runs (FILE *out, const ss_cmp_summary *sums, int n)
{
  for (int i = 0; i < n; i++)
    {
      const ss_cmp_summary *s = &sums[i];
      if (s->failed)
        {
          fprintf (out, "failed: %s on %llu record%s (", s->solver->name,
                   LLU (s->failed), plural (s->failed));
          write_kinds (out, s);
          fputs (")\n", out);
        }
      if (s->why[SS_WHY_BUDGET])
        fprintf (out, "unknown from a budget: %s on %llu record%s (time "
                 "or nodes)\n", s->solver->name, LLU (s->why[SS_WHY_BUDGET]),
                 plural (s->why[SS_WHY_BUDGET]));
      if (s->own_verified || s->own_rejected)
        fprintf (out, "own proofs: %s's verified on %llu record%s, "
                 "missing or rejected on %llu\n", s->solver->name,
                 LLU (s->own_verified), plural (s->own_verified),
                 LLU (s->own_rejected));
    }
}

void
ss_cmp_write_failures (FILE *out, const ss_cmp_where *w,
                       const ss_cmp_entry *e, int n)
{
  for (int i = 0; i < n; i++)
    {
      const ss_result *r = &e[i].res;
      const char *head = "own proof rejected: ", *why = r->note;
      if (!e[i].solver || !(e[i].failed || (w->require_decided
                                            && e[i].undecided)))
        continue;
      if (r->why == SS_WHY_PROOF) /* beside a verdict, which stands */
        {
          if (!strncmp (why, head, strlen (head)))
            why += strlen (head);
          fprintf (out, "%s%s record %ld (line %ld), %s said %s: %s\n",
                   head, w->file, w->rec->index, w->rec->line,
                   e[i].solver->name, ss_status_name (r->status), why);
          continue;
        }
      fprintf (out, "%s: %s record %ld (line %ld), %s %s (%s)%s%s\n",
               e[i].failed ? "solver failed" : "undecided",
               w->file, w->rec->index, w->rec->line, e[i].solver->name,
               ss_status_name (r->status), ss_why_name (r->why),
               r->note[0] ? ": " : "", r->note);
    }
}

static void
write_solution (FILE *out, const ss_cmp_where *w, const ss_result *r)
{
  ss_write_line (out, &r->solution, w->alphabet, w->rec->blank);
}

/* ,"left_out":[{"solver":S,"rules":R},...] when a solver was left out
 * of the record for rules it cannot handle. */
static void
write_json_left_out (FILE *out, const ss_cmp_entry *e, int n)
{
  char rules[512];
  int any = 0;
  for (int i = 0; i < n; i++)
    if (e[i].lacks)
      {
        ss_kinds_text (e[i].lacks, rules, sizeof rules);
        fprintf (out, "%s{\"solver\":\"%s\",\"rules\":",
                 any++ ? "," : ",\"left_out\":[", ss_solvers[i].name);
        ss_write_json_string (out, rules);
        fputc ('}', out);
      }
  if (any)
    fputc (']', out);
}

/* "problems":["a","b"], from "a; b", then a comma. */
static void
write_problems (FILE *out, const char *joined)
{
  fputs ("\"problems\":[", out);
  for (const char *p = joined; *p;)
    {
      const char *end = strstr (p, "; ");
      size_t len = end ? (size_t) (end - p) : strlen (p);
      char *one = strndup (p, len);
      fputs (p == joined ? "" : ",", out);
      ss_write_json_string (out, one ? one : "");
      free (one);
      p += len + (end ? 2 : 0);
    }
  fputs ("],", out);
}

void
ss_cmp_write_json_record (FILE *out, const ss_cmp_where *w,
                          const ss_cmp_entry *e, int n,
                          const ss_cmp_verdict *v)
{
  fprintf (out, "{\"record\":%ld,\"file\":", w->rec->index);
  ss_write_json_string (out, w->file);
  fprintf (out, ",\"line\":%ld,", w->rec->line);
  ss_write_json_read_as (out, &w->rec->grid, w->alphabet,
                         w->rec->form == SS_FORM_TOKENS);
  fprintf (out, ",\"status\":\"%s\",\"agree\":%s,\"disagreement\":%s,"
           "\"decided\":%d,", ss_status_name (v->consensus),
           ss_cmp_record_agrees (v, w->required) ? "true" : "false",
           v->disagreement ? "true" : "false", v->decided);
  if (v->failures)
    fprintf (out, "\"solver_failures\":%d,", v->failures);
  if (w->require_decided)
    fprintf (out, "\"undecided_under_test\":%d,", v->undecided);
  if (w->cert && w->cert->status != SS_CERT_NONE)
    fprintf (out, "\"certified\":%s,\"certification\":\"%s\",",
             w->cert->status == SS_CERT_CERTIFIED ? "true" : "false",
             ss_cert_status_name (w->cert->status));
  if (w->problems)
    write_problems (out, w->problems);
  fputs ("\"results\":[", out);
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
      if (r->why != SS_WHY_NONE)
        fprintf (out, ",\"why\":\"%s\"", ss_why_name (r->why));
      if (e[i].failed)
        fputs (",\"failed\":true", out);
      if (ss_cmp_cert_agrees (&e[i], w->cert))
        fputs (",\"agrees_with_certified\":true", out);
      if (r->own_proof != SS_OWN_PROOF_NONE)
        fprintf (out, ",\"certified\":%s,\"certified_by\":\"own proof\"",
                 r->own_proof == SS_OWN_PROOF_VERIFIED ? "true" : "false");
      ss_stats_write_json (out, &r->stats);
      if (r->note[0])
        {
          fputs (",\"note\":", out);
          ss_write_json_string (out, r->note);
        }
      fputc ('}', out);
      sep = ",";
    }
  fputc (']', out);
  write_json_left_out (out, e, n);
  fputs ("}\n", out);
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

/* A variant puzzle's text form, one line per element of lines[] (the
 * caller frees *text); the number of lines. */
static int
text_form (const ss_cmp_where *w, char **text, char **lines, int max)
{
  size_t len = 0;
  int k = 0;
  FILE *m = open_memstream (text, &len);
  if (!m)
    return *text = 0, 0;
  ss_model_text_write (m, &w->rec->grid, w->alphabet, w->rec->blank);
  fclose (m);
  for (char *p = *text; p && *p && k < max; k++)
    {
      lines[k] = p;
      p += strcspn (p, "\n");
      if (*p)
        *p++ = 0;
    }
  return k;
}

/* The puzzle as a command's input: echo 'LINE', or for a variant puzzle
 * printf '%s\n' with each line of its text form quoted. */
static void
write_input (FILE *out, const ss_cmp_where *w)
{
  char *text, *lines[SS_MAX_N + 256];
  if (!w->rec->grid.model)
    {
      fputs ("echo '", out);
      ss_write_line (out, &w->rec->grid, w->alphabet, w->rec->blank);
      ss_write_box_mark (out, &w->rec->grid);
      fputs ("'", out);
      return;
    }
  int k = text_form (w, &text, lines, (int) (sizeof lines / sizeof *lines));
  fputs ("printf '%s\\n'", out);
  for (int i = 0; i < k; i++)
    {
      fputs (" '", out);
      for (const char *p = lines[i]; *p; p++)
        if (*p == '\'')
          fputs ("'\\''", out); /* a quote inside single quotes */
        else
          fputc (*p, out);
      fputc ('\'', out);
    }
  free (text);
}

/* A variant puzzle's rules, under its grid line: its text form past
 * the grid's block. */
static void
write_rules (FILE *out, const ss_cmp_where *w)
{
  char *block = 0, *text = 0;
  size_t blen = 0, tlen = 0;
  const ss_grid *g = &w->rec->grid;
  if (!g->model)
    return;
  FILE *b = open_memstream (&block, &blen), *t = open_memstream (&text,
                                                                 &tlen);
  if (b)
    ss_write_block (b, g, w->alphabet, w->rec->blank), fclose (b);
  if (t)
    ss_model_text_write (t, g, w->alphabet, w->rec->blank), fclose (t);
  const char *label = "rules";
  for (char *p = b && t && blen <= tlen ? text + blen : 0; p && *p;)
    {
      size_t len = strcspn (p, "\n");
      fprintf (out, "  %-10s %.*s\n", label, (int) len, p);
      label = "";
      p += len + (p[len] != 0);
    }
  free (block);
  free (text);
}

/* After the headline: the puzzle, each solver's line (and those left
 * out), and a command that runs the same comparison on this record
 * alone. */
static void
write_account (FILE *out, const ss_cmp_where *w, const ss_cmp_entry *e,
               int n)
{
  char rules[512];
  fprintf (out, "  %-10s ", "puzzle");
  ss_write_line (out, &w->rec->grid, w->alphabet, w->rec->blank);
  ss_write_box_mark (out, &w->rec->grid);
  fputc ('\n', out);
  write_rules (out, w);
  const char *sep = "";
  for (int i = 0; i < n; i++)
    if (e[i].solver)
      write_entry_line (out, w, &e[i]);
    else if (e[i].lacks)
      {
        ss_kinds_text (e[i].lacks, rules, sizeof rules);
        fprintf (out, "  %-10s %-8s  [cannot handle %s]\n",
                 ss_solvers[i].name, "left out", rules);
      }
  fputs ("  reproduce: ", out);
  write_input (out, w);
  fprintf (out, " | sudosat compare %s --solvers ", w->repro);
  for (int i = 0; i < n; i++)
    if (e[i].solver || e[i].lacks) /* the left out too: the same run */
      {
        fprintf (out, "%s%s", sep, ss_solvers[i].name);
        sep = ",";
      }
  fputs (" -\n", out);
}

void
ss_cmp_write_disagreement (FILE *out, const ss_cmp_where *w,
                           const ss_cmp_entry *e, int n,
                           const ss_cmp_verdict *v)
{
  fprintf (out, "disagreement: %s record %ld (line %ld), consensus %s\n",
           w->file, w->rec->index, w->rec->line,
           ss_status_name (v->consensus));
  write_account (out, w, e, n);
}

void
ss_cmp_write_invalid (FILE *out, const ss_cmp_where *w)
{
  fprintf (out, "invalid: %s record %ld (line %ld): %s\n", w->file,
           w->rec->index, w->rec->line, w->problems ? w->problems : "");
}

void
ss_cmp_write_shortfall (FILE *out, const ss_cmp_where *w,
                        const ss_cmp_entry *e, int n,
                        const ss_cmp_verdict *v, uint64_t required)
{
  if (v->decided)
    fprintf (out, "not cross-checked: %s record %ld (line %ld), decided by "
             "%d solver%s, --require-agreement %llu\n", w->file,
             w->rec->index, w->rec->line, v->decided,
             v->decided == 1 ? "" : "s", LLU (required));
  else
    fprintf (out, "undecided: %s record %ld (line %ld), no solver reached a "
             "verdict\n", w->file, w->rec->index, w->rec->line);
  write_account (out, w, e, n);
}
