/* variant.c -- generating variant puzzles (generate.h): the rules, a
 * random full grid of them, then a dig (or, for killer, cages).
 *
 * Model: the rules are drawn first: a model with the boxes (or, for a
 * jigsaw, a random region layout, regions.c) and one constraint per
 * global kind asked for (both diagonals, anti-knight, anti-king,
 * nonconsecutive, the windoku windows, disjoint groups).  Then a random
 * full grid of those rules (fill.c; the classic filler when the rules are
 * the classic ones, as for a plain killer).  A random jigsaw layout
 * whose fill fails is replaced by another, a few times, before a walk
 * from a grid with boxes takes over (jigsaw.c); for fixed rules an
 * exhausted fill is the proof that no grid has them, and the caller
 * says so.  Last, the puzzle:
 * killer cages cut from the grid and refined (killer.c), or the givens
 * dug with the engine (dig.c's sequential dig).
 */
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "generate.h"

#define FILL_BUDGET 2000000L /* nodes per random fill of fixed rules */
#define FREE_LAYOUTS 6       /* random jigsaw layouts tried ... */
#define JIGSAW_BUDGET 20000L /* ... each with this many fill nodes */
#define WALK_ROUNDS 10       /* then rounds of the walk (jigsaw.c) */

typedef struct named {
  const char *name, *help;
} named;

static const named variants[] = {
#define SS_VARIANT_ROW(id, name, help) { name, help },
  SS_VARIANTS (SS_VARIANT_ROW)
#undef SS_VARIANT_ROW
};

const char *
ss_variant_name (ss_variant v)
{
  return variants[v].name;
}

const char *
ss_variant_help (ss_variant v)
{
  return variants[v].help;
}

int
ss_variant_lookup (const char *name)
{
  if (!strcmp (name, "diagonals"))
    return SS_VAR_DIAGONALS;
  for (int v = 0; v < SS_VAR_COUNT; v++)
    if (!strcmp (variants[v].name, name))
      return v;
  return -1;
}

uint64_t
ss_variant_kinds (unsigned v)
{
  static const uint64_t kind[SS_VAR_COUNT] = {
    [SS_VAR_JIGSAW] = SS_KIND_BIT (SS_KIND_REGIONS),
    [SS_VAR_KILLER] = SS_KIND_BIT (SS_KIND_KILLER),
    [SS_VAR_DIAGONALS] = SS_KIND_BIT (SS_KIND_DIAGONAL),
    [SS_VAR_ANTIKNIGHT] = SS_KIND_BIT (SS_KIND_ANTIKNIGHT),
    [SS_VAR_ANTIKING] = SS_KIND_BIT (SS_KIND_ANTIKING),
    [SS_VAR_NONCONSECUTIVE] = SS_KIND_BIT (SS_KIND_NONCONSECUTIVE),
    [SS_VAR_WINDOKU] = SS_KIND_BIT (SS_KIND_EXTRA),
    [SS_VAR_DISJOINT] = SS_KIND_BIT (SS_KIND_DISJOINT),
    [SS_VAR_KROPKI] = SS_KIND_BIT (SS_KIND_DIFFERENCE)
                      | SS_KIND_BIT (SS_KIND_RATIO)
                      | SS_KIND_BIT (SS_KIND_NEGATIVE),
    [SS_VAR_XV] = SS_KIND_BIT (SS_KIND_XV) | SS_KIND_BIT (SS_KIND_NEGATIVE),
  };
  uint64_t k = 0;
  for (int i = 0; i < SS_VAR_COUNT; i++)
    if (v & SS_VAR_BIT (i))
      k |= kind[i];
  return k;
}

/* ---- the rules ---------------------------------------------------------- */

static int
add_global (ss_model *m, int kind, int val)
{
  ss_con c;
  memset (&c, 0, sizeof c);
  c.kind = kind, c.clue_r = c.clue_c = -1;
  if (val != SS_NO_PARAM)
    c.val = &val, c.nvals = 1;
  return ss_model_add (m, &c);
}

/* The windows: R x C extra regions one cell in from each box corner,
 * as many as fit (four on 9x9). */
static int
add_windows (ss_model *m)
{
  int n = m->n, R = m->box_rows, C = m->box_cols, cell[SS_MAX_N];
  for (int r0 = 1; r0 + R <= n; r0 += R + 1)
    for (int c0 = 1; c0 + C <= n; c0 += C + 1)
      {
        ss_con c;
        memset (&c, 0, sizeof c);
        for (int k = 0; k < n; k++)
          cell[k] = (r0 + k / C) * n + c0 + k % C;
        c.kind = SS_KIND_EXTRA, c.clue_r = c.clue_c = -1;
        c.cell = cell, c.ncells = n;
        if (ss_model_add (m, &c) < 0)
          return -1;
      }
  return 0;
}

static int
add_kinds (ss_model *m, unsigned v)
{
  int bad = 0;
  if (v & SS_VAR_BIT (SS_VAR_DIAGONALS))
    bad |= add_global (m, SS_KIND_DIAGONAL, -1)
           | add_global (m, SS_KIND_DIAGONAL, 1);
  if (v & SS_VAR_BIT (SS_VAR_ANTIKNIGHT))
    bad |= add_global (m, SS_KIND_ANTIKNIGHT, SS_NO_PARAM);
  if (v & SS_VAR_BIT (SS_VAR_ANTIKING))
    bad |= add_global (m, SS_KIND_ANTIKING, SS_NO_PARAM);
  if (v & SS_VAR_BIT (SS_VAR_NONCONSECUTIVE))
    bad |= add_global (m, SS_KIND_NONCONSECUTIVE, SS_NO_PARAM);
  if (v & SS_VAR_BIT (SS_VAR_DISJOINT))
    bad |= add_global (m, SS_KIND_DISJOINT, SS_NO_PARAM);
  if (v & SS_VAR_BIT (SS_VAR_WINDOKU))
    bad |= add_windows (m);
  return bad ? -1 : 0;
}

int
ss_variant_rules (int box_rows, int box_cols, const ss_variant_opts *o,
                  uint64_t seed, ss_grid *blank, ss_error *err)
{
  int n = box_rows * box_cols, jigsaw = o->variants & SS_VAR_BIT (SS_VAR_JIGSAW);
  blank->cell = 0;
  if (jigsaw && (o->variants & SS_VAR_BIT (SS_VAR_DISJOINT)))
    return ss_error_set (err, 0, 0, "disjoint groups need the boxes, and a "
                         "jigsaw has none"), -1;
  ss_model *m = ss_model_new (box_rows, box_cols);
  int *ids = malloc (sizeof *ids * (size_t) n * n);
  int bad = !m || !ids || add_kinds (m, o->variants) < 0;
  if (!bad && jigsaw)
    bad = ss_gen_regions (n, seed, ids) < 0
          || ss_model_set_regions (m, ids, err) < 0;
  free (ids);
  if (bad)
    return ss_model_unref (m), ss_error_set (err, 0, 0, "out of memory"), -1;
  if (ss_model_finish (m, err) < 0 || ss_grid_init (blank, box_rows,
                                                     box_cols) < 0)
    return ss_model_unref (m), -1;
  ss_grid_set_model (blank, m);
  ss_model_unref (m);
  return 0;
}

ss_model *
ss_gen_copy_rules (const ss_grid *rules, ss_error *err)
{
  const ss_model *base = rules->model;
  int cells = rules->n * rules->n;
  ss_model *m = ss_model_new (rules->box_rows, rules->box_cols);
  int *ids = malloc (sizeof *ids * (size_t) cells);
  int bad = !m || !ids;
  if (!bad && base && base->irregular)
    {
      for (int c = 0; c < cells; c++)
        ids[c] = base->region[c] == SS_NO_REGION ? -1 : base->region[c];
      bad = ss_model_set_regions (m, ids, err) < 0;
    }
  for (int i = 0; !bad && base && i < base->ncons; i++)
    bad = ss_model_add (m, &base->con[i]) < 0;
  free (ids);
  if (bad)
    return ss_model_unref (m), ss_error_set (err, 0, 0, "out of memory"),
           (ss_model *) 0;
  return m;
}

/* ---- the full grid ------------------------------------------------------ */

/* The rules drawn after the grid: killer cages and markers. */
#define AFTER_GRID (SS_VAR_BIT (SS_VAR_KILLER) | SS_VAR_BIT (SS_VAR_KROPKI) \
                    | SS_VAR_BIT (SS_VAR_XV))

/* The rules before the grid are the classic ones: the classic filler. */
static int
classic_rules (const ss_variant_opts *o)
{
  return !(o->variants & ~AFTER_GRID);
}

/* The rules of o (regions drawn from seed for a jigsaw) and a full grid
 * of them into blank and solution: SS_FILL_* or -1. */
static int
fixed_grid (int br, int bc, const ss_variant_opts *o, uint64_t seed,
            long budget, ss_grid *blank, ss_grid *solution, ss_error *err)
{
  if (ss_variant_rules (br, bc, o, seed, blank, err) < 0)
    return -1;
  if (!classic_rules (o))
    {
      int got = ss_gen_fill (blank, seed, budget, solution, err);
      if (got != SS_FILL_FOUND)
        ss_grid_free (blank);
      return got;
    }
  ss_grid full;
  if (ss_gen_full (br, bc, seed, &full, err) < 0)
    return ss_grid_free (blank), -1;
  int got = ss_grid_copy (solution, blank);
  if (got == 0)
    memcpy (solution->cell, full.cell, (size_t) full.n * full.n);
  ss_grid_free (&full);
  if (got < 0)
    ss_grid_free (blank), ss_error_set (err, 0, 0, "out of memory");
  return got < 0 ? -1 : SS_FILL_FOUND;
}

/* A jigsaw: random layouts first, each with a small fill budget (most
 * plain jigsaw layouts fill at once; with anti-knight one in ten has a
 * grid at all); then a walk from a grid of the rules with boxes
 * (jigsaw.c), which always succeeds when that grid exists.  Neither
 * proves that no grid exists. */
static int
jigsaw_grid (int br, int bc, const ss_variant_opts *o, uint64_t seed,
             ss_grid *blank, ss_grid *solution, ss_error *err)
{
  int layouts = o->layouts > 0 ? o->layouts : FREE_LAYOUTS, got;
  for (int t = 0; t < layouts; t++)
    {
      uint64_t s = seed + (uint64_t) t * 0x9e3779b97f4a7c15ull;
      got = fixed_grid (br, bc, o, s, JIGSAW_BUDGET, blank, solution, err);
      if (got != SS_FILL_NONE && got != SS_FILL_BUDGET)
        return got;
    }
  ss_variant_opts boxed = *o;
  ss_grid base, base_blank;
  boxed.variants &= ~SS_VAR_BIT (SS_VAR_JIGSAW);
  got = fixed_grid (br, bc, &boxed, seed, o->fill_budget > 0
                    ? o->fill_budget : FILL_BUDGET, &base_blank, &base, err);
  if (got != SS_FILL_FOUND)
    return got < 0 ? -1 : SS_FILL_BUDGET;
  ss_grid_free (&base_blank);
  got = ss_gen_jigsaw_walk (&base, WALK_ROUNDS, seed, blank, solution, err);
  ss_grid_free (&base);
  return got < 0 ? -1 : SS_FILL_FOUND;
}

static int
rules_and_grid (int br, int bc, const ss_variant_opts *o, uint64_t seed,
                ss_grid *blank, ss_grid *solution, ss_error *err)
{
  if (o->variants & SS_VAR_BIT (SS_VAR_JIGSAW))
    return jigsaw_grid (br, bc, o, seed, blank, solution, err);
  return fixed_grid (br, bc, o, seed, o->fill_budget > 0 ? o->fill_budget
                     : FILL_BUDGET, blank, solution, err);
}

/* ---- the entry ---------------------------------------------------------- */

int
ss_generate_variant (int br, int bc, const ss_variant_opts *vo,
                     const ss_gen_opts *o, const ss_solver *s,
                     ss_grid *puzzle, ss_grid *solution, ss_gen_stats *st,
                     ss_variant_outcome *out, ss_error *err)
{
  ss_grid blank;
  memset (st, 0, sizeof *st);
  puzzle->cell = solution->cell = 0;
  int got = rules_and_grid (br, bc, vo, o->seed, &blank, solution, err);
  if (got < 0)
    return -1;
  *out = got == SS_FILL_NONE ? SS_VARIANT_NONE : SS_VARIANT_UNFOUND;
  if (got != SS_FILL_FOUND)
    return 0;
  *out = SS_VARIANT_MADE;
  if (vo->variants & (SS_VAR_BIT (SS_VAR_KROPKI) | SS_VAR_BIT (SS_VAR_XV)))
    {
      ss_grid marked;
      if (ss_gen_markers (&blank, solution, vo->variants, o->seed, &marked,
                          err) < 0)
        return ss_grid_free (&blank), ss_grid_free (solution), -1;
      ss_grid_free (solution);
      *solution = marked;
      ss_grid_free (&blank);
      if (ss_grid_init_like (&blank, solution) < 0)
        return ss_grid_free (solution),
               ss_error_set (err, 0, 0, "out of memory"), -1;
    }
  if (vo->variants & SS_VAR_BIT (SS_VAR_KILLER))
    got = ss_gen_killer (&blank, solution, vo, o, s, puzzle, st, err);
  else if ((got = ss_grid_copy (puzzle, solution)) == 0
           && (got = ss_gen_dig (s, puzzle, o, st)) < 0)
    ss_error_set (err, 0, 0, "out of memory");
  ss_grid_free (&blank);
  if (got < 0)
    ss_grid_free (puzzle), ss_grid_free (solution);
  return got < 0 ? -1 : 0;
}
