/* verify_model.c -- checking a variant grid: every house, then every
 * constraint through its kind's meaning (see verify_model.h).  Like the
 * classic verifier it trusts nobody; the one search is within a single
 * constraint's own cells (fillable.c), so that a rule no filling of its
 * cells can satisfy is broken on its face, as a cage that cannot reach
 * its total is: invalid, whatever the kind. */
#include "verify_model.h"

#include <string.h>

#include "kinds/meaning.h"
#include "model.h"

/* Reports the repeated digits of house h; how many. */
static int
scan_house (const ss_grid *g, const uint8_t *cells, int h,
            ss_conflict_fn *fn, void *ctx)
{
  const int n = g->n, *cell = ss_model_house (g->model, h);
  int seen[SS_MAX_N + 1] = { 0 }, found = 0;
  for (int k = 0; k < n; k++)
    seen[cells[cell[k]]]++;
  for (int d = 1; d <= n; d++)
    {
      if (seen[d] < 2 || (found++, !fn))
        continue;
      ss_conflict c = { .kind = SS_HOUSE, .unit = h, .digit = d };
      for (int k = 0; k < n; k++)
        if (cells[cell[k]] == d)
          c.where[c.count++] = k;
      fn (ctx, &c);
    }
  return found;
}

/* No filling of c's own cells satisfies it: b says so, naming its
 * filled cells. */
static int
unfillable (const ss_model *m, const ss_con *c, const uint8_t *cells,
            ss_breach *b)
{
  if (ss_con_fillable (m, c, cells))
    return 0;
  for (int i = 0; i < c->ncells && b->ncells < SS_BREACH_CELLS; i++)
    if (cells[c->cell[i]])
      ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, "no filling of its %d cells satisfies it, "
                        "whatever the rest of the grid", c->ncells), 1;
}

int
ss_model_verify (const ss_grid *g, const uint8_t *cells, ss_conflict_fn *fn,
                 void *ctx, ss_breach_fn *bfn, void *bctx)
{
  const ss_model *m = g->model;
  int found = 0;
  for (int h = 0; h < m->nhouses; h++)
    found += scan_house (g, cells, h, fn, ctx);
  for (int i = 0; i < m->ncons; i++)
    {
      ss_breach b = { 0 };
      if (!ss_check_of (m->con[i].kind) (m, &m->con[i], cells, &b)
          && !unfillable (m, &m->con[i], cells, &b))
        continue;
      found++;
      if (bfn)
        bfn (bctx, g, i, &b);
    }
  return found;
}

void
ss_model_conflict_write (FILE *out, const ss_grid *g, const ss_alphabet *a,
                         const ss_conflict *c)
{
  char name[64], d[8];
  const int *cell = ss_model_house (g->model, c->unit);
  ss_house_name (g, c->unit, name, sizeof name);
  fprintf (out, "duplicate %s in %s at ", ss_digit_name (a, g->n, c->digit, d),
           name);
  for (int i = 0; i < c->count; i++)
    fprintf (out, "%sr%dc%d", i == 0 ? "" : i + 1 == c->count ? " and "
                                                              : ", ",
             cell[c->where[i]] / g->n + 1, cell[c->where[i]] % g->n + 1);
}

/* The constraint as a message names it: its kind (a "loop" when its
 * line closes) and first cells, and where it was read. */
static void
write_con (FILE *out, const ss_grid *g, const ss_con *c)
{
  char cells[48];
  fputs (ss_kind_name (c->kind), out);
  if ((ss_kind_flags (c->kind) & SS_KF_LINE) && ss_path_loop (c))
    fputs (" loop", out);
  if (c->ncells)
    {
      ss_cells_name (g->n, c->cell, c->ncells < 4 ? c->ncells : 3, cells,
                     sizeof cells);
      fprintf (out, " %s%s", cells, c->ncells > 3 ? " ..." : "");
    }
  char where[96];
  ss_con_where (c, where, sizeof where);
  if (*where)
    fprintf (out, " (%s)", where);
}

void
ss_breach_write (FILE *out, const ss_grid *g, const ss_alphabet *a, int con,
                 const void *breach)
{
  const ss_breach *b = breach;
  char d[8];
  write_con (out, g, &g->model->con[con]);
  fprintf (out, ": %s", b->what);
  for (int i = 0; i < b->ncells; i++)
    fprintf (out, "%sr%dc%d=%s", i ? ", " : ": ", b->cell[i] / g->n + 1,
             b->cell[i] % g->n + 1,
             ss_digit_name (a, g->n, g->cell[b->cell[i]], d));
}

int
ss_model_solution_ok (const ss_grid *p, const uint8_t *cells)
{
  int n = p->n;
  for (int i = 0; i < n * n; i++)
    if (cells[i] < 1 || cells[i] > n || (p->cell[i] && p->cell[i] != cells[i]))
      return 0;
  return ss_model_verify (p, cells, 0, 0, 0, 0) == 0;
}
