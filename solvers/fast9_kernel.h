/* fast9_kernel.h -- the fast solver's 9x9 kernel for vector units,
 * written once and compiled once per instruction set.
 *
 * Model: all nine digits at once.  The state holds, for each digit, the
 * cells where it may still go as three 27-bit band words (band b is rows
 * 3b..3b+2, cell i is bit i - 27b), and the set of open (not yet settled)
 * cells.  A vector of W 32-bit lanes holds W/4 digits, four lanes each:
 * the digit's three bands and a lane that stays 0; the digit slots past
 * the ninth stay 0 too.  So the nine digits fill NV vectors (five of 8
 * lanes, or three of 16), and every rule below is a few whole-vector
 * operations, the same for each digit and band, with no table lookup and
 * no branch per cell.  The vectors are GCC/clang vector extensions, and
 * the few things those cannot say (a test for zero, a sign mask, pext)
 * are AVX2 or AVX-512 intrinsics.  Four lanes per digit (rather than
 * three, which would fit five digits in 16 lanes) keep the shuffles that
 * fold the digit slots cheap: the three-lane layout measured 10% slower.
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
 * A state is solved when no cell is open at a fixpoint: then every cell
 * holds one digit and every digit meets every row, column and box, so by
 * counting each exactly once.  These are the portable kernel's rules
 * (fast.c), there applied digit by digit with tables; both reach the same
 * fixpoint, so both search the same tree (the tests compare the counters).
 *
 * Search: depth first, copying the state on each branch.  The branch
 * cell is an open cell with two candidates, the one whose digits have
 * the most candidates among its open peers, counting three for each peer
 * with two candidates that holds one of them (it becomes a single); with
 * no such cell, a cell with the fewest candidates.
 *
 * The including file sets the target (AVX2 and BMI2, or AVX-512 F, VL,
 * BW, DQ and BMI2), includes <immintrin.h>, and defines FAST9_ENTRY (the
 * entry point's name) and FAST9_AVX512 (16 lanes) or FAST9_AVX2 (8).
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

#if defined(FAST9_AVX512)
#define FAST9_W 16
typedef uint32_t vec __attribute__ ((vector_size (64)));
#define NV 3
#define LANES4(a, b, c, d) { a, b, c, d, a, b, c, d, a, b, c, d, a, b, c, d }
#elif defined(FAST9_AVX2)
#define FAST9_W 8
typedef uint32_t vec __attribute__ ((vector_size (32)));
#define NV 5
#define LANES4(a, b, c, d) { a, b, c, d, a, b, c, d }
#else
#error "define FAST9_AVX2 or FAST9_AVX512"
#endif
#define DPV (FAST9_W / 4) /* digits per vector */

#if defined(__clang__) || __GNUC__ >= 12
#define SHUF2(x, y, ...) __builtin_shufflevector (x, y, __VA_ARGS__)
#else
typedef int32_t vec_index __attribute__ ((vector_size (FAST9_W * 4)));
#define SHUF2(x, y, ...) __builtin_shuffle (x, y, (vec_index) { __VA_ARGS__ })
#endif
#define SHUF(x, ...) SHUF2 (x, x, __VA_ARGS__)

/* Loops over the vectors are unrolled, so that they stay in registers. */
#define UNROLL _Pragma ("GCC unroll 5")

#define BAND_ALL 0x7FFFFFFu /* 27 cells */
#define ROW0 0x1FFu
#define TRI 0x1249249u      /* the low cell of each triad */
#define BOX01 0x241209u     /* ... of boxes 0 and 1 of each row */
#define COL01 0xDBu         /* columns 0, 1 of each stack in a 9-bit row */
#define ROW_ONES 0x40201u   /* the first cell of each row */
#define TOP 0x80000000u

/* A constant in every lane (written out, so it is loaded, not built). */
#define VC(c) ((vec) LANES4 ((c), (c), (c), (c)))

static const vec every_cell = LANES4 (BAND_ALL, BAND_ALL, BAND_ALL, 0);

typedef struct g9 {
  vec x[NV]; /* digits DPV*k .. DPV*k + DPV-1 */
  vec open;  /* open cells, in lanes 0-2 of every group of four */
} g9;

/* Digit d's word of band b (lanes are read and written by subscript,
 * which GCC and clang define for vectors). */
static inline uint32_t
word_of (const g9 *g, int d, int b)
{
  return g->x[d / DPV][(d % DPV) * 4 + b];
}

static inline void
set_word (g9 *g, int d, int b, uint32_t w)
{
  g->x[d / DPV][(d % DPV) * 4 + b] = w;
}

static inline int
any (vec x)
{
#if defined(FAST9_AVX512)
  return _mm512_test_epi32_mask ((__m512i) x, (__m512i) x) != 0;
#else
  return !_mm256_testz_si256 ((__m256i) x, (__m256i) x);
#endif
}

/* Bits of a where m is set, of b elsewhere. */
static inline vec
select_bits (vec a, vec b, vec m)
{
#ifdef FAST9_AVX512
  return (vec) _mm512_ternarylogic_epi32 ((__m512i) a, (__m512i) b,
                                          (__m512i) m, 0xE4);
#else
  return (a & m) | (b & ~m);
#endif
}

static inline int
count_bits (uint32_t x)
{
  return __builtin_popcount (x); /* popcnt: both targets have it */
}

/* ---- across the digits of one vector ----------------------------------- */

/* Folding step s pairs each digit slot with another one; after every
 * step, each slot has seen all the digits of its vector. */
#if FAST9_W == 16
#define FOLD_STEPS 2
static inline vec
partner (vec x, int s)
{
  return s == 0 ? SHUF (x, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5,
                        6, 7)
                : SHUF (x, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9,
                        10, 11);
}
#define ROT_BAND1(c) SHUF (c, 1, 2, 0, 3, 5, 6, 4, 7, 9, 10, 8, 11, 13, 14, \
                           12, 15)
#define ROT_BAND2(c) SHUF (c, 2, 0, 1, 3, 6, 4, 5, 7, 10, 8, 9, 11, 14, 12, \
                           13, 15)
#else
#define FOLD_STEPS 1
static inline vec
partner (vec x, int s)
{
  (void) s;
  return SHUF (x, 4, 5, 6, 7, 0, 1, 2, 3);
}
#define ROT_BAND1(c) SHUF (c, 1, 2, 0, 3, 5, 6, 4, 7)
#define ROT_BAND2(c) SHUF (c, 2, 0, 1, 3, 6, 4, 5, 7)
#endif

/* Bit-sliced counters: c[j] holds the cells seen at least j + 1 times
 * (saturating at n layers).  add_count adds one set, fold_count adds the
 * other digit slots of the vector, so every slot holds the total. */
static inline void
add_count (vec *c, int n, vec x)
{
  for (int j = n - 1; j > 0; j--)
    c[j] |= c[j - 1] & x;
  c[0] |= x;
}

static inline void
fold_count (vec *c, int n)
{
  for (int s = 0; s < FOLD_STEPS; s++)
    {
      vec p[4];
      for (int j = 0; j < n; j++)
        p[j] = partner (c[j], s);
      for (int j = n - 1; j >= 0; j--)
        {
          c[j] |= p[j];
          for (int i = 0; i < j; i++)
            c[j] |= c[i] & p[j - 1 - i];
        }
    }
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

/* Triad bits: the value at box j is y's at box j + 1 of the same row.
 * Only the triads' low cells are meaningful; bits above 26 are left over
 * (a bit select on one mask, one instruction with AVX-512), and the
 * callers clear them. */
static inline vec
box_next (vec y)
{
  return select_bits (y >> 3, y << 6, VC (BOX01));
}

/* Rows and boxes; the bits above 26 that a, b and box_next leave are
 * cleared by the final & t. */
static inline vec
band_filter (vec x)
{
  vec t = (x | x >> 1 | x >> 2) & VC (TRI);
  vec a = t >> 9 | t << 18; /* row k holds row k + 1 */
  vec b = t >> 18 | t << 9; /* row k holds row k + 2 */
  vec s = t & box_next ((a & box_next (b)) | (box_next (a) & b));
  return x & (s | s << 1 | s << 2);
}

/* Columns of a 9-bit row: the value at column k of a stack is y's at
 * column k + 1 of the same stack (bits 9 and 10 are left over, as in
 * box_next; the stack filter's final & c clears them). */
static inline vec
col_next (vec y)
{
  return select_bits (y >> 1, y << 2, VC (COL01));
}

static inline vec
stack_filter (vec x)
{
  vec c = (x | x >> 9 | x >> 18) & VC (ROW0);
  vec a = ROT_BAND1 (c); /* band b holds band b + 1 */
  vec b = ROT_BAND2 (c);
  vec s = c & col_next ((a & col_next (b)) | (col_next (a) & b));
  return x & (s | s << 9 | s << 18);
}

/* The 9-bit rows of y that are not empty, as a cell mask.  Adding a
 * full row carries out of a non-empty one; rows 0 and 2 are added apart
 * from row 1, so no carry reaches the next row; then the carry bits at
 * 9, 18 and 27, minus themselves shifted down by 9, fill their rows. */
static inline vec
rows_used (vec y)
{
  const vec r02 = VC (ROW0 | ROW0 << 18), r1 = VC (ROW0 << 9);
  vec c = (((y & r02) + r02) & VC (1u << 9 | 1u << 27))
          | (((y & r1) + r1) & VC (1u << 18));
  return c - (c >> 9);
}

/* The cells alone in their row, when no row is empty (as after the band
 * filter): subtracting 1 from each row clears its lowest cell, with no
 * borrow from one row to the next. */
static inline vec
row_alone (vec x)
{
  return x & ~rows_used (x & (x - VC (ROW_ONES)));
}

/* ---- one round -------------------------------------------------------- */

/* The rules of a round report a contradiction by adding bits to *bad,
 * which the round tests once at its end: going on from a contradiction
 * is harmless (the state is dropped), and saves a branch per rule. */

/* Band filter on every digit, its losses added to *lost.  A digit that
 * lost a whole band is a contradiction: the unused lanes are set to 1
 * before subtracting 1, so only a real band word of 0 wraps round to the
 * top bit. */
static inline void
filter_bands (vec *x, vec *lost, vec *bad)
{
  static const vec pad = LANES4 (0, 0, 0, 1);
#if FAST9_W == 16
  static const vec pad_last = { 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                1, 1 };
#else
  static const vec pad_last = { 0, 0, 0, 1, 1, 1, 1, 1 };
#endif
  UNROLL
  for (int k = 0; k < NV; k++)
    {
      vec y = band_filter (x[k]);
      *lost |= x[k] ^ y;
      x[k] = y;
      *bad |= ((y | (k < NV - 1 ? pad : pad_last)) - 1) & VC (TOP);
    }
}

/* Hidden singles h[k] (found right after the band filter, while no row
 * is empty): the other digits leave those cells.  A cell that lost its
 * own digit since is left empty, which the naked singles' count
 * catches; two digits claiming one cell are a contradiction. */
static inline void
hidden_singles (vec *x, const vec *h, vec *open, vec *bad)
{
  vec c[2] = { { 0 } };
  UNROLL
  for (int k = 0; k < NV; k++)
    add_count (c, 2, h[k]);
  fold_count (c, 2);
  *bad |= c[1];
  UNROLL
  for (int k = 0; k < NV; k++)
    x[k] &= ~c[0] | h[k];
  *open &= ~c[0];
}

/* Naked singles; an empty cell, or two cells of one row left with the
 * same single digit, are contradictions. */
static inline void
naked_singles (vec *x, vec *open, vec *bad)
{
  vec c[2] = { { 0 } };
  UNROLL
  for (int k = 0; k < NV; k++)
    add_count (c, 2, x[k]);
  fold_count (c, 2);
  vec n = c[0] & ~c[1] & *open, conflict = every_cell & ~c[0];
  *bad |= conflict;
  if (!any (n))
    return;
  UNROLL
  for (int k = 0; k < NV; k++)
    {
      vec mine = x[k] & n, used = rows_used (mine);
      x[k] = (x[k] & ~used) | mine;
      vec y = mine | (~used & VC (ROW_ONES)); /* empty rows get a cell */
      conflict |= y & (y - VC (ROW_ONES));
    }
  *open &= ~n;
  *bad |= conflict;
}

/* ---- propagation ------------------------------------------------------ */

typedef struct k9v {
  ss_result *res;
  ss_budget budget;
  ss_stats st;
  int stop;    /* K reached or budget spent */
  int gave_up; /* budget spent */
} k9v;

static int
open_cells (vec open)
{
  return count_bits (open[0]) + count_bits (open[1]) + count_bits (open[2]);
}

/* Every rule to the fixpoint; 0 on a contradiction.  The rules only
 * remove candidates, so a round changed something iff some word lost a
 * bit: the filters' losses are collected as they go, and the singles
 * change the open cells when they change anything. */
static int
propagate (g9 *g, k9v *k)
{
  vec x[NV], open = g->open;
  int before = open_cells (open), ok = 0;
  memcpy (x, g->x, sizeof x);
  for (;;)
    {
      vec h[NV], lost = { 0 }, bad = { 0 }, was = open;
      filter_bands (x, &lost, &bad);
      UNROLL
      for (int j = 0; j < NV; j++)
        {
          h[j] = row_alone (x[j]) & open;
          vec y = stack_filter (x[j]);
          lost |= x[j] ^ y;
          x[j] = y;
        }
      hidden_singles (x, h, &open, &bad);
      naked_singles (x, &open, &bad);
      if (any (bad))
        goto out;
      if (!any (lost | (was ^ open)))
        break;
    }
  memcpy (g->x, x, sizeof x);
  g->open = open;
  ok = 1;
out:
  k->st.propagations += (uint64_t) (before - open_cells (open));
  return ok;
}

/* ---- search ----------------------------------------------------------- */

/* Puts digit d in cell pos of band b: the other digits leave the cell,
 * d's row is cut to it (the filters clear its other peers). */
static void
place (g9 *g, int d, int b, int pos)
{
  uint32_t bit = 1u << pos, row = ROW0 << (pos / 9 * 9);
  vec cell = { 0 };
  for (int q = 0; q < DPV; q++)
    cell[4 * q + b] = bit;
  UNROLL
  for (int j = 0; j < NV; j++)
    g->x[j] &= ~cell;
  g->open &= ~cell;
  set_word (g, d, b, (word_of (g, d, b) & ~row) | bit);
}

/* The digits that may go in cell pos of band b, as a 9-bit set: the
 * cell's bit is shifted to each lane's sign, whose mask (one bit per
 * lane) holds the digits of vector k at bits b, b + 4, ... */
static inline int
digits_at (const g9 *g, int b, int pos)
{
  unsigned digits = 0;
  UNROLL
  for (int k = 0; k < NV; k++)
    {
      vec y = g->x[k] << (31 - pos);
#ifdef FAST9_AVX512
      unsigned m = _mm512_movepi32_mask ((__m512i) y);
      digits |= _pext_u32 (m >> b, 0x1111u) << (DPV * k);
#else
      unsigned m = (unsigned) _mm256_movemask_ps ((__m256) y);
      digits |= _pext_u32 (m >> b, 0x11u) << (DPV * k);
#endif
    }
  return (int) digits;
}

/* The words of band b of digits 0..8 side by side in t[b] (lane d), so
 * that one shift and one sign mask give a cell's digits.  With 8 lanes
 * digit 8 is left out (cell_digits reads it from x[4]). */
#if FAST9_W == 16
#define BAND_MAJOR(x, b)                                                  \
  SHUF2 (SHUF2 (x[0], x[1], b, 4 + b, 8 + b, 12 + b, 16 + b, 20 + b,     \
                24 + b, 28 + b, b, b, b, b, b, b, b, b),                  \
         x[2], 0, 1, 2, 3, 4, 5, 6, 7, 16 + b, 8, 8, 8, 8, 8, 8, 8)
#else
#define BAND_MAJOR(x, b)                                                  \
  SHUF2 (SHUF2 (x[0], x[1], b, 4 + b, 8 + b, 12 + b, b, b, b, b),         \
         SHUF2 (x[2], x[3], b, 4 + b, 8 + b, 12 + b, b, b, b, b), 0, 1, 2, \
         3, 8, 9, 10, 11)
#endif

static inline unsigned
cell_digits (const vec *t, const vec *x, int b, int pos)
{
  vec y = t[b] << (31 - pos);
#ifdef FAST9_AVX512
  (void) x;
  return _mm512_movepi32_mask ((__m512i) y) & 0x1FFu;
#else
  return (unsigned) _mm256_movemask_ps ((__m256) y)
         | (x[4][b] >> pos & 1) << 8;
#endif
}

/* Of the open cells with two candidates (p, at least one), the one with
 * the most impact: for each of its two digits, the digit's open cells
 * among i's peers (what placing it there removes), plus three times the
 * two-candidate peers that hold either digit (each becomes a single in
 * one of the branches).  Digit d's band words are w[4d .. 4d + 2]. */
static int
best_pair (const g9 *g, const uint32_t *p)
{
  vec xo[NV], t[3];
  UNROLL
  for (int k = 0; k < NV; k++)
    xo[k] = g->x[k] & g->open;
  t[0] = BAND_MAJOR (xo, 0);
  t[1] = BAND_MAJOR (xo, 1);
  t[2] = BAND_MAJOR (xo, 2);
  uint32_t w[NV * FAST9_W]; /* digit d's band words at 4d .. 4d + 2 */
  memcpy (w, xo, sizeof w);
  int best = -1, best_score = -1;
  for (int b = 0; b < 3; b++)
    for (uint32_t x = p[b]; x; x &= x - 1)
      {
        int pos = __builtin_ctz (x), i = 27 * b + pos;
        const uint32_t *pm = peers[i];
        unsigned m = cell_digits (t, xo, b, pos);
        const uint32_t *w1 = w + 4 * __builtin_ctz (m);
        const uint32_t *w2 = w + 4 * __builtin_ctz (m & (m - 1));
        int score = count_bits (w1[0] & pm[0]) + count_bits (w1[1] & pm[1])
                    + count_bits (w1[2] & pm[2]) + count_bits (w2[0] & pm[0])
                    + count_bits (w2[1] & pm[1]) + count_bits (w2[2] & pm[2])
                    + 3 * (count_bits (p[0] & pm[0] & (w1[0] | w2[0]))
                           + count_bits (p[1] & pm[1] & (w1[1] | w2[1]))
                           + count_bits (p[2] & pm[2] & (w1[2] | w2[2])));
        if (score > best_score)
          best_score = score, best = i;
      }
  return best;
}

/* The branch cell (see the model), as 27 * band + position. */
static int
pick_cell (const g9 *g)
{
  vec c[3] = { { 0 } };
  UNROLL
  for (int k = 0; k < NV; k++)
    add_count (c, 3, g->x[k]);
  fold_count (c, 3);
  vec p = c[1] & ~c[2] & g->open;
  if (any (p))
    {
      uint32_t pairs[3] = { p[0], p[1], p[2] };
      return best_pair (g, pairs);
    }
  int best = -1, best_n = 10;
  for (int b = 0; b < 3; b++)
    for (uint32_t x = g->open[b]; x; x &= x - 1)
      {
        int pos = __builtin_ctz (x);
        int n = count_bits ((uint32_t) digits_at (g, b, pos));
        if (n < best_n)
          best_n = n, best = 27 * b + pos;
      }
  return best;
}

static void
emit (const g9 *g, k9v *k)
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
search (g9 *g, k9v *k)
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
 * it).  Other clashes show up in the first propagation. */
static int
load (g9 *g, const ss_grid *p)
{
  memset (g, 0, sizeof *g);
  for (int d = 0; d < 9; d++)
    for (int b = 0; b < 3; b++)
      set_word (g, d, b, BAND_ALL);
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

static ss_outcome
FAST9_ENTRY (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  pthread_once (&peers_once, init_peers);
  k9v k;
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
