/* check_kinds_cnf.c -- every kind's CNF against its meaning: on small
 * grids (4x4, 6x6, regular and irregular) the number of models of the
 * CNF equals the number of solutions a brute-force search counts.
 *
 * Model: the test makes its own puzzles.  From a random full grid it
 * draws a constraint of each kind (at a random place, with parameters
 * read off the grid most of the time, so that some solutions survive,
 * and random ones otherwise), blanks some cells, and writes the puzzle
 * in the text form.  Two counts are then compared:
 *
 *   brute force   this file's own search: every filling of the blanks
 *                 that keeps rows, columns and regions distinct and
 *                 passes this file's own predicate of each kind, written
 *                 from the meanings in core/kinds.h and docs/model.md
 *                 (nothing of core/kinds/ is called);
 *   the CNF       built by the encoder in a mix of encodings (minimal,
 *                 efficient, extended, reduced, augmented), AMO kinds,
 *                 givens as units or as assumptions, and, for the sums,
 *                 every --sat-sum encoding; its models are enumerated by
 *                 CaDiCaL with blocking clauses over the cell-digit
 *                 variables, each one decoded and checked against the
 *                 predicates.
 *
 * With pairwise AMOs the CNF's models are also enumerated blocking every
 * variable, auxiliaries included: the count must not change, which is
 * the claim that each auxiliary variable of a kind is defined by the
 * cell digits (docs/encoder.md).
 */
#include "testutil.h"

#include "../core/model.h"
#include "../encoder/cnf.h"
#include "../sat/ipasir.h"

#define MAXN 6
#define CELLS (MAXN * MAXN)
#define MAXCON 36 /* a 6x6 grid cut into cages */

typedef struct tcon {
  int kind;
  int ncells, cell[CELLS];
  int split;             /* arrow circle / clone first shape */
  int nvals, val[MAXN];
  int clue_r, clue_c, dir; /* outside clues; dir for little killers */
} tcon;

typedef struct tcase {
  int n, R, C, irregular;
  uint8_t region[CELLS];
  uint8_t sol[CELLS];   /* the full grid the case was drawn from */
  uint8_t grid[CELLS];  /* the puzzle */
  int ncons;
  tcon con[MAXCON];
} tcase;

/* ---- a small random generator (xorshift) ---- */

static uint64_t rng_state;

static unsigned
rnd (unsigned below)
{
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return below ? (unsigned) (rng_state % below) : 0;
}

/* ---- houses and full grids ---- */

static int
box_region (const tcase *t, int i)
{
  int r = i / t->n, c = i % t->n;
  return (r / t->R) * t->R + c / t->C;
}

/* 1 when digit d may go in cell i of v (rows, columns, regions). */
static int
fits (const tcase *t, const uint8_t *v, int i, int d)
{
  int n = t->n;
  for (int j = 0; j < n * n; j++)
    if (j != i && v[j] == d
        && (j / n == i / n || j % n == i % n || t->region[j] == t->region[i]))
      return 0;
  return 1;
}

/* A random full grid, by randomised backtracking. */
static int
fill (const tcase *t, uint8_t *v, int i)
{
  int n = t->n, start = (int) rnd ((unsigned) n);
  if (i == n * n)
    return 1;
  for (int k = 0; k < n; k++)
    {
      int d = (start + k) % n + 1;
      if (!fits (t, v, i, d))
        continue;
      v[i] = (uint8_t) d;
      if (fill (t, v, i + 1))
        return 1;
    }
  v[i] = 0;
  return 0;
}

/* Irregular maps that admit solutions (checked by fill). */
static const char *const jigsaw4 = "AABB" "ACBB" "ACDD" "CCDD";
static const char *const jigsaw6 = "AAABBB" "ACCCBB" "ACDCBE" "ADDCEE"
                                   "FDDEEF" "FFFDEF";

static void
shape (tcase *t, int n, int irregular)
{
  memset (t, 0, sizeof *t);
  t->n = n;
  t->R = n == 4 ? 2 : 2;
  t->C = n / t->R;
  t->irregular = irregular;
  for (int i = 0; i < n * n; i++)
    t->region[i] = (uint8_t) (irregular ? (n == 4 ? jigsaw4 : jigsaw6)[i] - 'A'
                                        : box_region (t, i));
  ck_assert (fill (t, t->sol, 0));
}

/* ---- the predicates: what each kind means, written here again ---- */

static int
distinct (const uint8_t *v, const int *cells, int k)
{
  for (int i = 0; i < k; i++)
    for (int j = i + 1; j < k; j++)
      if (v[cells[i]] == v[cells[j]])
        return 0;
  return 1;
}

static int
cells_sum (const uint8_t *v, const int *cells, int k)
{
  int s = 0;
  for (int i = 0; i < k; i++)
    s += v[cells[i]];
  return s;
}

static int
orth (int n, int a, int b)
{
  return (abs (a - b) == n) || (abs (a - b) == 1 && a / n == b / n);
}

/* A pair of cells carries a marker of one of these kinds. */
static int
marked (const tcase *t, int a, int b, const int *kinds, int nk)
{
  for (int i = 0; i < t->ncons; i++)
    for (int k = 0; k < nk; k++)
      if (t->con[i].kind == kinds[k] && t->con[i].ncells == 2
          && ((t->con[i].cell[0] == a && t->con[i].cell[1] == b)
              || (t->con[i].cell[0] == b && t->con[i].cell[1] == a)))
        return 1;
  return 0;
}

static int
moves_differ (const tcase *t, const uint8_t *v, const int (*mv)[2], int k)
{
  int n = t->n;
  for (int i = 0; i < n * n; i++)
    for (int m = 0; m < k; m++)
      {
        int r = i / n + mv[m][0], c = i % n + mv[m][1];
        if (r >= 0 && r < n && c >= 0 && c < n && v[r * n + c] == v[i])
          return 0;
      }
  return 1;
}

/* The cell at position p of region b: the region's cells in reading
 * order, as the solver behind f-puzzles lists a region's cells (row by
 * row inside a box). */
static int
region_cell (const tcase *t, int b, int p)
{
  for (int i = 0; i < t->n * t->n; i++)
    if (t->region[i] == b && p-- == 0)
      return i;
  return -1;
}

/* The position of cell i in its region (that order, 0-based). */
static int
region_pos (const tcase *t, int i)
{
  int p = 0;
  for (int j = 0; j < i; j++)
    p += t->region[j] == t->region[i];
  return p;
}

static int
ok_disjoint (const tcase *t, const uint8_t *v)
{
  int n = t->n, cells[MAXN];
  for (int p = 0; p < n; p++)
    {
      for (int b = 0; b < n; b++)
        cells[b] = region_cell (t, b, p);
      if (!distinct (v, cells, n))
        return 0;
    }
  return 1;
}

static int
ok_nonconsecutive (const tcase *t, const uint8_t *v)
{
  static const int dots[2] = { SS_KIND_DIFFERENCE, SS_KIND_RATIO };
  int n = t->n;
  for (int a = 0; a < n * n; a++)
    for (int b = a + 1; b < n * n; b++)
      if (orth (n, a, b) && abs (v[a] - v[b]) == 1
          && !marked (t, a, b, dots, 2))
        return 0;
  return 1;
}

/* Does the pair (x, y) have the family's property?  White: a difference
 * of 1 or of a difference marker's value; black, as the import of the
 * solver behind f-puzzles: the ratio of a ratio marker present, or 2 when
 * there is none. */
static int
has_property (const tcase *t, int family, int x, int y)
{
  if (family == 2)
    return x + y == 5 || x + y == 10;
  int kind = family == 0 ? SS_KIND_DIFFERENCE : SS_KIND_RATIO;
  int vals[MAXCON + 1], k = 0;
  if (family == 0)
    vals[k++] = 1;
  for (int i = 0; i < t->ncons; i++)
    if (t->con[i].kind == kind)
      vals[k++] = t->con[i].val[0];
  if (!k)
    vals[k++] = 2;
  for (int i = 0; i < k; i++)
    if (family == 0 ? abs (x - y) == vals[i]
                    : x == vals[i] * y || y == vals[i] * x)
      return 1;
  return 0;
}

static int
ok_negative (const tcase *t, const tcon *c, const uint8_t *v)
{
  static const int kropki[2] = { SS_KIND_DIFFERENCE, SS_KIND_RATIO };
  static const int xv[1] = { SS_KIND_XV };
  int n = t->n, f = c->val[0];
  for (int a = 0; a < n * n; a++)
    for (int b = a + 1; b < n * n; b++)
      if (orth (n, a, b) && has_property (t, f, v[a], v[b])
          && !(f == 2 ? marked (t, a, b, xv, 1) : marked (t, a, b, kropki, 2)))
        return 0;
  return 1;
}

/* Is cell b a minimum (sign -1) or maximum (+1) cell of t? */
static int
extreme_at (const tcase *t, int b, int sign)
{
  for (int i = 0; i < t->ncons; i++)
    if (t->con[i].kind == SS_KIND_EXTREME && t->con[i].val[0] == sign
        && t->con[i].cell[0] == b)
      return 1;
  return 0;
}

/* The reference's meaning (rangsk's SudokuSolver): below (above) every
 * orthogonal neighbour that is not itself a cell of the same kind. */
static int
ok_extreme (const tcase *t, const tcon *c, const uint8_t *v)
{
  int n = t->n, a = c->cell[0];
  for (int b = 0; b < n * n; b++)
    if (orth (n, a, b) && !extreme_at (t, b, c->val[0])
        && (c->val[0] < 0 ? v[a] >= v[b] : v[a] <= v[b]))
      return 0;
  return 1;
}

static int
ok_quadruple (const tcon *c, const uint8_t *v)
{
  int used[4] = { 0 };
  for (int i = 0; i < c->nvals; i++)
    {
      int found = 0;
      for (int j = 0; j < 4 && !found; j++)
        if (!used[j] && v[c->cell[j]] == c->val[i])
          used[j] = found = 1;
      if (!found)
        return 0;
    }
  return 1;
}

static int
ok_between (const tcon *c, const uint8_t *v)
{
  int a = v[c->cell[0]], z = v[c->cell[c->ncells - 1]];
  int lo = a < z ? a : z, hi = a < z ? z : a;
  for (int i = 1; i + 1 < c->ncells; i++)
    if (v[c->cell[i]] <= lo || v[c->cell[i]] >= hi)
      return 0;
  return 1;
}

static int
ok_renban (const tcon *c, const uint8_t *v)
{
  int lo = 99, hi = 0;
  for (int i = 0; i < c->ncells; i++)
    {
      lo = v[c->cell[i]] < lo ? v[c->cell[i]] : lo;
      hi = v[c->cell[i]] > hi ? v[c->cell[i]] : hi;
    }
  return distinct (v, c->cell, c->ncells) && hi - lo == c->ncells - 1;
}

/* An entropic tier of digit d, as EntropicLineConstraint of the solver
 * behind f-puzzles groups 1..N: thirds, or on other sides groups of
 * N/3 and (N+2)/3 digits, the larger in the middle when N leaves 1 over,
 * at both ends when it leaves 2 (4x4: 1 | 2 3 | 4). */
static int
tier (int n, int d)
{
  int s = n / 3, l = (n + 2) / 3;
  int low = n % 3 == 2 ? l : s, mid = n % 3 == 1 ? l : s;
  return d <= low ? 0 : d <= low + mid ? 1 : 2;
}

static int
ok_entropic (const tcase *t, const tcon *c, const uint8_t *v)
{
  for (int i = 0; i < c->ncells; i++)
    for (int j = i + 1; j < c->ncells && j <= i + 2; j++)
      if (tier (t->n, v[c->cell[i]]) == tier (t->n, v[c->cell[j]]))
        return 0;
  return 1;
}

/* Every 2x2 square of the grid holds a digit of each class: GlobalEntropy
 * (tiers) and GlobalMod (residues mod 3) of the Interactive Sudoku
 * Solver, one rule per square, each class there at least once. */
static int
ok_squares (const tcase *t, const uint8_t *v, int mod)
{
  int n = t->n;
  for (int r = 0; r + 1 < n; r++)
    for (int c = 0; c + 1 < n; c++)
      {
        unsigned seen = 0;
        for (int k = 0; k < 4; k++)
          {
            int d = v[(r + k / 2) * n + c + k % 2];
            seen |= 1u << (mod ? d % 3 : tier (n, d));
          }
        if (seen != 7)
          return 0;
      }
  return 1;
}

/* DutchFlatmates of the Interactive Sudoku Solver: a middle digit (N/2
 * rounded up) has a 1 directly above it or an N directly below it. */
static int
ok_flatmates (const tcase *t, const uint8_t *v)
{
  int n = t->n, mid = (n + 1) / 2;
  for (int i = 0; i < n * n; i++)
    if (v[i] == mid && !(i >= n && v[i - n] == 1)
        && !(i + n < n * n && v[i + n] == n))
      return 0;
  return 1;
}

/* CountingCircles of the Interactive Sudoku Solver: a digit in a circle
 * is in exactly that many of the set's circles. */
static int
ok_circles (const tcase *t, const tcon *c, const uint8_t *v)
{
  int count[MAXN + 1] = { 0 };
  for (int i = 0; i < c->ncells; i++)
    count[v[c->cell[i]]]++;
  for (int d = 1; d <= t->n; d++)
    if (count[d] && count[d] != d)
      return 0;
  return 1;
}

/* ModularLineConstraint links every two cells of the line by their
 * distance along it: the same residue mod 3 when the distance divides
 * by 3, different residues otherwise. */
static int
ok_modular (const tcon *c, const uint8_t *v)
{
  for (int i = 0; i < c->ncells; i++)
    for (int j = i + 1; j < c->ncells; j++)
      if (((j - i) % 3 == 0) != (v[c->cell[i]] % 3 == v[c->cell[j]] % 3))
        return 0;
  return 1;
}

/* NabnerConstraint links every two cells of the line: never the same
 * digit, nor two consecutive ones. */
static int
ok_nabner (const tcon *c, const uint8_t *v)
{
  for (int i = 0; i < c->ncells; i++)
    for (int j = i + 1; j < c->ncells; j++)
      if (abs (v[c->cell[i]] - v[c->cell[j]]) <= 1)
        return 0;
  return 1;
}

/* MultiSumKillerCageConstraint: a group (no digit twice) whose sum is
 * one of the totals. */
static int
ok_multikiller (const tcon *c, const uint8_t *v)
{
  int sum = cells_sum (v, c->cell, c->ncells);
  if (!distinct (v, c->cell, c->ncells))
    return 0;
  for (int i = 0; i < c->nvals; i++)
    if (c->val[i] == sum)
      return 1;
  return 0;
}

/* A parity line: neighbours (consecutive positions) differ in parity. */
static int
ok_parityline (const tcon *c, const uint8_t *v)
{
  for (int i = 1; i < c->ncells; i++)
    if (v[c->cell[i - 1]] % 2 == v[c->cell[i]] % 2)
      return 0;
  return 1;
}

/* ISS's Lockout: the ends D apart (4 when none is given), the middle
 * cells outside the ends' range, the ends' own digits included. */
static int
ok_lockout (const tcon *c, const uint8_t *v)
{
  int a = v[c->cell[0]], z = v[c->cell[c->ncells - 1]];
  int gap = c->nvals ? c->val[0] : 4;
  if (abs (a - z) < gap)
    return 0;
  for (int i = 1; i + 1 < c->ncells; i++)
    {
      int m = v[c->cell[i]];
      if ((m >= a && m <= z) || (m >= z && m <= a))
        return 0;
    }
  return 1;
}

/* ISS's SumLine: the line cuts into runs of consecutive cells, each
 * summing to S (10 when none is given); a loop (the first cell again at
 * the end) may start its first run at any cell. */
static int
sumline_from (const tcon *c, const uint8_t *v, int len, int s, int p)
{
  int run = 0;
  for (int k = 0; k < len; k++)
    {
      run += v[c->cell[(p + k) % len]];
      if (run > s)
        return 0;
      run = run == s ? 0 : run;
    }
  return run == 0;
}

static int
ok_sumline (const tcon *c, const uint8_t *v)
{
  int loop = c->ncells > 2 && c->cell[0] == c->cell[c->ncells - 1];
  int len = c->ncells - loop, s = c->nvals ? c->val[0] : 10;
  for (int p = 0; p < (loop ? len : 1); p++)
    if (sumline_from (c, v, len, s, p))
      return 1;
  return 0;
}

/* A sum the full grid's line divides into (S from 1 to its total, one
 * of those that work at random; on a loop, mostly one whose runs
 * must wrap round the join, when there is one), else any of 1..2N. */
static int
sumline_total (const tcase *t, tcon *c)
{
  int ok[4 * CELLS], wrap[4 * CELLS], k = 0, w = 0, total = 0;
  int loop = c->ncells > 2 && c->cell[0] == c->cell[c->ncells - 1];
  c->nvals = 1;
  for (int i = 0; i < c->ncells - loop; i++)
    total += t->sol[c->cell[i]];
  for (int s = 1; s <= total && k < 4 * CELLS; s++)
    if (c->val[0] = s, ok_sumline (c, t->sol))
      {
        ok[k++] = s;
        if (!sumline_from (c, t->sol, c->ncells - loop, s, 0))
          wrap[w++] = s;
      }
  c->val[0] = w && rnd (4) ? wrap[rnd ((unsigned) w)]
              : k && rnd (5) ? ok[rnd ((unsigned) k)]
                             : 1 + (int) rnd ((unsigned) (2 * t->n));
  if (t->n == 6 && c->val[0] == 10 && rnd (2))
    c->nvals = 0; /* the default */
  return w;
}

/* ISS's Rellik: the cage's digits differ, and no non-empty subset of
 * them (every one of the 2^k - 1, listed by bit masks) sums to the
 * clue. */
static int
ok_rellik (const tcon *c, const uint8_t *v)
{
  if (!distinct (v, c->cell, c->ncells))
    return 0;
  for (int mask = 1; mask < 1 << c->ncells; mask++)
    {
      int sum = 0;
      for (int i = 0; i < c->ncells; i++)
        if (mask >> i & 1)
          sum += v[c->cell[i]];
      if (sum == c->val[0])
        return 0;
    }
  return 1;
}

/* ISS's Lunchbox: distinct digits, and those at positions strictly
 * between the smallest digit's and the largest's sum to the clue. */
static int
ok_lunchbox (const tcon *c, const uint8_t *v)
{
  int lo = 0, hi = 0, sum = 0;
  if (!distinct (v, c->cell, c->ncells))
    return 0;
  for (int i = 1; i < c->ncells; i++)
    {
      if (v[c->cell[i]] < v[c->cell[lo]])
        lo = i;
      if (v[c->cell[i]] > v[c->cell[hi]])
        hi = i;
    }
  for (int i = (lo < hi ? lo : hi) + 1; i < (lo < hi ? hi : lo); i++)
    sum += v[c->cell[i]];
  return sum == c->val[0];
}

/* ISS's NumberedRoom: the first digit X read from the clue names the
 * X-th cell, which holds the clue. */
static int
ok_numberedroom (const tcon *c, const uint8_t *v)
{
  int x = v[c->cell[0]];
  return x <= c->ncells && v[c->cell[x - 1]] == c->val[0];
}

/* ISS's HiddenSkyscraper: reading from the clue, the first digit lower
 * than the tallest before it is the clue; a row with none breaks it. */
static int
first_hidden (const tcon *c, const uint8_t *v)
{
  int tallest = 0;
  for (int i = 0; i < c->ncells; i++)
    {
      if (v[c->cell[i]] < tallest)
        return v[c->cell[i]];
      if (v[c->cell[i]] > tallest)
        tallest = v[c->cell[i]];
    }
  return 0;
}

/* Full rank's tie mode (fullrankties): 0 unclued unless a case sets
 * one. */
static int
ties_of (const tcase *t)
{
  for (int i = 0; i < t->ncons; i++)
    if (t->con[i].kind == SS_KIND_FULLRANKTIES)
      return t->con[i].val[0];
  return 0;
}

/* The number read from a side (0 from the left, 1 the right, 2 the top,
 * 3 the bottom) of row or column k: its digits into it, its cells into
 * cells. */
static void
read_number (const tcase *t, const uint8_t *v, int side, int k, uint8_t *it,
             int *cells)
{
  int n = t->n;
  for (int i = 0; i < n; i++)
    {
      int j = side & 1 ? n - 1 - i : i;
      cells[i] = side < 2 ? k * n + j : j * n + k;
      it[i] = v[cells[i]];
    }
}

/* ISS's FullRank: the 4N numbers the rows and columns read both ways,
 * compared as digit strings: exactly val-1 of them strictly below the
 * clued one; none equal to it but itself (the same cells in order),
 * unless the tie mode is any (1). */
static int
ok_fullrank (const tcase *t, const tcon *c, const uint8_t *v)
{
  int n = t->n, below = 0, any = ties_of (t) == 1, cells[MAXN];
  uint8_t me[MAXN], it[MAXN];
  for (int i = 0; i < n; i++)
    me[i] = v[c->cell[i]];
  for (int side = 0; side < 4; side++)
    for (int k = 0; k < n; k++)
      {
        read_number (t, v, side, k, it, cells);
        int cmp = memcmp (it, me, (size_t) n);
        if (!any && !cmp
            && memcmp (cells, c->cell, (size_t) n * sizeof *cells))
          return 0;
        below += cmp < 0;
      }
  return below == c->val[0] - 1;
}

/* Tie mode none (2): no two of the 4N numbers alike. */
static int
ok_fullrankties (const tcase *t, const tcon *c, const uint8_t *v)
{
  uint8_t num[4 * MAXN][MAXN];
  int n = t->n, cells[MAXN];
  if (c->val[0] != 2)
    return 1;
  for (int i = 0; i < 4 * n; i++)
    {
      read_number (t, v, i / n, i % n, num[i], cells);
      for (int j = 0; j < i; j++)
        if (!memcmp (num[i], num[j], (size_t) n))
          return 0;
    }
  return 1;
}

/* ZipperLineConstraint's groups: positions i and len-1-i (the middle
 * one alone), every group the same total. */
static int
ok_zipper (const tcon *c, const uint8_t *v)
{
  int len = c->ncells, total = -1;
  for (int i = 0; i <= len - 1 - i; i++)
    {
      int s = v[c->cell[i]] + (i < len - 1 - i ? v[c->cell[len - 1 - i]] : 0);
      if (total >= 0 && s != total)
        return 0;
      total = s;
    }
  return 1;
}

/* DoubleArrowConstraint's two groups: the ends, and the cells between;
 * a line of two has no between, so no rule. */
static int
ok_doublearrow (const tcon *c, const uint8_t *v)
{
  int len = c->ncells;
  return len < 3 || v[c->cell[0]] + v[c->cell[len - 1]]
                    == cells_sum (v, c->cell + 1, len - 2);
}

static int
ok_arrow (const tcon *c, const uint8_t *v)
{
  int circle = 0;
  for (int i = 0; i < c->split; i++)
    circle = 10 * circle + v[c->cell[i]];
  return circle == cells_sum (v, c->cell + c->split, c->ncells - c->split);
}

static int
ok_sandwich (const tcase *t, const tcon *c, const uint8_t *v)
{
  int one = -1, top = -1, s = 0;
  for (int i = 0; i < c->ncells; i++)
    {
      one = v[c->cell[i]] == 1 ? i : one;
      top = v[c->cell[i]] == t->n ? i : top;
    }
  for (int i = (one < top ? one : top) + 1; i < (one < top ? top : one); i++)
    s += v[c->cell[i]];
  return s == c->val[0];
}

static int
ok_regionsum (const tcase *t, const tcon *c, const uint8_t *v)
{
  int total = -1, s = 0;
  for (int i = 0; i < c->ncells; i++)
    {
      s += v[c->cell[i]];
      if (i + 1 < c->ncells
          && t->region[c->cell[i + 1]] == t->region[c->cell[i]])
        continue;
      if (total >= 0 && s != total)
        return 0;
      total = s;
      s = 0;
    }
  return 1;
}

static int
ok_skyscraper (const tcon *c, const uint8_t *v)
{
  int seen = 0, top = 0;
  for (int i = 0; i < c->ncells; i++)
    if (v[c->cell[i]] > top)
      seen++, top = v[c->cell[i]];
  return seen == c->val[0];
}

/* Row (0): r,c = d means (d,c) holds r; column (1): (r,d) holds c; box
 * (2): position i of a region = d means position d of it holds i
 * (1-based, positions in reading order: BoxIndexerConstraint). */
static int
ok_indexer (const tcase *t, const tcon *c, const uint8_t *v)
{
  int n = t->n;
  for (int i = 0; i < c->ncells; i++)
    {
      int at = c->cell[i], r = at / n, col = at % n, d = v[at], target, want;
      if (c->val[0] == 0)
        target = (d - 1) * n + col, want = r + 1;
      else if (c->val[0] == 1)
        target = r * n + d - 1, want = col + 1;
      else
        {
          want = region_pos (t, at) + 1;
          target = region_cell (t, t->region[at], d - 1);
        }
      if (v[target] != want)
        return 0;
    }
  return 1;
}

static int
ok_lines (const tcase *t, const tcon *c, const uint8_t *v)
{
  int k = c->ncells;
  int gap = c->nvals ? c->val[0] : (t->n + 1) / 2;
  for (int i = 0; i + 1 < k; i++)
    {
      int a = v[c->cell[i]], b = v[c->cell[i + 1]];
      if (c->kind == SS_KIND_THERMO && a >= b)
        return 0;
      if (c->kind == SS_KIND_SLOWTHERMO && a > b) /* equal is fine */
        return 0;
      if (c->kind == SS_KIND_WHISPER && abs (a - b) < gap)
        return 0;
    }
  for (int i = 0; c->kind == SS_KIND_PALINDROME && i < k; i++)
    if (v[c->cell[i]] != v[c->cell[k - 1 - i]])
      return 0;
  for (int i = 0; c->kind == SS_KIND_CLONE && i < c->split; i++)
    if (v[c->cell[i]] != v[c->cell[c->split + i]])
      return 0;
  return 1;
}

static int
ok_pair (const tcon *c, const uint8_t *v)
{
  int a = v[c->cell[0]], b = v[c->cell[1]], p = c->val[0];
  if (c->kind == SS_KIND_DIFFERENCE)
    return abs (a - b) == p;
  if (c->kind == SS_KIND_RATIO)
    return a == p * b || b == p * a;
  return a + b == p;
}

/* The leap rules, read straight from their definitions: every two cells
 * (a before b), how far apart in rows and columns, and the digits. */
static int
leap_breaks (const tcon *c, int dr, int dc, int x, int y)
{
  int taxi = dr + dc;
  switch (c->kind)
    {
    case SS_KIND_CHESS:
      if (!((dr == c->val[0] && dc == c->val[1])
            || (dr == c->val[1] && dc == c->val[0])) || x != y)
        return 0;
      for (int i = 2; i < c->nvals; i++)
        if (c->val[i] == x)
          return 1;
      return c->nvals == 2;
    case SS_KIND_TAXICAB: return taxi == c->val[0] && x == y;
    case SS_KIND_KNIGHTMARE:
      if (dr * dc != 2)
        return 0;
      for (int i = 0; i < c->nvals; i++)
        if (c->val[i] == x + y)
          return 1;
      return !c->nvals && (x + y == 5 || x + y == 15);
    case SS_KIND_DIAGNONCONSECUTIVE:
      return dr == 1 && dc == 1 && abs (x - y) == 1;
    default: return x == y && taxi == x;
    }
}

/* A chess rule with cells covers the pairs with one of them. */
static int
covers (const tcon *c, int a, int b)
{
  for (int i = 0; i < c->ncells; i++)
    if (c->cell[i] == a || c->cell[i] == b)
      return 1;
  return !c->ncells;
}

static int
ok_leap (const tcase *t, const tcon *c, const uint8_t *v)
{
  int n = t->n;
  for (int a = 0; a < n * n; a++)
    for (int b = a + 1; b < n * n; b++)
      if (covers (c, a, b)
          && leap_breaks (c, abs (a / n - b / n), abs (a % n - b % n), v[a],
                          v[b]))
        return 0;
  return 1;
}

static int
ok_con (const tcase *t, const tcon *c, const uint8_t *v)
{
  static const int knight[8][2] = { { 1, 2 }, { 1, -2 }, { -1, 2 },
    { -1, -2 }, { 2, 1 }, { 2, -1 }, { -2, 1 }, { -2, -1 } };
  static const int king[8][2] = { { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, 1 },
    { 0, -1 }, { -1, 1 }, { -1, 0 }, { -1, -1 } };
  switch (c->kind)
    {
    case SS_KIND_DIAGONAL: case SS_KIND_EXTRA:
      return distinct (v, c->cell, c->ncells);
    case SS_KIND_DISJOINT: return ok_disjoint (t, v);
    case SS_KIND_DISJOINTGROUP:
      {
        int cells[MAXN];
        for (int b = 0; b < t->n; b++)
          cells[b] = region_cell (t, b, c->val[0] - 1);
        return distinct (v, cells, t->n);
      }
    case SS_KIND_ANTIKNIGHT: return moves_differ (t, v, knight, 8);
    case SS_KIND_ANTIKING: return moves_differ (t, v, king, 8);
    case SS_KIND_NONCONSECUTIVE: return ok_nonconsecutive (t, v);
    case SS_KIND_GLOBALENTROPY: return ok_squares (t, v, 0);
    case SS_KIND_GLOBALMOD: return ok_squares (t, v, 1);
    case SS_KIND_DUTCHFLATMATES: return ok_flatmates (t, v);
    case SS_KIND_COUNTINGCIRCLES: return ok_circles (t, c, v);
    case SS_KIND_CHESS: case SS_KIND_TAXICAB: case SS_KIND_KNIGHTMARE:
    case SS_KIND_DIAGNONCONSECUTIVE: case SS_KIND_SELFTAXICAB:
      return ok_leap (t, c, v);
    case SS_KIND_PARITY:
      for (int i = 0; i < c->ncells; i++)
        if (v[c->cell[i]] % 2 != c->val[0])
          return 0;
      return 1;
    case SS_KIND_EXTREME: return ok_extreme (t, c, v);
    case SS_KIND_QUADRUPLE: return ok_quadruple (c, v);
    case SS_KIND_PENCILMARKS:
      for (int i = 0; i < c->nvals; i++)
        if (v[c->cell[0]] == c->val[i])
          return 1;
      return 0;
    case SS_KIND_DIFFERENCE: case SS_KIND_RATIO: case SS_KIND_XV:
      return ok_pair (c, v);
    case SS_KIND_NEGATIVE: return ok_negative (t, c, v);
    case SS_KIND_BETWEEN: return ok_between (c, v);
    case SS_KIND_RENBAN: return ok_renban (c, v);
    case SS_KIND_ENTROPIC: return ok_entropic (t, c, v);
    case SS_KIND_MODULAR: return ok_modular (c, v);
    case SS_KIND_NABNER: return ok_nabner (c, v);
    case SS_KIND_PARITYLINE: return ok_parityline (c, v);
    case SS_KIND_LOCKOUT: return ok_lockout (c, v);
    case SS_KIND_SUMLINE: return ok_sumline (c, v);
    case SS_KIND_KILLER:
      return distinct (v, c->cell, c->ncells)
             && (!c->nvals || cells_sum (v, c->cell, c->ncells) == c->val[0]);
    case SS_KIND_MULTIKILLER: return ok_multikiller (c, v);
    case SS_KIND_RELLIK: return ok_rellik (c, v);
    case SS_KIND_LUNCHBOX: return ok_lunchbox (c, v);
    case SS_KIND_NUMBEREDROOM: return ok_numberedroom (c, v);
    case SS_KIND_HIDDENSKYSCRAPER: return first_hidden (c, v) == c->val[0];
    case SS_KIND_FULLRANK: return ok_fullrank (t, c, v);
    case SS_KIND_FULLRANKTIES: return ok_fullrankties (t, c, v);
    case SS_KIND_LITTLEKILLER:
      return cells_sum (v, c->cell, c->ncells) == c->val[0];
    case SS_KIND_ARROW: return ok_arrow (c, v);
    case SS_KIND_SANDWICH: return ok_sandwich (t, c, v);
    case SS_KIND_XSUM:
      return cells_sum (v, c->cell, v[c->cell[0]]) == c->val[0];
    case SS_KIND_REGIONSUM: return ok_regionsum (t, c, v);
    case SS_KIND_ZIPPER: return ok_zipper (c, v);
    case SS_KIND_DOUBLEARROW: return ok_doublearrow (c, v);
    case SS_KIND_SKYSCRAPER: return ok_skyscraper (c, v);
    case SS_KIND_INDEXER: return ok_indexer (t, c, v);
    default: return ok_lines (t, c, v);
    }
}

static int
ok_all (const tcase *t, const uint8_t *v)
{
  for (int i = 0; i < t->ncons; i++)
    if (!ok_con (t, &t->con[i], v))
      return 0;
  return 1;
}

/* ---- brute force ---- */

static long
brute (const tcase *t, uint8_t *v, int i)
{
  int n = t->n;
  while (i < n * n && v[i])
    i++;
  if (i == n * n)
    return ok_all (t, v);
  long count = 0;
  for (int d = 1; d <= n; d++)
    if (fits (t, v, i, d))
      {
        v[i] = (uint8_t) d;
        count += brute (t, v, i + 1);
      }
  v[i] = 0;
  return count;
}

/* ---- drawing constraints ---- */

static int
rand_cell (const tcase *t)
{
  return (int) rnd ((unsigned) (t->n * t->n));
}

/* Two times in three, a minimum or maximum cell c goes beside one drawn
 * before it, mostly of the same kind: the neighbours that the reference
 * does not compare. */
static void
beside_extreme (const tcase *t, tcon *c)
{
  for (const tcon *e = t->con; e < c; e++)
    if (e->kind == SS_KIND_EXTREME && rnd (3))
      {
        int n = t->n, b;
        do
          b = rand_cell (t);
        while (!orth (n, e->cell[0], b));
        c->cell[0] = b;
        c->val[0] = rnd (3) ? e->val[0] : -e->val[0];
        return;
      }
}

/* Step filters for walks: what the next cell must be, given the last. */
typedef int step_fn (const tcase *t, const tcon *c, int next);

static int
any_step (const tcase *t, const tcon *c, int next)
{
  (void) t, (void) c, (void) next;
  return 1;
}

static int
rising (const tcase *t, const tcon *c, int next)
{
  return t->sol[next] > t->sol[c->cell[c->ncells - 1]];
}

static int
not_falling (const tcase *t, const tcon *c, int next)
{
  return t->sol[next] >= t->sol[c->cell[c->ncells - 1]];
}

static int
far_apart (const tcase *t, const tcon *c, int next)
{
  int gap = c->nvals ? c->val[0] : (t->n + 1) / 2;
  return abs (t->sol[next] - t->sol[c->cell[c->ncells - 1]]) >= gap;
}

static int
other_tier (const tcase *t, const tcon *c, int next)
{
  int k = c->ncells;
  for (int i = k - 1; i >= 0 && i >= k - 2; i--)
    if (tier (t->n, t->sol[c->cell[i]]) == tier (t->n, t->sol[next]))
      return 0;
  return 1;
}

static int
other_residue (const tcase *t, const tcon *c, int next)
{
  int k = c->ncells;
  for (int i = k - 1; i >= 0 && i >= k - 2; i--)
    if (t->sol[c->cell[i]] % 3 == t->sol[next] % 3)
      return 0;
  return 1;
}

static int
two_apart (const tcase *t, const tcon *c, int next)
{
  for (int i = 0; i < c->ncells; i++)
    if (abs (t->sol[c->cell[i]] - t->sol[next]) <= 1)
      return 0;
  return 1;
}

static int
other_parity (const tcase *t, const tcon *c, int next)
{
  return t->sol[c->cell[c->ncells - 1]] % 2 != t->sol[next] % 2;
}

/* Were next the other end, the middle cells so far lie outside. */
static int
outside_ends (const tcase *t, const tcon *c, int next)
{
  int a = t->sol[c->cell[0]], z = t->sol[next];
  for (int i = 1; i < c->ncells; i++)
    {
      int m = t->sol[c->cell[i]];
      if ((m >= a && m <= z) || (m >= z && m <= a))
        return 0;
    }
  return 1;
}

static int
orth_step (const tcase *t, const tcon *c, int next)
{
  return orth (t->n, c->cell[c->ncells - 1], next);
}

static int
on_line (const tcon *c, int cell)
{
  for (int i = 0; i < c->ncells; i++)
    if (c->cell[i] == cell)
      return 1;
  return 0;
}

/* Extends c by king's moves up to len cells, each step passing ok
 * (ok may be 0 only at random: a try picks among passing neighbours). */
static void
walk (const tcase *t, tcon *c, int len, step_fn *ok)
{
  int n = t->n;
  while (c->ncells < len)
    {
      int last = c->cell[c->ncells - 1], cand[8], k = 0;
      for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++)
          {
            int r = last / n + dr, col = last % n + dc;
            if ((dr || dc) && r >= 0 && r < n && col >= 0 && col < n
                && !on_line (c, r * n + col) && ok (t, c, r * n + col))
              cand[k++] = r * n + col;
          }
      if (!k)
        return;
      c->cell[c->ncells++] = cand[rnd ((unsigned) k)];
    }
}

/* A line of lo..hi cells from a random start, passing ok (mostly, for
 * the filters that only make solutions likely; always for the shapes a
 * kind requires). */
static void
line (const tcase *t, tcon *c, int lo, int hi, step_fn *ok)
{
  int strict = ok == orth_step;
  for (int tries = 0; tries < 50; tries++)
    {
      c->ncells = 1;
      c->cell[0] = rand_cell (t);
      walk (t, c, lo + (int) rnd ((unsigned) (hi - lo + 1)),
            strict || rnd (4) ? ok : any_step);
      if (c->ncells >= lo)
        return;
    }
  ck_abort_msg ("no line of %d cells", lo);
}

static void
orth_pair (const tcase *t, tcon *c)
{
  line (t, c, 2, 2, orth_step);
}

/* The cells an outside clue reads: a row or column from the frame. */
static void
clue_line (const tcase *t, tcon *c)
{
  int n = t->n, side = (int) rnd (4), k = (int) rnd ((unsigned) n);
  c->ncells = n;
  for (int i = 0; i < n; i++)
    {
      int j = side & 1 ? n - 1 - i : i;
      c->cell[i] = side < 2 ? k * n + j : j * n + k;
    }
  c->clue_r = side < 2 ? k + 1 : side == 2 ? 0 : n + 1;
  c->clue_c = side < 2 ? (side == 0 ? 0 : n + 1) : k + 1;
}

/* A little killer's diagonal: from a clue on the top or bottom edge,
 * going down or up, right or left. */
static void
clue_diagonal (const tcase *t, tcon *c)
{
  static const int dr[4] = { 1, 1, -1, -1 }, dc[4] = { 1, -1, 1, -1 };
  int n = t->n, dir = (int) rnd (4);
  int col = 1 + (int) rnd ((unsigned) n), row = dir < 2 ? 0 : n + 1;
  c->dir = dir;
  c->clue_r = row;
  c->clue_c = col;
  c->ncells = 0;
  for (int r = row + dr[dir], k = col + dc[dir];
       r >= 1 && r <= n && k >= 1 && k <= n; r += dr[dir], k += dc[dir])
    c->cell[c->ncells++] = (r - 1) * n + k - 1;
  if (!c->ncells) /* a corner clue pointing out: take the long one */
    clue_diagonal (t, c);
}

static void
gen_houses (tcase *t, tcon *c)
{
  int n = t->n;
  if (c->kind == SS_KIND_DIAGONAL)
    {
      c->nvals = 1;
      c->val[0] = rnd (2) ? 1 : -1;
      c->ncells = n;
      for (int i = 0; i < n; i++)
        c->cell[i] = c->val[0] < 0 ? i * n + i : (n - 1 - i) * n + i;
      return;
    }
  /* An extra region: cells of distinct digits of the grid (or not). */
  int k = 2 + (int) rnd ((unsigned) (n - 1)), used[MAXN + 1] = { 0 };
  c->ncells = 0;
  for (int tries = 0; c->ncells < k && tries < 500; tries++)
    {
      int cell = rand_cell (t);
      if (!on_line (c, cell) && (!used[t->sol[cell]] || !rnd (8)))
        {
          used[t->sol[cell]] = 1;
          c->cell[c->ncells++] = cell;
        }
    }
}

static void
gen_cells (tcase *t, tcon *c)
{
  int n = t->n, a;
  switch (c->kind)
    {
    case SS_KIND_PARITY:
      c->ncells = 1;
      c->cell[0] = rand_cell (t);
      c->nvals = 1;
      c->val[0] = rnd (5) ? t->sol[c->cell[0]] % 2 : (int) rnd (2);
      for (int i = 0; i < 20 && c->ncells < 3; i++)
        if (!on_line (c, a = rand_cell (t)) && t->sol[a] % 2 == c->val[0])
          c->cell[c->ncells++] = a;
      return;
    case SS_KIND_EXTREME:
      c->ncells = 1;
      c->cell[0] = rand_cell (t);
      c->nvals = 1;
      c->val[0] = rnd (2) ? 1 : -1;
      beside_extreme (t, c);
      return;
    case SS_KIND_PENCILMARKS: /* distinct digits, the grid's mostly among
                                 them */
      c->ncells = 1;
      c->cell[0] = rand_cell (t);
      if (rnd (5))
        c->val[c->nvals++] = t->sol[c->cell[0]];
      for (int d = 1; d <= n; d++)
        if (d != t->sol[c->cell[0]] && !rnd (3))
          c->val[c->nvals++] = d;
      if (!c->nvals)
        c->val[c->nvals++] = 1 + (int) rnd ((unsigned) n);
      return;
    default: /* quadruple: a 2x2 square and some of its digits */
      a = (int) rnd ((unsigned) (n - 1)) * n + (int) rnd ((unsigned) (n - 1));
      c->ncells = 4;
      c->cell[0] = a, c->cell[1] = a + 1, c->cell[2] = a + n;
      c->cell[3] = a + n + 1;
      c->nvals = 1 + (int) rnd (3);
      for (int i = 0; i < c->nvals; i++)
        c->val[i] = rnd (5) ? t->sol[c->cell[i]] : 1 + (int) rnd ((unsigned) n);
    }
}

static void
gen_pair (tcase *t, tcon *c)
{
  orth_pair (t, c);
  int a = t->sol[c->cell[0]], b = t->sol[c->cell[1]];
  int lo = a < b ? a : b, hi = a < b ? b : a;
  c->nvals = 1;
  if (c->kind == SS_KIND_DIFFERENCE)
    c->val[0] = rnd (4) ? hi - lo : 1 + (int) rnd (3);
  else if (c->kind == SS_KIND_RATIO)
    c->val[0] = hi % lo == 0 && hi / lo >= 2 && rnd (4) ? hi / lo
                                                       : 2 + (int) rnd (2);
  else
    c->val[0] = a + b == 5 || a + b == 10 ? a + b : rnd (2) ? 5 : 10;
}

static void
gen_line (tcase *t, tcon *c)
{
  int n = t->n;
  switch (c->kind)
    {
    case SS_KIND_THERMO: line (t, c, 2, 4, rising); return;
    case SS_KIND_SLOWTHERMO: line (t, c, 2, 5, not_falling); return;
    case SS_KIND_WHISPER:
      if (!rnd (3))
        c->nvals = 1, c->val[0] = 1 + (int) rnd ((unsigned) (n - 1));
      line (t, c, 2, 4, far_apart);
      return;
    case SS_KIND_BETWEEN: line (t, c, 3, 4, any_step); return;
    case SS_KIND_RENBAN: line (t, c, 2, 3, any_step); return;
    case SS_KIND_ENTROPIC: line (t, c, 2, 4, other_tier); return;
    case SS_KIND_MODULAR: line (t, c, 2, 5, other_residue); return;
    case SS_KIND_NABNER: line (t, c, 2, 3, two_apart); return;
    case SS_KIND_PARITYLINE: line (t, c, 2, 6, other_parity); return;
    case SS_KIND_SUMLINE:
      line (t, c, 2, 5, any_step);
      sumline_total (t, c);
      return;
    case SS_KIND_LOCKOUT: /* D mostly the ends' own difference or less */
      line (t, c, 2, 4, outside_ends);
      {
        int d = abs (t->sol[c->cell[0]] - t->sol[c->cell[c->ncells - 1]]);
        c->nvals = n > 4 && !rnd (4) ? 0 : 1;
        c->val[0] = d && rnd (4) ? 1 + (int) rnd ((unsigned) d)
                                 : 1 + (int) rnd ((unsigned) (n - 1));
      }
      return;
    case SS_KIND_PALINDROME:
      for (int i = 0; i < 200; i++)
        {
          line (t, c, 3, 3, any_step);
          if (t->sol[c->cell[0]] == t->sol[c->cell[2]])
            return;
        }
      return;
    default: /* clone: a shape and a shifted copy, apart */
      for (int tries = 0;; tries++)
        {
          tcon a = { .kind = c->kind, .clue_r = -1, .clue_c = -1 };
          line (t, &a, 1, 2, any_step);
          int dr = (int) rnd ((unsigned) n) - n / 2, dc = (int) rnd (3) - 1;
          int ok = dr || dc;
          *c = a;
          c->split = a.ncells;
          for (int i = 0; i < a.ncells && ok; i++)
            {
              int r = a.cell[i] / n + dr, col = a.cell[i] % n + dc;
              ok = r >= 0 && r < n && col >= 0 && col < n
                   && !on_line (&a, r * n + col);
              c->cell[a.ncells + i] = r * n + col;
            }
          c->ncells = 2 * a.ncells;
          if (ok)
            return;
          ck_assert_int_lt (tries, 500);
        }
    }
}

static void
gen_sum (tcase *t, tcon *c)
{
  int n = t->n;
  c->nvals = 1;
  switch (c->kind)
    {
    case SS_KIND_KILLER:
      line (t, c, 1, 4, orth_step);
      c->nvals = rnd (5) ? 1 : 0;
      c->val[0] = cells_sum (t->sol, c->cell, c->ncells) + (rnd (5) ? 0 : 1);
      return;
    case SS_KIND_MULTIKILLER: /* totals 9 apart, mostly one the grid's */
      {
        line (t, c, 1, 4, any_step);
        int sum = cells_sum (t->sol, c->cell, c->ncells) + (rnd (5) ? 0 : 1);
        c->nvals = 0;
        for (int x = sum - 9 * (int) rnd (2); x <= 4 * n; x += 9)
          if (x >= 1 && c->nvals < 3)
            c->val[c->nvals++] = x;
        if (!c->nvals)
          c->val[c->nvals++] = sum;
        for (int a = 0, b = c->nvals - 1; rnd (2) && a < b; a++, b--)
          {
            int x = c->val[a]; /* any order: the text form allows it */
            c->val[a] = c->val[b], c->val[b] = x;
          }
        return;
      }
    case SS_KIND_LITTLEKILLER:
      clue_diagonal (t, c);
      c->nvals = 2;
      c->val[0] = cells_sum (t->sol, c->cell, c->ncells) + (rnd (5) ? 0 : 1);
      c->val[1] = c->dir;
      return;
    case SS_KIND_SANDWICH: case SS_KIND_XSUM: case SS_KIND_SKYSCRAPER:
      clue_line (t, c);
      c->val[0] = c->kind == SS_KIND_SKYSCRAPER ? 1 + (int) rnd ((unsigned) n)
                  : c->kind == SS_KIND_XSUM ? n + (int) rnd ((unsigned) n) : 0;
      if (rnd (4) && c->kind == SS_KIND_SKYSCRAPER)
        for (int k = 1; k <= n; k++)
          if (c->val[0] = k, ok_skyscraper (c, t->sol))
            break;
      if (rnd (4) && c->kind == SS_KIND_XSUM)
        c->val[0] = cells_sum (t->sol, c->cell, t->sol[c->cell[0]]);
      if (rnd (4) && c->kind == SS_KIND_SANDWICH)
        for (int k = 0; k <= n * n; k++)
          if (c->val[0] = k, ok_sandwich (t, c, t->sol))
            break;
      return;
    case SS_KIND_REGIONSUM: /* may leave a region and come back */
      line (t, c, 2, 5, any_step);
      return;
    case SS_KIND_ZIPPER: /* mostly one the grid keeps */
      c->nvals = 0;
      for (int tries = 0; tries < 300; tries++)
        {
          line (t, c, 2, 6, any_step);
          if (ok_zipper (c, t->sol) || !rnd (8))
            return;
        }
      return;
    case SS_KIND_DOUBLEARROW: /* mostly one the grid keeps */
      c->nvals = 0;
      for (int tries = 0; tries < 300; tries++)
        {
          line (t, c, 2, 5, any_step);
          if (ok_doublearrow (c, t->sol) || !rnd (8))
            return;
        }
      return;
    case SS_KIND_INDEXER:
      c->val[0] = (int) rnd (3);
      c->ncells = 0;
      for (int i = 0; i < 40 && c->ncells < 2; i++)
        {
          int cell = rand_cell (t);
          tcon one = *c;
          one.ncells = 1, one.cell[0] = cell;
          if (!on_line (c, cell) && (ok_indexer (t, &one, t->sol) || !rnd (6)))
            c->cell[c->ncells++] = cell;
        }
      if (!c->ncells)
        c->cell[c->ncells++] = rand_cell (t);
      return;
    default: /* arrow: a circle of one cell (two on 6x6 now and then) */
      c->nvals = 0;
      for (int tries = 0; tries < 500; tries++)
        {
          c->ncells = 1;
          c->cell[0] = rand_cell (t);
          c->split = n == 6 && !rnd (5) ? 2 : 1;
          walk (t, c, c->split, orth_step);
          walk (t, c, c->split + 1 + (int) rnd (c->split == 2 ? 4 : 2),
                any_step);
          if (c->ncells > c->split && (ok_arrow (c, t->sol) || !rnd (4)))
            return;
        }
      ck_abort_msg ("no arrow");
    }
}

/* A leap rule's numbers: a chess leap (0 to 3 by 1 to 3) with up to
 * two listed digits and up to two listed cells, a taxicab distance 1 to 4, up to two knightmare
 * totals.  The full grid is not asked: blank() keeps what counts. */
static void
gen_leap (const tcase *t, tcon *c)
{
  int more = (int) rnd (3);
  if (c->kind == SS_KIND_CHESS)
    {
      c->val[0] = (int) rnd (4), c->val[1] = 1 + (int) rnd (3);
      c->nvals = 2;
      for (int i = 0, k = (int) rnd (3); i < k; i++) /* cells it covers */
        {
          c->cell[c->ncells] = rand_cell (t);
          c->ncells += !i || c->cell[1] != c->cell[0];
        }
      for (int i = 0; i < more; i++)
        c->val[c->nvals] = 1 + (int) rnd ((unsigned) t->n),
        c->nvals += c->nvals < 3 || c->val[3] != c->val[2];
    }
  else if (c->kind == SS_KIND_TAXICAB)
    c->val[c->nvals++] = 1 + (int) rnd (4);
  else if (c->kind == SS_KIND_KNIGHTMARE)
    for (int i = 0; i < more; i++)
      c->val[c->nvals] = 3 + (int) rnd ((unsigned) (2 * t->n - 3)),
      c->nvals += !c->nvals || c->val[1] != c->val[0];
}

/* Counting circles: one or two digits d of 1..3, each on d cells of the
 * full grid that hold it, and one cell anywhere one time in four (a set
 * the grid may break). */
static void
gen_circles (const tcase *t, tcon *c)
{
  for (int k = 1 + (int) rnd (2), d0 = 0; k-- > 0;)
    {
      int d = 1 + (int) rnd (3), want = c->ncells + d;
      if (d == d0)
        continue;
      d0 = d;
      for (int tries = 0; tries < 400 && c->ncells < want; tries++)
        {
          int a = rand_cell (t);
          if (t->sol[a] == d && !on_line (c, a))
            c->cell[c->ncells++] = a;
        }
    }
  if (!rnd (4) || !c->ncells)
    {
      int a = rand_cell (t);
      if (!on_line (c, a))
        c->cell[c->ncells++] = a;
    }
}

/* A constraint of the kind, drawn from the case's full grid. */
static void
gen (tcase *t, int kind)
{
  tcon *c = &t->con[t->ncons++];
  memset (c, 0, sizeof *c);
  c->kind = kind;
  c->clue_r = c->clue_c = -1;
  switch (kind)
    {
    case SS_KIND_DIAGONAL: case SS_KIND_EXTRA: gen_houses (t, c); return;
    case SS_KIND_DISJOINT: case SS_KIND_ANTIKNIGHT: case SS_KIND_ANTIKING:
    case SS_KIND_NONCONSECUTIVE: case SS_KIND_GLOBALENTROPY:
    case SS_KIND_GLOBALMOD: case SS_KIND_DUTCHFLATMATES:
      return;
    case SS_KIND_NEGATIVE: c->nvals = 1; c->val[0] = (int) rnd (3); return;
    case SS_KIND_CHESS: case SS_KIND_TAXICAB: case SS_KIND_KNIGHTMARE:
    case SS_KIND_DIAGNONCONSECUTIVE: case SS_KIND_SELFTAXICAB:
      gen_leap (t, c);
      return;
    case SS_KIND_DISJOINTGROUP:
      c->val[c->nvals++] = 1 + (int) rnd ((unsigned) t->n);
      return;
    case SS_KIND_PARITY: case SS_KIND_EXTREME: case SS_KIND_QUADRUPLE:
    case SS_KIND_PENCILMARKS:
      gen_cells (t, c);
      return;
    case SS_KIND_COUNTINGCIRCLES: gen_circles (t, c); return;
    case SS_KIND_DIFFERENCE: case SS_KIND_RATIO: case SS_KIND_XV:
      gen_pair (t, c);
      return;
    case SS_KIND_FULLRANK: /* mostly the grid's rank (none on a tie) */
      clue_line (t, c);
      c->nvals = 1;
      c->val[0] = 1 + (int) rnd (4u * (unsigned) t->n);
      if (rnd (4))
        for (int r = 1; r <= 4 * t->n; r++)
          if (c->val[0] = r, ok_fullrank (t, c, t->sol))
            break;
      return;
    case SS_KIND_FULLRANKTIES: /* unclued, any or none */
      c->nvals = 1;
      c->val[0] = (int) rnd (3);
      return;
    case SS_KIND_HIDDENSKYSCRAPER: /* mostly the grid's first hidden */
      clue_line (t, c);
      c->nvals = 1;
      c->val[0] = 1 + (int) rnd ((unsigned) t->n);
      if (rnd (4) && first_hidden (c, t->sol))
        c->val[0] = first_hidden (c, t->sol);
      return;
    case SS_KIND_NUMBEREDROOM: /* mostly the digit the grid's names */
      clue_line (t, c);
      c->nvals = 1;
      c->val[0] = 1 + (int) rnd ((unsigned) t->n);
      if (rnd (4))
        c->val[0] = t->sol[c->cell[t->sol[c->cell[0]] - 1]];
      return;
    case SS_KIND_LUNCHBOX: /* any cells in any order; mostly the grid's */
      if (!rnd (3)) /* or a whole row or column, from a clue outside */
        {
          clue_line (t, c);
          c->nvals = 1, c->val[0] = 0;
          for (int x = 0; x <= 3 * t->n && !ok_lunchbox (c, t->sol); x++)
            c->val[0] = x;
          if (!rnd (5))
            c->val[0] = (int) rnd (3u * (unsigned) t->n);
          return;
        }
      for (int tries = 0; tries < 50; tries++)
        {
          c->ncells = 0;
          for (int k = 2 + (int) rnd (3); c->ncells < k;)
            {
              int cell = rand_cell (t), dup = 0;
              for (int i = 0; i < c->ncells; i++)
                dup |= c->cell[i] == cell;
              if (!dup)
                c->cell[c->ncells++] = cell;
            }
          c->nvals = 1, c->val[0] = 0;
          for (int x = 0; x <= 3 * t->n && !ok_lunchbox (c, t->sol); x++)
            c->val[0] = x;
          if (ok_lunchbox (c, t->sol) || !rnd (6))
            break;
        }
      if (!rnd (5))
        c->val[0] = (int) rnd (3u * (unsigned) t->n);
      return;
    case SS_KIND_RELLIK: /* mostly a clue the grid keeps */
      line (t, c, 1, 4, any_step);
      c->nvals = 1;
      for (int tries = 0; tries < 50; tries++)
        if (c->val[0] = 1 + (int) rnd (3u * (unsigned) t->n),
            ok_rellik (c, t->sol) || !rnd (6))
          break;
      return;
    default:
      if (ss_kind_flags (kind) & SS_KF_SUM)
        gen_sum (t, c);
      else
        gen_line (t, c);
    }
}

/* ---- the text form ---- */

static void
put_cells (FILE *f, int n, const int *cells, int k)
{
  for (int i = 0; i < k; i++)
    fprintf (f, " r%dc%d", cells[i] / n + 1, cells[i] % n + 1);
}

static const char *
keyword (const tcon *c)
{
  static const char *const negs[] = { "white", "black", "xv" };
  switch (c->kind)
    {
    case SS_KIND_DIAGONAL: return c->val[0] > 0 ? "diagonal+" : "diagonal-";
    case SS_KIND_PARITY: return c->val[0] ? "odd" : "even";
    case SS_KIND_EXTREME: return c->val[0] < 0 ? "min" : "max";
    case SS_KIND_QUADRUPLE: return "quad";
    case SS_KIND_NEGATIVE: return negs[c->val[0]];
    case SS_KIND_XV: return c->val[0] == 10 ? "x" : "v";
    case SS_KIND_INDEXER:
      return c->val[0] == 0 ? "rowindexer" : c->val[0] == 1 ? "colindexer"
                                                             : "boxindexer";
    default: return ss_kind_name (c->kind);
    }
}

static void
put_con (FILE *f, const tcase *t, const tcon *c)
{
  static const char *const dirs[] = { "dr", "dl", "ur", "ul" };
  int n = t->n;
  if (c->kind == SS_KIND_NEGATIVE)
    fputs ("negative ", f);
  fputs (keyword (c), f);
  if (c->kind == SS_KIND_FULLRANKTIES)
    fprintf (f, " %s", c->val[0] == 0 ? "unclued"
                       : c->val[0] == 1 ? "any" : "none");
  if (c->kind == SS_KIND_DIFFERENCE || c->kind == SS_KIND_RATIO
      || (c->kind == SS_KIND_WHISPER && c->nvals)
      || (c->kind == SS_KIND_LOCKOUT && c->nvals)
      || (c->kind == SS_KIND_SUMLINE && c->nvals)
      || (c->kind == SS_KIND_KILLER && c->nvals)
      || c->kind == SS_KIND_RELLIK
      || (c->kind == SS_KIND_LUNCHBOX && c->clue_r < 0))
    fprintf (f, " %d", c->val[0]);
  for (int i = 0; c->kind == SS_KIND_MULTIKILLER && i < c->nvals; i++)
    fprintf (f, " %d", c->val[i]);
  if (c->clue_r >= 0)
    {
      fprintf (f, " %d r%dc%d", c->val[0], c->clue_r, c->clue_c);
      if (c->kind == SS_KIND_LITTLEKILLER)
        fprintf (f, " %s", dirs[c->dir]);
    }
  else if (c->kind == SS_KIND_ARROW || c->kind == SS_KIND_CLONE)
    {
      put_cells (f, n, c->cell, c->split);
      fputs (c->kind == SS_KIND_ARROW ? " >" : " =", f);
      put_cells (f, n, c->cell + c->split, c->ncells - c->split);
    }
  else if (c->kind != SS_KIND_DIAGONAL)
    put_cells (f, n, c->cell, c->ncells);
  for (int i = 0; (c->kind == SS_KIND_QUADRUPLE
                   || c->kind == SS_KIND_PENCILMARKS
                   || c->kind == SS_KIND_CHESS || c->kind == SS_KIND_TAXICAB
                   || c->kind == SS_KIND_KNIGHTMARE
                   || c->kind == SS_KIND_DISJOINTGROUP) && i < c->nvals; i++)
    fprintf (f, " %d", c->val[i]);
  fputc ('\n', f);
}

/* The puzzle as text, read back into g. */
static void
to_grid (const tcase *t, ss_grid *g, char **text_out)
{
  char *text = 0;
  size_t len = 0;
  ss_error err;
  int n = t->n;
  FILE *f = open_memstream (&text, &len);
  for (int i = 0; i < n * n; i++)
    fprintf (f, "%c%s", t->grid[i] ? '0' + t->grid[i] : '.',
             i % n == n - 1 ? "\n" : "");
  if (t->irregular)
    {
      fputs ("regions\n", f);
      for (int i = 0; i < n * n; i++)
        fprintf (f, "%c%s", 'A' + t->region[i], i % n == n - 1 ? "\n" : "");
    }
  for (int i = 0; i < t->ncons; i++)
    put_con (f, t, &t->con[i]);
  fclose (f);
  ck_assert_msg (ss_parse_text (text, 0, g, &err) == 0, "%s: %s", text,
                 err.msg);
  ck_assert_ptr_nonnull (g->model);
  *text_out = text;
}

/* Blanks: the empty grid now and then on 4x4, else most cells. */
static void
blank (tcase *t)
{
  int n = t->n, keep = n == 4 ? (rnd (2) ? 0 : 2 + (int) rnd (4))
                              : 14 + (int) rnd (8);
  memset (t->grid, 0, sizeof t->grid);
  for (int i = 0; i < keep; i++)
    {
      int cell = rand_cell (t);
      t->grid[cell] = t->sol[cell];
    }
}

/* ---- counting the CNF's models ---- */

typedef struct config {
  ss_encoding enc;
  ss_amo amo;
  int assume; /* givens as assumptions, not unit clauses */
  int full;   /* also count models over every variable */
} config;

static const config configs[] = {
  { SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 0, 1 },
  { SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 1, 0 },
  { SS_ENC_REDUCED, SS_AMO_PAIRWISE, 0, 1 },
  { SS_ENC_MINIMAL, SS_AMO_SEQUENTIAL, 0, 0 },
  { SS_ENC_EFFICIENT, SS_AMO_PRODUCT, 1, 0 },
  { SS_ENC_EXTENDED, SS_AMO_BINARY, 1, 0 },
  { SS_ENC_AUGMENTED, SS_AMO_COMMANDER, 0, 0 },
  { SS_ENC_AUGMENTED_REDUCED, SS_AMO_BIMANDER, 0, 0 },
};
#define NCONFIGS ((int) (sizeof configs / sizeof *configs))

typedef struct counter {
  const tcase *t;
  const ss_ipasir_ops *ops;
  void *s;
  ss_cnf f;
  int assume[CELLS], nassume;
  const char *what; /* for messages */
} counter;

static int
value (void *ctx, long var)
{
  counter *k = ctx;
  return k->ops->val (k->s, (int) var);
}

/* Every clause well formed: literals in range, none twice, no pair.
 * (Hot loops test first and fail with ck_abort_msg: a passing ck_assert
 * costs Check a write.) */
static void
load (counter *k)
{
  for (long i = 0; i < k->f.info.nclauses; i++)
    {
      int len;
      const int *l = ss_cnf_clause (&k->f, i, &len);
      for (int a = 0; a < len; a++)
        {
          if (!l[a] || labs (l[a]) > k->f.info.nvars)
            ck_abort_msg ("%s: literal %d out of range", k->what, l[a]);
          for (int b = a + 1; b < len; b++)
            if (l[a] == l[b] || l[a] == -l[b])
              ck_abort_msg ("%s: clause %ld repeats variable %d", k->what,
                            i, abs (l[a]));
        }
      ss_ipasir_add_clause (k->ops, k->s, l, len);
    }
}

/* The model's grid: rows, columns, regions, givens and every predicate
 * hold. */
static void
check_model (counter *k)
{
  ss_grid g;
  ss_error err;
  const tcase *t = k->t;
  if (ss_varmap_grid (&k->f.map, value, k, &g, &err))
    ck_abort_msg ("%s: %s", k->what, err.msg);
  for (int i = 0; i < t->n * t->n; i++)
    if (!fits (t, g.cell, i, g.cell[i])
        || (t->grid[i] && t->grid[i] != g.cell[i]))
      ck_abort_msg ("%s: a house repeats or a given moved", k->what);
  if (!ok_all (t, g.cell))
    ck_abort_msg ("%s: a model breaks a rule", k->what);
  ss_grid_free (&g);
}

/* Blocks the model: over the cell-digit variables, or every variable. */
static void
block (counter *k, int full)
{
  long top = full ? k->f.info.nvars : k->f.map.primary;
  int *lits = malloc ((size_t) top * sizeof *lits);
  for (long v = 1; v <= top; v++)
    lits[v - 1] = value (k, v) > 0 ? (int) -v : (int) v;
  ss_ipasir_add_clause (k->ops, k->s, lits, (int) top);
  free (lits);
}

static long
enumerate (counter *k, int full)
{
  long count = 0;
  k->s = ss_ipasir_new (k->ops);
  load (k);
  for (;;)
    {
      for (int i = 0; i < k->nassume; i++)
        k->ops->assume (k->s, k->assume[i]);
      int got = k->ops->solve (k->s);
      if (got == 20)
        break;
      if (got != 10)
        ck_abort_msg ("%s: solve gave %d", k->what, got);
      check_model (k);
      block (k, full);
      if (++count > 20000)
        ck_abort_msg ("%s: too many models", k->what);
    }
  k->ops->release (k->s);
  return count;
}

/* The CNF's models in one configuration (-1: the encoding refused the
 * puzzle, which only augmented may, for irregular regions). */
static long
cnf_count (const tcase *t, const ss_grid *g, const config *cf, int sum,
           int full, const char *what)
{
  counter k = { .t = t, .ops = &ss_ipasir_picosat, .what = what };
  ss_encode_opts o = { cf->enc, cf->amo, !cf->assume, sum, 0 };
  ss_error err;
  ss_grid base;
  ck_assert_int_eq (ss_grid_copy (&base, g), 0);
  if (cf->assume)
    memset (base.cell, 0, (size_t) g->n * g->n);
  int bad = ss_cnf_build (&k.f, &base, &o, &err);
  ss_grid_free (&base);
  if (bad)
    {
      ck_assert_msg (t->irregular && strstr (err.msg, "irregular"),
                     "%s: %s", what, err.msg);
      return -1;
    }
  for (int i = 0; cf->assume && i < g->n * g->n; i++)
    if (g->cell[i])
      k.assume[k.nassume++] = (int) ss_varmap_var (&k.f.map, i / g->n,
                                                   i % g->n, g->cell[i]);
  long count = enumerate (&k, full);
  ss_cnf_free (&k.f);
  return count;
}

/* Every configuration (and every sum encoding for a sum) against the
 * brute-force count. */
static void
compare_counts (tcase *t)
{
  ss_grid g;
  char *text, what[640];
  uint8_t v[CELLS];
  memcpy (v, t->grid, sizeof v);
  long want = brute (t, v, 0);
  to_grid (t, &g, &text);
  int sums = 0;
  for (int i = 0; i < t->ncons; i++)
    sums |= (ss_kind_flags (t->con[i].kind) & SS_KF_SUM) != 0;
  for (int s = sums ? 1 : 0; s < (sums ? SS_SUM_END : 1); s++)
    for (int c = 0; c < NCONFIGS; c++)
      {
        if (s > 0 && c > 2 && c != 5)
          continue; /* the sums in the main modes */
        snprintf (what, sizeof what, "%s/%s/%s/sum %s:\n%s",
                  ss_encoding_name (configs[c].enc),
                  ss_amo_name (configs[c].amo),
                  configs[c].assume ? "assume" : "units", ss_sum_name (s),
                  text);
        long got = cnf_count (t, &g, &configs[c], s, 0, what);
        if (got < 0)
          continue;
        ck_assert_msg (got == want, "%s: %ld models, brute force %ld", what,
                       got, want);
        if (configs[c].full)
          ck_assert_msg (cnf_count (t, &g, &configs[c], s, 1, what) == want,
                         "%s: auxiliaries not defined by the cells", what);
      }
  free (text);
  ss_grid_free (&g);
}

/* ---- the tests ---- */

/* The kinds in test order, and the sizes: two 4x4 regular cases, a 4x4
 * irregular one, a 6x6 regular and a 6x6 irregular. */
#define SHAPES 5

static int
kind_at (int i)
{
  return 1 + i % (SS_KIND_COUNT - 1);
}

static int
shape_fits (int kind, int n, int irregular)
{
  (void) n, (void) kind, (void) irregular;
  return 1;
}

START_TEST (each_kind_counts_like_brute_force)
{
  int kind = kind_at (_i), s = _i / (SS_KIND_COUNT - 1) % SHAPES;
  int n = s < 3 ? 4 : 6, irregular = s == 2 || s == 4;
  if (!(SS_ENCODER_KINDS & SS_KIND_BIT (kind)) || !shape_fits (kind, n,
                                                              irregular))
    return;
  /* KINDS_CNF_REPS=50 searches longer (make check keeps 3, check-san 1). */
  const char *env = getenv ("KINDS_CNF_REPS");
  int reps = env && atoi (env) > 0 ? atoi (env) : tu_sanitized () ? 1 : 3;
  for (int rep = 0; rep < reps; rep++)
    {
      tcase t;
      rng_state = 0x9E3779B97F4A7C15ull ^ ((uint64_t) (_i * 7 + rep + 1)
                                           * 0xBF58476D1CE4E5B9ull);
      shape (&t, n, irregular);
      gen (&t, kind);
      blank (&t);
      compare_counts (&t);
    }
}
END_TEST

/* Two or three kinds together: markers beside nonconsecutive and
 * negative constraints, houses beside lines. */
START_TEST (kinds_together_count_like_brute_force)
{
  static const int partners[][3] = {
    { SS_KIND_NONCONSECUTIVE, SS_KIND_DIFFERENCE, SS_KIND_RATIO },
    { SS_KIND_NEGATIVE, SS_KIND_DIFFERENCE, SS_KIND_RATIO },
    { SS_KIND_NEGATIVE, SS_KIND_XV, SS_KIND_XV },
    { SS_KIND_DIAGONAL, SS_KIND_THERMO, SS_KIND_EXTRA },
    { SS_KIND_ANTIKNIGHT, SS_KIND_RENBAN, SS_KIND_PARITY },
    { SS_KIND_KILLER, SS_KIND_KILLER, SS_KIND_ARROW },
    { SS_KIND_SANDWICH, SS_KIND_XSUM, SS_KIND_SKYSCRAPER },
    { SS_KIND_EXTREME, SS_KIND_EXTREME, SS_KIND_EXTREME },
  };
  const int *k = partners[_i % 8];
  tcase t;
  rng_state = 0x2545F4914F6CDD1Dull * (uint64_t) (_i + 3);
  shape (&t, _i < 8 ? 4 : 6, _i >= 16);
  for (int i = 0; i < 3; i++)
    if (SS_ENCODER_KINDS & SS_KIND_BIT (k[i]))
      gen (&t, k[i]);
  if (k[0] == SS_KIND_NEGATIVE)
    t.con[0].val[0] = k[1] == SS_KIND_XV ? 2 : (int) rnd (2);
  if (!t.ncons)
    return;
  blank (&t);
  compare_counts (&t);
}
END_TEST

/* ---- lines that close a loop ---- */

/* The outline of an h x w rectangle (h, w >= 2) from a random cell of
 * it, either way round, its first cell again at the end: the loop
 * f-puzzles writes. */
static void
rect_loop (const tcase *t, tcon *c, int h, int w)
{
  int n = t->n, r0 = (int) rnd ((unsigned) (n - h + 1));
  int c0 = (int) rnd ((unsigned) (n - w + 1)), ring[CELLS], k = 0;
  for (int j = 0; j < w; j++)
    ring[k++] = r0 * n + c0 + j;
  for (int i = 1; i < h; i++)
    ring[k++] = (r0 + i) * n + c0 + w - 1;
  for (int j = w - 2; j >= 0; j--)
    ring[k++] = (r0 + h - 1) * n + c0 + j;
  for (int i = h - 2; i >= 1; i--)
    ring[k++] = (r0 + i) * n + c0;
  int from = (int) rnd ((unsigned) k), back = (int) rnd (2);
  c->ncells = k + 1;
  for (int i = 0; i <= k; i++)
    c->cell[i] = ring[(from + (back ? k - i : i)) % k];
}

/* Three cells of a 2x2 square and back: the smallest loop. */
static void
triangle (const tcase *t, tcon *c)
{
  int n = t->n, top = (int) rnd ((unsigned) (n - 1)) * n
                      + (int) rnd ((unsigned) (n - 1));
  int sq[4] = { top, top + 1, top + n + 1, top + n }, skip = (int) rnd (4);
  c->ncells = 0;
  for (int i = 0; i < 4; i++)
    if (i != skip)
      c->cell[c->ncells++] = sq[i];
  c->cell[c->ncells++] = c->cell[0];
}

/* Out and back: a walk of three cells, its middle again, then a fourth
 * cell beside the middle (a line passing one cell twice). */
static void
lasso (const tcase *t, tcon *c)
{
  for (int tries = 0; tries < 200; tries++)
    {
      c->ncells = 1;
      c->cell[0] = rand_cell (t);
      walk (t, c, 3, any_step);
      if (c->ncells < 3)
        continue;
      int mid = c->cell[1];
      c->cell[c->ncells++] = mid;
      walk (t, c, 5, any_step);
      if (c->ncells == 5)
        return;
    }
  ck_abort_msg ("no lasso");
}

/* A loop (or a lasso) of the kind: whispers, palindromes and entropic
 * lines read positions, so the closing pair or triple counts; a between
 * line's middle is a set.  Mostly one the full grid keeps, so that some
 * cases have solutions. */
static void
gen_loop (tcase *t, int kind)
{
  tcon *c = &t->con[t->ncons++];
  for (int tries = 0; tries < 500; tries++)
    {
      memset (c, 0, sizeof *c);
      c->kind = kind;
      c->clue_r = c->clue_c = -1;
      if (kind == SS_KIND_BETWEEN)
        lasso (t, c);
      else if (kind == SS_KIND_ENTROPIC || kind == SS_KIND_MODULAR)
        rnd (2) ? triangle (t, c) : rect_loop (t, c, 2, 3);
      else if (kind == SS_KIND_PARITYLINE) /* comes back after even steps */
        rect_loop (t, c, 2, 2 + (int) rnd ((unsigned) (t->n - 2)));
      else if (kind == SS_KIND_SUMLINE) /* only the start may come back; */
        {                                 /* mostly runs that wrap */
          rnd (2) ? triangle (t, c)
                  : rect_loop (t, c, 2, 2 + (int) rnd ((unsigned) (t->n - 3)));
          if (!sumline_total (t, c) && tries < 400)
            continue;
        }
      else if (rnd (4) == 0)
        lasso (t, c);
      else
        rect_loop (t, c, 2, 2 + (int) rnd ((unsigned) (t->n - 2)));
      if (kind == SS_KIND_WHISPER && rnd (2))
        c->nvals = 1, c->val[0] = 1 + (int) rnd (2);
      if (ok_con (t, c, t->sol) || rnd (10) == 0)
        return;
    }
}

START_TEST (loops_count_like_brute_force)
{
  static const int kinds[] = { SS_KIND_WHISPER, SS_KIND_PALINDROME,
                               SS_KIND_ENTROPIC, SS_KIND_BETWEEN,
                               SS_KIND_SLOWTHERMO, SS_KIND_MODULAR,
                               SS_KIND_PARITYLINE, SS_KIND_SUMLINE };
#define LOOP_KINDS ((int) (sizeof kinds / sizeof *kinds))
  int kind = kinds[_i % LOOP_KINDS];
  int n = kind == SS_KIND_ENTROPIC || _i >= 2 * LOOP_KINDS ? 6 : 4;
  tcase t;
  rng_state = 0x853C49E6748FEA9Bull * (uint64_t) (_i + 11);
  shape (&t, n, _i % 3 == 0);
  gen_loop (&t, kind);
  if (rnd (2))
    gen_loop (&t, kind);
  blank (&t);
  compare_counts (&t);
}
END_TEST

/* ---- a grid cut into cages: the rule of 45's implied sums ---- */

/* Cage i of a cut: from the first cell no cage holds, grown by
 * orthogonal steps to 1..4 cells; 0 when every cell is taken. */
static int
next_cage (tcase *t, uint8_t *taken)
{
  int n = t->n, first = 0;
  while (first < n * n && taken[first])
    first++;
  if (first == n * n)
    return 0;
  tcon *c = &t->con[t->ncons++];
  memset (c, 0, sizeof *c);
  c->kind = SS_KIND_KILLER;
  c->clue_r = c->clue_c = -1;
  c->cell[c->ncells++] = first;
  taken[first] = 1;
  for (int want = 1 + (int) rnd (4); c->ncells < want;)
    {
      int cand[4 * CELLS], k = 0;
      for (int i = 0; i < c->ncells; i++)
        for (int j = 0; j < n * n; j++)
          if (!taken[j] && orth (n, c->cell[i], j))
            cand[k++] = j;
      if (!k)
        break;
      taken[c->cell[c->ncells++] = cand[rnd ((unsigned) k)]] = 1;
    }
  c->nvals = rnd (8) ? 1 : 0;
  c->val[0] = cells_sum (t->sol, c->cell, c->ncells) + (rnd (12) ? 0 : 1);
  return 1;
}

/* The whole grid in cages (most with totals, now and then one wrong):
 * every house has innies or outies, which the encoder adds as implied
 * sums; the count must not move. */
START_TEST (cut_into_cages_counts_like_brute_force)
{
  uint8_t taken[CELLS] = { 0 };
  tcase t;
  rng_state = 0x9FB21C651E98DF25ull * (uint64_t) (_i + 5);
  shape (&t, _i < 6 ? 4 : 6, _i % 4 == 3);
  while (next_cage (&t, taken))
    ;
  blank (&t);
  compare_counts (&t);
}
END_TEST

/* Full rank's three tie modes on one 4x4 case of one or two clues: each
 * counts like brute force, the counts nest (none within unclued within
 * any: a tie only ever breaks a rule), and the case is drawn again
 * until the three differ, so the modes are shown to mean three things.
 * The mode is the last constraint, as a setter may write it. */
START_TEST (fullrank_ties_count_like_brute_force)
{
  long want[3];
  tcase t;
  rng_state = 0x94D049BB133111EBull * (uint64_t) (_i + 5);
  for (int tries = 0;; tries++)
    {
      ck_assert_msg (tries < 200, "no case where the modes differ");
      shape (&t, 4, _i % 4 == 3);
      for (int k = 1 + (int) rnd (2); k-- > 0;)
        gen (&t, SS_KIND_FULLRANK);
      gen (&t, SS_KIND_FULLRANKTIES);
      blank (&t);
      for (int mode = 0; mode < 3; mode++)
        {
          uint8_t v[CELLS];
          memcpy (v, t.grid, sizeof v);
          t.con[t.ncons - 1].val[0] = mode;
          want[mode] = brute (&t, v, 0);
        }
      ck_assert_int_le (want[2], want[0]);
      ck_assert_int_le (want[0], want[1]);
      if (want[2] < want[0] && want[0] < want[1])
        break;
    }
  for (int mode = 0; mode < 3; mode++)
    {
      t.con[t.ncons - 1].val[0] = mode;
      compare_counts (&t);
    }
}
END_TEST

static Suite *
kinds_cnf_suite (void)
{
  Suite *s = suite_create ("kinds_cnf");
  TCase *t = tcase_create ("core");
  tcase_set_timeout (t, 300);
  tcase_add_loop_test (t, each_kind_counts_like_brute_force, 0,
                       (SS_KIND_COUNT - 1) * SHAPES);
  tcase_add_loop_test (t, kinds_together_count_like_brute_force, 0, 24);
  tcase_add_loop_test (t, loops_count_like_brute_force, 0, 32);
  tcase_add_loop_test (t, cut_into_cages_counts_like_brute_force, 0, 12);
  tcase_add_loop_test (t, fullrank_ties_count_like_brute_force, 0, 8);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (kinds_cnf_suite ());
}
