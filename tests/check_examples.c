/* check_examples.c -- docs/examples/variants: the small example of every
 * kind that docs/variants.md shows, with its picture.
 *
 * Model: every kind of core/kinds.h (and irregular regions) has an
 * example NAME.txt and its solution NAME.sol.  Each example is solved
 * here by a search that trusts no engine: it fills the cell with the
 * fewest digits that break nothing, asking only the verifier (the kinds'
 * meanings, core/kinds/), so it holds the puzzle to exactly one solution,
 * NAME.sol.  Then the constraints of the kind are taken away and the
 * search must find a second solution: the example needs its rule, so a
 * reader who ignores the rule cannot solve it.  (For irregular regions
 * there is nothing to take away: without them the boxes come back, which
 * the solution may break.  For cells in no region, "noregion", the
 * solution must break the boxes those cells would otherwise be in.)
 */
#include "testutil.h"

#include "../core/model.h"

#define DIR "docs/examples/variants/"

static const char *const names[] = {
  "regions",
  "noregion",
#define NAME_ROW(id, name, flags, lo, hi, plo, phi, help) #name,
  SS_KINDS (NAME_ROW)
#undef NAME_ROW
};
#define NAME_COUNT ((int) (sizeof names / sizeof *names))

/* The digits cell may hold now: those that break no rule. */
static int
choices (ss_grid *g, int cell)
{
  int k = 0;
  for (int d = 1; d <= g->n; d++)
    {
      g->cell[cell] = (uint8_t) d;
      k += ss_verify_conflicts (g, 0, 0) == 0;
    }
  g->cell[cell] = 0;
  return k;
}

/* The blank with the fewest choices, -1 when full, -2 when a blank has
 * none. */
static int
next_cell (ss_grid *g)
{
  int best = -1, fewest = g->n + 1;
  for (int i = 0; i < g->n * g->n; i++)
    if (!g->cell[i])
      {
        int k = choices (g, i);
        if (k == 0)
          return -2;
        if (k < fewest)
          fewest = k, best = i;
      }
  return best;
}

/* Solutions of g, counted up to limit; the first is copied to first. */
static int
count (ss_grid *g, int limit, uint8_t *first)
{
  int at = next_cell (g), found = 0;
  if (at == -2)
    return 0;
  if (at == -1)
    {
      if (first)
        memcpy (first, g->cell, (size_t) g->n * g->n);
      return 1;
    }
  for (int d = 1; d <= g->n && found < limit; d++)
    {
      g->cell[at] = (uint8_t) d;
      if (!ss_verify_conflicts (g, 0, 0))
        found += count (g, limit - found, found ? 0 : first);
    }
  g->cell[at] = 0;
  return found;
}

/* g with every constraint of kind taken away (the same regions). */
static void
without (const ss_grid *g, int kind, ss_grid *out)
{
  const ss_model *m = g->model;
  ss_model *w = ss_model_new (m->box_rows, m->box_cols);
  ss_error err;
  int ids[SS_MAX_N * SS_MAX_N];
  ck_assert_ptr_nonnull (w);
  for (int i = 0; i < m->n * m->n; i++)
    ids[i] = m->region[i];
  ck_assert_int_eq (ss_model_set_regions (w, ids, &err), 0);
  for (int i = 0; i < m->ncons; i++)
    if (m->con[i].kind != kind)
      ck_assert_int_eq (ss_model_add (w, &m->con[i]), 0);
  ck_assert_int_eq (ss_model_finish (w, &err), 0);
  ck_assert_int_eq (ss_grid_copy (out, g), 0);
  ss_grid_set_model (out, w);
  ss_model_unref (w);
}

START_TEST (example_has_one_solution_and_needs_its_rule)
{
  char path[128];
  const char *name = names[_i];
  snprintf (path, sizeof path, DIR "%s.txt", name);
  ss_grid g = tu_first_grid (path);
  snprintf (path, sizeof path, DIR "%s.sol", name);
  ss_grid sol = tu_first_grid (path);
  ck_assert_ptr_nonnull (g.model);
  int kind = strcmp (name, "noregion") ? ss_kind_lookup (name)
                                         : SS_KIND_NOREGION;
  ck_assert_msg (kind >= 0 && (g.model->kinds & SS_KIND_BIT (kind)),
                 "%s: the example has no %s", name, name);
  uint8_t first[SS_MAX_N * SS_MAX_N];
  ck_assert_int_eq (count (&g, 2, first), 1);
  ck_assert_msg (!memcmp (first, sol.cell, (size_t) g.n * g.n),
                 "%s: the solution is not %s.sol", name, name);
  if (kind == SS_KIND_NOREGION)
    {
      ss_grid boxes;
      ck_assert_int_eq (ss_grid_copy (&boxes, &sol), 0);
      ss_grid_set_model (&boxes, 0);
      ck_assert_msg (ss_verify_conflicts (&boxes, 0, 0) > 0, "%s: the "
                     "solution keeps the boxes", name);
      ss_grid_free (&boxes);
    }
  else if (kind != SS_KIND_REGIONS)
    {
      ss_grid w;
      without (&g, kind, &w);
      ck_assert_msg (count (&w, 2, 0) == 2, "%s: solved without its rule",
                     name);
      ss_grid_free (&w);
    }
  ss_grid_free (&g);
  ss_grid_free (&sol);
}
END_TEST

static Suite *
examples_suite (void)
{
  Suite *s = suite_create ("examples");
  TCase *t = tcase_create ("variants");
  tcase_set_timeout (t, 60);
  tcase_add_loop_test (t, example_has_one_solution_and_needs_its_rule, 0,
                       NAME_COUNT);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (examples_suite ());
}
