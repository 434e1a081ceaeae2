/* killer.c -- a killer puzzle from a full grid: cages cut at random
 * (cages.c), then refined until the engine finds the puzzle unique
 * (generate.h).
 *
 * Model: the cages carry the grid's sums, so the grid is always a
 * solution.  While the engine (limit 2) finds a second one, the two
 * differ in some cell: with --givens K, and fewer than K givens so far,
 * that cell becomes a given; otherwise its cage is split in two
 * connected parts, one holding the cell.  Each round removes the second
 * solution found (the cell can no longer differ there: a given fixes
 * it, and a split adds a sum), and cages of one cell are givens in
 * effect, so the loop ends with a unique puzzle.  Then merges of
 * neighbouring cages with no digit in common (up to MERGE_MAX cells) are
 * tried in random order, each kept only when the engine still finds one
 * solution, until none is left to try or N*N checks are spent: bigger
 * cages, fewer clues.
 * A check that runs out of budget (unknown) counts as not unique: the
 * refinement splits a cage, a merge is undone.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "generate.h"
#include "rng.h"

#define CAGE_MAX 3      /* largest cage the cutter aims for: a puzzle
                           near to unique is quick to check (a loose one,
                           cages of 5 and 6, took an engine seconds to
                           find two solutions), and merges grow them */
#define MERGE_MAX 6     /* largest cage a merge may make */
/* Nodes per check unless --budget-nodes says otherwise: a killer check's
 * time has a long tail (cp, 9x9: most checks take a handful of nodes,
 * one in ten about a thousand, a few minutes), and a check cut short
 * only costs a merge (or splits a cage), never uniqueness.  500 nodes
 * kept 10 seeds at a median under a second on a loaded machine, with
 * about 22 cages a puzzle. */
#define KILLER_NODES 500

typedef struct killer {
  const ss_grid *rules, *sol;
  const ss_solver *s;
  const ss_gen_opts *o;
  ss_gen_stats *st;
  int n, cells, ncages, givens_left;
  int *cage_of;
  uint8_t *given;
  ss_rng rng;
} killer;

/* ---- the puzzle of the current cages ----------------------------------- */

int
ss_gen_add_cage (ss_model *m, const ss_grid *sol, const int *cage_of,
                 int cage, int *cells)
{
  int count = 0, sum = 0;
  for (int c = 0; c < sol->n * sol->n; c++)
    if (cage_of[c] == cage)
      cells[count++] = c, sum += sol->cell[c];
  ss_con con;
  memset (&con, 0, sizeof con);
  con.kind = SS_KIND_KILLER, con.clue_r = con.clue_c = -1;
  con.cell = cells, con.ncells = count, con.val = &sum, con.nvals = 1;
  return count ? ss_model_add (m, &con) : 0;
}

/* The base rules (regions, global kinds) and the cages, as a new model. */
static ss_model *
cage_model (const killer *k, ss_error *err)
{
  ss_model *m = ss_gen_copy_rules (k->rules, err);
  int *buf = malloc (sizeof *buf * (size_t) k->cells);
  int bad = !m || !buf;
  for (int cage = 0; !bad && cage < k->ncages; cage++)
    bad = ss_gen_add_cage (m, k->sol, k->cage_of, cage, buf) < 0;
  free (buf);
  if (bad || ss_model_finish (m, err) < 0)
    return ss_model_unref (m), (ss_model *) 0;
  return m;
}

static int
build (const killer *k, ss_grid *p, ss_error *err)
{
  ss_model *m = cage_model (k, err);
  if (!m || ss_grid_init (p, k->rules->box_rows, k->rules->box_cols) < 0)
    return ss_model_unref (m), -1;
  ss_grid_set_model (p, m);
  ss_model_unref (m);
  for (int c = 0; c < k->cells; c++)
    p->cell[c] = k->given[c] ? k->sol->cell[c] : 0;
  return 0;
}

/* The engine's verdict (limit 2); a second solution into other. */
static ss_status
check (killer *k, const ss_grid *p, uint8_t *other)
{
  ss_solve_opts so = { 0 };
  ss_result res;
  so.limit = 2;
  so.max_nodes = k->o->max_nodes ? k->o->max_nodes : KILLER_NODES;
  so.timeout = k->o->timeout;
  k->st->checks++;
  ss_solve (k->s, p, &so, &res);
  ss_status status = res.status;
  if (status == SS_MULTIPLE && res.count)
    memcpy (other, res.solution.cell, (size_t) k->cells);
  else
    memcpy (other, k->sol->cell, (size_t) k->cells);
  ss_result_free (&res);
  k->st->unknowns += status == SS_UNKNOWN;
  return status;
}

/* ---- splitting and merging ---------------------------------------------- */

static int
size_of (const killer *k, int cage)
{
  int size = 0;
  for (int c = 0; c < k->cells; c++)
    size += k->cage_of[c] == cage;
  return size;
}

/* Cells of cage `from` reached from start through cage `from`: marked
 * with `to`, up to `limit` of them, in random order. */
static int
flood (killer *k, int start, int from, int to, int limit)
{
  int n = k->n, stack[SS_MAX_N * SS_MAX_N], top = 0, got = 0;
  stack[top++] = start;
  k->cage_of[start] = to;
  while (top && got < limit)
    {
      int c = stack[--top], nb[4], m = 0;
      got++;
      if (c / n > 0) nb[m++] = c - n;
      if (c / n < n - 1) nb[m++] = c + n;
      if (c % n > 0) nb[m++] = c - 1;
      if (c % n < n - 1) nb[m++] = c + 1;
      ss_rng_shuffle (&k->rng, nb, m);
      for (int i = 0; i < m && got + top < limit; i++)
        if (k->cage_of[nb[i]] == from)
          k->cage_of[nb[i]] = to, stack[top++] = nb[i];
    }
  for (int i = 0; i < top; i++) /* marked but not taken: give back */
    k->cage_of[stack[i]] = from;
  return got;
}

/* 1 when the cells of cage are connected. */
static int
whole (killer *k, int cage)
{
  int size = size_of (k, cage), start = -1;
  for (int c = 0; c < k->cells && start < 0; c++)
    if (k->cage_of[c] == cage)
      start = c;
  if (start < 0)
    return 1;
  int reached = flood (k, start, cage, -2, k->cells);
  for (int c = 0; c < k->cells; c++)
    if (k->cage_of[c] == -2)
      k->cage_of[c] = cage;
  return reached == size;
}

/* Each connected part of cage becomes a cage of its own. */
static void
components (killer *k, int cage)
{
  int keep = 1;
  for (int c = 0; c < k->cells; c++)
    if (k->cage_of[c] == cage)
      {
        flood (k, c, cage, -2, k->cells);
        int id = keep ? -3 : k->ncages++;
        keep = 0;
        for (int i = 0; i < k->cells; i++)
          if (k->cage_of[i] == -2)
            k->cage_of[i] = id;
      }
  for (int c = 0; c < k->cells; c++)
    if (k->cage_of[c] == -3)
      k->cage_of[c] = cage;
}

/* Splits the cage of cell in two connected parts, one holding cell
 * (about half the cage); else cell alone, the rest in its connected
 * parts. */
static void
split (killer *k, int cell)
{
  int cage = k->cage_of[cell], size = size_of (k, cage), fresh = k->ncages;
  if (size < 2)
    return;
  for (int t = 0; t < 8; t++)
    {
      flood (k, cell, cage, fresh, size / 2 > 0 ? size / 2 : 1);
      if (whole (k, cage))
        {
          k->ncages++;
          return;
        }
      for (int c = 0; c < k->cells; c++)
        if (k->cage_of[c] == fresh)
          k->cage_of[c] = cage;
    }
  k->cage_of[cell] = k->ncages++;
  components (k, cage);
}

/* Cages a and b (next to each other) with no digit in common and
 * room for both: one cage. */
static int
mergeable (const killer *k, int a, int b)
{
  int size = 0, seen[SS_MAX_N + 1] = { 0 };
  for (int c = 0; c < k->cells; c++)
    if (k->cage_of[c] == a || k->cage_of[c] == b)
      {
        if (seen[k->sol->cell[c]]++)
          return 0;
        size++;
      }
  return size <= MERGE_MAX;
}

/* ---- the loop ----------------------------------------------------------- */

/* The cell where other differs from the solution (from a random
 * start), or a random cell of a cage of two or more. */
static int
differing (killer *k, const uint8_t *other)
{
  int start = ss_rng_below (&k->rng, k->cells);
  for (int i = 0; i < k->cells; i++)
    {
      int c = (start + i) % k->cells;
      if (other[c] != k->sol->cell[c])
        return c;
    }
  for (int i = 0; i < k->cells; i++)
    {
      int c = (start + i) % k->cells;
      if (!k->given[c] && size_of (k, k->cage_of[c]) > 1)
        return c;
    }
  return -1;
}

/* Refines the cages until unique: 1 unique, 0 not reached, -1 error. */
static int
make_unique (killer *k, ss_grid *p, uint8_t *other, ss_error *err)
{
  for (int round = 0; round <= 2 * k->cells; round++)
    {
      if (build (k, p, err) < 0)
        return -1;
      ss_status got = check (k, p, other);
      if (got == SS_UNIQUE)
        return 1;
      ss_grid_free (p);
      if (got != SS_MULTIPLE && got != SS_UNKNOWN)
        return 0;
      int c = differing (k, other);
      if (c < 0)
        return 0;
      if (k->givens_left > 0 && !k->given[c])
        k->given[c] = 1, k->givens_left--;
      else
        split (k, c);
    }
  return 0;
}

/* The neighbouring cage pairs a < b that may merge and have not been
 * tried, into pair[]; their number. */
static int
candidates (const killer *k, const char *tried, int *pair)
{
  int n = k->n, m = 0, nc = k->ncages;
  for (int c = 0; c < k->cells; c++)
    for (int dir = 0; dir < 2; dir++)
      {
        if (dir ? c % n == n - 1 : c / n == n - 1)
          continue;
        int a = k->cage_of[c], b = k->cage_of[dir ? c + 1 : c + n];
        if (a == b)
          continue;
        int lo = a < b ? a : b, hi = a < b ? b : a;
        if (!tried[lo * nc + hi] && mergeable (k, lo, hi))
          {
            int dup = 0;
            for (int i = 0; i < m && !dup; i++)
              dup = pair[2 * i] == lo && pair[2 * i + 1] == hi;
            if (!dup)
              pair[2 * m] = lo, pair[2 * m + 1] = hi, m++;
          }
      }
  return m;
}

/* One merge of cage b into a: kept (1) when the engine still finds one
 * solution, else undone (0); -1 on error. */
static int
merge (killer *k, ss_grid *p, uint8_t *other, int a, int b, ss_error *err)
{
  ss_grid q;
  for (int i = 0; i < k->cells; i++)
    if (k->cage_of[i] == b)
      k->cage_of[i] = a;
  k->st->attempts++;
  if (build (k, &q, err) < 0)
    return -1;
  if (check (k, &q, other) == SS_UNIQUE)
    return ss_grid_free (p), *p = q, 1;
  ss_grid_free (&q);
  return 0;
}

/* Merges of neighbouring cages with no digit in common, chosen at
 * random among those not tried yet, each kept while the puzzle stays
 * unique, up to `tries` checks; p stays the last unique puzzle. */
static int
merges (killer *k, ss_grid *p, uint8_t *other, int tries, ss_error *err)
{
  size_t nc = (size_t) k->ncages;
  char *tried = calloc (nc * nc, 1);
  int *keep = malloc (sizeof *keep * (size_t) k->cells);
  int *pair = malloc (sizeof *pair * (size_t) 4 * k->cells);
  int got = tried && keep && pair ? 0 : -1;
  for (int t = 0; got == 0 && t < tries; t++)
    {
      int m = candidates (k, tried, pair);
      if (!m)
        break;
      int i = ss_rng_below (&k->rng, m), a = pair[2 * i], b = pair[2 * i + 1];
      tried[a * nc + b] = 1;
      memcpy (keep, k->cage_of, sizeof *keep * (size_t) k->cells);
      got = merge (k, p, other, a, b, err);
      if (got == 0)
        memcpy (k->cage_of, keep, sizeof *keep * (size_t) k->cells);
      got = got < 0 ? -1 : 0;
    }
  free (tried), free (keep), free (pair);
  return got;
}

int
ss_gen_killer (const ss_grid *rules, const ss_grid *solution,
               const ss_variant_opts *vo, const ss_gen_opts *o,
               const ss_solver *s, ss_grid *puzzle, ss_gen_stats *st,
               ss_error *err)
{
  killer k = { rules, solution, s, o, st, rules->n, rules->n * rules->n, 0,
               vo->givens, 0, 0, { o->seed ^ 0x6b696c6c6572ull } };
  k.cage_of = malloc (sizeof *k.cage_of * (size_t) k.cells);
  k.given = calloc ((size_t) k.cells, 1);
  uint8_t *other = malloc ((size_t) k.cells);
  int got = -1;
  puzzle->cell = 0;
  if (k.cage_of && k.given && other
      && (k.ncages = ss_gen_cut_cages (solution, o->seed, CAGE_MAX,
                                       k.cage_of)) >= 0)
    got = make_unique (&k, puzzle, other, err);
  if (got == 1)
    got = merges (&k, puzzle, other, k.cells, err);
  else if (got == 0)
    ss_error_set (err, 0, 0, "the cages did not become unique: %s gave "
                  "no verdict", s->name), got = -1;
  else if (!err->msg[0])
    ss_error_set (err, 0, 0, "out of memory");
  st->method = SS_GEN_UNIQUE;
  free (k.cage_of), free (k.given), free (other);
  if (got < 0)
    ss_grid_free (puzzle);
  return got < 0 ? -1 : 0;
}
