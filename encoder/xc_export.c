/* xc_export.c -- the exact-cover text of a puzzle (see xc_export.h). */
#include "xc_export.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "vars.h"

static const char *const family_word[SS_RULE_COUNT] = {
  "cell rRcC: cell (r,c) holds a digit", "row rRdD: row r holds d",
  "column cCdD: column c holds d", "box bBdD: box b holds d"
};

/* The name of exact-cover column (rule, group g). */
static void
column_name (FILE *out, int n, int rule, int g)
{
  int a = g / n + 1, b = g % n + 1;
  if (rule == SS_RULE_CELL)
    fprintf (out, "r%dc%d", a, b);
  else
    fprintf (out, "%c%dd%d", "rcb"[rule - 1], a, b);
}

static void
header (FILE *out, const ss_grid *p)
{
  int n = p->n;
  fprintf (out, "# sudosat %s: a %dx%d Sudoku (%dx%d boxes, %d givens) as "
           "an exact-cover problem\n", SS_VERSION, n, n, p->box_rows,
           p->box_cols, ss_grid_givens (p));
  fprintf (out, "# %d columns, four families of %d:\n", 4 * n * n, n * n);
  for (int f = 0; f < SS_RULE_COUNT; f++)
    fprintf (out, "#   %s\n", family_word[f]);
  fputs ("# one row rRcCdD per candidate \"cell (r,c) holds d\", covering "
         "its four columns;\n# a given's cell keeps only the given digit\n",
         out);
  fputs ("columns:", out);
  for (int rule = 0; rule < SS_RULE_COUNT; rule++)
    for (int g = 0; g < n * n; g++)
      fputc (' ', out), column_name (out, n, rule, g);
  fputc ('\n', out);
}

/* The candidate's group in each rule, as in vars.h. */
static void
row (FILE *out, const ss_grid *p, int r, int c, int d)
{
  int n = p->n, groups[SS_RULE_COUNT] = {
    r * n + c, r * n + d - 1, c * n + d - 1, ss_box_of (p, r, c) * n + d - 1
  };
  fprintf (out, "r%dc%dd%d:", r + 1, c + 1, d);
  for (int rule = 0; rule < SS_RULE_COUNT; rule++)
    fputc (' ', out), column_name (out, n, rule, groups[rule]);
  fputc ('\n', out);
}

/* A variant puzzle's exact cover: the model's houses (rows, columns,
 * regions, then the extra houses) for the classic families, and the
 * small extra regions with a slack row per digit. */
typedef struct houses {
  const ss_grid *p;
  const ss_model *m;
  int n, nsmall;
  int *small; /* the extra regions of fewer than N cells */
} houses;

/* Extra house h's name: "maindiag", "antidiag", "disjoint2", "extra3". */
static void
extra_name (FILE *out, const houses *x, int h)
{
  const ss_model *m = x->m;
  const ss_con *c = &m->con[m->house_con[h]];
  int first = h;
  if (c->kind == SS_KIND_DIAGONAL)
    fputs (c->val[0] < 0 ? "maindiag" : "antidiag", out);
  else if (c->kind == SS_KIND_DISJOINT)
    {
      while (first > 3 * x->n && m->house_con[first - 1] == m->house_con[h])
        first--;
      fprintf (out, "disjoint%d", h - first + 1);
    }
  else
    fprintf (out, "extra%d", m->house_con[h] + 1);
}

/* Column (house h, digit d); h past the houses: small extra region
 * h - nhouses. */
static void
house_column (FILE *out, const houses *x, int h, int d)
{
  int n = x->n, u = h % n + 1;
  if (h < 2 * n)
    fprintf (out, "%c%d", h < n ? 'r' : 'c', u);
  else if (h < ss_model_first_extra (x->m))
    fprintf (out, "%s%d", x->m->irregular ? "region" : "b", u);
  else if (h < x->m->nhouses)
    extra_name (out, x, h);
  else
    fprintf (out, "extra%d", x->small[h - x->m->nhouses] + 1);
  fprintf (out, "d%d", d);
}

static int
holds (const houses *x, int h, int cell)
{
  const ss_model *m = x->m;
  if (h < m->nhouses)
    {
      for (int i = 0; i < x->n; i++)
        if (ss_model_house (m, h)[i] == cell)
          return 1;
      return 0;
    }
  const ss_con *c = &m->con[x->small[h - m->nhouses]];
  for (int i = 0; i < c->ncells; i++)
    if (c->cell[i] == cell)
      return 1;
  return 0;
}

static void
variant_words (FILE *out, const houses *x)
{
  const ss_model *m = x->m;
  fprintf (out, "#   %s\n", m->irregular
           ? "region regionGdD: region g holds d"
           : "box bBdD: box b holds d");
  if (m->kinds & SS_KIND_BIT (SS_KIND_DIAGONAL))
    fputs ("#   diagonal maindiagdD, antidiagdD: the diagonal holds d\n",
           out);
  if (m->kinds & SS_KIND_BIT (SS_KIND_DISJOINT))
    fputs ("#   disjoint disjointKdD: disjoint group k (the cells at one "
           "place of every box) holds d\n", out);
  if (m->kinds & SS_KIND_BIT (SS_KIND_EXTRA))
    fputs ("#   extra extraKdD: extra region k (its rule's number) holds d;"
           " one of fewer\n#     than N cells holds d at most once: its row "
           "extraKdD-none covers the column\n#     when no cell holds d\n",
           out);
}

static void
variant_header (FILE *out, const houses *x)
{
  const ss_grid *p = x->p;
  int n = x->n, ncols = n * n + (x->m->nhouses + x->nsmall) * n;
  char kinds[256];
  ss_kinds_text (x->m->kinds, kinds, sizeof kinds);
  fprintf (out, "# sudosat %s: a %dx%d Sudoku (rules: %s; %d givens) as an "
           "exact-cover problem\n# %d columns: the cells, and for each "
           "house (row, column, %s, then the\n# extra houses) its digits:\n"
           "#   cell rRcC: cell (r,c) holds a digit\n#   row rRdD: row r "
           "holds d\n#   column cCdD: column c holds d\n", SS_VERSION, n, n,
           kinds, ss_grid_givens (p), ncols,
           x->m->irregular ? "region" : "box");
  variant_words (out, x);
  fputs ("# one row rRcCdD per candidate \"cell (r,c) holds d\", covering "
         "its cell's column\n# and its digit's column of every house that "
         "holds the cell;\n# a given's cell keeps only the given digit\n",
         out);
  fputs ("columns:", out);
  for (int i = 0; i < n * n; i++)
    fprintf (out, " r%dc%d", i / n + 1, i % n + 1);
  for (int h = 0; h < x->m->nhouses + x->nsmall; h++)
    for (int d = 1; d <= n; d++)
      fputc (' ', out), house_column (out, x, h, d);
  fputc ('\n', out);
}

static void
variant_rows (FILE *out, const houses *x)
{
  int n = x->n, all = x->m->nhouses + x->nsmall;
  for (int i = 0; i < n * n; i++)
    for (int d = 1; d <= n; d++)
      if (!x->p->cell[i] || x->p->cell[i] == d)
        {
          fprintf (out, "r%dc%dd%d: r%dc%d", i / n + 1, i % n + 1, d,
                   i / n + 1, i % n + 1);
          for (int h = 0; h < all; h++)
            if (holds (x, h, i))
              fputc (' ', out), house_column (out, x, h, d);
          fputc ('\n', out);
        }
  for (int h = x->m->nhouses; h < all; h++)
    for (int d = 1; d <= n; d++)
      {
        house_column (out, x, h, d);
        fputs ("-none: ", out);
        house_column (out, x, h, d);
        fputc ('\n', out);
      }
}

static int
export_variant (FILE *out, const ss_grid *p, ss_error *err)
{
  const ss_model *m = p->model;
  houses x = { p, m, p->n, 0, malloc ((size_t) (m->ncons + 1) * sizeof (int)) };
  if (!x.small)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  for (int i = 0; i < m->ncons; i++)
    if (m->con[i].kind == SS_KIND_EXTRA && m->con[i].ncells < m->n)
      x.small[x.nsmall++] = i;
  variant_header (out, &x);
  variant_rows (out, &x);
  free (x.small);
  return 0;
}

static int
flushed (FILE *out, ss_error *err)
{
  if (fflush (out) || ferror (out))
    return ss_error_set (err, 0, 0, "write error: %s", strerror (errno)), -1;
  return 0;
}

int
ss_xc_export (FILE *out, const ss_grid *p, ss_error *err)
{
  if (ss_xc_refusal (p))
    return ss_error_set (err, 0, 0, "%s", ss_xc_refusal (p)), -1;
  if (p->model)
    return export_variant (out, p, err) ? -1 : flushed (out, err);
  int n = p->n;
  header (out, p);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      for (int d = 1; d <= n; d++)
        if (!p->cell[r * n + c] || p->cell[r * n + c] == d)
          row (out, p, r, c, d);
  return flushed (out, err);
}

const char *
ss_xc_refusal (const ss_grid *g)
{
  static _Thread_local char why[512];
  char kinds[256];
  const ss_model *m = g->model;
  if (!m || !(m->kinds & ~SS_XC_KINDS))
    return 0;
  ss_kinds_text (m->kinds & ~SS_XC_KINDS, kinds, sizeof kinds);
  snprintf (why, sizeof why, "the exact cover has columns for houses only "
            "(rows, columns, boxes or irregular regions, diagonals, disjoint "
            "groups, extra regions), not for %s (no house): use the CNF",
            kinds);
  return why;
}
