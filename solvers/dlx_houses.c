/* dlx_houses.c -- dlx on a variant puzzle whose rules are all exact
 * cover: irregular regions, diagonals, disjoint groups, extra regions.
 *
 * Model: the classic matrix of dlx.c with the model's houses in place of
 * rows, columns and boxes.  A candidate row (cell, digit) covers the
 * cell's column and the (house, digit) column of every house the cell
 * is in; so an exact cover puts one digit in each cell and each digit
 * once in each house.  An extra region of fewer than N cells holds each
 * digit at most once, not exactly once: its (region, digit) columns get
 * a slack row each, chosen exactly when no cell of the region holds the
 * digit, so every solution is still exactly one cover.  The matrix is
 * built per puzzle (the classic one is cached per shape in dlx.c);
 * rows past the N^3 candidates are slack and are not read back.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../xc/xc.h"
#include "classic.h"

typedef struct hx {
  const ss_grid *p;
  const ss_model *m;
  int n, nn, nsmall;
  int *small;       /* the small extra regions' constraint indices */
  int *cols;        /* scratch: one row's columns */
  uint8_t *cells;
  ss_result *res;
} hx;

static int
small_extra (const ss_model *m, int i)
{
  return m->con[i].kind == SS_KIND_EXTRA && m->con[i].ncells < m->n;
}

/* The columns of candidate (cell, d): the cell, each house holding the
 * cell, each small extra region holding it; their number. */
static int
row_columns (const hx *x, int cell, int d)
{
  const ss_model *m = x->m;
  int k = 0, n = x->n;
  x->cols[k++] = cell;
  for (int h = 0; h < m->nhouses; h++)
    for (int i = 0; i < n; i++)
      if (ss_model_house (m, h)[i] == cell)
        x->cols[k++] = x->nn + h * n + d - 1;
  for (int e = 0; e < x->nsmall; e++)
    {
      const ss_con *c = &m->con[x->small[e]];
      for (int i = 0; i < c->ncells; i++)
        if (c->cell[i] == cell)
          x->cols[k++] = x->nn + (m->nhouses + e) * n + d - 1;
    }
  return k;
}

static ss_xc *
build (hx *x)
{
  const ss_model *m = x->m;
  int n = x->n, ncols = x->nn + (m->nhouses + x->nsmall) * n;
  ss_xc *xc = ss_xc_new (ncols, (size_t) x->nn * n * 6);
  for (int cell = 0; xc && cell < x->nn; cell++)
    for (int d = 1; d <= n; d++)
      if (ss_xc_add_row (xc, x->cols, row_columns (x, cell, d)) < 0)
        return ss_xc_free (xc), (ss_xc *) 0;
  for (int e = 0; xc && e < x->nsmall; e++)
    for (int d = 1; d <= n; d++)
      {
        int col = x->nn + (m->nhouses + e) * n + d - 1;
        if (ss_xc_add_row (xc, &col, 1) < 0)
          return ss_xc_free (xc), (ss_xc *) 0;
      }
  return xc;
}

static int
on_cover (void *ctx, const int *rows, int count)
{
  hx *x = ctx;
  for (int k = 0; k < count; k++)
    if (rows[k] < x->nn * x->n)
      x->cells[rows[k] / x->n] = (uint8_t) (rows[k] % x->n + 1);
  return ss_result_found (x->res, x->cells);
}

static ss_outcome
search (hx *x, ss_xc *xc, const ss_solve_opts *o)
{
  ss_xc_opts xo = { .max_nodes = o->max_nodes, .cancel = o->cancel,
                    .on_solution = on_cover, .ctx = x };
  ss_xc_stats st;
  for (int i = 0; i < x->nn; i++)
    if (x->p->cell[i] && ss_xc_select (xc, i * x->n + x->p->cell[i] - 1) < 0)
      return snprintf (x->res->note, sizeof x->res->note,
                       "the givens clash"), SS_DONE;
  if (o->deadline > 0 && (xo.timeout = o->deadline - ss_now ()) <= 0)
    return ss_classic_budget_note (x->res, o, 0), SS_GAVE_UP;
  ss_xc_end end = ss_xc_search (xc, &xo, &st);
  x->res->stats.nodes += st.nodes;
  x->res->stats.guesses += st.branches;
  x->res->stats.dead_ends += st.dead_ends;
  if (end != SS_XC_BUDGET)
    return SS_DONE;
  ss_classic_budget_note (x->res, o, st.nodes);
  return SS_GAVE_UP;
}

ss_outcome
ss_dlx_houses_solve (const ss_grid *p, const ss_solve_opts *o,
                     ss_result *res)
{
  const ss_model *m = p->model;
  hx x = { p, m, p->n, p->n * p->n, 0, 0, 0, 0, res };
  ss_outcome out = SS_GAVE_UP;
  x.small = malloc ((size_t) (m->ncons + 1) * sizeof *x.small);
  x.cols = malloc ((size_t) (m->nhouses + m->ncons + 1) * sizeof *x.cols);
  x.cells = malloc ((size_t) x.nn);
  for (int i = 0; x.small && i < m->ncons; i++)
    if (small_extra (m, i))
      x.small[x.nsmall++] = i;
  ss_xc *xc = x.small && x.cols && x.cells ? build (&x) : 0;
  if (!xc)
    snprintf (res->note, sizeof res->note, "out of memory");
  else
    {
      memcpy (x.cells, p->cell, (size_t) x.nn);
      out = search (&x, xc, o);
    }
  ss_xc_free (xc);
  free (x.small);
  free (x.cols);
  free (x.cells);
  return out;
}
