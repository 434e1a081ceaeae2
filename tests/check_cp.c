/* check_cp.c -- the cp engine (solvers/cp/): classic puzzles against
 * fast, and every constraint kind against a brute-force count.
 *
 * Model: the brute force written here knows nothing of propagation: it
 * fills blanks in row-major order and keeps a digit while the verifier
 * (core/kinds' checks of what filled cells already break, and the
 * houses) finds nothing wrong, counting full grids.  For each kind, many
 * random puzzles are made on 4x4 and 6x6 grids: a random full grid F,
 * one to three random constraints of the kind (their totals and counts
 * read from F, their shapes tried until F keeps them, so most puzzles
 * have solutions and some do not), and a few of F's digits as givens.
 * cp, and every other in-house engine that claims the kind (dlx for the
 * houses), must count exactly what the brute force counts (the SAT
 * backends' counts are check_kinds_cnf's, and test_variants.sh solves
 * every kind's puzzle with every engine that claims it).  A propagator that
 * removes a digit some solution uses makes cp count fewer; one that
 * lets a broken grid through is caught by its final check, and would
 * make ss_solve see a wrong solution.
 */
#include <stdarg.h>
#include <time.h>

#include "testutil.h"

#include "../core/cancel.h"
#include "../core/kinds/meaning.h"
#include "../core/model.h"
#include "../engines/table.h"
#include "../solvers/cp.h"
#include "../solvers/cp/engine.h"
#include "../solvers/fast.h"

/* ---- classic ------------------------------------------------------------ */

typedef struct classic_ctx {
  const ss_solver *cp, *fast;
  long records, max;
} classic_ctx;

static void
same_as_fast (void *ctx, ss_record *rec)
{
  classic_ctx *c = ctx;
  ss_solve_opts o = { .limit = 2 };
  ss_result a, b;
  if (!rec->ok || c->records++ >= c->max)
    return;
  ck_assert_int_eq (ss_solve (c->cp, &rec->grid, &o, &a), 0);
  ck_assert_int_eq (ss_solve (c->fast, &rec->grid, &o, &b), 0);
  ck_assert_msg (a.status == b.status, "record %ld: cp %s, fast %s",
                 rec->index, ss_status_name (a.status),
                 ss_status_name (b.status));
  ck_assert_uint_eq (a.wrong, 0);
  if (a.status == SS_UNIQUE)
    ck_assert_mem_eq (a.solution.cell, b.solution.cell,
                      (size_t) a.solution.n * a.solution.n);
  ss_result_free (&a);
  ss_result_free (&b);
}

static const char *const classic_files[] = {
  "data/top95.txt", "data/16x16.txt", "data/unsat_made40.txt",
  "data/serg_multiple_200.txt", "data/4x4.txt", "data/gecode_9x9.txt",
};

START_TEST (classic_agrees_with_fast)
{
  classic_ctx c = { ss_solver_find ("cp"), ss_solver_find ("fast"), 0, 40 };
  ck_assert_ptr_nonnull (c.cp);
  tu_each_record (classic_files[_i], 0, same_as_fast, &c);
  ck_assert_int_gt (c.records, 0);
}
END_TEST

START_TEST (cp_claims_every_kind)
{
  const ss_solver *cp = ss_solver_find ("cp");
  ck_assert (cp->kinds == SS_KINDS_ALL);
  ck_assert (cp->flags & SS_COMPLETE);
}
END_TEST

/* The budgets of solver.h: a node budget, a deadline already past, a
 * raised cancel flag each stop the search with no verdict and a note. */
START_TEST (cp_keeps_its_budgets)
{
  const ss_solver *cp = ss_solver_find ("cp");
  ss_grid p = tu_parse ("........\n........\n........\n........\n"
                        "........\n........\n........\n........\n"
                        "antiknight\n");
  ss_cancel stop;
  ss_cancel_init (&stop);
  ss_cancel_raise (&stop);
  ss_solve_opts opts[3] = { { .limit = 0, .max_nodes = 5 },
                            { .limit = 0, .deadline = 1e-9 },
                            { .limit = 0, .cancel = &stop } };
  for (int i = 0; i < 3; i++)
    {
      ss_result res;
      ck_assert_int_eq (ss_solve (cp, &p, &opts[i], &res), 0);
      ck_assert_int_eq (res.status, i == 0 && res.count >= 2 ? SS_MULTIPLE
                                                              : SS_UNKNOWN);
      ck_assert (!res.exhausted);
      ck_assert_msg (res.note[0], "no note for budget %d", i);
      ss_result_free (&res);
    }
  ss_grid_free (&p);
}
END_TEST

/* ---- brute force -------------------------------------------------------- */

static long brute_nodes;

/* Solutions of g from cell on, up to a node cap (-1 when hit). */
static long
brute (ss_grid *g, int cell)
{
  int nn = g->n * g->n;
  long total = 0;
  while (cell < nn && g->cell[cell])
    cell++;
  if (cell == nn)
    return 1;
  for (int d = 1; d <= g->n && total >= 0; d++)
    {
      if (++brute_nodes > 3000000)
        return -1;
      g->cell[cell] = (uint8_t) d;
      if (ss_verify_conflicts (g, 0, 0) == 0)
        {
          long more = brute (g, cell + 1);
          total = more < 0 ? -1 : total + more;
        }
    }
  g->cell[cell] = 0;
  return total;
}

/* ---- random constraints ------------------------------------------------- */

typedef struct maker {
  uint64_t rng;
  int n;
  int loops;        /* line kinds draw loops (the first cell again) */
  const uint8_t *F; /* the full grid the constraints are read from */
  char *out;        /* the rule line */
  size_t size;
} maker;

static int
pick (maker *m, int k)
{
  return (int) (tu_rng (&m->rng) % (uint64_t) k);
}

static void
add (maker *m, const char *fmt, ...)
{
  size_t len = strlen (m->out);
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (m->out + len, m->size - len, fmt, ap);
  va_end (ap);
}

static void
add_cells (maker *m, const int *cell, int k)
{
  for (int i = 0; i < k; i++)
    add (m, " r%dc%d", cell[i] / m->n + 1, cell[i] % m->n + 1);
}

/* A random path of k cells, each a king's move (orth: a rook's step)
 * from the one before, none twice; its length (shorter when stuck). */
static int
walk (maker *m, int *cell, int k, int orth)
{
  int n = m->n;
  cell[0] = pick (m, n * n);
  for (int i = 1; i < k; i++)
    {
      int options[8], got = 0;
      for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++)
          {
            int r = cell[i - 1] / n + dr, c = cell[i - 1] % n + dc, dup = 0;
            if ((!dr && !dc) || (orth && dr && dc) || r < 0 || c < 0
                || r >= n || c >= n)
              continue;
            for (int j = 0; j < i; j++)
              dup |= cell[j] == r * n + c;
            if (!dup)
              options[got++] = r * n + c;
          }
      if (!got)
        return i;
      cell[i] = options[pick (m, got)];
    }
  return k;
}

static int
sum_of (const maker *m, const int *cell, int k)
{
  int t = 0;
  for (int i = 0; i < k; i++)
    t += m->F[cell[i]];
  return t;
}

/* A frame position facing a row or column: "rRcC". */
static void
add_clue (maker *m, int *cell, int *k)
{
  int n = m->n, side = pick (m, 4), i = pick (m, n) + 1;
  int r = side == 0 ? 0 : side == 1 ? n + 1 : i;
  int c = side == 2 ? 0 : side == 3 ? n + 1 : i;
  *k = ss_clue_cells (n, r, c, -1, cell);
  add (m, " r%dc%d", r, c);
}

/* Three cells, the middle again and a cell beside it, off the line: a
 * line that passes a cell twice without closing (0 when none found). */
static int
lasso (maker *m, int *cell)
{
  int n = m->n;
  for (int tries = 0; tries < 100; tries++)
    {
      int d = pick (m, 9), r, c, x;
      if (walk (m, cell, 3, 0) < 3)
        continue;
      r = cell[1] / n + d / 3 - 1, c = cell[1] % n + d % 3 - 1;
      x = r * n + c;
      if (r < 0 || c < 0 || r >= n || c >= n || x == cell[0]
          || x == cell[1] || x == cell[2])
        continue;
      cell[3] = cell[1], cell[4] = x;
      return 5;
    }
  return 0;
}

/* The outline of a 2 x w rectangle (w from 2), from a random cell of it,
 * either way round, its first cell again at the end; for an entropic
 * line also the smallest loop, three cells of a 2x2 square and back;
 * now and then (always for a between line and a slow thermometer, whose
 * closed loop would hold one digit all round) a lasso. */
static int
loop (maker *m, int *cell, int kind)
{
  int three = kind == SS_KIND_ENTROPIC || kind == SS_KIND_MODULAR;
  int n = m->n, w = three ? 3 : 2 + pick (m, n - 2);
  int r = pick (m, n - 1), c = pick (m, n - w + 1), ring[16], k = 0;
  if (kind == SS_KIND_BETWEEN || kind == SS_KIND_SLOWTHERMO
      || (!three && !pick (m, 4)))
    return lasso (m, cell); /* a slow thermometer's loop: all one digit */
  if (three && pick (m, 2))
    w = 2;
  for (int j = 0; j < w; j++)
    ring[k++] = r * n + c + j;
  for (int j = w - 1; j >= 0; j--)
    ring[k++] = (r + 1) * n + c + j;
  if (three && w == 2)
    k = 3; /* a triangle: three of the square */
  int from = pick (m, k), back = pick (m, 2);
  for (int i = 0; i <= k; i++)
    cell[i] = ring[(from + (back ? k - i : i)) % k];
  return k + 1;
}

static void
make_line_kind (maker *m, const char *word, int min, int orth)
{
  int kind = ss_kind_lookup (!strncmp (word, "whisper", 7) ? "whisper"
                                                            : word);
  if (m->loops)
    {
      int cell[17], k = loop (m, cell, kind);
      add (m, "%s", word);
      add_cells (m, cell, k);
      return;
    }
  int cell[16], k = walk (m, cell, min + pick (m, 3), orth);
  add (m, "%s", word);
  add_cells (m, cell, k);
}

static void
make_pair (maker *m, int kind)
{
  int cell[2], n = m->n;
  walk (m, cell, 2, 1);
  int x = m->F[cell[0]], y = m->F[cell[1]];
  if (kind == SS_KIND_DIFFERENCE)
    add (m, "difference %d", pick (m, 3) ? abs (x - y) : 1 + pick (m, n - 1));
  else if (kind == SS_KIND_RATIO)
    add (m, "ratio %d", x % y == 0 ? x / y : y % x == 0 ? y / x
                                                        : 2 + pick (m, 2));
  else
    add (m, "%s", x + y == 5 ? "v" : x + y == 10 ? "x" : pick (m, 2) ? "x"
                                                                     : "v");
  add_cells (m, cell, 2);
}

static void
make_killer (maker *m)
{
  int cell[6], k = walk (m, cell, 1 + pick (m, m->n < 6 ? 3 : 4), 1);
  if (pick (m, 4))
    add (m, "killer %d", sum_of (m, cell, k) + (pick (m, 5) == 0));
  else
    add (m, "killer");
  add_cells (m, cell, k);
}

/* Totals 9 apart (a digital-root cage's), one of them mostly the
 * cage's sum on the full grid. */
static void
make_multikiller (maker *m)
{
  int cell[6], k = walk (m, cell, 1 + pick (m, m->n < 6 ? 3 : 4), 0);
  int sum = sum_of (m, cell, k) + (pick (m, 5) == 0), top = k * m->n;
  add (m, "multikiller");
  for (int t = (sum - 1) % 9 + 1; t <= top; t += 9)
    add (m, " %d", t);
  add_cells (m, cell, k);
}

/* A rellik cage with a clue no set of its digits makes on the full
 * grid, when one of a few clues is (each set of the cage's digits
 * listed by a bit mask). */
static void
make_rellik (maker *m)
{
  int cell[4], k = walk (m, cell, 1 + pick (m, 3), 0), clue = 1;
  for (int tries = 0, hit = 1; tries < 40 && hit; tries++)
    {
      clue = 1 + pick (m, 3 * m->n);
      hit = 0;
      for (int mask = 1; mask < 1 << k; mask++)
        {
          int sum = 0;
          for (int i = 0; i < k; i++)
            sum += mask >> i & 1 ? m->F[cell[i]] : 0;
          hit |= sum == clue;
        }
    }
  add (m, "rellik %d", clue);
  add_cells (m, cell, k);
}

/* A lunchbox of any cells in any order, or one time in three a whole
 * row or column from a clue outside, its clue mostly what the full grid
 * holds between its smallest and largest digits. */
static void
make_lunchbox (maker *m)
{
  int cell[SS_MAX_N], k = 2 + pick (m, 3), lo = 0, hi = 0, sum = 0;
  char at[64];
  int outside = pick (m, 3) == 0;
  if (outside)
    {
      m->out[0] = 0;
      add_clue (m, cell, &k);
      snprintf (at, sizeof at, "%s", m->out);
      m->out[0] = 0;
    }
  for (int i = 0; i < k; i++)
    {
      if (outside)
        {
          lo = m->F[cell[i]] < m->F[cell[lo]] ? i : lo;
          hi = m->F[cell[i]] > m->F[cell[hi]] ? i : hi;
          continue;
        }
      int dup;
      do
        {
          cell[i] = pick (m, m->n * m->n), dup = 0;
          for (int j = 0; j < i; j++)
            dup |= cell[j] == cell[i];
        }
      while (dup);
      lo = m->F[cell[i]] < m->F[cell[lo]] ? i : lo;
      hi = m->F[cell[i]] > m->F[cell[hi]] ? i : hi;
    }
  for (int i = (lo < hi ? lo : hi) + 1; i < (lo < hi ? hi : lo); i++)
    sum += m->F[cell[i]];
  add (m, "lunchbox %d", sum + (pick (m, 6) == 0));
  if (outside)
    add (m, "%s", at);
  else
    add_cells (m, cell, k);
}

static void
make_arrow (maker *m)
{
  int cell[5], k = walk (m, cell, 2 + pick (m, 2), 0);
  add (m, "arrow r%dc%d >", cell[0] / m->n + 1, cell[0] % m->n + 1);
  add_cells (m, cell + 1, k - 1);
}

/* A double arrow the full grid keeps, when one of a few walks is. */
static void
make_doublearrow (maker *m)
{
  int cell[5], k = 0;
  for (int tries = 0; tries < 40; tries++)
    {
      k = walk (m, cell, 3 + pick (m, 3), 0);
      int middle = 0;
      for (int i = 1; i < k - 1; i++)
        middle += m->F[cell[i]];
      if (k >= 3 && m->F[cell[0]] + m->F[cell[k - 1]] == middle)
        break;
    }
  add (m, "doublearrow");
  add_cells (m, cell, k);
}

/* Counting circles: one or two digits d of 1..3, each on d cells of the
 * full grid that hold it; one time in four a cell anywhere more. */
static void
make_circles (maker *m)
{
  int cell[8], k = 0, d0 = 0, n = m->n;
  for (int sets = 1 + pick (m, 2); sets-- > 0;)
    {
      int d = 1 + pick (m, 3), want = k + d;
      if (d == d0)
        continue;
      d0 = d;
      for (int c = pick (m, n * n), t = 0; t < n * n && k < want; t++)
        if (m->F[(c + t) % (n * n)] == d)
          cell[k++] = (c + t) % (n * n);
    }
  if (!pick (m, 4))
    {
      int c = pick (m, n * n), dup = 0;
      for (int i = 0; i < k; i++)
        dup |= cell[i] == c;
      if (!dup)
        cell[k++] = c;
    }
  add (m, "countingcircles");
  add_cells (m, cell, k);
}

/* A nabner line the full grid keeps, when one of a few walks is. */
static void
make_nabner (maker *m)
{
  int cell[4], k = 0, ok = 0;
  for (int tries = 0; tries < 40 && !ok; tries++)
    {
      k = walk (m, cell, 2 + pick (m, 2), 0);
      ok = 1;
      for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++)
          ok &= abs (m->F[cell[i]] - m->F[cell[j]]) > 1;
    }
  add (m, "nabner");
  add_cells (m, cell, k);
}

/* A lockout line, its difference mostly one the full grid's ends keep. */
static void
make_lockout (maker *m)
{
  int cell[5], k = walk (m, cell, 2 + pick (m, 3), 0), n = m->n;
  int d = abs (m->F[cell[0]] - m->F[cell[k - 1]]);
  add (m, "lockout %d", d && pick (m, 4) ? 1 + pick (m, d)
                                         : 1 + pick (m, n - 1));
  add_cells (m, cell, k);
}

/* The full grid's digits along cell[0..len) divide into runs of s. */
static int
divides (const maker *m, const int *cell, int len, int s)
{
  int run = 0;
  for (int i = 0; i < len; i++)
    {
      run += m->F[cell[i]];
      if (run > s)
        return 0;
      run = run == s ? 0 : run;
    }
  return run == 0;
}

/* A sum line, its sum mostly one the full grid's line divides into. */
static void
make_sumline (maker *m)
{
  int cell[5], k = walk (m, cell, 2 + pick (m, 4), 0), s = 0, total = 0;
  for (int i = 0; i < k; i++)
    total += m->F[cell[i]];
  for (int tries = 0; tries < 20 && !s && pick (m, 5); tries++)
    {
      int x = 1 + pick (m, total);
      s = divides (m, cell, k, x) ? x : 0;
    }
  add (m, "sumline %d", s ? s : 1 + pick (m, 2 * m->n));
  add_cells (m, cell, k);
}

static void
make_littlekiller (maker *m)
{
  static const char *dir[] = { "dr", "dl", "ur", "ul" };
  int n = m->n, cell[SS_MAX_N], k = -1, r = 0, c = 0, d = 0;
  while (k < 0)
    {
      d = pick (m, 4);
      r = pick (m, 2) ? (d < 2 ? 0 : n + 1) : 1 + pick (m, n);
      c = r >= 1 && r <= n ? (d % 2 ? n + 1 : 0) : 1 + pick (m, n);
      k = ss_clue_cells (n, r, c, d, cell);
    }
  add (m, "littlekiller %d r%dc%d %s", sum_of (m, cell, k), r, c, dir[d]);
}

/* The first digit of the line below the tallest before it (0: none). */
static int
first_hidden (const maker *m, const int *cell, int k)
{
  for (int i = 1, high = m->F[cell[0]]; i < k; i++)
    {
      if (m->F[cell[i]] < high)
        return m->F[cell[i]];
      high = m->F[cell[i]];
    }
  return 0;
}

static void
make_clue_kind (maker *m, int kind)
{
  int cell[SS_MAX_N], k, n = m->n;
  char at[64];
  m->out[0] = 0;
  add_clue (m, cell, &k);
  snprintf (at, sizeof at, "%s", m->out);
  m->out[0] = 0;
  int v = 0, one = 0, top = 0, tallest = 0;
  for (int i = 0; i < k; i++)
    {
      int d = m->F[cell[i]];
      one = d == 1 ? i : one;
      top = d == n ? i : top;
      v += kind == SS_KIND_SKYSCRAPER && d > tallest;
      tallest = d > tallest ? d : tallest;
    }
  if (kind == SS_KIND_SANDWICH)
    for (int i = (one < top ? one : top) + 1; i < (one < top ? top : one);
         i++)
      v += m->F[cell[i]];
  if (kind == SS_KIND_XSUM)
    v = sum_of (m, cell, m->F[cell[0]]);
  v += pick (m, 6) == 0;
  if (kind == SS_KIND_HIDDENSKYSCRAPER) /* now and then one more */
    v = (first_hidden (m, cell, k) + v + n - 1) % n + 1;
  if (kind == SS_KIND_NUMBEREDROOM) /* another digit now and then */
    v = (m->F[cell[m->F[cell[0]] - 1]] + v - 1) % n + 1;
  add (m, "%s %d%s", ss_kind_name (kind), v, at);
}

/* A full rank clue: the rank of F's number read from it (the lines read
 * smaller, plus 1), now and then one off. */
static void
make_fullrank (maker *m)
{
  int cell[SS_MAX_N], line[SS_MAX_N], k, n = m->n, r, c, below = 0;
  char at[64];
  m->out[0] = 0;
  add_clue (m, cell, &k);
  snprintf (at, sizeof at, "%s", m->out);
  m->out[0] = 0;
  for (int i = 0; i < 4 * n; i++)
    {
      ss_fullrank_line (n, i, line, &r, &c);
      below += ss_fullrank_compare (n, line, cell, m->F) == -1;
    }
  below += pick (m, 6) == 0 ? (below ? -1 : 1) : 0;
  add (m, "fullrank %d%s", below + 1, at);
}

/* Full rank's tie mode, with one or two clues to bite on (the clues'
 * ranks read from F count the lines strictly smaller: right in every
 * mode when F has no tie with them); one rule a puzzle, as the kind
 * allows one (make_rules asks once). */
static void
make_fullrankties (maker *m)
{
  static const char *const modes[] = { "unclued", "any", "none" };
  char line[256];
  add (m, "fullrankties %s", modes[pick (m, 3)]);
  for (int k = pick (m, 3); k > 0; k--)
    {
      char *out = m->out;
      size_t size = m->size;
      m->out = line, m->size = sizeof line;
      make_fullrank (m);
      m->out = out, m->size = size;
      add (m, "\n%s", line);
    }
}

static void
make_global (maker *m, int kind)
{
  static const char *neg[] = { "white", "black", "xv" };
  int cell[4];
  switch (kind)
    {
    case SS_KIND_DIAGONAL: add (m, pick (m, 2) ? "diagonal+" : "diagonal-");
      break;
    case SS_KIND_DISJOINT: add (m, "disjoint"); break;
    case SS_KIND_ANTIKNIGHT: add (m, "antiknight"); break;
    case SS_KIND_ANTIKING: add (m, "antiking"); break;
    case SS_KIND_NONCONSECUTIVE:
      add (m, "nonconsecutive");
      break;
    case SS_KIND_CHESS:
      add (m, "chess %d %d", pick (m, 3), 1 + pick (m, 3));
      if (pick (m, 2))
        add (m, " %d", 1 + pick (m, m->n));
      break;
    case SS_KIND_TAXICAB: add (m, "taxicab %d", 1 + pick (m, 4)); break;
    case SS_KIND_KNIGHTMARE:
      add (m, "knightmare");
      if (pick (m, 2))
        add (m, " %d", 3 + pick (m, 2 * m->n - 3));
      break;
    case SS_KIND_DIAGNONCONSECUTIVE: add (m, "diagnonconsecutive"); break;
    case SS_KIND_SELFTAXICAB: add (m, "selftaxicab"); break;
    case SS_KIND_GLOBALENTROPY: add (m, "globalentropy"); break;
    case SS_KIND_GLOBALMOD: add (m, "globalmod"); break;
    case SS_KIND_DUTCHFLATMATES: add (m, "dutchflatmates"); break;
    case SS_KIND_DISJOINTGROUP:
      add (m, "disjointgroup %d", 1 + pick (m, m->n));
      break;
    default:
      add (m, "negative %s", neg[pick (m, 3)]);
      (void) cell;
    }
}

static void
make_quad (maker *m)
{
  int n = m->n, r = pick (m, n - 1), c = pick (m, n - 1), top = r * n + c;
  int sq[4] = { top, top + 1, top + n, top + n + 1 }, k = 1 + pick (m, 4);
  add (m, "quad r%dc%d r%dc%d r%dc%d r%dc%d", r + 1, c + 1, r + 1, c + 2,
       r + 2, c + 1, r + 2, c + 2);
  for (int i = 0; i < k; i++)
    add (m, " %d", pick (m, 5) ? m->F[sq[pick (m, 4)]] : 1 + pick (m, n));
}

/* One random rule of the kind into m->out (a fresh line). */
static void
make_rule (maker *m, int kind)
{
  int n = m->n, cell[8];
  m->out[0] = 0;
  switch (kind)
    {
    case SS_KIND_EXTRA:
      add (m, "extra");
      add_cells (m, cell, walk (m, cell, 2 + pick (m, n - 1), 0));
      break;
    case SS_KIND_PARITY:
      cell[0] = pick (m, n * n);
      add (m, "%s r%dc%d", m->F[cell[0]] % 2 ? "odd" : "even",
           cell[0] / n + 1, cell[0] % n + 1);
      break;
    case SS_KIND_EXTREME:
      cell[0] = pick (m, n * n);
      add (m, "%s r%dc%d", pick (m, 2) ? "min" : "max", cell[0] / n + 1,
           cell[0] % n + 1);
      break;
    case SS_KIND_QUADRUPLE: make_quad (m); break;
    case SS_KIND_PENCILMARKS: /* the grid's digit mostly among them */
      cell[0] = pick (m, n * n);
      add (m, "pencilmarks");
      for (int d = 1; d <= n; d++)
        if ((d == m->F[cell[0]] && pick (m, 5)) || !pick (m, 3))
          add (m, " %d", d);
      if (!strchr (m->out, ' '))
        add (m, " %d", 1 + pick (m, n));
      add (m, " r%dc%d", cell[0] / n + 1, cell[0] % n + 1);
      break;
    case SS_KIND_DIFFERENCE:
    case SS_KIND_RATIO:
    case SS_KIND_XV: make_pair (m, kind); break;
    case SS_KIND_THERMO: make_line_kind (m, "thermo", 2, 0); break;
    case SS_KIND_SLOWTHERMO: make_line_kind (m, "slowthermo", 2, 0); break;
    case SS_KIND_WHISPER:
      make_line_kind (m, pick (m, 3) ? "whisper" : "whisper 1", 2, 0);
      break;
    case SS_KIND_BETWEEN: make_line_kind (m, "between", 3, 0); break;
    case SS_KIND_RENBAN: make_line_kind (m, "renban", 2, 1); break;
    case SS_KIND_PALINDROME: make_line_kind (m, "palindrome", 2, 0); break;
    case SS_KIND_ENTROPIC: make_line_kind (m, "entropic", 2, 0); break;
    case SS_KIND_MODULAR: make_line_kind (m, "modular", 2, 0); break;
    case SS_KIND_NABNER: make_nabner (m); break;
    case SS_KIND_PARITYLINE: make_line_kind (m, "parityline", 2, 0); break;
    case SS_KIND_LOCKOUT: make_lockout (m); break;
    case SS_KIND_SUMLINE: make_sumline (m); break;
    case SS_KIND_REGIONSUM: make_line_kind (m, "regionsum", 2, 1); break;
    case SS_KIND_ZIPPER: make_line_kind (m, "zipper", 3, 0); break;
    case SS_KIND_DOUBLEARROW: make_doublearrow (m); break;
    case SS_KIND_CLONE:
      walk (m, cell, 2, 0);
      walk (m, cell + 2, 2, 0);
      add (m, "clone");
      add_cells (m, cell, 1 + (n > 4));
      add (m, " =");
      add_cells (m, cell + 2, 1 + (n > 4));
      break;
    case SS_KIND_KILLER: make_killer (m); break;
    case SS_KIND_MULTIKILLER: make_multikiller (m); break;
    case SS_KIND_RELLIK: make_rellik (m); break;
    case SS_KIND_LUNCHBOX: make_lunchbox (m); break;
    case SS_KIND_LITTLEKILLER: make_littlekiller (m); break;
    case SS_KIND_ARROW: make_arrow (m); break;
    case SS_KIND_SANDWICH:
    case SS_KIND_XSUM:
    case SS_KIND_SKYSCRAPER:
    case SS_KIND_NUMBEREDROOM:
    case SS_KIND_HIDDENSKYSCRAPER: make_clue_kind (m, kind); break;
    case SS_KIND_FULLRANK: make_fullrank (m); break;
    case SS_KIND_FULLRANKTIES: make_fullrankties (m); break;
    case SS_KIND_COUNTINGCIRCLES: make_circles (m); break;
    case SS_KIND_INDEXER:
      cell[0] = pick (m, n * n);
      add (m, "%s r%dc%d", pick (m, 2) ? "rowindexer" : pick (m, 2)
                           ? "colindexer" : "boxindexer", cell[0] / n + 1,
           cell[0] % n + 1);
      break;
    default: make_global (m, kind);
    }
}

/* ---- one kind: every engine that claims it against the brute force ----- */

/* A random solution of g (digits tried in a random order, the verifier
 * pruning), within a node cap: 1 when found (g is then full). */
static int
random_fill (maker *m, ss_grid *g, int cell, long *nodes)
{
  int nn = g->n * g->n, order[SS_MAX_N];
  while (cell < nn && g->cell[cell])
    cell++;
  if (cell == nn)
    return 1;
  for (int d = 0; d < g->n; d++)
    order[d] = d + 1;
  tu_shuffle (&m->rng, order, g->n);
  for (int i = 0; i < g->n && ++*nodes < 200000; i++)
    {
      g->cell[cell] = (uint8_t) order[i];
      if (ss_verify_conflicts (g, 0, 0) == 0 && random_fill (m, g, cell + 1,
                                                           nodes))
        return 1;
    }
  g->cell[cell] = 0;
  return 0;
}

/* 1-3 rules of the kind, read from F (a rule F breaks is tried again,
 * up to 200 times), one per line into rules. */
static const char *const maps[] = {
  "AABB\nACBB\nACDD\nCCDD\n",
  "BCEEEE\nBCCCEE\nBCCADD\nBBAADD\nFBFAAD\nFFFFAD\n",
  "DDDDDD\nFBBBBC\nFBBCCC\nFFCCEE\nFAAAAE\nFAAEEE\n",
};

static void
make_rules (maker *m, int kind, char *rules, size_t size)
{
  int nn = m->n * m->n, len = 0;
  if (kind == SS_KIND_REGIONS)
    {
      const char *map = m->n == 4 ? maps[0] : maps[1 + pick (m, 2)];
      len = snprintf (rules, size, "regions\n%s", map);
      kind = 1 + pick (m, SS_KIND_COUNT - 1); /* and a rule of any kind */
    }
  char line[256], probe[4096];
  m->out = line;
  m->size = sizeof line;
  rules[len] = 0;
  for (int k = len || kind == SS_KIND_FULLRANKTIES ? 1 : 1 + pick (m, 3);
       k > 0; k--)
    {
      for (int tries = 0; tries < 200; tries++)
        {
          ss_grid g;
          ss_error err;
          make_rule (m, kind);
          for (int i = 0; i < nn; i++)
            probe[i] = (char) ('0' + m->F[i]);
          snprintf (probe + nn, sizeof probe - (size_t) nn, "\n%s%s\n",
                    rules, line);
          if (ss_parse_text (probe, 0, &g, &err) < 0)
            continue;
          int keeps = ss_verify_conflicts (&g, 0, 0) == 0;
          ss_grid_free (&g);
          if (keeps || pick (m, 50) == 0)
            break;
        }
      len += snprintf (rules + len, size - (size_t) len, "%s\n", line);
    }
}

/* The text of a random puzzle of the kind: rules read from F, then
 * givens from a random solution of the rules (from F when none is
 * found). */
static void
make_puzzle (maker *m, int kind, int givens, char *text, size_t size)
{
  int n = m->n, nn = n * n;
  char rules[2048];
  ss_grid g;
  ss_error err;
  long nodes = 0;
  const uint8_t *from = m->F;
  make_rules (m, kind, rules, sizeof rules);
  for (int i = 0; i < nn; i++)
    text[i] = '.';
  snprintf (text + nn, size - (size_t) nn, "\n%s", rules);
  if (ss_parse_text (text, 0, &g, &err) < 0)
    return;
  /* the fill draws from a stream of its own, so how far the verifier's
   * pruning lets it search never changes the rules of later puzzles */
  maker fill = *m;
  fill.rng ^= 0x5851f42d4c957f2dull;
  tu_rng (&m->rng);
  if (random_fill (&fill, &g, 0, &nodes))
    from = g.cell;
  for (int k = 0; k < givens; k++)
    {
      int at = pick (m, nn);
      text[at] = (char) ('0' + from[at]);
    }
  ss_grid_free (&g);
}

static void
check_one (const char *text, long *compared, long *solved)
{
  ss_grid g;
  ss_error err;
  ss_solve_opts o = { 0 };
  ss_result res;
  if (ss_parse_text (text, 0, &g, &err) < 0)
    return; /* a shape the kind refuses (validate), not a puzzle */
  ss_grid copy;
  ck_assert_int_eq (ss_grid_copy (&copy, &g), 0);
  brute_nodes = 0;
  long want = ss_verify_conflicts (&g, 0, 0) ? 0 : brute (&copy, 0);
  for (int i = 0; want >= 0 && i < ss_solver_count; i++)
    {
      const ss_solver *s = &ss_solvers[i];
      if (!(s->flags & SS_COMPLETE) || (s->flags & SS_SAT) || !s->kinds
          || ss_solver_lacks (s, &g))
        continue; /* the SAT side: tests/check_kinds_cnf.c counts models */
      ck_assert_int_eq (ss_solve (s, &g, &o, &res), 0);
      ck_assert_msg (res.wrong == 0 && (long) res.count == want
                     && (res.exhausted || res.status == SS_INVALID),
                     "%s counted %llu (wrong %llu, %s), brute force %ld, "
                     "for:\n%s", s->name, (unsigned long long) res.count,
                     (unsigned long long) res.wrong, res.note, want, text);
      ss_result_free (&res);
    }
  if (want >= 0)
    {
      (*compared)++;
      *solved += want > 0;
    }
  ss_grid_free (&copy);
  ss_grid_free (&g);
}

static void
kind_against_brute_force (int kind, int n, int trials, int givens,
                          int solvable, int loops)
{
  maker m = { .rng = 0x9e3779b97f4a7c15ull * (uint64_t) (kind + 1 + loops),
              .n = n, .loops = loops };
  long compared = 0, solved = 0;
  trials = tu_trials (trials);
  for (int t = 0; t < trials; t++)
    {
      ss_grid F;
      char text[4096];
      tu_random_full_grid (&m.rng, &F, 2, n / 2);
      m.F = F.cell;
      make_puzzle (&m, kind, givens, text, sizeof text);
      check_one (text, &compared, &solved);
      ss_grid_free (&F);
    }
  if (getenv ("CP_TRACE"))
    fprintf (stderr, "%s %dx%d: %ld compared, %ld with solutions, "
             "%.2f s\n", ss_kind_name (kind), n, n, compared, solved,
             (double) clock () / CLOCKS_PER_SEC);
  ck_assert_msg (compared >= trials / 2, "%s: only %ld of %d compared",
                 ss_kind_name (kind), compared, trials);
  ck_assert_msg (!solvable || solved >= trials / 5, "%s: only %ld of %d have solutions",
                 ss_kind_name (kind), solved, trials);
}

START_TEST (each_kind_counts_as_brute_force_4x4)
{
  kind_against_brute_force (_i, 4, 40, 1, 0, 0);
}
END_TEST

START_TEST (each_kind_counts_as_brute_force_6x6)
{
  kind_against_brute_force (_i, 6, 16, 14, 1, 0);
}
END_TEST

/* Lines that close a loop (and lassos, passing a cell twice): the kinds
 * that read them, on 4x4 and 6x6.  The brute force here is the checks';
 * check_kinds_cnf counts the same shapes with predicates of its own. */
START_TEST (loops_count_as_brute_force)
{
  static const int kinds[] = { SS_KIND_WHISPER, SS_KIND_PALINDROME,
                               SS_KIND_BETWEEN, SS_KIND_ENTROPIC,
                               SS_KIND_SLOWTHERMO, SS_KIND_MODULAR,
                               SS_KIND_PARITYLINE };
  int nk = (int) (sizeof kinds / sizeof *kinds), kind = kinds[_i % nk];
  int n = _i >= nk || kind == SS_KIND_ENTROPIC || kind == SS_KIND_MODULAR
          ? 6 : 4;
  kind_against_brute_force (kind, n, n == 4 ? 30 : 16, n == 4 ? 1 : 12,
                            n == 6, 1);
}
END_TEST

/* ---- cells in no region ------------------------------------------------- */

/* Puzzles with cells in no region ('.' in the map): Latin squares and
 * grids with a few regions.  A counter written against the map alone
 * (rows, columns, and cells of one map symbol; no model, no houses)
 * gives the truth; cp, dlx, cadical and picosat must count it. */
typedef struct noregion_case {
  int n;                   /* 4 (2x2 boxes read), or 6 (box=2x3) */
  const char *givens, *map;
} noregion_case;

static const noregion_case noregion_cases[] = {
  { 4, "................", "................" },          /* 576 */
  { 4, ".....2....1.1...", "AA..AA.........." },
  { 6, "........641..1.....4.3....453.3....4",
    "...................................." },
  { 6, ".5.....1......2.....5.6..4..3...42.1",
    "AAA...AAA.....BBB...BBB............." },
  { 6, ".....5..1.4...6........42..6.1.1....",
    "AAA...AAA.....BBB...BBB............." },
  { 6, ".....1....35.2...6...3.....46...35..",
    "AAABBBAAABBB........................" },
};

static int
map_allows (int n, const char *map, const uint8_t *v, int i, int d)
{
  for (int k = 0; k < n * n; k++)
    if (v[k] == d && k != i
        && (k / n == i / n || k % n == i % n
            || (map[i] != '.' && map[k] == map[i])))
      return 0;
  return 1;
}

static long
map_count (int n, const char *map, uint8_t *v, int i)
{
  long total = 0;
  while (i < n * n && v[i])
    i++;
  if (i == n * n)
    return 1;
  for (int d = 1; d <= n; d++)
    if (map_allows (n, map, v, i, d))
      {
        v[i] = (uint8_t) d;
        total += map_count (n, map, v, i + 1);
        v[i] = 0;
      }
  return total;
}

START_TEST (no_region_counts_as_the_map_says)
{
  const noregion_case *c = &noregion_cases[_i];
  int n = c->n;
  uint8_t v[36];
  char text[512];
  int at = 0;
  for (int i = 0; i < n * n; i++)
    v[i] = c->givens[i] == '.' ? 0 : (uint8_t) (c->givens[i] - '0');
  long truth = map_count (n, c->map, v, 0);
  if (_i == 0)
    ck_assert_int_eq (truth, 576); /* the Latin squares of order 4 */
  for (int r = 0; r < n; r++)
    at += snprintf (text + at, sizeof text - (size_t) at, "%.*s%s\n", n,
                    c->givens + r * n, r || n == 4 ? "" : " box=2x3");
  at += snprintf (text + at, sizeof text - (size_t) at, "regions\n");
  for (int r = 0; r < n; r++)
    at += snprintf (text + at, sizeof text - (size_t) at, "%.*s\n", n,
                    c->map + r * n);
  ss_grid g = tu_parse (text);
  ck_assert (g.model && g.model->nregions < n);
  static const char *const engines[] = { "cp", "dlx", "cadical", "picosat" };
  for (int e = 0; e < 4; e++)
    {
      ss_solve_opts o = { .limit = 0 };
      ss_result res;
      ck_assert_int_eq (ss_solve (ss_solver_find (engines[e]), &g, &o, &res),
                        0);
      ck_assert_msg ((long) res.count == truth, "%s counts %ld of case %d, the map "
                     "%ld (%s)", engines[e], (long) res.count, _i, truth,
                     res.note);
      ss_result_free (&res);
    }
  ss_grid_free (&g);
}
END_TEST

/* Random 4x4s: each box kept as a region or its cells put in none (a
 * coin each), then 0 to 4 givens from a random filling of that map; the
 * engines must count what the map's own counter counts. */
START_TEST (no_region_random_maps)
{
  uint64_t rng = 0x9e3779b97f4a7c15ull * (uint64_t) (_i + 1);
  char map[17] = "", givens[17], text[256];
  uint8_t v[16] = { 0 };
  int keep = 0, at = 0;
  for (int b = 0; b < 4; b++)
    keep |= (int) ((rng = rng * 6364136223846793005ull + 1) >> 63) << b;
  for (int i = 0; i < 16; i++)
    map[i] = keep >> ((i / 8) * 2 + (i % 4) / 2) & 1
             ? (char) ('A' + (i / 8) * 2 + (i % 4) / 2) : '.';
  for (int i = 0; i < 16; i++) /* a filling: the first digit that fits */
    {
      int d0 = (int) ((rng = rng * 6364136223846793005ull + 1) >> 62), d;
      for (d = 0; d < 4 && !map_allows (4, map, v, i, (d0 + d) % 4 + 1); d++)
        ;
      v[i] = d < 4 ? (uint8_t) ((d0 + d) % 4 + 1) : 0;
    }
  for (int i = 0; i < 16; i++)
    {
      int pick = (int) ((rng = rng * 6364136223846793005ull + 1) >> 60) < 4;
      givens[i] = v[i] && pick ? (char) ('0' + v[i]) : '.';
      v[i] = givens[i] == '.' ? 0 : v[i];
    }
  long truth = map_count (4, map, v, 0);
  for (int r = 0; r < 4; r++)
    at += snprintf (text + at, sizeof text - (size_t) at, "%.4s\n",
                    givens + r * 4);
  at += snprintf (text + at, sizeof text - (size_t) at, "regions\n");
  for (int r = 0; r < 4; r++)
    at += snprintf (text + at, sizeof text - (size_t) at, "%.4s\n",
                    map + r * 4);
  if (keep == 15) /* the four boxes: a classic puzzle, no model to test */
    return;
  ss_grid g = tu_parse (text);
  ck_assert_int_eq (g.model->nregions, __builtin_popcount (keep));
  static const char *const engines[] = { "cp", "dlx", "cadical" };
  for (int e = 0; e < 3; e++)
    {
      ss_solve_opts o = { .limit = 0 };
      ss_result res;
      ck_assert_int_eq (ss_solve (ss_solver_find (engines[e]), &g, &o, &res),
                        0);
      ck_assert_msg ((long) res.count == truth, "%s counts %ld, the map %ld:"
                     "\n%s", engines[e], (long) res.count, truth, text);
      ss_result_free (&res);
    }
  ss_grid_free (&g);
}
END_TEST

/* Rules that ask whether two cells share a house (a slow thermometer's
 * step may stay level only between cells that do not; the anti-knight
 * and anti-king encodings skip pairs a house already keeps apart): two
 * cells in no region share none.  cp and cadical must count what the
 * verifier's brute force counts (a reading of "no region" as one region
 * counts 2 for the first, not 146). */
static const char *const noregion_rules[] = {
  "....\n....\n....\n....\nregions\n....\n....\n....\n....\n"
  "slowthermo r1c1 r2c2 r3c3 r4c4\n",
  "....\n....\n....\n....\nregions\nAA..\nAA..\n....\n....\n"
  "slowthermo r4c1 r3c2 r2c3 r1c4\nslowthermo r3c3 r4c4\n",
  "....\n....\n....\n....\nregions\n....\n....\n....\n....\nantiknight\n",
  "1...\n....\n....\n....\nregions\n....\n..AA\n..AA\n....\nantiking\n",
};

START_TEST (no_region_rules_count_as_brute_force)
{
  ss_grid g = tu_parse (noregion_rules[_i]), w;
  ck_assert_int_eq (ss_grid_copy (&w, &g), 0);
  brute_nodes = 0;
  long truth = brute (&w, 0);
  ck_assert (truth >= 0);
  static const char *const engines[] = { "cp", "cadical" };
  for (int e = 0; e < 2; e++)
    {
      ss_solve_opts o = { .limit = 0 };
      ss_result res;
      ck_assert_int_eq (ss_solve (ss_solver_find (engines[e]), &g, &o, &res),
                        0);
      ck_assert_msg ((long) res.count == truth, "%s counts %ld, the brute "
                     "force %ld:\n%s", engines[e], (long) res.count, truth,
                     noregion_rules[_i]);
      ss_result_free (&res);
    }
  ss_grid_free (&w);
  ss_grid_free (&g);
}
END_TEST

/* ---- skyscraper: the states' dynamic program ---------------------------- */

/* Row 1 of a 9x9 starts with 5 and sees 2 from the left: the 9 is the
 * second seen, so whatever stands between the 5 and the 9 is below 5,
 * and r1c2 cannot hold 6, 7 or 8.  The bounds keep every digit there
 * and the row's 8^8 ways are too many to enumerate: only the dynamic
 * program over (tallest, seen) removes them (the root's candidates).
 * Then rows 4-9 are given (from a filling), so the brute force can
 * count the rest, with each digit in r1c2. */
static const char sky_blank[] =
  "5........\n.........\n.........\n.........\n.........\n"
  ".........\n.........\n.........\n.........\nskyscraper 2 r1c0\n";
static const char sky_rows[] =
  "5........\n.........\n.........\n"
  "163752984\n874961532\n295483716\n421635897\n637894251\n958217463\n"
  "skyscraper 2 r1c0\n";

/* The digits each position of a 1..9 row starting with 5 holds in some
 * arrangement seeing exactly 2 from the left (every permutation). */
static void
sky_line (int *p, int i, int used, int seen, int tallest, int *at)
{
  if (i == 9)
    {
      for (int k = 0; seen == 2 && k < 9; k++)
        at[k] |= 1 << p[k];
      return;
    }
  for (int d = i ? 1 : 5; d <= (i ? 9 : 5); d++)
    if (!(used >> d & 1))
      {
        p[i] = d;
        sky_line (p, i + 1, used | 1 << d, seen + (d > tallest),
                  d > tallest ? d : tallest, at);
      }
}

START_TEST (skyscraper_states_remove_what_the_bounds_keep)
{
  ss_grid g = tu_parse (sky_blank);
  ss_cp s;
  ss_stats st = { 0 };
  int p[9], at[9] = { 0 };
  sky_line (p, 0, 0, 0, 0, at);
  ck_assert_int_eq (at[1], 1 << 1 | 1 << 2 | 1 << 3 | 1 << 4 | 1 << 9);
  ck_assert_int_eq (ss_cp_init (&s, &g, &st), 0);
  ss_cp_wake_all (&s);
  ck_assert_int_eq (ss_cp_propagate (&s), 0);
  for (int c = 0; c < 9; c++) /* sound: what some row uses stays */
    for (int d = 1; d <= 9; d++)
      ck_assert_msg (!(at[c] >> d & 1) || ss_bits_has (s.dom[c], d),
                     "r1c%d lost %d", c + 1, d);
  for (int d = 6; d <= 8; d++)
    ck_assert_msg (!ss_bits_has (s.dom[1], d), "r1c2 keeps %d", d);
  ss_cp_free (&s);
  ss_grid_free (&g);
  g = tu_parse (sky_rows);
  long total = 0;
  for (int d = 1; d <= 9; d++) /* cp counts as the brute force, r1c2 = d */
    {
      ss_grid w;
      ss_solve_opts o = { .limit = 0 };
      ss_result res;
      ck_assert_int_eq (ss_grid_copy (&w, &g), 0);
      w.cell[1] = (uint8_t) d;
      ck_assert_int_eq (ss_solve (ss_solver_find ("cp"), &w, &o, &res), 0);
      brute_nodes = 0;
      long want = ss_verify_conflicts (&w, 0, 0) ? 0 : brute (&w, 0);
      ck_assert_msg (want >= 0 && (long) res.count == want
                     && (res.exhausted || res.status == SS_INVALID),
                     "r1c2 = %d: cp counts %llu, the brute force %ld", d,
                     (unsigned long long) res.count, want);
      ck_assert (want == 0 || (at[1] >> d & 1));
      total += want;
      ss_result_free (&res);
      ss_grid_free (&w);
    }
  ck_assert (total > 0);
  ss_grid_free (&g);
}
END_TEST

static Suite *
cp_suite (void)
{
  Suite *s = suite_create ("cp");
  TCase *tc = tcase_create ("cp");
  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, cp_claims_every_kind);
  tcase_add_test (tc, cp_keeps_its_budgets);
  tcase_add_loop_test (tc, classic_agrees_with_fast, 0,
                       (int) (sizeof classic_files / sizeof *classic_files));
  tcase_add_loop_test (tc, each_kind_counts_as_brute_force_4x4, 0,
                       SS_KIND_COUNT);
  tcase_add_loop_test (tc, each_kind_counts_as_brute_force_6x6, 0,
                       SS_KIND_COUNT);
  tcase_add_loop_test (tc, loops_count_as_brute_force, 0, 14);
  tcase_add_loop_test (tc, no_region_random_maps, 0, 24);
  tcase_add_loop_test (tc, no_region_rules_count_as_brute_force, 0,
                       (int) (sizeof noregion_rules
                              / sizeof *noregion_rules));
  tcase_add_test (tc, skyscraper_states_remove_what_the_bounds_keep);
  tcase_add_loop_test (tc, no_region_counts_as_the_map_says, 0,
                       (int) (sizeof noregion_cases
                              / sizeof *noregion_cases));
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return tu_run (cp_suite ());
}
