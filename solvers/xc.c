/* xc.c -- Algorithm X with dancing links over flat int arrays (see xc.h).
 *
 * Layout: node 0 is the root of the list of column headers, nodes
 * 1..ncols are the headers (C[h] = h, S[h] = rows left in the column),
 * and every row appends its nodes contiguously after them.  All links are
 * int indices, so the matrix is five int arrays plus the row bookkeeping,
 * and a search allocates nothing.
 *
 * The search is Knuth's Algorithm X written as a loop with an explicit
 * stack O[level] of the node chosen at each level (no recursion, so deep
 * problems cannot overflow the C stack, and a stopped search unwinds
 * cleanly).  A "node" of the search is one visit of a partial solution:
 * the root, then one per row tried; so the seed's toy (columns A-D, rows
 * r1: A C, r2: B D, r3: A D, r4: B C) takes 5 nodes and 4 branches.
 */
#include "xc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ss_xc {
  int ncols;
  int nodes, node_cap;  /* nodes in use (root and headers included) */
  int *L, *R, *U, *D, *C;
  int *S;               /* rows left per column header, plus COVERED
                           while the column is out of the header list */
  int *row_of;          /* the row of every node (-1 for root, headers) */
  int rows, row_cap;
  int *row_start;       /* row r owns nodes row_start[r]..row_start[r+1]-1 */
  int *selected;        /* rows selected up front, in order */
  int nselected;
  int *O;               /* the search stack: the node chosen per level */
  int *chosen;          /* the rows of a solution, for the callback */
  int *mark;            /* per column: the add_row call that last named it */
  int stamp;
  uint64_t updates;
};

/* Added to S[c] while column c is covered: the S heuristic can then scan
 * S[1..ncols] as a plain array (fast, and in column order) instead of
 * chasing the header list, and covered columns never look smallest. */
#define COVERED (1 << 29)

static int
xc_grow_nodes (ss_xc *x, int need)
{
  if (need <= x->node_cap)
    return 0;
  int cap = x->node_cap;
  while (cap < need)
    cap = cap < 1024 ? 1024 : cap * 2;
  int **arrays[] = { &x->L, &x->R, &x->U, &x->D, &x->C, &x->row_of };
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

ss_xc *
ss_xc_new (int ncols, size_t node_hint)
{
  ss_xc *x = calloc (1, sizeof *x);
  if (!x || ncols < 0)
    return free (x), (ss_xc *) 0;
  x->ncols = ncols;
  x->row_cap = 64;
  x->row_start = malloc (sizeof (int) * (size_t) x->row_cap);
  x->selected = malloc (sizeof (int) * (size_t) x->row_cap);
  x->S = calloc ((size_t) ncols + 1, sizeof (int));
  x->O = malloc (sizeof (int) * ((size_t) ncols + 1));
  x->chosen = malloc (sizeof (int) * ((size_t) ncols + 1));
  x->mark = malloc (sizeof (int) * ((size_t) ncols + 1));
  if (!x->row_start || !x->selected || !x->S || !x->O || !x->chosen
      || !x->mark || node_hint > (size_t) 1 << 30
      || xc_grow_nodes (x, ncols + 1 + (int) node_hint))
    return ss_xc_free (x), (ss_xc *) 0;
  for (int h = 0; h <= ncols; h++)
    {
      x->L[h] = h ? h - 1 : ncols;
      x->R[h] = h < ncols ? h + 1 : 0;
      x->U[h] = x->D[h] = x->C[h] = h;
      x->row_of[h] = -1;
      x->mark[h] = 0;
    }
  x->nodes = ncols + 1;
  x->row_start[0] = x->nodes;
  return x;
}

void
ss_xc_free (ss_xc *x)
{
  if (!x)
    return;
  free (x->L), free (x->R), free (x->U), free (x->D), free (x->C);
  free (x->S), free (x->row_of), free (x->row_start), free (x->selected);
  free (x->O), free (x->chosen), free (x->mark);
  free (x);
}

int
ss_xc_columns (const ss_xc *x)
{
  return x->ncols;
}

int
ss_xc_rows (const ss_xc *x)
{
  return x->rows;
}

int
ss_xc_row_size (const ss_xc *x, int row)
{
  return x->row_start[row + 1] - x->row_start[row];
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
      || xc_grow_nodes (x, x->nodes + k))
    return -1;
  const int row = x->rows, first = x->nodes, stamp = ++x->stamp;
  for (int i = 0; i < k; i++)
    {
      if (cols[i] < 0 || cols[i] >= x->ncols || x->mark[cols[i]] == stamp)
        return -1; /* nothing is linked yet */
      x->mark[cols[i]] = stamp;
    }
  for (int i = 0; i < k; i++)
    {
      const int node = first + i, h = cols[i] + 1;
      x->C[node] = h;
      x->row_of[node] = row;
      x->U[node] = x->U[h];
      x->D[node] = h;
      x->D[x->U[h]] = node;
      x->U[h] = node;
      x->S[h]++;
      x->L[node] = i ? node - 1 : first + k - 1;
      x->R[node] = i < k - 1 ? node + 1 : first;
    }
  x->nodes += k;
  x->rows++;
  x->row_start[x->rows] = x->nodes;
  return row;
}

/* Unlinks column header c and every row meeting it from the other
 * columns. */
static void
cover (ss_xc *x, int c)
{
  int *L = x->L, *R = x->R, *U = x->U, *D = x->D, *C = x->C, *S = x->S;
  uint64_t updates = 1;
  R[L[c]] = R[c];
  L[R[c]] = L[c];
  S[c] += COVERED;
  for (int i = D[c]; i != c; i = D[i])
    for (int j = R[i]; j != i; j = R[j])
      {
        D[U[j]] = D[j];
        U[D[j]] = U[j];
        S[C[j]]--;
        updates++;
      }
  x->updates += updates;
}

/* The exact reverse of cover. */
static void
uncover (ss_xc *x, int c)
{
  int *L = x->L, *R = x->R, *U = x->U, *D = x->D, *C = x->C, *S = x->S;
  for (int i = U[c]; i != c; i = U[i])
    for (int j = L[i]; j != i; j = L[j])
      {
        S[C[j]]++;
        D[U[j]] = j;
        U[D[j]] = j;
      }
  R[L[c]] = c;
  L[R[c]] = c;
  S[c] -= COVERED;
}

static int
xc_covered (const ss_xc *x, int h)
{
  return x->R[x->L[h]] != h;
}

int
ss_xc_available (const ss_xc *x, int row)
{
  if (row < 0 || row >= x->rows)
    return 0;
  for (int j = x->row_start[row]; j < x->row_start[row + 1]; j++)
    if (xc_covered (x, x->C[j]))
      return 0;
  return 1;
}

int
ss_xc_select (ss_xc *x, int row)
{
  if (!ss_xc_available (x, row))
    return -1;
  for (int j = x->row_start[row]; j < x->row_start[row + 1]; j++)
    cover (x, x->C[j]);
  x->selected[x->nselected++] = row;
  return 0;
}

void
ss_xc_unselect_all (ss_xc *x)
{
  while (x->nselected > 0)
    {
      int row = x->selected[--x->nselected];
      for (int j = x->row_start[row + 1] - 1; j >= x->row_start[row]; j--)
        uncover (x, x->C[j]);
    }
}

/* The search's state between steps. */
typedef struct xc_run {
  ss_xc *x;
  const ss_xc_opts *o;
  ss_xc_stats *st;
  ss_budget budget;
  int level;
} xc_run;

enum { VISIT_OPEN, VISIT_LEAF, VISIT_END };

static inline int
min_int (int a, int b)
{
  return a < b ? a : b;
}

/* Knuth's S heuristic: the column with the fewest rows, the first such
 * in column order.  Two passes over the S array -- its minimum, with four
 * independent running minima so the compare chain does not serialise,
 * then that minimum's first occurrence -- beat a walk of the header list
 * (pointer chasing).  Only called while some column is uncovered. */
#if defined(__x86_64__) && defined(__GNUC__)
__attribute__ ((target_clones ("avx2", "sse4.1", "default")))
#endif
static int
choose_column (const ss_xc *x)
{
  const int *S = x->S, n = x->ncols;
  int m[8] = { COVERED, COVERED, COVERED, COVERED, COVERED, COVERED,
                COVERED, COVERED }, c = 1;
  for (; c + 7 <= n; c += 8)
    for (int k = 0; k < 8; k++)
      m[k] = min_int (m[k], S[c + k]);
  for (; c <= n; c++)
    m[0] = min_int (m[0], S[c]);
  for (int k = 1; k < 8; k++)
    m[0] = min_int (m[0], m[k]);
  const int fewest = m[0];
  int best = 1;
  while (S[best] != fewest)
    best++;
  return best;
}

static int
report_solution (xc_run *run)
{
  ss_xc *x = run->x;
  run->st->solutions++;
  for (int k = 0; k < run->level; k++)
    x->chosen[k] = x->row_of[x->O[k]];
  if (run->o->on_solution
      && run->o->on_solution (run->o->ctx, x->chosen, run->level))
    return VISIT_END;
  return run->o->limit && run->st->solutions >= run->o->limit ? VISIT_END
                                                              : VISIT_LEAF;
}

/* One search node at the current level: a solution, a dead end, or a
 * column covered with O[level] at its first row. */
static int
visit (xc_run *run, ss_xc_end *end)
{
  ss_xc *x = run->x;
  if (ss_budget_spent (&run->budget, ++run->st->nodes))
    return *end = SS_XC_BUDGET, VISIT_END;
  if (x->R[0] == 0)
    {
      int v = report_solution (run);
      if (v == VISIT_END)
        *end = SS_XC_STOPPED;
      return v;
    }
  int c = choose_column (x);
  if (x->S[c] == 0)
    return run->st->dead_ends++, VISIT_LEAF;
  cover (x, c);
  x->O[run->level] = x->D[c];
  return VISIT_OPEN;
}

static void
cover_rest_of_row (ss_xc *x, int r)
{
  for (int j = x->R[r]; j != r; j = x->R[j])
    cover (x, x->C[j]);
}

static void
uncover_rest_of_row (ss_xc *x, int r)
{
  for (int j = x->L[r]; j != r; j = x->L[j])
    uncover (x, x->C[j]);
}

/* Undoes every level still open, so the links are as before the search. */
static void
unwind (xc_run *run)
{
  ss_xc *x = run->x;
  while (run->level > 0)
    {
      int r = x->O[--run->level];
      uncover_rest_of_row (x, r);
      uncover (x, x->C[r]);
    }
}

ss_xc_end
ss_xc_search (ss_xc *x, const ss_xc_opts *o, ss_xc_stats *st)
{
  ss_solve_opts budget_opts = { .max_nodes = o->max_nodes,
                                .timeout = o->timeout };
  xc_run run = { .x = x, .o = o, .st = st, .level = 0 };
  ss_xc_end end = SS_XC_EXHAUSTED;
  memset (st, 0, sizeof *st);
  x->updates = 0;
  ss_budget_start (&run.budget, &budget_opts);
  int v = visit (&run, &end);
  while (v != VISIT_END)
    {
      if (v == VISIT_OPEN)
        {
          int r = x->O[run.level];
          if (r > x->ncols) /* a row: try it */
            {
              st->branches++;
              cover_rest_of_row (x, r);
              run.level++;
              v = visit (&run, &end);
              continue;
            }
          uncover (x, r); /* back at the header: column done */
        }
      if (run.level == 0)
        break;
      int r = x->O[--run.level];
      uncover_rest_of_row (x, r);
      x->O[run.level] = x->D[r];
      v = VISIT_OPEN;
    }
  unwind (&run);
  st->updates = x->updates;
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

/* The header list: circular both ways, in column order, covered columns
 * out of it. */
static int
check_headers (const ss_xc *x, char *why, size_t len)
{
  int prev = 0, steps = 0;
  for (int c = x->R[0]; c != 0; prev = c, c = x->R[c])
    {
      if (c < 1 || c > x->ncols || c <= prev || ++steps > x->ncols)
        return fail (why, len, "header list broken at %d after %d", c, prev);
      if (x->L[c] != prev)
        return fail (why, len, "L[%d] is %d, not its left neighbour", c,
                     x->L[c]);
    }
  if (x->L[0] != prev)
    return fail (why, len, "L[root] is %d, not the last header %d", x->L[0],
                 prev);
  return 0;
}

/* One live column: circular both ways, C right, S right, and every node
 * belonging to a row that is available.  Adds its nodes to *seen. */
static int
check_column (const ss_xc *x, int h, long *seen, char *why, size_t len)
{
  int count = 0, prev = h;
  for (int i = x->D[h]; i != h; prev = i, i = x->D[i])
    {
      if (i <= x->ncols || i >= x->nodes || ++count > x->rows)
        return fail (why, len, "column %d: bad node %d", h - 1, i);
      if (x->U[i] != prev || x->C[i] != h)
        return fail (why, len, "column %d: node %d mislinked", h - 1, i);
      if (!ss_xc_available (x, x->row_of[i]))
        return fail (why, len, "column %d holds row %d, which is covered",
                     h - 1, x->row_of[i]);
    }
  if (x->U[h] != prev)
    return fail (why, len, "column %d: U of the header is %d", h - 1,
                 x->U[h]);
  if (x->S[h] != count)
    return fail (why, len, "column %d: size says %d", h - 1, x->S[h]);
  *seen += count;
  return 0;
}

/* Rows: each a circle of its own nodes, in order. */
static int
check_rows (const ss_xc *x, long *live_nodes, char *why, size_t len)
{
  for (int r = 0; r < x->rows; r++)
    {
      const int first = x->row_start[r], last = x->row_start[r + 1] - 1;
      for (int j = first; j <= last; j++)
        if (x->R[j] != (j < last ? j + 1 : first)
            || x->L[j] != (j > first ? j - 1 : last) || x->row_of[j] != r)
          return fail (why, len, "row %d: node %d mislinked", r, j);
      if (ss_xc_available (x, r))
        *live_nodes += last - first + 1;
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
    if (xc_covered (x, h) ? x->S[h] < COVERED
                          : check_column (x, h, &seen, why, len) != 0)
      return xc_covered (x, h) ? fail (why, len, "column %d is covered but "
                                       "its size %d is not marked", h - 1,
                                       x->S[h])
                               : -1;
  if (seen != live)
    return fail (why, len, "the live columns hold %d nodes, the available "
                 "rows %d", (int) seen, (int) live);
  return 0;
}
