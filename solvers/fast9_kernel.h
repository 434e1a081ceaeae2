/* fast9_kernel.h -- the fast solver's 9x9 kernel, written once over
 * 256-bit vectors and compiled once per instruction set.
 *
 * Model: all nine digits at once.  The state holds, for each digit, the
 * cells where it may still go as three 27-bit band words (band b is rows
 * 3b..3b+2, cell i is bit i - 27b), and the set of open (not yet settled)
 * cells.  Two digits share a vector of eight 32-bit lanes: lanes 0-2 hold
 * digit 2k's bands, lanes 4-6 digit 2k+1's; lanes 3 and 7 and the tenth
 * digit slot stay 0.  Five vectors hold the nine digits and every rule is
 * a few whole-vector operations, the same for each digit and band, with
 * no table lookup and no branch per cell.  The vectors are GCC/clang
 * vector extensions: fast9_avx2.c compiles this file for AVX2 (one
 * instruction per operation), fast9_base.c for the baseline target (SSE2
 * on x86-64: two per operation; plain words elsewhere).
 *
 * Propagation repeats rounds until one changes nothing:
 *   - band filter (rows and boxes): a digit's triads in a band (a row
 *     inside a box) form a 3x3 permutation matrix, so a triad survives
 *     only if the other two rows a, b still hold a permutation of the
 *     other two boxes: a[j+1] & b[j+2] | a[j+2] & b[j+1].  Rows rotate by
 *     9-bit shifts, boxes by 3-bit shifts inside a row.  This makes every
 *     locked-candidate elimination along rows and boxes, and empties the
 *     band word of a digit that cannot be completed (a contradiction).
 *   - stack filter (columns and boxes): the same on the (band, column)
 *     triads of the stacks, with the bands in lanes (a shuffle rotates).
 *   - hidden singles: a digit alone in its row is settled there and the
 *     other digits leave the cell.  With both filters at their fixpoint a
 *     single of a box or a column is alone in its row too, and the
 *     filters clear its peers themselves: a row with one cell forces its
 *     triad, which empties the box's other rows, and then the column in
 *     the other bands.
 *   - naked singles: bit-sliced counting over the digits finds empty
 *     cells (a contradiction) and cells with one digit left; that digit's
 *     row is cut to the cell, and the filters do the rest.
 *   - triads (at the fixpoint of the rules above): the three cells of a
 *     row inside a box hold three digits, as do the three of a column
 *     inside a box.  Counting, per intersection, the digits that still
 *     have a place there and those confined there: exactly three with a
 *     place must all go there (each leaves the rest of its row, or
 *     column, in the band); exactly three confined push every other
 *     digit out.  Fewer than three with a place, or more than three
 *     confined, is a contradiction.
 * A state is solved when no cell is open at a fixpoint: then every cell
 * holds one digit and every digit meets every row, column and box, so by
 * counting each exactly once.
 *
 * Search: depth first, copying the 192-byte state on each branch.  The
 * branch cell is an open cell with two candidates, the one whose digits
 * have the most candidates among its open peers (plus twice the peers
 * with two candidates); with none, a cell with the fewest candidates.
 *
 * The including file defines FAST9_ENTRY (the entry point's name), and
 * FAST9_POPCNT when the target has a popcount instruction.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "fast.h"

/* Vectors pass between this file's own static functions only, so the
 * note that their calling convention differs without AVX is moot. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

typedef uint32_t v8 __attribute__ ((vector_size (32)));
typedef uint64_t v4 __attribute__ ((vector_size (32)));

#if defined(__clang__) || __GNUC__ >= 12
#define SHUF(x, ...) __builtin_shufflevector (x, x, __VA_ARGS__)
#else
typedef int32_t v8i __attribute__ ((vector_size (32)));
#define SHUF(x, ...) __builtin_shuffle (x, (v8i) { __VA_ARGS__ })
#endif

#define BAND_ALL 0x7FFFFFFu /* 27 cells */
#define ROW0 0x1FFu
#define TRI 0x1249249u    /* the low cell of each triad */
#define BOX01 0x241209u   /* ... of boxes 0 and 1 of each row */
#define BOX2 0x1008040u   /* ... of box 2 of each row */
#define COL01 0xDBu       /* columns 0, 1 of each stack in a 9-bit row */
#define COL2 0x124u       /* column 2 of each stack */
#define TOP 0x80000000u

static const v8 every_cell = { BAND_ALL, BAND_ALL, BAND_ALL, 0,
                               BAND_ALL, BAND_ALL, BAND_ALL, 0 };

typedef struct g9 {
  v8 x[5]; /* digits 2k and 2k+1 */
  v8 open; /* open cells, in lanes 0-2 and again in 4-6 */
} g9;

static inline uint32_t *
word (g9 *g, int d, int b)
{
  return (uint32_t *) &g->x[d >> 1] + (d & 1) * 4 + b;
}

static inline uint32_t
word_of (const g9 *g, int d, int b)
{
  return g->x[d >> 1][(d & 1) * 4 + b];
}

static inline int
any (v8 x)
{
  v4 q = (v4) x;
  return ((q[0] | q[1]) | (q[2] | q[3])) != 0;
}

static inline int
count_bits (uint32_t x)
{
#ifdef FAST9_POPCNT
  return __builtin_popcount (x);
#else
  x = x - (x >> 1 & 0x55555555u);
  x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return (int) (x * 0x01010101u >> 24);
#endif
}

/* Both halves of a vector combined: lanes 0-3 and 4-7 swapped. */
static inline v8
swap_halves (v8 x)
{
  return SHUF (x, 4, 5, 6, 7, 0, 1, 2, 3);
}

/* ---- tables (built once) ---------------------------------------------- */

static uint32_t peers[81][3]; /* a cell's peers, per band, itself excluded */

static void
init_peers (void)
{
  for (int i = 0; i < 81; i++)
    for (int j = 0; j < 81; j++)
      {
        int ri = i / 9, ci = i % 9, rj = j / 9, cj = j % 9;
        if (j != i && (ri == rj || ci == cj
                       || (ri / 3 == rj / 3 && ci / 3 == cj / 3)))
          peers[i][j / 27] |= 1u << (j % 27);
      }
}

static pthread_once_t peers_once = PTHREAD_ONCE_INIT;

/* ---- the filters ------------------------------------------------------ */

/* Triad bits: the value at box j is y's at box j + 1 of the same row. */
static inline v8
box_next (v8 y)
{
  return ((y >> 3) & BOX01) | ((y << 6) & BOX2);
}

/* Rows and boxes; a's and b's bits above 26 are cleared by box_next. */
static inline v8
band_filter (v8 x)
{
  v8 t = (x | x >> 1 | x >> 2) & TRI;
  v8 a = t >> 9 | t << 18; /* row k holds row k + 1 */
  v8 b = t >> 18 | t << 9; /* row k holds row k + 2 */
  v8 s = t & box_next ((a & box_next (b)) | (box_next (a) & b));
  return x & (s | s << 1 | s << 2);
}

/* Columns of a 9-bit row: the value at column k of a stack is y's at
 * column k + 1 of the same stack. */
static inline v8
col_next (v8 y)
{
  return ((y >> 1) & COL01) | ((y << 2) & COL2);
}

static inline v8
stack_filter (v8 x)
{
  v8 c = (x | x >> 9 | x >> 18) & ROW0;
  v8 a = SHUF (c, 1, 2, 0, 3, 5, 6, 4, 7); /* band b holds band b + 1 */
  v8 b = SHUF (c, 2, 0, 1, 3, 6, 4, 5, 7);
  v8 s = c & col_next ((a & col_next (b)) | (col_next (a) & b));
  return x & (s | s << 9 | s << 18);
}

/* The cells alone in their row. */
static inline v8
row_alone (v8 x)
{
  v8 r0 = x & ROW0, r1 = x & ROW0 << 9, r2 = x & ROW0 << 18;
  return (r0 & (v8) ((r0 & (r0 - 1)) == 0))
         | (r1 & (v8) ((r1 & (r1 - 1)) == 0))
         | (r2 & (v8) ((r2 & (r2 - 1)) == 0));
}

/* ---- one round -------------------------------------------------------- */

/* Band filter on every digit; 0 when a digit lost a whole band.  The
 * unused lanes are set to 1 before subtracting, so only a real band word
 * of 0 wraps to the top bit. */
static inline int
filter_bands (v8 *x)
{
  static const v8 pad = { 0, 0, 0, 1, 0, 0, 0, 1 };
  static const v8 pad4 = { 0, 0, 0, 1, 1, 1, 1, 1 };
  v8 z = { 0 };
  for (int k = 0; k < 5; k++)
    {
      x[k] = band_filter (x[k]);
      z |= (x[k] | (k < 4 ? pad : pad4)) - 1;
    }
  return !any (z & TOP);
}

/* Hidden singles: 0 when two digits claim one cell. */
static inline int
hidden_singles (v8 *x, v8 *open)
{
  v8 h[5], one = { 0 }, two = { 0 };
  for (int k = 0; k < 5; k++)
    {
      h[k] = row_alone (x[k]) & *open;
      two |= one & h[k];
      one |= h[k];
    }
  v8 o = swap_halves (one);
  if (any (two | swap_halves (two) | (one & o)))
    return 0;
  one |= o;
  if (!any (one))
    return 1;
  for (int k = 0; k < 5; k++)
    x[k] = (x[k] & ~one) | h[k];
  *open &= ~one;
  return 1;
}

/* Naked singles: 0 on an empty cell, or on two cells of one row left
 * with the same single digit. */
static inline int
naked_singles (v8 *x, v8 *open)
{
  v8 one = x[0], two = { 0 };
  for (int k = 1; k < 5; k++)
    {
      two |= one & x[k];
      one |= x[k];
    }
  v8 o = swap_halves (one);
  two |= swap_halves (two) | (one & o);
  one |= o;
  if (any (every_cell & ~one))
    return 0;
  v8 n = one & ~two & *open, bad = { 0 };
  if (!any (n))
    return 1;
  for (int k = 0; k < 5; k++)
    {
      v8 mine = x[k] & n;
      for (int r = 0; r < 27; r += 9)
        {
          v8 row = (v8) { 0 } + (ROW0 << r), m = mine & row;
          v8 none = (v8) (m == 0);
          x[k] &= ~(row & ~none) | m;
          bad |= m & (m - 1);
        }
    }
  *open &= ~n;
  return !any (bad);
}

/* ---- triads ----------------------------------------------------------- */

/* Adds x into saturating bit-sliced counters c[0..3] (at least 1..4). */
static inline void
count4 (v8 *c, v8 x)
{
  c[3] |= c[2] & x;
  c[2] |= c[1] & x;
  c[1] |= c[0] & x;
  c[0] |= x;
}

/* Counters of the two halves combined (digits 2k with digits 2k + 1). */
static inline void
merge4 (v8 *c)
{
  v8 s[4] = { swap_halves (c[0]), swap_halves (c[1]), swap_halves (c[2]),
              swap_halves (c[3]) };
  c[3] |= s[3] | (c[2] & s[0]) | (c[1] & s[1]) | (c[0] & s[2]);
  c[2] |= s[2] | (c[1] & s[0]) | (c[0] & s[1]);
  c[1] |= s[1] | (c[0] & s[0]);
  c[0] |= s[0];
}

/* Triad bits alone in their row of three (the y's triads of one row). */
static inline v8
alone_in_row (v8 y)
{
  v8 n1 = box_next (y), n2 = box_next (n1);
  return y & ~(n1 | n2);
}

/* The other triads of the rows that hold one of y's. */
static inline v8
row_mates (v8 y)
{
  v8 n1 = box_next (y), n2 = box_next (n1);
  return (n1 | n2) & ~y;
}

/* The same for columns inside a stack, in 9-bit column words. */
static inline v8
alone_in_stack (v8 y)
{
  v8 n1 = col_next (y), n2 = col_next (n1);
  return y & ~(n1 | n2);
}

static inline v8
stack_mates (v8 y)
{
  v8 n1 = col_next (y), n2 = col_next (n1);
  return (n1 | n2) & ~y;
}

/* Rows inside boxes: t[k] the triads where the digits have a place. */
static inline int
row_triads (v8 *x)
{
  v8 t[5], f[5], ct[4] = { { 0 } }, cf[4] = { { 0 } };
  for (int k = 0; k < 5; k++)
    {
      t[k] = (x[k] | x[k] >> 1 | x[k] >> 2) & TRI;
      f[k] = alone_in_row (t[k]);
      count4 (ct, t[k]);
      count4 (cf, f[k]);
    }
  merge4 (ct);
  merge4 (cf);
  static const v8 tri = { TRI, TRI, TRI, 0, TRI, TRI, TRI, 0 };
  if (any ((tri & ~ct[2]) | cf[3]))
    return 0;
  v8 has3 = ct[2] & ~ct[3], fix3 = cf[2] & ~cf[3];
  if (!any (has3 | fix3))
    return 1;
  for (int k = 0; k < 5; k++)
    {
      v8 drop = row_mates (t[k] & has3) | (fix3 & t[k] & ~f[k]);
      x[k] &= ~(drop | drop << 1 | drop << 2);
    }
  return 1;
}

/* Columns inside boxes, in 9-bit column words per band. */
static inline int
col_triads (v8 *x)
{
  v8 t[5], f[5], ct[4] = { { 0 } }, cf[4] = { { 0 } };
  for (int k = 0; k < 5; k++)
    {
      t[k] = (x[k] | x[k] >> 9 | x[k] >> 18) & ROW0;
      f[k] = alone_in_stack (t[k]);
      count4 (ct, t[k]);
      count4 (cf, f[k]);
    }
  merge4 (ct);
  merge4 (cf);
  static const v8 col = { ROW0, ROW0, ROW0, 0, ROW0, ROW0, ROW0, 0 };
  if (any ((col & ~ct[2]) | cf[3]))
    return 0;
  v8 has3 = ct[2] & ~ct[3], fix3 = cf[2] & ~cf[3];
  if (!any (has3 | fix3))
    return 1;
  for (int k = 0; k < 5; k++)
    {
      v8 drop = stack_mates (t[k] & has3) | (fix3 & t[k] & ~f[k]);
      x[k] &= ~(drop | drop << 9 | drop << 18);
    }
  return 1;
}

/* ---- propagation ------------------------------------------------------ */

typedef struct kv {
  ss_result *res;
  ss_budget budget;
  ss_stats st;
  int stop;    /* K reached or budget spent */
  int gave_up; /* budget spent */
} kv;

static inline int
changed (const v8 *x, const v8 *old)
{
  v8 d = { 0 };
  for (int k = 0; k < 5; k++)
    d |= x[k] ^ old[k];
  return any (d);
}

static int
open_cells (v8 open)
{
  return count_bits (open[0]) + count_bits (open[1]) + count_bits (open[2]);
}

/* Every rule to the fixpoint; 0 on a contradiction. */
static int
propagate (g9 *g, kv *k)
{
  v8 x[5], old[5], open = g->open;
  int before = open_cells (open);
  memcpy (x, g->x, sizeof x);
  for (;;)
    {
      memcpy (old, x, sizeof old);
      if (!filter_bands (x))
        return 0;
      for (int j = 0; j < 5; j++)
        x[j] = stack_filter (x[j]);
      if (!hidden_singles (x, &open) || !naked_singles (x, &open))
        return 0;
      if (changed (x, old))
        continue;
      if (!row_triads (x) || !col_triads (x))
        return 0;
      if (!changed (x, old))
        break;
    }
  memcpy (g->x, x, sizeof x);
  g->open = open;
  k->st.propagations += (uint64_t) (before - open_cells (open));
  return 1;
}

/* ---- search ----------------------------------------------------------- */

/* Puts digit d in cell pos of band b: the other digits leave the cell,
 * d's row is cut to it (the filters clear its other peers). */
static void
place (g9 *g, int d, int b, int pos)
{
  uint32_t bit = 1u << pos, row = ROW0 << (pos / 9 * 9);
  v8 cell = { 0 };
  cell[b] = cell[b + 4] = bit;
  for (int j = 0; j < 5; j++)
    g->x[j] &= ~cell;
  g->open &= ~cell;
  uint32_t *w = word (g, d, b);
  *w = (*w & ~row) | bit;
}

static int
digits_at (const g9 *g, int b, int pos)
{
  int m = 0;
  for (int d = 0; d < 9; d++)
    m |= (int) (word_of (g, d, b) >> pos & 1) << d;
  return m;
}

/* How much placing either digit of two-candidate cell i would settle:
 * its digits' candidates among i's open peers, plus twice the number of
 * two-candidate peers. */
static int
impact (const g9 *g, int i, const uint32_t *pairs)
{
  const uint32_t *pm = peers[i];
  int b = i / 27, pos = i % 27, score = 0;
  uint32_t open[3] = { pm[0] & g->open[0], pm[1] & g->open[1],
                       pm[2] & g->open[2] };
  for (int j = 0; j < 3; j++)
    score += 2 * count_bits (pairs[j] & pm[j]);
  for (int m = digits_at (g, b, pos); m; m &= m - 1)
    {
      int d = __builtin_ctz ((unsigned) m);
      for (int j = 0; j < 3; j++)
        score += count_bits (word_of (g, d, j) & open[j]);
    }
  return score;
}

/* The branch cell (see the model), as 27 * band + position. */
static int
pick_cell (const g9 *g)
{
  v8 c[3] = { { 0 } };
  for (int k = 0; k < 5; k++)
    {
      c[2] |= c[1] & g->x[k];
      c[1] |= c[0] & g->x[k];
      c[0] |= g->x[k];
    }
  v8 s0 = swap_halves (c[0]), s1 = swap_halves (c[1]);
  v8 two = c[1] | s1 | (c[0] & s0);
  v8 three = c[2] | swap_halves (c[2]) | (c[1] & s0) | (c[0] & s1);
  v8 p = two & ~three & g->open;
  uint32_t pairs[3] = { p[0], p[1], p[2] };
  int best = -1, best_score = -1;
  for (int b = 0; b < 3; b++)
    for (uint32_t x = pairs[b]; x; x &= x - 1)
      {
        int i = 27 * b + __builtin_ctz (x), score = impact (g, i, pairs);
        if (score > best_score)
          best_score = score, best = i;
      }
  if (best >= 0)
    return best;
  int best_n = 10;
  for (int b = 0; b < 3; b++)
    for (uint32_t x = g->open[b]; x; x &= x - 1)
      {
        int pos = __builtin_ctz (x), n = count_bits ((uint32_t) digits_at (g, b, pos));
        if (n < best_n)
          best_n = n, best = 27 * b + pos;
      }
  return best;
}

static void
emit (const g9 *g, kv *k)
{
  uint8_t cells[81];
  for (int d = 0; d < 9; d++)
    for (int b = 0; b < 3; b++)
      for (uint32_t x = word_of (g, d, b); x; x &= x - 1)
        cells[27 * b + __builtin_ctz (x)] = (uint8_t) (d + 1);
  if (ss_result_found (k->res, cells))
    k->stop = 1;
}

/* g is at a consistent fixpoint; the last branch reuses it. */
static void
search (g9 *g, kv *k)
{
  k->st.nodes++;
  if (!any (g->open))
    {
      emit (g, k);
      return;
    }
  if (ss_budget_spent (&k->budget, k->st.nodes))
    {
      k->stop = k->gave_up = 1;
      return;
    }
  int i = pick_cell (g), b = i / 27, pos = i % 27;
  int digits = digits_at (g, b, pos);
  while (digits && !k->stop)
    {
      int d = __builtin_ctz ((unsigned) digits);
      digits &= digits - 1;
      g9 copy, *t = g;
      if (digits)
        copy = *g, t = &copy;
      k->st.guesses++;
      place (t, d, b, pos);
      if (propagate (t, k))
        search (t, k);
      else
        k->st.dead_ends++;
    }
}

/* Loads the givens; 0 when one is no longer possible (two givens clash
 * in a row; the wrapper rules clashes out, the kernel does not rely on
 * it).  The other clashes show up in the first propagation. */
static int
load (g9 *g, const ss_grid *p)
{
  memset (g, 0, sizeof *g);
  for (int d = 0; d < 9; d++)
    for (int b = 0; b < 3; b++)
      *word (g, d, b) = BAND_ALL;
  g->open = every_cell;
  for (int i = 0; i < 81; i++)
    {
      int v = p->cell[i], b = i / 27, pos = i % 27;
      if (!v)
        continue;
      if (!(word_of (g, v - 1, b) >> pos & 1))
        return 0;
      place (g, v - 1, b, pos);
    }
  return 1;
}

ss_outcome
FAST9_ENTRY (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  pthread_once (&peers_once, init_peers);
  kv k;
  memset (&k, 0, sizeof k);
  k.res = res;
  ss_budget_start (&k.budget, o);
  g9 g;
  if (load (&g, p) && propagate (&g, &k))
    search (&g, &k);
  else
    k.st.dead_ends++;
  return ss_fast_finish (res, &k.st, &k.budget, k.gave_up);
}
