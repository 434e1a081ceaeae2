/* candidates_out.c -- solve --true-candidates: the record in text, JSON
 * and CSV (see candidates_out.h, docs/json.md). */
#include "candidates_out.h"

#include <stdlib.h>
#include <string.h>

#include "../core/print.h"

/* Cell i's true candidates into buf: their symbols ("23"), digits past
 * the alphabet as numbers joined by commas; with K > 1 a count below K
 * follows its digit in parentheses ("2(3)"); "-" when there is none. */
static void
cell_text (const ss_candidates *c, int i, const ss_alphabet *a, int counts,
           char *buf, size_t len)
{
  size_t at = 0;
  int words = c->n > a->size;
  buf[0] = 0;
  for (int d = 1; d <= c->n && at + 16 < len; d++)
    {
      uint32_t k = ss_candidate_count (c, i, d);
      if (!k)
        continue;
      if (words)
        at += (size_t) snprintf (buf + at, len - at, "%s%d", at ? "," : "",
                                 d);
      else
        buf[at++] = a->symbol[d], buf[at] = 0;
      if (counts && k < (uint32_t) c->limit)
        at += (size_t) snprintf (buf + at, len - at, "(%u)", (unsigned) k);
    }
  if (!at)
    snprintf (buf, len, "-");
}

/* "; the N refutations certified (K DRAT proofs checked)", or why not. */
static void
cert_text (FILE *out, const ss_candidates_cert *cert)
{
  if (!cert || cert->status == SS_CERT_NONE)
    return;
  if (cert->status == SS_CERT_CERTIFIED)
    fprintf (out, "; the %ld refutations certified (%ld DRAT proof%s "
             "checked)", cert->refuted, cert->cells_certified,
             cert->cells_certified == 1 ? "" : "s");
  else
    fprintf (out, "; %ld of %ld refutations certified, NOT CERTIFIED: %s",
             cert->certified, cert->refuted, cert->note);
}

static void
headline (FILE *out, const ss_candidates *c, const char *solver,
          const char *problems, const ss_candidates_cert *cert)
{
  fputs (ss_status_name (c->status), out);
  if (c->status == SS_INVALID)
    {
      if (problems)
        fprintf (out, ": %s", problems);
      fputc ('\n', out);
      return;
    }
  fprintf (out, " (%ld solution%s found", c->solutions,
           c->solutions == 1 ? "" : "s");
  if (c->limit > 1)
    fprintf (out, ", up to %d per candidate", c->limit);
  fprintf (out, "): true candidates; the others refuted by %s and cp",
           solver);
  if (c->unconfirmed)
    fprintf (out, "; %ld refuted by %s alone (cp's budget ran out)",
             c->unconfirmed, solver);
  if (c->disagreements)
    fprintf (out, "; DISAGREEMENT");
  cert_text (out, cert);
  if (c->note[0])
    fprintf (out, ": %s", c->note);
  fputc ('\n', out);
}

void
cli_candidates_text (FILE *out, const ss_candidates *c,
                     const ss_alphabet *a, const char *solver,
                     const char *problems, const ss_candidates_cert *cert)
{
  char cell[1024];
  int n = c->n, width = 1;
  headline (out, c, solver, problems, cert);
  if (c->status == SS_INVALID || c->status == SS_UNSAT)
    {
      fputc ('\n', out);
      return;
    }
  for (int i = 0; i < n * n; i++)
    {
      cell_text (c, i, a, 1, cell, sizeof cell);
      width = (int) strlen (cell) > width ? (int) strlen (cell) : width;
    }
  for (int i = 0; i < n * n; i++)
    {
      cell_text (c, i, a, 1, cell, sizeof cell);
      fprintf (out, "%-*s%s", i % n == n - 1 ? 0 : width, cell,
               i % n == n - 1 ? "\n" : " ");
    }
  fputc ('\n', out);
}

/* ,"true_candidates":[...] (and "counts" when K > 1). */
static void
json_cells (FILE *out, const ss_candidates *c, const ss_alphabet *a)
{
  char cell[1024];
  int n = c->n;
  fputs (",\"true_candidates\":[", out);
  for (int i = 0; i < n * n; i++)
    {
      cell_text (c, i, a, 0, cell, sizeof cell);
      fputs (i ? "," : "", out);
      ss_write_json_string (out, strcmp (cell, "-") ? cell : "");
    }
  fputc (']', out);
  if (c->limit <= 1)
    return;
  fputs (",\"counts\":[", out);
  for (int i = 0; i < n * n; i++)
    {
      fputs (i ? ",[" : "[", out);
      for (int d = 1; d <= n; d++)
        fprintf (out, "%s%u", d > 1 ? "," : "",
                 (unsigned) ss_candidate_count (c, i, d));
      fputc (']', out);
    }
  fputc (']', out);
}

/* ,"refutations":{...} with --certify. */
static void
cert_json (FILE *out, const ss_candidates_cert *cert)
{
  if (!cert || cert->status == SS_CERT_NONE)
    return;
  fprintf (out, ",\"refutations\":{\"status\":\"%s\",\"refuted\":%ld,"
           "\"certified\":%ld,\"proofs\":%ld,\"proofs_checked\":%ld",
           ss_cert_status_name (cert->status), cert->refuted,
           cert->certified, cert->cells, cert->cells_certified);
  if (cert->note[0])
    {
      fputs (",\"note\":", out);
      ss_write_json_string (out, cert->note);
    }
  fputc ('}', out);
}

void
cli_candidates_json (FILE *out, const ss_candidates *c,
                     const ss_alphabet *a, const char *solver,
                     const char *problems, const ss_candidates_cert *cert)
{
  fprintf (out, ",\"solver\":\"%s\",\"status\":\"%s\",\"count\":%ld,"
           "\"exhausted\":%s,\"checked_by\":\"cp\",\"candidate_limit\":%d,"
           "\"sat_calls\":%ld,\"cp_checks\":%ld,\"unconfirmed\":%ld,"
           "\"disagreements\":%ld", solver, ss_status_name (c->status),
           c->solutions, c->status == SS_UNKNOWN ? "false" : "true",
           c->limit, c->sat_calls, c->cp_checks, c->unconfirmed,
           c->disagreements);
  if (c->status != SS_INVALID)
    json_cells (out, c, a);
  cert_json (out, cert);
  if (problems)
    cli_json_list (out, "problems", problems, "; ");
  fprintf (out, ",\"time_ms\":%.3f", c->seconds * 1e3);
  if (c->note[0])
    {
      fputs (",\"note\":", out);
      ss_write_json_string (out, c->note);
    }
  fputs ("}\n", out);
}

void
cli_candidates_csv (FILE *out, const ss_candidates *c, const ss_alphabet *a,
                    const char *solver, const char *problems)
{
  char cell[1024], *all = 0;
  size_t len = 0;
  FILE *m = open_memstream (&all, &len);
  for (int i = 0; m && c->status != SS_INVALID && i < c->n * c->n; i++)
    {
      cell_text (c, i, a, 0, cell, sizeof cell);
      fprintf (m, "%s%s", i ? "; " : "", strcmp (cell, "-") ? cell : "");
    }
  if (m)
    fclose (m);
  fprintf (out, ",%s,%d,%ld,", solver, c->limit, c->solutions);
  cli_csv_string (out, all ? all : "");
  free (all);
  fprintf (out, ",%ld,%ld,%ld,%ld,%.3f,", c->sat_calls, c->cp_checks,
           c->unconfirmed, c->disagreements, c->seconds * 1e3);
  cli_csv_string (out, problems ? problems : "");
  fputc (',', out);
  cli_csv_string (out, c->note);
  fputc ('\n', out);
}
