/* rule45.c -- the killer setter's "rule of 45" as implied sums: clauses
 * the cages and houses already imply, written so that unit propagation
 * sees what a setter sees (docs/sat.md, "Variant encodings measured").
 *
 * A row, column or region holds every digit once, so its cells add up
 * to 1 + ... + N.  For each such house H and the killer cages with a
 * total (pairwise disjoint on the cells that matter):
 *
 *   innies   the cells of H outside the cages that lie wholly in H add
 *            up to the house's total less those cages' totals;
 *   outies   when the cages that meet H cover it, the cells of those
 *            cages outside H add up to their totals less the house's.
 *
 * Each implied sum is a sum constraint of its own, in the combinations
 * encoding when they fit, else in the adder (sum.h), so every
 * auxiliary variable is defined by the cells as every sum's is: the CNF
 * keeps exactly one model per solution.  Outies are written only up to
 * SS_R45_OUT cells (longer ones propagated nothing the cages do not).
 */
#include "sum.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SS_R45_OUT 4
#define SS_R45_WIDE 8

typedef struct r45 {
  ss_venc *k;
  const ss_con *c;    /* the last cage: what a failure names */
  unsigned char *in;  /* per cell: in the house */
  unsigned char *use; /* per cell: covered by a cage counted */
} r45;

static int
is_cage (const ss_con *c)
{
  return c->kind == SS_KIND_KILLER && c->nvals > 0;
}

/* Cells of cage c inside the house. */
static int
inside (const r45 *r, const ss_con *c)
{
  int m = 0;
  for (int i = 0; i < c->ncells; i++)
    m += r->in[c->cell[i]];
  return m;
}

/* Marks cage c's cells (only those in the house when in_only); 1 when a
 * cell was marked already (cages overlap: the rule does not apply). */
static int
mark (r45 *r, const ss_con *c, int in_only)
{
  int clash = 0;
  for (int i = 0; i < c->ncells; i++)
    if (!in_only || r->in[c->cell[i]])
      clash |= r->use[c->cell[i]]++ > 0;
  return clash;
}

/* cells[0..m) add up to total: combinations when they fit, else the
 * adder. */
static int
implied (r45 *r, const int *cells, int m, int total, const char *name)
{
  ss_venc *k = r->k;
  ss_term t[SS_MAX_N];
  ss_part p = { cells, m };
  int one = SS_LIT_TRUE;
  if (k->sum == SS_SUM_COMBINATIONS
      && ss_venc_combos_fit (k, &p, 1, &total, 1))
    return ss_venc_combos (k, r->c, &p, 1, &total, &one, 1, name);
  for (int i = 0; i < m; i++)
    t[i] = (ss_term) { cells[i], 0, 1, SS_LIT_TRUE };
  return ss_venc_sum (k, t, m, total, ss_venc_adder (k), name);
}

/* The innies of the area (houses[0..size), adding up to total): 0 when
 * there are none to write. */
static int
innies (r45 *r, const int *house, int size, int total, int most,
        const char *what)
{
  const ss_model *m = r->k->m;
  int n = r->k->n, cells[SS_MAX_N], len = 0;
  int cages = 0;
  char name[80];
  memset (r->use, 0, (size_t) n * n);
  for (int i = 0; i < m->ncons; i++)
    if (is_cage (&m->con[i]) && inside (r, &m->con[i]) == m->con[i].ncells)
      {
        if (mark (r, &m->con[i], 1))
          return 0;
        total -= m->con[i].val[0];
        cages++;
      }
  for (int i = 0; i < size; i++)
    if (!r->use[house[i]] && len++ < most)
      cells[len - 1] = house[i];
  if (!cages || !len || len > most)
    return 0;
  snprintf (name, sizeof name, "rule 45: %s's innies", what);
  return implied (r, cells, len, total, name);
}

/* The outies of the area: 0 when there are none to write. */
static int
outies (r45 *r, const int *house, int size, int total, const char *what)
{
  const ss_model *m = r->k->m;
  int n = r->k->n, cells[SS_R45_OUT], len = 0;
  total = -total;
  int crossing = 0;
  char name[80];
  memset (r->use, 0, (size_t) n * n);
  for (int i = 0; i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      int in = is_cage (c) ? inside (r, c) : 0;
      if (!in)
        continue;
      if (mark (r, c, 0))
        return 0;
      total += c->val[0];
      crossing += in < c->ncells;
      for (int j = 0; j < c->ncells; j++)
        if (!r->in[c->cell[j]] && len++ < SS_R45_OUT)
          cells[len - 1] = c->cell[j];
    }
  for (int i = 0; i < size; i++)
    if (!r->use[house[i]])
      return 0; /* not covered */
  if (!crossing || len > SS_R45_OUT)
    return 0;
  snprintf (name, sizeof name, "rule 45: %s's outies", what);
  return implied (r, cells, len, total, name);
}

/* The area of houses h .. h+w-1 (w rows or w columns side by side). */
static int
area (r45 *r, int h, int w)
{
  int n = r->k->n, stop, cells[SS_MAX_N * SS_MAX_N], size = 0;
  char what[48];
  memset (r->in, 0, (size_t) n * n);
  for (int j = 0; j < w; j++)
    for (int i = 0; i < n; i++)
      r->in[cells[size++] = ss_model_house (r->k->m, h + j)[i]] = 1;
  snprintf (what, sizeof what, w > 1 ? "houses %d-%d" : "house %d", h + 1,
            h + w);
  stop = innies (r, cells, size, w * n * (n + 1) / 2,
                 w > 1 ? SS_R45_OUT : n, what);
  return stop ? stop : outies (r, cells, size, w * n * (n + 1) / 2, what);
}

int
ss_venc_rule45 (ss_venc *k, const ss_con *c)
{
  const ss_model *m = k->m;
  int n = k->n, stop = 0;
  if (!k->implied)
    return 0;
  for (const ss_con *d = c + 1; d < m->con + m->ncons; d++)
    if (is_cage (d))
      return 0; /* written once, after the last cage */
  r45 r = { k, c, calloc ((size_t) n * n, 1), calloc ((size_t) n * n, 1) };
  if (!r.in || !r.use)
    stop = ss_venc_fail (k, c, "out of memory");
  for (int h = 0; h < ss_model_first_extra (m) && !stop; h++)
    stop = area (&r, h, 1);
  for (int w = 2; w <= SS_R45_WIDE && !stop; w++)
    for (int h = 0; h + w <= 2 * n && !stop; h++)
      if (h / n == (h + w - 1) / n)
        stop = area (&r, h, w);
  free (r.in);
  free (r.use);
  return stop;
}
