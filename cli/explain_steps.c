/* explain_steps.c -- sudosat explain --steps: the solve path, in words
 * (one numbered line per step and a summary line), as JSON Lines (one
 * object per step, then {"summary": ...}), or as an SVG picture of where
 * the path ends with each placed cell's step number.
 */
#include "explain_steps.h"

#include <stdlib.h>

#include "../core/model.h"
#include "../core/print.h"
#include "../core/svg.h"
#include "../engines/table.h"
#include "../gen/generate.h"
#include "../steps/steps.h"
#include "progress.h"

static void
summary_words (FILE *out, const ss_path *p, const ss_grade *g)
{
  int steps = p->nfacts - p->ngivens, guesses = g->count[SS_TECH_GUESS];
  if (p->stopped)
    fprintf (out, "stopped after %d step%s: the timeout ran out, or no "
             "verdict is known\n", steps, steps == 1 ? "" : "s");
  else if (!p->solved)
    fprintf (out, "no solution: step %d is a contradiction\n", steps);
  else if (!steps)
    fputs ("nothing to solve: the givens fill the grid\n", out);
  else if (guesses)
    fprintf (out, "solved in %d step%s with %d guess%s: the puzzle has more "
             "than one solution, and this is one of them\n", steps,
             steps == 1 ? "" : "s", guesses, guesses == 1 ? "" : "es");
  else
    fprintf (out, "solved in %d step%s: %s (qqwing's scale), score %ld "
             "(HoDoKu's weights)\n", steps, steps == 1 ? "" : "s",
             ss_level_name (g->level), g->score);
}

/* The shared head on every line: the puzzle's record, its status the
 * puzzle's verdict (docs/json.md). */
static void
json_open (FILE *out, const ss_path *p, const char *head)
{
  fprintf (out, "%s,\"status\":\"%s\",", head, ss_status_name (p->status));
}

static void
summary_json (FILE *out, const ss_path *p, const ss_grade *g,
              const cli_input *in, const char *head)
{
  json_open (out, p, head);
  fprintf (out, "\"summary\":{\"status\":\"%s\",\"steps\":%d,\"solved\":%s,"
           "\"stopped\":%s,\"level\":\"%s\",\"score\":%ld,\"grid\":\"",
           ss_status_name (p->status), p->nfacts - p->ngivens,
           p->solved ? "true" : "false", p->stopped ? "true" : "false",
           ss_level_name (g->level), g->score);
  ss_write_line (out, &p->grid, &in->alphabet, '.');
  fputs ("\"}}\n", out);
}

/* Each placed cell labelled with the number of the step that placed it. */
static int
write_svg (FILE *out, const ss_path *p, const cli_input *in)
{
  int cells = p->puzzle.n * p->puzzle.n;
  int *label = calloc ((size_t) cells, sizeof *label);
  if (!label)
    return -1;
  for (int i = p->ngivens; i < p->nfacts; i++)
    if (p->fact[i].kind == SS_STEP_PLACE)
      label[p->fact[i].cell] = ss_step_number (p, i);
  ss_svg_opts o = ss_svg_defaults ();
  o.puzzle = &p->puzzle;
  o.label = label;
  o.alphabet = in->numbers ? 0 : &in->alphabet;
  int got = ss_svg_write (out, &p->grid, &o);
  free (label);
  return got;
}

const ss_solver *
cli_steps_engine (const ss_grid *g)
{
  const ss_solver *s = ss_engine_pick (g);
  uint64_t lacks = ss_solver_lacks (ss_solver_find ("fast"), g);
  int k = 0;
  if (s || !lacks)
    return s;
  while (!(lacks & SS_KIND_BIT (k)))
    k++;
  cli_warn ("no engine handles %s constraints: no verdict, and the steps "
            "stop where search would be needed", ss_kind_name (k));
  return 0;
}

/* A variant puzzle has no singles solver: the same question is read from
 * its solve path, whose singles come first (naked, then hidden) and are
 * monotone, so they settle the puzzle exactly when the path uses nothing
 * else; a path with other deductions but no trial, search or guess is
 * settled by them ("logic"); only a path that needs one of those three
 * is "search". */
int
cli_rating_by_path (const ss_grade *g)
{
  int other = g->steps - g->count[SS_TECH_NAKED_SINGLE];
  for (int t = SS_TECH_HIDDEN_SINGLE_BOX; t <= SS_TECH_HIDDEN_SINGLE_COL; t++)
    other -= g->count[t];
  other -= g->count[SS_TECH_HIDDEN_SINGLE_HOUSE];
  if (g->steps == g->count[SS_TECH_NAKED_SINGLE])
    return SS_RATE_EASY;
  if (!other)
    return SS_RATE_MEDIUM;
  return cli_path_guesses (g) || g->count[SS_TECH_TRIAL] ? SS_RATE_HARD
                                                         : SS_RATE_LOGIC;
}

int
cli_path_guesses (const ss_grade *g)
{
  return g->count[SS_TECH_SEARCH] + g->count[SS_TECH_GUESS];
}

int
cli_explain_steps (FILE *out, const ss_grid *g, const cli_input *in,
                   cli_steps_format format, double timeout, const char *head)
{
  ss_steps_opts o = { .minimize = 1, .timeout = timeout,
                      .alphabet = &in->alphabet };
  if (g->model)
    o.solver = cli_steps_engine (g);
  ss_path p;
  ss_grade grade;
  ss_error err;
  ss_error_clear (&err);
  cli_life_begin ("steps");
  int failed = ss_steps_solve (g, &o, &p, &err);
  cli_life_end ();
  if (failed)
    {
      fprintf (stderr, "sudosat explain: %s\n", err.msg);
      return SS_EXIT_INTERNAL;
    }
  ss_steps_grade (&p, &grade);
  int got = 0;
  if (format == CLI_STEPS_SVG)
    got = write_svg (out, &p, in);
  for (int i = p.ngivens; format != CLI_STEPS_SVG && i < p.nfacts; i++)
    {
      if (format == CLI_STEPS_JSON)
        json_open (out, &p, head), ss_step_write_json_members (out, &p, i),
          fputc ('}', out);
      else
        ss_step_write_words (out, &p, i);
      fputc ('\n', out);
    }
  if (format == CLI_STEPS_JSON)
    summary_json (out, &p, &grade, in, head);
  else if (format == CLI_STEPS_WORDS)
    summary_words (out, &p, &grade);
  ss_path_free (&p);
  if (got)
    fputs ("sudosat explain: out of memory\n", stderr);
  return got ? SS_EXIT_INTERNAL : SS_EXIT_OK;
}

int
cli_parse_orders (const char *arg, int *out)
{
  unsigned long long u;
  if (cli_parse_u64 ("--orders", arg, &u))
    return -1;
  if (u < 1 || u > 1000)
    return cli_usage_error ("--orders", "'%s' is not between 1 and 1000",
                            arg), -1;
  *out = (int) u;
  return 0;
}

int
cli_explain_check (int steps, int minimal, int line, int svg, int pencil)
{
  const char *why = 0;
  if (steps && minimal)
    why = "--steps and --minimal-check do not go together";
  else if (steps && line)
    why = "--steps prints words, json or svg, not a line";
  else if (minimal && svg)
    why = "--minimal-check prints words or json, not svg";
  else if (pencil && !svg)
    why = "--pencil draws pencil marks: it needs --format svg";
  if (!why)
    return 0;
  cli_usage_error ("explain", "%s", why);
  return SS_EXIT_USAGE;
}

/* A variant grid: no given of any house of the cell holds d. */
static int
house_free (const ss_grid *g, int cell, int d)
{
  const ss_model *m = g->model;
  for (int h = 0; h < m->nhouses; h++)
    {
      const int *cells = ss_model_house (m, h);
      int in = 0, has = 0;
      for (int k = 0; k < g->n; k++)
        in |= cells[k] == cell, has |= g->cell[cells[k]] == d;
      if (in && has)
        return 0;
    }
  return 1;
}

/* A digit is a pencil mark of an open cell when no given of the cell's
 * row, column or box (of a variant grid: of its houses) holds it; it is
 * drawn as the puzzle wrote it. */
typedef struct pencil_ctx {
  const ss_grid *g;
  const ss_alphabet *a;
} pencil_ctx;

static const char *
pencil_mark (void *ctx, int cell, int d, char *buf, size_t len)
{
  const pencil_ctx *pc = ctx;
  const ss_grid *g = pc->g;
  char sym[8];
  int n = g->n, r = cell / n, c = cell % n, b = ss_box_of (g, r, c);
  if (g->model)
    return house_free (g, cell, d) ? (snprintf (buf, len, "%d", d), buf) : 0;
  for (int k = 0; k < n; k++)
    if (g->cell[r * n + k] == d || g->cell[k * n + c] == d
        || g->cell[ss_box_cell_row (g, b, k) * n + ss_box_cell_col (g, b, k)]
           == d)
      return 0;
  snprintf (buf, len, "%s", ss_digit_name (pc->a, n, d, sym));
  return buf;
}

int
cli_explain_svg (FILE *out, const ss_grid *puzzle, const ss_grid *core,
                 const cli_input *in, int pencil, const char *title)
{
  size_t cells = (size_t) puzzle->n * puzzle->n;
  unsigned char *shade = core ? calloc (cells, 1) : 0;
  if (core && !shade)
    return SS_EXIT_INTERNAL;
  for (size_t i = 0; core && i < cells; i++)
    shade[i] = core->cell[i] != 0;
  ss_svg_opts o = ss_svg_defaults ();
  pencil_ctx pc = { puzzle, in->numbers ? 0 : &in->alphabet };
  o.alphabet = pc.a;
  o.highlight = shade;
  o.title = title;
  if (pencil)
    o.mark = pencil_mark, o.mark_ctx = &pc;
  int got = ss_svg_write (out, puzzle, &o);
  free (shade);
  return got ? SS_EXIT_INTERNAL : SS_EXIT_OK;
}

void
cli_explain_chain (FILE *out, const ss_path *chain, int json)
{
  if (!chain)
    return;
  if (json)
    fputs (",\"steps\":[", out);
  for (int i = chain->ngivens; i < chain->nfacts; i++)
    {
      if (json)
        fputs (i > chain->ngivens ? "," : "", out),
          ss_step_write_json (out, chain, i);
      else
        fputs ("  ", out), ss_step_write_words (out, chain, i),
          fputc ('\n', out);
    }
  if (json)
    fputc (']', out);
}
