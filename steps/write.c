/* write.c -- a step in words (one line a person reads) and as a JSON
 * object (see steps.h).  Digits are written in the path's alphabet (the
 * symbols the puzzle was read with; numbers without one), cells as rRcC,
 * 1-based; a reason lists its givens as placements and its steps as #K.
 */
#include <stdlib.h>

#include "steps.h"
#include "write_variant.h"

static const char *const unit_names[3] = { "row", "column", "box" };
static const char *const unit_plural[3] = { "rows", "columns", "boxes" };

void
ss_write_cell (FILE *out, int n, int cell)
{
  fprintf (out, "r%dc%d", cell / n + 1, cell % n + 1);
}

/* Digit d as the puzzle was written ("A" for 10 in 1-9A-G). */
static const char *
digit (const ss_path *p, int d, char buf[8])
{
  return ss_digit_name (p->alphabet, p->puzzle.n, d, buf);
}

/* A unit by kind and number; a variant puzzle's by its model's name
 * ("region 4", "the main diagonal"). */
static void
write_unit (FILE *out, const ss_path *p, int kind, int u)
{
  if (p->puzzle.model)
    ss_stw_unit (out, p, kind, u);
  else
    fprintf (out, "%s %d", unit_names[kind], u + 1);
}

/* "3", "3 and 7", "3, 5 and 7": digits in the path's alphabet (p), or
 * numbers (p null: line numbers). */
static void
write_digits (FILE *out, const ss_path *p, ss_bits b)
{
  int total = ss_bits_count (b), k = 0;
  char buf[8];
  for (int d = 1; d <= SS_MAX_N; d++)
    if (ss_bits_has (b, d))
      {
        k++;
        fprintf (out, "%s%s", k == 1 ? "" : k == total ? " and " : ", ",
                 p ? digit (p, d, buf) : (snprintf (buf, 8, "%d", d), buf));
      }
}

static void
write_cells (FILE *out, int n, const int *cells, int k)
{
  for (int i = 0; i < k; i++)
    fputs (i ? ", " : "", out), ss_write_cell (out, n, cells[i]);
}

/* The distinct lines of kind `kind` the cells lie in, as "rows 2 and 6". */
static void
write_lines (FILE *out, int n, int kind, const int *cells, int k)
{
  ss_bits lines = ss_bits_none ();
  for (int i = 0; i < k; i++)
    lines = ss_bits_or (lines, ss_bits_one ((kind == SS_UNIT_ROW
                                             ? cells[i] / n
                                             : cells[i] % n) + 1));
  fprintf (out, "%s ", unit_plural[kind]);
  write_digits (out, 0, lines);
}

/* "r4c7, r4c9 != 6" when one digit; "r5c1 != 3,7; r5c4 != 3" when more. */
static void
write_elims (FILE *out, const ss_path *p, const int *elim, int k)
{
  int one = 1, n = p->puzzle.n;
  char buf[8];
  for (int i = 1; i < k; i++)
    one &= elim[i] % n == elim[0] % n;
  for (int i = 0; i < k; i++)
    {
      int cell = elim[i] / n, first = !i || elim[i - 1] / n != cell;
      if (one)
        fputs (i ? ", " : "", out), ss_write_cell (out, n, cell);
      else if (first)
        {
          fputs (i ? "; " : "", out);
          ss_write_cell (out, n, cell);
          fprintf (out, " \xe2\x89\xa0 %s", digit (p, elim[i] % n + 1, buf));
        }
      else
        fprintf (out, ",%s", digit (p, elim[i] % n + 1, buf));
    }
  if (one && k)
    fprintf (out, " \xe2\x89\xa0 %s", digit (p, elim[0] % n + 1, buf));
}

static void
write_contradiction (FILE *out, const ss_path *p, const ss_step *f)
{
  char buf[8];
  int n = p->puzzle.n;
  if (f->con >= 0)
    ss_stw_broken (out, p, f);
  else if (f->cell >= 0)
    ss_write_cell (out, n, f->cell), fputs (" has no digit left", out);
  else
    {
      fprintf (out, "%s has no place left in ", digit (p, f->digit, buf));
      write_unit (out, p, f->unit_kind, f->unit);
    }
}

static void
write_link (FILE *out, const ss_path *p, const ss_link *l)
{
  ss_step f = { .cell = l->cell, .digit = l->digit,
                .unit_kind = l->unit_kind, .unit = l->unit, .con = -1 };
  char buf[8];
  if (l->tech == SS_TECH_CONTRADICTION)
    {
      write_contradiction (out, p, &f);
      return;
    }
  ss_write_cell (out, p->puzzle.n, l->cell);
  fprintf (out, " = %s (%s", digit (p, l->digit, buf),
           l->tech == SS_TECH_NAKED_SINGLE ? "naked single"
                                            : "hidden single in ");
  if (l->tech != SS_TECH_NAKED_SINGLE)
    write_unit (out, p, l->unit_kind, l->unit);
  fputc (')', out);
}

static void
write_chain (FILE *out, const ss_path *p, const ss_step *f)
{
  char buf[8];
  fputs ("if ", out);
  ss_write_cell (out, p->puzzle.n, f->cell);
  fprintf (out, " = %s, then ", digit (p, f->digit, buf));
  for (int i = 0; i < f->nchain; i++)
    {
      fputs (!i ? "" : i == f->nchain - 1 ? ", and " : ", ", out);
      write_link (out, p, &f->chain[i]);
    }
  fputs (": a contradiction", out);
}

/* A single's rules: ", through arrow r3c2 > r2c1 r3c1 and ...". */
static void
write_via (FILE *out, const ss_path *p, const ss_step *f)
{
  for (int i = 0; i < f->nvia; i++)
    {
      fputs (!i ? ", through " : i == f->nvia - 1 ? " and " : ", ", out);
      ss_stw_con (out, p, f->via[i]);
    }
}

static void
write_reason (FILE *out, const ss_path *p, const ss_step *f)
{
  int n = p->puzzle.n;
  char buf[8];
  if (!f->nreason)
    return;
  fputs (" (rests on ", out);
  for (int i = 0; i < f->nreason; i++)
    {
      const ss_step *r = &p->fact[f->reason[i]];
      fputs (i ? ", " : "", out);
      if (r->kind == SS_STEP_GIVEN)
        ss_write_cell (out, n, r->cell),
          fprintf (out, "=%s", digit (p, r->digit, buf));
      else
        fprintf (out, "#%d", ss_step_number (p, f->reason[i]));
    }
  fputc (')', out);
}

static void
write_placed (FILE *out, const ss_path *p, const ss_step *f)
{
  char buf[8];
  ss_write_cell (out, p->puzzle.n, f->cell);
  fprintf (out, " = %s", digit (p, f->digit, buf));
}

static void
write_branch (FILE *out, const ss_path *p, const ss_step *f)
{
  fputs ("of ", out);
  ss_write_cell (out, p->puzzle.n, f->cell);
  fputs ("'s candidates ", out);
  write_digits (out, p, f->digits);
}

/* What the pattern is, after the action. */
static void
write_why (FILE *out, const ss_path *p, const ss_step *f)
{
  int n = p->puzzle.n;
  char buf[8];
  switch (f->tech)
    {
    case SS_TECH_NAKED_SINGLE: fputs (", its only candidate", out); break;
    case SS_TECH_HIDDEN_SINGLE_ROW: case SS_TECH_HIDDEN_SINGLE_COL:
    case SS_TECH_HIDDEN_SINGLE_BOX: case SS_TECH_HIDDEN_SINGLE_HOUSE:
      fprintf (out, ", the only place for %s in ", digit (p, f->digit, buf));
      write_unit (out, p, f->unit_kind, f->unit);
      break;
    case SS_TECH_POINTING: case SS_TECH_CLAIMING: case SS_TECH_LOCKED:
      fputs (": in ", out), write_unit (out, p, f->unit_kind, f->unit);
      fputs (", ", out), write_digits (out, p, f->digits);
      fputs (" lies only in ", out);
      write_unit (out, p, f->cover_kind, f->cover);
      break;
    case SS_TECH_CAGE: case SS_TECH_RULE45: case SS_TECH_CONSTRAINT:
      ss_stw_why (out, p, f);
      break;
    case SS_TECH_NAKED_PAIR: case SS_TECH_NAKED_TRIPLE:
    case SS_TECH_NAKED_QUAD:
      fputs (": ", out), write_cells (out, n, f->cells, f->ncells);
      fputs (" hold only ", out), write_digits (out, p, f->digits);
      break;
    case SS_TECH_HIDDEN_PAIR: case SS_TECH_HIDDEN_TRIPLE:
    case SS_TECH_HIDDEN_QUAD:
      fputs (": ", out), write_digits (out, p, f->digits);
      fputs (" go only in ", out), write_cells (out, n, f->cells, f->ncells);
      break;
    case SS_TECH_X_WING: case SS_TECH_SWORDFISH:
      fputs (": in ", out);
      write_lines (out, n, f->unit_kind, f->cells, f->ncells);
      fputs (", ", out), write_digits (out, p, f->digits);
      fputs (" goes only in ", out);
      write_lines (out, n, f->cover_kind, f->cells, f->ncells);
      break;
    case SS_TECH_TRIAL: fputs (": ", out), write_chain (out, p, f); break;
    case SS_TECH_SEARCH:
      fputs (": no technique applies and no trial of one candidate ends in "
             "a contradiction; ", out);
      write_branch (out, p, f);
      fprintf (out, " only %s can be completed, as the search shows",
               digit (p, f->digit, buf));
      break;
    case SS_TECH_GUESS:
      fputs (": the puzzle has more than one solution and no deduction is "
             "left; ", out);
      write_branch (out, p, f);
      fprintf (out, " this takes %s, as one solution does",
               digit (p, f->digit, buf));
      break;
    default: break;
    }
}

static void
write_end (FILE *out, const ss_path *p, const ss_step *f)
{
  int n = p->puzzle.n;
  char buf[8];
  if (f->tech == SS_TECH_SEARCH)
    fputs ("search needed: no solution: no technique applies and no trial "
           "ends in a contradiction; the search shows these placements "
           "cannot be completed", out);
  else if (f->digit && f->cell >= 0)
    {
      fputs ("contradiction: the givens ", out);
      const ss_step *a = &p->fact[f->reason[0]];
      ss_write_cell (out, n, a->cell);
      fprintf (out, "=%s and ", digit (p, a->digit, buf));
      ss_write_cell (out, n, f->cell);
      fprintf (out, "=%s break a rule", digit (p, f->digit, buf));
    }
  else
    fputs ("contradiction: ", out), write_contradiction (out, p, f);
}

void
ss_step_write_words (FILE *out, const ss_path *p, int i)
{
  const ss_step *f = &p->fact[i];
  fprintf (out, "%d. ", ss_step_number (p, i));
  if (f->kind == SS_STEP_CONTRADICTION)
    write_end (out, p, f);
  else
    {
      int hidden = (f->tech >= SS_TECH_HIDDEN_SINGLE_BOX
                    && f->tech <= SS_TECH_HIDDEN_SINGLE_COL)
                   || f->tech == SS_TECH_HIDDEN_SINGLE_HOUSE;
      int subset = f->tech >= SS_TECH_NAKED_PAIR
                   && f->tech <= SS_TECH_HIDDEN_QUAD
                   && f->tech != SS_TECH_X_WING;
      fputs (hidden ? "hidden single" : ss_technique_words (f->tech), out);
      if (f->unit >= 0 && (hidden || subset))
        fputs (" in ", out), write_unit (out, p, f->unit_kind, f->unit);
      else if (f->tech >= SS_TECH_CAGE && f->tech <= SS_TECH_CONSTRAINT)
        ss_stw_head (out, p, f);
      fputs (": ", out);
      if (f->kind == SS_STEP_PLACE)
        write_placed (out, p, f);
      else
        write_elims (out, p, f->elim, f->nelim);
      write_why (out, p, f);
      write_via (out, p, f);
    }
  write_reason (out, p, f);
}

/* ---- JSON ---- */

/* A JSON string of UTF-8 text (the words hold the sign U+2260): ASCII as
 * it is, each multibyte character as its \uXXXX escape, so the line stays
 * ASCII and a JSON reader gets the character back. */
static void
json_text (FILE *out, const char *s)
{
  const unsigned char *u = (const unsigned char *) s;
  fputc ('"', out);
  while (*u)
    {
      unsigned cp = *u, extra = cp >= 0xf0 ? 3 : cp >= 0xe0 ? 2
                                : cp >= 0xc0 ? 1 : 0;
      if (cp >= 0x80)
        cp &= 0x3fu >> extra;
      u++;
      for (unsigned k = 0; k < extra && (*u & 0xc0) == 0x80; k++)
        cp = cp << 6 | (*u++ & 0x3f);
      if (cp == '"' || cp == '\\')
        fprintf (out, "\\%c", (int) cp);
      else if (cp < 0x20 || (cp >= 0x7f && cp < 0x10000))
        fprintf (out, "\\u%04x", cp);
      else if (cp >= 0x10000)
        fprintf (out, "\\u%04x\\u%04x", 0xd800 + ((cp - 0x10000) >> 10),
                 0xdc00 + ((cp - 0x10000) & 0x3ff));
      else
        fputc ((int) cp, out);
    }
  fputc ('"', out);
}

static void
json_place (FILE *out, const ss_path *p, int cell, int d)
{
  char buf[8];
  fputc ('"', out), ss_write_cell (out, p->puzzle.n, cell);
  fprintf (out, "=%s\"", digit (p, d, buf));
}

static void
json_reason (FILE *out, const ss_path *p, const ss_step *f)
{
  int first = 1;
  fputs (",\"rests_on\":{\"givens\":[", out);
  for (int i = 0; i < f->nreason; i++)
    if (p->fact[f->reason[i]].kind == SS_STEP_GIVEN)
      {
        const ss_step *g = &p->fact[f->reason[i]];
        fputs (first ? "" : ",", out), first = 0;
        json_place (out, p, g->cell, g->digit);
      }
  fputs ("],\"steps\":[", out);
  first = 1;
  for (int i = 0; i < f->nreason; i++)
    if (p->fact[f->reason[i]].kind != SS_STEP_GIVEN)
      fprintf (out, "%s%d", first ? "" : ",", ss_step_number (p, f->reason[i])),
        first = 0;
  fputs ("]}", out);
}

static void
json_chain (FILE *out, const ss_path *p, const ss_step *f)
{
  fputs (",\"assume\":", out), json_place (out, p, f->cell, f->digit);
  fputs (",\"chain\":[", out);
  for (int i = 0; i < f->nchain; i++)
    {
      const ss_link *l = &f->chain[i];
      fputs (i ? ",{" : "{", out);
      if (l->tech == SS_TECH_CONTRADICTION)
        {
          ss_step c = { .cell = l->cell, .digit = l->digit,
                        .unit_kind = l->unit_kind, .unit = l->unit,
                        .con = -1 };
          fputs ("\"contradiction\":\"", out);
          write_contradiction (out, p, &c);
          fputs ("\"}", out);
          continue;
        }
      fputs ("\"place\":", out), json_place (out, p, l->cell, l->digit);
      fprintf (out, ",\"technique\":\"%s\"}", ss_technique_slug (l->tech));
    }
  fputc (']', out);
}

static void
json_action (FILE *out, const ss_path *p, const ss_step *f)
{
  int n = p->puzzle.n;
  if (f->kind == SS_STEP_PLACE)
    fputs (",\"place\":", out), json_place (out, p, f->cell, f->digit);
  else if (f->kind == SS_STEP_ELIMINATE)
    {
      fputs (",\"eliminate\":[", out);
      for (int i = 0; i < f->nelim; i++)
        fputs (i ? "," : "", out),
          json_place (out, p, f->elim[i] / n, f->elim[i] % n + 1);
      fputc (']', out);
    }
  else
    fputs (",\"contradiction\":true", out);
}

static void
json_pattern (FILE *out, const ss_path *p, const ss_step *f)
{
  int n = p->puzzle.n;
  if (f->unit >= 0)
    fputs (",\"unit\":\"", out), write_unit (out, p, f->unit_kind, f->unit),
      fputc ('"', out);
  if (f->cover >= 0)
    fputs (",\"cover\":\"", out),
      write_unit (out, p, f->cover_kind, f->cover), fputc ('"', out);
  if (!ss_bits_empty (f->digits))
    {
      int first = 1;
      fputs (",\"digits\":[", out);
      for (int d = 1; d <= n; d++)
        if (ss_bits_has (f->digits, d))
          fprintf (out, "%s%d", first ? "" : ",", d), first = 0;
      fputc (']', out);
    }
  if (f->ncells)
    {
      fputs (",\"cells\":[", out);
      for (int i = 0; i < f->ncells; i++)
        fputs (i ? ",\"" : "\"", out), ss_write_cell (out, n, f->cells[i]),
          fputc ('"', out);
      fputc (']', out);
    }
  if (f->tech == SS_TECH_TRIAL)
    json_chain (out, p, f);
  if (p->puzzle.model)
    ss_stw_json (out, p, f);
  for (int i = 0; i < f->nvia; i++)
    {
      fputs (i ? ",\"" : ",\"through\":[\"", out);
      ss_stw_con (out, p, f->via[i]);
      fputs (i == f->nvia - 1 ? "\"]" : "\"", out);
    }
}

void
ss_step_write_json (FILE *out, const ss_path *p, int i)
{
  fputc ('{', out);
  ss_step_write_json_members (out, p, i);
  fputc ('}', out);
}

void
ss_step_write_json_members (FILE *out, const ss_path *p, int i)
{
  const ss_step *f = &p->fact[i];
  char *text = 0;
  size_t len = 0;
  ss_level level = ss_technique_level (f->tech);
  fprintf (out, "\"step\":%d,\"technique\":\"%s\",\"level\":\"%s\","
           "\"weight\":%d", ss_step_number (p, i), ss_technique_slug (f->tech),
           ss_level_name (level), ss_technique_weight (f->tech));
  json_action (out, p, f);
  json_pattern (out, p, f);
  json_reason (out, p, f);
  FILE *m = open_memstream (&text, &len);
  if (m)
    ss_step_write_words (m, p, i), fclose (m);
  fputs (",\"text\":", out);
  json_text (out, text ? text : "");
  free (text);
}
