/* variant.c -- the walk over a variant puzzle's families, and the
 * literals and clauses every kind's encoder writes with (variant.h).
 *
 * Order of the variant families, after the classic ones: the extra
 * houses (at least once, then at most once, per house and digit), the
 * all-different groups of fewer than N cells (at most once per digit),
 * each kind's own family in the order of SS_KINDS (constraints in the
 * puzzle's order), and last the order literals the kinds asked for:
 * they are made on first use, so only once the kinds are written is it
 * known which cells need them.
 */
#include "variant.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- literals ---- */

int
ss_venc_x (const ss_venc *k, int cell, int d)
{
  int n = k->n, r = cell / n, c = cell % n;
  if (d < 1 || d > n)
    return SS_LIT_FALSE;
  long v = ss_varmap_var (k->map, r, c, d);
  if (v)
    return (int) v;
  return ss_varmap_fixed_true (k->map, r, c, d) ? SS_LIT_TRUE : SS_LIT_FALSE;
}

int
ss_venc_label (ss_venc *k, int var, const char *fmt, ...)
{
  char name[96];
  va_list ap;
  if (!k->sink || !k->sink->label)
    return 0;
  va_start (ap, fmt);
  vsnprintf (name, sizeof name, fmt, ap);
  va_end (ap);
  return k->sink->label (k->sink->ctx, var, name);
}

int
ss_venc_var (ss_venc *k)
{
  return (int) k->out->next_var++;
}

/* The cell's smallest and largest candidates (digits not fixed false),
 * and order variables for the thresholds between them. */
static void
make_order (ss_venc *k, int cell)
{
  int lo = k->n + 1, hi = 0;
  for (int d = 1; d <= k->n; d++)
    if (ss_venc_x (k, cell, d) != SS_LIT_FALSE)
      {
        lo = d < lo ? d : lo;
        hi = d;
      }
  if (!hi)
    lo = hi = 1; /* no candidate: the cell's own clause is empty */
  k->ge_lo[cell] = (unsigned char) lo;
  k->ge_hi[cell] = (unsigned char) hi;
  k->ge_base[cell] = hi > lo ? (int) k->out->next_var : -1;
  k->out->next_var += hi - lo;
  k->order_vars += hi - lo;
  for (int t = lo + 1; t <= hi; t++)
    ss_venc_label (k, k->ge_base[cell] + t - lo - 1, "r%dc%d>=%d",
                   cell / k->n + 1, cell % k->n + 1, t);
}

int
ss_venc_ge (ss_venc *k, int cell, int t)
{
  if (!k->ge_base[cell])
    make_order (k, cell);
  if (t <= k->ge_lo[cell])
    return SS_LIT_TRUE;
  if (t > k->ge_hi[cell])
    return SS_LIT_FALSE;
  return k->ge_base[cell] + t - k->ge_lo[cell] - 1;
}

/* ---- clauses ---- */

static int
room (ss_venc *k, int len)
{
  if (len <= k->cap && k->scratch)
    return 0;
  int cap = len > 2 * k->cap ? len : 2 * k->cap;
  cap = cap < 16 ? 16 : cap;
  int *s = realloc (k->scratch, (size_t) cap * sizeof *s);
  if (!s)
    return -1;
  k->scratch = s;
  k->cap = cap;
  return 0;
}

/* Where lit already is among the m kept: 1 the same, -1 its negation
 * (the clause always holds), 0 not there.  Only short clauses are
 * looked through: the long ones (a house, a list of combinations) are
 * made of distinct variables. */
static int
seen (const int *kept, int m, int lit)
{
  for (int i = 0; i < m && m < 64; i++)
    if (kept[i] == lit || kept[i] == -lit)
      return kept[i] == lit ? 1 : -1;
  return 0;
}

int
ss_venc_clause (ss_venc *k, const int *lits, int len)
{
  int m = 0;
  if (room (k, len))
    return ss_venc_fail (k, 0, "out of memory");
  for (int i = 0; i < len; i++)
    {
      if (lits[i] == SS_LIT_TRUE)
        return 0;
      if (lits[i] == SS_LIT_FALSE)
        continue;
      int there = seen (k->scratch, m, lits[i]);
      if (there < 0)
        return 0;
      if (!there)
        k->scratch[m++] = lits[i];
    }
  int stop = k->out->clause (k->out->ctx, k->scratch, m);
  if (stop && !k->stop)
    k->stop = stop;
  return stop;
}

int
ss_venc_c2 (ss_venc *k, int a, int b)
{
  int l[2] = { a, b };
  return ss_venc_clause (k, l, 2);
}

int
ss_venc_c3 (ss_venc *k, int a, int b, int c)
{
  int l[3] = { a, b, c };
  return ss_venc_clause (k, l, 3);
}

int
ss_venc_c4 (ss_venc *k, int a, int b, int c, int d)
{
  int l[4] = { a, b, c, d };
  return ss_venc_clause (k, l, 4);
}

/* The constants are settled first: two true members break it (the
 * empty clause), one true member makes every free one false, and the
 * free ones alone get the AMO encoding. */
int
ss_venc_amo (ss_venc *k, const int *lits, int len)
{
  int trues = 0, m = 0, stop = 0;
  int *free_lits = malloc ((size_t) (len ? len : 1) * sizeof *free_lits);
  if (!free_lits)
    return ss_venc_fail (k, 0, "out of memory");
  for (int i = 0; i < len; i++)
    if (lits[i] == SS_LIT_TRUE)
      trues++;
    else if (lits[i] != SS_LIT_FALSE)
      free_lits[m++] = lits[i];
  if (trues > 1)
    stop = k->out->clause (k->out->ctx, free_lits, 0);
  for (int i = 0; trues == 1 && i < m && !stop; i++)
    stop = ss_venc_c2 (k, -free_lits[i], SS_LIT_FALSE);
  if (!trues && !stop)
    stop = ss_amo_encode (k->amo, free_lits, m, k->out);
  free (free_lits);
  return stop;
}

int
ss_venc_fail (ss_venc *k, const ss_con *c, const char *fmt, ...)
{
  va_list ap;
  int at = 0;
  char where[96];
  if (c)
    ss_con_where (c, where, sizeof where),
      at = snprintf (k->why, sizeof k->why, "%s (%s): ",
                     ss_kind_name (c->kind), where);
  va_start (ap, fmt);
  vsnprintf (k->why + at, sizeof k->why - (size_t) at, fmt, ap);
  va_end (ap);
  k->failed = 1;
  return -1;
}

/* ---- set-up ---- */

int
ss_venc_init (ss_venc *k, const ss_varmap *map, const ss_encode_opts *o)
{
  const ss_grid *g = &map->givens;
  size_t cells = (size_t) g->n * g->n;
  memset (k, 0, sizeof *k);
  k->m = g->model;
  k->n = g->n;
  k->map = map;
  k->amo = o->amo;
  k->sum = ss_sum_resolve (o->sum);
  k->sum_explicit = o->sum != SS_SUM_AUTO;
  k->implied = !o->no_implied;
  k->ge_base = calloc (cells, sizeof *k->ge_base);
  k->ge_lo = calloc (cells, 1);
  k->ge_hi = calloc (cells, 1);
  if (!k->ge_base || !k->ge_lo || !k->ge_hi)
    return ss_venc_free (k), -1;
  return 0;
}

void
ss_venc_free (ss_venc *k)
{
  free (k->ge_base);
  free (k->ge_lo);
  free (k->ge_hi);
  free (k->scratch);
  k->ge_base = 0;
  k->ge_lo = k->ge_hi = 0;
  k->scratch = 0;
}

void
ss_venc_rewind (ss_venc *k)
{
  k->stop = 0;
  memset (k->ge_base, 0, (size_t) k->n * k->n * sizeof *k->ge_base);
  k->order_vars = 0;
}

/* ---- which families ---- */

/* Killer cages (of one total or several), renban lines and extra regions of fewer than N cells
 * hold no digit twice: the group family. */
static int
is_group (const ss_model *m, const ss_con *c)
{
  return c->kind == SS_KIND_KILLER || c->kind == SS_KIND_MULTIKILLER
         || c->kind == SS_KIND_RENBAN
         || (c->kind == SS_KIND_EXTRA && c->ncells < m->n);
}

uint64_t
ss_venc_families (const ss_model *m)
{
  uint64_t fams = 0;
  if (m->nhouses > ss_model_first_extra (m))
    fams |= SS_VFAM_BIT (SS_VFAM_EXTRA_ALO) | SS_VFAM_BIT (SS_VFAM_EXTRA_AMO);
  for (int i = 0; i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      if (is_group (m, c))
        fams |= SS_VFAM_BIT (SS_VFAM_GROUP_AMO);
      if (ss_kind_enc_of (c->kind)->own)
        fams |= SS_VFAM_BIT (SS_VFAM_OF_KIND (c->kind));
    }
  return fams;
}

/* ---- the families ---- */

static int
group_start (ss_venc *k, int g)
{
  if (!k->sink || !k->sink->group)
    return 0;
  return k->sink->group (k->sink->ctx, (ss_family) *k->fam, g);
}

/* Each extra house (a diagonal, a disjoint group, an extra region of N
 * cells) holds each digit at least once / at most once: group (h -
 * ss_model_first_extra) * N + d - 1, members in the house's order. */
static int
extra_houses (ss_venc *k, int at_least)
{
  int n = k->n, lits[SS_MAX_N], stop = 0, first = ss_model_first_extra (k->m);
  for (int h = first; h < k->m->nhouses && !stop; h++)
    for (int d = 1; d <= n && !stop; d++)
      {
        const int *cells = ss_model_house (k->m, h);
        for (int i = 0; i < n; i++)
          lits[i] = ss_venc_x (k, cells[i], d);
        stop = group_start (k, (h - first) * n + d - 1);
        if (!stop)
          stop = at_least ? ss_venc_clause (k, lits, n)
                          : ss_venc_amo (k, lits, n);
      }
  return stop;
}

/* Each group of fewer than N cells holds each digit at most once: group
 * con * N + d - 1. */
static int
groups (ss_venc *k)
{
  int n = k->n, lits[SS_MAX_N], stop = 0;
  for (int i = 0; i < k->m->ncons && !stop; i++)
    {
      const ss_con *c = &k->m->con[i];
      if (!is_group (k->m, c))
        continue;
      for (int d = 1; d <= n && !stop; d++)
        {
          for (int j = 0; j < c->ncells; j++)
            lits[j] = ss_venc_x (k, c->cell[j], d);
          stop = group_start (k, i * n + d - 1);
          stop = stop ? stop : ss_venc_amo (k, lits, c->ncells);
        }
    }
  return stop;
}

static int
kind_family (ss_venc *k, int kind)
{
  const ss_kind_enc *e = ss_kind_enc_of (kind);
  int stop = 0;
  for (int i = 0; i < k->m->ncons && !stop; i++)
    if (k->m->con[i].kind == kind)
      {
        stop = group_start (k, i);
        stop = stop ? stop : e->encode (k, &k->m->con[i]);
      }
  return stop;
}

/* The order literals of one cell, o_t = ge(cell, t), defined both ways
 * by its digits x_d (the regular encoding: Ansotegui & Manya 2004):
 * o_(t+1) -> o_t; x_d -> o_d and x_d -> not o_(d+1); o_t -> x_t or
 * o_(t+1); and not o_(lo+1) -> x_lo.  So o_t is true exactly when the
 * cell holds t or more. */
static int
order_cell (ss_venc *k, int cell)
{
  int lo = k->ge_lo[cell], hi = k->ge_hi[cell], stop = 0;
  for (int t = lo + 1; t <= hi && !stop; t++)
    {
      int o = ss_venc_ge (k, cell, t), x = ss_venc_x (k, cell, t);
      stop = ss_venc_c2 (k, -ss_venc_ge (k, cell, t + 1), o);
      stop = stop ? stop : ss_venc_c2 (k, -x, o);
      stop = stop ? stop : ss_venc_c3 (k, -o, x, ss_venc_ge (k, cell, t + 1));
    }
  for (int d = lo; d < hi && !stop; d++)
    stop = ss_venc_c2 (k, -ss_venc_x (k, cell, d), -ss_venc_ge (k, cell,
                                                                 d + 1));
  return stop ? stop : ss_venc_c2 (k, ss_venc_ge (k, cell, lo + 1),
                                   ss_venc_x (k, cell, lo));
}

static int
order_family (ss_venc *k)
{
  int stop = 0;
  for (int cell = 0; cell < k->n * k->n && !stop; cell++)
    if (k->ge_base[cell] > 0)
      {
        stop = group_start (k, cell);
        stop = stop ? stop : order_cell (k, cell);
      }
  return stop;
}

static int
family_body (ss_venc *k, int f)
{
  if (f == SS_VFAM_EXTRA_ALO || f == SS_VFAM_EXTRA_AMO)
    return extra_houses (k, f == SS_VFAM_EXTRA_ALO);
  if (f == SS_VFAM_GROUP_AMO)
    return groups (k);
  if (f == SS_VFAM_ORDER)
    return order_family (k);
  return kind_family (k, f - SS_VFAM_KINDS + 1);
}

/* One family: the sink hears of it first, the counting pass tallies the
 * variables it made (order variables go to the order family). */
static int
family (ss_venc *k, int f)
{
  long before = k->out->next_var, orders = k->order_vars;
  int stop = 0;
  *k->fam = f;
  if (k->sink && k->sink->family)
    stop = k->sink->family (k->sink->ctx, (ss_family) f,
                            k->counts->family_clauses[f]);
  stop = stop ? stop : family_body (k, f);
  stop = stop ? stop : k->stop; /* a clause a kind did not look at */
  if (k->tally && f != SS_VFAM_ORDER)
    k->tally->family_aux[f] = k->out->next_var - before
                              - (k->order_vars - orders);
  if (k->tally && f == SS_VFAM_ORDER)
    k->tally->family_aux[f] = k->order_vars;
  return stop;
}

int
ss_venc_walk (ss_venc *k, uint64_t vfams)
{
  int stop = 0;
  for (int f = SS_FAMILY_COUNT; f < SS_VFAM_ORDER && !stop; f++)
    if (vfams & SS_VFAM_BIT (f))
      stop = family (k, f);
  if (k->tally && k->order_vars)
    k->tally->vfamilies |= SS_VFAM_BIT (SS_VFAM_ORDER);
  if (!stop && k->order_vars)
    stop = family (k, SS_VFAM_ORDER);
  return stop;
}
