/* verify.c -- conflict finding and solution checking (see verify.h).
 *
 * Every unit is scanned the same way: unit_cell() maps (kind, unit, k) to
 * a cell index, so rows, columns and boxes share one loop instead of three
 * copies of it.
 */
#include "verify.h"

#include <string.h>

#include "verify_model.h"

static int
unit_cell (const ss_grid *g, ss_unit_kind kind, int unit, int k)
{
  switch (kind)
    {
    case SS_ROW:
      return unit * g->n + k;
    case SS_COLUMN:
      return k * g->n + unit;
    default:
      return ss_box_cell_row (g, unit, k) * g->n + ss_box_cell_col (g, unit, k);
    }
}

/* Reports the duplicated digits of one unit; returns how many. */
static int
scan_unit (const ss_grid *g, ss_unit_kind kind, int unit, ss_conflict_fn *fn,
           void *ctx)
{
  int seen[SS_MAX_N + 1] = { 0 };
  int found = 0;
  for (int k = 0; k < g->n; k++)
    seen[g->cell[unit_cell (g, kind, unit, k)]]++;
  for (int d = 1; d <= g->n; d++)
    {
      if (seen[d] < 2)
        continue;
      found++;
      if (!fn)
        continue;
      ss_conflict c = { .kind = kind, .unit = unit, .digit = d, .count = 0 };
      for (int k = 0; k < g->n; k++)
        if (g->cell[unit_cell (g, kind, unit, k)] == d)
          c.where[c.count++] = k;
      fn (ctx, &c);
    }
  return found;
}

/* One pass with a bit per digit and unit, for the cheap yes/no answers.
 * 1 when no unit holds a digit twice; with full, every cell must also
 * hold a digit 1..N that keeps the given (when givens is non-null). */
static int
clean_pass (const ss_grid *shape, const uint8_t *cells,
            const uint8_t *givens, int full)
{
  const int n = shape->n;
  uint64_t seen[3][SS_MAX_N][2];
  for (int k = 0; k < 3; k++)
    memset (seen[k], 0, sizeof seen[k][0] * (size_t) n);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int i = r * n + c, d = cells[i];
        if (!d && !full)
          continue;
        if (d < 1 || d > n || (givens && givens[i] && givens[i] != d))
          return 0;
        int unit[3] = { r, c, ss_box_of (shape, r, c) };
        uint64_t bit = (uint64_t) 1 << (d & 63);
        for (int k = 0; k < 3; k++)
          {
            uint64_t *w = &seen[k][unit[k]][d >> 6];
            if (*w & bit)
              return 0;
            *w |= bit;
          }
      }
  return 1;
}

int
ss_verify_conflicts (const ss_grid *g, ss_conflict_fn *fn, void *ctx)
{
  int found = 0;
  if (g->model)
    return ss_model_verify (g, g->cell, fn, ctx, 0, 0);
  if (clean_pass (g, g->cell, 0, 0))
    return 0; /* the common case, without building conflict lists */
  for (int kind = SS_ROW; kind <= SS_BOX; kind++)
    for (int u = 0; u < g->n; u++)
      found += scan_unit (g, (ss_unit_kind) kind, u, fn, ctx);
  return found;
}

static void
write_position (FILE *out, const ss_grid *g, const ss_conflict *c, int k)
{
  if (c->kind == SS_BOX)
    fprintf (out, "r%dc%d", ss_box_cell_row (g, c->unit, k) + 1,
             ss_box_cell_col (g, c->unit, k) + 1);
  else
    fprintf (out, "%d", k + 1);
}

void
ss_conflict_write (FILE *out, const ss_grid *g, const ss_conflict *c)
{
  if (c->kind == SS_HOUSE)
    {
      ss_model_conflict_write (out, g, c);
      return;
    }
  static const char *unit_name[] = { "row", "column", "box" };
  static const char *where_name[] = { "columns ", "rows ", "" };
  fprintf (out, "duplicate %d in %s %d at %s", c->digit, unit_name[c->kind],
           c->unit + 1, where_name[c->kind]);
  for (int i = 0; i < c->count; i++)
    {
      if (i > 0)
        fputs (i + 1 == c->count ? " and " : ", ", out);
      write_position (out, g, c, c->where[i]);
    }
}

struct write_ctx {
  FILE *out;
  const ss_grid *g;
  int written;
};

static void
write_one (void *ctx, const ss_conflict *c)
{
  struct write_ctx *w = ctx;
  if (w->written++)
    fputs ("; ", w->out);
  ss_conflict_write (w->out, w->g, c);
}

static void
write_breach (void *ctx, const ss_grid *g, int con, const void *breach)
{
  struct write_ctx *w = ctx;
  if (w->written++)
    fputs ("; ", w->out);
  ss_breach_write (w->out, g, con, breach);
}

/* Houses and constraints of any grid (constraints only for a variant). */
static int
conflicts_written (const ss_grid *g, FILE *out, int written)
{
  struct write_ctx w = { out, g, written };
  if (!g->model)
    return ss_verify_conflicts (g, out ? write_one : 0, &w);
  return ss_model_verify (g, g->cell, out ? write_one : 0, &w,
                          out ? write_breach : 0, &w);
}

int
ss_verify_write (const ss_grid *g, FILE *out)
{
  return conflicts_written (g, out, 0);
}

/* Blank cells and changed givens, each reported with its place. */
static int
check_cells (const ss_grid *p, const ss_grid *s, FILE *out, int problems)
{
  for (int i = 0; i < s->n * s->n; i++)
    {
      const char *what = 0;
      if (!s->cell[i])
        what = "is blank";
      else if (p->cell[i] && p->cell[i] != s->cell[i])
        what = "differs from the given";
      if (!what)
        continue;
      if (out)
        {
          fprintf (out, "%sr%dc%d %s", problems ? "; " : "", i / s->n + 1,
                   i % s->n + 1, what);
          if (s->cell[i])
            fprintf (out, " (%d, given %d)", s->cell[i], p->cell[i]);
        }
      problems++;
    }
  return problems;
}

int
ss_verify_solution (const ss_grid *p, const ss_grid *s, FILE *out)
{
  if (!ss_grid_same_shape (p, s))
    {
      if (out)
        fprintf (out, "solution is %dx%d with %dx%d boxes, puzzle is %dx%d "
                 "with %dx%d boxes", s->n, s->n, s->box_rows, s->box_cols,
                 p->n, p->n, p->box_rows, p->box_cols);
      return 1;
    }
  int problems = check_cells (p, s, out, 0);
  ss_grid ruled = *s; /* the solution, read under the puzzle's rules */
  ruled.model = p->model;
  return problems + conflicts_written (&ruled, out, problems);
}

int
ss_solution_ok (const ss_grid *p, const uint8_t *cells)
{
  if (p->model)
    return ss_model_solution_ok (p, cells);
  return clean_pass (p, cells, p->cell, 1);
}
