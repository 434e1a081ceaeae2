/* check_xc.c -- the dancing-links engine (solvers/xc.c) and the xc text
 * reader (solvers/xc_read.c).
 *
 * xc.c is included, not linked, so the link checker can be shown a
 * corrupted matrix: a checker that only ever sees good links proves
 * nothing.  Everything else goes through the public API.
 */
#include "../solvers/xc.c"

#include "../solvers/xc_read.h"
#include "testutil.h"

/* Solutions as a flat list of row indices, -1 after each. */
typedef struct found {
  int rows[256];
  int used;
  int stop_after; /* callback returns 1 after this many; 0 = never */
  int calls;
} found;

static int
collect (void *ctx, const int *rows, int count)
{
  found *f = ctx;
  for (int k = 0; k < count && f->used < 255; k++)
    f->rows[f->used++] = rows[k];
  if (f->used < 256)
    f->rows[f->used++] = -1;
  f->calls++;
  return f->stop_after && f->calls >= f->stop_after;
}

static void
add (ss_xc *x, const char *cols)
{
  int c[16], k = 0;
  for (; *cols; cols++)
    if (*cols != ' ')
      c[k++] = *cols - 'A';
  ck_assert_int_ge (ss_xc_add_row (x, c, k), 0);
}

static void
assert_links_ok (const ss_xc *x)
{
  char why[200];
  int bad = ss_xc_check (x, why, sizeof why);
  ck_assert_msg (bad == 0, "links broken: %s", why);
}

/* The seed's toy: A B C D; r1: A C, r2: B D, r3: A D, r4: B C. */
static ss_xc *
toy (void)
{
  ss_xc *x = ss_xc_new (4, 0);
  ck_assert_ptr_nonnull (x);
  add (x, "AC");
  add (x, "BD");
  add (x, "AD");
  add (x, "BC");
  assert_links_ok (x);
  return x;
}

START_TEST (toy_counts)
{
  ss_xc *x = toy ();
  found f = { .used = 0 };
  ss_xc_opts o = { .on_solution = collect, .ctx = &f };
  ss_xc_stats st;
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
  ck_assert_uint_eq (st.solutions, 2);
  ck_assert_uint_eq (st.nodes, 5);
  ck_assert_uint_eq (st.branches, 4);
  ck_assert_uint_eq (st.dead_ends, 0);
  int want[] = { 0, 1, -1, 2, 3, -1 };
  ck_assert_int_eq (f.used, 6);
  for (int k = 0; k < 6; k++)
    ck_assert_int_eq (f.rows[k], want[k]);
  assert_links_ok (x);
  /* Searching again gives the same: the links were restored. */
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
  ck_assert_uint_eq (st.nodes, 5);
  ss_xc_free (x);
}
END_TEST

/* Knuth's example from "Dancing Links": the one cover is rows 4, 1, 5
 * (1-based), found in that order. */
START_TEST (knuth_example)
{
  ss_xc *x = ss_xc_new (7, 0);
  add (x, "CEF");
  add (x, "ADG");
  add (x, "BCF");
  add (x, "AD");
  add (x, "BG");
  add (x, "DEG");
  found f = { .used = 0 };
  ss_xc_opts o = { .on_solution = collect, .ctx = &f };
  ss_xc_stats st;
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
  ck_assert_uint_eq (st.solutions, 1);
  int want[] = { 3, 0, 4, -1 };
  for (int k = 0; k < 4; k++)
    ck_assert_int_eq (f.rows[k], want[k]);
  assert_links_ok (x);
  ss_xc_free (x);
}
END_TEST

START_TEST (unsat_cover)
{
  /* A is only in r1 = A B, C only in r2 = B C: B would be covered twice. */
  ss_xc *x = ss_xc_new (3, 0);
  add (x, "AB");
  add (x, "BC");
  ss_xc_opts o = { .limit = 0 };
  ss_xc_stats st;
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
  ck_assert_uint_eq (st.solutions, 0);
  ck_assert_uint_ge (st.dead_ends, 1);
  assert_links_ok (x);
  ss_xc_free (x);
}
END_TEST

START_TEST (column_without_rows)
{
  ss_xc *x = ss_xc_new (3, 0);
  add (x, "AB");
  ss_xc_opts o = { .limit = 0 };
  ss_xc_stats st;
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
  ck_assert_uint_eq (st.solutions, 0);
  ck_assert_uint_eq (st.nodes, 1); /* C is chosen first: an instant dead end */
  ck_assert_uint_eq (st.dead_ends, 1);
  ck_assert_uint_eq (st.branches, 0);
  ss_xc_free (x);
}
END_TEST

START_TEST (limit_and_callback_stop)
{
  ss_xc *x = toy ();
  ss_xc_stats st;
  found f = { .used = 0 };
  ss_xc_opts o = { .limit = 1, .on_solution = collect, .ctx = &f };
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_STOPPED);
  ck_assert_uint_eq (st.solutions, 1);
  ck_assert_uint_eq (st.nodes, 3);
  assert_links_ok (x);
  o.limit = 2; /* reached on the last solution: still a stop */
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_STOPPED);
  ck_assert_uint_eq (st.solutions, 2);
  o.limit = 3;
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
  found g = { .stop_after = 1 };
  ss_xc_opts p = { .on_solution = collect, .ctx = &g };
  ck_assert_int_eq (ss_xc_search (x, &p, &st), SS_XC_STOPPED);
  ck_assert_int_eq (g.calls, 1);
  assert_links_ok (x);
  ss_xc_free (x);
}
END_TEST

START_TEST (node_budget)
{
  ss_xc *x = toy ();
  ss_xc_stats st;
  ss_xc_opts o = { .max_nodes = 2 };
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_BUDGET);
  ck_assert_uint_eq (st.nodes, 2);
  assert_links_ok (x);
  ss_xc_free (x);
}
END_TEST

START_TEST (select_and_restore)
{
  ss_xc *x = toy ();
  ss_xc_stats st;
  ss_xc_opts o = { .limit = 0 };
  ck_assert_int_eq (ss_xc_select (x, 0), 0); /* r1: A C */
  assert_links_ok (x);
  ck_assert (!ss_xc_available (x, 2)); /* r3 meets A */
  ck_assert (ss_xc_available (x, 1));
  ck_assert_int_eq (ss_xc_select (x, 3), -1); /* r4 meets C */
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
  ck_assert_uint_eq (st.solutions, 1); /* r2 completes it */
  assert_links_ok (x);
  ss_xc_unselect_all (x);
  assert_links_ok (x);
  ck_assert (ss_xc_available (x, 2));
  ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
  ck_assert_uint_eq (st.solutions, 2);
  ss_xc_free (x);
}
END_TEST

START_TEST (bad_rows)
{
  ss_xc *x = ss_xc_new (3, 0);
  int out_of_range[] = { 0, 3 }, repeated[] = { 1, 1 }, good[] = { 0, 1 };
  ck_assert_int_eq (ss_xc_add_row (x, out_of_range, 2), -1);
  ck_assert_int_eq (ss_xc_add_row (x, repeated, 2), -1);
  ck_assert_int_eq (ss_xc_add_row (x, good, 0), -1);
  /* A failed row leaves nothing behind, not even its marks. */
  ck_assert_int_eq (ss_xc_add_row (x, good, 2), 0);
  ck_assert_int_eq (ss_xc_rows (x), 1);
  ck_assert_int_eq (ss_xc_row_size (x, 0), 2);
  ck_assert_int_eq (ss_xc_row_column (x, 0, 1), 1);
  assert_links_ok (x);
  ss_xc_free (x);
}
END_TEST

/* The checker must see broken links, or it proves nothing. */
START_TEST (checker_catches_corruption)
{
  char why[200];
  ss_xc *x = toy ();
  int node = x->row_start[1]; /* r2's first node */
  int saved = x->U[node];
  x->U[node] = node;
  ck_assert_int_eq (ss_xc_check (x, why, sizeof why), -1);
  x->U[node] = saved;
  assert_links_ok (x);
  x->S[1]++;
  ck_assert_int_eq (ss_xc_check (x, why, sizeof why), -1);
  ck_assert_ptr_nonnull (strstr (why, "size"));
  x->S[1]--;
  x->R[0] = 2; /* skip column A without covering it */
  ck_assert_int_eq (ss_xc_check (x, why, sizeof why), -1);
  x->R[0] = 1;
  assert_links_ok (x);
  ss_xc_free (x);
}
END_TEST

/* Random small matrices against a brute-force count over row subsets. */
static int
brute_count (int ncols, int nrows, const unsigned *mask)
{
  int count = 0;
  for (unsigned set = 0; set < 1u << nrows; set++)
    {
      unsigned covered = 0;
      int ok = 1;
      for (int r = 0; r < nrows && ok; r++)
        if (set >> r & 1)
          {
            ok = !(covered & mask[r]);
            covered |= mask[r];
          }
      count += ok && covered == (1u << ncols) - 1;
    }
  return count;
}

START_TEST (random_against_brute_force)
{
  unsigned seed = 12345;
  int total = 0;
  for (int round = 0; round < 300; round++)
    {
      const int ncols = 3 + round % 6, nrows = 4 + round % 11;
      unsigned mask[16];
      ss_xc *x = ss_xc_new (ncols, 0);
      for (int r = 0; r < nrows; r++)
        {
          int cols[16], k = 0;
          do
            {
              seed = seed * 1103515245u + 12345u;
              mask[r] = (seed >> 8) & ((1u << ncols) - 1);
            }
          while (!mask[r]);
          for (int c = 0; c < ncols; c++)
            if (mask[r] >> c & 1)
              cols[k++] = c;
          ck_assert_int_ge (ss_xc_add_row (x, cols, k), 0);
        }
      ss_xc_opts o = { .limit = 0 };
      ss_xc_stats st;
      ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
      int want = brute_count (ncols, nrows, mask);
      ck_assert_uint_eq (st.solutions, (unsigned) want);
      total += want;
      assert_links_ok (x);
      ss_xc_free (x);
    }
  ck_assert_int_gt (total, 50); /* the draw does contain covers */
}
END_TEST

START_TEST (read_toy)
{
  FILE *f = fopen ("tests/xc/toy.xc", "r");
  ck_assert_ptr_nonnull (f);
  ss_xc_problem p;
  ss_error err;
  ck_assert_int_eq (ss_xc_read (f, "toy.xc", &p, &err), 0);
  fclose (f);
  ck_assert_int_eq (p.ncols, 4);
  ck_assert_int_eq (p.nrows, 4);
  ck_assert_str_eq (p.col_name[3], "D");
  ck_assert_str_eq (p.row_name[2], "r3");
  ck_assert_int_eq (ss_xc_row_column (p.xc, 2, 1), 3);
  ss_xc_stats st;
  ss_xc_opts o = { .limit = 0 };
  ss_xc_search (p.xc, &o, &st);
  ck_assert_uint_eq (st.solutions, 2);
  ss_xc_problem_free (&p);
}
END_TEST

static int
read_text (const char *text, ss_xc_problem *p, ss_error *err)
{
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ck_assert_ptr_nonnull (f);
  int got = ss_xc_read (f, "t", p, err);
  fclose (f);
  return got;
}

START_TEST (read_forms_and_errors)
{
  ss_xc_problem p;
  ss_error err;
  /* No label, comments, CRLF, tabs. */
  ck_assert_int_eq (read_text ("# c\r\nX Y\r\n\ta:\tX # x\r\nb: Y\r\n", &p,
                               &err), 0);
  ck_assert_int_eq (p.ncols, 2);
  ck_assert_int_eq (p.nrows, 2);
  ck_assert_str_eq (p.row_name[0], "a");
  ss_xc_problem_free (&p);
  ck_assert_int_eq (read_text ("columns: A B\nr1: A\nr2: A C\n", &p, &err),
                    -1);
  ck_assert_int_eq (err.line, 3);
  ck_assert_int_eq (err.col, 7);
  ck_assert_str_eq (err.msg, "unknown column 'C'");
  ck_assert_int_eq (read_text ("", &p, &err), -1);
  ck_assert_int_eq (err.line, 0);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("xc");
  TCase *tc = tcase_create ("engine");
  tcase_add_test (tc, toy_counts);
  tcase_add_test (tc, knuth_example);
  tcase_add_test (tc, unsat_cover);
  tcase_add_test (tc, column_without_rows);
  tcase_add_test (tc, limit_and_callback_stop);
  tcase_add_test (tc, node_budget);
  tcase_add_test (tc, select_and_restore);
  tcase_add_test (tc, bad_rows);
  tcase_add_test (tc, checker_catches_corruption);
  tcase_add_test (tc, random_against_brute_force);
  suite_add_tcase (s, tc);
  TCase *rd = tcase_create ("reader");
  tcase_add_test (rd, read_toy);
  tcase_add_test (rd, read_forms_and_errors);
  suite_add_tcase (s, rd);
  return tu_run (s);
}
