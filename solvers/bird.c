/* bird.c -- Richard Bird's "simple Sudoku solver" (after the Bird seed).
 *
 * Model: Bird derives a fast solver from the specification
 * solve = filter valid . expand . choices by equational reasoning.  The
 * result, kept recognisable here:
 *
 *   choices    every cell gets a candidate set: {d} for a given d, all
 *              digits for a blank (a bitset per cell, the "matrix");
 *   prune_row  the one row routine: the digits fixed in a row (cells
 *              with a single candidate) are removed from the other cells;
 *   prune      prune_by rows, then cols, then boxs: the same prune_row
 *              applied to each unit of a family, the family given as a
 *              list of index lists (rows, cols, boxs are Bird's three
 *              involutions, here three ways of listing the cells);
 *              repeated to a fixpoint, as the chapter suggests;
 *   safe       no digit fixed twice in any row, column or box;
 *   complete   every cell has a single candidate;
 *   expand1    the first cell (row-major) with the fewest candidates,
 *              not counting fixed cells, is split into one matrix per
 *              candidate, digits ascending;
 *   search m   m' = prune m; unsafe -> nothing; complete -> a solution;
 *              otherwise search each matrix of expand1 m'.
 *
 * Two deliberate choices.  safe is tested after pruning (Bird's book
 * does this; the seed's retelling tests the unpruned matrix, which would
 * let an unsafe complete matrix through).  A cell pruned to no candidate
 * is the "fewest" cell with 0 candidates, so expand1 yields nothing and
 * the branch dies, exactly as in the Haskell.
 *
 * The list of matrices Haskell builds lazily becomes an explicit stack:
 * level k holds a pruned, safe, incomplete matrix, the cell expand1 chose
 * and the digits not tried yet.  Every solution is reported, up to K.
 *
 * Counters: nodes = matrices searched (the node budget counts these),
 * guesses = expand1 branches tried, dead_ends = matrices found unsafe or
 * with an empty cell, propagations = prune passes.
 */
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "classic.h"

enum { ROWS, COLS, BOXS, FAMILIES };

typedef struct level {
  int cell;    /* the cell expand1 split */
  ss_bits todo; /* its candidates not tried yet */
} level;

typedef struct bird {
  int n, cells;
  int *units;      /* [family][unit][k]: the cells of each unit, in order */
  int *unit_of;    /* [cell][family]: the unit (family * n + u) of a cell */
  uint8_t *dirty;  /* [family * n + u]: to prune (again) in this fixpoint */
  uint8_t *touched; /* the same, since the last safe matrix: for safe */
  ss_bits *matrix; /* [depth][cells]: one matrix per level of the search */
  level *levels;
  int cap;         /* levels allocated */
  int hidden;      /* prune also fixes hidden singles */
  ss_stats *st;
} bird;

/* rows, cols and boxs of Bird's chapter, as index lists. */
static void
bird_units (bird *b, const ss_grid *p)
{
  const int n = b->n;
  for (int u = 0; u < n; u++)
    for (int k = 0; k < n; k++)
      {
        b->units[(ROWS * n + u) * n + k] = u * n + k;
        b->units[(COLS * n + u) * n + k] = k * n + u;
        b->units[(BOXS * n + u) * n + k]
          = ss_box_cell_row (p, u, k) * n + ss_box_cell_col (p, u, k);
      }
  for (int f = 0; f < FAMILIES; f++)
    for (int u = 0; u < n * n; u++)
      b->unit_of[b->units[f * n * n + u] * FAMILIES + f] = f * n + u / n;
}

static ss_bits *
bird_matrix (bird *b, int depth)
{
  return b->matrix + (size_t) depth * b->cells;
}

/* Makes room for level depth (and its matrix); -1 when out of memory. */
static int
bird_reserve (bird *b, int depth)
{
  if (depth < b->cap)
    return 0;
  int cap = b->cap ? 2 * b->cap : 16;
  if (cap > b->cells + 1)
    cap = b->cells + 1;
  ss_bits *m = realloc (b->matrix, sizeof *m * (size_t) cap * b->cells);
  if (m)
    b->matrix = m;
  level *l = realloc (b->levels, sizeof *l * (size_t) cap);
  if (l)
    b->levels = l;
  if (!m || !l)
    return -1;
  b->cap = cap;
  return 0;
}

static void
choices (const bird *b, const ss_grid *p, ss_bits *m)
{
  for (int i = 0; i < b->cells; i++)
    m[i] = p->cell[i] ? ss_bits_one (p->cell[i]) : ss_bits_full (b->n);
}

enum { PRUNED = 1, DEAD = 2 };

/* A cell changed: its row, column and box must be pruned (again) and
 * checked by safe. */
static void
touch_cell (bird *b, int i)
{
  for (int f = 0; f < FAMILIES; f++)
    {
      int u = b->unit_of[i * FAMILIES + f];
      b->dirty[u] = b->touched[u] = 1;
    }
}

/* The dual rule on one row: digits held by exactly one cell are fixed
 * in it; a digit held by none means the row cannot be completed. */
static int
prune_row_hidden (bird *b, ss_bits *m, const int *row)
{
  ss_bits once = ss_bits_none (), twice = ss_bits_none ();
  int changed = 0;
  for (int k = 0; k < b->n; k++)
    {
      twice = ss_bits_or (twice, ss_bits_and (once, m[row[k]]));
      once = ss_bits_or (once, m[row[k]]);
    }
  if (!ss_bits_eq (once, ss_bits_full (b->n)))
    return DEAD;
  ss_bits unique = ss_bits_minus (once, twice);
  for (int k = 0; k < b->n && !ss_bits_empty (unique); k++)
    {
      ss_bits ds = m[row[k]], h = ss_bits_and (ds, unique);
      if (ss_bits_empty (h) || ss_bits_eq (h, ds))
        continue;
      m[row[k]] = h;
      touch_cell (b, row[k]);
      changed = PRUNED;
    }
  return changed;
}

/* Bird's pruneRow on one unit: remove the fixed digits from the cells
 * that are not fixed.  With hidden, also its dual (above).  Returns
 * PRUNED when a candidate went, DEAD when a digit has no cell left. */
static int
prune_row (bird *b, ss_bits *m, const int *row)
{
  ss_bits fixed = ss_bits_none ();
  int changed = 0;
  for (int k = 0; k < b->n; k++)
    if (ss_bits_single (m[row[k]]))
      fixed = ss_bits_or (fixed, m[row[k]]);
  for (int k = 0; k < b->n; k++)
    {
      ss_bits ds = m[row[k]];
      if (ss_bits_single (ds) || ss_bits_empty (ss_bits_and (ds, fixed)))
        continue;
      m[row[k]] = ss_bits_minus (ds, fixed);
      touch_cell (b, row[k]);
      changed = PRUNED;
    }
  return b->hidden ? changed | prune_row_hidden (b, m, row) : changed;
}

/* map pruneRow over one family's units.  A unit none of whose cells
 * changed since it was last pruned is skipped: pruning it again would
 * change nothing, so the result is Bird's, only cheaper. */
static int
prune_by (bird *b, ss_bits *m, int family)
{
  int changed = 0;
  for (int u = family * b->n; u < (family + 1) * b->n; u++)
    if (b->dirty[u])
      {
        b->dirty[u] = 0;
        changed |= prune_row (b, m, b->units + u * b->n);
      }
  return changed;
}

/* prune = pruneBy boxs . pruneBy cols . pruneBy rows, to a fixpoint.
 * Returns DEAD when a hidden-singles row found a digit with no place. */
static int
prune (bird *b, ss_bits *m)
{
  int changed;
  do
    {
      b->st->propagations++;
      changed = prune_by (b, m, ROWS);
      changed |= prune_by (b, m, COLS);
      changed |= prune_by (b, m, BOXS);
    }
  while (changed == PRUNED);
  return changed & DEAD;
}

/* nodups over the fixed digits of every unit; only the units touched
 * since the last safe matrix can have become unsafe. */
static int
safe (const bird *b, const ss_bits *m)
{
  for (int u = 0; u < FAMILIES * b->n; u++)
    {
      if (!b->touched[u])
        continue;
      const int *row = b->units + u * b->n;
      ss_bits seen = ss_bits_none ();
      for (int k = 0; k < b->n; k++)
        {
          ss_bits ds = m[row[k]];
          if (!ss_bits_single (ds))
            continue;
          if (!ss_bits_empty (ss_bits_and (seen, ds)))
            return 0;
          seen = ss_bits_or (seen, ds);
        }
    }
  return 1;
}

static int
complete (const bird *b, const ss_bits *m)
{
  for (int i = 0; i < b->cells; i++)
    if (!ss_bits_single (m[i]))
      return 0;
  return 1;
}

/* The cell expand1 splits: the first with the fewest candidates among
 * the cells that are not fixed (possibly 0 candidates: a dead end). */
static int
expand1_cell (const bird *b, const ss_bits *m)
{
  int best = -1, fewest = b->n + 1;
  for (int i = 0; i < b->cells && fewest > 0; i++)
    {
      int count = ss_bits_count (m[i]);
      if (count != 1 && count < fewest)
        best = i, fewest = count;
    }
  return best;
}

/* Reports the complete matrix m as a grid.  Returns 1 when K is reached. */
static int
report (const bird *b, const ss_bits *m, ss_result *res, uint8_t *grid)
{
  for (int i = 0; i < b->cells; i++)
    grid[i] = (uint8_t) ss_bits_lowest (m[i]);
  return ss_result_found (res, grid);
}

typedef enum { GO_ON, STOP, OOM } step;

/* search for the matrix at depth: prune it, then report it, drop it or
 * push it as a new level to expand.  *depth grows on a push. */
static step
search (bird *b, int *depth, ss_result *res, uint8_t *grid)
{
  ss_bits *m = bird_matrix (b, *depth);
  if (prune (b, m) || !safe (b, m))
    return b->st->dead_ends++, GO_ON;
  if (complete (b, m))
    return report (b, m, res, grid) ? STOP : GO_ON;
  int cell = expand1_cell (b, m);
  if (ss_bits_empty (m[cell]))
    return b->st->dead_ends++, GO_ON;
  b->levels[*depth].cell = cell;
  b->levels[*depth].todo = m[cell];
  ++*depth;
  return bird_reserve (b, *depth) ? OOM : GO_ON;
}

/* The next matrix of expand1 at the deepest open level, written one level
 * below it; pops exhausted levels.  Returns 0 when the search is over. */
static int
next_expansion (bird *b, int *depth)
{
  while (*depth > 0)
    {
      level *l = &b->levels[*depth - 1];
      if (ss_bits_empty (l->todo))
        {
          --*depth;
          continue;
        }
      int d = ss_bits_lowest (l->todo);
      l->todo = ss_bits_minus (l->todo, ss_bits_one (d));
      ss_bits *child = bird_matrix (b, *depth);
      memcpy (child, bird_matrix (b, *depth - 1), sizeof *child * b->cells);
      child[l->cell] = ss_bits_one (d);
      memset (b->dirty, 0, FAMILIES * (size_t) b->n);
      memset (b->touched, 0, FAMILIES * (size_t) b->n);
      touch_cell (b, l->cell);
      b->st->guesses++;
      return 1;
    }
  return 0;
}

static ss_outcome
bird_run (bird *b, const ss_grid *p, const ss_solve_opts *o, ss_result *res,
          uint8_t *grid)
{
  ss_budget budget;
  int depth = 0;
  ss_budget_start (&budget, o);
  choices (b, p, bird_matrix (b, 0));
  memset (b->dirty, 1, FAMILIES * (size_t) b->n);
  memset (b->touched, 1, FAMILIES * (size_t) b->n);
  do
    {
      if (ss_budget_spent (&budget, ++b->st->nodes))
        return ss_classic_budget_note (res, o, b->st->nodes), SS_GAVE_UP;
      step s = search (b, &depth, res, grid);
      if (s == STOP)
        return SS_DONE;
      if (s == OOM)
        return snprintf (res->note, sizeof res->note, "out of memory"),
               SS_GAVE_UP;
    }
  while (next_expansion (b, &depth));
  return SS_DONE;
}

ss_outcome
ss_bird_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  bird b = { .n = p->n, .cells = p->n * p->n, .st = &res->stats,
             .hidden = o->hidden };
  ss_outcome out = SS_GAVE_UP;
  b.units = malloc (sizeof *b.units * 2 * FAMILIES * (size_t) b.cells);
  uint8_t *grid = malloc ((size_t) b.cells + 2 * FAMILIES * (size_t) b.n);
  if (!b.units || !grid || bird_reserve (&b, 0))
    snprintf (res->note, sizeof res->note, "out of memory");
  else
    {
      b.unit_of = b.units + FAMILIES * b.cells;
      b.dirty = grid + b.cells;
      b.touched = b.dirty + FAMILIES * b.n;
      bird_units (&b, p);
      out = bird_run (&b, p, o, res, grid);
    }
  free (b.units);
  free (b.matrix);
  free (b.levels);
  free (grid);
  return out;
}
