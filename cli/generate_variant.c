/* generate_variant.c -- sudosat generate --variant (generate_variant.h).
 *
 * Model: the variants name the rules (gen/variant.c); the engines come
 * from the table: the first complete one that handles every kind digs
 * (or refines the killer cages) unless --solver names another, and a
 * second, different one confirms each puzzle without a budget before it
 * is printed -- as for classic puzzles, no puzzle is printed on one
 * engine's word.  A combination of rules no grid satisfies is said
 * plainly: the random fill searched every grid, and the confirming
 * engine is asked too.  A variant puzzle is always written with its
 * rules (the text form), never as a bare grid that would drop them.
 */
#include "generate_variant.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../engines/portfolio.h"
#include "../core/fpuzzles/fpuzzles.h"
#include "../core/model_text.h"
#include "../core/print.h"
#include "../engines/table.h"
#include "../steps/steps.h"
#include "explain_steps.h"

int
cli_variant_parse (cli_variant *v, const char *arg)
{
  char *copy = strdup (arg), *save = 0;
  if (!copy)
    return -1;
  for (char *w = strtok_r (copy, ",", &save); w; w = strtok_r (0, ",", &save))
    {
      int k = ss_variant_lookup (w);
      if (k < 0)
        {
          cli_usage_error ("generate", "--variant: unknown variant '%s' (one "
                           "of jigsaw, killer, x, antiknight, antiking, "
                           "nonconsecutive, windoku, disjoint, kropki, xv)",
                           w);
          return free (copy), -1;
        }
      v->o.variants |= SS_VAR_BIT (k);
    }
  free (copy);
  if (!v->o.variants)
    return cli_usage_error ("generate", "--variant needs a name"), -1;
  return 0;
}

/* The name of the first kind in mask, for messages. */
static const char *
first_kind (uint64_t mask)
{
  int k = 0;
  while (k < SS_KIND_COUNT && !(mask & SS_KIND_BIT (k)))
    k++;
  return ss_kind_name (k);
}

/* The engine that confirms what the portfolio dug: one that does not
 * race in it (picosat, cryptominisat), so the confirmation never rests
 * on the winner's word; else the table's first, alone. */
static const ss_solver *
confirmer (uint64_t kinds, int n, const ss_solver *alone)
{
  for (int i = 0; i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      if ((s->flags & SS_COMPLETE) && !(s->flags & SS_SLOW)
          && !(s->flags & (SS_NEEDS_CMD | SS_NEEDS_LIB))
          && s->solve != ss_portfolio_solve && !(kinds & ~s->kinds)
          && n <= s->max_n && !ss_portfolio_races (s))
        return s;
    }
  return alone;
}

static int
pick_engines (cli_variant *v, int n, const ss_solver *named)
{
  if (named && (v->kinds & ~named->kinds))
    return cli_usage_error ("generate", "solver '%s' does not handle %s "
                            "constraints", named->name,
                            first_kind (v->kinds & ~named->kinds)),
           SS_EXIT_USAGE;
  const ss_solver *alone = ss_engine_for_kinds (v->kinds, n, 0);
  /* The default digs with the pick (the portfolio: every check is the
   * faster engine's) when two engines handle the rules, so another can
   * confirm; else with the one that does. */
  v->dig = named ? named
           : alone && ss_engine_for_kinds (v->kinds, n, alone)
           ? ss_engine_pick_kinds (v->kinds, n) : alone;
  if (!v->dig)
    return cli_usage_error ("generate", "no engine handles %s constraints, "
                            "so none can dig these puzzles",
                            first_kind (v->kinds)), SS_EXIT_USAGE;
  v->confirm = v->dig == ss_solver_find ("portfolio")
               ? confirmer (v->kinds, n, alone)
               : ss_engine_for_kinds (v->kinds, n, v->dig);
  if (!v->confirm)
    return cli_usage_error ("generate", "only %s handles these rules, and "
                            "every puzzle is confirmed by a second engine",
                            v->dig->name), SS_EXIT_USAGE;
  return 0;
}

int
cli_variant_settle (cli_variant *v, int box_rows, int box_cols,
                    const ss_solver *named, int dig_options)
{
  int killer = (v->o.variants & SS_VAR_BIT (SS_VAR_KILLER)) != 0;
  v->kinds = ss_variant_kinds (v->o.variants);
  if (v->givens_set && !killer)
    return cli_usage_error ("generate", "--givens is for --variant killer; "
                            "other variants are dug from a full grid"),
           SS_EXIT_USAGE;
  if (killer && dig_options)
    return cli_usage_error ("generate", "--variant killer cuts cages: "
                            "--symmetric, --min-givens and --minimal are "
                            "for dug puzzles"), SS_EXIT_USAGE;
  if ((v->o.variants & SS_VAR_BIT (SS_VAR_DISJOINT))
      && (v->o.variants & SS_VAR_BIT (SS_VAR_JIGSAW)))
    return cli_usage_error ("generate", "disjoint groups need the boxes, "
                            "and a jigsaw has none"), SS_EXIT_USAGE;
  if (box_rows * box_cols < 4 && (v->o.variants & SS_VAR_BIT (SS_VAR_JIGSAW)))
    return cli_usage_error ("generate", "a jigsaw needs a side of 4 or "
                            "more"), SS_EXIT_USAGE;
  return pick_engines (v, box_rows * box_cols, named);
}

/* No grid has the rules: the fill searched them all; the confirming
 * engine is asked as well, and a disagreement is an internal error. */
static int
say_none (const cli_variant *v, int br, int bc, const ss_gen_opts *o,
          FILE *f)
{
  ss_grid blank;
  ss_error err;
  ss_solve_opts so = { .limit = 1 };
  ss_result res;
  int n = br * bc;
  if (ss_variant_rules (br, bc, &v->o, o->seed, &blank, &err) < 0)
    return fprintf (f, "sudosat generate: %s\n", err.msg), SS_EXIT_INTERNAL;
  ss_solve (v->confirm, &blank, &so, &res);
  ss_status st = res.status;
  ss_result_free (&res);
  ss_grid_free (&blank);
  if (st == SS_FOUND || st == SS_UNIQUE || st == SS_MULTIPLE)
    return fprintf (f, "sudosat generate: the fill found no %dx%d grid for "
                    "these rules, but %s found one\n", n, n,
                    v->confirm->name), SS_EXIT_INTERNAL;
  fprintf (f, "sudosat generate: no %dx%d grid has these rules: the fill "
           "searched every grid%s%s%s\n", n, n,
           st == SS_UNSAT ? ", and " : "", st == SS_UNSAT ? v->confirm->name
           : "", st == SS_UNSAT ? " finds none either" : "");
  return SS_EXIT_FINDING;
}

static int
confirmed (const ss_solver *s, const ss_grid *p, const ss_grid *sol)
{
  ss_solve_opts o = { .limit = 2 }; /* no budget: proven before printed */
  ss_result res;
  ss_solve (s, p, &o, &res);
  int ok = res.status == SS_UNIQUE
           && !memcmp (res.solution.cell, sol->cell, (size_t) p->n * p->n);
  ss_result_free (&res);
  return ok;
}

int
cli_variant_make (const cli_variant *v, int br, int bc, const ss_gen_opts *o,
                  FILE *f, ss_grid *p, ss_grid *sol, ss_gen_stats *st)
{
  ss_variant_outcome out;
  ss_error err;
  ss_error_clear (&err);
  if (ss_generate_variant (br, bc, &v->o, o, v->dig, p, sol, st, &out, &err))
    return fprintf (f, "sudosat generate: seed %llu: %s\n",
                    (unsigned long long) o->seed, err.msg), SS_EXIT_INTERNAL;
  if (out == SS_VARIANT_NONE)
    return say_none (v, br, bc, o, f);
  if (out == SS_VARIANT_UNFOUND)
    return fprintf (f, "sudosat generate: seed %llu: no full grid with these "
                    "rules was found within the fill's budget%s\n",
                    (unsigned long long) o->seed,
                    v->o.variants & SS_VAR_BIT (SS_VAR_JIGSAW)
                    ? " on any of the region layouts tried" : ""),
           SS_EXIT_FINDING;
  if (confirmed (v->confirm, p, sol))
    return 0;
  fprintf (f, "sudosat generate: seed %llu: %s does not confirm uniqueness; "
           "puzzle withheld\n", (unsigned long long) o->seed,
           v->confirm->name);
  ss_grid_free (p), ss_grid_free (sol);
  return SS_EXIT_FINDING;
}

void
cli_variant_text (FILE *f, const ss_grid *p, const ss_alphabet *a)
{
  ss_model_text_write (f, p, a, '.');
  fputc ('\n', f);
}

void
cli_variant_puzzle (FILE *f, const ss_grid *p, const ss_alphabet *a,
                    cli_format format)
{
  ss_error err;
  if (format == CLI_VARIANT)
    {
      cli_variant_text (f, p, a);
      return;
    }
  ss_error_clear (&err);
  if (format == CLI_FPUZZLES)
    ss_fpuzzles_write_string (f, p, 0, &err);
  else
    ss_fpuzzles_write_json (f, p, 0, &err);
  fputc ('\n', f);
}

static const char *rating (const cli_variant *, const ss_grid *, ss_grade *);

void
cli_variant_csv (FILE *f, const cli_variant *v, const ss_grid *p,
                 const ss_gen_stats *st)
{
  ss_grade g;
  ss_error err;
  fprintf (f, ",%s,%s,%s,%d,%d,%d,%d,%d,%s,", rating (v, p, &g),
           ss_gen_method_name (st->method), st->minimal ? "true" : "false",
           st->attempts, st->needed, st->unchecked, st->checks, st->unknowns,
           v->confirm->name);
  for (int k = 0, first = 1; k < SS_VAR_COUNT; k++)
    if (v->o.variants & SS_VAR_BIT (k))
      fprintf (f, "%s%s", first ? "" : "; ", ss_variant_name (k)), first = 0;
  fprintf (f, ",%s,", v->dig->name);
  ss_error_clear (&err);
  if (p->n >= 4 && p->n <= 16)
    {
      ss_fpuzzles_write_string (f, p, 0, &err);
      fputs (",\n", f);
    }
  else
    fputs (",f-puzzles has sides 4 to 16: json carries the rules\n", f);
}

/* The rating read from the solve path, as rate does. */
static const char *
rating (const cli_variant *v, const ss_grid *p, ss_grade *g)
{
  ss_steps_opts so = { 0 };
  ss_path path;
  ss_error err;
  so.solver = v->dig;
  g->level = SS_LEVEL_NONE;
  if (ss_steps_solve (p, &so, &path, &err) < 0)
    return "unrated";
  ss_steps_grade (&path, g);
  ss_path_free (&path);
  return g->level == SS_LEVEL_NONE ? "unrated"
         : ss_rating_name (cli_rating_by_path (g));
}

void
cli_variant_json (FILE *f, const cli_variant *v, const ss_grid *p,
                  const ss_alphabet *a, const ss_gen_stats *st)
{
  char *text = 0;
  size_t len = 0;
  ss_grade g;
  fprintf (f, ",\"rating\":\"%s\"", rating (v, p, &g));
  fprintf (f, ",\"difficulty\":\"%s\",\"variant\":[",
           ss_level_name (g.level));
  for (int k = 0, first = 1; k < SS_VAR_COUNT; k++)
    if (v->o.variants & SS_VAR_BIT (k))
      fprintf (f, "%s\"%s\"", first ? "" : ",", ss_variant_name (k)),
        first = 0;
  fputc (']', f);
  FILE *m = open_memstream (&text, &len);
  if (m)
    ss_model_text_write (m, p, a, '.'), fclose (m);
  fputs (",\"text\":", f);
  ss_write_json_string (f, text ? text : "");
  free (text);
  fprintf (f, ",\"method\":\"%s\",\"minimal\":%s,\"tried\":%d,\"needed\":%d,"
           "\"kept_unchecked\":%d,\"untried\":%d,\"checks\":%d,"
           "\"unknown_checks\":%d", ss_gen_method_name (st->method),
           st->minimal ? "true" : "false", st->attempts, st->needed,
           st->unchecked, st->untried, st->checks, st->unknowns);
  fprintf (f, ",\"dug_by\":\"%s\",\"confirmed_by\":\"%s\"", v->dig->name,
           v->confirm->name);
}
