/* check_xc.c -- the dancing-links engine (solvers/xc.c) and the xc text
 * reader (solvers/xc_read.c).
 *
 * xc.c is included, not linked, so the link checker can be shown a
 * corrupted matrix: a checker that only ever sees good links proves
 * nothing.  Everything else goes through the public API.
 */
#include "../xc/xc.c"

#include "../core/lines.h"
#include "../xc/xc_read.h"
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

/* The checker sees broken spacers, a row node without a column, a size
 * marked covered while the column is still listed, and broken padding. */
START_TEST (checker_catches_layout)
{
  char why[200];
  ss_xc *x = toy ();
  const int spacer = x->row_start[2] - 1; /* after r2 */
  int saved = x->U[spacer];
  x->U[spacer] = spacer;
  ck_assert_int_eq (ss_xc_check (x, why, sizeof why), -1);
  ck_assert_ptr_nonnull (strstr (why, "spacer"));
  x->U[spacer] = saved;
  saved = x->D[spacer];
  x->D[spacer] = spacer; /* should lead to r3's last node */
  ck_assert_int_eq (ss_xc_check (x, why, sizeof why), -1);
  x->D[spacer] = saved;
  assert_links_ok (x);
  x->S[2] += COVERED; /* B marked, but still in the list */
  ck_assert_int_eq (ss_xc_check (x, why, sizeof why), -1);
  ck_assert_ptr_nonnull (strstr (why, "marked"));
  x->S[2] -= COVERED;
  x->S[x->ncols + 1] = 0; /* padding would be chosen */
  ck_assert_int_eq (ss_xc_check (x, why, sizeof why), -1);
  ck_assert_ptr_nonnull (strstr (why, "padding"));
  x->S[x->ncols + 1] = INT_MAX;
  assert_links_ok (x);
  ss_xc_free (x);
}
END_TEST

/* Langford pairs as exact cover: columns v1..vn (each number placed
 * once) and p0..p(2n-1) (each position filled once); number i at
 * positions a and a+i+1. */
static ss_xc *
langford (int n)
{
  ss_xc *x = ss_xc_new (3 * n, 0);
  ck_assert_ptr_nonnull (x);
  for (int i = 1; i <= n; i++)
    for (int a = 0; a + i + 1 < 2 * n; a++)
      {
        int cols[3] = { i - 1, n + a, n + a + i + 1 };
        ck_assert_int_ge (ss_xc_add_row (x, cols, 3), 0);
      }
  return x;
}

/* The search itself is fixed by Algorithm X and the S heuristic, so
 * every counter is too.  The solution counts are the known ones (26 and
 * 150 Langford pairings, each also read backwards); nodes, dead ends and
 * updates are what the engine printed before its rewrite for speed
 * (commit 25516c1, one int array per link and L/R row links): the
 * rewrite must search exactly the same tree. */
START_TEST (langford_counts)
{
  const struct
  {
    int n;
    uint64_t solutions, nodes, dead_ends, updates;
  } want[] = { { 7, 52, 607, 142, 8197 }, { 8, 300, 2789, 530, 36711 } };
  for (size_t k = 0; k < sizeof want / sizeof *want; k++)
    {
      ss_xc *x = langford (want[k].n);
      ss_xc_opts o = { .limit = 0 };
      ss_xc_stats st;
      ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_EXHAUSTED);
      ck_assert_uint_eq (st.solutions, want[k].solutions);
      ck_assert_uint_eq (st.nodes, want[k].nodes);
      ck_assert_uint_eq (st.branches, want[k].nodes - 1);
      ck_assert_uint_eq (st.dead_ends, want[k].dead_ends);
      ck_assert_uint_eq (st.updates, want[k].updates);
      assert_links_ok (x);
      ss_xc_free (x);
    }
}
END_TEST

/* Budgets: the node budget stops at exactly that many nodes, wherever
 * it falls (the clock is read only every so many nodes, so the check is
 * a single compare per node); a timeout stops a long search; both leave
 * the links restored. */
START_TEST (budgets_exact_and_timed)
{
  ss_xc *x = langford (11); /* 439,747 nodes in all */
  ss_xc_stats st;
  const uint64_t budgets[] = { 1, 2, 3, 255, 256, 257, 1000, 65537 };
  for (size_t k = 0; k < sizeof budgets / sizeof *budgets; k++)
    {
      ss_xc_opts o = { .max_nodes = budgets[k], .timeout = 60 };
      ck_assert_int_eq (ss_xc_search (x, &o, &st), SS_XC_BUDGET);
      ck_assert_uint_eq (st.nodes, budgets[k]);
      assert_links_ok (x);
    }
  ss_xc_opts t = { .timeout = 1e-6 };
  ck_assert_int_eq (ss_xc_search (x, &t, &st), SS_XC_BUDGET);
  ck_assert_uint_lt (st.nodes, 439747);
  assert_links_ok (x);
  ss_xc_free (x);
}
END_TEST

/* Every link, size and list entry, for comparing states. */
typedef struct links {
  int *U, *D, *S, *L, *R, nodes, ncols;
} links;

static links
links_of (const ss_xc *x)
{
  links k = { .nodes = x->nodes, .ncols = x->ncols };
  size_t n = (size_t) x->nodes, c = (size_t) x->ncols + 1;
  k.U = malloc (n * sizeof (int)), k.D = malloc (n * sizeof (int));
  k.S = malloc (c * sizeof (int)), k.L = malloc (c * sizeof (int));
  k.R = malloc (c * sizeof (int));
  memcpy (k.U, x->U, n * sizeof (int)), memcpy (k.D, x->D, n * sizeof (int));
  memcpy (k.S, x->S, c * sizeof (int)), memcpy (k.L, x->L, c * sizeof (int));
  memcpy (k.R, x->R, c * sizeof (int));
  return k;
}

static int
links_equal (const links *a, const links *b)
{
  size_t n = (size_t) a->nodes * sizeof (int);
  size_t c = ((size_t) a->ncols + 1) * sizeof (int);
  return a->nodes == b->nodes && !memcmp (a->U, b->U, n)
         && !memcmp (a->D, b->D, n) && !memcmp (a->S, b->S, c)
         && !memcmp (a->L, b->L, c) && !memcmp (a->R, b->R, c);
}

static void
links_free (links *k)
{
  free (k->U), free (k->D), free (k->S), free (k->L), free (k->R);
}

/* Selects rows[0..k-1], checks the links, searches, unselects: the
 * links must come back bit for bit, whichever way unselect takes (the
 * copy or uncovering), which copy_pays says. */
static void
select_round_trip (ss_xc *x, const int *rows, int k, int copy_pays)
{
  links before = links_of (x);
  for (int i = 0; i < k; i++)
    ck_assert_int_eq (ss_xc_select (x, rows[i]), 0);
  assert_links_ok (x);
  ck_assert_int_eq (copy_back_pays (x), copy_pays);
  ss_xc_opts o = { .limit = 0 };
  ss_xc_stats st;
  ss_xc_search (x, &o, &st);
  assert_links_ok (x);
  ss_xc_unselect_all (x);
  links after = links_of (x);
  ck_assert (links_equal (&before, &after));
  assert_links_ok (x);
  links_free (&before), links_free (&after);
}

START_TEST (unselect_copy_and_uncover)
{
  ss_xc *x = langford (7);
  int many[] = { 0, 30 }, few[] = { 0 };
  select_round_trip (x, many, 2, 1); /* most of the matrix touched */
  ss_xc_free (x);
  /* A large matrix and one small row: uncovering is the cheaper. */
  x = ss_xc_new (200, 0);
  for (int c = 0; c + 1 < 200; c++)
    {
      int cols[2] = { c, c + 1 };
      ck_assert_int_ge (ss_xc_add_row (x, cols, 2), 0);
    }
  select_round_trip (x, few, 1, 0);
  /* Adding a row drops the saved copy; the next selection saves anew. */
  int last[1] = { 199 };
  ck_assert_int_ge (ss_xc_add_row (x, last, 1), 0);
  ck_assert_ptr_null (x->saved);
  int lots[60];
  for (int i = 0; i < 60; i++)
    lots[i] = 3 * i;
  select_round_trip (x, lots, 60, 1);
  ss_xc_free (x);
}
END_TEST

/* Knuth's S heuristic, written out: the first column with the fewest
 * rows, covered columns (COVERED added) never chosen. */
static int
first_fewest (const int *S, int ncols)
{
  int best = 1;
  for (int c = 2; c <= ncols; c++)
    if (S[c] < S[best])
      best = c;
  return best;
}

/* Every column chooser agrees with it, ties and all, on random sizes. */
START_TEST (choosers_agree)
{
  unsigned seed = 7;
  ss_xc *x = ss_xc_new (324, 0);
  xc_choose_fn *fns[2] = { choose_plain, 0 };
#ifdef XC_AVX2
  if (__builtin_cpu_supports ("avx2"))
    fns[1] = choose_avx2;
#endif
  for (int round = 0; round < 20000; round++)
    {
      const int ncols = 1 + round % 324, spread = 1 + round % 5;
      ss_xc_free (x);
      x = ss_xc_new (ncols, 0);
      int live = 0;
      for (int c = 1; c <= ncols; c++)
        {
          seed = seed * 1103515245u + 12345u;
          x->S[c] = (int) (seed >> 16) % spread;
          seed = seed * 1103515245u + 12345u;
          if ((seed >> 16) % 4 == 0)
            x->S[c] += COVERED;
          else
            live = 1;
        }
      if (!live)
        x->S[ncols] = 0;
      const int want = first_fewest (x->S, ncols);
      for (int f = 0; f < 2; f++)
        if (fns[f])
          ck_assert_int_eq (fns[f] (x->S, x->nblocks), want);
    }
  ss_xc_free (x);
}
END_TEST

/* ---- issue 12: the reader is linear and bounded ---- */

/* Column k's name: base 36, no more than four characters. */
static void
column_name (int k, char *out)
{
  static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  int len = 0;
  char rev[8];
  do
    rev[len++] = digits[k % 36];
  while (k /= 36);
  while (len)
    *out++ = rev[--len];
  *out = 0;
}

/* "columns: c0 c1 ...", "r: c0 c1 ..." (every column) and a second row
 * with one more column of its own, so the cover is unique. */
static FILE *
wide_problem (int ncols)
{
  FILE *f = tmpfile ();
  char name[8];
  ck_assert_ptr_nonnull (f);
  for (int line = 0; line < 2; line++)
    {
      fputs (line ? "r:" : "columns:", f);
      for (int k = 0; k < ncols; k++)
        column_name (k, name), fprintf (f, " %s", name);
      fputs (line ? "\n" : " extra\n", f);
    }
  fputs ("s: extra\n", f);
  rewind (f);
  return f;
}

/* Defect 4 of issue 12: the duplicate-column check of a row compared
 * each column with all before it: 80k columns took 1.8 s, 10^6 never
 * ended.  Now a stamp per column: a row over 100,000 columns reads, and
 * a repeat is still caught.  (That the check is linear is held by
 * test_xc.sh, under a CPU-time limit a quadratic check cannot meet.) */
START_TEST (xc_duplicate_check_linear)
{
  const int ncols = 100000;
  ss_xc_problem p;
  ss_error err;
  FILE *f = wide_problem (ncols);
  ck_assert_msg (ss_xc_read (f, "wide", &p, &err) == 0, "%s", err.msg);
  fclose (f);
  ck_assert_int_eq (p.ncols, ncols + 1);
  ck_assert_int_eq (ss_xc_row_size (p.xc, 0), ncols);
  ss_xc_stats st;
  ss_xc_opts o = { .limit = 0 };
  ss_xc_search (p.xc, &o, &st);
  ck_assert_uint_eq (st.solutions, 1);
  ss_xc_problem_free (&p);
  /* and a repeat is still caught, at its own position */
  const char *twice = "columns: a b c\nr: a b c b\n";
  ck_assert_int_eq (read_text (twice, &p, &err), -1);
  ck_assert_str_eq (err.msg, "column 'b' twice in row 'r'");
  ck_assert (err.line == 2 && err.col == 10);
}
END_TEST

static FILE *
long_line_file (const char *head, long count, const char *tail)
{
  FILE *f = tmpfile ();
  ck_assert_ptr_nonnull (f);
  fputs (head, f);
  for (long i = 0; i < count; i++)
    putc ('a', f);
  fputs (tail, f);
  rewind (f);
  return f;
}

/* Defect 5 of issue 12: a 1 GiB line was one column name (2.1 GB of
 * memory, exit 0).  Lines are bounded at 1 MiB like the grid reader's. */
START_TEST (xc_line_length_bound)
{
  ss_xc_problem p;
  ss_error err;
  FILE *f = long_line_file ("columns: ", SS_MAX_LINE, "\nr: a\n");
  ck_assert_int_eq (ss_xc_read (f, "long", &p, &err), -1);
  fclose (f);
  ck_assert_str_eq (err.msg, "line longer than 1048576 bytes");
  ck_assert (err.line == 1 && err.col == 0);
  /* 1 MiB exactly is a line */
  f = long_line_file ("columns: x ", SS_MAX_LINE - 11, "\nr: x\n");
  ck_assert_msg (ss_xc_read (f, "long", &p, &err) == 0, "%s", err.msg);
  fclose (f);
  ck_assert_int_eq (p.ncols, 2);
  ck_assert_uint_eq (strlen (p.col_name[1]), SS_MAX_LINE - 11);
  ss_xc_problem_free (&p);
  f = long_line_file ("columns: x\nr: x\n# ", 2 * SS_MAX_LINE, "\n");
  ck_assert_int_eq (ss_xc_read (f, "long", &p, &err), -1);
  fclose (f);
  ck_assert (err.line == 3 && !strcmp (err.msg, "line longer than 1048576 "
                                       "bytes"));
}
END_TEST

/* Defect 7 of issue 12: "r1: A\0 C" read as "r1: A" and solved. */
START_TEST (xc_nul_byte)
{
  static const struct {
    const char *text;
    size_t len;
    long line, col;
  } cases[] = {
    { "columns: A C\nr1: A\0 C\n", 22, 2, 6 },
    { "columns: A\0 C\nr1: A C\n", 22, 1, 11 },
    { "columns: A\nr1: A # \0\n", 21, 2, 9 },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      ss_xc_problem p;
      ss_error err;
      FILE *f = fmemopen ((void *) cases[i].text, cases[i].len, "r");
      ck_assert_ptr_nonnull (f);
      ck_assert_int_eq (ss_xc_read (f, "nul", &p, &err), -1);
      fclose (f);
      ck_assert_str_eq (err.msg, "NUL byte");
      ck_assert_msg (err.line == cases[i].line && err.col == cases[i].col,
                     "case %zu: at %ld:%ld", i, err.line, err.col);
    }
}
END_TEST

static int
read_limited (const char *text, long rows, long entries, long names,
              ss_error *err)
{
  ss_xc_limits lim = { rows, entries, names };
  ss_xc_problem p;
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ck_assert_ptr_nonnull (f);
  int got = ss_xc_read_limited (f, "lim", &lim, &p, err);
  fclose (f);
  if (!got)
    ss_xc_problem_free (&p);
  return got;
}

/* The limits of xc_read.h, each refused where it is crossed. */
START_TEST (xc_limits)
{
  const char *text = "columns: A B C\nr1: A B\nr2: C\nr3: A B C\n";
  ss_error err;
  /* names: A B C r1 r2 r3 = 15 bytes with their terminators; entries 6 */
  ck_assert_int_eq (read_limited (text, 3, 6, 15, &err), 0);
  ck_assert_int_eq (read_limited (text, 2, 6, 15, &err), -1);
  ck_assert_str_eq (err.msg, "more than 2 rows");
  ck_assert (err.line == 4 && err.col == 1);
  ck_assert_int_eq (read_limited (text, 3, 5, 15, &err), -1);
  ck_assert_str_eq (err.msg, "the rows cover more than 5 columns in all");
  ck_assert (err.line == 4 && err.col == 1);
  ck_assert_int_eq (read_limited (text, 3, 6, 14, &err), -1);
  ck_assert_str_eq (err.msg, "the names take more than 14 bytes in all");
  ck_assert (err.line == 4 && err.col == 1);
  ck_assert_int_eq (read_limited (text, 3, 6, 5, &err), -1);
  ck_assert (err.line == 1 && err.col == 14); /* the column C */
  /* the defaults are the documented ones */
  ck_assert_int_eq (ss_xc_limits_default.max_rows, 4194304);
  ck_assert_int_eq (ss_xc_limits_default.max_entries, 33554432);
  ck_assert_int_eq (ss_xc_limits_default.max_name_bytes, 134217728);
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
  tcase_add_test (tc, checker_catches_layout);
  tcase_add_test (tc, langford_counts);
  tcase_add_test (tc, budgets_exact_and_timed);
  tcase_add_test (tc, unselect_copy_and_uncover);
  tcase_add_test (tc, choosers_agree);
  suite_add_tcase (s, tc);
  TCase *rd = tcase_create ("reader");
  tcase_add_test (rd, read_toy);
  tcase_add_test (rd, read_forms_and_errors);
  tcase_add_test (rd, xc_duplicate_check_linear);
  tcase_add_test (rd, xc_line_length_bound);
  tcase_add_test (rd, xc_nul_byte);
  tcase_add_test (rd, xc_limits);
  suite_add_tcase (s, rd);
  return tu_run (s);
}
