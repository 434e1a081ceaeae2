/* check_cp_derived.c -- what the cp engine derives beyond each rule:
 * locked candidates (solvers/cp/locked.c), combined sums
 * (solvers/cp/combined.c) and innie-outie differences
 * (solvers/cp/innie_outie.c).
 *
 * Model: each is checked for strength on a position where it, and not
 * the singles, makes the removal (the root's candidates after the first
 * propagation), and for soundness by counting: random puzzles where the
 * engine derives them (9x9 little killers whose long sums combine, 6x6
 * killers cut into cages) are counted by cp and by tests/brute.h, the
 * independent completion counter that shares no code with the engines.
 */
#include "testutil.h"

#include "brute.h"

#include "../core/verify.h"
#include "../engines/table.h"
#include "../solvers/cp/engine.h"

/* The candidates of every cell after the root's propagation, in *s
 * (free it); the propagation's verdict. */
static int
root (const char *text, ss_grid *g, ss_cp *s, ss_stats *st)
{
  ss_error err;
  memset (st, 0, sizeof *st);
  ck_assert_msg (ss_parse_text (text, 0, g, &err) == 0, "%s", err.msg);
  ck_assert_int_eq (ss_cp_init (s, g, st), 0);
  ss_cp_wake_all (s);
  return ss_cp_propagate (s);
}

/* Box 1's row 2 and 3 hold 2..7: its 1 lies in row 1, and leaves the rest
 * of row 1 (pointing).  No single sees it. */
START_TEST (a_box_points_along_its_row)
{
  const char *text = ".........\n234......\n567......\n" ".........\n"
                     ".........\n.........\n.........\n.........\n"
                     ".........\n";
  ss_grid g;
  ss_cp s;
  ss_stats st;
  ck_assert_int_eq (root (text, &g, &s, &st), 0);
  ck_assert (ss_bits_has (s.dom[0], 1));
  for (int c = 3; c < 9; c++)
    ck_assert_msg (!ss_bits_has (s.dom[c], 1), "r1c%d keeps 1", c + 1);
  ck_assert (ss_bits_has (s.dom[9 + 3], 1)); /* row 2 is untouched */
  ss_cp_free (&s);
  ss_grid_free (&g);
}
END_TEST

/* Row 1's 7, 8 and 9 can only go in its three cells in box 1 (the rest
 * of the row holds 1..6): they leave the box's other rows (claiming). */
START_TEST (a_row_claims_its_box)
{
  const char *text = "...123456\n.........\n.........\n" ".........\n"
                     ".........\n.........\n.........\n.........\n"
                     ".........\n";
  ss_grid g;
  ss_cp s;
  ss_stats st;
  ck_assert_int_eq (root (text, &g, &s, &st), 0);
  for (int r = 1; r < 3; r++)
    for (int c = 0; c < 3; c++)
      for (int d = 7; d <= 9; d++)
        ck_assert_msg (!ss_bits_has (s.dom[r * 9 + c], d),
                       "r%dc%d keeps %d", r + 1, c + 1, d);
  ss_cp_free (&s);
  ss_grid_free (&g);
}
END_TEST

/* ISS's "Zero solution: Little Killer": eight little killers of 49.  The
 * four side by side from the top-right corner sum to 196 over 32 cells
 * that crowd into few boxes: that union (no single killer) leaves r3c6
 * only 7, 8 and 9, and r4c7 only 5 to 9, at the root. */
START_TEST (four_little_killers_combine)
{
  const char *text
      = ".........\n.........\n.........\n.........\n.........\n"
        ".........\n.........\n.........\n.........\n"
        "littlekiller 49 r0c10 dl\nlittlekiller 49 r0c9 dl\n"
        "littlekiller 49 r10c1 ur\nlittlekiller 49 r10c2 ur\n"
        "littlekiller 49 r8c10 ul\nlittlekiller 49 r0c0 dr\n"
        "littlekiller 49 r1c0 dr\nlittlekiller 49 r2c0 dr\n";
  ss_grid g;
  ss_cp s;
  ss_stats st;
  ck_assert_int_eq (root (text, &g, &s, &st), 0);
  ck_assert_int_ge (s.nxcon, 1);
  ck_assert (ss_bits_eq (s.dom[2 * 9 + 5], ss_cp_range (7, 9)));
  ck_assert (ss_bits_eq (s.dom[3 * 9 + 6], ss_cp_range (5, 9)));
  ss_cp_free (&s);
  ss_grid_free (&g);
}
END_TEST

/* ---- soundness: counts ------------------------------------------------- */

/* A random puzzle: its text from the stream rng, draw number draw. */
typedef void make_fn (uint64_t *rng, char *text, size_t size, int draw);
/* Does the engine derive what is tested for g? */
typedef int derives_fn (const ss_grid *g);

/* Draws puzzles until `want` of them derive (at most 40 draws a puzzle);
 * each such puzzle is counted by cp and by tests/brute.h, which must
 * agree (and find F, the grid it was made from). */
static void
count_where_derived (uint64_t seed, make_fn *make, derives_fn *derives,
                     int want)
{
  uint64_t rng = seed;
  const ss_solver *cp = ss_solver_find ("cp");
  int compared = 0, draws = 0;
  ck_assert_ptr_nonnull (cp);
  while (compared < want && draws++ < 40 * want)
    {
      char text[2048];
      ss_grid g;
      ss_error err;
      make (&rng, text, sizeof text, draws);
      ck_assert_msg (ss_parse_text (text, 0, &g, &err) == 0, "%s", err.msg);
      long count = derives (&g) ? tu_brute_count (&g, 0, 0, 2000000, 0) : -1;
      if (count >= 0)
        {
          ss_solve_opts o = { 0 };
          ss_result res;
          ck_assert_int_eq (ss_solve (cp, &g, &o, &res), 0);
          ck_assert_msg (res.exhausted && (long) res.count == count
                         && res.wrong == 0 && count >= 1,
                         "cp counted %llu, brute force %ld, for:\n%s",
                         (unsigned long long) res.count, count, text);
          ss_result_free (&res);
          compared++;
        }
      ss_grid_free (&g);
    }
  ck_assert_int_eq (compared, want);
}

/* F's grid with `givens` of its digits (drawn from rng), a row a line,
 * into text; the characters written. */
static int
grid_text (uint64_t *rng, const ss_grid *F, int givens, char *text,
           size_t size)
{
  int n = F->n, at = 0;
  char cells[SS_MAX_N * SS_MAX_N];
  memset (cells, '.', (size_t) n * n);
  for (int k = 0; k < givens; k++)
    {
      int i = (int) (tu_rng (rng) % (uint64_t) (n * n));
      cells[i] = (char) ('0' + F->cell[i]);
    }
  for (int r = 0; r < n; r++)
    at += snprintf (text + at, size - (size_t) at, "%.*s\n", n,
                    cells + r * n);
  return at;
}

/* The eight little killers of four_little_killers_combine: clue row,
 * column and direction (row and column steps). */
static const int lines[8][4] = {
  { 0, 10, 1, -1 }, { 0, 9, 1, -1 }, { 10, 1, -1, 1 }, { 10, 2, -1, 1 },
  { 8, 10, -1, -1 }, { 0, 0, 1, 1 }, { 1, 0, 1, 1 }, { 2, 0, 1, 1 },
};

/* The total of F's digits along little killer l; bump[] counts how often
 * each digit lies on the four of the top-right band (l < 4). */
static int
line_total (const ss_grid *F, int l, int *bump)
{
  int r = lines[l][0] + lines[l][2], c = lines[l][1] + lines[l][3], sum = 0;
  for (; r >= 1 && r <= 9 && c >= 1 && c <= 9;
       r += lines[l][2], c += lines[l][3])
    {
      int d = F->cell[(r - 1) * 9 + c - 1];
      sum += d;
      if (bump)
        bump[d]++;
    }
  return sum;
}

/* A random full grid whose digits are renamed so that the band's most
 * common digit is 9, the next 8 and so on: its band totals come close to
 * the largest, where the union is tight (and does prune). */
static void
heavy_grid (uint64_t *rng, ss_grid *F)
{
  int count[10] = { 0 }, name[10], order[9];
  tu_random_full_grid (rng, F, 3, 3);
  for (int l = 0; l < 4; l++)
    line_total (F, l, count);
  for (int i = 0; i < 9; i++)
    order[i] = i + 1;
  for (int i = 0; i < 9; i++)
    for (int j = i + 1; j < 9; j++)
      if (count[order[j]] > count[order[i]])
        {
          int t = order[i];
          order[i] = order[j], order[j] = t;
        }
  for (int i = 0; i < 9; i++)
    name[order[i]] = 9 - i;
  for (int i = 0; i < 81; i++)
    F->cell[i] = (uint8_t) name[F->cell[i]];
}

/* The eight little killers of a heavy grid, and 48 to 55 of its
 * digits. */
static void
make (uint64_t *rng, char *text, size_t size, int draw)
{
  int givens = 48 + draw % 8;
  ss_grid F;
  heavy_grid (rng, &F);
  int at = grid_text (rng, &F, givens, text, size);
  for (int l = 0; l < 8; l++)
    at += snprintf (text + at, size - (size_t) at,
                    "littlekiller %d r%dc%d %s%s\n", line_total (&F, l, 0),
                    lines[l][0], lines[l][1], lines[l][2] > 0 ? "d" : "u",
                    lines[l][3] > 0 ? "r" : "l");
  ss_grid_free (&F);
}

/* Does the engine derive a union for g? */
static int
unites (const ss_grid *g)
{
  ss_cp s;
  ss_stats st = { 0 };
  ck_assert_int_eq (ss_cp_init (&s, g, &st), 0);
  int got = s.nxcon > 0;
  ss_cp_free (&s);
  return got;
}

/* Heavy grids with a union, counted by cp and by the brute force. */
START_TEST (combined_sums_count_as_brute_force)
{
  count_where_derived (0x2545f4914f6cdd1dull, make, unites, tu_trials (12));
}
END_TEST

/* ---- innie-outie differences ------------------------------------------ */

/* A 6x6 cut into killer cages of 2 to 4 cells (F's digits distinct in
 * each, totals from F; a cell no cage could take stays uncovered), with
 * 6 to 11 of F's digits: its text, in text. */
static void
make_killer (uint64_t *rng, char *text, size_t size, int draw)
{
  int givens = 6 + draw % 6;
  ss_grid F;
  int cage[36], order[36];
  tu_random_full_grid (rng, &F, 2, 3);
  int at = grid_text (rng, &F, givens, text, size);
  for (int i = 0; i < 36; i++)
    cage[i] = -1, order[i] = i;
  tu_shuffle (rng, order, 36);
  for (int o = 0; o < 36; o++)
    {
      int member[4] = { order[o] }, k = 1, want = 2 + (int) (tu_rng (rng) % 3);
      if (cage[order[o]] >= 0)
        continue;
      cage[order[o]] = o;
      for (int tries = 0; k < want && tries < 12; tries++)
        {
          int from = member[tu_rng (rng) % (unsigned) k], nb[4], ok = 1;
          ss_cp_neighbours (6, from, nb);
          int next = nb[tu_rng (rng) % 4];
          for (int j = 0; next >= 0 && j < k; j++)
            ok &= F.cell[member[j]] != F.cell[next];
          if (next >= 0 && ok && cage[next] < 0)
            cage[next] = o, member[k++] = next;
        }
      if (k < 2)
        {
          cage[order[o]] = -1;
          continue;
        }
      int total = 0;
      for (int j = 0; j < k; j++)
        total += F.cell[member[j]];
      at += snprintf (text + at, size - (size_t) at, "killer %d", total);
      for (int j = 0; j < k; j++)
        at += snprintf (text + at, size - (size_t) at, " r%dc%d",
                        member[j] / 6 + 1, member[j] % 6 + 1);
      at += snprintf (text + at, size - (size_t) at, "\n");
    }
  ss_grid_free (&F);
}

/* Does the engine derive a difference with innies and outies for g? */
static int
differs (const ss_grid *g)
{
  ss_cp s;
  ss_stats st = { 0 };
  int got = 0;
  ck_assert_int_eq (ss_cp_init (&s, g, &st), 0);
  for (int i = 0; i < s.nxcon; i++)
    got |= s.xcon[i].kind == SS_KIND_KILLER && s.xcon[i].split > 0
           && s.xcon[i].split < s.xcon[i].ncells;
  ss_cp_free (&s);
  return got;
}

START_TEST (innie_outie_counts_as_brute_force)
{
  count_where_derived (0x9e3779b97f4a7c15ull, make_killer, differs,
                       tu_trials (16));
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("cp_derived");
  TCase *tc = tcase_create ("derived");
  tcase_set_timeout (tc, 120);
  tcase_add_test (tc, a_box_points_along_its_row);
  tcase_add_test (tc, a_row_claims_its_box);
  tcase_add_test (tc, four_little_killers_combine);
  tcase_add_test (tc, combined_sums_count_as_brute_force);
  tcase_add_test (tc, innie_outie_counts_as_brute_force);
  suite_add_tcase (s, tc);
  return tu_run (s);
}
