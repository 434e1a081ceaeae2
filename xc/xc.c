/* xc.c -- Algorithm X with dancing links over int-indexed nodes (see
 * xc.h), in the layout of Knuth's TAOCP 7.2.2.1 (Algorithm X).
 *
 * Layout: the columns ("items") 1..ncols sit in a circular list through
 * L and R with node 0 as its root.  The nodes of the matrix live in the
 * int arrays U, D and C: nodes 0..ncols are the column headers (C[h] = h,
 * and the vertical list of column h starts at node h), then come the
 * rows, each row's nodes contiguous and followed by a spacer node: a
 * spacer has C <= 0 (-r after row r), its U is the first node of the row
 * before it and its D the last node of the row after it; one more spacer
 * stands before the first row.  So a row is walked by index, q + 1 and
 * q - 1, with the spacers leading back to its other end -- no L/R
 * pointer chase per node, and the loads for successive nodes do not wait
 * on each other.  U and D are the links that dance: covering a column
 * unlinks it from the column list and every row meeting it from the
 * other columns; uncovering relinks in exactly the reverse order.
 *
 * S holds the rows left per column, plus COVERED while the column is out
 * of the list, padded so the S heuristic can scan it a vector at a time.
 * A search allocates nothing.
 *
 * The search is Knuth's Algorithm X written as one loop with an explicit
 * stack O[level] of the node chosen at each level (no recursion, so deep
 * problems cannot overflow the C stack, and a stopped search unwinds
 * cleanly).  cover and uncover are inlined; covering the other columns
 * of a row being tried, and undoing that, are two out-of-line functions
 * (GCC spills registers in their inner loops when they are inlined too).
 * A column's rows are walked for as many steps as S says rather than
 * until the header comes round again, so the loop's exit does not wait on
 * the chain of D (or U) loads.  A "node" of the search is one visit of a
 * partial solution: the root, then one per row tried; so the seed's toy
 * (columns A-D, rows r1: A C, r2: B D, r3: A D, r4: B C) takes 5 nodes
 * and 4 branches.
 *
 * Selecting rows up front (a puzzle's givens) covers their columns as
 * usual; the links as they were with nothing selected are saved once, and
 * undoing a selection copies them back when that is cheaper than
 * uncovering column by column.
 */
#include "xc.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define XC_AVX2 1
#endif

#ifdef __GNUC__
#define XC_INLINE static inline __attribute__ ((always_inline))
#define XC_NOINLINE static __attribute__ ((noinline))
#define XC_UNLIKELY(e) __builtin_expect (!!(e), 0)
#else
#define XC_NOINLINE static
#define XC_INLINE static inline
#define XC_UNLIKELY(e) (e)
#endif

/* S is scanned in blocks of this many ints (four AVX2 vectors). */
#define S_BLOCK 32

typedef int xc_choose_fn (const int *S, int nblocks);

/* A copy of the links that selections change (U, D, S, L, R) as they are
 * with nothing selected, taken at the first ss_xc_select and dropped when
 * a row is added: undoing a large selection is then one copy instead of
 * uncovering column by column. */
typedef struct xc_links_copy {
  int *U, *D, *S, *L, *R;
} xc_links_copy;

struct ss_xc {
  int ncols;
  int *L, *R;           /* the column list, 0..ncols */
  int *U, *D, *C;       /* the nodes */
  int nodes, node_cap;  /* nodes in use (root, headers, spacers included) */
  int *S;               /* rows left per column, plus COVERED while the
                           column is out of the list; S[ncols+1 ..] are
                           padding (INT_MAX), never chosen */
  int *S_mem;           /* S's allocation (S = S_mem + S_BLOCK - 1) */
  int nblocks;          /* S[1 .. nblocks*S_BLOCK] is scanned */
  xc_choose_fn *choose;
  int rows, row_cap;
  int *row_start;       /* row r's first node; its spacer is at
                           row_start[r+1] - 1 */
  int *selected;        /* rows selected up front, in order */
  int nselected;
  uint64_t sel_updates; /* links the selection changed */
  xc_links_copy *saved; /* the links with nothing selected, or 0 */
  int *O;               /* the search stack: the node chosen per level */
  int *chosen;          /* the rows of a solution, for the callback */
  int *mark;            /* per column: the add_row call that last named it */
  int stamp;
};

/* Added to S[c] while column c is covered: the S heuristic can then scan
 * S[1..ncols] as a plain array (fast, and in column order) instead of
 * chasing the column list, and covered columns never look smallest. */
#define COVERED (1 << 29)

/* ---- building ---- */

static int
xc_grow_nodes (ss_xc *x, int need)
{
  if (need <= x->node_cap)
    return 0;
  int cap = x->node_cap;
  while (cap < need)
    cap = cap < 1024 ? 1024 : cap * 2;
  int **arrays[] = { &x->U, &x->D, &x->C };
  for (size_t a = 0; a < sizeof arrays / sizeof *arrays; a++)
    {
      int *p = realloc (*arrays[a], sizeof (int) * (size_t) cap);
      if (!p)
        return -1;
      *arrays[a] = p;
    }
  x->node_cap = cap;
  return 0;
}

static int
xc_grow_rows (ss_xc *x)
{
  if (x->rows + 1 < x->row_cap)
    return 0;
  int cap = x->row_cap * 2;
  int *start = realloc (x->row_start, sizeof (int) * (size_t) cap);
  if (start)
    x->row_start = start;
  int *sel = realloc (x->selected, sizeof (int) * (size_t) cap);
  if (sel)
    x->selected = sel;
  if (!start || !sel)
    return -1;
  x->row_cap = cap;
  return 0;
}

static void links_copy_free (xc_links_copy *);
static xc_choose_fn choose_plain;
#ifdef XC_AVX2
static xc_choose_fn choose_avx2;
#endif

/* S with its padding: S[1] starts a 64-byte line, and every entry past
 * the last column holds INT_MAX, so whole blocks can be scanned. */
static int
xc_alloc_sizes (ss_xc *x)
{
  void *mem = 0;
  x->nblocks = (x->ncols + S_BLOCK - 1) / S_BLOCK;
  size_t len = (size_t) (x->nblocks + 1) * S_BLOCK;
  if (posix_memalign (&mem, 64, sizeof (int) * len))
    return -1;
  x->S_mem = mem;
  x->S = x->S_mem + S_BLOCK - 1;
  for (size_t k = 0; k < len; k++)
    x->S_mem[k] = INT_MAX;
  for (int h = 0; h <= x->ncols; h++)
    x->S[h] = 0;
  x->choose = choose_plain;
#ifdef XC_AVX2
  __builtin_cpu_init ();
  if (__builtin_cpu_supports ("avx2"))
    x->choose = choose_avx2;
#endif
  return 0;
}

ss_xc *
ss_xc_new (int ncols, size_t node_hint)
{
  ss_xc *x = calloc (1, sizeof *x);
  if (!x || ncols < 0 || ncols > INT_MAX / 8)
    return free (x), (ss_xc *) 0;
  x->ncols = ncols;
  x->row_cap = 64;
  x->row_start = malloc (sizeof (int) * (size_t) x->row_cap);
  x->selected = malloc (sizeof (int) * (size_t) x->row_cap);
  x->L = malloc (sizeof (int) * ((size_t) ncols + 1));
  x->R = malloc (sizeof (int) * ((size_t) ncols + 1));
  x->O = malloc (sizeof (int) * ((size_t) ncols + 1));
  x->chosen = malloc (sizeof (int) * ((size_t) ncols + 1));
  x->mark = malloc (sizeof (int) * ((size_t) ncols + 1));
  if (!x->row_start || !x->selected || !x->L || !x->R || !x->O
      || !x->chosen || !x->mark || node_hint > (size_t) 1 << 30
      || xc_alloc_sizes (x) || xc_grow_nodes (x, ncols + 2 + (int) node_hint))
    return ss_xc_free (x), (ss_xc *) 0;
  for (int h = 0; h <= ncols; h++)
    {
      x->L[h] = h ? h - 1 : ncols;
      x->R[h] = h < ncols ? h + 1 : 0;
      x->U[h] = x->D[h] = x->C[h] = h;
      x->mark[h] = 0;
    }
  const int spacer = ncols + 1; /* before the first row */
  x->C[spacer] = 0;
  x->U[spacer] = x->D[spacer] = spacer;
  x->nodes = ncols + 2;
  x->row_start[0] = x->nodes;
  return x;
}

void
ss_xc_free (ss_xc *x)
{
  if (!x)
    return;
  free (x->L), free (x->R), free (x->U), free (x->D), free (x->C);
  free (x->S_mem), free (x->row_start), free (x->selected);
  free (x->O), free (x->chosen), free (x->mark);
  links_copy_free (x->saved);
  free (x);
}

int
ss_xc_rows (const ss_xc *x)
{
  return x->rows;
}

int
ss_xc_row_size (const ss_xc *x, int row)
{
  return x->row_start[row + 1] - x->row_start[row] - 1;
}

int
ss_xc_row_column (const ss_xc *x, int row, int k)
{
  return x->C[x->row_start[row] + k] - 1;
}

int
ss_xc_add_row (ss_xc *x, const int *cols, int k)
{
  if (k < 1 || x->nselected || xc_grow_rows (x)
      || xc_grow_nodes (x, x->nodes + k + 1))
    return -1;
  links_copy_free (x->saved); /* about to change */
  x->saved = 0;
  const int row = x->rows, first = x->nodes, stamp = ++x->stamp;
  for (int i = 0; i < k; i++)
    {
      if (cols[i] < 0 || cols[i] >= x->ncols || x->mark[cols[i]] == stamp)
        return -1; /* nothing is linked yet */
      x->mark[cols[i]] = stamp;
    }
  int *U = x->U, *D = x->D, *C = x->C;
  for (int i = 0; i < k; i++)
    {
      const int node = first + i, h = cols[i] + 1;
      C[node] = h;
      U[node] = U[h];
      D[node] = h;
      D[U[h]] = node;
      U[h] = node;
      x->S[h]++;
    }
  const int spacer = first + k;
  D[first - 1] = spacer - 1; /* the spacer before: to our last node */
  C[spacer] = -row;
  U[spacer] = first;
  D[spacer] = spacer; /* until a row follows */
  x->nodes = spacer + 1;
  x->rows++;
  x->row_start[x->rows] = x->nodes;
  return row;
}

/* ---- the dance ----
 *
 * Each function takes the arrays it touches as restrict locals: a store
 * to one never changes another, so the compiler need not reload. */

/* Unlinks the nodes of p's row other than p from their columns: first
 * those right of p up to the spacer, then -- the spacer's U leads back
 * to the row's first node -- those left of p.  Returns how many. */
XC_INLINE uint64_t
hide (const ss_xc *x, int p)
{
  int *restrict const U = x->U, *restrict const D = x->D;
  int *restrict const S = x->S;
  const int *restrict const C = x->C;
  int q = p + 1, col;
  for (; (col = C[q]) > 0; q++)
    {
      const int u = U[q], d = D[q];
      D[u] = d;
      U[d] = u;
      S[col]--;
    }
  uint64_t n = (uint64_t) (q - p - 1);
  for (q = U[q]; q != p; q++)
    {
      const int u = U[q], d = D[q];
      D[u] = d;
      U[d] = u;
      S[C[q]]--;
      n++;
    }
  return n;
}

/* The exact reverse of hide: right to left from p, those left of p down
 * to the spacer before the row, whose D leads to the row's last node,
 * then those right of p. */
XC_INLINE void
unhide (const ss_xc *x, int p)
{
  int *restrict const U = x->U, *restrict const D = x->D;
  int *restrict const S = x->S;
  const int *restrict const C = x->C;
  int q = p - 1, col;
  for (; (col = C[q]) > 0; q--)
    {
      D[U[q]] = q;
      U[D[q]] = q;
      S[col]++;
    }
  for (q = D[q]; q != p; q--)
    {
      D[U[q]] = q;
      U[D[q]] = q;
      S[C[q]]++;
    }
}

/* Unlinks column c from the column list and hides every row meeting it,
 * top to bottom; returns the links changed (Knuth's "updates"). */
XC_INLINE uint64_t
cover (const ss_xc *x, int c)
{
  int *restrict const L = x->L, *restrict const R = x->R;
  int *restrict const S = x->S;
  const int *restrict const D = x->D;
  uint64_t updates = 1;
  const int l = L[c], r = R[c];
  R[l] = r;
  L[r] = l;
  int rows = S[c];
  S[c] += COVERED;
  for (int p = D[c]; rows > 0; p = D[p], rows--)
    updates += hide (x, p);
  return updates;
}

/* The exact reverse of cover: rows unhidden bottom to top, then the
 * column back into the list. */
XC_INLINE void
uncover (const ss_xc *x, int c)
{
  int *restrict const L = x->L, *restrict const R = x->R;
  int *restrict const S = x->S;
  const int *restrict const U = x->U;
  S[c] -= COVERED;
  for (int p = U[c], rows = S[c]; rows > 0; p = U[p], rows--)
    unhide (x, p);
  R[L[c]] = c;
  L[R[c]] = c;
}

/* Covers the columns of row node r other than its own, left to right
 * from r (wrapping at the spacer). */
XC_NOINLINE uint64_t
cover_rest_of_row (const ss_xc *x, int r)
{
  const int *const U = x->U, *const C = x->C;
  uint64_t updates = 0;
  for (int p = r + 1; p != r;)
    {
      const int col = C[p];
      if (col <= 0)
        p = U[p];
      else
        updates += cover (x, col), p++;
    }
  return updates;
}

/* The reverse of cover_rest_of_row: right to left from r. */
XC_NOINLINE void
uncover_rest_of_row (const ss_xc *x, int r)
{
  const int *const D = x->D, *const C = x->C;
  for (int p = r - 1; p != r;)
    {
      const int col = C[p];
      if (col <= 0)
        p = D[p];
      else
        uncover (x, col), p--;
    }
}

static int
xc_covered (const ss_xc *x, int h)
{
  return x->S[h] >= COVERED;
}

int
ss_xc_available (const ss_xc *x, int row)
{
  if (row < 0 || row >= x->rows)
    return 0;
  for (int j = x->row_start[row]; j < x->row_start[row + 1] - 1; j++)
    if (xc_covered (x, x->C[j]))
      return 0;
  return 1;
}

static void
links_copy_free (xc_links_copy *k)
{
  if (k)
    free (k->U), free (k->D), free (k->S), free (k->L), free (k->R);
  free (k);
}

/* Saves the links (nothing selected) in x->saved, unless it holds them
 * already; -1 when out of memory (then nothing is saved). */
static int
save_links (ss_xc *x)
{
  if (x->saved)
    return 0;
  xc_links_copy *k = x->saved = calloc (1, sizeof *k);
  const size_t nodes = (size_t) x->nodes, cols = (size_t) x->ncols + 1;
  if (k)
    {
      k->U = malloc (sizeof (int) * nodes), k->D = malloc (sizeof (int) * nodes);
      k->S = malloc (sizeof (int) * cols), k->L = malloc (sizeof (int) * cols);
      k->R = malloc (sizeof (int) * cols);
    }
  if (!k || !k->U || !k->D || !k->S || !k->L || !k->R)
    return links_copy_free (k), x->saved = 0, -1;
  memcpy (k->U, x->U, sizeof (int) * nodes);
  memcpy (k->D, x->D, sizeof (int) * nodes);
  memcpy (k->S, x->S, sizeof (int) * cols);
  memcpy (k->L, x->L, sizeof (int) * cols);
  memcpy (k->R, x->R, sizeof (int) * cols);
  return 0;
}

int
ss_xc_select (ss_xc *x, int row)
{
  if (!ss_xc_available (x, row))
    return -1;
  if (x->nselected == 0)
    save_links (x); /* no copy: ss_xc_unselect_all uncovers */
  for (int j = x->row_start[row]; j < x->row_start[row + 1] - 1; j++)
    x->sel_updates += cover (x, x->C[j]);
  x->selected[x->nselected++] = row;
  return 0;
}

/* Copying back the saved links costs about a pass over the nodes;
 * uncovering, about the links the selection changed.  This says when
 * the copy is the cheaper. */
static int
copy_back_pays (const ss_xc *x)
{
  return x->saved && (uint64_t) x->nodes <= 4 * x->sel_updates;
}

void
ss_xc_unselect_all (ss_xc *x)
{
  if (x->nselected && copy_back_pays (x))
    {
      const xc_links_copy *k = x->saved;
      const size_t nodes = (size_t) x->nodes, cols = (size_t) x->ncols + 1;
      memcpy (x->U, k->U, sizeof (int) * nodes);
      memcpy (x->D, k->D, sizeof (int) * nodes);
      memcpy (x->S, k->S, sizeof (int) * cols);
      memcpy (x->L, k->L, sizeof (int) * cols);
      memcpy (x->R, k->R, sizeof (int) * cols);
      x->nselected = 0;
    }
  while (x->nselected > 0)
    {
      int row = x->selected[--x->nselected];
      for (int j = x->row_start[row + 1] - 2; j >= x->row_start[row]; j--)
        uncover (x, x->C[j]);
    }
  x->sel_updates = 0;
}

/* The row of a row node: the spacer after it says. */
static int
node_row (const ss_xc *x, int q)
{
  while (x->C[q] > 0)
    q++;
  return -x->C[q];
}

/* ---- Knuth's S heuristic ---- */

/* The column with the fewest rows, the first such in column order.  Two
 * passes over the S array -- its minimum, then that minimum's first
 * occurrence -- beat a walk of the header list (pointer chasing).  Only
 * called while some column is uncovered, so the minimum is a live
 * column's (covered ones carry COVERED, the padding INT_MAX). */
static int
choose_plain (const int *S, int nblocks)
{
  const int *s = S + 1, n = nblocks * S_BLOCK;
  int m[8] = { INT_MAX, INT_MAX, INT_MAX, INT_MAX,
               INT_MAX, INT_MAX, INT_MAX, INT_MAX };
  for (int c = 0; c < n; c += 8) /* independent minima: vectorisable */
    for (int k = 0; k < 8; k++)
      m[k] = s[c + k] < m[k] ? s[c + k] : m[k];
  for (int k = 1; k < 8; k++)
    m[0] = m[k] < m[0] ? m[k] : m[0];
  int best = 0;
  while (s[best] != m[0])
    best++;
  return best + 1;
}

#ifdef XC_AVX2
/* The same with AVX2: four running minima of eight lanes, the minimum
 * broadcast to every lane, then a compare per vector, four at a time,
 * and the first lane that matches. */
__attribute__ ((target ("avx2"))) static int
choose_avx2 (const int *S, int nblocks)
{
  const __m256i *v = (const __m256i *) (S + 1); /* 64-byte aligned */
  __m256i m = _mm256_set1_epi32 (INT_MAX);
  for (const __m256i *p = v, *const end = v + 4 * nblocks; p < end; p += 4)
    m = _mm256_min_epi32 (m, _mm256_min_epi32 (_mm256_min_epi32 (p[0], p[1]),
                                               _mm256_min_epi32 (p[2], p[3])));
  m = _mm256_min_epi32 (m, _mm256_permute2x128_si256 (m, m, 1));
  m = _mm256_min_epi32 (m, _mm256_shuffle_epi32 (m, 0x4e));
  m = _mm256_min_epi32 (m, _mm256_shuffle_epi32 (m, 0xb1));
  for (int b = 0;; b++)
    {
      __m256i e0 = _mm256_cmpeq_epi32 (v[4 * b], m);
      __m256i e1 = _mm256_cmpeq_epi32 (v[4 * b + 1], m);
      __m256i e2 = _mm256_cmpeq_epi32 (v[4 * b + 2], m);
      __m256i e3 = _mm256_cmpeq_epi32 (v[4 * b + 3], m);
      __m256i any = _mm256_or_si256 (_mm256_or_si256 (e0, e1),
                                     _mm256_or_si256 (e2, e3));
      if (_mm256_testz_si256 (any, any))
        continue;
      unsigned bits = (unsigned) _mm256_movemask_ps (_mm256_castsi256_ps (e0))
                      | (unsigned) _mm256_movemask_ps (_mm256_castsi256_ps (e1))
                            << 8
                      | (unsigned) _mm256_movemask_ps (_mm256_castsi256_ps (e2))
                            << 16
                      | (unsigned) _mm256_movemask_ps (_mm256_castsi256_ps (e3))
                            << 24;
      return S_BLOCK * b + __builtin_ctz (bits) + 1;
    }
}
#endif

/* ---- the search ---- */

/* The node and time budget, the cancel flag and ss_stop_all (Ctrl-C),
 * checked with one compare per node: the slow check, a clock reading
 * about every millisecond (core/budget.h), runs only when the node count
 * reaches check_at. */
typedef struct xc_budget {
  ss_budget b;
  uint64_t check_at;
} xc_budget;

static void
budget_start (xc_budget *xb, const ss_xc_opts *o)
{
  ss_budget_init_at (&xb->b, o->max_nodes,
                     o->timeout > 0 ? ss_now () + o->timeout : 0, o->cancel);
  xb->check_at = xb->b.max_nodes ? xb->b.max_nodes : UINT64_MAX;
  if (xb->b.countdown < xb->check_at)
    xb->check_at = xb->b.countdown;
}

/* Reached check_at after nodes: 1 when the budget is spent. */
static int
budget_out (xc_budget *xb, uint64_t nodes)
{
  if (xb->b.max_nodes && nodes >= xb->b.max_nodes)
    return 1;
  if (ss_budget_check_clock (&xb->b))
    return 1;
  uint64_t next = nodes + xb->b.countdown; /* the clock's next reading */
  xb->check_at = xb->b.max_nodes && xb->b.max_nodes < next ? xb->b.max_nodes
                                                            : next;
  return 0;
}

/* An exact cover of level rows, O[0..level-1]: 1 to stop. */
static int
report_solution (ss_xc *x, const ss_xc_opts *o, ss_xc_stats *st, int level)
{
  st->solutions++;
  for (int k = 0; k < level; k++)
    x->chosen[k] = node_row (x, x->O[k]);
  if (o->on_solution && o->on_solution (o->ctx, x->chosen, level))
    return 1;
  return o->limit && st->solutions >= o->limit;
}

/* Undoes every level still open, so the links are as before the search. */
static void
unwind (ss_xc *x, int level)
{
  while (level > 0)
    {
      int r = x->O[--level];
      uncover_rest_of_row (x, r);
      uncover (x, x->C[r]);
    }
}

/* The search loop.  Each pass of the outer loop visits one search node:
 * a solution, a dead end (both go back up), or a new level whose column
 * is covered and whose rows are tried top to bottom (try_row).  Going
 * back up undoes the row of the level above and moves to its next row;
 * when a column's rows are used up the column is uncovered and the
 * search goes up again.  Every node after the root is entered by trying
 * a row, so nodes = branches + 1 and only branches is counted; the
 * counters are written back at the end. */
static ss_xc_end
xc_loop (ss_xc *x, const ss_xc_opts *o, ss_xc_stats *st, int *level_out)
{
  const int *const R = x->R, *const D = x->D, *const C = x->C,
            *const S = x->S;
  int *const O = x->O;
  xc_choose_fn *const choose = x->choose;
  const int nblocks = x->nblocks;
  uint64_t branches = 0, updates = 0;
  xc_budget budget;
  ss_xc_end end = SS_XC_EXHAUSTED;
  int level = 0, c, r;
  budget_start (&budget, o);
  for (;;)
    {
      if (XC_UNLIKELY (branches + 1 >= budget.check_at)
          && budget_out (&budget, branches + 1))
        {
          end = SS_XC_BUDGET;
          break;
        }
      if (XC_UNLIKELY (R[0] == 0))
        {
          if (report_solution (x, o, st, level))
            {
              end = SS_XC_STOPPED;
              break;
            }
          goto back_up;
        }
      c = choose (S, nblocks);
      if (XC_UNLIKELY (S[c] == 0))
        {
          st->dead_ends++;
          goto back_up;
        }
      updates += cover (x, c);
      r = D[c];
    try_row:
      if (r == c) /* back at the header: the column is done */
        {
          uncover (x, c);
          goto back_up;
        }
      O[level++] = r;
      branches++;
      updates += cover_rest_of_row (x, r);
      continue;
    back_up:
      if (level == 0)
        break;
      r = O[--level];
      uncover_rest_of_row (x, r);
      c = C[r];
      r = D[r];
      goto try_row;
    }
  st->nodes = branches + 1;
  st->branches = branches;
  st->updates = updates;
  *level_out = level;
  return end;
}

ss_xc_end
ss_xc_search (ss_xc *x, const ss_xc_opts *o, ss_xc_stats *st)
{
  int level;
  memset (st, 0, sizeof *st);
  ss_xc_end end = xc_loop (x, o, st, &level);
  unwind (x, level);
  return end;
}

/* ---- the sanity checker ---- */

static int
fail (char *why, size_t len, const char *msg, int a, int b)
{
  if (why && len)
    snprintf (why, len, msg, a, b);
  return -1;
}

/* The column list: circular both ways, in column order, holding exactly
 * the columns whose size is not marked COVERED; the padding after the
 * last column of S intact. */
static int
check_headers (const ss_xc *x, char *why, size_t len)
{
  int prev = 0, steps = 0, unmarked = 0;
  for (int c = x->R[0]; c != 0; prev = c, c = x->R[c])
    {
      if (c < 1 || c > x->ncols || c <= prev || ++steps > x->ncols)
        return fail (why, len, "column list broken at %d after %d", c, prev);
      if (x->L[c] != prev)
        return fail (why, len, "L[%d] is %d, not its left neighbour", c,
                     x->L[c]);
      if (x->S[c] >= COVERED)
        return fail (why, len, "column %d is in the list but its size %d is "
                     "marked covered", c - 1, x->S[c]);
    }
  if (x->L[0] != prev)
    return fail (why, len, "L[root] is %d, not the last column %d", x->L[0],
                 prev);
  for (int c = 1; c <= x->ncols; c++)
    unmarked += x->S[c] < COVERED;
  if (unmarked != steps)
    return fail (why, len, "%d columns are not marked covered, but the "
                 "list holds %d", unmarked, steps);
  for (int c = x->ncols + 1; c <= x->nblocks * S_BLOCK; c++)
    if (x->S[c] != INT_MAX)
      return fail (why, len, "padding S[%d] is %d", c, x->S[c]);
  return 0;
}

/* One live column: circular both ways, C right, S right, and every node
 * a row node of an available row.  Adds its nodes to *seen. */
static int
check_column (const ss_xc *x, int h, long *seen, char *why, size_t len)
{
  int count = 0, prev = h;
  for (int i = x->D[h]; i != h; prev = i, i = x->D[i])
    {
      if (i < x->row_start[0] || i >= x->nodes || ++count > x->rows)
        return fail (why, len, "column %d: bad node %d", h - 1, i);
      if (x->U[i] != prev || x->C[i] != h)
        return fail (why, len, "column %d: node %d mislinked", h - 1, i);
      if (!ss_xc_available (x, node_row (x, i)))
        return fail (why, len, "column %d holds row %d, which is covered",
                     h - 1, node_row (x, i));
    }
  if (x->U[h] != prev)
    return fail (why, len, "column %d: U of the header is %d", h - 1,
                 x->U[h]);
  if (x->S[h] != count)
    return fail (why, len, "column %d: size says %d", h - 1, x->S[h]);
  *seen += count;
  return 0;
}

/* Rows: contiguous nodes naming real columns, each followed by its
 * spacer (C = -row, U = the row's first node) and preceded by one whose
 * D is the row's last node. */
static int
check_rows (const ss_xc *x, long *live_nodes, char *why, size_t len)
{
  if (x->row_start[0] != x->ncols + 2 || x->C[x->ncols + 1] > 0)
    return fail (why, len, "the first spacer is not at %d (%d)",
                 x->ncols + 1, x->row_start[0]);
  for (int r = 0; r < x->rows; r++)
    {
      const int first = x->row_start[r], spacer = x->row_start[r + 1] - 1;
      for (int j = first; j < spacer; j++)
        if (x->C[j] < 1 || x->C[j] > x->ncols)
          return fail (why, len, "row %d: node %d has no column", r, j);
      if (spacer <= first || x->C[spacer] != -r || x->U[spacer] != first
          || x->D[first - 1] != spacer - 1)
        return fail (why, len, "row %d: spacers around node %d broken", r,
                     first);
      if (ss_xc_available (x, r))
        *live_nodes += spacer - first;
    }
  return 0;
}

int
ss_xc_check (const ss_xc *x, char *why, size_t len)
{
  long seen = 0, live = 0;
  if (check_headers (x, why, len) || check_rows (x, &live, why, len))
    return -1;
  for (int h = 1; h <= x->ncols; h++)
    if (!xc_covered (x, h) && check_column (x, h, &seen, why, len) != 0)
      return -1;
  if (seen != live)
    return fail (why, len, "the live columns hold %d nodes, the available "
                 "rows %d", (int) seen, (int) live);
  return 0;
}
