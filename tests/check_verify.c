/* check_verify.c -- the independent checker: conflicts and solutions.
 *
 * Model: every duplicate is named with 1-based places, and a solution is
 * accepted only when full, consistent and faithful to the givens. */
#include "testutil.h"

#include "../core/verify.h"

static char *
written (const ss_grid *g, const ss_grid *solution, int *count)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  *count = solution ? ss_verify_solution (g, solution, m)
                    : ss_verify_write (g, m);
  fclose (m);
  return text;
}

START_TEST (bird_chapter_puzzle)
{
  ss_grid g = tu_parse ("0040057000000009403600000087200600000004020000000800"
                        "93400000056005300000006100900");
  int n;
  char *text = written (&g, 0, &n);
  ck_assert_int_eq (n, 1);
  ck_assert_str_eq (text, "duplicate 9 in column 7 at rows 2 and 9");
  free (text);
  ss_grid_free (&g);
}
END_TEST

START_TEST (every_unit_kind)
{
  /* 8x8, 2x4 boxes.  Row 1 holds 1 three times, two of them in box 1;
   * column 1 holds 2 twice, in boxes 3 and 5. */
  ss_grid g = tu_parse ("1.1.1..." "........" "2......." "........"
                        "........" "2......." "........" "........");
  ck_assert_int_eq (g.box_rows, 2);
  int n;
  char *text = written (&g, 0, &n);
  ck_assert_int_eq (n, 3);
  ck_assert_str_eq (text, "duplicate 1 in row 1 at columns 1, 3 and 5; "
                          "duplicate 2 in column 1 at rows 3 and 6; "
                          "duplicate 1 in box 1 at r1c1 and r1c3");
  free (text);
  ss_grid_free (&g);
}
END_TEST

START_TEST (rectangular_boxes)
{
  /* 6x6 with 2x3 boxes: r1c1 and r2c3 share box 1, not a row or column. */
  ss_grid g = tu_parse ("5....." "..5..." "......" "......" "......" "......");
  int n;
  char *text = written (&g, 0, &n);
  ck_assert_int_eq (n, 1);
  ck_assert_str_eq (text, "duplicate 5 in box 1 at r1c1 and r2c3");
  free (text);
  ss_grid_free (&g);
}
END_TEST

START_TEST (solutions)
{
  ss_grid p = tu_parse ("1..." "..1." ".1.." "...1");
  ss_grid good = tu_parse ("1234" "3412" "2143" "4321");
  int n;
  char *text = written (&p, &good, &n);
  ck_assert_int_eq (n, 0);
  free (text);
  ck_assert (ss_solution_ok (&p, good.cell));
  /* Keeps the rules but changes a given. */
  ss_grid other = tu_parse ("2143" "3412" "1234" "4321");
  text = written (&p, &other, &n);
  ck_assert_int_gt (n, 0);
  ck_assert_ptr_nonnull (strstr (text, "r1c1 differs from the given (2, given 1)"));
  ck_assert (!ss_solution_ok (&p, other.cell));
  free (text);
  /* A blank cell, and a broken rule. */
  good.cell[5] = 0;
  text = written (&p, &good, &n);
  ck_assert_str_eq (text, "r2c2 is blank");
  ck_assert (!ss_solution_ok (&p, good.cell));
  free (text);
  good.cell[5] = 3;
  text = written (&p, &good, &n);
  ck_assert_ptr_nonnull (strstr (text, "duplicate 3 in row 2 at columns 1 and 2"));
  free (text);
  ss_grid big = tu_parse ("........." "........." "........." "........."
                          "........." "........." "........." "........."
                          ".........");
  text = written (&p, &big, &n);
  ck_assert_int_eq (n, 1);
  ck_assert_ptr_nonnull (strstr (text, "solution is 9x9"));
  free (text);
  ss_grid_free (&p);
  ss_grid_free (&good);
  ss_grid_free (&other);
  ss_grid_free (&big);
}
END_TEST

START_TEST (fast_check_agrees_on_random_grids)
{
  /* ss_solution_ok must agree with the descriptive checker on many
   * mutated copies of a valid 9x9 solution. */
  ss_grid p = tu_parse ("..............3.85..1.2.......5.7.....4...1...9......."
                        "5......73..2.1........4...9");
  ss_grid s = tu_parse ("987654321246173985351928746128537694634892157795461832"
                        "519286473472319568863745219");
  ck_assert (ss_solution_ok (&p, s.cell));
  srand (11);
  for (int round = 0; round < 2000; round++)
    {
      ss_grid m;
      ss_grid_copy (&m, &s);
      int changes = 1 + rand () % 3;
      for (int k = 0; k < changes; k++)
        m.cell[rand () % 81] = (uint8_t) (rand () % 10);
      int slow = ss_verify_solution (&p, &m, 0) == 0;
      ck_assert_int_eq (slow, ss_solution_ok (&p, m.cell));
      ss_grid_free (&m);
    }
  ss_grid_free (&p);
  ss_grid_free (&s);
}
END_TEST

typedef struct collected {
  int n;
  ss_conflict c[4];
} collected;

static void
collect (void *ctx, const ss_conflict *c)
{
  collected *all = ctx;
  if (all->n < 4)
    all->c[all->n] = *c;
  all->n++;
}

START_TEST (conflict_callback_positions)
{
  ss_grid g = tu_parse ("1..1" "...." "...." "1...");
  collected all = { 0 };
  ck_assert_int_eq (ss_verify_conflicts (&g, collect, &all), 2);
  ck_assert_int_eq (all.n, 2);
  ck_assert (all.c[0].kind == SS_ROW && all.c[0].unit == 0);
  ck_assert (all.c[0].count == 2 && all.c[0].where[1] == 3);
  ck_assert (all.c[1].kind == SS_COLUMN && all.c[1].digit == 1);
  ck_assert (all.c[1].where[0] == 0 && all.c[1].where[1] == 3);
  ss_grid_free (&g);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("verify");
  TCase *t = tcase_create ("verify");
  tcase_add_test (t, bird_chapter_puzzle);
  tcase_add_test (t, every_unit_kind);
  tcase_add_test (t, rectangular_boxes);
  tcase_add_test (t, solutions);
  tcase_add_test (t, fast_check_agrees_on_random_grids);
  tcase_add_test (t, conflict_callback_positions);
  suite_add_tcase (s, t);
  return tu_run (s);
}
