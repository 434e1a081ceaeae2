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

/* ---- the brute force ---------------------------------------------------- */

typedef struct brute {
  const ss_grid *g;
  int n;
  const uint8_t *region;
  pred_fn *ok;
  uint8_t v[MAXC];
  long count, verified, house_grids;
  int alone; /* a reading the reference does not make: no verifier */
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
      int want = b->ok (b->v, n);
      int got = b->alone ? want : ss_model_solution_ok (b->g, b->v);
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
  /* invalid: a rule no filling of its own cells satisfies, which no
   * solution can hold (one classification, docs/variants.md) */
  ck_assert_msg (res.exhausted || res.status == SS_INVALID,
                 "%s did not finish: %s", name, res.note);
  ck_assert_uint_eq (res.wrong, 0);
  long count = res.status == SS_INVALID ? 0 : (long) res.count;
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
 * of only its circle (no shaft) is degenerate and does nothing; the
 * import skips an XV entry whose value is empty. */
START_TEST (between_of_two_cells_and_arrow_without_shaft_are_no_rule)
{
  /* And an XV entry without a value: the import skips it. */
  ss_grid x = fp_parse (4, 0, ",\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"]},"
                        "{\"cells\":[\"R2C1\",\"R2C2\"],\"value\":\"\"}]");
  no_rule (&x);
  ss_grid_free (&x);
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

/* ---- arrows ------------------------------------------------------------ */

/* ArrowSumConstraint: the shaft's digits sum to the circle's number (a
 * pill's digits joined as text); it adds no group, so digits repeat on
 * the shaft, and in a pill, wherever rows, columns and boxes allow.  An
 * entry with several lines is one arrow per line, each from the same
 * circle (the import skips each line's first cell, the circle's).
 *
 * 4x4: circle r1c1, shaft r2c2 r3c3 (boxes 1 and 4: they may repeat, 1 1
 * or 2 2). */
static int
arrow_repeat (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) == at (v, n, 2, 2) + at (v, n, 3, 3);
}

/* 4x4: circle r2c2 with two lines, r2c2 r3c3 r4c4 and r2c2 r1c3: each
 * shaft sums to the circle on its own (r3c3 + r4c4 = r2c2 = r1c3), not
 * both shafts together. */
static int
arrow_two_shafts (const uint8_t *v, int n)
{
  int c = at (v, n, 2, 2);
  return at (v, n, 3, 3) + at (v, n, 4, 4) == c && at (v, n, 1, 3) == c;
}

/* 6x6: pill r2c3 r3c4 (no common house: it may read 11), shaft r4c5
 * r5c6: 10 * r2c3 + r3c4 = r4c5 + r5c6 <= 12, so the pill is 11 or 12;
 * the givens come from a grid where it is 11. */
static int
pill_repeat (const uint8_t *v, int n)
{
  return 10 * at (v, n, 2, 3) + at (v, n, 3, 4)
         == at (v, n, 4, 5) + at (v, n, 5, 6);
}

START_TEST (arrow_digits_repeat_and_each_line_is_an_arrow)
{
  ss_grid g = fp_parse (4, 0, ",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":"
                        "[[\"R1C1\",\"R2C2\",\"R3C3\"]]}]");
  ck_assert_int_gt (agree (&g, arrow_repeat, -1), 0);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"arrow\":[{\"cells\":[\"R2C2\"],\"lines\":[[\"R2C2\","
                "\"R3C3\",\"R4C4\"],[\"R2C2\",\"R1C3\"]]}]");
  ck_assert_int_gt (agree (&g, arrow_two_shafts, -1), 0);
  ss_grid_free (&g);
  /* The grid 326541 541632 235164 164253 452316 613425 with the arrow's
   * cells and a few more blank. */
  g = fp_parse (6, "3.6541" "54.632" "23.1.4" "1642.3" "45231." "6134.5",
                ",\"arrow\":[{\"cells\":[\"R2C3\",\"R3C4\"],\"lines\":[["
                "\"R3C4\",\"R4C5\",\"R5C6\"]]}]");
  ck_assert_int_gt (agree (&g, pill_repeat, -1), 0);
  ss_grid_free (&g);
  /* Above 9x9 a pill's digits of two figures make its number ambiguous
   * (the reference joins them as text: 1 12 and 11 2 both read 112):
   * refused, saying how to write it instead. */
  ss_error err;
  char *json = fp_json (12, 0, ",\"arrow\":[{\"cells\":[\"R1C1\",\"R1C2\"],"
                        "\"lines\":[[\"R1C2\",\"R2C3\",\"R3C4\"]]}]");
  ck_assert_int_lt (read_json (json, &g, &err), 0);
  ck_assert_msg (strstr (err.msg, "ambiguous")
                 && strstr (err.msg, "give the circle one cell"), "%s",
                 err.msg);
  free (json);
}
END_TEST

/* ---- thermometers ----------------------------------------------------- */

/* Each line of a thermometer entry is a ThermometerConstraint of its
 * own: lines r1c1 r1c2 r1c3 and r1c1 r2c1 are a branching thermometer
 * (r1c1 < r1c2 < r1c3, r1c1 < r2c1), and a line that starts on another
 * (r1c2 r2c2) one more: r1c2 < r2c2. */
static int
thermo_branches (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) < at (v, n, 1, 2) && at (v, n, 1, 2) < at (v, n, 1, 3)
         && at (v, n, 1, 1) < at (v, n, 2, 1)
         && at (v, n, 1, 2) < at (v, n, 2, 2);
}

START_TEST (thermometer_lines_are_thermometers)
{
  ss_grid g = fp_parse (4, 0, ",\"thermometer\":[{\"lines\":[[\"R1C1\","
                        "\"R1C2\",\"R1C3\"],[\"R1C1\",\"R2C1\"],[\"R1C2\","
                        "\"R2C2\"]]}]");
  ck_assert_int_gt (agree (&g, thermo_branches, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- outside clues on every side ----------------------------------------- */

/* SandwichConstraint: the crusts are 1 and MAX_VALUE (the side), the
 * filling strictly between them sums to the clue, 0 when they touch.
 * XSumConstraint: the first X cells from the clue, X the first digit,
 * itself included.  SkyscraperConstraint: digits taller than all before
 * them, counted from the clue.  The clue's line is read from its side of
 * the grid (a right or bottom clue reads backwards). */
static int clue_cells[16], clue_n, clue_val, clue_kind;

static int
clue_holds (const uint8_t *v, int n)
{
  int d[16], one = -1, top = -1, s = 0, seen = 0, tall = 0;
  for (int i = 0; i < clue_n; i++)
    d[i] = v[clue_cells[i]];
  if (clue_kind == SS_KIND_XSUM)
    {
      for (int i = 0; i < d[0]; i++)
        s += d[i];
      return s == clue_val;
    }
  if (clue_kind == SS_KIND_SKYSCRAPER)
    {
      for (int i = 0; i < clue_n; i++)
        if (d[i] > tall)
          seen++, tall = d[i];
      return seen == clue_val;
    }
  for (int i = 0; i < clue_n; i++)
    one = d[i] == 1 ? i : one, top = d[i] == n ? i : top;
  for (int i = (one < top ? one : top) + 1; i < (one < top ? top : one); i++)
    s += d[i];
  return s == clue_val;
}

/* The cells a clue at frame (r, c) reads, from its side, into
 * clue_cells. */
static void
clue_line (int n, int r, int c)
{
  clue_n = n;
  for (int i = 0; i < n; i++)
    clue_cells[i] = c == 0 ? (r - 1) * n + i
                    : c == n + 1 ? (r - 1) * n + n - 1 - i
                    : r == 0 ? i * n + c - 1 : (n - 1 - i) * n + c - 1;
}

/* On a full grid of side n (boxes as f-puzzles draws them), a clue of
 * each kind from the left of row 2 and from below column 3, with the
 * value the reference reads off the grid: the grid with a few blanks is
 * the one solution.  With another value (a sandwich whose crusts were 1
 * and 9, a skyscraper count one off) none. */
static void
clue_case (int n, int kind, int r, int c, uint64_t seed)
{
  static const char *const keys[] = { "sandwichsum", "xsum", "skyscraper" };
  int R, C, k = kind == SS_KIND_SANDWICH ? 0 : kind == SS_KIND_XSUM ? 1 : 2;
  ss_grid full;
  char digits[257], extra[128];
  ss_default_box (n, &R, &C);
  tu_random_full_grid (&seed, &full, R, C);
  for (int i = 0; i < n * n; i++)
    digits[i] = (char) (full.cell[i] < 10 ? '0' + full.cell[i]
                                          : 'A' + full.cell[i] - 10);
  digits[n * n] = 0;
  clue_kind = kind;
  clue_line (n, r, c);
  for (int i = 0; i < n; i += 2) /* every other cell of the clue's line */
    digits[clue_cells[i]] = '.';
  for (clue_val = 0; !clue_holds (full.cell, n); clue_val++)
    ck_assert_int_lt (clue_val, n * n);
  int right = clue_val;
  for (int wrong = 0; wrong < 2; wrong++)
    {
      clue_val = right + wrong * (kind == SS_KIND_SKYSCRAPER ? 1 : 0);
      if (wrong && kind == SS_KIND_SANDWICH)
        { /* the crusts 1 and 9 on a side that is not 9 */
          int one = -1, nine = -1, s = 0;
          for (int i = 0; i < n; i++)
            {
              int d = full.cell[clue_cells[i]];
              one = d == 1 ? i : one, nine = d == 9 ? i : nine;
            }
          for (int i = (one < nine ? one : nine) + 1;
               nine >= 0 && i < (one < nine ? nine : one); i++)
            s += full.cell[clue_cells[i]];
          clue_val = s;
        }
      if (wrong && (clue_val == right || kind == SS_KIND_XSUM))
        continue;
      snprintf (extra, sizeof extra, ",\"%s\":[{\"cell\":\"R%dC%d\","
                "\"value\":\"%d\"}]", keys[k], r, c, clue_val);
      ss_grid g = fp_parse (n, digits, extra);
      agree (&g, clue_holds, wrong ? 0 : 1);
      ss_grid_free (&g);
    }
  ss_grid_free (&full);
}

START_TEST (outside_clues_on_every_size)
{
  static const int sides[] = { 4, 6, 8, 9, 12, 16 };
  static const int kinds[] = { SS_KIND_SANDWICH, SS_KIND_XSUM,
                               SS_KIND_SKYSCRAPER };
  for (int s = 0; s < 6; s++)
    for (int k = 0; k < 3; k++)
      {
        int n = sides[s];
        clue_case (n, kinds[k], 2, 0, 7 + (uint64_t) (s * 3 + k));
        clue_case (n, kinds[k], n + 1, 3, 99 + (uint64_t) (s * 3 + k));
        clue_case (n, kinds[k], 1, n + 1, 1234 + (uint64_t) (s * 3 + k));
      }
}
END_TEST

/* A sandwich of 0: 1 and N side by side (EnforceConstraint: an empty
 * filling holds only for a sum of 0).  Counted on a blank 4x4, clue above
 * column 1. */
START_TEST (sandwich_of_zero_is_crusts_side_by_side)
{
  clue_kind = SS_KIND_SANDWICH, clue_val = 0;
  clue_line (4, 0, 1);
  ss_grid g = fp_parse (4, 0, ",\"sandwichsum\":[{\"cell\":\"R0C1\","
                        "\"value\":\"0\"}]");
  ck_assert_int_gt (agree (&g, clue_holds, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- digits a solver entered ------------------------------------------ */

/* The solver behind f-puzzles' check and count buttons (WebsocketListener
 * sends "check" and "count" with onlyGivens) place only a cell's value
 * whose "given" is true; a value without it is a player's entry and is
 * dropped (the command-line import and the logical solve, without
 * onlyGivens, would place it: sudosat, which decides uniqueness, reads
 * a puzzle as check and count do). */
START_TEST (digits_not_given_are_dropped)
{
  const char *json = "{\"size\":4,\"grid\":[[{\"value\":1},{},{},{}],[{},{},"
                     "{},{}],[{},{},{},{\"value\":4,\"given\":false}],[{},{},"
                     "{},{}]]}";
  ss_grid g;
  ss_error err;
  ck_assert_int_eq (read_json (json, &g, &err), 0);
  for (int i = 0; i < 16; i++)
    ck_assert_int_eq (g.cell[i], 0);
  agree (&g, anything, 288);
  ss_grid_free (&g);
  json = "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true},{},{},{}],[{},"
         "{},{},{}],[{},{},{},{}],[{},{},{},{}]]}";
  ck_assert_int_eq (read_json (json, &g, &err), 0);
  agree (&g, anything, 72);
  ss_grid_free (&g);
}
END_TEST

/* ---- the other kinds, one case each --------------------------------------- */

/* QuadrupleConstraint keeps its values as a list (since 2023: "multiple
 * of the same value"): a value listed twice must be in two of the four
 * cells.  Centre 2x2 of a 4x4 with 1, 1: a 1 on both cells of one of its
 * diagonals. */
static int
quad_twice (const uint8_t *v, int n)
{
  int ones = (at (v, n, 2, 2) == 1) + (at (v, n, 2, 3) == 1)
             + (at (v, n, 3, 2) == 1) + (at (v, n, 3, 3) == 1);
  return ones >= 2;
}

/* Nonconsecutive is DifferenceConstraint's "neg1": no unmarked
 * orthogonal pair differs by 1; a pair with a difference marker keeps its
 * marker's difference, and a pair with a ratio marker is exempt (the
 * ratio constraint's markers override it) and keeps its ratio. */
static int
nonconsecutive_dots (const uint8_t *v, int n)
{
  for (int a = 0; a < n * n; a++)
    for (int k = 0; k < 2; k++)
      {
        int b = k ? a + n : a + 1;
        if ((k && b >= n * n) || (!k && a % n == n - 1))
          continue;
        int x = v[a], y = v[b];
        if (a == 0 && b == 1) /* white dot r1c1-r1c2 */
          {
            if (abs (x - y) != 1)
              return 0;
          }
        else if (a == 5 && b == 9) /* black dot r2c2-r3c2 */
          {
            if (!in_ratio (x, y, 2))
              return 0;
          }
        else if (abs (x - y) == 1)
          return 0;
      }
  return 1;
}

/* WhispersConstraint without a value: a difference of (N + 1) / 2, 2 on
 * 4x4, between neighbours along the line. */
static int
whisper_default (const uint8_t *v, int n)
{
  return abs (at (v, n, 1, 1) - at (v, n, 2, 2)) >= 2
         && abs (at (v, n, 2, 2) - at (v, n, 3, 1)) >= 2;
}

/* LittleKillerConstraint steps once from the frame cell in its
 * direction, then on to the edge: R0C1 DR reads r1c2 r2c3 r3c4; R5C4 UL
 * r4c3 r3c2 r2c1; R2C5 DL r3c4 r4c3; R4C0 UR r3c1 r2c2 r1c3.  Sums from
 * the grid 1234 / 3412 / 2143 / 4321. */
static int
little_killers (const uint8_t *v, int n)
{
  return at (v, n, 1, 2) + at (v, n, 2, 3) + at (v, n, 3, 4) == 8
         && at (v, n, 4, 3) + at (v, n, 3, 2) + at (v, n, 2, 1) == 6
         && at (v, n, 3, 4) + at (v, n, 4, 3) == 5
         && at (v, n, 3, 1) + at (v, n, 2, 2) + at (v, n, 1, 3) == 9;
}

/* BetweenLineConstraint: the inner cells strictly between the two ends,
 * whichever is larger (so the ends differ). */
static int
between_ends (const uint8_t *v, int n)
{
  int a = at (v, n, 1, 1), z = at (v, n, 1, 3), m = at (v, n, 2, 2);
  return (a < m && m < z) || (z < m && m < a);
}

/* SumConstraint "neg5;neg10": every pair without an X or V sums to
 * neither, a kropki dot exempting nothing (only XV markers override). */
static int
negative_xv_kropki (const uint8_t *v, int n)
{
  for (int a = 0; a < n * n; a++)
    for (int k = 0; k < 2; k++)
      {
        int b = k ? a + n : a + 1;
        if ((k && b >= n * n) || (!k && a % n == n - 1))
          continue;
        int x = v[a], y = v[b];
        if (a == 0 && b == 1 && abs (x - y) != 1) /* white r1c1-r1c2 */
          return 0;
        if (a == 2 && b == 3) /* V r1c3-r1c4 */
          {
            if (x + y != 5)
              return 0;
          }
        else if (x + y == 5)
          return 0;
      }
  return 1;
}

/* ExtraRegionConstraint is a group of its cells whatever their number:
 * fewer than N only forbid repeats. */
static int
extra_three (const uint8_t *v, int n)
{
  int a = at (v, n, 1, 1), b = at (v, n, 2, 3), c = at (v, n, 4, 2);
  return a != b && b != c && a != c;
}

/* Odd and even cells: odd, even and a grid cell's "parity". */
static int
parities (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) % 2 == 1 && at (v, n, 2, 2) % 2 == 0
         && at (v, n, 3, 3) % 2 == 1;
}

/* RenbanConstraint: consecutive digits, a group (none twice). */
static int
renban_line (const uint8_t *v, int n)
{
  int a = at (v, n, 1, 1), b = at (v, n, 2, 2), c = at (v, n, 3, 3);
  int lo = a < b ? (a < c ? a : c) : (b < c ? b : c);
  int hi = a > b ? (a > c ? a : c) : (b > c ? b : c);
  return a != b && b != c && a != c && hi - lo == 2;
}

/* PalindromeConstraint: cell i and cell len-1-i match. */
static int
palindrome_line (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) == at (v, n, 2, 3);
}

/* Row indexer (v - 1, j) holds i + 1; column indexer (i, v - 1) holds
 * j + 1 (IndexerConstraint's TargetCell). */
static int
indexers (const uint8_t *v, int n)
{
  int d = at (v, n, 2, 3), e = at (v, n, 3, 1);
  return at (v, n, d, 3) == 2 && at (v, n, 3, e) == 1;
}

START_TEST (other_kinds_as_the_reference_reads_them)
{
  ss_grid g = fp_parse (4, 0, ",\"quadruple\":[{\"cells\":[\"R2C2\",\"R2C3\","
                        "\"R3C2\",\"R3C3\"],\"values\":[1,1]}]");
  ck_assert_int_gt (agree (&g, quad_twice, -1), 0);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"nonconsecutive\":true,\"difference\":[{\"cells\":"
                "[\"R1C1\",\"R1C2\"]}],\"ratio\":[{\"cells\":[\"R2C2\","
                "\"R3C2\"]}]");
  agree (&g, nonconsecutive_dots, -1);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"whispers\":[{\"lines\":[[\"R1C1\",\"R2C2\","
                "\"R3C1\"]],\"value\":\"\"}]");
  ck_assert_int_gt (agree (&g, whisper_default, -1), 0);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\""
                ":\"DR\",\"value\":\"8\"},{\"cell\":\"R5C4\",\"direction\":"
                "\"UL\",\"value\":\"6\"},{\"cell\":\"R2C5\",\"direction\":"
                "\"DL\",\"value\":\"5\"},{\"cell\":\"R4C0\",\"direction\":"
                "\"UR\",\"value\":\"9\"}]");
  ck_assert_int_gt (agree (&g, little_killers, -1), 0);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"betweenline\":[{\"lines\":[[\"R1C1\",\"R2C2\","
                "\"R1C3\"]]}]");
  ck_assert_int_gt (agree (&g, between_ends, -1), 0);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"negative\":[\"xv\"],\"xv\":[{\"cells\":[\"R1C3\","
                "\"R1C4\"],\"value\":\"V\"}],\"difference\":[{\"cells\":["
                "\"R1C1\",\"R1C2\"]}]");
  agree (&g, negative_xv_kropki, -1);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"extraregion\":[{\"cells\":[\"R1C1\",\"R2C3\","
                "\"R4C2\"]}]");
  agree (&g, extra_three, -1);
  ss_grid_free (&g);
  const char *json = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},"
                     "{},{\"parity\":\"Odd\"},{}],[{},{},{},{}]],\"odd\":[{"
                     "\"cell\":\"R1C1\"}],\"even\":[{\"cell\":\"R2C2\"}]}";
  ss_error err;
  ck_assert_int_eq (read_json (json, &g, &err), 0);
  agree (&g, parities, -1);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"renban\":[{\"lines\":[[\"R1C1\",\"R2C2\","
                "\"R3C3\"]]}]");
  agree (&g, renban_line, -1);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"palindrome\":[{\"lines\":[[\"R1C1\",\"R2C2\","
                "\"R2C3\"]]}]");
  agree (&g, palindrome_line, -1);
  ss_grid_free (&g);
  g = fp_parse (4, 0, ",\"rowindexer\":[{\"cells\":[\"R2C3\"]}],"
                "\"columnindexer\":[{\"cells\":[\"R3C1\"]}]");
  ck_assert_int_gt (agree (&g, indexers, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- entropic lines on every side ---------------------------------------- */

/* EntropicLineConstraint groups 1..N in three: N/3 each when 3 divides
 * N; else groups of s = N/3 and l = (N+2)/3 digits, s l s when N leaves
 * 1 over, l s l when it leaves 2 (4x4: 1 | 2 3 | 4; 8x8: 1-3 | 4 5 |
 * 6-8).  It links every two cells of the line: a multiple of 3 apart,
 * one group; otherwise different groups. */
static int ent_cells[8], ent_n;

static int
group_of (int n, int d)
{
  int s = n / 3, l = (n + 2) / 3;
  int first = n % 3 == 2 ? l : s, second = n % 3 == 1 ? l : s;
  return d <= first ? 0 : d <= first + second ? 1 : 2;
}

static int
entropic_line (const uint8_t *v, int n)
{
  for (int i = 0; i < ent_n; i++)
    for (int j = i + 1; j < ent_n; j++)
      if ((group_of (n, v[ent_cells[i]]) == group_of (n, v[ent_cells[j]]))
          != ((j - i) % 3 == 0))
        return 0;
  return 1;
}

START_TEST (entropic_lines_on_sides_not_divisible_by_3)
{
  /* A 4x4 row: its ends in one group, so both middle (2 and 3), and the
   * inner two 1 and 4. */
  static const int row[4] = { 0, 1, 2, 3 };
  memcpy (ent_cells, row, sizeof row), ent_n = 4;
  ss_grid g = fp_parse (4, 0, ",\"entropicline\":[{\"lines\":[[\"R1C1\","
                        "\"R1C2\",\"R1C3\",\"R1C4\"]]}]");
  ck_assert_int_gt (agree (&g, entropic_line, -1), 0);
  ss_grid_free (&g);
  /* 8x8: three cells of row 1 whose digits are in three groups, rows 1
   * and 2 blank. */
  uint64_t seed = 42;
  ss_grid full;
  char digits[65], extra[160];
  tu_random_full_grid (&seed, &full, 2, 4);
  int at0 = -1;
  for (int c = 0; c + 2 < 8 && at0 < 0; c++)
    {
      int a = group_of (8, full.cell[c]), b = group_of (8, full.cell[c + 1]);
      if (a != b && b != group_of (8, full.cell[c + 2])
          && a != group_of (8, full.cell[c + 2]))
        at0 = c;
    }
  ck_assert_int_ge (at0, 0);
  for (int i = 0; i < 64; i++)
    digits[i] = i < 16 ? '.' : (char) ('0' + full.cell[i]);
  digits[64] = 0;
  for (int i = 0; i < 3; i++)
    ent_cells[i] = at0 + i;
  ent_n = 3;
  snprintf (extra, sizeof extra, ",\"entropicline\":[{\"lines\":[[\"R1C%d\","
            "\"R1C%d\",\"R1C%d\"]]}]", at0 + 1, at0 + 2, at0 + 3);
  g = fp_parse (8, digits, extra);
  ck_assert_int_gt (agree (&g, entropic_line, -1), 0);
  ss_grid_free (&g);
  ss_grid_free (&full);
}
END_TEST

/* ---- slow thermometers -------------------------------------------------- */

/* SlowThermometerConstraint: each cell is not below the one before it
 * along the line (its links forbid, for every two positions, a later
 * digit below an earlier one); equal neighbours are barred only by the
 * houses.  The import makes one constraint per line of an entry.  The
 * 4x4 lines R2C2 R3C3 R4C4 (a diagonal step across boxes, then a step in
 * one box) and R1C2 R2C3 R1C2 (out and back: equal digits, as the links
 * from either visit say). */
static int
slow_thermo (const uint8_t *v, int n)
{
  return at (v, n, 2, 2) <= at (v, n, 3, 3)
         && at (v, n, 3, 3) <= at (v, n, 4, 4)
         && at (v, n, 1, 2) == at (v, n, 2, 3);
}

START_TEST (slow_thermometers_never_fall)
{
  ss_grid g = fp_parse (4, 0, ",\"slowthermometer\":[{\"lines\":[[\"R2C2\","
                        "\"R3C3\",\"R4C4\"],[\"R1C2\",\"R2C3\",\"R1C2\"]]}]");
  ck_assert_int_eq (g.model->ncons, 2);
  ck_assert_int_gt (agree (&g, slow_thermo, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- zipper lines --------------------------------------------------------- */

/* ZipperLineConstraint (an equal-sums constraint) groups positions i and
 * len-1-i, the middle one of an odd line alone, and makes every group's
 * total equal; a line of two is one group, so no rule.  On 4x4:
 * R1C1 R2C2 R3C3 asks r1c1 + r3c3 = r2c2 (r1c1 and r3c3 may be equal:
 * they share no house), R1C3 R2C4 R3C4 R4C3 asks r1c3 + r4c3 = r2c4 +
 * r3c4, and R4C1 R4C2 nothing. */
static int
zipper_lines (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) + at (v, n, 3, 3) == at (v, n, 2, 2)
         && at (v, n, 1, 3) + at (v, n, 4, 3)
            == at (v, n, 2, 4) + at (v, n, 3, 4);
}

START_TEST (zipper_lines_pair_up_from_the_ends)
{
  ss_grid g = fp_parse (4, 0, ",\"zipperline\":[{\"lines\":[[\"R1C1\","
                        "\"R2C2\",\"R3C3\"],[\"R4C1\",\"R4C2\"]]},{\"lines\":"
                        "[[\"R1C3\",\"R2C4\",\"R3C4\",\"R4C3\"]]}]");
  ck_assert_int_eq (g.model->ncons, 3);
  ck_assert_int_gt (agree (&g, zipper_lines, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- double arrows ---------------------------------------------------------- */

/* DoubleArrowConstraint (an equal-sums constraint) has two groups, the
 * line's two ends and the cells between them, with one total; a line of
 * fewer than three cells has no groups, so no rule.  Nothing keeps the
 * digits apart beyond the houses.  On 4x4: R1C1 R2C2 R3C3 R4C4 asks
 * r1c1 + r4c4 = r2c2 + r3c3 (a diagonal, no house shared but by a box
 * pair); R4C1 R3C2 R4C3 asks r4c1 + r4c3 = r3c2; R1C4 R2C4 nothing. */
static int
double_arrows (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) + at (v, n, 4, 4) == at (v, n, 2, 2) + at (v, n, 3, 3)
         && at (v, n, 4, 1) + at (v, n, 4, 3) == at (v, n, 3, 2);
}

START_TEST (double_arrows_ends_make_the_middle)
{
  ss_grid g = fp_parse (4, 0, ",\"doublearrow\":[{\"lines\":[[\"R1C1\","
                        "\"R2C2\",\"R3C3\",\"R4C4\"],[\"R1C4\",\"R2C4\"]]},"
                        "{\"lines\":[[\"R4C1\",\"R3C2\",\"R4C3\"]]}]");
  ck_assert_int_eq (g.model->ncons, 3);
  ck_assert_int_gt (agree (&g, double_arrows, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- modular lines ---------------------------------------------------------- */

/* ModularLineConstraint links every two cells of its line by their
 * distance along it: the same residue mod 3 when the distance divides
 * by 3, different residues otherwise; so a line of two asks two
 * residues, and digits may repeat.  The residues are those of 1..N on
 * any side (4x4: {3}, {1, 4}, {2}, so 1 and 4 are one residue).  On
 * 4x4: R1C1 R2C2 R3C3 R4C4 R4C3 (five cells, the fourth as the first),
 * and R1C4 R2C4 (two cells). */
static int
res (const uint8_t *v, int n, int r, int c)
{
  return at (v, n, r, c) % 3;
}

static int
modular_lines (const uint8_t *v, int n)
{
  int a = res (v, n, 1, 1), b = res (v, n, 2, 2), c = res (v, n, 3, 3);
  return a != b && a != c && b != c && res (v, n, 4, 4) == a
         && res (v, n, 4, 3) == b && res (v, n, 1, 4) != res (v, n, 2, 4);
}

START_TEST (modular_lines_by_residue)
{
  ss_grid g = fp_parse (4, 0, ",\"modularline\":[{\"lines\":[[\"R1C1\","
                        "\"R2C2\",\"R3C3\",\"R4C4\",\"R4C3\"],[\"R1C4\","
                        "\"R2C4\"]]}]");
  ck_assert_int_eq (g.model->ncons, 2);
  ck_assert_int_gt (agree (&g, modular_lines, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- nabner lines ----------------------------------------------------------- */

/* NabnerConstraint links every two cells of its line, however far apart
 * along it: never equal, never consecutive.  On 4x4 a line of three
 * cannot hold (1..4 has no three digits pairwise two apart), so the case
 * takes pairs: R1C1 R2C2 (one box), R2C2 R3C3 (no house shared, so equal
 * digits are forbidden by the line alone) and R3C1 R4C2. */
static int
nabner_lines (const uint8_t *v, int n)
{
  return abs (at (v, n, 1, 1) - at (v, n, 2, 2)) > 1
         && abs (at (v, n, 2, 2) - at (v, n, 3, 3)) > 1
         && abs (at (v, n, 3, 1) - at (v, n, 4, 2)) > 1;
}

START_TEST (nabner_lines_keep_digits_apart)
{
  ss_grid g = fp_parse (4, 0, ",\"nabner\":[{\"lines\":[[\"R1C1\","
                        "\"R2C2\"],[\"R2C2\",\"R3C3\"]]},{\"lines\":"
                        "[[\"R3C1\",\"R4C2\"]]}]");
  ck_assert_int_eq (g.model->ncons, 3);
  ck_assert_int_gt (agree (&g, nabner_lines, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- digital-root cages ----------------------------------------------------- */

/* The import of the solver behind f-puzzles reads a "cage" whose value
 * is DR<root> as a MultiSumKillerCageConstraint: no digit twice, the sum
 * one of root, root + 9, ... between the least and the most sum of that
 * many distinct digits of 1..N (a step of 9 on any side).  On 4x4 a cage
 * of two cells DR3 sums to 3 (12 is past 7); three cells DR7 to 7 (the
 * sums 6..9); a cage of one cell DR4 holds 4. */
static int
dr_cages (const uint8_t *v, int n)
{
  return at (v, n, 1, 1) + at (v, n, 2, 2) == 3
         && at (v, n, 3, 3) + at (v, n, 3, 4) + at (v, n, 4, 4) == 7
         && at (v, n, 4, 1) == 4;
}

START_TEST (digital_root_cages_sum_to_their_root)
{
  ss_grid g = fp_parse (4, 0, ",\"cage\":[{\"cells\":[\"R1C1\",\"R2C2\"],"
                        "\"value\":\"DR3\"},{\"cells\":[\"R3C3\",\"R3C4\","
                        "\"R4C4\"],\"value\":\"DR7\"},{\"cells\":[\"R4C1\"],"
                        "\"value\":\"DR4\"},{\"cells\":[\"R2C3\"]}]");
  ck_assert_int_eq (g.model->ncons, 3);
  ck_assert_int_gt (agree (&g, dr_cages, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- sigh's Interactive Sudoku Solver (ISS) ------------------------------- */

/* ISS's RellikCage: its builder adds AllDifferent over the cage beside
 * the Rellik handler, whose remainders refuse any non-empty set of the
 * cage's digits summing to the clue.  On 4x4: r1c1 r2c3 share no house,
 * so equal digits are the cage's alone, and neither {1,4} nor {2,3}
 * (sum 5); r3c1 r4c2 holds no 3 and not 1 with 2; the whole set counts
 * too, so r1c3 r1c4 r2c4, clue 6, is neither 1 2 3 nor holds 2 and 4:
 * it is 1 3 4, and r2c3 is 2. */
static int
rellik_cages (const uint8_t *v, int n)
{
  int a = at (v, n, 1, 1), b = at (v, n, 2, 3);
  int x = at (v, n, 3, 1), y = at (v, n, 4, 2);
  int p = at (v, n, 1, 3), q = at (v, n, 1, 4), r = at (v, n, 2, 4);
  int none3 = x != 3 && y != 3, pair12 = x + y == 3;
  int six = p == 6 || q == 6 || r == 6 || p + q == 6 || p + r == 6
            || q + r == 6 || p + q + r == 6;
  return a != b && a + b != 5 && none3 && !pair12 && !six;
}

START_TEST (iss_rellik_cages_no_set_makes_the_clue)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\nrellik 5 r1c1 r2c3\n"
                        "rellik 3 r3c1 r4c2\nrellik 6 r1c3 r1c4 r2c4\n");
  ck_assert_int_gt (agree (&g, rellik_cages, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ISS's Lunchbox: any cells, in the order listed, distinct digits (its
 * handler's exclusion cells are all of them); the digits at positions
 * strictly between the smallest's and the largest's sum to the clue.  On
 * 4x4: r1c1 r2c3 (no house shared) only differ; row 3 is a sandwich of
 * 3 (a lone 3 between the 1 and the 4, the 2 outside); r1c2 r4c3 r2c4 in
 * that order (not a line): the middle one, a 2, counts only when the
 * ends are the crusts. */
static int
lunch (const uint8_t *v, int n, const int (*rc)[2], int k, int clue)
{
  int d[4], lo = 0, hi = 0, sum = 0;
  for (int i = 0; i < k; i++)
    {
      d[i] = at (v, n, rc[i][0], rc[i][1]);
      for (int j = 0; j < i; j++)
        if (d[j] == d[i])
          return 0;
      lo = d[i] < d[lo] ? i : lo;
      hi = d[i] > d[hi] ? i : hi;
    }
  for (int i = (lo < hi ? lo : hi) + 1; i < (lo < hi ? hi : lo); i++)
    sum += d[i];
  return sum == clue;
}

static int
lunchboxes (const uint8_t *v, int n)
{
  static const int a[2][2] = { { 1, 1 }, { 2, 3 } };
  static const int row[4][2] = { { 3, 1 }, { 3, 2 }, { 3, 3 }, { 3, 4 } };
  static const int b[3][2] = { { 1, 2 }, { 4, 3 }, { 2, 4 } };
  return lunch (v, n, a, 2, 0) && lunch (v, n, row, 4, 3)
         && lunch (v, n, b, 3, 2);
}

START_TEST (iss_lunchboxes_between_smallest_and_largest)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\nlunchbox 0 r1c1 r2c3\n"
                        "lunchbox 3 r3c1 r3c2 r3c3 r3c4\n"
                        "lunchbox 2 r1c2 r4c3 r2c4\n");
  ck_assert_int_gt (agree (&g, lunchboxes, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ISS's NumberedRoom: Indexing over the row or column read from the
 * clue's side, its first cell the control: the first digit X names the
 * X-th cell from that side, which holds the clue.  On 4x4: column 1 read
 * down, clue 1 (X = 1 is the 1 itself, or X names where the 1 is); row
 * 2 read from the right, clue 3; column 3 read up, clue 4. */
static int
room (const uint8_t *v, int n, int r, int c, int dr, int dc, int clue)
{
  int x = at (v, n, r, c);
  return at (v, n, r + dr * (x - 1), c + dc * (x - 1)) == clue;
}

static int
numbered_rooms (const uint8_t *v, int n)
{
  return room (v, n, 1, 1, 1, 0, 1) && room (v, n, 2, 4, 0, -1, 3)
         && room (v, n, 4, 3, -1, 0, 4);
}

START_TEST (iss_numbered_rooms_index_from_their_side)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\nnumberedroom 1 r0c1\n"
                        "numberedroom 3 r2c5\nnumberedroom 4 r5c3\n");
  ck_assert_int_gt (agree (&g, numbered_rooms, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ISS's HiddenSkyscraper: the first cell is always seen; reading on,
 * the first digit below the tallest before it is the clue, and a line
 * that only rises (no hidden digit) breaks it.  On 4x4: row 1 from the
 * left, clue 1 (the 1 comes after something taller, and nothing else is
 * hidden before it); column 4 from below, clue 2; row 4 from the right,
 * clue 3. */
static int
hidden (const uint8_t *v, int n, int r, int c, int dr, int dc, int clue)
{
  int tallest = 0;
  for (int i = 0; i < n; i++)
    {
      int d = at (v, n, r + dr * i, c + dc * i);
      if (d < tallest)
        return d == clue;
      tallest = d;
    }
  return 0;
}

static int
hidden_skyscrapers (const uint8_t *v, int n)
{
  return hidden (v, n, 1, 1, 0, 1, 1) && hidden (v, n, 4, 4, -1, 0, 2)
         && hidden (v, n, 4, 4, 0, -1, 3);
}

START_TEST (iss_hidden_skyscrapers_first_hidden_is_the_clue)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\nhiddenskyscraper 1 r1c0\n"
                        "hiddenskyscraper 2 r5c4\nhiddenskyscraper 3 r4c5\n");
  ck_assert_int_gt (agree (&g, hidden_skyscrapers, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ISS's FullRank in its default tie mode (ONLY_UNCLUED): the 4N numbers
 * the rows and columns read both ways (side 0 from the left, 1 the
 * right, 2 the top, 3 the bottom; line k), ranked from the smallest; a
 * clued number is tied with none.  rank_read: the clued line's rank,
 * or 0 when another number equals it. */
static void
read_line (const uint8_t *v, int n, int side, int k, uint8_t *out)
{
  for (int i = 0; i < n; i++)
    {
      int j = side & 1 ? n - 1 - i : i;
      out[i] = side < 2 ? at (v, n, k, j + 1) : at (v, n, j + 1, k);
    }
}

static int
rank_tied (const uint8_t *v, int n, int side, int k, int ties)
{
  uint8_t me[SS_MAX_N], it[SS_MAX_N];
  int below = 0;
  read_line (v, n, side, k, me);
  for (int s = 0; s < 4; s++)
    for (int l = 1; l <= n; l++)
      {
        read_line (v, n, s, l, it);
        int cmp = memcmp (it, me, (size_t) n);
        if (!cmp && !ties && (s != side || l != k))
          return 0;
        below += cmp < 0;
      }
  return below + 1;
}

static int
rank_read (const uint8_t *v, int n, int side, int k)
{
  return rank_tied (v, n, side, k, 0);
}

static int
rank_any (const uint8_t *v, int n, int side, int k)
{
  return rank_tied (v, n, side, k, 1);
}

/* ISS's "4x4: Full Rank - unclued ties" (data/collections.js): row 4 from
 * the left ranks 5, r3c2 is 1; ISS's comment: unique only because the
 * clued number may tie with none, while unclued ones may (its answer
 * reads 1234 down column 4 and up column 3). */
static int
full_rank_unclued_ties (const uint8_t *v, int n)
{
  return rank_read (v, n, 0, 4) == 5;
}

/* ISS's "4x4: Full Rank - with ties" needs FullRankTies~any: its
 * answer 3421124341322314 ties the clued row 4 (2314) with row 3 read
 * from the right.  In the default mode the clues have no solution. */
static int
full_rank_with_ties (const uint8_t *v, int n)
{
  return rank_read (v, n, 2, 1) == 10 && rank_read (v, n, 2, 2) == 15
         && rank_read (v, n, 0, 4) == 5;
}

START_TEST (iss_full_rank_clued_numbers_tie_with_none)
{
  ss_grid g = tu_parse ("....\n....\n.1..\n....\nfullrank 5 r4c0\n");
  ss_grid h = tu_parse ("....\n....\n....\n....\nfullrank 10 r0c1\n"
                        "fullrank 15 r0c2\nfullrank 5 r4c0\n");
  ck_assert_int_eq (agree (&g, full_rank_unclued_ties, 1), 1);
  ck_assert_int_eq (agree (&h, full_rank_with_ties, 0), 0);
  ss_grid_free (&g);
  ss_grid_free (&h);
}
END_TEST

/* ISS's other tie modes (FullRankTies): "any" ranks a clued number by
 * the numbers strictly smaller, ties allowed (rank_any); "none" wants
 * all 4N numbers distinct (no_ties).  ISS's "4x4: Full Rank - with ties"
 * and "- no ties" (data/collections.js) are unique in those modes, its
 * comments say; the brute force must find the one solution. */
static int
no_ties (const uint8_t *v, int n)
{
  uint8_t a[SS_MAX_N], b[SS_MAX_N];
  for (int i = 0; i < 4 * n; i++)
    for (int j = i + 1; j < 4 * n; j++)
      {
        read_line (v, n, i / n, i % n + 1, a);
        read_line (v, n, j / n, j % n + 1, b);
        if (!memcmp (a, b, (size_t) n))
          return 0;
      }
  return 1;
}

static int
full_rank_any_ties (const uint8_t *v, int n)
{
  return rank_any (v, n, 2, 1) == 10 && rank_any (v, n, 2, 2) == 15
         && rank_any (v, n, 0, 4) == 5;
}

static int
full_rank_none_tie (const uint8_t *v, int n)
{
  return no_ties (v, n) && rank_any (v, n, 2, 1) == 10;
}

START_TEST (iss_full_rank_tie_modes)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\nfullrank 10 r0c1\n"
                        "fullrank 15 r0c2\nfullrank 5 r4c0\n"
                        "fullrankties any\n");
  ss_grid h = tu_parse ("....\n....\n...2\n..1.\nfullrank 10 r0c1\n"
                        "fullrankties none\n");
  ck_assert_int_eq (agree (&g, full_rank_any_ties, 1), 1);
  ck_assert_int_eq (agree (&h, full_rank_none_tie, 1), 1);
  ss_grid_free (&g);
  ss_grid_free (&h);
}
END_TEST

/* ---- positions in irregular regions ---------------------------------------- */

/* DisjointGroupConstraint k takes the k-th cell of every region, and
 * BoxIndexerConstraint counts a cell's position in its region, both in
 * the order the region lists its cells: reading order (SolverInitialization
 * adds a region's cells scanning rows, then columns). */
static const char *jig4 = "AABB" "ACBB" "ACDD" "CCDD";

static int
jig_cell (int b, int p)
{
  for (int i = 0; i < 16; i++)
    if (jig4[i] - 'A' == b && p-- == 0)
      return i;
  return -1;
}

static int
jig_pos (int i)
{
  int p = 0;
  for (int j = 0; j < i; j++)
    p += jig4[j] == jig4[i];
  return p;
}

static int
disjoint_jigsaw (const uint8_t *v, int n)
{
  (void) n;
  for (int p = 0; p < 4; p++)
    for (int a = 0; a < 4; a++)
      for (int b = a + 1; b < 4; b++)
        if (v[jig_cell (a, p)] == v[jig_cell (b, p)])
          return 0;
  return 1;
}

/* Box indexers on r2c2 (region C, position 0) and r3c4 (region D,
 * position 2): digit d there says position d of the region holds the
 * cell's own position + 1. */
static int
box_indexer_jigsaw (const uint8_t *v, int n)
{
  static const int cells[2] = { 5, 11 };
  (void) n;
  for (int i = 0; i < 2; i++)
    {
      int at = cells[i], b = jig4[at] - 'A';
      if (v[jig_cell (b, v[at] - 1)] != jig_pos (at) + 1)
        return 0;
    }
  return 1;
}

/* A skyscraper on irregular regions: rows still hold every digit, so
 * SkyscraperConstraint counts as on boxes; r1 seen from the left, 2. */
static int
skyscraper_jigsaw (const uint8_t *v, int n)
{
  int seen = 0, top = 0;
  for (int c = 1; c <= n; c++)
    if (at (v, n, 1, c) > top)
      seen++, top = at (v, n, 1, c);
  return seen == 2;
}

START_TEST (positions_in_irregular_regions)
{
  ss_grid s = tu_parse ("....\n....\n....\n....\nregions\nAABB\nACBB\n"
                        "ACDD\nCCDD\nskyscraper 2 r1c0\n");
  ck_assert_int_gt (agree (&s, skyscraper_jigsaw, -1), 0);
  ss_grid_free (&s);
  const char *map = "regions\nAABB\nACBB\nACDD\nCCDD\n";
  char text[256];
  snprintf (text, sizeof text, "....\n....\n....\n....\n%sdisjoint\n", map);
  ss_grid g = tu_parse (text);
  agree (&g, disjoint_jigsaw, -1);
  ss_grid_free (&g);
  snprintf (text, sizeof text, "....\n....\n....\n....\n%sboxindexer r2c2 "
            "r3c4\n", map);
  g = tu_parse (text);
  ck_assert_int_gt (agree (&g, box_indexer_jigsaw, -1), 0);
  ss_grid_free (&g);
  /* The f-puzzles forms. */
  const char *json = "{\"size\":4,\"grid\":[[{\"region\":0},{\"region\":0},"
    "{\"region\":1},{\"region\":1}],[{\"region\":0},{\"region\":2},"
    "{\"region\":1},{\"region\":1}],[{\"region\":0},{\"region\":2},"
    "{\"region\":3},{\"region\":3}],[{\"region\":2},{\"region\":2},"
    "{\"region\":3},{\"region\":3}]],\"boxindexer\":[{\"cells\":[\"R2C2\","
    "\"R3C4\"]}]}";
  ss_error err;
  ck_assert_msg (read_json (json, &g, &err) == 0, "%s", err.msg);
  ck_assert_int_gt (agree (&g, box_indexer_jigsaw, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- the console rules (no f-puzzles key) -------------------------------- */

/* The brute force's count alone, for a reading the reference does not
 * make: a case must tell the readings apart. */
static long
brute_count (const ss_grid *g, pred_fn *ok)
{
  brute b;
  memset (&b, 0, sizeof b);
  b.g = g, b.n = g->n, b.ok = ok, b.alone = 1;
  b.region = g->model->region;
  memcpy (b.v, g->cell, (size_t) g->n * g->n);
  fill (&b, 0);
  return b.count;
}

/* Is there a pair of cells (r1,c1) before (r2,c2) with rows apart dr and
 * columns apart dc (as absolute values) that pair_bad refuses? */
typedef int pair_fn (int dr, int dc, int x, int y);

static int
no_pair (const uint8_t *v, int n, pair_fn *pair_bad)
{
  for (int a = 0; a < n * n; a++)
    for (int b = a + 1; b < n * n; b++)
      if (pair_bad (abs (a / n - b / n), abs (a % n - b % n), v[a], v[b]))
        return 0;
  return 1;
}

/* ChessConstraint makes each offset symmetric: (1, 3) is also (3, 1),
 * every sign; "v2" keeps only 2s apart.  The reading that takes the
 * offset as written (one row down, three columns right, and back) is
 * another count. */
static int
camel_2 (int dr, int dc, int x, int y)
{
  return x == y && x == 2 && ((dr == 1 && dc == 3) || (dr == 3 && dc == 1));
}

static int
camel_2_as_written (int dr, int dc, int x, int y)
{
  return x == y && x == 2 && dr == 1 && dc == 3;
}

static int chess_ok (const uint8_t *v, int n) { return no_pair (v, n, camel_2); }
static int
chess_as_written (const uint8_t *v, int n)
{
  return no_pair (v, n, camel_2_as_written);
}

/* ChessConstraint's cells: a pair is kept apart when one of its cells
 * is listed (cellsLookup holds A or B), not only when both are, and not
 * every pair of the grid.  4x4, "chess 1 2 r1c1": r1c1 differs from its
 * knight's partners r2c3 and r3c2 (72 of the 288 grids); the whole
 * grid's anti-knight keeps 24, a rule on pairs of two listed cells all
 * 288. */
static int
chess_r1c1 (const uint8_t *v, int n)
{
  int me = at (v, n, 1, 1);
  return me != at (v, n, 2, 3) && me != at (v, n, 3, 2);
}

static int
knight_pair (int dr, int dc, int x, int y)
{
  return x == y && dr * dc == 2;
}

static int
chess_everywhere (const uint8_t *v, int n)
{
  return no_pair (v, n, knight_pair);
}

/* TaxicabConstraint: exactly D (|dr| + |dc| == D), not D or less. */
static int
taxi_3 (int dr, int dc, int x, int y)
{
  return x == y && dr + dc == 3;
}

static int
taxi_up_to_3 (int dr, int dc, int x, int y)
{
  return x == y && dr + dc <= 3;
}

static int taxi_ok (const uint8_t *v, int n) { return no_pair (v, n, taxi_3); }
static int
taxi_at_most (const uint8_t *v, int n)
{
  return no_pair (v, n, taxi_up_to_3);
}

/* KnightmareConstraint with no option: 5 and 15; "4" replaces them. */
static int
knight (int dr, int dc)
{
  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

static int
mare_default (int dr, int dc, int x, int y)
{
  return knight (dr, dc) && (x + y == 5 || x + y == 15);
}

static int
mare_4 (int dr, int dc, int x, int y)
{
  return knight (dr, dc) && x + y == 4;
}

static int mare_ok (const uint8_t *v, int n) { return no_pair (v, n, mare_default); }
static int mare_4_ok (const uint8_t *v, int n) { return no_pair (v, n, mare_4); }

/* DiagonalNonconsecutiveConstraint: every corner pair, a white dot
 * between orthogonal neighbours changes nothing on the diagonals. */
static int
dnc (int dr, int dc, int x, int y)
{
  return dr == 1 && dc == 1 && abs (x - y) == 1;
}

static int dnc_ok (const uint8_t *v, int n) { return no_pair (v, n, dnc); }

/* SelfTaxicabConstraint: a digit d not again at distance exactly d. */
static int
self_taxi (int dr, int dc, int x, int y)
{
  return x == y && dr + dc == x;
}

static int self_ok (const uint8_t *v, int n) { return no_pair (v, n, self_taxi); }

START_TEST (console_rules_as_the_reference_reads_them)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\nchess 1 3 2\n");
  ck_assert_int_ne (agree (&g, chess_ok, -1), brute_count (&g,
                                                          chess_as_written));
  ss_grid_free (&g);
  g = tu_parse ("....\n....\n....\n....\nchess 1 2 r1c1\n");
  ck_assert_int_eq (agree (&g, chess_r1c1, 72), 72);
  ck_assert_int_eq (brute_count (&g, chess_everywhere), 24);
  ss_grid_free (&g);
  g = tu_parse ("....\n....\n....\n....\ntaxicab 3\n");
  ck_assert_int_ne (agree (&g, taxi_ok, -1), brute_count (&g, taxi_at_most));
  ss_grid_free (&g);
  g = tu_parse ("....\n....\n....\n....\nknightmare\n");
  long plain = agree (&g, mare_ok, -1);
  ss_grid_free (&g);
  g = tu_parse ("....\n....\n....\n....\nknightmare 4\n");
  ck_assert_int_ne (agree (&g, mare_4_ok, -1), plain);
  ss_grid_free (&g);
  g = tu_parse ("....\n....\n....\n....\ndiagnonconsecutive\n");
  ck_assert_int_gt (agree (&g, dnc_ok, -1), 0);
  ss_grid_free (&g);
  /* 6x6, rows 1-3 of a self-taxicab grid given (20 completions keep the
   * houses, the brute force's whole search); one keeps the rule. */
  g = tu_parse ("164523\n532146\n253614\n......\n......\n......\n"
                "selftaxicab\n");
  ck_assert_int_eq (agree (&g, self_ok, -1), 1);
  ss_grid_free (&g);
}
END_TEST

/* ---- parity lines ---------------------------------------------------------- */

/* The parity line of the setters (ISS has no handler for it): digits
 * alternate odd and even along the line.  A loop round box 1 (r1c1 r1c2
 * r2c2 r2c1, back to r1c1) puts one parity on its diagonal r1c1 r2c2
 * and the other on r1c2 r2c1; the open line r2c2 r2c3 r3c3 then makes
 * r2c3 the parity of r1c2 and r3c3 that of r2c2. */
static int
parity_alternates (const uint8_t *v, int n, const int (*rc)[2], int k)
{
  for (int i = 1; i < k; i++)
    if (at (v, n, rc[i - 1][0], rc[i - 1][1]) % 2
        == at (v, n, rc[i][0], rc[i][1]) % 2)
      return 0;
  return 1;
}

static int
parity_lines (const uint8_t *v, int n)
{
  static const int loop[5][2] = { { 1, 1 }, { 1, 2 }, { 2, 2 }, { 2, 1 },
                                  { 1, 1 } };
  static const int line[3][2] = { { 2, 2 }, { 2, 3 }, { 3, 3 } };
  return parity_alternates (v, n, loop, 5)
         && parity_alternates (v, n, line, 3);
}

START_TEST (parity_lines_alternate)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\n"
                        "parityline r1c1 r1c2 r2c2 r2c1 r1c1\n"
                        "parityline r2c2 r2c3 r3c3\n");
  ck_assert_int_gt (agree (&g, parity_lines, -1), 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- lockout lines ---------------------------------------------------------- */

/* ISS's Lockout: the ends differ by at least D, and the middle cells
 * hold no digit from the smaller end's to the larger's, both included.
 * r2c2, the middle of r1c1 r2c2 r3c3, shares no house with r3c3, so
 * only the inclusive reading keeps it from r3c3's digit: the exclusive
 * one (strictly between) counts 14 grids where ISS's counts 4. */
static int
locked_out (const uint8_t *v, int n, const int (*rc)[2], int k, int gap,
            int inclusive)
{
  int a = at (v, n, rc[0][0], rc[0][1]), z = at (v, n, rc[k - 1][0],
                                                  rc[k - 1][1]);
  int lo = a < z ? a : z, hi = a < z ? z : a;
  if (hi - lo < gap)
    return 0;
  for (int i = 1; i + 1 < k; i++)
    {
      int m = at (v, n, rc[i][0], rc[i][1]);
      if (inclusive ? m >= lo && m <= hi : m > lo && m < hi)
        return 0;
    }
  return 1;
}

static const int lock_diag[3][2] = { { 1, 1 }, { 2, 2 }, { 3, 3 } };
static const int lock_pair[2][2] = { { 4, 1 }, { 3, 2 } };

static int
lockout_iss (const uint8_t *v, int n)
{
  return locked_out (v, n, lock_diag, 3, 2, 1)
         && locked_out (v, n, lock_pair, 2, 3, 1);
}

static int
lockout_strict (const uint8_t *v, int n)
{
  return locked_out (v, n, lock_diag, 3, 2, 0)
         && locked_out (v, n, lock_pair, 2, 3, 0);
}

START_TEST (lockout_lines_lock_out_their_ends_too)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\n"
                        "lockout 2 r1c1 r2c2 r3c3\nlockout 3 r4c1 r3c2\n");
  ck_assert_int_eq (agree (&g, lockout_iss, -1), 4);
  ck_assert_int_eq (brute_count (&g, lockout_strict), 14);
  ss_grid_free (&g);
}
END_TEST

/* ---- sum lines -------------------------------------------------------------- */

/* ISS's SumLine: runs of consecutive cells summing to S, cut anywhere;
 * a LOOP (sudosat: the first cell again at the end) starts its states
 * anywhere, so its first run may wrap round the join.  The 4x4 loop
 * r2c2 r2c3 r3c3 r3c2 with S = 4: 12 grids; read as an open line (runs
 * from r2c2 only) 8. */
static int
runs_of (const uint8_t *v, int n, const int (*rc)[2], int len, int s, int p)
{
  int run = 0;
  for (int k = 0; k < len; k++)
    {
      run += at (v, n, rc[(p + k) % len][0], rc[(p + k) % len][1]);
      if (run > s)
        return 0;
      run = run == s ? 0 : run;
    }
  return run == 0;
}

static const int sum_square[4][2] = { { 2, 2 }, { 2, 3 }, { 3, 3 },
                                      { 3, 2 } };

static int
sumline_loop (const uint8_t *v, int n)
{
  for (int p = 0; p < 4; p++)
    if (runs_of (v, n, sum_square, 4, 4, p))
      return 1;
  return 0;
}

static int
sumline_open (const uint8_t *v, int n)
{
  return runs_of (v, n, sum_square, 4, 4, 0);
}

START_TEST (sum_lines_cut_anywhere_and_loops_wrap)
{
  ss_grid g = tu_parse ("....\n....\n....\n....\n"
                        "sumline 4 r2c2 r2c3 r3c3 r3c2 r2c2\n");
  ck_assert_int_eq (agree (&g, sumline_loop, -1), 12);
  ck_assert_int_eq (brute_count (&g, sumline_open), 8);
  ss_grid_free (&g);
  g = tu_parse ("....\n....\n....\n....\nsumline 4 r2c2 r2c3 r3c3 r3c2\n");
  ck_assert_int_eq (agree (&g, sumline_open, -1), 8);
  ss_grid_free (&g);
}
END_TEST

/* The Interactive Sudoku Solver's GlobalEntropy and GlobalMod: one rule
 * per 2x2 square of the grid (every one, across box borders too), each
 * class present at least once: tiers 1-3, 4-6, 7-9, or residues mod 3.
 * sudosat's tiers on other sides are an entropic line's (6x6: 1-2, 3-4,
 * 5-6), its residues those of 1..N. */
static int
squares_cover (const uint8_t *v, int n, int (*cls) (int n, int d))
{
  for (int r = 0; r + 1 < n; r++)
    for (int c = 0; c + 1 < n; c++)
      {
        unsigned seen = 0;
        for (int k = 0; k < 4; k++)
          seen |= 1u << cls (n, v[(r + k / 2) * n + c + k % 2]);
        if (seen != 7)
          return 0;
      }
  return 1;
}

static int thirds (int n, int d) { return (d - 1) * 3 / n; }
static int entropy_ok (const uint8_t *v, int n) { return squares_cover (v, n, thirds); }
static int mod3 (int n, int d) { (void) n; return d % 3; }
static int mod_ok (const uint8_t *v, int n) { return squares_cover (v, n, mod3); }

/* ISS's DutchFlatmates: each column read top to bottom, a middle digit
 * (5 on 9x9, N/2 rounded up) has a 1 directly above or an N directly
 * below; a neighbour off the grid is no flatmate. */
static int
flatmates_ok (const uint8_t *v, int n)
{
  int mid = (n + 1) / 2;
  for (int i = 0; i < n * n; i++)
    if (v[i] == mid && !(i >= n && v[i - n] == 1)
        && !(i + n < n * n && v[i + n] == n))
      return 0;
  return 1;
}

START_TEST (dutch_flatmates_as_iss_reads_them)
{
  /* 4x4: 288 grids keep the houses, 8 give every 2 a 1 above or a 4
   * below. */
  ss_grid g = tu_parse ("....\n....\n....\n....\ndutchflatmates\n");
  ck_assert_int_eq (agree (&g, flatmates_ok, 8), 8);
  ss_grid_free (&g);
  /* ISS's "Dutch Flat Mates (Kropki)" answer without its dots, rows 6-9
   * blank: 1344 house fillings, 10 keep the rule. */
  g = tu_parse ("618792345\n352864719\n947531826\n721985463\n"
                "896243571\n.........\n.........\n.........\n"
                ".........\ndutchflatmates\n");
  ck_assert_int_eq (agree (&g, flatmates_ok, 10), 10);
  ss_grid_free (&g);
}
END_TEST

/* ISS's CountingCircles: a digit in a circle is in exactly that many of
 * its set's circles; each constraint is a set of its own. */
static int
circles_hold (const uint8_t *v, int n, const char *cells)
{
  int count[17] = { 0 }, r, c, used;
  while (sscanf (cells, " r%dc%d%n", &r, &c, &used) == 2)
    count[v[(r - 1) * n + c - 1]]++, cells += used;
  for (int d = 1; d <= n; d++)
    if (count[d] && count[d] != d)
      return 0;
  return 1;
}

#define ISS_CIRCLES4 "r1c1 r1c2 r2c2 r3c1 r4c1 r4c2 r4c4 r2c3 r2c4"
static int iss4_ok (const uint8_t *v, int n) { return circles_hold (v, n, ISS_CIRCLES4); }
static int two_sets_ok (const uint8_t *v, int n) { return circles_hold (v, n, "r1c1") && circles_hold (v, n, "r4c4"); }
static int one_set_ok (const uint8_t *v, int n) { return circles_hold (v, n, "r1c1 r4c4"); }

START_TEST (counting_circles_as_iss_reads_them)
{
  /* ISS's "4x4: Counting circles": one of the 288 grids. */
  ss_grid g = tu_parse ("....\n....\n....\n....\ncountingcircles "
                        ISS_CIRCLES4 "\n");
  ck_assert_int_eq (agree (&g, iss4_ok, 1), 1);
  ss_grid_free (&g);
  /* Two sets of one circle: each holds a 1.  One set of both: two 2s. */
  g = tu_parse ("....\n....\n....\n....\ncountingcircles r1c1\n"
                "countingcircles r4c4\n");
  long two = agree (&g, two_sets_ok, -1);
  ss_grid_free (&g);
  g = tu_parse ("....\n....\n....\n....\ncountingcircles r1c1 r4c4\n");
  long one = agree (&g, one_set_ok, -1);
  ss_grid_free (&g);
  ck_assert_int_gt (two, 0);
  ck_assert_int_gt (one, 0);
}
END_TEST

START_TEST (global_squares_as_iss_reads_them)
{
  /* ISS's "Entropy Sudoku" (its stored answer), rows 6-9 blank: 3000
   * fillings keep the houses, 10 keep every square. */
  ss_grid g = tu_parse ("891234567\n534867291\n672915348\n315648972\n"
                        "948372615\n.........\n.........\n.........\n"
                        ".........\nglobalentropy\n");
  ck_assert_int_eq (agree (&g, entropy_ok, 10), 10);
  ss_grid_free (&g);
  /* 6x6, rows 3-6 blank: 928 keep the houses, 2 the squares. */
  g = tu_parse ("123546\n456132\n......\n......\n......\n......\n"
                "globalentropy\n");
  ck_assert_int_eq (agree (&g, entropy_ok, 2), 2);
  ss_grid_free (&g);
  /* ISS's GlobalMod: each 2x2 square holds one of 1 4 7, one of 2 5 8,
   * one of 3 6 9.  Its "Global mod 3" (the stored answer) without its
   * cages and dots, rows 6-9 blank: 1380 house fillings, 6 keep the
   * squares; a 6x6 with rows 3-6 blank: 928, 5. */
  g = tu_parse ("879162354\n621543798\n435987216\n387419562\n"
                "196235487\n.........\n.........\n.........\n"
                ".........\nglobalmod\n");
  ck_assert_int_eq (agree (&g, mod_ok, 6), 6);
  ss_grid_free (&g);
  g = tu_parse ("123456\n564231\n......\n......\n......\n......\n"
                "globalmod\n");
  ck_assert_int_eq (agree (&g, mod_ok, 5), 5);
  ss_grid_free (&g);
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
  tcase_add_test (t, arrow_digits_repeat_and_each_line_is_an_arrow);
  tcase_add_test (t, thermometer_lines_are_thermometers);
  tcase_add_test (t, outside_clues_on_every_size);
  tcase_add_test (t, sandwich_of_zero_is_crusts_side_by_side);
  tcase_add_test (t, digits_not_given_are_dropped);
  tcase_add_test (t, other_kinds_as_the_reference_reads_them);
  tcase_add_test (t, entropic_lines_on_sides_not_divisible_by_3);
  tcase_add_test (t, positions_in_irregular_regions);
  tcase_add_test (t, slow_thermometers_never_fall);
  tcase_add_test (t, zipper_lines_pair_up_from_the_ends);
  tcase_add_test (t, double_arrows_ends_make_the_middle);
  tcase_add_test (t, modular_lines_by_residue);
  tcase_add_test (t, nabner_lines_keep_digits_apart);
  tcase_add_test (t, digital_root_cages_sum_to_their_root);
  tcase_add_test (t, console_rules_as_the_reference_reads_them);
  tcase_add_test (t, parity_lines_alternate);
  tcase_add_test (t, lockout_lines_lock_out_their_ends_too);
  tcase_add_test (t, sum_lines_cut_anywhere_and_loops_wrap);
  tcase_add_test (t, iss_rellik_cages_no_set_makes_the_clue);
  tcase_add_test (t, iss_full_rank_clued_numbers_tie_with_none);
  tcase_add_test (t, iss_full_rank_tie_modes);
  tcase_add_test (t, iss_lunchboxes_between_smallest_and_largest);
  tcase_add_test (t, iss_numbered_rooms_index_from_their_side);
  tcase_add_test (t, iss_hidden_skyscrapers_first_hidden_is_the_clue);
  tcase_add_test (t, global_squares_as_iss_reads_them);
  tcase_add_test (t, dutch_flatmates_as_iss_reads_them);
  tcase_add_test (t, counting_circles_as_iss_reads_them);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (reference_suite ());
}
