/* fill.c -- a random full grid of a variant puzzle's rules (generate.h).
 *
 * Model: a randomised depth-first fill, as full.c's for the classic
 * grid, over the model's houses and constraints.  A cell may take a
 * digit no filled cell of its houses holds and no filled cell forbids
 * through a constraint's pair refusals (core/pairs.h: anti-knight, a
 * dot, two cells of a cage, ...).  A digit with one place left in a
 * house goes there first (none left: a dead end); else the open cell
 * with the fewest digits is filled next, its digits in random order.
 * Every placement is checked against the constraints on the cell (their
 * kinds' checks: a cage's sum, a thermometer's room), but for the global
 * rules the pair refusals say whole.  A full grid is accepted only
 * when the model's verifier accepts it.  Three outcomes: a grid; none
 * exists (the search was exhausted); or the node budget ran out.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/kinds/meaning.h"
#include "../core/leaps.h"
#include "../core/pairs.h"
#include "../core/verify_model.h"
#include "generate.h"
#include "rng.h"

typedef struct filler {
  const ss_grid *shape;
  const ss_model *m;
  int n, cells, per;
  uint8_t *v;
  int *cell_h;         /* [cell*per + i]: its houses, -1 ends */
  uint64_t *used;      /* [h*2 + w]: digits placed in house h (2 words) */
  int *forbid;         /* [cell*n + d-1]: placed cells refusing it */
  uint64_t *dom;       /* [cell*2 + w]: its digits at this node */
  int *count;          /* [cell]: their number (0 once filled) */
  int *pair_at, *pair_of; /* the pairs whose x is a cell */
  int *con_at, *con_of;   /* the constraints on a cell, globals too */
  ss_pairs pairs;
  ss_rng *rng;
  long nodes, budget;
} filler;

static int
has (const uint64_t *w, int d)
{
  return (int) (w[(d - 1) >> 6] >> ((d - 1) & 63) & 1);
}

/* The digits cell c may take, into out; their number. */
static int
free_digits (const filler *f, int c, int *out)
{
  int k = 0;
  for (int d = 1; d <= f->n; d++)
    {
      int ok = !f->forbid[c * f->n + d - 1];
      for (int i = 0; ok && i < f->per && f->cell_h[c * f->per + i] >= 0; i++)
        ok = !has (f->used + 2 * f->cell_h[c * f->per + i], d);
      if (ok)
        out[k++] = d;
    }
  return k;
}

static void
set (filler *f, int c, int d, int on)
{
  uint64_t bit = (uint64_t) 1 << ((d - 1) & 63);
  for (int i = 0; i < f->per && f->cell_h[c * f->per + i] >= 0; i++)
    f->used[2 * f->cell_h[c * f->per + i] + ((d - 1) >> 6)] ^= bit;
  for (int i = f->pair_at[c]; i < f->pair_at[c + 1]; i++)
    {
      const ss_pair *p = &f->pairs.pair[f->pair_of[i]];
      for (int b = 1; b <= f->n; b++)
        if (p->bad[(d - 1) * f->n + b - 1])
          f->forbid[p->y * f->n + b - 1] += on ? 1 : -1;
    }
  f->v[c] = (uint8_t) (on ? d : 0);
}

/* The constraints on c hold what is filled. */
static int
holds (const filler *f, int c)
{
  for (int i = f->con_at[c]; i < f->con_at[c + 1]; i++)
    {
      const ss_con *con = &f->m->con[f->con_of[i]];
      ss_breach b;
      memset (&b, 0, sizeof b);
      if (ss_check_of (con->kind) (f->m, con, f->v, &b))
        return 0;
    }
  return 1;
}

/* A digit of house h with no open cell left (-1: dead end), or one with
 * a single cell (its cell into *cell, the digit returned); 0 when every
 * missing digit has two places or more. */
static int
house_single (const filler *f, int h, const int *count, int *cell)
{
  const int *cells = ss_model_house (f->m, h);
  for (int d = 1; d <= f->n; d++)
    {
      if (has (f->used + 2 * h, d))
        continue;
      int places = 0, at = -1;
      for (int k = 0; k < f->n && places < 2; k++)
        if (!f->v[cells[k]] && count[cells[k]] > 0
            && has (f->dom + 2 * cells[k], d))
          places++, at = cells[k];
      if (!places)
        return -1;
      if (places == 1)
        return *cell = at, d;
    }
  return 0;
}

/* The next branch: a digit with one place in a house (forced), else the
 * open cell with the fewest digits; its digits into digits[], their
 * number; -1 at a dead end, -2 when the grid is full. */
static int
branch (filler *f, int *cell, int *digits)
{
  int best = -1, fewest = f->n + 1;
  for (int c = 0; c < f->cells; c++)
    {
      f->count[c] = 0;
      if (f->v[c])
        continue;
      int k = free_digits (f, c, digits);
      f->dom[2 * c] = f->dom[2 * c + 1] = 0;
      for (int i = 0; i < k; i++)
        f->dom[2 * c + ((digits[i] - 1) >> 6)]
          |= (uint64_t) 1 << ((digits[i] - 1) & 63);
      f->count[c] = k;
      if (!k)
        return -1;
      if (k < fewest)
        fewest = k, best = c;
    }
  if (best < 0)
    return -2;
  for (int h = 0; fewest > 1 && h < f->m->nhouses; h++)
    {
      int at, d = house_single (f, h, f->count, &at);
      if (d < 0)
        return -1;
      if (d > 0)
        return *cell = at, digits[0] = d, 1;
    }
  *cell = best;
  return free_digits (f, best, digits);
}

/* 1 filled, 0 dead end, -1 budget. */
static int
dfs (filler *f)
{
  int cell, digits[SS_MAX_N], k = branch (f, &cell, digits);
  if (k == -2)
    return ss_model_solution_ok (f->shape, f->v);
  if (k < 0)
    return 0;
  ss_rng_shuffle (f->rng, digits, k);
  for (int i = 0; i < k; i++)
    {
      if (++f->nodes > f->budget)
        return -1;
      set (f, cell, digits[i], 1);
      int got = holds (f, cell) ? dfs (f) : 0;
      if (got)
        return got;
      set (f, cell, digits[i], 0);
    }
  return 0;
}

/* ---- set-up ------------------------------------------------------------- */

static int
index_houses (filler *f)
{
  const ss_model *m = f->m;
  int n = f->n;
  f->per = 3 + (m->nhouses - ss_model_first_extra (m));
  f->cell_h = malloc (sizeof *f->cell_h * (size_t) f->cells * f->per);
  f->used = calloc ((size_t) 2 * m->nhouses, sizeof *f->used);
  if (!f->cell_h || !f->used)
    return -1;
  for (int i = 0; i < f->cells * f->per; i++)
    f->cell_h[i] = -1;
  for (int h = 0; h < m->nhouses; h++)
    for (int k = 0; k < n; k++)
      {
        int c = ss_model_house (m, h)[k], i = 0;
        while (f->cell_h[c * f->per + i] >= 0)
          i++;
        f->cell_h[c * f->per + i] = h;
      }
  return 0;
}

/* at/of: a counting sort of `count` items by the cell key(i). */
static int
index_by (int cells, int count, int (*key) (const filler *, int, int),
          const filler *f, int **at, int **of)
{
  *at = calloc ((size_t) cells + 1, sizeof **at);
  *of = malloc (sizeof **of * (size_t) (count * cells + 1));
  if (!*at || !*of)
    return -1;
  for (int c = 0; c < cells; c++)
    {
      (*at)[c + 1] = (*at)[c];
      for (int i = 0; i < count; i++)
        if (key (f, i, c))
          (*of)[(*at)[c + 1]++] = i;
    }
  return 0;
}

static int
pair_key (const filler *f, int i, int c)
{
  return f->pairs.pair[i].x == c;
}

/* A global rule whose every breach is two cells' digits (an anti-knight,
 * a leap rule, nonconsecutive): the pair refusals (forbid) keep it during
 * the fill, and the verifier checks the full grid; its check on every
 * placement would walk the whole grid for nothing. */
static int
said_by_pairs (int kind)
{
  return ss_leap_kind (kind) || kind == SS_KIND_ANTIKNIGHT
         || kind == SS_KIND_ANTIKING || kind == SS_KIND_NONCONSECUTIVE
         || kind == SS_KIND_NEGATIVE;
}

static int
con_key (const filler *f, int i, int c)
{
  const ss_con *con = &f->m->con[i];
  if (said_by_pairs (con->kind))
    return 0;
  if (ss_kind_flags (con->kind) & SS_KF_GLOBAL)
    return 1;
  for (int k = 0; k < con->ncells; k++)
    if (con->cell[k] == c)
      return 1;
  return 0;
}

static void
filler_free (filler *f)
{
  free (f->v), free (f->cell_h), free (f->used), free (f->forbid);
  free (f->dom), free (f->count);
  free (f->pair_at), free (f->pair_of), free (f->con_at), free (f->con_of);
  ss_pairs_free (&f->pairs);
}

static int
filler_init (filler *f, const ss_grid *shape)
{
  memset (f, 0, sizeof *f);
  f->shape = shape, f->m = shape->model;
  f->n = shape->n, f->cells = f->n * f->n;
  f->v = calloc ((size_t) f->cells, 1);
  f->forbid = calloc ((size_t) f->cells * f->n, sizeof *f->forbid);
  f->dom = calloc ((size_t) 2 * f->cells, sizeof *f->dom);
  f->count = calloc ((size_t) f->cells, sizeof *f->count);
  if (!f->v || !f->forbid || !f->dom || !f->count || index_houses (f)
      || ss_pairs_build (f->m, &f->pairs) < 0
      || index_by (f->cells, f->pairs.count, pair_key, f, &f->pair_at,
                   &f->pair_of)
      || index_by (f->cells, f->m->ncons, con_key, f, &f->con_at,
                   &f->con_of))
    return -1;
  return 0;
}

/* Givens of shape first (a partial grid to complete), in order. */
static int
place_givens (filler *f)
{
  for (int c = 0; c < f->cells; c++)
    if (f->shape->cell[c])
      {
        int d = f->shape->cell[c], digits[SS_MAX_N], k, ok = 0;
        k = free_digits (f, c, digits);
        for (int i = 0; i < k; i++)
          ok |= digits[i] == d;
        if (!ok)
          return 0;
        set (f, c, d, 1);
        if (!holds (f, c))
          return 0;
      }
  return 1;
}

int
ss_gen_fill (const ss_grid *shape, uint64_t seed, long budget, ss_grid *out,
             ss_error *err)
{
  filler f;
  ss_rng rng = { seed ^ 0x66696c6cull };
  out->cell = 0;
  if (!shape->model || filler_init (&f, shape) < 0
      || ss_grid_init_like (out, shape) < 0)
    return filler_free (&f), ss_grid_free (out),
           ss_error_set (err, 0, 0, "out of memory"), -1;
  f.rng = &rng, f.budget = budget;
  int got = place_givens (&f) ? dfs (&f) : 0;
  if (got == 1)
    memcpy (out->cell, f.v, (size_t) f.cells);
  else
    ss_grid_free (out);
  filler_free (&f);
  return got == 1 ? SS_FILL_FOUND : got == 0 ? SS_FILL_NONE : SS_FILL_BUDGET;
}
