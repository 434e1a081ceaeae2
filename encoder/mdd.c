/* mdd.c -- a sum as a decision diagram over its partial sums (sum.h).
 *
 * Layer i holds a node for every partial sum of the first i terms that
 * can be reached from 0 and can still reach the target: a node variable
 * n(i,s) is true exactly when the first i terms add up to s.  A term's
 * options are its values with the literals that choose them (a cell's
 * digit d: x(c,d), and its guard when it has one; a guard held off:
 * value 0).  The clauses (Abio, Gange, Mayer-Eichberger & Stuckey 2016,
 * "On CNF encodings of decision diagrams"):
 *
 *   forward   n(i,s) and option -> n(i+1, s+v), or "not both" when
 *             that node was pruned (it cannot reach the target);
 *   backward  n(i+1,t) and option -> n(i, t-v), or "not both";
 *   support   n(i,s) -> one of its options that leads on, and one that
 *             comes in; n(i,s) -> one of the nodes it leads to, and one
 *             it comes from; an option -> one of the nodes it leaves from,
 *             and one it reaches.
 *
 * The root is true and the last layer has one node, the target, also
 * true.  Forward and backward together define every node by the cells,
 * so the diagram adds no models.  The support clauses are implied by
 * them; they are there for propagation, which then removes a digit once
 * no node it leaves from, or none it reaches, is left.
 */
#include "sum.h"

#include <stdlib.h>

typedef struct option {
  int value;
  int l1, l2;  /* both must hold (SS_LIT_TRUE for none) */
  int digit;   /* the cell's digit, or 0 for a guard held off / literal */
} option;

typedef struct layer {
  int m;
  int *sum;    /* ascending partial sums */
  int *lit;    /* node literals */
} layer;

typedef struct diagram {
  ss_venc *k;
  const ss_term *t;
  int nterms, target;
  const char *name;
  layer *lay;        /* nterms + 1 layers */
  option *opt;       /* per term, at most N + 1 options */
  int *nopt;
} diagram;

/* A term's options: its candidate digits, and 0 when its guard may be
 * off (a literal term: weight when true, 0 when false). */
static int
options (diagram *g, int i, option *o)
{
  const ss_term *t = &g->t[i];
  int m = 0;
  if (t->cell < 0)
    {
      o[m++] = (option) { 0, -t->lit, SS_LIT_TRUE, 0 };
      o[m++] = (option) { t->weight, t->lit, SS_LIT_TRUE, 0 };
      return m;
    }
  if (t->guard != SS_LIT_TRUE)
    o[m++] = (option) { 0, -t->guard, SS_LIT_TRUE, 0 };
  for (int d = 1; d <= g->k->n && t->guard != SS_LIT_FALSE; d++)
    {
      int x = ss_venc_x (g->k, t->cell, d);
      if (x != SS_LIT_FALSE)
        o[m++] = (option) { t->weight * d, t->guard, x, d };
    }
  return m;
}

static int
find (const layer *l, int s)
{
  int lo = 0, hi = l->m;
  while (lo < hi)
    {
      int mid = (lo + hi) / 2;
      if (l->sum[mid] < s)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < l->m && l->sum[lo] == s ? lo : -1;
}

/* Where lit is among lits[0..len), or -1 (two options may lead to one
 * node). */
static int
seen_lit (const int *lits, int len, int lit)
{
  for (int i = 0; i < len; i++)
    if (lits[i] == lit)
      return i;
  return -1;
}

static int
cmp_int (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

/* Layer i+1's sums reachable from layer i. */
static int
reach (diagram *g, int i)
{
  layer *a = &g->lay[i], *b = &g->lay[i + 1];
  const option *o = g->opt + (long) i * (g->k->n + 1);
  int m = 0;
  b->sum = malloc ((size_t) (a->m * g->nopt[i] + 1) * sizeof *b->sum);
  if (!b->sum)
    return -1;
  for (int s = 0; s < a->m; s++)
    for (int j = 0; j < g->nopt[i]; j++)
      b->sum[m++] = a->sum[s] + o[j].value;
  qsort (b->sum, (size_t) m, sizeof *b->sum, cmp_int);
  b->m = 0;
  for (int s = 0; s < m; s++)
    if (!b->m || b->sum[s] != b->sum[b->m - 1])
      b->sum[b->m++] = b->sum[s];
  return 0;
}

/* Keeps in layer i only the sums with an option into layer i+1. */
static void
prune (diagram *g, int i)
{
  layer *a = &g->lay[i], *b = &g->lay[i + 1];
  const option *o = g->opt + (long) i * (g->k->n + 1);
  int m = 0;
  for (int s = 0; s < a->m; s++)
    for (int j = 0; j < g->nopt[i]; j++)
      if (find (b, a->sum[s] + o[j].value) >= 0)
        {
          a->sum[m++] = a->sum[s];
          break;
        }
  a->m = m;
}

/* The layers' sums: reachable forward, then pruned from the target. */
static int
shape (diagram *g)
{
  int n = g->nterms;
  g->lay[0].sum = malloc (sizeof *g->lay[0].sum);
  if (!g->lay[0].sum)
    return -1;
  g->lay[0].sum[0] = 0;
  g->lay[0].m = 1;
  for (int i = 0; i < n; i++)
    {
      g->nopt[i] = options (g, i, g->opt + (long) i * (g->k->n + 1));
      if (reach (g, i))
        return -1;
    }
  int at = find (&g->lay[n], g->target);
  g->lay[n].m = at >= 0;
  g->lay[n].sum[0] = g->target;
  for (int i = n - 1; i >= 0; i--)
    prune (g, i);
  return 0;
}

/* Node literals: the root and the target are true, the others new. */
static int
name_nodes (diagram *g)
{
  for (int i = 0; i <= g->nterms; i++)
    {
      layer *l = &g->lay[i];
      l->lit = malloc ((size_t) (l->m ? l->m : 1) * sizeof *l->lit);
      if (!l->lit)
        return -1;
      for (int s = 0; s < l->m; s++)
        {
          int inner = i > 0 && i < g->nterms;
          l->lit[s] = inner ? ss_venc_var (g->k) : SS_LIT_TRUE;
          if (inner)
            ss_venc_label (g->k, l->lit[s], "%s: the first %d add up to %d",
                           g->name, i, l->sum[s]);
        }
    }
  return 0;
}

static int
node (const layer *l, int s)
{
  int at = find (l, s);
  return at < 0 ? SS_LIT_FALSE : l->lit[at];
}

/* Forward, backward and support clauses of layer i's nodes. */
static int
edges (diagram *g, int i)
{
  ss_venc *k = g->k;
  const layer *a = &g->lay[i], *b = &g->lay[i + 1];
  const option *o = g->opt + (long) i * (k->n + 1);
  int stop = 0;
  for (int s = 0; s < a->m && !stop; s++)
    for (int j = 0; j < g->nopt[i] && !stop; j++)
      stop = ss_venc_c4 (k, -a->lit[s], -o[j].l1, -o[j].l2,
                         node (b, a->sum[s] + o[j].value));
  for (int s = 0; s < b->m && !stop; s++)
    for (int j = 0; j < g->nopt[i] && !stop; j++)
      stop = ss_venc_c4 (k, -b->lit[s], -o[j].l1, -o[j].l2,
                         node (a, b->sum[s] - o[j].value));
  return stop;
}

/* n(i,s) -> some option that leads on (dir 1: into layer i+1) or
 * comes in (dir -1: from layer i-1, for a node of layer i).  A cell's
 * digits are one clause; its "off" option (a guard that may not hold)
 * joins it as "not guard" when off leads, and when it does not, the node
 * needs the guard. */
static int
support (diagram *g, int i, int s, int dir)
{
  ss_venc *k = g->k;
  int term = dir > 0 ? i : i - 1;
  const layer *a = &g->lay[i], *b = &g->lay[i + dir];
  const option *o = g->opt + (long) term * (k->n + 1);
  int lits[SS_MAX_N + 3], len = 0, zero = -1, off = 0, stop = 0;
  int cell = g->t[term].cell >= 0;
  lits[len++] = -a->lit[s];
  for (int j = 0; j < g->nopt[term]; j++)
    {
      int leads = find (b, a->sum[s] + dir * o[j].value) >= 0;
      if (cell && !o[j].digit)
        zero = j, off = leads;
      else if (leads)
        lits[len++] = cell ? o[j].l2 : o[j].l1;
    }
  if (zero >= 0 && off)
    lits[len++] = o[zero].l1;
  else if (zero >= 0)
    stop = ss_venc_c2 (k, -a->lit[s], -o[zero].l1);
  return stop ? stop : ss_venc_clause (k, lits, len);
}

/* n(i,s) -> some node of layer i+dir it has an option to or from. */
static int
neighbours (diagram *g, int i, int s, int dir)
{
  int term = dir > 0 ? i : i - 1, lits[SS_MAX_N + 2], len = 0;
  const layer *a = &g->lay[i], *b = &g->lay[i + dir];
  const option *o = g->opt + (long) term * (g->k->n + 1);
  lits[len++] = -a->lit[s];
  for (int j = 0; j < g->nopt[term]; j++)
    {
      int at = find (b, a->sum[s] + dir * o[j].value);
      if (at >= 0 && seen_lit (lits, len, b->lit[at]) < 0)
        lits[len++] = b->lit[at];
    }
  return ss_venc_clause (g->k, lits, len);
}

/* Option j of term i -> some node it leaves from, and some node it
 * reaches: a digit no path uses is ruled out by propagation. */
static int
option_nodes (diagram *g, int i, const option *o)
{
  const layer *a = &g->lay[i], *b = &g->lay[i + 1];
  int *from = malloc ((size_t) (a->m + 2) * sizeof *from);
  int *to = malloc ((size_t) (a->m + 2) * sizeof *to), nf = 2, nt = 2, stop;
  if (!from || !to)
    return free (from), free (to), -1;
  from[0] = to[0] = -o->l1;
  from[1] = to[1] = -o->l2;
  for (int s = 0; s < a->m; s++)
    {
      int at = find (b, a->sum[s] + o->value);
      if (at >= 0)
        from[nf++] = a->lit[s], to[nt++] = b->lit[at];
    }
  stop = ss_venc_clause (g->k, from, nf);
  stop = stop ? stop : ss_venc_clause (g->k, to, nt);
  free (from);
  free (to);
  return stop;
}

static int
clauses (diagram *g)
{
  int stop = g->lay[0].m ? 0 : ss_venc_clause (g->k, 0, 0);
  for (int i = 0; i < g->nterms && !stop; i++)
    {
      const option *o = g->opt + (long) i * (g->k->n + 1);
      stop = edges (g, i);
      for (int s = 0; s < g->lay[i].m && !stop; s++)
        {
          stop = support (g, i, s, 1);
          stop = stop ? stop : neighbours (g, i, s, 1);
          if (!stop && i > 0)
            stop = support (g, i, s, -1);
          if (!stop && i > 0)
            stop = neighbours (g, i, s, -1);
        }
      for (int j = 0; j < g->nopt[i] && !stop; j++)
        stop = option_nodes (g, i, &o[j]);
    }
  return stop;
}

int
ss_venc_mdd (ss_venc *k, const ss_term *t, int nterms, int target,
             const char *name)
{
  diagram g = { k, t, nterms, target, name, 0, 0, 0 };
  int stop = -1;
  g.lay = calloc ((size_t) nterms + 1, sizeof *g.lay);
  g.opt = malloc ((size_t) (nterms ? nterms : 1) * (k->n + 1) * sizeof *g.opt);
  g.nopt = calloc ((size_t) nterms + 1, sizeof *g.nopt);
  if (g.lay && g.opt && g.nopt && !shape (&g) && !name_nodes (&g))
    stop = clauses (&g);
  for (int i = 0; g.lay && i <= nterms; i++)
    free (g.lay[i].sum), free (g.lay[i].lit);
  free (g.lay), free (g.opt), free (g.nopt);
  return stop < 0 && !k->failed ? ss_venc_fail (k, 0, "out of memory") : stop;
}
