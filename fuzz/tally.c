/* tally.c -- a fuzz run's counts and failures, and their report (see
 * tally.h). */
#include "tally.h"

#include <stdlib.h>
#include <string.h>

#include "../core/alphabet.h"
#include "../core/print.h"
#include "variant.h"

int
ss_fz_tally_add (ss_fz_tally *t, ss_fz_result *r)
{
  const ss_fz_instance *in = &r->inst;
  t->runs++;
  t->calls += (uint64_t) r->calls;
  t->by_box[r->found_rows][r->found_cols]++;
  t->by_density[(in->density - 1) / 10]++;
  t->classic += !r->found_kinds;
  for (int k = 0; k < SS_KIND_COUNT; k++)
    t->by_rules[k] += (r->found_kinds & SS_KIND_BIT (k)) != 0;
  t->by_reference[r->reference]++;
  t->undecided += r->reference == SS_UNKNOWN;
  t->unknown += (uint64_t) r->unknown;
  t->by_failure[r->failure]++;
  if (r->failure == SS_FZ_NONE)
    return 0;
  if (t->nfailures == t->cap)
    {
      int cap = t->cap ? 2 * t->cap : 8;
      ss_fz_result *room = realloc (t->failures, (size_t) cap * sizeof *room);
      if (!room)
        return -1;
      t->failures = room, t->cap = cap;
    }
  int k = t->nfailures++;
  while (k > 0 && t->failures[k - 1].inst.index > in->index)
    {
      t->failures[k] = t->failures[k - 1];
      k--;
    }
  t->failures[k] = *r;
  memset (r, 0, sizeof *r);
  return 0;
}

void
ss_fz_tally_free (ss_fz_tally *t)
{
  for (int k = 0; k < t->nfailures; k++)
    ss_fz_result_free (&t->failures[k]);
  free (t->failures);
  memset (t, 0, sizeof *t);
}

/* "extended/pairwise/assume" */
static void
write_encoding (FILE *out, const ss_fz_instance *in)
{
  fprintf (out, "%s/%s/%s", ss_encoding_name (in->encoding),
           ss_amo_name (in->amo), in->reduced ? "reduced" : "assume");
}

static void
write_failure (FILE *out, const ss_fz_result *r, const ss_fz_opts *o)
{
  const ss_fz_instance *in = &r->inst;
  char rules[400];
  ss_fz_rules_text (r->found_kinds, rules, sizeof rules);
  fprintf (out, "failure: instance %llu, %s: %s\n",
           (unsigned long long) in->index, ss_fz_failure_name (r->failure),
           r->note);
  fprintf (out, "  found on %dx%d, %s rules, %s, density %d%%, ",
           r->found_rows, r->found_cols, rules,
           ss_fz_mutation_name (in->mutation), in->density);
  write_encoding (out, in);
  fprintf (out, "; shrunk to %dx%d, givens %d -> %d", r->box_rows,
           r->box_cols, r->givens_before, r->givens_after);
  if (o->sat_cmd)
    fprintf (out, ", clauses %ld -> %ld -> %ld, literals %ld -> %ld",
             r->clauses_before, r->clauses_puzzle, r->clauses_after,
             r->lits_before, r->lits_after);
  fprintf (out, " (%.1f s)\n", r->shrink_seconds);
  if (r->dir[0])
    fprintf (out, "  kept in %s (reproduce.sh, README.txt)\n", r->dir);
}

static void
write_counts (FILE *out, const ss_fz_tally *t)
{
  fputs ("by size:   ", out);
  for (int a = 1; a <= 8; a++)
    for (int b = 1; b <= 8; b++)
      if (t->by_box[a][b])
        fprintf (out, " %dx%d %llu", a, b,
                 (unsigned long long) t->by_box[a][b]);
  fprintf (out, "\nby rules:   classic %llu", (unsigned long long) t->classic);
  for (int k = 0; k < SS_KIND_COUNT; k++)
    fprintf (out, " %s %llu", ss_fz_rule_name (k),
             (unsigned long long) t->by_rules[k]);
  fputs ("\nby density:", out);
  for (int k = 0; k < 10; k++)
    fprintf (out, " %d-%d%% %llu", 10 * k + 1, k == 9 ? 99 : 10 * k + 10,
             (unsigned long long) t->by_density[k]);
  fputs ("\nverdicts:  ", out);
  for (int s = 0; s < SS_STATUS_COUNT; s++)
    if (s != SS_FOUND && s != SS_UNKNOWN)
      fprintf (out, " %s %llu", ss_status_name ((ss_status) s),
               (unsigned long long) t->by_reference[s]);
  fprintf (out, " undecided %llu (the reference's); the solver said "
           "unknown %llu time(s)\nfailures:  ",
           (unsigned long long) t->undecided,
           (unsigned long long) t->unknown);
  for (int f = 1; f < SS_FZ_FAILURE_COUNT; f++)
    fprintf (out, " %s %llu", ss_fz_failure_name ((ss_fz_failure) f),
             (unsigned long long) t->by_failure[f]);
  fputc ('\n', out);
}

static const char *
target_name (const ss_fz_opts *o)
{
  return o->sat_cmd ? o->sat_cmd : o->solver->name;
}

void
ss_fz_tally_write (FILE *out, const ss_fz_tally *t, const ss_fz_opts *o)
{
  for (int k = 0; k < t->nfailures; k++)
    write_failure (out, &t->failures[k], o);
  fprintf (out, "fuzz: %s, seed %llu: %llu runs (%llu solver calls) in "
           "%.1f s, %.1f runs/s%s; %d failure%s\n", target_name (o),
           (unsigned long long) o->seed, (unsigned long long) t->runs,
           (unsigned long long) t->calls, t->seconds,
           t->seconds > 0 ? (double) t->runs / t->seconds : 0.0,
           t->partial ? " (interrupted: partial)" : "", t->nfailures,
           t->nfailures == 1 ? "" : "s");
  write_counts (out, t);
}

/* ---- JSON ---------------------------------------------------------------- */

/* With rules, the shrunk puzzle in the text form ("text"): the line of
 * "puzzle" alone would be read without them. */
static void
json_text (FILE *out, const ss_grid *g)
{
  char *text = g->model ? ss_fz_variant_text (g) : 0;
  if (!text)
    return;
  fputs (",\"text\":", out);
  ss_write_json_string (out, text);
  free (text);
}

static void
json_failure (FILE *out, int record, const ss_fz_result *r,
              const ss_fz_opts *o)
{
  const ss_fz_instance *in = &r->inst;
  ss_alphabet abc;
  ss_alphabet_default (&abc);
  fprintf (out, "{\"record\":%d,\"file\":null,\"line\":null,", record);
  ss_write_json_read_as (out, &in->puzzle, &abc,
                         !ss_spellable (&in->puzzle, &abc));
  fprintf (out, ",\"status\":\"%s\",\"instance\":%llu,\"note\":",
           ss_fz_failure_name (r->failure), (unsigned long long) in->index);
  ss_write_json_string (out, r->note);
  fprintf (out, ",\"puzzle\":\"");
  ss_write_line (out, &in->puzzle, &abc, '.');
  char rules[400], found[400];
  ss_fz_rules_text (in->kinds, rules, sizeof rules);
  ss_fz_rules_text (r->found_kinds, found, sizeof found);
  fprintf (out, "\",\"rules\":\"%s\",\"found_rules\":\"%s\"", rules,
           found);
  json_text (out, &in->puzzle);
  fprintf (out, ",\"found_box\":\"%dx%d\",\"mutation\":\"%s\","
           "\"density\":%d,\"encoding\":\"%s\",\"amo\":\"%s\","
           "\"mode\":\"%s\",\"reference\":\"%s\",\"givens_before\":%d,"
           "\"givens_after\":%d", r->found_rows, r->found_cols,
           ss_fz_mutation_name (in->mutation), in->density,
           ss_encoding_name (in->encoding), ss_amo_name (in->amo),
           in->reduced ? "reduced" : "assume",
           ss_status_name (r->reference), r->givens_before, r->givens_after);
  if (o->sat_cmd)
    fprintf (out, ",\"clauses_before\":%ld,\"clauses_puzzle\":%ld,"
             "\"clauses_after\":%ld,\"literals_before\":%ld,"
             "\"literals_after\":%ld", r->clauses_before, r->clauses_puzzle,
             r->clauses_after, r->lits_before, r->lits_after);
  fprintf (out, ",\"shrink_ms\":%.3f", r->shrink_seconds * 1e3);
  if (r->dir[0])
    {
      fputs (",\"dir\":", out);
      ss_write_json_string (out, r->dir);
    }
  fputs ("}\n", out);
}

static void
json_counts (FILE *out, const ss_fz_tally *t)
{
  const char *sep = "";
  fputs (",\"by_size\":{", out);
  for (int a = 1; a <= 8; a++)
    for (int b = 1; b <= 8; b++)
      if (t->by_box[a][b])
        fprintf (out, "%s\"%dx%d\":%llu", sep, a, b,
                 (unsigned long long) t->by_box[a][b]), sep = ",";
  fprintf (out, "},\"by_rules\":{\"classic\":%llu",
           (unsigned long long) t->classic);
  for (int k = 0; k < SS_KIND_COUNT; k++)
    fprintf (out, ",\"%s\":%llu", ss_fz_rule_name (k),
             (unsigned long long) t->by_rules[k]);
  fputs ("},\"by_density\":{", out);
  for (int k = 0; k < 10; k++)
    fprintf (out, "%s\"%d-%d\":%llu", k ? "," : "", 10 * k + 1,
             k == 9 ? 99 : 10 * k + 10,
             (unsigned long long) t->by_density[k]);
  fputs ("},\"verdicts\":{", out);
  for (int s = 0, first = 1; s < SS_STATUS_COUNT; s++)
    if (s != SS_FOUND && s != SS_UNKNOWN)
      fprintf (out, "%s\"%s\":%llu", first ? "" : ",",
               ss_status_name ((ss_status) s),
               (unsigned long long) t->by_reference[s]), first = 0;
  fprintf (out, ",\"undecided\":%llu},\"by_failure\":{",
           (unsigned long long) t->undecided);
  for (int f = 1; f < SS_FZ_FAILURE_COUNT; f++)
    fprintf (out, "%s\"%s\":%llu", f > 1 ? "," : "",
             ss_fz_failure_name ((ss_fz_failure) f),
             (unsigned long long) t->by_failure[f]);
  fputc ('}', out);
}

void
ss_fz_tally_write_json (FILE *out, const ss_fz_tally *t, const ss_fz_opts *o)
{
  for (int k = 0; k < t->nfailures; k++)
    json_failure (out, k + 1, &t->failures[k], o);
  fputs ("{\"summary\":{\"target\":", out);
  ss_write_json_string (out, target_name (o));
  fprintf (out, ",\"seed\":%llu,\"runs\":%llu,\"calls\":%llu,"
           "\"seconds\":%.3f,\"runs_per_s\":%.1f,\"failures\":%d,"
           "\"unknown\":%llu,\"partial\":%s", (unsigned long long) o->seed,
           (unsigned long long) t->runs, (unsigned long long) t->calls,
           t->seconds, t->seconds > 0 ? (double) t->runs / t->seconds : 0.0,
           t->nfailures, (unsigned long long) t->unknown,
           t->partial ? "true" : "false");
  json_counts (out, t);
  fputs ("}}\n", out);
}
