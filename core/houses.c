/* houses.c -- finishing a model: every constraint validated, the houses
 * derived (rows, columns, regions, then the extra houses of diagonals,
 * disjoint groups and extra regions of N cells), the kinds mask set.
 * Also the houses of a classic grid, so code written against houses
 * serves both cases, and the names messages give them. */
#include "model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/meaning.h"

typedef struct kind_row {
  const char *name, *help;
  unsigned flags;
  int lo, hi, plo, phi;
} kind_row;

static const kind_row kinds[] = {
  { "regions", "irregular regions replace the boxes", 0, 0, 0, 0, 0 },
#define SS_KIND_ROW(id, name, flags, lo, hi, plo, phi, help)               \
  { #name, help, flags, lo, hi, plo, phi },
  SS_KINDS (SS_KIND_ROW)
#undef SS_KIND_ROW
};

const char *
ss_kind_name (int k)
{
  if (k == SS_KIND_NOREGION)
    return "noregion";
  return k >= 0 && k < SS_KIND_COUNT ? kinds[k].name : "?";
}

const char *
ss_kind_help (int k)
{
  return k >= 0 && k < SS_KIND_COUNT ? kinds[k].help : "?";
}

unsigned
ss_kind_flags (int k)
{
  return k >= 0 && k < SS_KIND_COUNT ? kinds[k].flags : 0;
}

/* A zeroed constraint's r0c0 is a corner, which faces no row: not a
 * clue, so a constraint built without one reads as its cells. */
int
ss_con_clued (const ss_con *c)
{
  unsigned f = ss_kind_flags (c->kind);
  return (f & SS_KF_CLUE)
         || ((f & SS_KF_OUTSIDE) && c->clue_r >= 0 && c->clue_c >= 0
             && c->clue_r + c->clue_c > 0);
}

int
ss_kind_lookup (const char *name)
{
  for (int k = 0; k < SS_KIND_COUNT; k++)
    if (!strcmp (kinds[k].name, name))
      return k;
  return -1;
}

void
ss_cells_name (int n, const int *cell, int count, char *buf, int len)
{
  int at = 0;
  buf[0] = 0;
  for (int i = 0; i < count && at < len; i++)
    at += snprintf (buf + at, (size_t) (len - at), "%sr%dc%d", i ? " " : "",
                    cell[i] / n + 1, cell[i] % n + 1);
}

/* ---- validating --------------------------------------------------------- */

static int
bound (int v, int n)
{
  return v == -1 ? n : v == -2 ? n * n : v;
}

/* The checks every kind shares: cell and parameter counts, cells inside
 * the grid and distinct -- except on a line, which may come back to a
 * cell (a loop): each line kind's own validate says whether it can; and
 * a clone's shapes may overlap (clone.c). */
static int
validate_shape (const ss_model *m, const ss_con *c, ss_error *err)
{
  const kind_row *k = &kinds[c->kind];
  int n = m->n, lo = bound (k->lo, n), hi = bound (k->hi, n);
  int plo = bound (k->plo, n), phi = bound (k->phi, n);
  if (c->ncells < lo || c->ncells > hi)
    return ss_con_error (err, c, "%d cells; it takes %d to %d", c->ncells,
                         lo, hi);
  if (c->nvals < plo || c->nvals > phi)
    return ss_con_error (err, c, "%d numbers; it takes %d to %d", c->nvals,
                         plo, phi);
  for (int i = 0; i < c->ncells; i++)
    {
      if (c->cell[i] < 0 || c->cell[i] >= n * n)
        return ss_con_error (err, c, "a cell outside the %dx%d grid", n, n);
      for (int j = 0; j < i && !(k->flags & SS_KF_LINE)
                      && c->kind != SS_KIND_CLONE; j++)
        if (c->cell[j] == c->cell[i])
          return ss_con_error (err, c, "r%dc%d is listed twice",
                               c->cell[i] / n + 1, c->cell[i] % n + 1);
    }
  return 0;
}

/* A line too long for its kind because it comes back to a cell (a
 * renban loop of N cells lists N + 1): when the kind refuses the return,
 * its reason says more than the count.  Always -1. */
static int
loop_reason (const ss_model *m, const ss_con *c, ss_error *err)
{
  ss_error why;
  if (!(kinds[c->kind].flags & SS_KF_LINE) || c->ncells > m->n * m->n
      || ss_path_distinct (c, 0, c->ncells) == c->ncells)
    return -1;
  for (int i = 0; i < c->ncells; i++)
    if (c->cell[i] < 0 || c->cell[i] >= m->n * m->n)
      return -1;
  if (ss_validate_of (c->kind) (m, c, &why) < 0)
    *err = why;
  return -1;
}

/* The kinds that read a cell's region refuse a cell in none: disjoint
 * groups count a position in every region (the solver behind f-puzzles
 * would index a region -1), a box indexer a position in the cell's own,
 * and a region sum line cuts at region changes (that solver skips a cell
 * in none and joins the runs around it: refused rather than guessed). */
static int
needs_regions (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (m->nregions == m->n)
    return 0;
  if (c->kind == SS_KIND_DISJOINT || c->kind == SS_KIND_DISJOINTGROUP)
    return ss_con_error (err, c, "disjoint groups need every cell in a "
                         "region, and %d cells are in none",
                         (m->n - m->nregions) * m->n);
  if (c->kind != SS_KIND_REGIONSUM
      && !(c->kind == SS_KIND_INDEXER && c->nvals && c->val[0] == 2))
    return 0;
  for (int i = 0; i < c->ncells; i++)
    if (c->cell[i] >= 0 && c->cell[i] < m->n * m->n
        && m->region[c->cell[i]] == SS_NO_REGION)
      return ss_con_error (err, c, "r%dc%d is in no region, and a %s reads "
                           "the region of each of its cells",
                           c->cell[i] / m->n + 1, c->cell[i] % m->n + 1,
                           c->kind == SS_KIND_REGIONSUM ? "region sum line"
                                                        : "box indexer");
  return 0;
}

int
ss_con_validate (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->kind < 1 || c->kind >= SS_KIND_COUNT)
    return ss_error_set (err, c->line, c->col, "unknown kind %d", c->kind),
           -1;
  if (validate_shape (m, c, err) < 0)
    return loop_reason (m, c, err);
  if (needs_regions (m, c, err) < 0)
    return -1;
  return ss_validate_of (c->kind) (m, c, err) < 0 ? -1 : 0;
}

static int
validate_all (const ss_model *m, ss_error *err)
{
  for (int i = 0; i < m->ncons; i++)
    if (ss_con_validate (m, &m->con[i], err) < 0)
      return -1;
  return 0;
}

/* ---- houses ------------------------------------------------------------- */

/* The extra houses constraint c adds, written to out (N cells each, when
 * out is not 0); their number. */
static int
extra_houses (const ss_model *m, const ss_con *c, int *out)
{
  int n = m->n;
  if (c->kind == SS_KIND_EXTRA && c->ncells == n)
    return out ? (memcpy (out, c->cell, (size_t) n * sizeof *out), 1) : 1;
  if (c->kind == SS_KIND_DIAGONAL)
    {
      for (int i = 0; out && i < n; i++)
        out[i] = c->val[0] < 0 ? i * n + i : (n - 1 - i) * n + i;
      return 1;
    }
  if (c->kind == SS_KIND_DISJOINTGROUP)
    {
      for (int b = 0; out && b < n; b++)
        out[b] = ss_region_cell (m, b, c->val[0] - 1);
      return 1;
    }
  if (c->kind != SS_KIND_DISJOINT)
    return 0;
  for (int pos = 0; out && pos < n; pos++)
    for (int b = 0; b < n; b++)
      out[pos * n + b] = ss_region_cell (m, b, pos);
  return n;
}

static void
line_houses (const ss_model *m, int *h)
{
  int n = m->n, fill[SS_MAX_N] = { 0 };
  for (int u = 0; u < n; u++)
    for (int k = 0; k < n; k++)
      {
        h[u * n + k] = u * n + k;           /* row u */
        h[(n + u) * n + k] = k * n + u;     /* column u */
      }
  for (int i = 0; i < n * n; i++)
    {
      int g = m->region[i];
      if (g != SS_NO_REGION)
        h[(2 * n + g) * n + fill[g]++] = i; /* region g, row-major */
    }
}

static int
derive_houses (ss_model *m)
{
  int n = m->n, first = ss_model_first_extra (m), count = first;
  for (int i = 0; i < m->ncons; i++)
    count += extra_houses (m, &m->con[i], 0);
  free (m->house);
  free (m->house_con);
  m->house = malloc ((size_t) count * n * sizeof *m->house);
  m->house_con = malloc ((size_t) count * sizeof *m->house_con);
  if (!m->house || !m->house_con)
    return -1;
  line_houses (m, m->house);
  for (int h = 0; h < first; h++)
    m->house_con[h] = -1;
  for (int i = 0, h = first; i < m->ncons; i++)
    for (int k = extra_houses (m, &m->con[i], m->house + (long) h * n);
         k-- > 0;)
      m->house_con[h++] = i;
  m->nhouses = count;
  return 0;
}

int
ss_model_finish (ss_model *m, ss_error *err)
{
  if (validate_all (m, err) < 0)
    return -1;
  if (derive_houses (m) < 0)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  m->kinds = m->irregular ? SS_KIND_BIT (SS_KIND_REGIONS) : 0;
  if (m->nregions < m->n)
    m->kinds |= SS_KIND_BIT (SS_KIND_NOREGION);
  for (int i = 0; i < m->ncons; i++)
    m->kinds |= SS_KIND_BIT (m->con[i].kind);
  return 0;
}

/* ---- any grid ----------------------------------------------------------- */

int *
ss_houses_of (const ss_grid *g, int *count)
{
  if (g->model)
    {
      *count = g->model->nhouses;
      return g->model->house;
    }
  ss_model *m = ss_model_new (g->box_rows, g->box_cols);
  int *h = m ? malloc ((size_t) 3 * g->n * g->n * sizeof *h) : 0;
  if (h)
    line_houses (m, h);
  ss_model_unref (m);
  *count = 3 * g->n;
  return h;
}

void
ss_houses_free (const ss_grid *g, int *houses)
{
  if (!g->model)
    free (houses);
}

void
ss_house_name (const ss_grid *g, int h, char *buf, int len)
{
  const ss_model *m = g->model;
  int n = g->n, u = h % n, first = m ? ss_model_first_extra (m) : 3 * n;
  if (h < first)
    {
      const char *what = h < n ? "row" : h < 2 * n ? "column"
                       : m && m->irregular ? "region" : "box";
      snprintf (buf, (size_t) len, "%s %d", what, u + 1);
      return;
    }
  const ss_con *c = &m->con[m->house_con[h]];
  int from = h;
  while (from > first && m->house_con[from - 1] == m->house_con[h])
    from--;
  if (c->kind == SS_KIND_DIAGONAL)
    snprintf (buf, (size_t) len, "the %s diagonal",
              c->val[0] < 0 ? "main" : "anti");
  else if (c->kind == SS_KIND_DISJOINT)
    snprintf (buf, (size_t) len, "disjoint group %d", h - from + 1);
  else if (c->kind == SS_KIND_DISJOINTGROUP)
    snprintf (buf, (size_t) len, "disjoint group %d", c->val[0]);
  else
    snprintf (buf, (size_t) len, "extra region %d", m->house_con[h] + 1);
}
