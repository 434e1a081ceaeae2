/* holes.c -- hole patterns for --keep grids (holes.h).
 *
 * random is the per-cell draw the hardness map has always used (the same
 * grids for the same seeds).  The balanced patterns start from a
 * pattern that has the counts -- the cells of a pattern Sudoku grid
 * (v(r,c) = (C (r mod R) + r div R + c) mod N) holding h chosen values,
 * which has h in every row, column and box -- mixed by the grid's
 * symmetries that keep the counts (rows within bands, bands, columns
 * within stacks, stacks; every row and column order for doubly), then by
 * a long walk of switches: holes at (r1,c1), (r2,c2) and none at (r1,c2),
 * (r2,c1) trade places, which keeps every row's and column's count, and
 * every box's too when r1, r2 share a band or c1, c2 a stack (full
 * moves only such pairs).  The pattern is independent of the grid's
 * digits: a second generator, seeded apart, draws it.
 */
#include "holes.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "generate.h"
#include "rng.h"

#define SWITCHES_PER_CELL 16

typedef struct pattern {
  int n, rr, cc, h;  /* side, box rows R, box columns C, holes per row */
  ss_holes kind;
  uint8_t *hole;
  ss_rng rng;
} pattern;

typedef struct named {
  const char *name, *help;
} named;

static const named patterns[] = {
#define SS_HOLES_ROW(id, name, help) { name, help },
  SS_HOLE_PATTERNS (SS_HOLES_ROW)
#undef SS_HOLES_ROW
};

const char *
ss_holes_name (ss_holes h)
{
  return patterns[h].name;
}

const char *
ss_holes_help (ss_holes h)
{
  return patterns[h].help;
}

int
ss_holes_lookup (const char *name)
{
  for (int i = 0; i < SS_HOLES_COUNT; i++)
    if (!strcmp (patterns[i].name, name))
      return i;
  return -1;
}

int
ss_holes_per_row (int n, double keep)
{
  return (int) floor ((1 - keep) * n + 0.5);
}

/* ---- the patterns ------------------------------------------------------- */

static void
identity (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = i;
}

/* A line order that keeps groups of size g together: the groups
 * shuffled, and the lines within each. */
static void
grouped_order (ss_rng *rng, int *order, int n, int g)
{
  int groups[SS_MAX_N], within[SS_MAX_N];
  identity (groups, n / g);
  ss_rng_shuffle (rng, groups, n / g);
  for (int k = 0; k < n / g; k++)
    {
      identity (within, g);
      ss_rng_shuffle (rng, within, g);
      for (int i = 0; i < g; i++)
        order[k * g + i] = groups[k] * g + within[i];
    }
}

/* h chosen values of a pattern grid, rows and columns reordered. */
static void
balanced_start (pattern *t)
{
  int n = t->n, rows[SS_MAX_N], cols[SS_MAX_N], value[SS_MAX_N];
  identity (value, n);
  ss_rng_shuffle (&t->rng, value, n);
  grouped_order (&t->rng, rows, n, t->kind == SS_HOLES_FULL ? t->rr : n);
  grouped_order (&t->rng, cols, n, t->kind == SS_HOLES_FULL ? t->cc : n);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int rr = rows[r], cc = cols[c];
        int v = (t->cc * (rr % t->rr) + rr / t->rr + cc) % n;
        t->hole[r * n + c] = value[v] < t->h;
      }
}

/* A second line in the same group of size g as line a (g >= 2). */
static int
same_group (ss_rng *rng, int a, int g)
{
  int b = a - a % g + ss_rng_below (rng, g - 1);
  return b >= a ? b + 1 : b;
}

/* Picks r1, r2, c1, c2 for one switch; 0 when the pattern allows none. */
static int
pick (pattern *t, int *r1, int *r2, int *c1, int *c2)
{
  int n = t->n, band = t->kind != SS_HOLES_FULL || t->rr > 1;
  int stack = t->kind != SS_HOLES_FULL || t->cc > 1;
  if (!band && !stack)
    return 0;
  *r1 = ss_rng_below (&t->rng, n);
  *c1 = ss_rng_below (&t->rng, n);
  int by_band = band && (!stack || ss_rng_below (&t->rng, 2));
  int g = t->kind != SS_HOLES_FULL ? n : by_band ? t->rr : t->cc;
  *r2 = by_band ? same_group (&t->rng, *r1, g) : ss_rng_below (&t->rng, n);
  *c2 = by_band ? ss_rng_below (&t->rng, n) : same_group (&t->rng, *c1, g);
  return 1;
}

/* The walk of switches that keep the pattern's counts. */
static void
switches (pattern *t)
{
  long tries = (long) SWITCHES_PER_CELL * t->n * t->n;
  uint8_t *h = t->hole;
  int n = t->n, r1, r2, c1, c2;
  if (n < 2 || t->h == 0 || t->h == n)
    return; /* nothing can move */
  for (long i = 0; i < tries && pick (t, &r1, &r2, &c1, &c2); i++)
    if (r1 != r2 && c1 != c2 && h[r1 * n + c1] && h[r2 * n + c2]
        && !h[r1 * n + c2] && !h[r2 * n + c1])
      {
        h[r1 * n + c1] = h[r2 * n + c2] = 0;
        h[r1 * n + c2] = h[r2 * n + c1] = 1;
      }
}

static void
rows_only (pattern *t)
{
  int cols[SS_MAX_N];
  for (int r = 0; r < t->n; r++)
    {
      identity (cols, t->n);
      ss_rng_shuffle (&t->rng, cols, t->n);
      for (int k = 0; k < t->h; k++)
        t->hole[r * t->n + cols[k]] = 1;
    }
}

/* The per-cell draw of the random pattern, as it always was. */
static void
random_holes (pattern *t, uint64_t seed, double keep)
{
  ss_rng rng = { seed ^ 0x6b656570ull };
  for (int c = 0; c < t->n * t->n; c++)
    t->hole[c] = (double) (ss_rng_next (&rng) >> 11) * 0x1p-53 >= keep;
}

static void
make_pattern (pattern *t, uint64_t seed, double keep)
{
  if (t->kind == SS_HOLES_RANDOM)
    random_holes (t, seed, keep);
  else if (t->kind == SS_HOLES_ROWS)
    rows_only (t);
  else
    {
      balanced_start (t);
      switches (t);
    }
}

int
ss_gen_keep (int box_rows, int box_cols, uint64_t seed, double keep,
             ss_holes kind, ss_grid *p, ss_grid *sol, ss_error *err)
{
  int n = box_rows * box_cols;
  pattern t = { n, box_rows, box_cols, ss_holes_per_row (n, keep), kind,
                calloc ((size_t) n * n, 1), { seed ^ 0x686f6c6573ull } };
  p->cell = sol->cell = 0;
  if (!t.hole)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  if (ss_gen_full (box_rows, box_cols, seed, sol, err) < 0)
    return free (t.hole), -1;
  if (ss_grid_copy (p, sol) < 0)
    return free (t.hole), ss_grid_free (sol),
           ss_error_set (err, 0, 0, "out of memory"), -1;
  make_pattern (&t, seed, keep);
  for (int c = 0; c < n * n; c++)
    if (t.hole[c])
      p->cell[c] = 0;
  free (t.hole);
  return 0;
}
