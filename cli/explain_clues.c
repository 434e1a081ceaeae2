/* explain_clues.c -- the clue analysis in words or JSON (see
 * explain_clues.h).
 *
 * Words: the verdict line, one line per clue ("r1c2=5 needed: another
 * solution without it: ...", "killer 3 r4c2 r4c3 (line 7) redundant
 * (certified)"), then the minimal set; for a puzzle with several
 * solutions, the proposed given.  A clue is named as the text form
 * would say it: a given as rRcC=D, a rule by its kind, parameters and
 * cells, with the line it was read from.
 */
#include "explain_clues.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/model_text.h"
#include "../core/print.h"
#include "progress.h"

/* The clue's name, into buf. */
static void
clue_name (const ss_grid *g, const ss_alphabet *a, const ss_clue *c,
           char *buf, size_t len)
{
  char sym[8];
  int n = g->n;
  if (c->con < 0)
    {
      snprintf (buf, len, "r%dc%d=%s", c->cell / n + 1, c->cell % n + 1,
                ss_digit_name (a, n, g->cell[c->cell], sym));
      return;
    }
  const ss_con *k = &g->model->con[c->con];
  FILE *m = fmemopen (buf, len, "w");
  if (!m)
    {
      snprintf (buf, len, "%s", ss_kind_name (k->kind));
      return;
    }
  fputs (ss_kind_name (k->kind), m);
  for (int i = 0; i < k->nvals; i++)
    ss_model_text_param (m, k, i);
  if (k->clue_r >= 0)
    fprintf (m, " clue r%dc%d", k->clue_r, k->clue_c);
  char cells[400];
  ss_cells_name (n, k->cell, k->ncells, cells, sizeof cells);
  if (k->ncells)
    fprintf (m, " %s", cells);
  fputc ('\0', m);
  fclose (m);
  buf[len - 1] = '\0';
}

static const char *
verdict_word (ss_clue_verdict v)
{
  return v == SS_CLUE_NEEDED ? "needed"
         : v == SS_CLUE_REDUNDANT ? "redundant" : "undecided";
}

static void
write_cells (FILE *out, const ss_grid *g, const ss_alphabet *a,
             const uint8_t *cells)
{
  ss_grid view = *g;
  view.cell = (uint8_t *) cells;
  ss_write_line (out, &view, a, '.');
}

/* ---- counts ---- */

typedef struct tally {
  int givens, rules, needed, redundant, undecided;
} tally;

static tally
count (const ss_clues *c)
{
  tally t = { 0, 0, 0, 0, 0 };
  for (int k = 0; k < c->nclues; k++)
    {
      t.givens += c->clue[k].con < 0;
      t.rules += c->clue[k].con >= 0;
      t.needed += c->clue[k].verdict == SS_CLUE_NEEDED;
      t.redundant += c->clue[k].verdict == SS_CLUE_REDUNDANT;
      t.undecided += c->clue[k].verdict == SS_CLUE_UNDECIDED;
    }
  return t;
}

/* Is every certificate asked for there?  And does cp agree? */
static int
all_certified (const ss_clues *c, const ss_clues_opts *o)
{
  return !o->certify
         || (!c->uncertified
             && c->minimal_cert.status == SS_CERT_CERTIFIED);
}

/* ---- words ---- */

static void
words_clue (FILE *out, const ss_grid *g, const ss_alphabet *a,
            const ss_clue *c)
{
  char name[600];
  clue_name (g, a, c, name, sizeof name);
  fputs (name, out);
  char where[96] = "";
  if (c->con >= 0)
    ss_con_where (&g->model->con[c->con], where, sizeof where);
  if (*where)
    fprintf (out, " (%s)", where);
  fprintf (out, " %s", verdict_word (c->verdict));
  if (c->verdict == SS_CLUE_NEEDED && c->witness)
    fputs (": another solution without it: ", out),
      write_cells (out, g, a, c->witness);
  else if (c->verdict == SS_CLUE_NEEDED)
    fputs (": without it there is no solution", out);
  else if (c->verdict == SS_CLUE_REDUNDANT
           && c->cert.status != SS_CERT_NONE)
    fprintf (out, " (%s)", c->cert.status == SS_CERT_CERTIFIED
                           ? "certified"
                           : ss_cert_status_name (c->cert.status));
  fputc ('\n', out);
}

static void
words_minimal (FILE *out, const ss_grid *g, const ss_alphabet *a,
               const ss_clues *c)
{
  char name[600];
  fprintf (out, "minimal: %d of %d clues kept", c->minimal_count,
           c->nclues);
  if (c->minimal_cert.status != SS_CERT_NONE)
    fprintf (out, ", %s", c->minimal_cert.status == SS_CERT_CERTIFIED
                          ? "certified unique"
                          : ss_cert_status_name (c->minimal_cert.status));
  fprintf (out, ", cp: %s\n", ss_status_name (c->minimal_cp));
  fputs ("  givens: ", out);
  write_cells (out, g, a, c->minimal.cell);
  fputc ('\n', out);
  for (int k = 0; k < c->nclues; k++)
    if (c->clue[k].con >= 0 && c->clue[k].kept)
      clue_name (g, a, &c->clue[k], name, sizeof name),
        fprintf (out, "  %s\n", name);
}

static void
words_proposal (FILE *out, const ss_grid *g, const ss_alphabet *a,
                const ss_clues *c)
{
  char sym[8];
  int n = g->n, i = c->propose_cell;
  fputs ("multiple: two solutions: ", out);
  write_cells (out, g, a, c->solution);
  fputc (' ', out);
  write_cells (out, g, a, c->second);
  fputc ('\n', out);
  if (i < 0)
    {
      fputs ("no given proposed (time ran out)\n", out);
      return;
    }
  fprintf (out, "propose r%dc%d=%s: %s%llu solution%s left%s\n", i / n + 1,
           i % n + 1, ss_digit_name (a, n, c->propose_digit, sym),
           c->propose_exact ? "" : "at least ",
           (unsigned long long) c->propose_count,
           c->propose_count == 1 ? "" : "s",
           c->propose_exact && c->propose_count == 1
           ? " (it makes the puzzle unique)" : " (not unique yet)");
}

static void
words (FILE *out, const ss_grid *g, const ss_alphabet *a, const ss_clues *c)
{
  tally t = count (c);
  if (c->status == SS_MULTIPLE)
    {
      words_proposal (out, g, a, c);
      return;
    }
  if (c->status != SS_UNIQUE)
    {
      fprintf (out, "%s: --clues needs a puzzle with one solution%s%s\n",
               ss_status_name (c->status), c->note[0] ? ": " : "", c->note);
      return;
    }
  fprintf (out, "unique: %d clue%s (%d given%s, %d rule%s): %d needed, "
           "%d redundant", c->nclues, c->nclues == 1 ? "" : "s", t.givens,
           t.givens == 1 ? "" : "s", t.rules, t.rules == 1 ? "" : "s",
           t.needed, t.redundant);
  if (t.undecided)
    fprintf (out, ", %d undecided (%s)", t.undecided, c->note);
  if (c->fresh)
    fprintf (out, "; %ld fresh CNFs solved\n", c->encodes);
  else
    fprintf (out, "; %ld SAT calls on one instance\n", c->sat_calls);
  for (int k = 0; k < c->nclues; k++)
    words_clue (out, g, a, &c->clue[k]);
  words_minimal (out, g, a, c);
}

/* ---- JSON ---- */

static void
json_names (FILE *out, const char *key, const ss_grid *g,
            const ss_alphabet *a, const ss_clues *c, ss_clue_verdict v)
{
  char name[600];
  int first = 1;
  fprintf (out, ",\"%s\":[", key);
  for (int k = 0; k < c->nclues; k++)
    if (c->clue[k].verdict == v)
      {
        clue_name (g, a, &c->clue[k], name, sizeof name);
        fputs (first ? "" : ",", out);
        ss_write_json_string (out, name);
        first = 0;
      }
  fputc (']', out);
}

static void
json_clue (FILE *out, const ss_grid *g, const ss_alphabet *a,
           const ss_clue *c)
{
  char name[600];
  clue_name (g, a, c, name, sizeof name);
  fputs ("{\"clue\":", out);
  ss_write_json_string (out, name);
  if (c->con >= 0)
    fprintf (out, ",\"kind\":\"%s\",\"line\":%ld",
             ss_kind_name (g->model->con[c->con].kind),
             g->model->con[c->con].line);
  fprintf (out, ",\"verdict\":\"%s\"", verdict_word (c->verdict));
  if (c->verdict == SS_CLUE_NEEDED && c->witness)
    fputs (",\"second\":\"", out), write_cells (out, g, a, c->witness),
      fputc ('"', out);
  else if (c->verdict == SS_CLUE_NEEDED)
    fputs (",\"second\":null", out);
  if (c->verdict == SS_CLUE_REDUNDANT && c->cert.status != SS_CERT_NONE)
    fprintf (out, ",\"certified\":%s,\"certification\":\"%s\"",
             c->cert.status == SS_CERT_CERTIFIED ? "true" : "false",
             ss_cert_status_name (c->cert.status));
  fputc ('}', out);
}

static void
json_minimal (FILE *out, const ss_grid *g, const ss_alphabet *a,
              const ss_clues *c)
{
  char name[600];
  int first = 1;
  fprintf (out, ",\"minimal_set\":{\"clues\":%d,\"of\":%d,\"givens\":\"",
           c->minimal_count, c->nclues);
  write_cells (out, g, a, c->minimal.cell);
  fputs ("\",\"rules\":[", out);
  for (int k = 0; k < c->nclues; k++)
    if (c->clue[k].con >= 0 && c->clue[k].kept)
      {
        clue_name (g, a, &c->clue[k], name, sizeof name);
        fputs (first ? "" : ",", out);
        ss_write_json_string (out, name);
        first = 0;
      }
  fprintf (out, "],\"certification\":\"%s\",\"cp\":\"%s\"}",
           ss_cert_status_name (c->minimal_cert.status),
           ss_status_name (c->minimal_cp));
}

static void
json_proposal (FILE *out, const ss_grid *g, const ss_alphabet *a,
               const ss_clues *c)
{
  char sym[8];
  int n = g->n, i = c->propose_cell;
  fputs (",\"solutions\":[\"", out);
  write_cells (out, g, a, c->solution);
  fputs ("\",\"", out);
  write_cells (out, g, a, c->second);
  fputs ("\"]", out);
  if (i < 0)
    return;
  fprintf (out, ",\"proposal\":{\"given\":\"r%dc%d=%s\",\"count\":%llu,"
           "\"exact\":%s,\"unique\":%s,\"cap\":%d}", i / n + 1, i % n + 1,
           ss_digit_name (a, n, c->propose_digit, sym),
           (unsigned long long) c->propose_count,
           c->propose_exact ? "true" : "false",
           c->propose_exact && c->propose_count == 1 ? "true" : "false",
           c->cap);
}

static void
json (FILE *out, const ss_grid *g, const ss_alphabet *a, const ss_clues *c,
      const ss_clues_opts *o, const char *head)
{
  tally t = count (c);
  fprintf (out, "%s,\"status\":\"%s\"", head, ss_status_name (c->status));
  if (c->status == SS_MULTIPLE)
    json_proposal (out, g, a, c);
  if (c->status == SS_UNIQUE)
    {
      fprintf (out, ",\"givens\":%d,\"rules\":%d,\"minimal\":%s", t.givens,
               t.rules, t.redundant ? "false" : "true");
      json_names (out, "needed", g, a, c, SS_CLUE_NEEDED);
      json_names (out, "redundant", g, a, c, SS_CLUE_REDUNDANT);
      if (o->certify)
        fprintf (out, ",\"certified\":%s",
                 all_certified (c, o) ? "true" : "false");
      fprintf (out, ",\"fresh\":%s,\"sat_calls\":%ld,\"fresh_cnfs\":%ld",
               c->fresh ? "true" : "false", c->sat_calls, c->encodes);
      fputs (",\"clues\":[", out);
      for (int k = 0; k < c->nclues; k++)
        fputs (k ? "," : "", out), json_clue (out, g, a, &c->clue[k]);
      fputc (']', out);
      json_minimal (out, g, a, c);
    }
  cli_json_ms (out, "time_ms", c->seconds);
  if (c->note[0])
    fputs (",\"note\":", out), ss_write_json_string (out, c->note);
  fputs ("}\n", out);
}

int
cli_explain_clues (FILE *out, const ss_grid *g, const ss_alphabet *a,
                   const ss_clues_opts *o, const char *head)
{
  ss_clues c;
  cli_life_begin ("clues");
  int got = ss_clues_analyse (g, o, &c);
  cli_life_end ();
  if (got < 0)
    {
      fprintf (stderr, "sudosat explain: %s\n", c.note);
      ss_clues_free (&c);
      return SS_EXIT_INTERNAL;
    }
  if (head)
    json (out, g, a, &c, o, head);
  else
    words (out, g, a, &c);
  int code = c.status == SS_INVALID ? SS_EXIT_FINDING : SS_EXIT_OK;
  /* a certificate that failed, a second engine that disagrees, a
   * witness the verifier refused: findings; time running out is not */
  if (c.status == SS_UNIQUE
      && (!all_certified (&c, o) || c.bad_witnesses
          || (c.minimal_cp != SS_UNIQUE && c.minimal_cp != SS_UNKNOWN)))
    code = SS_EXIT_FINDING;
  ss_clues_free (&c);
  return code;
}
