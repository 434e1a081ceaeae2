/* xc_export.c -- the exact-cover text of a puzzle (see xc_export.h). */
#include "xc_export.h"

#include <errno.h>
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

int
ss_xc_export (FILE *out, const ss_grid *p, ss_error *err)
{
  if (p->model)
    return ss_error_set (err, 0, 0, "%s", ss_xc_refusal (p)), -1;
  int n = p->n;
  header (out, p);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      for (int d = 1; d <= n; d++)
        if (!p->cell[r * n + c] || p->cell[r * n + c] == d)
          row (out, p, r, c, d);
  if (fflush (out) || ferror (out))
    return ss_error_set (err, 0, 0, "write error: %s", strerror (errno)), -1;
  return 0;
}

const char *
ss_xc_refusal (const ss_grid *g)
{
  static _Thread_local char why[160];
  const ss_model *m = g->model;
  if (!m)
    return 0;
  int k = 0;
  while (k < SS_KIND_COUNT && !(m->kinds & SS_KIND_BIT (k)))
    k++;
  snprintf (why, sizeof why, "the exact-cover export has columns for rows, "
            "columns and boxes only, not for %s (a variant rule): use the "
            "CNF", k == SS_KIND_REGIONS ? "irregular regions"
                                        : ss_kind_name (k));
  return why;
}
