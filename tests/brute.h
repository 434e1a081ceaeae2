/* brute.h -- an independent completion counter for variant grids, for
 * the tests (header only, static functions).
 *
 * Model: depth-first search over the open cells, fewest digits first.
 * A cell may take a digit its allowed set holds (all digits when the
 * caller gives none) and no filled cell of its houses holds; after each
 * placement, every constraint on the cell and every global one is asked
 * through its kind's check (core/kinds: what the filled cells already
 * break), and a full grid counts only when the model's verifier accepts
 * it.  It shares no code with the step engine, the solvers or the
 * encoder: it is the slow, obvious reading of the rules, used to
 * re-derive steps and to count solutions on small grids.
 */
#ifndef SS_TESTS_BRUTE_H
#define SS_TESTS_BRUTE_H

#include <stdlib.h>
#include <string.h>

#include "../core/kinds/meaning.h"
#include "../core/model.h"
#include "../core/verify_model.h"
#include "../solvers/bits.h"
#include "../solvers/solver.h"

typedef struct tu_brute {
  const ss_grid *g;
  const ss_model *m;
  int n, cells, nh;
  int *houses;          /* nh * n cells */
  int *cell_h, per;     /* [cell*per + i]: its houses, -1 ends */
  int *cons;            /* [cell*ncons + i]: constraints on it, -1 ends */
  uint8_t *v;
  const ss_bits *allowed;
  long nodes, max_nodes;
  int count, limit, over;
  uint8_t *first;       /* the first solution, or 0 */
  int (*found) (void *ctx, const uint8_t *v); /* each solution: 1 stops */
  void *ctx;
} tu_brute;

static inline void
tu_brute_index (tu_brute *b)
{
  const ss_model *m = b->m;
  int nc = m ? m->ncons : 0;
  b->per = b->nh;
  b->cell_h = malloc (sizeof *b->cell_h * (size_t) b->cells * b->per);
  b->cons = malloc (sizeof *b->cons * (size_t) b->cells * (nc + 1));
  for (int c = 0; c < b->cells; c++)
    {
      int k = 0;
      for (int h = 0; h < b->nh; h++)
        for (int i = 0; i < b->n; i++)
          if (b->houses[h * b->n + i] == c)
            b->cell_h[c * b->per + k++] = h;
      if (k < b->per)
        b->cell_h[c * b->per + k] = -1;
      k = 0;
      for (int i = 0; i < nc; i++)
        {
          const ss_con *con = &m->con[i];
          int on = (ss_kind_flags (con->kind) & SS_KF_GLOBAL) != 0;
          for (int j = 0; j < con->ncells && !on; j++)
            on = con->cell[j] == c;
          if (on)
            b->cons[c * (nc + 1) + k++] = i;
        }
      b->cons[c * (nc + 1) + k] = -1;
    }
}

/* The digits cell c may take now. */
static inline ss_bits
tu_brute_free (const tu_brute *b, int c)
{
  ss_bits d = b->allowed ? b->allowed[c] : ss_bits_full (b->n);
  for (int i = 0; i < b->per && b->cell_h[c * b->per + i] >= 0; i++)
    {
      const int *h = b->houses + b->cell_h[c * b->per + i] * b->n;
      for (int k = 0; k < b->n; k++)
        if (b->v[h[k]])
          d = ss_bits_minus (d, ss_bits_one (b->v[h[k]]));
    }
  return d;
}

static inline int
tu_brute_ok (const tu_brute *b, int c)
{
  int nc = b->m ? b->m->ncons : 0;
  for (int i = 0; b->cons[c * (nc + 1) + i] >= 0; i++)
    {
      const ss_con *con = &b->m->con[b->cons[c * (nc + 1) + i]];
      ss_breach br;
      memset (&br, 0, sizeof br);
      if (ss_check_of (con->kind) (b->m, con, b->v, &br))
        return 0;
    }
  return 1;
}

static inline void
tu_brute_dfs (tu_brute *b)
{
  int best = -1, fewest = b->n + 1;
  ss_bits bestd = ss_bits_none ();
  if (b->count >= b->limit || b->over)
    return;
  for (int c = 0; c < b->cells && fewest > 0; c++)
    if (!b->v[c])
      {
        ss_bits d = tu_brute_free (b, c);
        int k = ss_bits_count (d);
        if (k < fewest)
          fewest = k, best = c, bestd = d;
      }
  if (best < 0)
    {
      ss_grid full = *b->g;
      full.cell = b->v;
      if (!ss_model_solution_ok (&full, b->v))
        return;
      if (!b->count++ && b->first)
        memcpy (b->first, b->v, (size_t) b->cells);
      if (b->found && b->found (b->ctx, b->v))
        b->limit = b->count;
      return;
    }
  for (int d = 1; d <= b->n && b->count < b->limit && !b->over; d++)
    {
      if (!ss_bits_has (bestd, d))
        continue;
      if (b->max_nodes && ++b->nodes > b->max_nodes)
        {
          b->over = 1;
          break;
        }
      b->v[best] = (uint8_t) d;
      if (tu_brute_ok (b, best))
        tu_brute_dfs (b);
    }
  b->v[best] = 0;
}

/* tu_brute_count with a function told of each solution (it returns 1 to
 * stop). */
static inline int
tu_brute_each (const ss_grid *g, const ss_bits *allowed, int limit,
               long max_nodes, uint8_t *first,
               int (*found) (void *, const uint8_t *), void *ctx)
{
  tu_brute b;
  memset (&b, 0, sizeof b);
  b.found = found, b.ctx = ctx;
  b.g = g, b.m = g->model, b.n = g->n, b.cells = g->n * g->n;
  b.houses = ss_houses_of (g, &b.nh);
  b.allowed = allowed, b.limit = limit ? limit : 1 << 30;
  b.max_nodes = max_nodes;
  b.first = first;
  b.v = malloc ((size_t) b.cells);
  memcpy (b.v, g->cell, (size_t) b.cells);
  tu_brute_index (&b);
  int ok = 1;
  for (int c = 0; c < b.cells && ok; c++)
    if (b.v[c])
      ok = (!allowed || ss_bits_has (allowed[c], b.v[c])) && tu_brute_ok (&b, c);
  if (ok)
    tu_brute_dfs (&b);
  free (b.v), free (b.cell_h), free (b.cons);
  ss_houses_free (g, b.houses);
  return b.over ? -1 : b.count;
}

/* Completions of g's givens (each cell within allowed[cell] when allowed
 * is not 0), up to limit (0: all); -1 when max_nodes (0: none) ran out
 * first.  The first solution goes to first (N*N bytes) when not 0. */
static inline int
tu_brute_count (const ss_grid *g, const ss_bits *allowed, int limit,
                long max_nodes, uint8_t *first)
{
  return tu_brute_each (g, allowed, limit, max_nodes, first, 0, 0);
}

/* ---- the counter as a complete solver (for the verdicts and the digs
 * of the tests; small grids only) ---- */

static inline int
tu_brute_report (void *ctx, const uint8_t *v)
{
  return ss_result_found (ctx, v);
}

static inline ss_outcome
tu_brute_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  int got = tu_brute_each (p, 0, o->limit ? (int) o->limit : 0,
                           (long) o->max_nodes, 0, tu_brute_report, res);
  return got < 0 ? SS_GAVE_UP : SS_DONE;
}

static const ss_solver tu_brute_solver = {
  .name = "brute", .flags = SS_COMPLETE, .max_n = 9,
  .solve = tu_brute_solve, .kinds = SS_KINDS_ALL,
};

#endif
