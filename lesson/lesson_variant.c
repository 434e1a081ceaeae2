/* lesson_variant.c -- the parts of the lesson page that differ for a
 * variant puzzle (see lesson_parts.h): the verdict from an engine that
 * handles every rule, the rules with their meanings and pictures, the
 * clause families when the encoder handles them, and honest words where
 * this build cannot yet show something.
 */
#include "lesson_parts.h"

#include <string.h>

#include "lesson.h"

#include "../core/draw/draw.h"
#include "../core/model.h"
#include "../engines/table.h"

/* An engine that decides a puzzle on its own: complete, and needing no
 * program or library named on the command line. */
static int
usable (const ss_solver *s)
{
  return (s->flags & SS_COMPLETE)
         && !(s->flags & (SS_NEEDS_CMD | SS_NEEDS_LIB));
}

/* The default pick (engines/table.h: the portfolio, which races the
 * engines that handle the rules, so an impossible jigsaw layout waits
 * for no one engine's search), else the first usable engine that handles
 * every rule, slow ones last; 0 when there is none.  *unhandled gets
 * the kinds no usable engine handles. */
static const ss_solver *
decider (const ss_grid *p, uint64_t *unhandled)
{
  const ss_solver *slow = 0;
  *unhandled = p->model->kinds;
  for (int i = 0; i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      if (usable (s))
        *unhandled &= ss_solver_lacks (s, p);
    }
  const ss_solver *pick = ss_engine_pick (p);
  if (pick || *unhandled)
    return pick;
  for (int i = 0; i < ss_solver_count && !slow; i++)
    if (usable (&ss_solvers[i]) && !ss_solver_lacks (&ss_solvers[i], p))
      slow = &ss_solvers[i];
  return slow;
}

int
ss_lesson_variant_check (const ss_grid *p, double timeout,
                         ss_lesson_variant *v, ss_error *err)
{
  const ss_solver *sat = ss_solver_find ("cadical");
  memset (v, 0, sizeof *v);
  v->status = SS_UNKNOWN;
  v->unencoded = sat ? ss_solver_lacks (sat, p) : p->model->kinds;
  if (ss_pairs_build (p->model, &v->pairs))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  const ss_solver *s = decider (p, &v->unhandled);
  v->decider = s;
  if (!s)
    return 0;
  ss_solve_opts so = { .limit = 2, .timeout = timeout };
  ss_result res;
  if (ss_solve (s, p, &so, &res) < 0)
    {
      ss_result_free (&res);
      return ss_error_set (err, 0, 0, "out of memory"), -1;
    }
  v->status = res.status;
  v->engine = res.status == SS_UNKNOWN ? 0 : s->name;
  /* The portfolio's verdict is its winner's: name the engine. */
  const ss_solver *won = !strncmp (res.note, "won by ", 7)
                         ? ss_solver_find (res.note + 7) : 0;
  if (v->engine && won)
    v->engine = won->name;
  ss_result_free (&res);
  return 0;
}

/* The kinds of mask as "thermo, killer". */
static void
kind_list (FILE *out, uint64_t mask)
{
  int first = 1;
  for (int k = 0; k < SS_KIND_COUNT; k++)
    if (mask & SS_KIND_BIT (k))
      {
        fprintf (out, "%s%s", first ? "" : ", ",
                 k == SS_KIND_REGIONS ? "irregular regions"
                                      : ss_kind_name (k));
        first = 0;
      }
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

/* "A 6x6 variant Sudoku (irregular regions) with 4 givens and 2 rules
 * besides the houses: " */
static void
puzzle_words (FILE *out, const ss_grid *p)
{
  const ss_model *m = p->model;
  int givens = ss_grid_givens (p);
  fprintf (out, "A %dx%d variant Sudoku (", p->n, p->n);
  if (m->irregular && !m->nregions)
    fputs ("no regions: rows and columns only", out);
  else if (m->irregular && m->nregions < m->n)
    fprintf (out, "irregular regions, %d cells in none",
             (m->n - m->nregions) * m->n);
  else if (m->irregular)
    fputs ("irregular regions", out);
  else
    fprintf (out, "%dx%d boxes", p->box_rows, p->box_cols);
  fprintf (out, ") with %d given%s", givens, givens == 1 ? "" : "s");
  if (m->ncons)
    fprintf (out, " and %d rule%s besides the houses", m->ncons,
             m->ncons == 1 ? "" : "s");
  fputs (": ", out);
}

void
ss_lesson_variant_lead (FILE *out, const ss_grid *p,
                        const ss_lesson_variant *v)
{
  fputs ("<p class=\"lead\">", out);
  puzzle_words (out, p);
  if (v->engine)
    fprintf (out, "%s (decided by %s, every solution checked against "
             "every rule)", verdict_words (v->status), v->engine);
  else if (v->unhandled)
    fputs ("its verdict is not known, since no engine of this build "
           "handles ", out), kind_list (out, v->unhandled);
  else
    fputs (verdict_words (SS_UNKNOWN), out);
  fprintf (out, ".  Click a cell to see its variables%s; walk the solve "
           "path with the buttons or the arrow keys.</p>\n",
           v->unencoded ? "" : " and every clause that mentions them");
}

/* ---- the rules ---- */

static void
houses_row (FILE *out, const ss_model *m)
{
  int extra = m->nhouses - ss_model_first_extra (m);
  fprintf (out, "<tr><td>houses</td><td>each row, column and %s holds "
           "each digit once", m->irregular ? "region" : "box");
  if (m->nregions < m->n)
    fputs (" (a cell in no region: its row and column only)", out);
  if (extra > 0)
    fprintf (out, ", and so do %d more house%s (diagonals, disjoint groups, "
             "extra regions of %d cells)", extra, extra == 1 ? "" : "s",
             m->n);
  fprintf (out, "</td><td>thin lines between cells, thick ones around %s"
           "</td><td>%d</td></tr>\n", m->irregular ? "regions" : "boxes",
           m->nhouses);
}

static void
kind_row (FILE *out, const ss_model *m, int k, int count)
{
  ss_legend l;
  fprintf (out, "<tr><td>%s</td><td>", k ? ss_kind_name (k) : "regions");
  ss_lesson_html (out, ss_lesson_kind_words (k));
  fputs ("</td><td>", out);
  ss_draw_legend_kind (m, k, &l);
  for (int i = 0; i < l.count; i++)
    {
      fputs (i ? "<br>" : "", out);
      ss_lesson_html (out, l.line[i]);
    }
  fprintf (out, "</td><td>%d</td></tr>\n", count);
}

static void
meaning_table (FILE *out, const ss_model *m)
{
  int count[SS_KIND_COUNT] = { 0 };
  for (int i = 0; i < m->ncons; i++)
    count[m->con[i].kind]++;
  fputs ("<table>\n<tr><th>rule</th><th>meaning</th><th>in the picture"
         "</th><th>how many</th></tr>\n", out);
  houses_row (out, m);
  if (m->irregular && m->nregions)
    kind_row (out, m, SS_KIND_REGIONS, m->nregions);
  for (int k = 1; k < SS_KIND_COUNT; k++)
    if (count[k])
      kind_row (out, m, k, count[k]);
  fputs ("</table>\n", out);
}

/* Every family the encoder wrote, with its words and counts: the
 * classic families over the model's houses and whatever families the
 * encoder names for the kinds. */
static void
family_table (FILE *out, const ss_encode_info *in)
{
  fputs ("<h3>As clause families</h3>\n<table>\n<tr><th>family</th>"
         "<th>what its clauses say</th><th>clauses</th><th>new variables"
         "</th></tr>\n", out);
  for (int f = 0; f < SS_LESSON_FAMILIES; f++)
    if (in->family_clauses[f] || in->family_aux[f])
      {
        fprintf (out, "<tr><td>%s</td><td>", ss_family_name ((ss_family) f));
        ss_lesson_html (out, ss_family_help ((ss_family) f));
        fprintf (out, "</td><td>%ld</td><td>%ld</td></tr>\n",
                 in->family_clauses[f], in->family_aux[f]);
      }
  fprintf (out, "</table>\n<p>%ld variables, %ld clauses in all.</p>\n",
           in->nvars, in->nclauses);
}

void
ss_lesson_variant_rules (FILE *out, const ss_grid *p,
                         const ss_lesson_variant *v,
                         const ss_encode_info *info)
{
  fputs ("<section id=\"families\"><h2>The rules</h2>\n", out);
  meaning_table (out, p->model);
  if (info)
    family_table (out, info);
  else if (v->unencoded)
    {
      fputs ("<p>The encoder of this build does not turn ", out);
      kind_list (out, v->unencoded);
      fputs (" into clauses yet, so this page shows what the rules mean "
             "but not their clauses.</p>\n", out);
    }
  else
    fprintf (out, "<p>Clauses are listed for grids up to %dx%d.</p>\n",
             SS_LESSON_CLAUSES_MAX_N, SS_LESSON_CLAUSES_MAX_N);
  fputs ("</section>\n", out);
}

void
ss_lesson_variant_free (ss_lesson_variant *v)
{
  ss_pairs_free (&v->pairs);
}

/* Why a path ends short of a full grid. */
static const char *
short_words (const ss_path *p)
{
  if (p->stopped)
    return "  The path stops where its time ran out.";
  if (p->status == SS_UNKNOWN)
    return "  No engine of this build decides the puzzle, so the path "
           "stops where search would be needed.";
  return "";
}

void
ss_lesson_variant_path (FILE *out, const ss_path *p)
{
  int steps = p->nfacts - p->ngivens;
  fprintf (out, "<section id=\"path\"><h2>The solve path (%d step%s)</h2>"
           "\n<p>The step-by-step solver reasons with every rule of the "
           "puzzle: each step names its technique, the rule it uses and the "
           "givens and earlier steps (#K) it rests on.  Click a step to go "
           "there.%s</p>\n<ol id=\"step-list\"></ol>\n</section>\n", steps,
           steps == 1 ? "" : "s", p->solved ? "" : short_words (p));
}

/* The strikes of one placement through the pairs. */
static void
strikes_of (FILE *out, const ss_pairs *pp, int cell, int d, int *first)
{
  int n = pp->n;
  for (int i = 0; i < pp->count; i++)
    if (pp->pair[i].x == cell)
      for (int b = 1; b <= n; b++)
        if (pp->pair[i].bad[(d - 1) * n + b - 1])
          fprintf (out, "%s%d", *first ? "" : ",", pp->pair[i].y * n + b - 1),
            *first = 0;
}

void
ss_lesson_variant_strikes (FILE *out, const char *key,
                           const ss_lesson_variant *v, const ss_path *p,
                           int from, int to)
{
  int first = 1;
  fprintf (out, ",\"%s\":[", key);
  for (int i = from; i < to; i++)
    if (p->fact[i].kind == SS_STEP_GIVEN || p->fact[i].kind == SS_STEP_PLACE)
      strikes_of (out, &v->pairs, p->fact[i].cell, p->fact[i].digit, &first);
  fputc (']', out);
}

void
ss_lesson_variant_data (FILE *out, const ss_grid *p,
                        const ss_lesson_variant *v, const ss_path *path)
{
  const ss_model *m = p->model;
  double a[4];
  ss_draw_mark_area (m, a);
  fprintf (out, ",\"marks\":[%.2f,%.2f,%.2f,%.2f]", a[0], a[1], a[2], a[3]);
  fputs (",\"houses\":[", out);
  for (int h = 0; h < m->nhouses; h++)
    {
      const int *cells = ss_model_house (m, h);
      fputs (h ? ",[" : "[", out);
      for (int i = 0; i < m->n; i++)
        fprintf (out, "%s%d", i ? "," : "", cells[i]);
      fputc (']', out);
    }
  fputc (']', out);
  ss_lesson_variant_strikes (out, "gx", v, path, 0, path->ngivens);
  fputs (",\"noClauses\":", out);
  ss_lesson_js_string (out, v->unencoded
                              ? "The encoder of this build does not turn "
                                "every rule of this puzzle into clauses "
                                "yet."
                              : "Clauses are listed for grids up to "
                                "16x16.");
}
