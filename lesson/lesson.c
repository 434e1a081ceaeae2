/* lesson.c -- the lesson page's content and data (see lesson.h).
 *
 * The HTML is written top to bottom: head with the style, the picture,
 * the formula, the rules table, the cell panel, the core (for a puzzle
 * without solution), the path; then the data as one JavaScript object
 * and the script.  Every string that reaches the page is escaped for
 * where it goes (HTML text, or a JavaScript string that also never holds
 * '<', so no "</script>" can appear in it).
 */
#include "lesson.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/svg.h"
#include "../encoder/cnf.h"
#include "../sat/sat_explain.h"
#include "../steps/steps.h"
#include "lesson_parts.h"

typedef struct lesson {
  FILE *out;
  const ss_grid *p;
  const ss_lesson_opts *o;
  ss_path path;
  ss_core core;
  int has_core;
  ss_cnf cnf;
  int has_cnf;
  ss_encode_info info;
  ss_lesson_variant v; /* a variant puzzle's verdict and what is handled */
} lesson;

void
ss_lesson_html (FILE *out, const char *s)
{
  for (; *s; s++)
    if (*s == '&')
      fputs ("&amp;", out);
    else if (*s == '<')
      fputs ("&lt;", out);
    else if (*s == '>')
      fputs ("&gt;", out);
    else
      fputc (*s, out);
}

void
ss_lesson_js_string (FILE *out, const char *s)
{
  fputc ('"', out);
  for (; *s; s++)
    {
      unsigned char ch = (unsigned char) *s;
      if (ch == '"' || ch == '\\')
        fprintf (out, "\\%c", ch);
      else if (ch < 0x20 || ch == '<' || ch == '>' || ch == '&')
        fprintf (out, "\\u%04x", ch);
      else
        fputc (ch, out);
    }
  fputc ('"', out);
}

/* Whatever a writer of steps/ or sat_explain.h says, as a string. */
static char *
words_of (const ss_path *p, int i, const ss_core *core)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  if (!m)
    return 0;
  if (core)
    ss_core_write_words (m, core);
  else
    ss_step_write_words (m, p, i);
  fclose (m);
  return text;
}

static void
head (lesson *l, const char *title)
{
  fputs ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"
         "\n<title>", l->out);
  ss_lesson_html (l->out, title);
  fputs ("</title>\n<style>\n", l->out);
  ss_lesson_style (l->out);
  fputs ("</style>\n</head>\n<body>\n<h1>", l->out);
  ss_lesson_html (l->out, title);
  fputs ("</h1>\n", l->out);
}

static const char *
verdict_words (ss_status st)
{
  switch (st)
    {
    case SS_UNIQUE: return "it has exactly one solution";
    case SS_MULTIPLE: return "it has more than one solution";
    case SS_UNSAT: return "it has no solution";
    case SS_INVALID: return "its givens break a rule";
    default: return "its verdict is not known (timeout)";
    }
}

static void
lead (lesson *l)
{
  const ss_grid *p = l->p;
  if (p->model)
    {
      ss_lesson_variant_lead (l->out, p, &l->v);
      return;
    }
  fprintf (l->out, "<p class=\"lead\">A %dx%d Sudoku (%dx%d boxes) with %d "
           "givens: %s.  Click a cell to see its variables and every clause "
           "that mentions them; walk the solve path with the buttons or the "
           "arrow keys.</p>\n", p->n, p->n, p->box_rows, p->box_cols,
           ss_grid_givens (p), verdict_words (l->path.status));
}

static void
picture (lesson *l)
{
  size_t cells = (size_t) l->p->n * l->p->n;
  unsigned char *shade = calloc (cells, 1);
  for (size_t i = 0; shade && l->has_core && i < cells; i++)
    shade[i] = l->core.givens.cell[i] != 0;
  ss_svg_opts o = ss_svg_defaults ();
  double a[4];
  ss_svg_mark_area (l->p, a);
  int roomy = a[3] - a[1] < 1; /* marks kept clear of cages: larger cells */
  o.highlight = shade;
  o.id = "cell";
  o.cell_px = l->p->n <= 9 ? (roomy ? 66 : 52) : l->p->n <= 16
              ? (roomy ? 48 : 38) : 24;
  int w, h;
  ss_svg_size (l->p, &o, &w, &h);
  fputs ("<div class=\"cols\">\n<div class=\"left\">\n<div id=\"grid\">\n",
         l->out);
  fprintf (l->out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
           "height=\"%d\" viewBox=\"0 0 %d %d\">\n", w, h, w, h);
  ss_svg_grid (l->out, l->p, &o, 0, 0);
  fputs ("</svg>\n</div>\n", l->out);
  fputs ("<div id=\"controls\"><button id=\"first\">|&lt;</button> "
         "<button id=\"prev\">&lt; back</button> <span id=\"where\">"
         "</span> <button id=\"next\">forward &gt;</button> <button "
         "id=\"last\">&gt;|</button></div>\n<p id=\"step-text\">The "
         "givens.</p>\n</div>\n", l->out);
  free (shade);
}

static void
formula (lesson *l)
{
  int n = l->p->n, r = n > 3 ? 2 : 0, c = n > 4 ? 3 : 0, d = n > 1 ? 2 : 1;
  FILE *out = l->out;
  fputs ("<div class=\"right\">\n<section id=\"formula\"><h2>The "
         "variables</h2>\n", out);
  fprintf (out, "<p>x(r,c,d) means &ldquo;cell (r,c) holds digit "
           "d&rdquo;.  Its DIMACS number is</p>\n<p class=\"formula\">v = "
           "(r&middot;%d + c)&middot;%d + d</p>\n<p>with r and c counted "
           "from 0 and d from 1, so v runs from 1 to %d&sup3; = %ld.  For "
           "example r1c1=1 is v = 1, and r%dc%d=%d is v = (%d&middot;%d + "
           "%d)&middot;%d + %d = %ld.</p>\n", n, n, n, ss_var_count (n),
           r + 1, c + 1, d, r, n, c, n, d, ss_var (n, r, c, d));
  if (l->p->model && !l->has_cnf && l->v.unencoded)
    {
      fputs ("<p>The encoding of these rules comes with the encoder's "
             "support for them.</p>\n</section>\n", out);
      return;
    }
  fprintf (out, "<p>Encoding <b>%s</b>: ",
           ss_encoding_name (l->o->enc.encoding));
  ss_lesson_html (out, ss_encoding_help (l->o->enc.encoding));
  fprintf (out, ".  At-most-one: <b>%s</b>.  %ld variables, %ld "
           "clauses.</p>\n</section>\n", ss_amo_name (l->o->enc.amo),
           l->info.nvars, l->info.nclauses);
}

/* The four rules, each an "at least one" and an "at most one" family. */
static void
rules (lesson *l)
{
  static const char *rule_words[SS_RULE_COUNT] = {
    "each cell holds exactly one digit", "each row holds each digit once",
    "each column holds each digit once", "each box holds each digit once"
  };
  static const char *rule_names[SS_RULE_COUNT] = { "cell", "row", "column",
                                                   "box" };
  FILE *out = l->out;
  const ss_encode_info *in = &l->info;
  if (l->p->model)
    {
      ss_lesson_variant_rules (out, l->p, &l->v, l->v.unencoded ? 0 : in);
      return;
    }
  fputs ("<section id=\"families\"><h2>The four rules, as clause "
         "families</h2>\n<table>\n<tr><th>rule</th><th>meaning</th><th>at "
         "least one</th><th>at most one</th><th>new variables</th></tr>\n",
         out);
  for (int rule = 0; rule < SS_RULE_COUNT; rule++)
    {
      long alo = 0, amo = 0, aux = 0;
      for (int f = 0; f < SS_FAMILY_COUNT; f++)
        if (ss_family_rule ((ss_family) f) == rule)
          {
            *(ss_family_at_least ((ss_family) f) ? &alo : &amo)
              += in->family_clauses[f];
            aux += in->family_aux[f];
          }
      fprintf (out, "<tr><td>%s</td><td>%s</td><td>%ld</td><td>%ld</td>"
               "<td>%ld</td></tr>\n", rule_names[rule], rule_words[rule],
               alo, amo, aux);
    }
  fprintf (out, "<tr><td>givens</td><td>one unit clause each</td>"
           "<td colspan=\"3\">%ld</td></tr>\n</table>\n</section>\n",
           in->family_clauses[SS_FAM_GIVENS]);
}

static void
cell_panel (lesson *l)
{
  fputs ("<section id=\"cell\"><h2>Cell <span id=\"cell-name\">"
         "&ndash;</span></h2>\n<div id=\"cell-vars\">Click a cell of the "
         "grid.</div>\n<div id=\"cell-clauses\"></div>\n</section>\n</div>\n"
         "</div>\n", l->out);
}

static void
core_section (lesson *l)
{
  if (!l->has_core)
    return;
  char *text = words_of (0, 0, &l->core);
  fputs ("<section id=\"core\"><h2>Why there is no solution</h2>\n<p>The "
         "shaded givens already cannot be completed: ", l->out);
  ss_lesson_html (l->out, text ? text : "");
  fputs ("</p>\n", l->out);
  free (text);
  if (l->core.chain)
    {
      fputs ("<ul class=\"chain\">\n", l->out);
      for (int i = l->core.chain->ngivens; i < l->core.chain->nfacts; i++)
        {
          char *s = words_of (l->core.chain, i, 0);
          fputs ("<li>", l->out), ss_lesson_html (l->out, s ? s : "");
          fputs ("</li>\n", l->out);
          free (s);
        }
      fputs ("</ul>\n", l->out);
    }
  fputs ("</section>\n", l->out);
}

static void
path_section (lesson *l)
{
  if (l->p->model)
    {
      ss_lesson_variant_path (l->out, &l->path);
      return;
    }
  fprintf (l->out, "<section id=\"path\"><h2>The solve path (%d step%s)</h2>"
           "\n<p>Each step names its technique and the givens and earlier "
           "steps (#K) it rests on.  Click a step to go there.</p>\n<ol "
           "id=\"step-list\"></ol>\n</section>\n",
           l->path.nfacts - l->path.ngivens,
           l->path.nfacts - l->path.ngivens == 1 ? "" : "s");
}

/* ---- the data ---- */

static void
int_list (FILE *out, const char *key, const int *v, int k)
{
  fprintf (out, ",\"%s\":[", key);
  for (int i = 0; i < k; i++)
    fprintf (out, "%s%d", i ? "," : "", v[i]);
  fputc (']', out);
}

/* The cells of the placements a step rests on. */
static void
reason_cells (FILE *out, const ss_path *p, const ss_step *f)
{
  int first = 1;
  fputs (",\"r\":[", out);
  for (int j = 0; j < f->nreason; j++)
    {
      const ss_step *r = &p->fact[f->reason[j]];
      if (r->kind == SS_STEP_GIVEN || r->kind == SS_STEP_PLACE)
        fprintf (out, "%s%d", first ? "" : ",", r->cell), first = 0;
    }
  fputc (']', out);
}

static void
data_steps (lesson *l)
{
  const ss_path *p = &l->path;
  FILE *out = l->out;
  fputs (",\"steps\":[", out);
  for (int i = p->ngivens; i < p->nfacts; i++)
    {
      const ss_step *f = &p->fact[i];
      char *text = words_of (p, i, 0);
      fputs (i > p->ngivens ? ",\n{\"t\":" : "\n{\"t\":", out);
      ss_lesson_js_string (out, text ? text : "");
      free (text);
      fprintf (out, ",\"k\":\"%c\",\"c\":%d,\"d\":%d",
               f->kind == SS_STEP_PLACE ? 'p'
               : f->kind == SS_STEP_ELIMINATE ? 'e' : 'x', f->cell, f->digit);
      int_list (out, "e", f->elim, f->nelim);
      int_list (out, "f", f->cells, f->ncells);
      reason_cells (out, p, f);
      if (l->p->model && f->kind == SS_STEP_PLACE)
        ss_lesson_variant_strikes (out, "x", &l->v, p, i, i + 1);
      fputc ('}', out);
    }
  fputs ("]", out);
}

/* Family fam is in the CNF: a classic one by its bit, a variant one by
 * its clauses. */
static int
written (const ss_cnf *f, int fam)
{
  if (fam < SS_FAMILY_COUNT)
    return (f->info.families & (1u << fam)) != 0;
  return f->info.family_clauses[fam] > 0;
}

static void
data_clauses (lesson *l)
{
  FILE *out = l->out;
  const ss_cnf *f = &l->cnf;
  if (!l->has_cnf)
    {
      fputs (",\"lits\":null", out);
      return;
    }
  fprintf (out, ",\"nvars\":%ld,\"primary\":%ld", f->info.nvars,
           f->map.primary);
  fputs (",\"fams\":[", out);
  int first = 1;
  for (int fam = 0; fam < SS_LESSON_FAMILIES; fam++)
    if (written (f, fam))
      {
        fprintf (out, "%s{\"name\":\"%s\",\"first\":%ld,\"count\":%ld}",
                 first ? "" : ",", ss_family_name ((ss_family) fam),
                 f->family_first[fam], f->info.family_clauses[fam]);
        first = 0;
      }
  fputs ("],\"orig\":", out);
  if (f->map.orig)
    {
      fputc ('[', out);
      for (long v = 1; v <= f->map.primary; v++)
        fprintf (out, "%s%d", v > 1 ? "," : "", f->map.orig[v]);
      fputc (']', out);
    }
  else
    fputs ("null", out);
  fputs (",\n\"lits\":[", out);
  for (long c = 0; c < f->info.nclauses; c++)
    {
      int len;
      const int *lits = ss_cnf_clause (f, c, &len);
      for (int k = 0; k < len; k++)
        fprintf (out, "%d,", lits[k]);
      fputs (c + 1 < f->info.nclauses ? "0,\n" : "0", out);
    }
  fputc (']', out);
}

static void
data (lesson *l)
{
  const ss_grid *p = l->p;
  FILE *out = l->out;
  fprintf (out, "<script>\nwindow.SUDOSAT = {\"n\":%d,\"R\":%d,\"C\":%d,"
           "\"status\":\"%s\"", p->n, p->box_rows, p->box_cols,
           ss_status_name (l->path.status));
  fputs (",\"puzzle\":[", out);
  for (int i = 0; i < p->n * p->n; i++)
    fprintf (out, "%s%d", i ? "," : "", p->cell[i]);
  fputs ("],\"core\":[", out);
  for (int i = 0, first = 1; l->has_core && i < p->n * p->n; i++)
    if (l->core.givens.cell[i])
      fprintf (out, "%s%d", first ? "" : ",", i), first = 0;
  fputc (']', out);
  if (p->model)
    ss_lesson_variant_data (out, p, &l->v, &l->path);
  data_steps (l);
  data_clauses (l);
  fputs ("};\n</script>\n<script>\n", out);
  ss_lesson_script (out, p->model != 0);
  fputs ("</script>\n</body>\n</html>\n", out);
}

/* ---- putting it together ---- */

/* The clauses, or only their counts above SS_LESSON_CLAUSES_MAX_N. */
static int
clauses (lesson *l, ss_error *err)
{
  if (l->p->n <= SS_LESSON_CLAUSES_MAX_N)
    {
      if (ss_cnf_build (&l->cnf, l->p, &l->o->enc, err))
        return -1;
      l->has_cnf = 1;
      l->info = l->cnf.info;
      return 0;
    }
  return ss_encode_count (l->p, &l->o->enc, &l->info, err);
}

/* A variant puzzle: the verdict from an engine that handles its rules,
 * the solve path of the steps engine with that engine for its search
 * steps, the clauses when the encoder handles every rule
 * (lesson_parts.h). */
static int
prepare_variant (lesson *l, ss_error *err)
{
  if (ss_lesson_variant_check (l->p, l->o->timeout, &l->v, err))
    return -1;
  ss_steps_opts so = { .minimize = 1, .timeout = l->o->timeout,
                       .solver = l->v.decider };
  if (ss_steps_solve (l->p, &so, &l->path, err))
    return -1;
  l->path.status = l->v.status;
  return l->v.unencoded ? 0 : clauses (l, err);
}

static int
prepare (lesson *l, ss_error *err)
{
  if (l->p->model)
    return prepare_variant (l, err);
  ss_steps_opts so = { .minimize = 1, .timeout = l->o->timeout };
  if (ss_steps_solve (l->p, &so, &l->path, err))
    return -1;
  if (l->path.status == SS_UNSAT || l->path.status == SS_INVALID)
    {
      ss_explain_opts eo = { l->o->timeout, 0, 0 };
      int got = ss_core_find (l->p, &eo, &l->core, err);
      if (got < 0)
        return -1;
      l->has_core = got == 1;
    }
  return clauses (l, err);
}

/* The page's title: the option's, a variant puzzle's own, or ours. */
static const char *
title_of (const ss_grid *p, const ss_lesson_opts *o)
{
  if (o->title)
    return o->title;
  if (p->model && p->model->title)
    return p->model->title;
  return p->model ? "A variant Sudoku, rule by rule"
                  : "A Sudoku, step by step";
}

int
ss_lesson_write (FILE *out, const ss_grid *puzzle, const ss_lesson_opts *o,
                 ss_error *err)
{
  lesson l;
  memset (&l, 0, sizeof l);
  l.out = out, l.p = puzzle, l.o = o;
  int got = prepare (&l, err);
  if (got == 0)
    {
      head (&l, title_of (puzzle, o));
      lead (&l);
      picture (&l);
      formula (&l);
      rules (&l);
      cell_panel (&l);
      core_section (&l);
      path_section (&l);
      data (&l);
      if (fflush (out) || ferror (out))
        got = -1, ss_error_set (err, 0, 0, "write error");
      else if (o->timeout > 0 && (l.path.stopped
                                  || l.path.status == SS_UNKNOWN))
        got = 1; /* the page says what the time left unknown */
    }
  if (l.path.fact || l.path.puzzle.cell)
    ss_path_free (&l.path);
  if (l.has_core)
    ss_core_free (&l.core);
  if (l.has_cnf)
    ss_cnf_free (&l.cnf);
  if (puzzle->model)
    ss_lesson_variant_free (&l.v);
  return got;
}
