/* lay_shapes.c -- the kinds of two parts or many cells, read off the
 * full grid (see lay.h): clones (a shape and its copy moved by the
 * offset between two cells of equal digits, grown while the digits
 * match), arrows (a circle, and a shaft walked from it while its sum
 * can still make the circle's number) and killer cages (gen/cages.c
 * cuts the whole grid, gen/killer.c adds each with its total), cages of
 * several totals (a walk of distinct digits, totals 9 apart), rellik
 * cages (such a walk, and a clue no set of its digits makes), lunchboxes
 * (such a walk, and the sum between its smallest and largest digits).
 */
#include "lay.h"

#include "../core/kinds/meaning.h"

#include <stdlib.h>

#include "../gen/generate.h"

#define CAGE_MAX 4   /* cages of up to 4 cells keep every sum encoding
                        small enough on 64x64 */
#define SHAPE_MAX 4  /* cells per clone part */
#define SHAFT_MAX 8  /* cells per arrow shaft */
#define TRIES 12

static int
digit (const ss_fz_lay *L, int cell)
{
  return L->g->cell[cell];
}

static int
member (const int *cells, int k, int cell)
{
  for (int i = 0; i < k; i++)
    if (cells[i] == cell)
      return 1;
  return 0;
}

/* ---- clones ------------------------------------------------------------- */

/* Another cell of a's digit, at random. */
static int
twin (ss_fz_lay *L, int a)
{
  int n = L->n, count = 0, pick = -1;
  for (int c = 0; c < n * n; c++)
    if (c != a && digit (L, c) == digit (L, a) && ss_fz_pick (L, ++count) == 0)
      pick = c;
  return pick;
}

/* The part grows by an orthogonal neighbour x of one of its cells whose
 * copy x + (dr, dc) is inside the grid and holds x's digit. */
static int
grow (ss_fz_lay *L, int *part, int k, int dr, int dc)
{
  int n = L->n, nb[8];
  int from = part[ss_fz_pick (L, k)], m = ss_fz_neighbours (n, from, 1, nb);
  for (int t = 0; t < m; t++)
    {
      int x = nb[t], r = x / n + dr, c = x % n + dc, y = r * n + c;
      if (r < 0 || r >= n || c < 0 || c >= n || digit (L, x) != digit (L, y)
          || member (part, 2 * SHAPE_MAX, x) || member (part, 2 * SHAPE_MAX, y))
        continue;
      part[k] = x, part[SHAPE_MAX + k] = y;
      return 1;
    }
  return 0;
}

int
ss_fz_lay_clone (ss_fz_lay *L)
{
  int n = L->n, added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int part[2 * SHAPE_MAX], cells[2 * SHAPE_MAX], k = 1;
      int a = ss_fz_pick (L, n * n), b = twin (L, a);
      if (b < 0)
        continue;
      for (int j = 0; j < 2 * SHAPE_MAX; j++)
        part[j] = -1;
      part[0] = a, part[SHAPE_MAX] = b;
      for (int want = 1 + ss_fz_pick (L, SHAPE_MAX), t = 0;
           k < want && t < 4 * SHAPE_MAX; t++)
        k += grow (L, part, k, b / n - a / n, b % n - a % n);
      for (int j = 0; j < k; j++)
        cells[j] = part[j], cells[k + j] = part[SHAPE_MAX + j];
      ss_con c;
      ss_fz_con (&c, SS_KIND_CLONE);
      c.cell = cells, c.ncells = 2 * k, c.split = k;
      int got = ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

/* ---- arrows ------------------------------------------------------------- */

typedef struct circle {
  int cell[2], size, number;
} circle;

/* Off the circle, and the shaft's sum still within its number. */
static int
within (const ss_fz_lay *L, const int *p, int len, int next, const void *x)
{
  const circle *o = x;
  int sum = digit (L, next);
  for (int i = 0; i < len; i++)
    sum += digit (L, p[i]);
  return !member (o->cell, o->size, next) && sum <= o->number;
}

/* A circle of one cell, or (up to 9x9, where a number of two figures
 * reads one way) now and then two side by side in reading order. */
static void
draw_circle (ss_fz_lay *L, circle *o)
{
  int n = L->n, at = ss_fz_pick (L, n * n);
  o->size = n <= 9 && at % n < n - 1 && ss_fz_pick (L, 4) == 0 ? 2 : 1;
  o->cell[0] = at, o->cell[1] = at + 1;
  o->number = o->size == 1 ? digit (L, at)
                           : 10 * digit (L, at) + digit (L, at + 1);
}

static int
arrow (ss_fz_lay *L)
{
  int cells[2 + SHAFT_MAX], nb[8];
  circle o;
  draw_circle (L, &o);
  int last = o.cell[o.size - 1], k = ss_fz_neighbours (L->n, last, 0, nb);
  int start = nb[ss_fz_pick (L, k)];
  if (!within (L, 0, 0, start, &o))
    return 0;
  cells[0] = o.cell[0], cells[1] = o.cell[1];
  int len = ss_fz_walk (L, start, SHAFT_MAX, within, &o, cells + o.size);
  ss_con c;
  ss_fz_con (&c, SS_KIND_ARROW);
  c.split = o.size;
  return ss_fz_add_prefix (L, &c, cells, o.size + len, o.size + 1);
}

int
ss_fz_lay_arrow (ss_fz_lay *L)
{
  int added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    for (int t = 0; t < TRIES; t++)
      {
        int got = arrow (L);
        if (got < 0)
          return -1;
        if (got)
          {
            added++;
            break;
          }
      }
  return added;
}

/* ---- killer cages ------------------------------------------------------- */

int
ss_fz_lay_killer (ss_fz_lay *L)
{
  size_t cells = (size_t) L->n * L->n;
  int *cage_of = malloc (cells * sizeof *cage_of);
  int *list = malloc (cells * sizeof *list);
  int count = cage_of && list ? ss_gen_cut_cages (L->g, ss_rng_next (&L->rng),
                                                  CAGE_MAX, cage_of)
                              : -1;
  int rc = count < 0 ? -1 : count;
  for (int k = 0; rc > 0 && k < count; k++)
    if (ss_gen_add_cage (L->m, L->g, cage_of, k, list) < 0)
      rc = -1;
  free (cage_of);
  free (list);
  return rc;
}

/* ---- cages of several totals ----------------------------------------- */

/* A digit not yet in the walk. */
static int
new_digit (const ss_fz_lay *L, const int *p, int len, int next,
           const void *x)
{
  (void) x;
  for (int i = 0; i < len; i++)
    if (digit (L, p[i]) == digit (L, next))
      return 0;
  return 1;
}

/* A walk of distinct digits, its totals those of its sum's digital root
 * (the sum, and 9 below and above it when at least 1), as an f-puzzles
 * "DR" cage reads. */
int
ss_fz_lay_multikiller (ss_fz_lay *L)
{
  int n = L->n, path[CAGE_MAX], added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int len = ss_fz_walk (L, ss_fz_pick (L, n * n),
                            1 + ss_fz_pick (L, CAGE_MAX), new_digit, 0, path);
      int sum = 0, vals[3], nv = 0;
      for (int j = 0; j < len; j++)
        sum += digit (L, path[j]);
      if (sum > 9)
        vals[nv++] = sum - 9;
      vals[nv++] = sum;
      vals[nv++] = sum + 9;
      ss_con c;
      ss_fz_con (&c, SS_KIND_MULTIKILLER);
      c.cell = path, c.ncells = len, c.val = vals, c.nvals = nv;
      int got = ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

/* ---- rellik cages --------------------------------------------------------- */

/* A walk of distinct digits, its clue a number from 1 to the digits'
 * sum plus N that no set of them makes (the kind's check, in
 * ss_fz_lay_add, turns the others away). */
int
ss_fz_lay_rellik (ss_fz_lay *L)
{
  int n = L->n, path[CAGE_MAX], added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int len = ss_fz_walk (L, ss_fz_pick (L, n * n),
                            1 + ss_fz_pick (L, CAGE_MAX), new_digit, 0, path);
      int sum = 0, got = 0;
      for (int j = 0; j < len; j++)
        sum += digit (L, path[j]);
      for (int t = 0; t < TRIES && !got; t++)
        {
          int clue = 1 + ss_fz_pick (L, sum + n);
          ss_con c;
          ss_fz_con (&c, SS_KIND_RELLIK);
          c.cell = path, c.ncells = len, c.val = &clue, c.nvals = 1;
          got = ss_fz_lay_add (L, &c);
          if (got < 0)
            return -1;
        }
      added += got;
    }
  return added;
}

/* ---- lunchboxes ------------------------------------------------------------ */

/* One time in three a whole row or column read from a clue outside
 * (the other form of the text): the clue into *r, *c, the cells into
 * path; else 0. */
static int
outside_line (ss_fz_lay *L, int *path, int *r, int *c)
{
  int n = L->n, side = ss_fz_pick (L, 4), k = 1 + ss_fz_pick (L, n);
  if (ss_fz_pick (L, 3))
    return 0;
  *r = side == 0 ? 0 : side == 1 ? n + 1 : k;
  *c = side == 2 ? 0 : side == 3 ? n + 1 : k;
  return ss_clue_cells (n, *r, *c, -1, path);
}

/* A walk of distinct digits (or a row or column from outside), its clue
 * what the grid holds between the walk's smallest and largest digits. */
int
ss_fz_lay_lunchbox (ss_fz_lay *L)
{
  int n = L->n, path[SS_MAX_N], added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int r = -1, col = -1, len = outside_line (L, path, &r, &col);
      if (len <= 0)
        r = col = -1, len = ss_fz_walk (L, ss_fz_pick (L, n * n),
                                        2 + ss_fz_pick (L, CAGE_MAX - 1),
                                        new_digit, 0, path);
      int lo = 0, hi = 0, sum = 0;
      for (int j = 0; j < len; j++)
        {
          lo = digit (L, path[j]) < digit (L, path[lo]) ? j : lo;
          hi = digit (L, path[j]) > digit (L, path[hi]) ? j : hi;
        }
      for (int j = (lo < hi ? lo : hi) + 1; j < (lo < hi ? hi : lo); j++)
        sum += digit (L, path[j]);
      ss_con c;
      ss_fz_con (&c, SS_KIND_LUNCHBOX);
      c.cell = path, c.ncells = len, c.val = &sum, c.nvals = 1;
      c.clue_r = r, c.clue_c = col;
      int got = len < 2 ? 0 : ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}
