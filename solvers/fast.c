/* fast.c -- the fast solver's entry point and its 9x9 bitboard kernel.
 *
 * Model (digit-oriented bitboards, in the family of JCZSolve and fsss2;
 * written from the published ideas, not from their code): the state is,
 * for each digit d, the set of cells where d may still go, and the set of
 * cells not yet placed.  A set of 81 cells is three 27-bit bands, one
 * 32-bit word each (band b holds rows 3b..3b+2, cell i is bit i - 27b).
 * A placed cell stays in its own digit's set and leaves every other one,
 * so the whole state is 30 words: a branch copies 120 bytes, no undo.
 *
 * Propagation, per digit, until nothing changes:
 *   - band filter: in a band a digit occupies one triad (3 cells of a row
 *     inside a box) per row and per box, so its triads form a 3x3
 *     permutation matrix.  A 512-entry table maps the occupied triads to
 *     the union of the permutations they contain; triads outside it go.
 *     This finds empty rows and boxes and does every locked-candidate
 *     (pointing and claiming) elimination along rows, in three lookups.
 *   - stack filter: the same table on (band, column) triads of each stack
 *     does the column direction.
 *   - row singles: a row left with one cell places the digit there.  With
 *     both filters at their fixpoint every hidden single (row, column or
 *     box) shows up as a row single (see docs/fast.md).
 * and across digits, by bit-sliced counting over the nine sets:
 *   - a cell in no set is a contradiction, a cell in one set is a naked
 *     single.
 * Branching: a cell with two candidates (found by the same counting with
 * a third layer), else the cell with the fewest.
 */
#include "fast.h"
#include "fast9.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define BAND_ALL 0x7FFFFFFu /* 27 cells */
#define ROW_BITS 0x1FFu
#define REPL3 0x40201u /* copies a 9-bit column mask to the 3 rows */

static inline int
ctz32 (uint32_t x)
{
  return __builtin_ctz (x);
}

static inline int
popcount32 (uint32_t x)
{
  x = x - (x >> 1 & 0x55555555u);
  x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return (int) (x * 0x01010101u >> 24);
}

/* ---- tables ----------------------------------------------------------- */

static uint32_t peer9[81][3]; /* peers of a cell, per band (cell excluded) */
static uint8_t occ3[512];     /* 9-bit row -> which of its 3 boxes it uses */
static uint16_t perm9[512];   /* 3x3 triads -> union of permutations in it */
static uint32_t exp27[512];   /* 3x3 triads -> their 27 cells */
static uint16_t lone9[512];   /* 9-bit row -> itself if one bit, else 0 */
static uint32_t spread9[512]; /* stack triads (band, column) -> the same
                                 bits at band * 9 + column, after perm9 */

static int
same_house (int i, int j)
{
  int ri = i / 9, ci = i % 9, rj = j / 9, cj = j % 9;
  return ri == rj || ci == cj || (ri / 3 == rj / 3 && ci / 3 == cj / 3);
}

static void
init_tables (void)
{
  static const int p[6][3] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 },
                               { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };
  for (int i = 0; i < 81; i++)
    for (int j = 0; j < 81; j++)
      if (j != i && same_house (i, j))
        peer9[i][j / 27] |= 1u << (j % 27);
  for (int x = 0; x < 512; x++)
    {
      occ3[x] = (uint8_t) ((x & 7 ? 1 : 0) | (x & 070 ? 2 : 0)
                           | (x & 0700 ? 4 : 0));
      unsigned m = 0, e = 0;
      for (int k = 0; k < 6; k++)
        {
          unsigned pm = 1u << p[k][0] | 1u << (3 + p[k][1])
                        | 1u << (6 + p[k][2]);
          if ((x & pm) == pm)
            m |= pm;
        }
      perm9[x] = (uint16_t) m;
      for (int t = 0; t < 9; t++)
        if (x >> t & 1)
          e |= 7u << (9 * (t / 3) + 3 * (t % 3));
      exp27[x] = e;
      lone9[x] = (uint16_t) (x && !(x & (x - 1)) ? x : 0);
      spread9[x] = (m & 7) | (m & 070) << 6 | (m & 0700) << 12;
    }
}

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

/* ---- state ------------------------------------------------------------ */

typedef struct s9 {
  uint32_t f[27]; /* f[3*d + b]: cells of band b where digit d may go */
  uint32_t u[3];  /* cells not yet placed */
} s9;

typedef struct k9 {
  ss_result *res;
  ss_budget budget;
  ss_stats st;
  int stop;    /* K reached or budget spent */
  int gave_up; /* budget spent */
} k9;

/* Puts digit d in cell i: d leaves i's peers, other digits leave i.
 * Digits other than d that lost a cell are added to *dirty. */
static inline void
place9 (s9 *s, int d, int i, uint32_t *dirty)
{
  const uint32_t *pm = peer9[i];
  uint32_t *f = s->f + 3 * d;
  int b = i / 27, pos = i - 27 * b;
  uint32_t bit = 1u << pos, lost = 0;
  f[0] &= ~pm[0];
  f[1] &= ~pm[1];
  f[2] &= ~pm[2];
  s->u[b] &= ~bit;
  for (int e = 0; e < 9; e++)
    {
      lost |= (s->f[3 * e + b] >> pos & 1) << e;
      s->f[3 * e + b] &= ~bit;
    }
  f[b] |= bit;
  *dirty |= lost & ~(1u << d);
}

/* ---- one digit -------------------------------------------------------- */

/* Rows and boxes of one band; 0 when a row or a box lost every cell. */
static inline int
band_filter (uint32_t *b)
{
  uint32_t x = *b;
  uint32_t t = occ3[x & ROW_BITS] | occ3[x >> 9 & ROW_BITS] << 3
               | occ3[x >> 18] << 6;
  uint32_t p = perm9[t];
  *b = x & exp27[p];
  return p != 0;
}

static inline uint32_t
fold_columns (uint32_t x)
{
  return (x | x >> 9 | x >> 18) & ROW_BITS;
}

/* Columns and boxes of the three stacks; 0 on an empty column or box.
 * w holds each band's occupied columns at bits 9b..9b+8; the triads of
 * stack s (band b, column 3s+k) are the bits 9b + 3s + k, gathered into
 * a 9-bit index, filtered by perm9 and put back (spread9). */
static inline int
stack_filter (uint32_t *b)
{
  uint32_t w = fold_columns (b[0]) | fold_columns (b[1]) << 9
               | fold_columns (b[2]) << 18;
  uint32_t keep = 0;
  int ok = 1;
  for (int s = 0; s < 9; s += 3)
    {
      uint32_t v = w >> s;
      uint32_t a = spread9[(v & 7) | (v >> 6 & 070) | (v >> 12 & 0700)];
      ok &= a != 0;
      keep |= a << s;
    }
  b[0] &= (keep & ROW_BITS) * REPL3;
  b[1] &= (keep >> 9 & ROW_BITS) * REPL3;
  b[2] &= (keep >> 18) * REPL3;
  return ok;
}

/* Cells alone in their row (rows are known not to be empty). */
static inline uint32_t
row_singles (uint32_t x)
{
  return lone9[x & ROW_BITS] | (uint32_t) lone9[x >> 9 & ROW_BITS] << 9
         | (uint32_t) lone9[x >> 18] << 18;
}

/* Digit d goes in the cells new[0..2] (at most one per row, found alone
 * in their rows): in the digit's own bands *b, their peers go; every
 * other digit loses them.  0 when two of them see each other. */
static int
place_hidden (s9 *s, k9 *k, int d, uint32_t *b, const uint32_t *new,
              uint32_t *dirty)
{
  uint32_t lost = 0;
  for (int j = 0; j < 3; j++)
    {
      uint32_t x = new[j];
      if (!x)
        continue;
      s->u[j] &= ~x;
      for (; x; x &= x - 1)
        {
          const uint32_t *pm = peer9[27 * j + ctz32 (x)];
          b[0] &= ~pm[0];
          b[1] &= ~pm[1];
          b[2] &= ~pm[2];
          k->st.propagations++;
        }
      for (int e = 0; e < 9; e++) /* d's own words are rewritten later */
        {
          uint32_t g = s->f[3 * e + j];
          lost |= (uint32_t) ((g & new[j]) != 0) << e;
          s->f[3 * e + j] = g & ~new[j];
        }
    }
  *dirty |= lost & ~(1u << d);
  return (b[0] & new[0]) == new[0] && (b[1] & new[1]) == new[1]
         && (b[2] & new[2]) == new[2];
}

/* Brings digit d to its fixpoint: stack filter, band filters, hidden
 * singles, until none changes anything.  0 on a contradiction. */
static int
update_digit (s9 *s, k9 *k, int d, uint32_t *dirty)
{
  uint32_t *f = s->f + 3 * d, b[3] = { f[0], f[1], f[2] };
  if (!((b[0] & s->u[0]) | (b[1] & s->u[1]) | (b[2] & s->u[2])))
    return popcount32 (b[0]) + popcount32 (b[1]) + popcount32 (b[2])
           == 9; /* no open cell left: consistent iff all nine placed */
  for (;;)
    {
      if (!stack_filter (b))
        return 0;
      uint32_t a0 = b[0], a1 = b[1], a2 = b[2];
      if (!band_filter (&b[0]) || !band_filter (&b[1])
          || !band_filter (&b[2]))
        return 0;
      uint32_t new[3] = { row_singles (b[0]) & s->u[0],
                          row_singles (b[1]) & s->u[1],
                          row_singles (b[2]) & s->u[2] };
      if (new[0] | new[1] | new[2])
        {
          if (!place_hidden (s, k, d, b, new, dirty))
            return 0;
          continue;
        }
      if (b[0] == a0 && b[1] == a1 && b[2] == a2)
        break; /* the band filters changed nothing after the stack's */
    }
  f[0] = b[0];
  f[1] = b[1];
  f[2] = b[2];
  return 1;
}

/* ---- across digits ---------------------------------------------------- */

/* Places every naked single; -1 on an empty cell, else how many.  A
 * naked single is in no other digit's set, so only its own digit's peers
 * change. */
static int
naked_singles (s9 *s, k9 *k, uint32_t *dirty)
{
  int placed = 0;
  for (int j = 0; j < 3; j++)
    {
      uint32_t one = 0, two = 0;
      for (int d = 0; d < 9; d++)
        {
          uint32_t x = s->f[3 * d + j];
          two |= one & x;
          one |= x;
        }
      if (s->u[j] & ~one)
        return -1;
      uint32_t single = s->u[j] & ~two;
      if (!single)
        continue;
      s->u[j] &= ~single;
      for (int d = 0; d < 9; d++)
        {
          uint32_t *f = s->f + 3 * d, mine = f[j] & single;
          if (!mine)
            continue;
          *dirty |= 1u << d;
          for (; mine; mine &= mine - 1)
            {
              int pos = ctz32 (mine);
              if (!(f[j] >> pos & 1))
                return -1; /* an earlier single of d saw this one */
              const uint32_t *pm = peer9[27 * j + pos];
              f[0] &= ~pm[0];
              f[1] &= ~pm[1];
              f[2] &= ~pm[2];
              placed++;
            }
        }
    }
  k->st.propagations += (uint64_t) placed;
  return placed;
}

/* Singles and locked candidates to the fixpoint; 0 on a contradiction. */
static int
propagate9 (s9 *s, k9 *k, uint32_t dirty)
{
  for (;;)
    {
      while (dirty)
        {
          int d = ctz32 (dirty);
          dirty &= dirty - 1;
          if (!update_digit (s, k, d, &dirty))
            return 0;
        }
      int r = naked_singles (s, k, &dirty);
      if (r <= 0)
        return r == 0;
    }
}

/* ---- search ----------------------------------------------------------- */

static int
count_digits (const s9 *s, int b, int pos)
{
  int n = 0;
  for (int d = 0; d < 9; d++)
    n += s->f[3 * d + b] >> pos & 1;
  return n;
}

/* How much placing either digit of two-candidate cell i would settle:
 * the candidates its digits have among i's open peers, plus three times
 * the two-candidate peers that hold one of the digits (each becomes a
 * single in one of the branches). */
static int
impact (const s9 *s, int i, const uint32_t *pairs)
{
  const uint32_t *pm = peer9[i];
  int b = i / 27, pos = i - 27 * b, score = 0;
  uint32_t open[3] = { pm[0] & s->u[0], pm[1] & s->u[1], pm[2] & s->u[2] };
  uint32_t mine[3] = { 0, 0, 0 };
  for (int d = 0; d < 9; d++)
    if (s->f[3 * d + b] >> pos & 1)
      for (int j = 0; j < 3; j++)
        {
          score += popcount32 (s->f[3 * d + j] & open[j]);
          mine[j] |= s->f[3 * d + j];
        }
  for (int j = 0; j < 3; j++)
    score += 3 * popcount32 (pairs[j] & open[j] & mine[j]);
  return score;
}

/* The branch cell: of the open cells with two candidates (found by
 * bit-sliced counting with a third layer), the one with the most impact;
 * with none, an open cell with the fewest candidates.  Choosing by
 * impact halves the tree on hard sets against taking the first pair. */
static int
pick_cell (const s9 *s)
{
  int best = -1, best_score = -1, best_n = 10;
  uint32_t pairs[3];
  for (int b = 0; b < 3; b++)
    {
      uint32_t one = 0, two = 0, three = 0;
      for (int d = 0; d < 9; d++)
        {
          uint32_t x = s->f[3 * d + b];
          three |= two & x;
          two |= one & x;
          one |= x;
        }
      pairs[b] = s->u[b] & two & ~three;
    }
  for (int b = 0; b < 3; b++)
    for (uint32_t x = pairs[b]; x; x &= x - 1)
      {
        int i = 27 * b + ctz32 (x), score = impact (s, i, pairs);
        if (score > best_score)
          best_score = score, best = i;
      }
  if (best >= 0)
    return best;
  for (int b = 0; b < 3; b++)
    for (uint32_t x = s->u[b]; x; x &= x - 1)
      {
        int n = count_digits (s, b, ctz32 (x));
        if (n < best_n)
          best_n = n, best = 27 * b + ctz32 (x);
      }
  return best;
}

static void
emit9 (const s9 *s, k9 *k)
{
  uint8_t cells[81];
  for (int d = 0; d < 9; d++)
    for (int b = 0; b < 3; b++)
      for (uint32_t x = s->f[3 * d + b]; x; x &= x - 1)
        cells[27 * b + ctz32 (x)] = (uint8_t) (d + 1);
  if (ss_result_found (k->res, cells))
    k->stop = 1;
}

static void
search9 (s9 *s, k9 *k)
{
  k->st.nodes++;
  if (!(s->u[0] | s->u[1] | s->u[2]))
    {
      emit9 (s, k);
      return;
    }
  if (ss_budget_spent (&k->budget, k->st.nodes))
    {
      k->stop = k->gave_up = 1;
      return;
    }
  int i = pick_cell (s), b = i / 27, pos = i - 27 * b;
  uint32_t digits = 0;
  for (int d = 0; d < 9; d++)
    digits |= (s->f[3 * d + b] >> pos & 1) << d;
  while (digits && !k->stop)
    {
      int d = ctz32 (digits);
      digits &= digits - 1;
      s9 copy, *t = s;
      if (digits)
        copy = *s, t = &copy;
      uint32_t dirty = 1u << d;
      k->st.guesses++;
      place9 (t, d, i, &dirty);
      if (propagate9 (t, k, dirty))
        search9 (t, k);
      else
        k->st.dead_ends++;
    }
}

/* Loads the givens; 0 when two of them clash (the wrapper rules that out,
 * but the kernel does not rely on it). */
static int
load9 (s9 *s, const ss_grid *p)
{
  uint32_t dirty = 0;
  for (int k = 0; k < 27; k++)
    s->f[k] = BAND_ALL;
  s->u[0] = s->u[1] = s->u[2] = BAND_ALL;
  for (int i = 0; i < 81; i++)
    {
      int v = p->cell[i];
      if (!v)
        continue;
      if (!(s->f[3 * (v - 1) + i / 27] >> (i % 27) & 1))
        return 0;
      place9 (s, v - 1, i, &dirty);
    }
  return 1;
}

/* ---- entry ------------------------------------------------------------ */

ss_outcome
ss_fast_finish (ss_result *res, const ss_stats *st, const ss_budget *b,
                int gave_up)
{
  ss_stats_add (&res->stats, st);
  if (!gave_up)
    return SS_DONE;
  if (b->max_nodes && st->nodes >= b->max_nodes)
    snprintf (res->note, sizeof res->note, "node budget of %llu spent",
              (unsigned long long) b->max_nodes);
  else
    snprintf (res->note, sizeof res->note, "timeout reached");
  return SS_GAVE_UP;
}

ss_outcome
ss_fast9_solve_portable (const ss_grid *p, const ss_solve_opts *o,
                         ss_result *res)
{
  pthread_once (&tables_once, init_tables);
  k9 k;
  memset (&k, 0, sizeof k);
  k.res = res;
  ss_budget_start (&k.budget, o);
  s9 s;
  if (load9 (&s, p) && propagate9 (&s, &k, 0x1FF))
    search9 (&s, &k);
  else
    k.st.dead_ends++;
  return ss_fast_finish (res, &k.st, &k.budget, k.gave_up);
}

/* The vector builds first, when the processor has them (fast9.h). */
ss_outcome
ss_fast_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  if (p->box_rows != 3 || p->box_cols != 3)
    return ss_fast_solve_n (p, o, res);
  if (ss_fast9_have_avx512 ())
    return ss_fast9_solve_avx512 (p, o, res);
  if (ss_fast9_have_avx2 ())
    return ss_fast9_solve_avx2 (p, o, res);
  return ss_fast9_solve_portable (p, o, res);
}
