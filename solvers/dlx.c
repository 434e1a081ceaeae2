/* dlx.c -- Sudoku as exact cover, solved by the xc engine (after the
 * exact-cover seed).
 *
 * Model: placing digit d in cell (r, c) is one candidate row; there are
 * N^3 of them, row (r*N + c)*N + d-1.  It covers four of the 4N^2
 * columns, one in each family, in this order:
 *
 *   cell          r*N + c               the cell gets one digit
 *   row-digit     N^2   + r*N + d-1     row r holds d once
 *   column-digit  2N^2  + c*N + d-1     column c holds d once
 *   box-digit     3N^2  + b*N + d-1     box b holds d once
 *
 * An exact cover is a solved grid.  A given cell keeps only its given
 * digit's row: the skeleton with all N^3 rows is built once per grid
 * shape and kept (per thread), and each puzzle selects its givens' rows
 * up front, which covers their columns and so removes every clashing
 * row, exactly as if those rows had never been built; after the search
 * the selection is undone and the skeleton is ready for the next puzzle.
 *
 * Counters: nodes = search calls, guesses = rows tried (the seed's
 * branches), dead_ends = chosen columns with no rows.  The node budget
 * counts search nodes.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "classic.h"
#include "../xc/xc.h"

typedef struct dlx_model {
  int box_rows, box_cols, n;
  ss_xc *xc;
} dlx_model;

static void
model_free (void *p)
{
  dlx_model *m = p;
  if (m)
    ss_xc_free (m->xc);
  free (m);
}

/* The N^3 candidate rows, in order: cell-major, digits ascending.  The
 * build takes about 0.3 s at 100x100, so it watches the deadline (once
 * per grid row): -1 out of memory, -2 past the deadline. */
static int
add_rows (ss_xc *xc, const ss_grid *p, double deadline)
{
  const int n = p->n, nn = n * n;
  for (int r = 0; r < n; r++)
    if (deadline > 0 && ss_now () >= deadline)
      return -2;
    else
      for (int c = 0; c < n; c++)
      for (int d = 0; d < n; d++)
        {
          int cols[4] = { r * n + c, nn + r * n + d, 2 * nn + c * n + d,
                          3 * nn + ss_box_of (p, r, c) * n + d };
          if (ss_xc_add_row (xc, cols, 4) < 0)
            return -1;
        }
  return 0;
}

/* 0 with *late set when the deadline passed during the build. */
static dlx_model *
model_build (const ss_grid *p, double deadline, int *late)
{
  const int n = p->n;
  dlx_model *m = malloc (sizeof *m);
  if (!m)
    return 0;
  m->box_rows = p->box_rows;
  m->box_cols = p->box_cols;
  m->n = n;
  m->xc = ss_xc_new (4 * n * n, 5 * (size_t) n * n * n); /* 4 + spacer */
  int got = m->xc ? add_rows (m->xc, p, deadline) : -1;
  if (got < 0)
    {
      *late = got == -2;
      model_free (m);
      return 0;
    }
  return m;
}

/* One skeleton per thread, for the last shape seen. */
static pthread_key_t model_key;
static int key_ok;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

static void
make_key (void)
{
  key_ok = pthread_key_create (&model_key, model_free) == 0;
  if (key_ok)
    atexit (ss_dlx_release); /* the exiting thread's skeleton */
}

void
ss_dlx_release (void)
{
  pthread_once (&key_once, make_key);
  if (!key_ok)
    return;
  model_free (pthread_getspecific (model_key));
  pthread_setspecific (model_key, 0);
}

/* The skeleton for p's shape; *owned says the caller must free it (when
 * no per-thread slot is available). */
static dlx_model *
model_for (const ss_grid *p, int *owned, double deadline, int *late)
{
  pthread_once (&key_once, make_key);
  *owned = !key_ok;
  dlx_model *m = key_ok ? pthread_getspecific (model_key) : 0;
  if (m && m->box_rows == p->box_rows && m->box_cols == p->box_cols)
    return m;
  model_free (m);
  m = model_build (p, deadline, late);
  if (key_ok)
    pthread_setspecific (model_key, m);
  return m;
}

typedef struct dlx_ctx {
  int n;
  uint8_t *cells;
  ss_result *res;
} dlx_ctx;

/* An exact cover: write its rows into the grid and hand it over. */
static int
on_cover (void *ctx, const int *rows, int count)
{
  dlx_ctx *d = ctx;
  for (int k = 0; k < count; k++)
    d->cells[rows[k] / d->n] = (uint8_t) (rows[k] % d->n + 1);
  return ss_result_found (d->res, d->cells);
}

/* Selects the givens' rows; -1 (all undone) if two givens clash. */
static int
select_givens (ss_xc *xc, const ss_grid *p)
{
  for (int i = 0; i < p->n * p->n; i++)
    if (p->cell[i] && ss_xc_select (xc, i * p->n + p->cell[i] - 1) < 0)
      {
        ss_xc_unselect_all (xc);
        return -1;
      }
  return 0;
}

static ss_outcome
dlx_search (ss_xc *xc, const ss_grid *p, const ss_solve_opts *o,
            ss_result *res, uint8_t *cells)
{
  dlx_ctx ctx = { p->n, cells, res };
  ss_xc_opts xo = { .max_nodes = o->max_nodes, .cancel = o->cancel,
                    .on_solution = on_cover, .ctx = &ctx };
  ss_xc_stats st;
  if (select_givens (xc, p) < 0)
    {
      snprintf (res->note, sizeof res->note, "the givens clash");
      return SS_DONE;
    }
  if (o->deadline > 0 && (xo.timeout = o->deadline - ss_now ()) <= 0)
    {
      ss_xc_unselect_all (xc); /* the set-up used up the time */
      ss_classic_budget_note (res, o, 0);
      return SS_GAVE_UP;
    }
  ss_xc_end end = ss_xc_search (xc, &xo, &st);
  ss_xc_unselect_all (xc);
  res->stats.nodes += st.nodes;
  res->stats.guesses += st.branches;
  res->stats.dead_ends += st.dead_ends;
  if (end != SS_XC_BUDGET)
    return SS_DONE;
  ss_classic_budget_note (res, o, st.nodes);
  return SS_GAVE_UP;
}

ss_outcome
ss_dlx_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  if (p->model)
    return ss_dlx_houses_solve (p, o, res);
  int owned, late = 0;
  dlx_model *m = model_for (p, &owned, o->deadline, &late);
  uint8_t *cells = malloc ((size_t) p->n * p->n);
  ss_outcome out = SS_GAVE_UP;
  if (late)
    ss_classic_budget_note (res, o, 0);
  else if (!m || !cells)
    snprintf (res->note, sizeof res->note, "out of memory");
  else
    {
      memcpy (cells, p->cell, (size_t) p->n * p->n);
      out = dlx_search (m->xc, p, o, res, cells);
    }
  free (cells);
  if (owned)
    model_free (m);
  return out;
}

int
ss_dlx_check (char *why, size_t len)
{
  pthread_once (&key_once, make_key);
  dlx_model *m = key_ok ? pthread_getspecific (model_key) : 0;
  if (!m)
    return snprintf (why, len, "no skeleton"), -1;
  return ss_xc_check (m->xc, why, len);
}
