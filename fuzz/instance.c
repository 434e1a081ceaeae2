/* instance.c -- instance I of seed S, drawn from (S, I) alone.
 *
 * The draws, in this order, from the instance's own generator:
 *
 *   box        R x C with 1 <= R, C <= 8 and N = RC >= 2, each shape with
 *              weight 1/N^2: small grids (quick runs, short CNFs) most
 *              often -- 3x3 once in 110, 4x4 once in 340, 8x8 once in
 *              5,500 (its CNF has millions of clauses), N >= 25 about
 *              once in 90; or the one --box gives;
 *   density    1 to 99 percent of the cells given: the easy-hard-easy
 *              curve runs from nearly empty (many solutions, easy)
 *              through the middle (hard) to nearly full (forced);
 *   mutation   valid, minimal, unsat, invalid, multiple (fuzz.h);
 *   rules      classic half the time, else a rule drawn evenly among a
 *              jigsaw and every kind of core/kinds.h that the engine
 *              under test handles (a program: all of them), and a third
 *              of the time a second kind that is read off the grid
 *              (variant.c lays them on the full grid);
 *   encoding   minimal, efficient, extended or augmented; AMO any of
 *              SS_AMOS (pairwise only up to 25x25, where its clauses
 *              still fit in memory); mode assume (givens as unit clauses)
 *              or, for the encodings that have a reduced form, reduced;
 *              for sums (killer cages, arrows, clues, ...) a sum
 *              encoding (sums.h), the default among them (combinations only up to 16x16, where its
 *              digit sets stay few).
 *
 * The puzzle is a random full grid (gen/: ss_gen_full), with its
 * variant's rules laid on it, cut to the density, or dug by gen/
 * (minimal, unsat: with rules only up to 9x9, cut above), then mutated.
 */
#include "fuzz_int.h"

#include <stdlib.h>
#include <string.h>

#include "../core/verify.h"
#include "../engines/table.h"
#include "../gen/generate.h"
#include "variant.h"

static const char *const mutation_names[] = {
#define SS_FZ_MUTATION_NAME(id, name, help) name,
  SS_FZ_MUTATIONS (SS_FZ_MUTATION_NAME)
#undef SS_FZ_MUTATION_NAME
};

const char *
ss_fz_mutation_name (ss_fz_mutation m)
{
  return mutation_names[m];
}

/* A box drawn with weight 1/N^2 (N = RC), to a part in 10^6. */
static void
draw_box (uint64_t *rng, int *r, int *c)
{
  int total = 0;
  for (int a = 1; a <= 8; a++)
    for (int b = 1; b <= 8; b++)
      total += a * b >= 2 ? 1000000 / (a * b * a * b) : 0;
  int x = ss_fz_below (rng, total);
  for (int a = 1; a <= 8; a++)
    for (int b = 1; b <= 8; b++)
      if (a * b >= 2 && (x -= 1000000 / (a * b * a * b)) < 0)
        {
          *r = a, *c = b;
          return;
        }
  *r = 8, *c = 8;
}

static void
draw_encoding (uint64_t *rng, ss_fz_instance *in)
{
  static const ss_encoding base[] = { SS_ENC_MINIMAL, SS_ENC_EFFICIENT,
                                      SS_ENC_EXTENDED, SS_ENC_AUGMENTED };
  int n = in->box_rows * in->box_cols;
  in->encoding = base[ss_fz_below (rng, 4)];
  if (in->rule == SS_KIND_REGIONS && in->encoding == SS_ENC_AUGMENTED)
    in->encoding = SS_ENC_EXTENDED; /* its triads need boxes */
  in->amo = (ss_amo) ss_fz_below (rng, SS_AMO_COUNT);
  if (in->amo == SS_AMO_PAIRWISE && n > 25)
    in->amo = (ss_amo) (1 + ss_fz_below (rng, SS_AMO_COUNT - 1));
  in->reduced = ss_encoding_reduced_form (in->encoding) >= 0
                && ss_fz_below (rng, 2);
  in->sum = ss_fz_below (rng, SS_SUM_END);
  if (in->sum == SS_SUM_COMBINATIONS && n > 16)
    in->sum = SS_SUM_AUTO;
}

/* A rule evenly among those whose kinds ok holds (a second one: among
 * those read off the grid), or SS_FZ_NO_RULE when none is left. */
static int
draw_rule (uint64_t *rng, uint64_t ok, int second)
{
  int pool[SS_KIND_COUNT], k = 0;
  for (int r = 0; r < SS_KIND_COUNT; r++)
    if (!(ss_fz_rule_kinds (r) & ~ok) && (!second || ss_fz_rule_second (r)))
      pool[k++] = r;
  return k ? pool[ss_fz_below (rng, k)] : SS_FZ_NO_RULE;
}

/* Classic half the time, else a rule, and a third of those times a
 * second one (another kind). */
static void
draw_rules (uint64_t *rng, uint64_t ok, ss_fz_instance *in)
{
  in->rule = in->rule2 = SS_FZ_NO_RULE;
  if (ss_fz_below (rng, 2))
    return;
  in->rule = draw_rule (rng, ok, 0);
  if (in->rule != SS_FZ_NO_RULE && ss_fz_below (rng, 3) == 0)
    in->rule2 = draw_rule (rng, ok, 1);
  if (in->rule2 == in->rule)
    in->rule2 = SS_FZ_NO_RULE;
}

/* ---- the puzzle ------------------------------------------------------ */

/* Keeps about density percent of the full grid's cells. */
static void
cut (ss_grid *g, int density, uint64_t *rng)
{
  int cells = g->n * g->n;
  for (int i = 0; i < cells; i++)
    if (ss_fz_below (rng, 100) >= density)
      g->cell[i] = 0;
}

/* One blank cell gets a digit that clashes with no given but is not the
 * full grid's: usually no solution is left.  Nothing when there is none. */
static void
mutate_unsat (ss_grid *g, const ss_grid *full, uint64_t *rng)
{
  int cells = g->n * g->n, start = ss_fz_below (rng, cells);
  for (int k = 0; k < cells; k++)
    {
      int i = (start + k) % cells, d0 = 1 + ss_fz_below (rng, g->n);
      if (g->cell[i])
        continue;
      for (int t = 0; t < g->n; t++)
        {
          int d = 1 + (d0 - 1 + t) % g->n;
          if (d == full->cell[i])
            continue;
          g->cell[i] = (uint8_t) d;
          if (!ss_verify_conflicts (g, 0, 0))
            return;
          g->cell[i] = 0;
        }
    }
}

/* A digit of the full grid put into its cell and copied into another
 * cell of the same row (a row has N >= 2 cells). */
static void
mutate_invalid (ss_grid *g, const ss_grid *full, uint64_t *rng)
{
  int n = g->n, i = ss_fz_below (rng, n * n);
  int r = i / n, c = i % n, c2 = (c + 1 + ss_fz_below (rng, n - 1)) % n;
  g->cell[r * n + c] = full->cell[r * n + c];
  g->cell[r * n + c2] = full->cell[r * n + c];
}

/* The four cells (r1,c1) (r1,c2) (r2,c1) (r2,c2), a b / b a, in two
 * boxes only: swapping a and b gives another solution, so blanking them
 * leaves two at least.  1 when found and blanked. */
static int
rectangle (ss_grid *g, const ss_grid *f, int r1, int r2, int c1, int c2)
{
  int n = g->n;
  const uint8_t *x = f->cell;
  if (x[r1 * n + c1] != x[r2 * n + c2] || x[r1 * n + c2] != x[r2 * n + c1])
    return 0;
  g->cell[r1 * n + c1] = g->cell[r1 * n + c2] = 0;
  g->cell[r2 * n + c1] = g->cell[r2 * n + c2] = 0;
  return 1;
}

static void
mutate_multiple (ss_grid *g, const ss_grid *f, uint64_t *rng)
{
  int n = g->n, R = g->box_rows, C = g->box_cols;
  int o1 = ss_fz_below (rng, n), o2 = ss_fz_below (rng, n);
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++)
      {
        int r1 = (a + o1) % n, r2 = (b + o1) % n;
        for (int c = 0; c < n && r1 < r2; c++)
          for (int d = 0; d < n; d++)
            {
              int c1 = (c + o2) % n, c2 = (d + o2) % n;
              int same_band = r1 / R == r2 / R, same_stack = c1 / C == c2 / C;
              if (c1 < c2 && same_band != same_stack
                  && rectangle (g, f, r1, r2, c1, c2))
                return;
            }
      }
}

/* A puzzle dug from a random grid by gen/ while it keeps one solution:
 * to a minimal one up to 16x16 (fast's search checks each given, with a
 * node budget, so the same seed digs the same puzzle everywhere), by
 * deductions up to locked candidates (which unit propagation alone does
 * not make) to 25x25, and cut at random above, where digging takes
 * seconds.  The density becomes the share of givens left. */
static int
dig (ss_fz_instance *in, ss_grid *full, uint64_t *rng)
{
  int n = in->box_rows * in->box_cols, cells = n * n;
  ss_gen_opts go = { .seed = ss_fz_next (rng), .max_nodes = 20000,
                     .method = n <= 16 ? SS_GEN_UNIQUE : SS_GEN_DEDUCE,
                     .deductions = SS_DED_LOCKED, .deductions_set = n > 16 };
  ss_gen_stats st;
  ss_error err;
  if (n > 25)
    return ss_grid_copy (&in->puzzle, full) ? -1
           : (cut (&in->puzzle, in->density, rng), 0);
  ss_grid_free (full);
  if (ss_generate (in->box_rows, in->box_cols, &go, ss_solver_find ("fast"),
                   &in->puzzle, full, &st, &err))
    return -1;
  in->density = 1 + (ss_grid_givens (&in->puzzle) * 99) / cells;
  return 0;
}

/* A puzzle with rules dug by gen/'s sequential dig with an engine that
 * handles them, up to 9x9 (node budget as above); cut at random above,
 * where an in-house engine's checks take too long. */
static int
dig_variant (ss_fz_instance *in, const ss_grid *full, uint64_t *rng)
{
  int n = full->n;
  ss_gen_opts go = { .seed = ss_fz_next (rng), .max_nodes = 20000 };
  ss_gen_stats st;
  const ss_solver *s = n <= 9 ? ss_engine_for (full, 0) : 0;
  if (ss_grid_copy (&in->puzzle, full))
    return -1;
  if (!s)
    return cut (&in->puzzle, in->density, rng), 0;
  if (ss_gen_dig (s, &in->puzzle, &go, &st) < 0)
    return -1;
  in->density = 1 + (ss_grid_givens (&in->puzzle) * 99) / (n * n);
  return 0;
}

static int
fill (ss_fz_instance *in)
{
  ss_grid full;
  ss_error err;
  uint64_t rng = in->seed ^ 0x5bd1e995u;
  if (ss_gen_full (in->box_rows, in->box_cols, ss_fz_next (&rng), &full,
                   &err))
    return -1;
  /* the classic rules draw nothing here: their instances stay those of
     the seed before rules were drawn */
  if (in->rule != SS_FZ_NO_RULE
      && ss_fz_variant_lay (in->rule, in->rule2, ss_fz_next (&rng), &full) < 0)
    return ss_grid_free (&full), -1;
  in->kinds = ss_fz_variant_kinds (&full);
  int dug = in->mutation == SS_FZ_MUT_MINIMAL
            || in->mutation == SS_FZ_MUT_UNSAT;
  if (dug ? (full.model ? dig_variant (in, &full, &rng)
                        : dig (in, &full, &rng))
          : ss_grid_copy (&in->puzzle, &full))
    return ss_grid_free (&full), -1;
  if (!dug)
    cut (&in->puzzle, in->density, &rng);
  if (in->mutation == SS_FZ_MUT_UNSAT)
    mutate_unsat (&in->puzzle, &full, &rng);
  else if (in->mutation == SS_FZ_MUT_INVALID)
    mutate_invalid (&in->puzzle, &full, &rng);
  else if (in->mutation == SS_FZ_MUT_MULTIPLE)
    mutate_multiple (&in->puzzle, &full, &rng);
  in->full = full;
  return 0;
}

int
ss_fz_instance_make (const ss_fz_opts *o, uint64_t index,
                     ss_fz_instance *in)
{
  uint64_t rng = o->seed * 0x100000001b3ULL ^ index;
  memset (in, 0, sizeof *in);
  ss_fz_next (&rng);
  in->index = index;
  in->seed = ss_fz_next (&rng);
  if (o->box_rows)
    in->box_rows = o->box_rows, in->box_cols = o->box_cols;
  else
    draw_box (&rng, &in->box_rows, &in->box_cols);
  in->density = 1 + ss_fz_below (&rng, 99);
  in->mutation = (ss_fz_mutation) ss_fz_below (&rng, SS_FZ_MUTATION_COUNT);
  /* a program, or no target at all (the unit tests): every kind */
  uint64_t kinds_ok = o->solver && !o->sat_cmd ? o->solver->kinds
                                               : ~(uint64_t) 0;
  draw_rules (&rng, kinds_ok, in);
  draw_encoding (&rng, in);
  return fill (in);
}

int
ss_fz_instance_reshape (ss_fz_instance *in, int box_rows, int box_cols,
                        uint64_t seed)
{
  ss_grid_free (&in->puzzle);
  ss_grid_free (&in->full);
  in->box_rows = box_rows, in->box_cols = box_cols, in->seed = seed;
  if (in->amo == SS_AMO_PAIRWISE && box_rows * box_cols > 25)
    in->amo = SS_AMO_SEQUENTIAL;
  return fill (in);
}

void
ss_fz_instance_free (ss_fz_instance *in)
{
  ss_grid_free (&in->puzzle);
  ss_grid_free (&in->full);
}
