/* varmap.c -- identity, reduced and listed variable maps (see varmap.h).
 *
 * The identity map stores nothing and answers with the formula of
 * vars.h.  The other two keep both directions as arrays indexed by
 * variable: dense[ss_var number] and orig[primary var], 4 bytes per
 * candidate each, so 8 MB at N = 100 (allocated zeroed, so only the
 * pages of blank cells are ever touched).  A reduced map also tallies
 * the givens of every group, which is all the numbering needs: one pass
 * over the cells and, for each blank one, its N digits.
 */
#include "varmap.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "vars.h"

/* The box of (r,c), or its region when the regions are irregular: the
 * third unit a given rules candidates out of; -1 for a cell in no
 * region, which has none. */
static int
unit_box (const ss_grid *g, int r, int c)
{
  const ss_model *m = g->model;
  if (!m || !m->irregular)
    return ss_box_of (g, r, c);
  return m->region[r * g->n + c] == SS_NO_REGION ? -1
                                                 : m->region[r * g->n + c];
}

/* The position of (r,c) in its region: in its box row by row, or in the
 * irregular region's house list (model.h: row-major). */
static int
box_position (const ss_grid *g, int r, int c, const int *rank)
{
  if (rank)
    return rank[r * g->n + c];
  return (r % g->box_rows) * g->box_cols + c % g->box_cols;
}

static int
copy_givens (ss_varmap *m, const ss_grid *puzzle)
{
  memset (m, 0, sizeof *m);
  return ss_grid_copy (&m->givens, puzzle);
}

/* Both arrays, zeroed, big enough for every candidate. */
static int
alloc_arrays (ss_varmap *m)
{
  size_t size = (size_t) ss_var_count (m->givens.n) + 1;
  m->dense = calloc (size, sizeof *m->dense);
  m->orig = calloc (size, sizeof *m->orig);
  return m->dense && m->orig ? 0 : -1;
}

/* The tally of every group (varmap.h), from one pass over the givens. */
static void
tally_givens (const ss_grid *g, unsigned char *tally)
{
  int n = g->n, nn = n * n;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int d = g->cell[r * n + c];
        if (!d)
          continue;
        int b = unit_box (g, r, c);
        long at[SS_RULE_COUNT] = { r * n + c, nn + r * n + d - 1,
                                   2L * nn + c * n + d - 1,
                                   3L * nn + b * n + d - 1 };
        for (int k = 0; k < SS_RULE_COUNT - (b < 0); k++)
          tally[at[k]] += tally[at[k]] < 2;
      }
}

/* Each cell's position in its irregular region, counted row-major as
 * the region's house lists it; 0 for boxes (or out of memory: -1). */
static int
region_ranks (const ss_grid *g, int **rank)
{
  const ss_model *md = g->model;
  int n = g->n, fill[SS_MAX_N] = { 0 };
  *rank = 0;
  if (!md || !md->irregular)
    return 0;
  if (!(*rank = malloc ((size_t) n * n * sizeof **rank)))
    return -1;
  for (int i = 0; i < n * n; i++)
    (*rank)[i] = md->region[i] == SS_NO_REGION ? -1 : fill[md->region[i]]++;
  return 0;
}

/* The blank cells of every row, column and box, by position. */
static int
list_blanks (ss_varmap *m)
{
  const ss_grid *g = &m->givens;
  int n = g->n, *rank;
  if (region_ranks (g, &rank))
    return -1;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      if (!g->cell[r * n + c])
        {
          int b = unit_box (g, r, c);
          int unit[3] = { r, n + c, 2 * n + b };
          int at[3] = { c, r, b < 0 ? 0 : box_position (g, r, c, rank) };
          for (int k = 0; k < 3 - (b < 0); k++)
            m->blank_at[unit[k] * n + m->open[unit[k]]++]
              = (unsigned char) at[k];
        }
  free (rank);
  return 0;
}

/* Kwon & Jain: a candidate stays a variable when its cell is blank and
 * no given of its row, column or box already holds the digit.  Numbered
 * in ss_var order: cell by cell, digits ascending. */
static void
number_free (ss_varmap *m)
{
  const ss_grid *g = &m->givens;
  const unsigned char *t = m->tally;
  int n = g->n, nn = n * n;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        if (g->cell[r * n + c])
          continue;
        int b = unit_box (g, r, c);
        const unsigned char *row = t + nn + r * n - 1,
                            *col = t + 2 * nn + c * n - 1,
                            *box = b < 0 ? 0 : t + 3 * nn + b * n - 1;
        long v = ss_var (n, r, c, 1) - 1;
        for (int d = 1; d <= n; d++)
          if (!row[d] && !col[d] && !(box && box[d]))
            {
              m->dense[v + d] = (int) ++m->primary;
              m->orig[m->primary] = (int) (v + d);
            }
      }
}

int
ss_varmap_init (ss_varmap *m, const ss_grid *puzzle, int reduced)
{
  if (copy_givens (m, puzzle))
    return -1;
  if (!reduced)
    {
      m->primary = ss_var_count (puzzle->n);
      return 0;
    }
  size_t n = (size_t) puzzle->n;
  m->tally = calloc (SS_RULE_COUNT * n * n, 1);
  m->blank_at = malloc (3 * n * n);
  m->open = calloc (3 * n, 1);
  if (!m->tally || !m->blank_at || !m->open || alloc_arrays (m))
    return ss_varmap_free (m), -1;
  tally_givens (&m->givens, m->tally);
  number_free (m);
  if (list_blanks (m))
    return ss_varmap_free (m), -1;
  return 0;
}

int
ss_varmap_init_listed (ss_varmap *m, const ss_grid *puzzle)
{
  if (copy_givens (m, puzzle) || alloc_arrays (m))
    return ss_varmap_free (m), -1;
  return 0;
}

int
ss_varmap_add (ss_varmap *m, long var, int r, int c, int d, ss_error *err)
{
  int n = m->givens.n;
  long max = ss_var_count (n);
  if (var < 1 || var > max)
    return ss_error_set (err, 0, 0, "variable %ld is outside 1..%ld", var,
                         max), -1;
  if (r < 0 || r >= n || c < 0 || c >= n || d < 1 || d > n)
    return ss_error_set (err, 0, 0, "r%dc%d = %d is not a candidate of a "
                         "%dx%d grid", r + 1, c + 1, d, n, n), -1;
  long v = ss_var (n, r, c, d);
  if (m->orig[var] || m->dense[v])
    return ss_error_set (err, 0, 0, "%s mapped twice (variable %ld, r%dc%d "
                         "= %d)", m->orig[var] ? "variable" : "candidate",
                         var, r + 1, c + 1, d), -1;
  m->orig[var] = (int) v;
  m->dense[v] = (int) var;
  if (var > m->primary)
    m->primary = var;
  return 0;
}

void
ss_varmap_free (ss_varmap *m)
{
  ss_grid_free (&m->givens);
  free (m->orig);
  free (m->dense);
  free (m->tally);
  free (m->blank_at);
  free (m->open);
  m->orig = m->dense = 0;
  m->tally = m->blank_at = m->open = 0;
  m->primary = 0;
}

long
ss_varmap_var (const ss_varmap *m, int r, int c, int d)
{
  long v = ss_var (m->givens.n, r, c, d);
  return m->dense ? m->dense[v] : v;
}

int
ss_varmap_fixed_true (const ss_varmap *m, int r, int c, int d)
{
  return m->givens.cell[r * m->givens.n + c] == d;
}

int
ss_varmap_cell (const ss_varmap *m, long var, int *r, int *c, int *d)
{
  if (var < 1 || var > m->primary || (m->orig && !m->orig[var]))
    return 0;
  ss_var_split (m->givens.n, m->orig ? m->orig[var] : var, r, c, d);
  return 1;
}

/* How many digits of cell (r,c) the model makes true, the first two in
 * digits[]; -1 and err set when a variable has no value. */
static int
true_digits (const ss_varmap *m, ss_value_fn *value, void *ctx, int r, int c,
             int digits[2], ss_error *err)
{
  int count = 0;
  for (int d = 1; d <= m->givens.n; d++)
    {
      long v = ss_varmap_var (m, r, c, d);
      int val = v ? value (ctx, v) : ss_varmap_fixed_true (m, r, c, d);
      if (v && !val)
        return ss_error_set (err, 0, 0, "missing literal: the model gives "
                             "no value to variable %ld (r%dc%d = %d)", v,
                             r + 1, c + 1, d), -1;
      if (val > 0 && count++ < 2)
        digits[count - 1] = d;
    }
  return count;
}

static void
cell_problem (ss_error *err, int r, int c, int count, const int digits[2])
{
  if (count == 0)
    ss_error_set (err, 0, 0, "r%dc%d holds no digit", r + 1, c + 1);
  else
    ss_error_set (err, 0, 0, "r%dc%d holds %s%d and %d", r + 1, c + 1,
                  count > 2 ? "several digits, among them " : "both ",
                  digits[0], digits[1]);
}

int
ss_varmap_grid (const ss_varmap *m, ss_value_fn *value, void *ctx,
                ss_grid *out, ss_error *err)
{
  const int n = m->givens.n;
  int problems = 0;
  if (ss_grid_init (out, m->givens.box_rows, m->givens.box_cols))
    return -1;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        /* Only the first problem is described; later ones are counted. */
        int digits[2] = { 0, 0 };
        ss_error scratch, *e = problems ? &scratch : err;
        int count = true_digits (m, value, ctx, r, c, digits, e);
        if (count == 1)
          {
            out->cell[r * n + c] = (unsigned char) digits[0];
            continue;
          }
        if (count >= 0)
          cell_problem (e, r, c, count, digits);
        problems++;
      }
  return problems;
}

typedef struct lit_values {
  signed char *val;
  long max;
} lit_values;

static int
lit_value (void *ctx, long var)
{
  const lit_values *l = ctx;
  return var >= 1 && var <= l->max ? l->val[var] : 0;
}

int
ss_varmap_grid_lits (const ss_varmap *m, const int *lits, long count,
                     ss_grid *out, ss_error *err)
{
  lit_values l = { 0, 0 };
  for (long i = 0; i < count; i++)
    if (labs ((long) lits[i]) > l.max)
      l.max = labs ((long) lits[i]);
  l.val = calloc ((size_t) l.max + 1, 1);
  if (!l.val)
    {
      out->cell = 0;
      return -1;
    }
  for (long i = 0; i < count; i++)
    if (lits[i])
      l.val[labs ((long) lits[i])] = lits[i] > 0 ? 1 : -1;
  int problems = ss_varmap_grid (m, lit_value, &l, out, err);
  free (l.val);
  return problems;
}
