/* check_solvers.c -- every solver in ss_solvers[], table-driven.
 *
 * The complete solvers (SS_COMPLETE; fast joins by being in the table)
 * must count tdoku's test puzzles exactly, agree with each other on the
 * bundled sets, and never give a wrong verdict.  A solver flagged SS_SLOW
 * (backtrack) runs under a node budget and may say unknown, but whatever
 * it does say must be right.  Every solution any solver reports is
 * checked again here with the full verifier, and all the solutions of one
 * count must be distinct.
 *
 * The cross-checks on 9x9 and larger sets run with opts.hidden set, which
 * gives bird its hidden-singles prune: plain Bird is a 9x9 method (see
 * docs/solvers.md) and is exercised on the 9x9 counts and multiples.
 */
#include "../engines/table.h"
#include "../core/verify.h"
#include "../solvers/classic.h"
#include "testutil.h"

/* Budgets, in each solver's own node unit. */
#define SLOW_BUDGET 300000   /* backtrack on 9x9 */
#define SLOW_COUNT_BUDGET 4000000 /* backtrack counting tdoku's: 38 of 43 */
#define SET_BUDGET 20000     /* everyone else on the comparison sets */
#define HARD25_BUDGET 1000   /* gecode's minimal 25x25: no one decides */

static const ss_solver *
solver_at (int i)
{
  return &ss_solvers[i];
}

/* ---- running one solver, checking what it says ---- */

typedef struct seen {
  uint8_t *cells; /* every solution, one after another */
  size_t count, cap, size;
} seen;

static void
on_solution (void *ctx, const ss_grid *solution, uint64_t index)
{
  seen *s = ctx;
  (void) index;
  if (s->count == s->cap)
    {
      s->cap = s->cap ? 2 * s->cap : 16;
      s->cells = realloc (s->cells, s->cap * s->size);
      ck_assert_ptr_nonnull (s->cells);
    }
  memcpy (s->cells + s->count++ * s->size, solution->cell, s->size);
}

static int cmp_size; /* for qsort's comparison */

static int
compare_cells (const void *a, const void *b)
{
  return memcmp (a, b, (size_t) cmp_size);
}

/* Runs s on p; checks every reported solution with the verifier and that
 * they are distinct.  The caller frees res. */
static void
run (const ss_solver *s, const ss_grid *p, ss_solve_opts o, ss_result *res)
{
  seen got = { .size = (size_t) p->n * p->n };
  ss_grid view = *p;
  o.on_solution = on_solution;
  o.ctx = &got;
  ck_assert_int_eq (ss_solve (s, p, &o, res), 0);
  ck_assert_msg (res->wrong == 0, "%s reported %llu wrong solution(s)",
                 s->name, (unsigned long long) res->wrong);
  ck_assert_uint_eq (got.count, res->count);
  for (size_t k = 0; k < got.count; k++)
    {
      view.cell = got.cells + k * got.size;
      ck_assert_msg (ss_verify_solution (p, &view, 0) == 0,
                     "%s: solution %zu fails the verifier", s->name, k + 1);
    }
  cmp_size = (int) got.size;
  if (got.count > 1)
    qsort (got.cells, got.count, got.size, compare_cells);
  for (size_t k = 1; k < got.count; k++)
    ck_assert_msg (memcmp (got.cells + (k - 1) * got.size,
                           got.cells + k * got.size, got.size),
                   "%s reported one solution twice", s->name);
  free (got.cells);
}

/* The complete solvers this suite runs: 'external' needs --sat-cmd and
 * a program to run, 'ipasir' --ipasir-lib and a library; both are tested
 * through the CLI (tests/cli/test_sat.sh). */
static int
complete (const ss_solver *s)
{
  return (s->flags & (SS_COMPLETE | SS_NEEDS_CMD | SS_NEEDS_LIB))
         == SS_COMPLETE;
}

static ss_solve_opts
opts_for (const ss_solver *s, uint64_t limit, uint64_t budget)
{
  ss_solve_opts o = { .limit = limit };
  o.max_nodes = (s->flags & SS_SLOW) ? SLOW_BUDGET : budget;
  return o;
}

/* ---- the table ---- */

START_TEST (table_rows)
{
  static const char *order[] = { "backtrack", "singles", "bird", "dlx" };
  ck_assert_int_ge (ss_solver_count, 4);
  for (int i = 0; i < 4; i++)
    {
      const ss_solver *s = solver_at (i);
      ck_assert_str_eq (s->name, order[i]);
      ck_assert (s->summary && *s->summary && s->returns && *s->returns);
      ck_assert_ptr_eq (ss_solver_find (order[i]), s);
      ck_assert_int_ge (s->max_n, 9);
    }
  ck_assert (ss_solvers[0].flags & SS_COMPLETE);
  ck_assert (ss_solvers[0].flags & SS_SLOW);
  ck_assert (!(ss_solvers[1].flags & SS_COMPLETE));
  ck_assert (ss_solvers[2].flags & SS_COMPLETE);
  ck_assert (ss_solvers[3].flags & SS_COMPLETE);
  ck_assert_ptr_null (ss_solvers[ss_solver_count].name);
}
END_TEST

/* ---- tdoku's counts ---- */

typedef struct tdoku_ctx {
  const ss_solver *s;
  long records, decided, unsat, multiple;
} tdoku_ctx;

static void
tdoku_record (void *ctx, ss_record *rec)
{
  tdoku_ctx *t = ctx;
  ck_assert_msg (rec->ok, "record %ld: %s", rec->index, rec->err.msg);
  char *end;
  long want = strtol (rec->tail, &end, 10);
  ck_assert_msg (end != rec->tail, "record %ld has no count", rec->index);
  ss_result res;
  ss_solve_opts o = { .limit = 0 };
  if (t->s->flags & SS_SLOW)
    o.max_nodes = SLOW_COUNT_BUDGET;
  run (t->s, &rec->grid, o, &res);
  t->records++;
  /* A budget that ran out leaves unknown, or multiple with a partial
   * count: either way the count is not the total. */
  if (res.status == SS_UNKNOWN
      || ((t->s->flags & SS_SLOW) && res.stats.nodes >= SLOW_COUNT_BUDGET))
    {
      ck_assert_msg (t->s->flags & SS_SLOW, "%s: unknown on record %ld",
                     t->s->name, rec->index);
      ck_assert_int_le ((long) res.count, want);
      ck_assert (res.status == SS_UNKNOWN || res.status == SS_MULTIPLE);
      ss_result_free (&res);
      return;
    }
  t->decided++;
  ck_assert_msg ((long) res.count == want, "%s: record %ld: %llu, not %ld",
                 t->s->name, rec->index, (unsigned long long) res.count,
                 want);
  ss_status expect = want == 0 ? SS_UNSAT : want == 1 ? SS_UNIQUE
                                                      : SS_MULTIPLE;
  ck_assert_int_eq (res.status, expect);
  t->unsat += want == 0;
  t->multiple += want >= 2;
  if (want == 1 && *end == ':')
    {
      ss_grid sol = tu_parse (end + 1);
      ck_assert_msg (!memcmp (sol.cell, res.solution.cell, 81),
                     "%s: record %ld: another solution", t->s->name,
                     rec->index);
      ss_grid_free (&sol);
    }
  ss_result_free (&res);
}

START_TEST (tdoku_counts)
{
  tdoku_ctx t = { .s = solver_at (_i) };
  if (!complete (t.s))
    return;
  tu_each_record ("data/tdoku_test_puzzles.txt", 0, tdoku_record, &t);
  ck_assert_int_eq (t.records, 43);
  /* Even the slow one decides most; everyone else decides all. */
  ck_assert_int_ge (t.decided, (t.s->flags & SS_SLOW) ? 35 : 43);
  ck_assert_int_ge (t.unsat, 5);
  ck_assert_int_ge (t.multiple, 5);
}
END_TEST

/* ---- the comparison sets ---- */

typedef struct agree_ctx {
  uint64_t budget;
  long records;
  long decided[64]; /* per solver */
} agree_ctx;

/* Runs every complete solver on one puzzle; all the verdicts that are not
 * unknown must be unique (these sets are all proper puzzles) and give the
 * same solution, the file's own when it has one (puzzle:1:solution). */
static void
agree_record (void *ctx, ss_record *rec)
{
  agree_ctx *a = ctx;
  ck_assert_msg (rec->ok, "record %ld: %s", rec->index, rec->err.msg);
  ss_grid ref = { 0 };
  const char *colon = strchr (rec->tail, ':');
  if (colon)
    ref = tu_parse (colon + 1);
  a->records++;
  for (int i = 0; i < ss_solver_count && i < 64; i++)
    {
      const ss_solver *s = solver_at (i);
      if (!complete (s)
          || ((s->flags & SS_SLOW) && rec->grid.n > s->max_n))
        continue;
      ss_solve_opts o = opts_for (s, 2, a->budget);
      o.hidden = 1;
      ss_result res;
      run (s, &rec->grid, o, &res);
      if (res.status != SS_UNKNOWN)
        {
          ck_assert_msg (res.status == SS_UNIQUE, "%s: record %ld is %s",
                         s->name, rec->index, ss_status_name (res.status));
          if (!ref.cell)
            ss_grid_copy (&ref, &res.solution);
          ck_assert_msg (!memcmp (ref.cell, res.solution.cell,
                                  (size_t) ref.n * ref.n),
                         "%s disagrees on record %ld", s->name, rec->index);
          a->decided[i]++;
        }
      ss_result_free (&res);
    }
  ss_grid_free (&ref);
}

/* Every complete solver that is not slow decides at least `share`
 * percent of the set. */
static void
agree_on (const char *path, uint64_t budget, int share)
{
  agree_ctx a = { .budget = budget };
  tu_each_sampled_record (path, 0, agree_record, &a);
  ck_assert_int_gt (a.records, 0);
  for (int i = 0; i < ss_solver_count && i < 64; i++)
    if (complete (&ss_solvers[i]) && !(ss_solvers[i].flags & SS_SLOW))
      ck_assert_msg (a.decided[i] * 100 >= share * a.records,
                     "%s decided only %ld of %ld in %s", ss_solvers[i].name,
                     a.decided[i], a.records, path);
}

START_TEST (agree_top95)
{
  agree_on ("data/top95.txt", SET_BUDGET, 100);
}
END_TEST

START_TEST (agree_4x4)
{
  agree_on ("data/4x4.txt", SET_BUDGET, 100);
}
END_TEST

START_TEST (agree_16x16)
{
  agree_on ("data/16x16.txt", SET_BUDGET, 95);
}
END_TEST

START_TEST (agree_gecode_16x16)
{
  agree_on ("data/gecode_16x16.txt", SET_BUDGET, 100);
}
END_TEST

START_TEST (agree_25x25)
{
  agree_on ("tests/solvers/gecode_25x25_plus.txt", SET_BUDGET, 100);
}
END_TEST

START_TEST (agree_gecode_25x25_budget)
{
  /* Alain Frisch's minimal 25x25 puzzles take plain DLX and Bird far
   * longer than a test may: only check that a budget stops them with
   * no wrong verdict. */
  agree_on ("data/gecode_25x25.txt", HARD25_BUDGET, 0);
}
END_TEST

/* ---- invalid, unsat, multiple ---- */

START_TEST (bird_chapter_is_invalid)
{
  const ss_solver *s = solver_at (_i);
  ss_grid g = tu_first_grid ("data/bird_chapter_invalid.txt");
  ss_result res;
  ss_solve_opts o = { .limit = 2 };
  run (s, &g, o, &res);
  ck_assert_int_eq (res.status, SS_INVALID);
  ck_assert_uint_eq (res.count, 0);
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

/* Consistent givens, but r1c9 has no digit left: row 1 holds 1-8 and
 * column 9 holds a 9. */
static const char no_place[] =
  "12345678." "........9" "........." "........." "........."
  "........." "........." "........." ".........";

START_TEST (unsat_everywhere)
{
  const ss_solver *s = solver_at (_i);
  if (s->flags & (SS_NEEDS_CMD | SS_NEEDS_LIB))
    return;
  ss_grid g = tu_parse (no_place);
  ss_result res;
  ss_solve_opts o = opts_for (s, 2, 0);
  run (s, &g, o, &res);
  ck_assert_int_eq (res.status, SS_UNSAT); /* singles too: it is forced */
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

START_TEST (fsharp_seed_count)
{
  const ss_solver *s = solver_at (_i);
  if (!complete (s))
    return;
  ss_grid g = tu_first_grid ("data/fsharp_seed_multiple.txt");
  ss_result res;
  ss_solve_opts o = opts_for (s, 0, 0);
  o.max_nodes = 0; /* 1.8 million nodes for backtrack: a few ms */
  run (s, &g, o, &res);
  ck_assert_int_eq (res.status, SS_MULTIPLE);
  ck_assert_uint_eq (res.count, 3589); /* qqwing agrees */
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

typedef struct multi_ctx {
  const ss_solver *s;
  long records, multiple;
} multi_ctx;

static void
multi_record (void *ctx, ss_record *rec)
{
  multi_ctx *m = ctx;
  ss_result res;
  ck_assert (rec->ok);
  run (m->s, &rec->grid, opts_for (m->s, 2, 0), &res);
  m->records++;
  if (res.status != SS_UNKNOWN || !(m->s->flags & SS_SLOW))
    {
      ck_assert_int_eq (res.status, SS_MULTIPLE);
      m->multiple++;
    }
  ss_result_free (&res);
}

START_TEST (serg_multiple)
{
  multi_ctx m = { .s = solver_at (_i) };
  if (!complete (m.s))
    return;
  tu_each_record ("data/serg_multiple_200.txt", 0, multi_record, &m);
  ck_assert_int_eq (m.records, 200);
  ck_assert_int_ge (m.multiple, (m.s->flags & SS_SLOW) ? 100 : 200);
}
END_TEST

/* The empty 4x4 grid has 288 solutions; a 6x6 grid with 2x3 boxes checks
 * the box arithmetic on a non-square box (the count comes from backtrack,
 * which shares no code with the others). */
START_TEST (small_counts)
{
  const ss_solver *s = solver_at (_i);
  if (!complete (s))
    return;
  ss_grid g = tu_parse ("................");
  ss_result res;
  ss_solve_opts every = { .limit = 0 };
  run (s, &g, every, &res);
  ck_assert_uint_eq (res.count, 288);
  ss_result_free (&res);
  ss_grid_free (&g);
  ss_grid six = tu_parse ("1....." "...4.." ".5...." "....2." "..3..." "....6.");
  ck_assert_int_eq (six.box_rows, 2);
  ck_assert_int_eq (six.box_cols, 3);
  ss_result ref;
  ss_solve_opts all = { .limit = 0 };
  run (ss_solver_find ("backtrack"), &six, all, &ref);
  ck_assert_int_eq (ref.status, SS_MULTIPLE);
  run (s, &six, all, &res);
  ck_assert_uint_eq (res.count, ref.count);
  ck_assert_uint_eq (ref.count, 220);
  ss_result_free (&res);
  ss_result_free (&ref);
  ss_grid_free (&six);
}
END_TEST

/* ---- budgets ---- */

START_TEST (budgets_stop_everyone)
{
  /* The classic four (the first rows): others count nodes their own way. */
  const ss_solver *s = solver_at (_i);
  if (!complete (s) || _i >= 4)
    return;
  ss_grid g = tu_first_grid ("data/top95.txt");
  ss_result res;
  ss_solve_opts o = { .limit = 2, .max_nodes = 3 };
  run (s, &g, o, &res);
  ck_assert_int_eq (res.status, SS_UNKNOWN);
  ck_assert_uint_eq (res.stats.nodes, 3);
  ck_assert_ptr_nonnull (strstr (res.note, "node budget"));
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

START_TEST (backtrack_timeout)
{
  /* Row-major backtracking on top95's first puzzle takes far longer
   * than 50 ms. */
  ss_grid g = tu_first_grid ("data/top95.txt");
  ss_result res;
  ss_solve_opts o = { .limit = 2, .timeout = 0.05 };
  run (ss_solver_find ("backtrack"), &g, o, &res);
  ck_assert_int_eq (res.status, SS_UNKNOWN);
  ck_assert_ptr_nonnull (strstr (res.note, "timeout"));
  ck_assert (res.seconds < 1.0);
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

/* ---- singles ---- */

START_TEST (singles_seed_block)
{
  ss_grid g = tu_first_grid ("data/singles_seed_block.txt");
  ss_result res;
  ss_solve_opts o = { .limit = 2 };
  run (ss_solver_find ("singles"), &g, o, &res);
  ck_assert_int_eq (res.status, SS_UNIQUE);
  ck_assert_uint_eq (res.stats.cells_left, 0);
  ck_assert_uint_eq (res.stats.propagations, (uint64_t) (81 - ss_grid_givens (&g)));
  ss_grid want = tu_parse ("956147238832956741147832659329561874561478923"
                           "478329165295614387783295416614783592");
  ck_assert (!memcmp (want.cell, res.solution.cell, 81)); /* the seed's */
  ss_grid_free (&want);
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

START_TEST (singles_stuck_on_hard)
{
  ss_grid g = tu_first_grid ("data/top95.txt");
  for (int hidden = 0; hidden <= 1; hidden++)
    {
      ss_result res;
      ss_solve_opts o = { .limit = 2, .hidden = hidden };
      run (ss_solver_find ("singles"), &g, o, &res);
      ck_assert_int_eq (res.status, SS_UNKNOWN);
      ck_assert_uint_gt (res.stats.cells_left, 0);
      ck_assert_uint_eq (res.stats.cells_left + (uint64_t) ss_grid_givens (&g)
                           + res.stats.propagations, 81);
      ck_assert_ptr_nonnull (strstr (res.note, "stuck"));
      ss_result_free (&res);
    }
  ss_grid_free (&g);
}
END_TEST

typedef struct easy_ctx {
  long naked, hidden, records;
} easy_ctx;

static void
easy_record (void *ctx, ss_record *rec)
{
  easy_ctx *e = ctx;
  ss_result a, b;
  ss_solve_opts naked = { .limit = 2 }, hidden = { .limit = 2, .hidden = 1 };
  const ss_solver *s = ss_solver_find ("singles");
  run (s, &rec->grid, naked, &a);
  run (s, &rec->grid, hidden, &b);
  e->records++;
  ck_assert (a.status == SS_UNIQUE || a.status == SS_UNKNOWN);
  ck_assert (b.status == SS_UNIQUE || b.status == SS_UNKNOWN);
  /* Whatever naked singles solve, hidden ones solve too. */
  if (a.status == SS_UNIQUE)
    ck_assert_int_eq (b.status, SS_UNIQUE);
  e->naked += a.status == SS_UNIQUE;
  e->hidden += b.status == SS_UNIQUE;
  ss_result_free (&a);
  ss_result_free (&b);
}

START_TEST (singles_hidden_solves_more)
{
  /* Measured: naked singles solve 12 of Project Euler's 50, hidden
   * singles 40. */
  easy_ctx e = { 0 };
  tu_each_record ("data/easy50.txt", 0, easy_record, &e);
  ck_assert_int_eq (e.records, 50);
  ck_assert_int_eq (e.naked, 12);
  ck_assert_int_eq (e.hidden, 40);
}
END_TEST

typedef struct honest_ctx {
  long solved;
} honest_ctx;

/* singles on tdoku's puzzles: whatever it decides matches the count. */
static void
singles_tdoku_record (void *ctx, ss_record *rec)
{
  honest_ctx *h = ctx;
  long want = strtol (rec->tail, 0, 10);
  for (int hidden = 0; hidden <= 1; hidden++)
    {
      ss_result res;
      ss_solve_opts o = { .limit = 0, .hidden = hidden };
      run (ss_solver_find ("singles"), &rec->grid, o, &res);
      if (res.status == SS_UNIQUE)
        {
          ck_assert_int_eq (want, 1);
          h->solved++;
        }
      else if (res.status == SS_UNSAT)
        ck_assert_int_eq (want, 0);
      else
        ck_assert_int_eq (res.status, SS_UNKNOWN);
      ss_result_free (&res);
    }
}

START_TEST (singles_never_wrong)
{
  honest_ctx h = { 0 };
  tu_each_record ("data/tdoku_test_puzzles.txt", 0, singles_tdoku_record,
                  &h);
  ck_assert_int_gt (h.solved, 0);
}
END_TEST

/* ---- dlx's reused skeleton ---- */

START_TEST (dlx_skeleton_survives)
{
  char why[200];
  const ss_solver *dlx = ss_solver_find ("dlx");
  const char *sets[] = { "data/top95.txt", "data/4x4.txt",
                         "data/gecode_16x16.txt", "data/easy50.txt" };
  ss_dlx_release ();
  ck_assert_int_eq (ss_dlx_check (why, sizeof why), -1);
  for (int k = 0; k < 4; k++)
    {
      ss_grid g = tu_first_grid (sets[k]);
      ss_result res;
      ss_solve_opts o = { .limit = 2 };
      run (dlx, &g, o, &res);
      ck_assert_int_eq (res.status, SS_UNIQUE);
      ck_assert_msg (ss_dlx_check (why, sizeof why) == 0, "%s", why);
      /* Stopped by a budget half-way: still restored. */
      o.max_nodes = 2;
      ss_result_free (&res);
      run (dlx, &g, o, &res);
      ck_assert_msg (ss_dlx_check (why, sizeof why) == 0, "%s", why);
      ss_result_free (&res);
      ss_grid_free (&g);
    }
  ss_dlx_release ();
}
END_TEST

/* The skeleton after every puzzle of a batch: the checker must find the
 * links as the full skeleton has them (the selection undone, by copy or
 * by uncovering), after searches that finished, and after searches a
 * node budget stopped at every depth; and the answers must be the ones
 * a budget-free search gives. */
typedef struct batch_ctx {
  long puzzles, unique;
} batch_ctx;

static void
dlx_check_record (void *ctx, ss_record *rec)
{
  batch_ctx *b = ctx;
  char why[200];
  const ss_solver *dlx = ss_solver_find ("dlx");
  if (!rec->ok)
    return;
  ss_result res;
  ss_solve_opts o = { .limit = 2 };
  run (dlx, &rec->grid, o, &res);
  ck_assert_msg (ss_dlx_check (why, sizeof why) == 0, "record %ld: %s",
                 b->puzzles + 1, why);
  b->unique += res.status == SS_UNIQUE;
  const uint64_t nodes = res.stats.nodes;
  ss_result_free (&res);
  o.max_nodes = 1 + (uint64_t) b->puzzles % (nodes ? nodes : 1);
  run (dlx, &rec->grid, o, &res);
  ck_assert_msg (ss_dlx_check (why, sizeof why) == 0, "record %ld, %llu "
                 "nodes: %s", b->puzzles + 1,
                 (unsigned long long) o.max_nodes, why);
  ck_assert (res.status == SS_UNKNOWN || res.status == SS_UNIQUE);
  ss_result_free (&res);
  b->puzzles++;
}

START_TEST (dlx_skeleton_after_every_puzzle)
{
  const char *sets[] = { "data/top95.txt", "data/4x4.txt", "data/16x16.txt",
                         "data/easy50.txt" };
  const long want[] = { 95, 100, 100, 50 };
  for (int k = 0; k < 4; k++)
    {
      batch_ctx b = { 0 };
      tu_each_record (sets[k], 0, dlx_check_record, &b);
      ck_assert_int_eq (b.puzzles, want[k]);
      ck_assert_int_eq (b.unique, want[k]);
    }
  ss_dlx_release ();
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("solvers");
  TCase *tc = tcase_create ("table");
  tcase_add_test (tc, table_rows);
  tcase_add_loop_test (tc, bird_chapter_is_invalid, 0, ss_solver_count);
  tcase_add_loop_test (tc, unsat_everywhere, 0, ss_solver_count);
  tcase_add_loop_test (tc, budgets_stop_everyone, 0, ss_solver_count);
  tcase_add_test (tc, backtrack_timeout);
  suite_add_tcase (s, tc);
  TCase *counts = tcase_create ("counts");
  tcase_set_timeout (counts, 300);
  tcase_add_loop_test (counts, tdoku_counts, 0, ss_solver_count);
  tcase_add_loop_test (counts, fsharp_seed_count, 0, ss_solver_count);
  tcase_add_loop_test (counts, serg_multiple, 0, ss_solver_count);
  tcase_add_loop_test (counts, small_counts, 0, ss_solver_count);
  suite_add_tcase (s, counts);
  TCase *agree = tcase_create ("agree");
  tcase_set_timeout (agree, 300);
  tcase_add_test (agree, agree_top95);
  tcase_add_test (agree, agree_4x4);
  tcase_add_test (agree, agree_16x16);
  tcase_add_test (agree, agree_gecode_16x16);
  tcase_add_test (agree, agree_25x25);
  tcase_add_test (agree, agree_gecode_25x25_budget);
  suite_add_tcase (s, agree);
  TCase *singles = tcase_create ("singles");
  tcase_add_test (singles, singles_seed_block);
  tcase_add_test (singles, singles_stuck_on_hard);
  tcase_add_test (singles, singles_hidden_solves_more);
  tcase_add_test (singles, singles_never_wrong);
  suite_add_tcase (s, singles);
  TCase *dlx = tcase_create ("dlx");
  tcase_add_test (dlx, dlx_skeleton_survives);
  tcase_add_test (dlx, dlx_skeleton_after_every_puzzle);
  suite_add_tcase (s, dlx);
  return tu_run (s);
}
