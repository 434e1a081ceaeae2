/* check_sat.c -- the SAT solvers: picosat, cadical and cryptominisat,
 * both modes, every encoding and AMO kind; the IPASIR loader's errors.
 *
 * Model: every verdict is checked against something independent of the
 * SAT path: tdoku's own counts and solutions, the number of 4x4 grids,
 * the verifier inside ss_solve(), and the other backends and modes (six
 * configurations that share no search code must agree).  Limits must
 * turn into unknown, and a cached instance must come out of a puzzle
 * (blocking clauses, budgets, timeouts) exactly as it went in.
 */
#include "testutil.h"

#include <pthread.h>

#include "../engines/table.h"
#include "../core/verify.h"
#include "../encoder/encode.h"
#include "../sat/sat.h"
#include "../sat/sat_cache.h"

static const char *const backends[] = { "picosat", "cadical",
                                         "cryptominisat" };
static const char *const modes[] = { "assume", "reduced" };
#define CONFIGS 6 /* backend x mode */

typedef struct limits {
  uint64_t k, nodes;
  double timeout;
} limits;

/* Solves g with configuration cfg (backend cfg / 2, mode cfg % 2). */
static ss_status
solve_cfg (int cfg, const ss_grid *g, limits l, ss_result *res)
{
  const ss_solver *s = ss_solver_find (backends[cfg / 2]);
  ck_assert_ptr_nonnull (s);
  ck_assert (s->flags & SS_COMPLETE);
  ss_solve_opts o = { 0 };
  o.limit = l.k;
  o.max_nodes = l.nodes;
  o.timeout = l.timeout;
  o.sat_mode = modes[cfg % 2];
  ck_assert_int_eq (ss_solve (s, g, &o, res), 0);
  return res->status;
}

static ss_status
expected_status (unsigned long count)
{
  return count == 0 ? SS_UNSAT : count == 1 ? SS_UNIQUE : SS_MULTIPLE;
}

/* tdoku's test file: count:solution after each puzzle. */
static void
tdoku_record (void *ctx, ss_record *rec)
{
  char *end;
  int *seen = ctx;
  ck_assert_msg (rec->ok, "line %ld: %s", rec->line, rec->err.msg);
  unsigned long want = strtoul (rec->tail + (rec->tail[0] == ':'), &end, 10);
  ck_assert_msg (end != rec->tail, "line %ld: no count", rec->line);
  for (int cfg = 0; cfg < CONFIGS; cfg++)
    {
      ss_result res;
      ss_status st = solve_cfg (cfg, &rec->grid, (limits) { 0, 0, 0 }, &res);
      ck_assert_msg (st == expected_status (want) && res.count == want,
                     "line %ld %s/%s: %s, %llu solutions, want %lu",
                     rec->line, backends[cfg / 2], modes[cfg % 2],
                     ss_status_name (st), (unsigned long long) res.count,
                     want);
      if (want == 1 && *end == ':')
        {
          ss_grid sol = tu_parse (end + 1);
          ck_assert (!memcmp (sol.cell, res.solution.cell, 81));
          ss_grid_free (&sol);
        }
      ss_result_free (&res);
    }
  (*seen)++;
}

START_TEST (tdoku_counts_with_limit_0)
{
  int seen = 0;
  tu_each_record ("data/tdoku_test_puzzles.txt", 0, tdoku_record, &seen);
  ck_assert_int_eq (seen, 43);
}
END_TEST

/* Every configuration gives the same verdict and, when unique, the same
 * solution as configuration 0. */
typedef struct agree_ctx {
  limits l;
  long seen, max;
  ss_status want; /* expected verdict for every record */
} agree_ctx;

static void
agree_record (void *ctx, ss_record *rec)
{
  agree_ctx *a = ctx;
  if (a->max && a->seen >= a->max)
    return;
  a->seen++;
  ck_assert_msg (rec->ok, "line %ld: %s", rec->line, rec->err.msg);
  ss_result first;
  ss_status st0 = solve_cfg (0, &rec->grid, a->l, &first);
  ck_assert_msg (st0 == a->want, "line %ld: picosat says %s (%s)", rec->line,
                 ss_status_name (st0), first.note);
  for (int cfg = 1; cfg < CONFIGS; cfg++)
    {
      ss_result res;
      ss_status st = solve_cfg (cfg, &rec->grid, a->l, &res);
      ck_assert_msg (st == st0, "line %ld: %s/%s says %s", rec->line,
                     backends[cfg / 2], modes[cfg % 2], ss_status_name (st));
      if (st == SS_UNIQUE)
        ck_assert (!memcmp (first.solution.cell, res.solution.cell,
                            (size_t) rec->grid.n * rec->grid.n));
      ss_result_free (&res);
    }
  ss_result_free (&first);
}

static void
agree_on (const char *path, long max, ss_status want)
{
  agree_ctx a = { { 2, 0, 0 }, 0, max, want };
  tu_each_sampled_record (path, 0, agree_record, &a);
  ck_assert_int_gt (a.seen, 0);
}

START_TEST (top95_agree)
{
  agree_on ("data/top95.txt", 0, SS_UNIQUE);
}
END_TEST

START_TEST (grids_16x16_agree)
{
  agree_on ("data/16x16.txt", 25, SS_UNIQUE);
  agree_on ("data/gecode_16x16.txt", 0, SS_UNIQUE);
}
END_TEST

START_TEST (multiple_with_k2)
{
  agree_on ("data/serg_multiple_200.txt", 30, SS_MULTIPLE);
}
END_TEST

/* The 25x25 set is hard for SAT solvers (tens of seconds on some); the
 * last two entries are the ones every configuration settles quickly. */
START_TEST (grids_25x25_agree)
{
  FILE *f = fopen ("data/gecode_25x25.txt", "r");
  ck_assert_ptr_nonnull (f);
  char line[1024];
  int row = 0;
  while (fgets (line, sizeof line, f))
    if (++row >= 17)
      {
        ss_grid g = tu_parse (line);
        ck_assert_int_eq (g.n, 25);
        ss_result r[CONFIGS];
        for (int cfg = 0; cfg < CONFIGS; cfg++)
          ck_assert_int_eq (solve_cfg (cfg, &g, (limits) { 2, 0, 60 },
                                       &r[cfg]), SS_UNIQUE);
        for (int cfg = 1; cfg < CONFIGS; cfg++)
          ck_assert (!memcmp (r[0].solution.cell, r[cfg].solution.cell, 625));
        for (int cfg = 0; cfg < CONFIGS; cfg++)
          ss_result_free (&r[cfg]);
        ss_grid_free (&g);
      }
  fclose (f);
  ck_assert_int_eq (row, 18);
}
END_TEST

static void
expect_count (const char *text, uint64_t k, ss_status want, uint64_t count)
{
  ss_grid g = tu_parse (text);
  for (int cfg = 0; cfg < CONFIGS; cfg++)
    {
      ss_result res;
      ss_status st = solve_cfg (cfg, &g, (limits) { k, 0, 0 }, &res);
      ck_assert_msg (st == want && res.count == count,
                     "%s/%s: %s with %llu solutions", backends[cfg / 2],
                     modes[cfg % 2], ss_status_name (st),
                     (unsigned long long) res.count);
      ck_assert_int_eq (res.wrong, 0);
      ss_result_free (&res);
    }
  ss_grid_free (&g);
}

#define EMPTY_4X4 "................"
#define FSHARP                                                             \
  "000060400050003600100005000041000000090000020502000340300700000006500" \
  "090004010000"

START_TEST (counting)
{
  expect_count (EMPTY_4X4, 0, SS_MULTIPLE, 288); /* all 4x4 grids */
  expect_count (EMPTY_4X4, 1, SS_FOUND, 1);
  expect_count (EMPTY_4X4, 7, SS_MULTIPLE, 7);
  expect_count (FSHARP, 0, SS_MULTIPLE, 3589);   /* qqwing agrees */
  /* 1 and 2 in row 1, 3 and 4 in column 3: no digit left for r1c3. */
  expect_count ("12.." "..3." "..4." "....", 2, SS_UNSAT, 0);
  /* A full grid: one solution, and no blocking clause to add. */
  expect_count ("1234" "3412" "2143" "4321", 0, SS_UNIQUE, 1);
}
END_TEST

/* Blocking clauses of one puzzle must not survive into the next on a
 * cached instance: count, then count again, in every order of K. */
START_TEST (blocking_clauses_do_not_leak)
{
  uint64_t ks[] = { 5, 0, 2, 0, 3, 0 };
  for (size_t i = 0; i < sizeof ks / sizeof *ks; i++)
    expect_count (EMPTY_4X4, ks[i], SS_MULTIPLE, ks[i] ? ks[i] : 288);
}
END_TEST

START_TEST (invalid_givens)
{
  ss_grid g = tu_first_grid ("data/bird_chapter_invalid.txt");
  for (int cfg = 0; cfg < CONFIGS; cfg++)
    {
      ss_result res;
      ck_assert_int_eq (solve_cfg (cfg, &g, (limits) { 2, 0, 0 }, &res),
                        SS_INVALID);
      ss_result_free (&res);
    }
  ss_grid_free (&g);
}
END_TEST


START_TEST (limits_give_unknown)
{
  /* The first 25x25 puzzle takes seconds: small budgets cannot finish
   * it. */
  ss_grid g = tu_first_grid ("data/gecode_25x25.txt");
  for (int cfg = 0; cfg < CONFIGS; cfg++)
    {
      ss_result res;
      ck_assert_int_eq (solve_cfg (cfg, &g, (limits) { 2, 50, 0 }, &res),
                        SS_UNKNOWN);
      ck_assert_msg (strstr (res.note, "budget"), "note: %s", res.note);
      ss_result_free (&res);
      double t0 = ss_now ();
      ck_assert_int_eq (solve_cfg (cfg, &g, (limits) { 2, 0, 0.05 }, &res),
                        SS_UNKNOWN);
      ck_assert_msg (strstr (res.note, "timeout"), "note: %s", res.note);
      ck_assert (ss_now () - t0 < 5); /* stopped near the deadline */
      ss_result_free (&res);
    }
  ss_grid_free (&g);
  /* The instances that gave up still answer the next puzzle in full. */
  expect_count (EMPTY_4X4, 0, SS_MULTIPLE, 288);
}
END_TEST

START_TEST (budget_counts_per_puzzle)
{
  /* A budget that suffices for one puzzle suffices again for the next
   * on the same cached instance: it is not a lifetime budget. */
  ss_grid g = tu_parse ("4.....8.5.3..........7......2.....6.....8.4......"
                        "1.......6.3.7.5..2.....1.4......");
  for (int cfg = 0; cfg < CONFIGS; cfg++)
    for (int round = 0; round < 3; round++)
      {
        ss_result res;
        ck_assert_int_eq (solve_cfg (cfg, &g, (limits) { 2, 100000, 0 },
                                     &res), SS_UNIQUE);
        ss_result_free (&res);
      }
  ss_grid_free (&g);
}
END_TEST

START_TEST (stats_and_notes)
{
  ss_grid g = tu_parse ("4.....8.5.3..........7......2.....6.....8.4......"
                        "1.......6.3.7.5..2.....1.4......");
  ss_result res;
  ss_encode_info info;
  ss_encode_opts eo;
  ss_error err;
  ss_encode_opts_default (&eo, 9);
  eo.givens = 0;
  ck_assert_int_eq (ss_encode_count (&g, &eo, &info, &err), 0);
  solve_cfg (0, &g, (limits) { 2, 0, 0 }, &res); /* picosat assume */
  /* The empty grid's CNF, one activation literal, one blocking clause. */
  ck_assert_int_eq (res.stats.variables, info.nvars + 1);
  ck_assert_int_eq (res.stats.clauses, info.nclauses + 1);
  ck_assert_int_eq (res.stats.nodes, 2);
  ck_assert_int_gt (res.stats.guesses, 0);
  ck_assert_int_gt (res.stats.propagations, 0);
  ss_result_free (&res);
  solve_cfg (3, &g, (limits) { 2, 0, 0 }, &res); /* cadical reduced */
  ck_assert_int_lt (res.stats.variables, 729);
  ck_assert_int_gt (res.stats.learned, 0);
  ss_result_free (&res);
  ss_solve_opts o = { 0 };
  o.limit = 2;
  o.sat_mode = "sideways";
  ss_solve (ss_solver_find ("cadical"), &g, &o, &res);
  ck_assert_int_eq (res.status, SS_UNKNOWN);
  ck_assert_ptr_nonnull (strstr (res.note, "sideways"));
  ss_result_free (&res);
  ss_grid_free (&g);
  ck_assert_int_eq (ss_sat_mode_lookup ("assume"), SS_SAT_ASSUME);
  ck_assert_int_eq (ss_sat_mode_lookup ("reduced"), SS_SAT_REDUCED);
  ck_assert_int_eq (ss_sat_mode_lookup ("x"), -1);
  ck_assert_int_eq (ss_sat_mode_default (9), SS_SAT_ASSUME);
  ck_assert_int_eq (ss_sat_mode_default (25), SS_SAT_REDUCED);
}
END_TEST

/* An instance is replaced after ss_sat_recycle puzzles; answers across
 * the replacement must not change (counting 4x4 grids crosses it too). */
static int
recycle_of (int cfg)
{
  const ss_ipasir_ops *ops[] = { &ss_ipasir_picosat, &ss_ipasir_cadical,
                                 &ss_ipasir_cms };
  return ss_sat_recycle (ops[cfg / 2]);
}

START_TEST (recycled_instances_answer_alike)
{
  ss_grid g = tu_parse ("4.....8.5.3..........7......2.....6.....8.4......"
                        "1.......6.3.7.5..2.....1.4......");
  ss_grid e = tu_parse (EMPTY_4X4);
  for (int cfg = 0; cfg < CONFIGS; cfg += 2) /* the assume modes */
    for (int i = 0; i < 2 * recycle_of (cfg) + 3; i++)
      {
        ss_result res;
        int count = i % 50 == 0;
        ck_assert_int_eq (solve_cfg (cfg, count ? &e : &g,
                                     (limits) { count ? 0 : 2, 0, 0 }, &res),
                          count ? SS_MULTIPLE : SS_UNIQUE);
        ck_assert_int_eq (res.count, count ? 288 : 1);
        ss_result_free (&res);
      }
  ss_grid_free (&g);
  ss_grid_free (&e);
}
END_TEST

/* Threads solve at once, each on its own cached instances, and must get
 * what the main thread gets. */
typedef struct thread_job {
  ss_grid *puzzles;
  uint8_t (*want)[81];
  int count, cfg, bad;
} thread_job;

static void *
thread_main (void *arg)
{
  thread_job *j = arg;
  for (int round = 0; round < 3; round++)
    for (int i = 0; i < j->count; i++)
      {
        ss_result res;
        ss_solve_opts o = { 0 };
        o.limit = 2;
        o.sat_mode = modes[j->cfg % 2];
        ss_solve (ss_solver_find (backends[j->cfg / 2]), &j->puzzles[i], &o,
                  &res);
        j->bad += res.status != SS_UNIQUE
                  || memcmp (res.solution.cell, j->want[i], 81);
        ss_result_free (&res);
      }
  return 0;
}

static void
collect (void *ctx, ss_record *rec)
{
  thread_job *j = ctx;
  if (j->count < 20)
    ss_grid_copy (&j->puzzles[j->count++], &rec->grid);
}

START_TEST (threads_keep_their_own_instances)
{
  ss_grid puzzles[20];
  uint8_t want[20][81];
  thread_job base = { puzzles, want, 0, 0, 0 };
  tu_each_record ("data/top95.txt", 0, collect, &base);
  for (int i = 0; i < base.count; i++)
    {
      ss_result res;
      ck_assert_int_eq (solve_cfg (1, &puzzles[i], (limits) { 2, 0, 0 },
                                   &res), SS_UNIQUE);
      memcpy (want[i], res.solution.cell, 81);
      ss_result_free (&res);
    }
  pthread_t t[CONFIGS];
  thread_job jobs[CONFIGS];
  for (int k = 0; k < CONFIGS; k++)
    {
      jobs[k] = base;
      jobs[k].cfg = k;
      ck_assert_int_eq (pthread_create (&t[k], 0, thread_main, &jobs[k]), 0);
    }
  for (int k = 0; k < CONFIGS; k++)
    {
      pthread_join (t[k], 0);
      ck_assert_int_eq (jobs[k].bad, 0);
    }
  for (int i = 0; i < base.count; i++)
    ss_grid_free (&puzzles[i]);
  ss_sat_cache_clear ();
}
END_TEST

/* Every encoding and AMO kind through the backends, in both modes where
 * the encoding has a reduced form: the 288 grids of 4x4, and a 6x6 with
 * 2x3 boxes whose count dlx gives. */
static void
count_with (const char *backend, const char *mode, const ss_grid *g,
            const char *enc, const char *amo, uint64_t want)
{
  ss_solve_opts o = { 0 };
  ss_result res;
  o.sat_mode = mode;
  o.sat_encoding = enc;
  o.sat_amo = amo;
  ck_assert_int_eq (ss_solve (ss_solver_find (backend), g, &o, &res), 0);
  ck_assert_msg (res.count == want && res.exhausted && !res.wrong,
                 "%s/%s %s/%s: %llu solutions (%s), want %llu", backend,
                 mode, enc, amo, (unsigned long long) res.count, res.note,
                 (unsigned long long) want);
  ss_result_free (&res);
}

START_TEST (every_encoding_counts)
{
  ss_grid e4 = tu_parse (EMPTY_4X4);
  ss_grid six = tu_parse ("1.3...4...1..2...6..........3..4..6.");
  ss_solve_opts o = { 0 };
  ss_result res;
  ck_assert_int_eq (ss_solve (ss_solver_find ("dlx"), &six, &o, &res), 0);
  uint64_t want6 = res.count;
  ss_result_free (&res);
  ck_assert_int_gt (want6, 1);
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    for (int a = 0; a < SS_AMO_COUNT; a++)
      {
        const char *en = ss_encoding_name ((ss_encoding) e);
        const char *an = ss_amo_name ((ss_amo) a);
        if (ss_encoding_reduced ((ss_encoding) e))
          continue;
        int has_reduced = ss_encoding_reduced_form ((ss_encoding) e) >= 0;
        for (int b = 0; b < 3; b++)
          for (int m = 0; m < 1 + has_reduced; m++)
            {
              count_with (backends[b], modes[m], &e4, en, an, 288);
              count_with (backends[b], modes[m], &six, en, an, want6);
            }
      }
  ss_grid_free (&e4);
  ss_grid_free (&six);
}
END_TEST

/* Options that do not fit are a note and unknown, never a verdict. */
START_TEST (encoding_options_checked)
{
  ss_grid g = tu_parse (EMPTY_4X4);
  ss_solve_opts o = { 0 };
  ss_result res;
  const char *bad[][3] = { { "assume", "maximal", 0 },
                           { "assume", "reduced", 0 },
                           { "assume", 0, "ladder" },
                           { "reduced", "minimal", 0 } };
  const char *why[] = { "maximal", "reduced", "ladder", "no reduced form" };
  for (int k = 0; k < 4; k++)
    {
      o.sat_mode = bad[k][0];
      o.sat_encoding = bad[k][1];
      o.sat_amo = bad[k][2];
      ss_solve (ss_solver_find ("cadical"), &g, &o, &res);
      ck_assert_int_eq (res.status, SS_UNKNOWN);
      ck_assert_msg (strstr (res.note, why[k]), "note: %s", res.note);
      ss_result_free (&res);
    }
  ss_grid_free (&g);
}
END_TEST

/* A library that is not there, or is no IPASIR library, is refused
 * with a reason; the ipasir row without a library gives unknown. */
START_TEST (ipasir_loader_refuses)
{
  ss_error err;
  ck_assert_ptr_null (ss_ipasir_dl_load ("/nonexistent/lib.so", &err));
  ck_assert_msg (strstr (err.msg, "cannot load"), "%s", err.msg);
  ck_assert_ptr_null (ss_ipasir_dl_load ("libpicosat.so.1", &err));
  ck_assert_msg (strstr (err.msg, "does not export ipasir_"), "%s", err.msg);
  ck_assert_ptr_null (ss_ipasir_dl_signature (&ss_ipasir_cadical));
  ss_grid g = tu_parse (EMPTY_4X4);
  ss_solve_opts o = { 0 };
  ss_result res;
  const ss_solver *s = ss_solver_find ("ipasir");
  ck_assert (s->flags & SS_NEEDS_LIB);
  ss_solve (s, &g, &o, &res);
  ck_assert_int_eq (res.status, SS_UNKNOWN);
  ck_assert_ptr_nonnull (strstr (res.note, "--ipasir-lib"));
  ss_result_free (&res);
  o.ipasir_lib = "/nonexistent/lib.so";
  ss_solve (s, &g, &o, &res);
  ck_assert_int_eq (res.status, SS_UNKNOWN);
  ck_assert_ptr_nonnull (strstr (res.note, "cannot load"));
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

static Suite *
sat_suite (void)
{
  Suite *s = suite_create ("sat");
  TCase *t = tcase_create ("sat");
  tcase_set_timeout (t, 300);
  tcase_add_test (t, tdoku_counts_with_limit_0);
  tcase_add_test (t, top95_agree);
  tcase_add_test (t, grids_16x16_agree);
  tcase_add_test (t, multiple_with_k2);
  tcase_add_test (t, grids_25x25_agree);
  tcase_add_test (t, counting);
  tcase_add_test (t, blocking_clauses_do_not_leak);
  tcase_add_test (t, invalid_givens);
  tcase_add_test (t, limits_give_unknown);
  tcase_add_test (t, budget_counts_per_puzzle);
  tcase_add_test (t, stats_and_notes);
  tcase_add_test (t, recycled_instances_answer_alike);
  tcase_add_test (t, threads_keep_their_own_instances);
  tcase_add_test (t, every_encoding_counts);
  tcase_add_test (t, encoding_options_checked);
  tcase_add_test (t, ipasir_loader_refuses);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (sat_suite ());
}
