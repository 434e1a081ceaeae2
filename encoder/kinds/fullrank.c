/* fullrank.c -- a full rank clue R: of the 4N numbers the rows and
 * columns read both ways, exactly R - 1 are smaller than the one E read
 * from the clue, and none equals it (core/kinds/fullrank.c).  A new
 * encoding, lexicographic comparison with a cardinality on top.
 *
 * Each digit starts exactly four of the numbers (once in the first and
 * last row and column), so E starts with v = (R + 3) / 4 (a unit
 * clause), the 4(v - 1) numbers starting lower are smaller, and what
 * is left to count is the k = (R - 1) mod 4 numbers F that start with v
 * too and are smaller.  For each F whose first cell may hold v:
 *
 *   P_1 = x(f_0, v)                   F starts like E
 *   lt_j <-> f_j < e_j                on the order literals, both ways
 *   gt_j <-> f_j > e_j
 *   D_j <-> P_j and lt_j              F is smaller, decided at j
 *   P_j+1 <-> P_j and -lt_j and -gt_j the first j+1 digits are equal
 *   L_F <-> D_1 or ... or D_N-1       F starts with v and is smaller
 *   -P_N                              F never ties with E
 *
 * (a cell both lines share compares equal and costs nothing; cells in
 * one house differ, so the comparison ends there), then the L_F are
 * counted to exactly k by a sequential counter (sum.c).  In the tie
 * mode "any" (fullrankties.c) a tie with E is allowed: no -P_N, and E's
 * rank still counts the numbers strictly smaller.  Every
 * auxiliary is defined both ways, so the digits decide it. */
#include "../../core/kinds/meaning.h"
#include "../sum.h"
#include "../variant.h"

/* The clue's number, for labels. */
static int
con_no (const ss_venc *k, const ss_con *c)
{
  return (int) (c - k->m->con) + 1;
}

/* lt <-> a < b, a new variable. */
static int
less (ss_venc *k, const ss_con *c, int a, int b, int *lt)
{
  int v = *lt = ss_venc_var (k), stop;
  stop = ss_venc_label (k, v, "fullrank #%d: r%dc%d < r%dc%d", con_no (k, c),
                        a / k->n + 1, a % k->n + 1, b / k->n + 1,
                        b % k->n + 1);
  for (int t = 1; t <= k->n && !stop; t++)
    {
      stop = ss_venc_c3 (k, -v, -ss_venc_ge (k, a, t),
                         ss_venc_ge (k, b, t + 1));
      stop = stop ? stop : ss_venc_c3 (k, v, -ss_venc_ge (k, b, t),
                                       ss_venc_ge (k, a, t));
    }
  return stop;
}

/* d <-> p and lt (lt itself while p is true). */
static int
decided (ss_venc *k, const ss_con *c, int p, int lt, int line, int j, int *d)
{
  if (p == SS_LIT_TRUE)
    return *d = lt, 0;
  int v = *d = ss_venc_var (k);
  int stop = ss_venc_label (k, v, "fullrank #%d: the number from r%dc%d "
                            "is smaller at digit %d", con_no (k, c),
                            line / (k->n + 2), line % (k->n + 2), j + 1);
  stop = stop ? stop : ss_venc_c2 (k, -v, p);
  stop = stop ? stop : ss_venc_c2 (k, -v, lt);
  return stop ? stop : ss_venc_c3 (k, v, -p, -lt);
}

/* *p <-> *p and -lt and -gt: the prefix stays equal. */
static int
equal_on (ss_venc *k, const ss_con *c, int *p, int lt, int gt, int line,
          int j)
{
  int was = *p, v = *p = ss_venc_var (k);
  int stop = ss_venc_label (k, v, "fullrank #%d: the number from r%dc%d "
                            "equals it up to digit %d", con_no (k, c),
                            line / (k->n + 2), line % (k->n + 2), j + 1);
  stop = stop ? stop : ss_venc_c2 (k, -v, was);
  stop = stop ? stop : ss_venc_c2 (k, -v, -lt);
  stop = stop ? stop : ss_venc_c2 (k, -v, -gt);
  return stop ? stop : ss_venc_c4 (k, v, -was, lt, gt);
}

/* L <-> some d[]: a new variable, or the one literal, or false. */
static int
any_of (ss_venc *k, const ss_con *c, int *d, int nd, int line, int *L)
{
  if (nd <= 1)
    return *L = nd ? d[0] : SS_LIT_FALSE, 0;
  int v = *L = ss_venc_var (k), stop;
  stop = ss_venc_label (k, v, "fullrank #%d: the number from r%dc%d starts "
                        "alike and is smaller", con_no (k, c),
                        line / (k->n + 2), line % (k->n + 2));
  for (int j = 0; j < nd && !stop; j++)
    stop = ss_venc_c2 (k, -d[j], v);
  d[nd] = -v;
  return stop ? stop : ss_venc_clause (k, d, nd + 1);
}

/* Line f (read from the frame cell numbered line: r * (N+2) + c, for
 * the labels) against the clue's cells e: *L <-> f starts with v and is
 * smaller; and f never ties with e. */
static int
compare (ss_venc *k, const ss_con *c, const int *f, int line, int v, int *L)
{
  const int *e = c->cell;
  int d[SS_MAX_N + 1], nd = 0, stop = 0;
  int p = f[0] == e[0] ? SS_LIT_TRUE : ss_venc_x (k, f[0], v);
  for (int j = 1; j < k->n && p != SS_LIT_FALSE && !stop; j++)
    {
      int lt, gt;
      if (f[j] == e[j])
        continue;
      stop = less (k, c, f[j], e[j], &lt);
      stop = stop ? stop : decided (k, c, p, lt, line, j, &d[nd++]);
      if (stop || ss_venc_same_house (k, f[j], e[j]))
        {
          p = SS_LIT_FALSE;
          break;
        }
      stop = less (k, c, e[j], f[j], &gt);
      stop = stop ? stop : equal_on (k, c, &p, lt, gt, line, j);
    }
  stop = stop ? stop : any_of (k, c, d, nd, line, L);
  if (!stop && p != SS_LIT_FALSE
      && ss_fullrank_ties (k->m) != SS_TIES_ANY)
    stop = ss_venc_clause (k, (int[]) { -p }, 1);
  return stop;
}

/* Each clue costs about N^3 clauses (2,800 on 9x9, 25,000 on 16x16,
 * 62,000 on 25x25, where a frame of 100 clues would pass six million):
 * sides up to 16, the largest ISS takes. */
#define SIDE_MAX 16

static int
encode (ss_venc *k, const ss_con *c)
{
  int n = k->n, rank = c->val[0], v = (rank + 3) / 4, nt = 0, stop;
  int line[SS_MAX_N], r, col;
  ss_term t[4 * SS_MAX_N];
  char name[32];
  if (n > SIDE_MAX)
    return ss_venc_fail (k, c, "full rank is encoded on sides up to %d "
                         "(about N^3 clauses a clue), not %d", SIDE_MAX,
                         n);
  ss_venc_sum_name (k, c, name, sizeof name);
  stop = ss_venc_clause (k, (int[]) { ss_venc_x (k, c->cell[0], v) }, 1);
  for (int i = 0; i < 4 * n && !stop; i++)
    {
      int L;
      ss_fullrank_line (n, i, line, &r, &col);
      if ((r == c->clue_r && col == c->clue_c)
          || (line[0] != c->cell[0]
              && ss_venc_same_house (k, line[0], c->cell[0])))
        continue; /* itself, or a number that cannot start with v */
      stop = compare (k, c, line, r * (n + 2) + col, v, &L);
      if (!stop && L != SS_LIT_FALSE)
        t[nt++] = (ss_term) { -1, L, 1, SS_LIT_TRUE };
    }
  return stop ? stop : ss_venc_sum (k, t, nt, (rank - 1) % 4,
                                    SS_SUM_SEQUENTIAL, name);
}

const ss_kind_enc ss_enc_fullrank = {
  encode, 1, "the clue ranks its number among the rows and columns",
  "A new encoding, lexicographic comparison: each digit starts exactly "
  "four of the 4N numbers, so the clued number E starts with v = (R+3)/4 "
  "(a unit clause) and what remains is how many of the others that start "
  "with v are smaller: k = (R-1) mod 4.  Per such number F, P_1 = "
  "x(f_0,v), lt_j <-> f_j < e_j and gt_j <-> f_j > e_j on the order "
  "literals (both ways), D_j <-> P_j and lt_j ('smaller, decided at "
  "digit j'), P_(j+1) <-> P_j and not lt_j and not gt_j ('equal so "
  "far'), L_F <-> some D_j, and the unit not P_N (no tie with a clued "
  "number; dropped in the tie mode any).  The L_F are counted to exactly "
  "k by a sequential counter."
};
