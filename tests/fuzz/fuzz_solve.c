/* fuzz_solve.c -- the solve oracle: every solver of engines/table.c
 * (all but external, which runs a program) through ss_solve on the same
 * small puzzle, with a small node budget.
 *
 * Input: text that reads as a puzzle of side at most 9 (the data/ seeds)
 * is that puzzle, with K from size % 3, --hidden from bit 0 of the size
 * and the SAT mode (assume or reduced) from bit 1.  Any
 * other input is bytes: byte 0 picks the box (2x2, 1x4, 2x3, 3x2, 2x4,
 * 3x3), K (2, 1 or COUNT_K) and whether givens may clash; then each pair
 * of bytes places a digit in a cell.  (K = 0, count all, is left out: a
 * sparse 9x9 has billions of solutions, and the SAT backends' budgets
 * count conflicts, not solutions.)
 *
 * Oracles: no solver reports a solution the verifier rejects; every
 * solution handed out verifies here too, by a checker of this file's own
 * (rows, columns, boxes, givens); the status fits the count; "invalid"
 * exactly when the givens clash; any two verdicts that are not unknown
 * are equal; two "unique" solutions are the same grid; and when two
 * searches were exhausted (finished, or reached K), their counts are
 * equal.
 */
#include "fuzz.h"

#include "../../core/reader.h"
#include "../../engines/table.h"

#define MAX_SIDE 9
#define BUDGET 2000
#define COUNT_K 40 /* "count them": enough to compare, cheap to reach */

static const int shapes[6][2] = {
  { 2, 2 }, { 1, 4 }, { 2, 3 }, { 3, 2 }, { 2, 4 }, { 3, 3 },
};

/* 1 when cells a and b (row-major, side n) share a row, column or box. */
static int
peers (const ss_grid *g, int a, int b)
{
  int n = g->n, ra = a / n, ca = a % n, rb = b / n, cb = b % n;
  return ra == rb || ca == cb
         || (ra / g->box_rows == rb / g->box_rows
             && ca / g->box_cols == cb / g->box_cols);
}

/* Cell a's digit is also in a peer cell. */
static int
clashes_at (const ss_grid *g, int a)
{
  for (int b = 0; b < g->n * g->n; b++)
    if (b != a && g->cell[a] && g->cell[a] == g->cell[b] && peers (g, a, b))
      return 1;
  return 0;
}

/* The givens clash: a digit twice in a row, a column or a box, found
 * with one bit per (unit, digit); boxes numbered here as band * (boxes
 * across) + stack. */
static int
clashes (const ss_grid *g)
{
  unsigned row[MAX_SIDE] = { 0 }, col[MAX_SIDE] = { 0 }, box[MAX_SIDE] = { 0 };
  int n = g->n, across = n / g->box_cols;
  for (int i = 0; i < n * n; i++)
    {
      int r = i / n, c = i % n, d = g->cell[i];
      int b = r / g->box_rows * across + c / g->box_cols;
      unsigned bit = 1u << d;
      if (!d)
        continue;
      if ((row[r] | col[c] | box[b]) & bit)
        return 1;
      row[r] |= bit, col[c] |= bit, box[b] |= bit;
    }
  return 0;
}

/* A full grid with no clash that keeps the puzzle's givens. */
static int
solves (const ss_grid *puzzle, const ss_grid *s)
{
  if (!ss_grid_same_shape (puzzle, s) || clashes (s))
    return 0;
  for (int i = 0; i < s->n * s->n; i++)
    if (!s->cell[i] || s->cell[i] > s->n
        || (puzzle->cell[i] && puzzle->cell[i] != s->cell[i]))
      return 0;
  return 1;
}

typedef struct run {
  const ss_grid *puzzle;
  const char *solver;
  uint64_t seen;
  ss_grid first; /* the first two solutions handed out */
  ss_grid second;
} run;

static void
on_solution (void *ctx, const ss_grid *s, uint64_t index)
{
  run *r = ctx;
  FUZZ_CHECK (solves (r->puzzle, s), "%s handed out a non-solution",
              r->solver);
  FUZZ_CHECK (index == ++r->seen, "%s: solution index %llu", r->solver,
              (unsigned long long) index);
  if (index <= 2)
    FUZZ_CHECK (ss_grid_copy (index == 2 ? &r->second : &r->first, s) == 0,
                "out of memory");
  if (index == 2)
    FUZZ_CHECK (memcmp (r->first.cell, s->cell, (size_t) (s->n * s->n)),
                "%s: the same solution twice", r->solver);
}

static int
from_text (const uint8_t *data, size_t size, ss_grid *g)
{
  char *text = fuzz_string (data, size);
  ss_error err;
  int got = text && ss_parse_text (text, 0, g, &err) == 0 ? 0 : -1;
  free (text);
  if (got == 0 && g->n > MAX_SIDE)
    ss_grid_free (g), got = -1;
  return got;
}

/* Byte 0: shape (% 6), K (/ 6 % 3), clashes allowed (bit 7). */
static int
from_bytes (const uint8_t *data, size_t size, ss_grid *g, uint64_t *k)
{
  static const uint64_t ks[3] = { 2, 1, COUNT_K };
  if (!size)
    return -1;
  const int *shape = shapes[data[0] % 6];
  if (ss_grid_init (g, shape[0], shape[1]))
    return -1;
  *k = ks[data[0] / 6 % 3];
  int n = g->n, raw = data[0] >> 7;
  for (size_t i = 1; i + 1 < size; i += 2)
    {
      int cell = data[i] % (n * n), old = g->cell[cell];
      g->cell[cell] = (uint8_t) (data[i + 1] % n + 1);
      if (!raw && clashes_at (g, cell))
        g->cell[cell] = (uint8_t) old;
    }
  return 0;
}

/* One solver's answer, checked alone. */
static void
check_alone (const ss_solver *s, const ss_grid *p, const ss_result *res,
             const run *r, uint64_t k, int clash)
{
  FUZZ_CHECK (res->wrong == 0, "%s reported %llu wrong solution(s)",
              s->name, (unsigned long long) res->wrong);
  FUZZ_CHECK ((res->status == SS_INVALID) == clash, "%s says %s; the "
              "givens %s", s->name, ss_status_name (res->status),
              clash ? "clash" : "do not clash");
  FUZZ_CHECK (res->count == r->seen && (!k || res->count <= k),
              "%s: count %llu, %llu handed out", s->name,
              (unsigned long long) res->count, (unsigned long long) r->seen);
  FUZZ_CHECK (!res->count || solves (p, &res->solution), "%s's solution "
              "does not verify", s->name);
  switch (res->status)
    {
    case SS_UNSAT: FUZZ_CHECK (!res->count && res->exhausted, "%s unsat",
                               s->name); break;
    case SS_UNIQUE: FUZZ_CHECK (res->count == 1 && res->exhausted,
                                "%s unique", s->name); break;
    case SS_MULTIPLE: FUZZ_CHECK (res->count >= 2, "%s multiple", s->name);
      break;
    case SS_FOUND: FUZZ_CHECK (k == 1 && res->count == 1, "%s found",
                               s->name); break;
    default: break;
    }
}

typedef struct verdict {
  const char *solver;
  ss_status status;
  uint64_t count;
  int exhausted;
  ss_grid solution;
} verdict;

static void
check_pair (const verdict *a, const verdict *b)
{
  if (a->status == SS_UNKNOWN || b->status == SS_UNKNOWN)
    return;
  FUZZ_CHECK (a->status == b->status, "%s says %s, %s says %s", a->solver,
              ss_status_name (a->status), b->solver,
              ss_status_name (b->status));
  if (a->status == SS_UNIQUE)
    FUZZ_CHECK (!memcmp (a->solution.cell, b->solution.cell,
                         (size_t) (a->solution.n * a->solution.n)),
                "%s and %s give different unique solutions", a->solver,
                b->solver);
  if (a->exhausted && b->exhausted)
    FUZZ_CHECK (a->count == b->count, "%s counts %llu, %s %llu", a->solver,
                (unsigned long long) a->count, b->solver,
                (unsigned long long) b->count);
}

/* hidden: singles' and bird's mode; reduced: the SAT backends' (a fresh
 * reduced CNF per puzzle, or the cached instance with assumptions). */
static void
solve_all (const ss_grid *p, uint64_t k, int hidden, int reduced)
{
  verdict v[16];
  int nv = 0, clash = clashes (p);
  for (int i = 0; i < ss_solver_count && nv < 16; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      run r = { p, s->name, 0, { 0 }, { 0 } };
      ss_solve_opts o = { .limit = k, .max_nodes = BUDGET, .hidden = hidden,
                          .sat_mode = reduced ? "reduced" : "assume",
                          .on_solution = on_solution, .ctx = &r };
      ss_result res;
      if (s->flags & SS_NEEDS_CMD)
        continue;
      if (ss_solve (s, p, &o, &res) == 0)
        {
          check_alone (s, p, &res, &r, k, clash);
          v[nv] = (verdict) { s->name, res.status, res.count, res.exhausted,
                              res.solution };
          res.solution.cell = 0; /* v[nv] owns it now */
          for (int j = 0; j < nv; j++)
            check_pair (&v[j], &v[nv]);
          nv++;
        }
      ss_result_free (&res);
      ss_grid_free (&r.first);
      ss_grid_free (&r.second);
    }
  for (int j = 0; j < nv; j++)
    ss_grid_free (&v[j].solution);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const uint64_t ks[3] = { 2, 1, COUNT_K };
  ss_grid g;
  uint64_t k = ks[size % 3];
  int hidden = (int) (size & 1), reduced = (int) (size >> 1 & 1);
  if (from_text (data, size, &g) && from_bytes (data, size, &g, &k))
    return 0;
  solve_all (&g, k, hidden, reduced);
  ss_grid_free (&g);
  return 0;
}
