/* split.c -- removing givens by halving, on a stack of givens
 * (generate.h: the deduce and unique methods on fast's kernel).
 *
 * Model: the givens form a sequence u1, u2, ... in random order (units:
 * a cell, or a cell and its mirror when symmetric).  The sequential dig
 * tries u1, then u2 on what is left, and so on.  Because solvability
 * (by deductions, or uniqueness) is monotone, that dig can be done by
 * halves: for a stretch X of the sequence, with every given outside it
 * that is still in place pushed on the kernel's stack (the base B),
 *
 *   - if B alone is solved, every unit of X goes, as the dig would have
 *     removed each in turn;
 *   - a single unit that B does not solve stays;
 *   - else split X = X1 X2: push X2 and do X1; pop; push what X1 kept,
 *     and do X2; pop.
 *
 * Each level of halving pushes every given once, so deductions cost
 * about log2(N^2) times one solve instead of N^2 solves, and the result
 * is exactly the sequential dig's.  Phase 1 uses the chosen deductions;
 * phase 2 (method unique) walks the units phase 1 kept, on a kernel with
 * every rule, and at each one searches for a second solution without it
 * under the node budget: one found (and verified) shows the given is
 * needed; none (an exhausted search) removes it; a budget run out keeps
 * it unchecked.  Phase 2 tests single units only: nearly all of them
 * are needed by then, so a batch test would fail and cost a search.
 */
#include <stdlib.h>
#include <string.h>

#include "generate.h"
#include "rng.h"
#include "../core/verify.h"
#include "../solvers/fast_n.h"

enum { UNTRIED, REMOVED, KEPT };

typedef struct split {
  const ss_gen_opts *o;
  const ss_grid *sol;
  ss_grid *p;        /* the puzzle as it stands */
  ss_kn *k;
  int *unit;         /* the first cell of each unit, in the dig's order */
  uint8_t *state;    /* per unit: UNTRIED, REMOVED, KEPT */
  int nunits, nn;
  int givens, stop;  /* stop: min_givens reached */
  int phase, broken; /* broken: the kernel contradicted the solution */
  ss_deduction ded;  /* phase 1's deductions */
  int searched, to_search; /* phase 2's progress */
  ss_gen_stats *st;
} split;

/* The cells of unit u: one, or two (the mirror) when symmetric. */
static int
unit_cells (const split *s, int u, int cells[2])
{
  int a = s->unit[u], b = s->nn - 1 - a;
  cells[0] = a;
  cells[1] = b;
  return s->o->symmetric && b != a ? 2 : 1;
}

static void
push_unit (split *s, int u)
{
  int cells[2], m = unit_cells (s, u, cells);
  for (int j = 0; j < m; j++)
    if (!ss_kn_give (s->k, cells[j], s->sol->cell[cells[j]]))
      s->broken = 1;
}

static void
push_range (split *s, const int *list, int lo, int hi, int only_kept)
{
  for (int i = lo; i < hi && !s->broken; i++)
    if (!only_kept || s->state[list[i]] != REMOVED)
      push_unit (s, list[i]);
}

static void
tell (split *s)
{
  if (!s->o->progress)
    return;
  ss_gen_progress pr = { s->givens, s->st->attempts, s->nn, s->phase };
  if (s->phase == 2)
    pr.tried = s->searched, pr.cells = s->to_search;
  s->o->progress (s->o->progress_ctx, &pr);
}

/* Unit u leaves the puzzle; 0 when min_givens stops the dig first. */
static int
remove_unit (split *s, int u)
{
  if (s->o->min_givens && s->givens <= s->o->min_givens)
    return s->stop = 1, 0;
  int cells[2], m = unit_cells (s, u, cells);
  for (int j = 0; j < m; j++)
    s->p->cell[cells[j]] = 0;
  s->givens -= m;
  s->state[u] = REMOVED;
  return 1;
}

/* The kernel says solved: its grid must be the solution. */
static int
solved (split *s)
{
  if (ss_kn_placed (s->k) < s->nn)
    return 0;
  if (memcmp (ss_kn_values (s->k), s->sol->cell, (size_t) s->nn))
    s->broken = 1;
  return !s->broken;
}

static void
keep (split *s, int u)
{
  if (s->o->min_givens && s->givens <= s->o->min_givens)
    s->stop = 1;
  else
    s->state[u] = KEPT;
}

static void
decided (split *s, int count)
{
  s->st->attempts += count;
  s->st->checks++;
  tell (s);
}

/* Phase 1 on list[lo..hi), its base pushed. */
static void
deduce (split *s, const int *list, int lo, int hi)
{
  if (lo >= hi || s->stop || s->broken)
    return;
  if (solved (s))
    {
      int done = 0;
      while (lo + done < hi && remove_unit (s, list[lo + done]))
        done++;
      decided (s, done);
      return;
    }
  if (hi - lo == 1)
    {
      keep (s, list[lo]);
      decided (s, !s->stop);
      return;
    }
  int mid = lo + (hi - lo) / 2;
  size_t mark = ss_kn_mark (s->k);
  push_range (s, list, mid, hi, 0);
  deduce (s, list, lo, mid);
  ss_kn_undo (s->k, mark);
  push_range (s, list, lo, mid, 1);
  deduce (s, list, mid, hi);
  ss_kn_undo (s->k, mark);
}

/* ---- phase 2: a complete search per unit -------------------------------- */

typedef struct second {
  split *s;
  int u;
  int found;         /* a verified second solution */
} second;

/* A solution of the puzzle without unit u that differs from the known
 * one: verified against the givens left, then the search stops. */
static int
on_second (void *ctx, const uint8_t *cells)
{
  second *w = ctx;
  split *s = w->s;
  int c[2], m = unit_cells (s, w->u, c);
  for (int j = 0; j < m; j++)
    s->p->cell[c[j]] = 0;
  w->found = ss_solution_ok (s->p, cells)
             && memcmp (cells, s->sol->cell, (size_t) s->nn) != 0;
  for (int j = 0; j < m; j++)
    s->p->cell[c[j]] = s->sol->cell[c[j]];
  if (!w->found)
    s->broken = 1;
  return 1;
}

/* Searches for a solution with cell c other than its solution digit
 * (and the cells before it in the unit as solved): 1 found, 0 none,
 * -1 budget. */
static int
other_at (split *s, second *w, const int *cells, int j)
{
  size_t mark = ss_kn_mark (s->k);
  int got = 0;
  for (int i = 0; i < j && got == 0; i++)
    if (!ss_kn_give (s->k, cells[i], s->sol->cell[cells[i]]))
      got = -2;
  if (!got && ss_kn_forbid (s->k, cells[j], s->sol->cell[cells[j]]))
    {
      ss_solve_opts o = { 0 };
      ss_stats st = { 0 };
      o.max_nodes = s->o->max_nodes;
      o.timeout = s->o->timeout;
      ss_outcome out = ss_kn_search (s->k, &o, on_second, w, &st);
      got = w->found ? 1 : out == SS_DONE ? 0 : -1;
    }
  ss_kn_undo (s->k, mark);
  return got == -2 ? 0 : got;
}

/* Unit u with every other given pushed: needed, removed or unchecked. */
static void
search_unit (split *s, int u)
{
  int cells[2], m = unit_cells (s, u, cells), got = 0;
  second w = { s, u, 0 };
  if (!solved (s))
    for (int j = 0; j < m && got == 0 && !s->broken; j++)
      got = other_at (s, &w, cells, j);
  s->st->checks++;
  s->searched++;
  if (got == 0 && !s->broken)
    remove_unit (s, u);
  else if (got > 0)
    s->st->needed += m;
  else
    s->st->unknowns++, s->st->unchecked += m;
  tell (s);
}

static void
search_all (split *s, const int *list, int lo, int hi)
{
  if (lo >= hi || s->broken)
    return;
  if (hi - lo == 1)
    {
      search_unit (s, list[lo]);
      return;
    }
  int mid = lo + (hi - lo) / 2;
  size_t mark = ss_kn_mark (s->k);
  push_range (s, list, mid, hi, 0);
  search_all (s, list, lo, mid);
  ss_kn_undo (s->k, mark);
  push_range (s, list, lo, mid, 1);
  search_all (s, list, mid, hi);
  ss_kn_undo (s->k, mark);
}

/* ---- the two phases ----------------------------------------------------- */

static unsigned
rules_of (ss_deduction d)
{
  static const unsigned rules[SS_DEDUCTION_COUNT] = {
    [SS_DED_SINGLES] = 0, [SS_DED_HIDDEN] = SS_KN_HIDDEN,
    [SS_DED_LOCKED] = SS_KN_HIDDEN | SS_KN_LOCKED, [SS_DED_SUBSETS] = SS_KN_ALL,
  };
  return rules[d];
}

/* The units in the dig's random order (seeded as the sequential dig). */
static int
order_units (split *s)
{
  ss_rng rng = { s->o->seed ^ 0x5eed5eed5eedull };
  int *order = malloc ((size_t) s->nn * sizeof *order);
  if (!order)
    return -1;
  for (int i = 0; i < s->nn; i++)
    order[i] = i;
  ss_rng_shuffle (&rng, order, s->nn);
  s->nunits = 0;
  for (int i = 0; i < s->nn; i++)
    if (!s->o->symmetric || order[i] <= s->nn - 1 - order[i])
      s->unit[s->nunits++] = order[i];
  free (order);
  return 0;
}

static int
phase_two (split *s, int *list)
{
  int count = 0;
  for (int u = 0; u < s->nunits; u++)
    if (s->state[u] == KEPT)
      list[count++] = u;
  s->phase = 2;
  s->to_search = count;
  if (s->k && ss_kn_placed (s->k) == 0 && rules_of (s->ded) == SS_KN_ALL)
    ; /* phase 1 ran with every rule and left the stack empty: reuse it */
  else
    {
      ss_kn_free (s->k);
      if (!(s->k = ss_kn_new (s->sol, SS_KN_ALL)))
        return -1;
    }
  search_all (s, list, 0, count);
  return 0;
}

static int
run (split *s, ss_gen_method method)
{
  int *list = malloc ((size_t) s->nunits * sizeof *list);
  if (!list)
    return -1;
  for (int u = 0; u < s->nunits; u++)
    list[u] = u;
  s->ded = method == SS_GEN_UNIQUE || !s->o->deductions_set
           ? SS_DED_SUBSETS : s->o->deductions;
  s->phase = 1;
  s->k = ss_kn_new (s->sol, rules_of (s->ded));
  int bad = !s->k;
  if (!bad)
    deduce (s, list, 0, s->nunits);
  if (!bad && method == SS_GEN_UNIQUE && !s->stop && !s->broken)
    bad = phase_two (s, list);
  ss_kn_free (s->k);
  free (list);
  return bad ? -1 : 0;
}

static void
count_up (split *s, ss_gen_method method)
{
  ss_gen_stats *st = s->st;
  st->method = method;
  st->deductions = s->ded;
  for (int u = 0; u < s->nunits; u++)
    {
      int c[2], m = unit_cells (s, u, c);
      if (s->state[u] == UNTRIED)
        st->untried += m;
      else if (s->state[u] == KEPT && method == SS_GEN_DEDUCE)
        st->unchecked += m;
    }
  st->minimal = !st->unchecked && !st->untried;
}

int
ss_gen_split (const ss_gen_opts *o, ss_gen_method method,
              const ss_grid *solution, ss_grid *puzzle, ss_gen_stats *st,
              ss_error *err)
{
  split s = { .o = o, .sol = solution, .p = puzzle, .st = st };
  s.nn = solution->n * solution->n;
  s.givens = s.nn;
  s.unit = malloc ((size_t) s.nn * sizeof *s.unit);
  s.state = calloc ((size_t) s.nn, 1);
  int bad = !s.unit || !s.state || order_units (&s) || run (&s, method);
  if (!bad)
    count_up (&s, method);
  free (s.unit);
  free (s.state);
  if (bad)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  if (s.broken)
    return ss_error_set (err, 0, 0, "internal error: the kernel's deductions "
                         "contradict the full grid"), -1;
  return 0;
}

int
ss_gen_solved_by (const ss_grid *p, ss_error *err)
{
  int nn = p->n * p->n;
  for (int d = 0; d < SS_DEDUCTION_COUNT; d++)
    {
      ss_kn *k = ss_kn_new (p, rules_of ((ss_deduction) d));
      if (!k)
        return ss_error_set (err, 0, 0, "out of memory"), -2;
      int ok = ss_kn_give_all (k, p) && ss_kn_placed (k) == nn;
      ss_kn_free (k);
      if (ok)
        return d;
    }
  return -1;
}
