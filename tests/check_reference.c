/* check_reference.c -- the edge cases where two readings of a rule could
 * differ, each against the meaning of the solver behind f-puzzles
 * (rangsk's SudokuSolver; docs/variants.md "Where conventions differ").
 *
 * Model: a case is a small puzzle (the text form, or f-puzzles JSON read
 * by the f-puzzles reader) and a predicate written here, from what that
 * solver's constraint classes do as we read their source, never from
 * sudosat's own code.  This file's brute force fills the blanks keeping
 * rows, columns and regions distinct and counts the full grids the
 * predicate accepts; where the count is small enough to reason by hand,
 * the test also states it (the comment derives it).  Then:
 *
 *   - cp and cadical (the CNF) must count exactly as many solutions
 *     (ss_solve checks each solution they give against the verifier);
 *   - the verifier must accept exactly the grids the predicate accepts,
 *     among all that keep the houses.
 *
 * A reading the reference refuses, or one sudosat refuses because the
 * reference is ambiguous, is a test that the reader refuses it with a
 * message naming the way out.
 */
#include "testutil.h"

#include "../core/fpuzzles/fpuzzles.h"
#include "../core/model.h"
#include "../core/verify_model.h"
#include "../engines/table.h"

#define MAXC (16 * 16)

typedef int pred_fn (const uint8_t *v, int n);

/* ---- reading ------------------------------------------------------------ */

/* An f-puzzles object of side n: a blank grid, givens from digits (a
 * string of n*n characters, '.' blank, or 0), then extra members. */
static char *
fp_json (int n, const char *digits, const char *extra)
{
  size_t cap = 64 + (size_t) n * n * 32 + strlen (extra);
  char *s = malloc (cap);
  size_t at = (size_t) snprintf (s, cap, "{\"size\":%d,\"grid\":[", n);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int d = digits && digits[r * n + c] != '.'
                ? digits[r * n + c] - (digits[r * n + c] > '9' ? 'A' - 10
                                                                : '0')
                : 0;
        at += (size_t) snprintf (s + at, cap - at, "%s%s", c ? "," : "[",
                                 "");
        if (d)
          at += (size_t) snprintf (s + at, cap - at,
                                   "{\"value\":%d,\"given\":true}", d);
        else
          at += (size_t) snprintf (s + at, cap - at, "{}");
        if (c == n - 1)
          at += (size_t) snprintf (s + at, cap - at, "]%s",
                                   r < n - 1 ? "," : "");
      }
  snprintf (s + at, cap - at, "]%s}", extra);
  return s;
}

/* Reads f-puzzles JSON: 0 with g set, or -1 with err. */
static int
read_json (const char *json, ss_grid *g, ss_error *err)
{
  ss_fp_origin o;
  memset (&o, 0, sizeof o);
  o.line = o.col = 1;
  int rc = ss_fpuzzles_read_json (json, strlen (json), &o, g, err);
  return rc == 1 ? 0 : -1;
}

static ss_grid
fp_parse (int n, const char *digits, const char *extra)
{
  ss_grid g;
  ss_error err;
  char *json = fp_json (n, digits, extra);
  if (read_json (json, &g, &err) < 0)
    ck_abort_msg ("%s: %s", extra, err.msg);
  free (json);
  return g;
}

/* The message of a JSON the reader refuses ("" when it reads). */
static void
fp_refusal (int n, const char *extra, char *msg, size_t len)
{
  ss_grid g;
  ss_error err;
  char *json = fp_json (n, 0, extra);
  msg[0] = 0;
  if (read_json (json, &g, &err) < 0)
    snprintf (msg, len, "%s", err.msg);
  else
    ss_grid_free (&g);
  free (json);
}

/* ---- the brute force ---------------------------------------------------- */

typedef struct brute {
  const ss_grid *g;
  int n;
  const uint8_t *region;
  pred_fn *ok;
  uint8_t v[MAXC];
  long count, verified, house_grids;
} brute;

static int
fits (const brute *b, int i, int d)
{
  int n = b->n;
  for (int j = 0; j < n * n; j++)
    if (j != i && b->v[j] == d
        && (j / n == i / n || j % n == i % n
            || b->region[j] == b->region[i]))
      return 0;
  return 1;
}

/* Every completion keeping the houses: counts those ok accepts, and
 * asks the verifier of each (it must agree with ok). */
static void
fill (brute *b, int i)
{
  int n = b->n;
  while (i < n * n && b->v[i])
    i++;
  if (i == n * n)
    {
      int want = b->ok (b->v, n), got = ss_model_solution_ok (b->g, b->v);
      b->house_grids++;
      b->count += want;
      if (want != got)
        {
          char grid[MAXC + 1];
          for (int k = 0; k < n * n; k++)
            grid[k] = (char) (b->v[k] < 10 ? '0' + b->v[k]
                                           : 'A' + b->v[k] - 10);
          grid[n * n] = 0;
          ck_abort_msg ("the verifier %s %s, the reference %s", got
                        ? "accepts" : "rejects", grid, want ? "accepts"
                                                            : "rejects");
        }
      return;
    }
  for (int d = 1; d <= n; d++)
    if (fits (b, i, d))
      {
        b->v[i] = (uint8_t) d;
        fill (b, i + 1);
      }
  b->v[i] = 0;
}

static long
engine_count (const char *name, const ss_grid *g)
{
  const ss_solver *s = ss_solver_find (name);
  ss_solve_opts o = { .limit = 0 };
  ss_result res;
  ck_assert_ptr_nonnull (s);
  ck_assert_int_eq (ss_solve (s, g, &o, &res), 0);
  ck_assert_msg (res.exhausted, "%s did not finish: %s", name, res.note);
  ck_assert_uint_eq (res.wrong, 0);
  long count = res.count;
  ss_result_free (&res);
  return count;
}

/* The reference's count of g's solutions (ok its meaning), which the
 * verifier, cp and cadical must all share; by_hand >= 0: the count the
 * test's comment derives, which the brute force must confirm. */
static long
agree (const ss_grid *g, pred_fn *ok, long by_hand)
{
  brute b;
  memset (&b, 0, sizeof b);
  b.g = g, b.n = g->n, b.ok = ok;
  b.region = g->model->region;
  memcpy (b.v, g->cell, (size_t) g->n * g->n);
  fill (&b, 0);
  ck_assert_int_gt (b.house_grids, 0);
  if (by_hand >= 0)
    ck_assert_int_eq (b.count, by_hand);
  ck_assert_int_eq (engine_count ("cp", g), b.count);
  ck_assert_int_eq (engine_count ("cadical", g), b.count);
  return b.count;
}

/* ---- predicate helpers -------------------------------------------------- */

static int
at (const uint8_t *v, int n, int r, int c)
{
  return v[(r - 1) * n + c - 1];
}

/* ---- region sum lines --------------------------------------------------- */

/* RegionSumLinesConstraint cuts its line into segments at every change
 * of region along the line (a region entered again starts a segment of
 * its own) and makes every segment's total equal.  The 4x4 line r1c1
 * r1c2 r1c3 r2c2 is box 1 (r1c1 r1c2), box 2 (r1c3), box 1 again (r2c2):
 * r1c1 + r1c2 = r1c3 = r2c2.  The reading that adds a box's cells into
 * one total would ask r1c1 + r1c2 + r2c2 = r1c3 <= 4 of three distinct
 * digits, which no grid meets. */
static int
rs_back_into_box (const uint8_t *v, int n)
{
  int a = at (v, n, 1, 1) + at (v, n, 1, 2);
  return a == at (v, n, 1, 3) && a == at (v, n, 2, 2);
}

/* A 6x6 (boxes of 2 rows by 3 columns) line r1c2 r1c3 r1c4 r2c4 r2c3
 * r2c2: box 1, box 2, box 1 again, two cells each, three equal totals. */
static int
rs_three_segments (const uint8_t *v, int n)
{
  int a = at (v, n, 1, 2) + at (v, n, 1, 3);
  return a == at (v, n, 1, 4) + at (v, n, 2, 4)
         && a == at (v, n, 2, 3) + at (v, n, 2, 2);
}

START_TEST (regionsum_starts_a_segment_at_each_change_of_region)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\n"
                        "regionsum r1c1 r1c2 r1c3 r2c2\n");
  ck_assert_int_gt (agree (&g, rs_back_into_box, -1), 0);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"regionsumline\":[{\"lines\":[[\"R1C1\",\"R1C2\","
                "\"R1C3\",\"R2C2\"]]}]");
  ck_assert_int_gt (agree (&g, rs_back_into_box, -1), 0);
  ss_grid_free (&g);
  /* Rows 3 to 6 given (from a grid that meets the line), rows 1 and 2
   * for the search. */
  g = tu_parse ("......\n......\n234651\n561243\n645132\n123564\n"
                "regionsum r1c2 r1c3 r1c4 r2c4 r2c3 r2c2\n");
  ck_assert_int_gt (agree (&g, rs_three_segments, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- the negative ratio constraint ------------------------------------- */

/* f-puzzles' "negative": ["ratio"] becomes, in the import of the solver
 * behind f-puzzles (SolverFactory), one RatioConstraint with "neg<Q>"
 * for every distinct value Q of the puzzle's ratio entries, and "neg2"
 * only when the puzzle has no ratio entry; OrthogonalValueConstraint
 * then forbids, on every orthogonal pair without a ratio or difference
 * marker (DifferenceConstraint's markers override the ratio negative),
 * the ratios in that set, and a marked pair keeps its own ratio. */
typedef struct dot {
  int r1, c1, r2, c2, q; /* q: the ratio, 0 for a white dot of 1 */
} dot;

static const dot *dots;
static int ndots;
static int neg_q[4], nneg;

static int
dot_at (int n, int a, int b)
{
  for (int i = 0; i < ndots; i++)
    {
      int x = (dots[i].r1 - 1) * n + dots[i].c1 - 1;
      int y = (dots[i].r2 - 1) * n + dots[i].c2 - 1;
      if ((x == a && y == b) || (x == b && y == a))
        return i;
    }
  return -1;
}

static int
in_ratio (int x, int y, int q)
{
  return x == q * y || y == q * x;
}

static int
negative_ratio (const uint8_t *v, int n)
{
  for (int a = 0; a < n * n; a++)
    for (int k = 0; k < 2; k++)
      {
        int b = k ? a + n : a + 1, d;
        if ((k && b >= n * n) || (!k && a % n == n - 1))
          continue;
        if ((d = dot_at (n, a, b)) >= 0)
          {
            if (dots[d].q ? !in_ratio (v[a], v[b], dots[d].q)
                          : abs (v[a] - v[b]) != 1)
              return 0;
            continue;
          }
        for (int i = 0; i < nneg; i++)
          if (in_ratio (v[a], v[b], neg_q[i]))
            return 0;
      }
  return 1;
}

/* Two dots of ratio 3 (r1c2-r1c3, r3c2-r3c3): the negative forbids
 * ratio 3 on the other pairs, not ratio 2, so neighbours 1 2 or 2 4 stay
 * allowed.  Four 4x4 grids (counted by the brute force, and by a script
 * while writing this test); forbidding 2 as well would leave none. */
static const dot dots_of_3[] = { { 1, 2, 1, 3, 3 }, { 3, 2, 3, 3, 3 } };
/* Dots of ratio 3 and 2: both ratios are forbidden elsewhere. */
static const dot dots_of_3_and_2[] = { { 1, 2, 1, 3, 3 },
                                       { 2, 1, 2, 2, 2 } };

START_TEST (negative_ratio_forbids_the_ratios_present)
{
  dots = dots_of_3, ndots = 2, neg_q[0] = 3, nneg = 1;
  ss_grid g = tu_parse ("....\n....\n....\n....\nnegative black\n"
                        "ratio 3 r1c2 r1c3\nratio 3 r3c2 r3c3\n");
  agree (&g, negative_ratio, 4);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"negative\":[\"ratio\"],\"ratio\":[{\"cells\":"
                "[\"R1C2\",\"R1C3\"],\"value\":\"3\"},{\"cells\":[\"R3C2\","
                "\"R3C3\"],\"value\":3}]");
  agree (&g, negative_ratio, 4);
  ss_grid_free (&g);
  dots = dots_of_3_and_2, ndots = 2, neg_q[0] = 3, neg_q[1] = 2, nneg = 2;
  g = fp_parse (4, 0, ",\"negative\":[\"ratio\"],\"ratio\":[{\"cells\":"
                "[\"R1C2\",\"R1C3\"],\"value\":\"3\"},{\"cells\":[\"R2C1\","
                "\"R2C2\"]}]");
  agree (&g, negative_ratio, -1);
  ss_grid_free (&g);
  /* No ratio entry at all: the default 2. */
  dots = 0, ndots = 0, neg_q[0] = 2, nneg = 1;
  g = fp_parse (4, 0, ",\"negative\":[\"ratio\"]");
  agree (&g, negative_ratio, -1);
  ss_grid_free (&g);
}
END_TEST

/* A white dot's pair is exempt from the ratio negative (the related
 * markers) and differs by 1: with the two dots of 3 and a white dot on
 * r1c1-r1c2, three grids. */
static const dot white_and_3[] = { { 1, 2, 1, 3, 3 }, { 3, 2, 3, 3, 3 },
                                   { 1, 1, 1, 2, 0 } };

START_TEST (negative_ratio_exempts_white_dots)
{
  dots = white_and_3, ndots = 3, neg_q[0] = 3, nneg = 1;
  ss_grid g = tu_parse ("....\n....\n....\n....\nnegative black\n"
                        "ratio 3 r1c2 r1c3\nratio 3 r3c2 r3c3\n"
                        "white r1c1 r1c2\n");
  agree (&g, negative_ratio, 3);
  ss_grid_free (&g);
}
END_TEST

/* ---- f-puzzles entries the reference reads as no rule -------------------- */

static int
anything (const uint8_t *v, int n)
{
  (void) v, (void) n;
  return 1;
}

/* The model of g has no constraint (what was read was only drawn). */
static void
no_rule (const ss_grid *g)
{
  ck_assert_int_eq (g->model->ncons, 0);
  ck_assert_int_gt (g->model->nignored, 0);
}

/* The little killer import adds a clue only when its value is a whole
 * number above 0 (int.TryParse and value > 0): an empty, missing, null,
 * zero or worded value leaves a drawing.  A blank 4x4 then has all its
 * 288 grids. */
START_TEST (little_killer_without_a_value_is_no_rule)
{
  static const char *const values[] = { "\"\"", "null", "\"0\"", "0",
                                        "\"?\"", "\"-3\"" };
  for (int i = 0; i < 7; i++)
    {
      char extra[200];
      snprintf (extra, sizeof extra, ",\"littlekillersum\":[{\"cell\":"
                "\"R0C1\",\"direction\":\"DR\"%s%s}]", i < 6 ? ",\"value\":"
                : "", i < 6 ? values[i] : "");
      ss_grid g = fp_parse (4, 0, extra);
      no_rule (&g);
      agree (&g, anything, 288);
      ss_grid_free (&g);
    }
}
END_TEST

/* Sandwich, X-sum and skyscraper clues go through FPuzzlesCell
 * .AddConstraint, which skips a value int.TryParse refuses: a word is a
 * drawing too (0 is a number: a sandwich of 0 is a rule, below). */
START_TEST (outside_clue_with_a_word_is_no_rule)
{
  static const char *const keys[] = { "sandwichsum", "xsum", "skyscraper" };
  for (int i = 0; i < 3; i++)
    {
      char extra[200];
      snprintf (extra, sizeof extra, ",\"%s\":[{\"cell\":\"R0C1\","
                "\"value\":\"?\"}]", keys[i]);
      ss_grid g = fp_parse (4, 0, extra);
      no_rule (&g);
      ss_grid_free (&g);
    }
}
END_TEST

/* BetweenLineConstraint with two cells (no cell between its circles)
 * marks itself invalid and does nothing; ArrowSumConstraint with a line
 * of only its circle (no shaft) is degenerate and does nothing. */
START_TEST (between_of_two_cells_and_arrow_without_shaft_are_no_rule)
{
  ss_grid g = fp_parse (4, 0, ",\"betweenline\":[{\"lines\":[[\"R1C1\","
                        "\"R1C2\"]]}]");
  no_rule (&g);
  agree (&g, anything, 288);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[["
                "\"R1C1\"]]}]");
  no_rule (&g);
  agree (&g, anything, 288);
  ss_grid_free (&g);
}
END_TEST

/* ---- killer cages ----------------------------------------------------- */

/* KillerCageConstraint: its cells are a group (no digit twice) with or
 * without a sum, and a sum of 0 (or none, or "") is no sum.  The cage
 * r1c1 r2c3 (no common house) then only says r1c1 != r2c3. */
static int
cage_no_repeat (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) != at (v, n, 2, 3);
}

/* With a total of 2 the only split would be 1 + 1, a repeat: none. */
static int
cage_of_2 (const uint8_t *v, int n)
{
  return cage_no_repeat (v, n) && at (v, n, 1, 1) + at (v, n, 2, 3) == 2;
}

START_TEST (killer_cage_never_repeats)
{
  static const char *const values[] = { "", ",\"value\":\"\"",
                                        ",\"value\":null", ",\"value\":\"0\"" };
  for (int i = 0; i < 4; i++)
    {
      char extra[200];
      snprintf (extra, sizeof extra, ",\"killercage\":[{\"cells\":[\"R1C1\","
                "\"R2C3\"]%s}]", values[i]);
      ss_grid g = fp_parse (4, 0, extra);
      agree (&g, cage_no_repeat, -1);
      ss_grid_free (&g);
    }
  ss_grid g = fp_parse (4, 0, ",\"killercage\":[{\"cells\":[\"R1C1\","
                        "\"R2C3\"],\"value\":\"2\"}]");
  agree (&g, cage_of_2, 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- clones ----------------------------------------------------------- */

/* The import pairs "cells" and "cloneCells" by position and leaves out a
 * pair whose two cells are one (overlapping shapes); CloneConstraint then
 * makes each remaining pair equal, a cell in two pairs chaining them.
 * Shapes r1c1 r2c2 and r3c3 r2c2: r1c1 = r3c3, r2c2 with itself left
 * out. */
static int
clone_overlap (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) == at (v, n, 3, 3);
}

/* Shapes r1c1 r2c3 and r2c3 r3c2 (r2c3 in both, at other positions):
 * r1c1 = r2c3 = r3c2, three cells in three rows, columns and boxes. */
static int
clone_chain (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) == at (v, n, 2, 3)
         && at (v, n, 2, 3) == at (v, n, 3, 2);
}

START_TEST (clone_of_a_cell_to_itself_is_left_out)
{
  ss_grid g = fp_parse (4, 0, ",\"clone\":[{\"cells\":[\"R1C1\",\"R2C2\"],"
                        "\"cloneCells\":[\"R3C3\",\"R2C2\"]}]");
  ck_assert_int_eq (g.model->ncons, 1);
  ck_assert_int_eq (g.model->con[0].ncells, 2);
  agree (&g, clone_overlap, -1);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"clone\":[{\"cells\":[\"R1C1\"],"
                "\"cloneCells\":[\"R1C1\"]}]");
  no_rule (&g);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"clone\":[{\"cells\":[\"R1C1\",\"R2C3\"],"
                "\"cloneCells\":[\"R2C3\",\"R3C2\"]}]");
  long chains = agree (&g, clone_chain, -1);
  ck_assert_int_gt (chains, 0);
  ss_grid_free (&g);
  /* The text form takes overlapping shapes too, and refuses a pair of a
   * cell with itself, saying to leave it out. */
  g = tu_parse ("....\n....\n....\n....\nclone r1c1 r2c3 = r2c3 r3c2\n");
  ck_assert_int_eq (agree (&g, clone_chain, -1), chains);
  ss_grid_free (&g);
  ss_error err;
  ck_assert_int_lt (ss_parse_text ("....\n....\n....\n....\n"
                                   "clone r1c1 r2c2 = r3c3 r2c2\n", 0, &g,
                                   &err), 0);
  ck_assert_msg (strstr (err.msg, "r2c2 is its own clone")
                 && strstr (err.msg, "leave the pair out"), "%s", err.msg);
}
END_TEST

static Suite *
reference_suite (void)
{
  Suite *s = suite_create ("reference");
  TCase *t = tcase_create ("core");
  tcase_set_timeout (t, 300);
  tcase_add_test (t, regionsum_starts_a_segment_at_each_change_of_region);
  tcase_add_test (t, negative_ratio_forbids_the_ratios_present);
  tcase_add_test (t, negative_ratio_exempts_white_dots);
  tcase_add_test (t, little_killer_without_a_value_is_no_rule);
  tcase_add_test (t, outside_clue_with_a_word_is_no_rule);
  tcase_add_test (t, between_of_two_cells_and_arrow_without_shaft_are_no_rule);
  tcase_add_test (t, killer_cage_never_repeats);
  tcase_add_test (t, clone_of_a_cell_to_itself_is_left_out);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (reference_suite ());
}
