/* check_engines.c -- cube and conquer across machines (issue 22): the
 * cutter (engines/cubes.h), part tags (engines/part.h) and the merge of
 * the parts' results (engines/merge.h).
 *
 * Model: the cubes of a puzzle partition its solutions -- every solution
 * of the puzzle is a solution of exactly one cube, and no cube has any
 * other -- for any target and depth; and merge's verdict follows the
 * rules of merge.h from the parts' records, refusing what does not fit.
 */
#include "testutil.h"

#include "../engines/cubes.h"
#include "../engines/merge.h"
#include "../engines/part.h"
#include "../engines/table.h"

/* ---- the cutter: a partition ------------------------------------------- */

typedef struct sols {
  uint8_t *cells;
  size_t count, room, size;
} sols;

static void
keep (void *ctx, const ss_grid *g, uint64_t index)
{
  sols *s = ctx;
  (void) index;
  if (s->count == s->room)
    {
      s->room = s->room ? 2 * s->room : 256;
      s->cells = realloc (s->cells, s->room * s->size);
      ck_assert_ptr_nonnull (s->cells);
    }
  memcpy (s->cells + s->count++ * s->size, g->cell, s->size);
}

/* Every solution of p, appended to s (fast, K = 0). */
static void
all_solutions (const ss_grid *p, sols *s)
{
  ss_solve_opts o;
  ss_result r;
  memset (&o, 0, sizeof o);
  o.on_solution = keep;
  o.ctx = s;
  ck_assert_int_eq (ss_solve (ss_solver_find ("fast"), p, &o, &r), 0);
  ck_assert (r.exhausted);
  ss_result_free (&r);
}

static size_t cmp_size;

static int
by_cells (const void *a, const void *b)
{
  return memcmp (a, b, cmp_size);
}

static void
sort_sols (sols *s)
{
  cmp_size = s->size;
  qsort (s->cells, s->count, s->size, by_cells);
}

/* The cubes' solutions, together, are exactly the puzzle's. */
static void
check_partition (const char *text, int target, int depth)
{
  ss_grid p = tu_parse (text), q;
  size_t size = (size_t) p.n * p.n;
  sols whole = { 0, 0, 0, size }, parts = { 0, 0, 0, size };
  ss_cubes c;
  ss_solve_opts o;
  memset (&o, 0, sizeof o);
  all_solutions (&p, &whole);
  ck_assert_int_eq (ss_cubes_make (&p, &o, target, depth, &c), 0);
  ck_assert (!c.late);
  ck_assert_int_eq (ss_grid_copy (&q, &p), 0);
  for (int i = 0; i < c.count; i++)
    {
      ck_assert_int_le (c.cube[i].depth, depth);
      memcpy (q.cell, p.cell, size);
      ss_cube_apply (&c.cube[i], &q);
      all_solutions (&q, &parts);
    }
  if (c.count >= target)
    ck_assert_int_lt (c.count - target, p.n); /* one cut's parts at most */
  sort_sols (&whole);
  sort_sols (&parts);
  ck_assert_uint_eq (parts.count, whole.count);
  ck_assert (!whole.count || !memcmp (parts.cells, whole.cells,
                                      whole.count * size));
  ss_cubes_free (&c);
  free (whole.cells), free (parts.cells);
  ss_grid_free (&p), ss_grid_free (&q);
}

static const char *multiple9 =
  "....6.4...5...36..1....5....41.......9.....2.5.2...34.3..7.......65...9...4.1....";

START_TEST (cubes_partition_the_solutions)
{
  static const int targets[] = { 1, 2, 3, 5, 8, 16, 64, 300 };
  for (int t = 0; t < 8; t++)
    {
      check_partition ("................", targets[t], SS_CUBE_MAX_DEPTH);
      check_partition ("1...............", targets[t], 2);
      check_partition (multiple9, targets[t], SS_CUBE_MAX_DEPTH);
      check_partition (multiple9, targets[t], 1);
    }
}
END_TEST

START_TEST (cubes_reach_the_target)
{
  ss_grid p = tu_parse (multiple9);
  ss_solve_opts o;
  ss_cubes c;
  memset (&o, 0, sizeof o);
  for (int target = 1; target <= 256; target *= 4)
    {
      ck_assert_int_eq (ss_cubes_make (&p, &o, target, 24, &c), 0);
      ck_assert_int_ge (c.count, target);
      ss_cubes_free (&c);
    }
  ck_assert_int_eq (ss_cubes_make (&p, &o, 256, 1, &c), 0);
  ck_assert_int_lt (c.count, 256); /* one level: one cell's candidates */
  for (int i = 0; i < c.count; i++)
    ck_assert_int_eq (c.cube[i].depth, 1);
  ss_cubes_free (&c);
  ss_grid_free (&p);
}
END_TEST

/* A puzzle the kernel refutes at once has no cube at all. */
START_TEST (cubes_of_a_refuted_puzzle)
{
  ss_grid p = tu_first_grid ("data/unsat_made40.txt");
  ss_solve_opts o;
  ss_cubes c;
  memset (&o, 0, sizeof o);
  ck_assert_int_eq (ss_cubes_make (&p, &o, 16, 24, &c), 0);
  ck_assert_int_eq (c.count, 0);
  ss_cubes_free (&c);
  ss_grid_free (&p);
}
END_TEST

/* ---- part tags ------------------------------------------------------------- */

START_TEST (part_tags_read_and_refuse)
{
  ss_part p;
  ck_assert (ss_part_parse_tag ("part 3/16 of 0123456789abcdef", &p));
  ck_assert_int_eq (p.index, 3);
  ck_assert_int_eq (p.count, 16);
  ck_assert_str_eq (p.parent, "0123456789abcdef");
  ck_assert (ss_part_parse_tag (" part 1/1 of ffffffffffffffff \r", &p));
  static const char *bad[] = {
    "part 0/16 of 0123456789abcdef", "part 17/16 of 0123456789abcdef",
    "part 03/16 of 0123456789abcdef", "part 3/16 of 0123456789abcde",
    "part 3/16 of 0123456789ABCDEF", "part 3/16 of 0123456789abcdef0",
    "part 3/16 of 0123456789abcdef x", "part 3/2000000 of 0123456789abcdef",
    "part 3 /16 of 0123456789abcdef", "Part 3/16 of 0123456789abcdef", "",
    "part 99999999999999999999/1 of 0123456789abcdef",
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    ck_assert_msg (!ss_part_parse_tag (bad[i], &p), "took '%s'", bad[i]);
  ck_assert (ss_part_parse_number ("1048576/1048576", &p));
  ck_assert (!ss_part_parse_number ("1/1048577", &p));
  ck_assert (!ss_part_parse_number ("2/1", &p));
}
END_TEST

START_TEST (part_ids_name_puzzles)
{
  ss_grid a = tu_parse (multiple9), b = tu_parse (multiple9), c, d;
  char x[SS_PART_ID_LEN + 1], y[SS_PART_ID_LEN + 1];
  ss_part_id (&a, x);
  ss_part_id (&b, y);
  ck_assert_str_eq (x, y);
  ck_assert (ss_part_id_ok (x));
  b.cell[0] = 7;
  ss_part_id (&b, y);
  ck_assert_str_ne (x, y);
  ck_assert_int_eq (ss_grid_init (&c, 2, 3), 0); /* same cells, other box */
  ck_assert_int_eq (ss_grid_init (&d, 3, 2), 0);
  ss_part_id (&c, x);
  ss_part_id (&d, y);
  ck_assert_str_ne (x, y);
  ss_grid_free (&a), ss_grid_free (&b), ss_grid_free (&c), ss_grid_free (&d);
}
END_TEST

/* ---- merge ------------------------------------------------------------------ */

#define ID "0123456789abcdef"
#define SOL1 "1234341221434321"
#define SOL2 "1234341223414123"

/* A solve record of part I/K of a 4x4 puzzle. */
static const char *
result (int i, int k, const char *status, int count, const char *solution,
        const char *extra)
{
  static char bufs[4][512]; /* a few in use at once */
  static int next;
  char *buf = bufs[next++ % 4];
  snprintf (buf, sizeof bufs[0], "{\"record\":1,\"file\":\"-\",\"line\":1,"
            "\"box\":\"2x2\",\"alphabet\":\"1234\",\"part\":\"%d/%d\","
            "\"parent\":\"" ID "\",\"solver\":\"fast\",\"status\":\"%s\","
            "\"count\":%d%s%s%s,\"exhausted\":%s%s}", i, k, status, count,
            solution ? ",\"solution\":\"" : "", solution ? solution : "",
            solution ? "\"" : "",
            strcmp (status, "unknown") && strcmp (status, "found") ? "true"
                                                                   : "false",
            extra ? extra : "");
  return buf;
}

static int
add (ss_merge *m, const char *line, ss_error *err)
{
  return ss_merge_add (m, "test", 1, line, strlen (line), err);
}

static ss_status
verdict (ss_merge *m, ss_merge_verdict *v)
{
  ss_error err;
  ck_assert_msg (ss_merge_verdict_of (m, v, &err) == 0, "%s", err.msg);
  return v->status;
}

START_TEST (merge_follows_the_rules)
{
  ss_merge_verdict v;
  ss_error err;
  ss_merge *m = ss_merge_new ();
  ck_assert_int_eq (add (m, result (2, 3, "unsat", 0, 0, 0), &err), 0);
  ck_assert_int_eq (verdict (m, &v), SS_UNKNOWN);
  ck_assert_int_eq (v.missing, 2);
  ck_assert_int_eq (v.missing_list[0], 1);
  ck_assert_int_eq (v.missing_list[1], 3);
  ck_assert_int_eq (add (m, result (3, 3, "unique", 1, SOL1, 0), &err), 0);
  ck_assert_int_eq (verdict (m, &v), SS_UNKNOWN);
  ck_assert_int_eq (v.count, 1);
  ck_assert_int_eq (add (m, result (1, 3, "unsat", 0, 0, 0), &err), 0);
  ck_assert_int_eq (verdict (m, &v), SS_UNIQUE);
  ck_assert_str_eq (v.solution, SOL1);
  ck_assert (v.exhausted && !v.cert_asked && !v.certified);
  ss_merge_free (m);

  m = ss_merge_new (); /* two solutions in: multiple, parts missing */
  ck_assert_int_eq (add (m, result (4, 9, "unique", 1, SOL2, 0), &err), 0);
  ck_assert_int_eq (add (m, result (2, 9, "found", 1, SOL1, 0), &err), 0);
  ck_assert_int_eq (verdict (m, &v), SS_MULTIPLE);
  ck_assert_int_eq (v.count, 2);
  ck_assert_str_eq (v.solution, SOL1); /* the lowest part's */
  ss_merge_free (m);

  m = ss_merge_new (); /* one solution from a K = 1 search: found */
  ck_assert_int_eq (add (m, result (1, 2, "found", 1, SOL1, 0), &err), 0);
  ck_assert_int_eq (add (m, result (2, 2, "unsat", 0, 0, 0), &err), 0);
  ck_assert_int_eq (verdict (m, &v), SS_FOUND);
  ss_merge_free (m);

  m = ss_merge_new (); /* an unknown part keeps the verdict unknown */
  ck_assert_int_eq (add (m, result (1, 2, "unknown", 0, 0, 0), &err), 0);
  ck_assert_int_eq (add (m, result (2, 2, "unsat", 0, 0, 0), &err), 0);
  ck_assert_int_eq (verdict (m, &v), SS_UNKNOWN);
  ck_assert_int_eq (v.unknown, 1);
  ck_assert_int_eq (v.unknown_list[0], 1);
  ss_merge_free (m);
}
END_TEST

START_TEST (merge_certifies_only_what_every_part_did)
{
  ss_merge_verdict v;
  ss_error err;
  ss_merge *m = ss_merge_new ();
  add (m, result (1, 2, "unsat", 0, 0, ",\"certified\":true"), &err);
  add (m, result (2, 2, "unsat", 0, 0, ",\"certified\":true"), &err);
  ck_assert_int_eq (verdict (m, &v), SS_UNSAT);
  ck_assert (v.cert_asked && v.certified);
  ss_merge_free (m);
  m = ss_merge_new ();
  add (m, result (1, 2, "unsat", 0, 0, ",\"certified\":true"), &err);
  add (m, result (2, 2, "unique", 1, SOL1, ",\"certified\":false"), &err);
  ck_assert_int_eq (verdict (m, &v), SS_UNIQUE);
  ck_assert (v.cert_asked && !v.certified);
  ck_assert_int_eq (v.uncertified, 2);
  ss_merge_free (m);
  m = ss_merge_new (); /* a part without certification at all */
  add (m, result (1, 2, "unsat", 0, 0, ",\"certified\":true"), &err);
  add (m, result (2, 2, "unsat", 0, 0, 0), &err);
  ck_assert_int_eq (verdict (m, &v), SS_UNSAT);
  ck_assert (v.cert_asked && !v.certified);
  ss_merge_free (m);
}
END_TEST

/* Each line refused, with the reason. */
static void
refused (const char *first, const char *line, const char *why)
{
  ss_error err;
  ss_merge *m = ss_merge_new ();
  if (first)
    ck_assert_int_eq (add (m, first, &err), 0);
  ck_assert_int_eq (add (m, line, &err), -1);
  ck_assert_msg (strstr (err.msg, why), "'%s' for '%s'", err.msg, line);
  ss_merge_free (m);
}

START_TEST (merge_refuses_what_does_not_fit)
{
  char other[512];
  refused (0, "not json", "not JSON: ");
  refused (0, "[1,2]", "not a JSON object");
  refused (0, "{\"record\":1,\"status\":\"ok\",\"complete\":true}",
           "not a result of 'sudosat solve'");
  refused (0, "{\"solver\":\"fast\",\"status\":\"unsat\",\"count\":0}",
           "not a part's result (no \"part\")");
  refused (0, result (1, 2, "unique", 2, SOL1, 0), "status unique with "
           "count 2");
  refused (0, result (1, 2, "unsat", 0, SOL1, 0), "count 0 with a solution");
  refused (0, result (1, 2, "found", 1, 0, 0), "count 1 without a solution");
  refused (0, result (1, 2, "invalid", 0, 0, 0), "is invalid");
  refused (0, result (1, 2, "unique", 1, "1234341221434312", 0),
           "its solution breaks a rule");
  refused (0, result (1, 2, "unique", 1, "123434122143432.", 0),
           "its solution is not a full grid");
  refused (0, result (1, 2, "unique", 1, "12343412", 0),
           "its solution does not read as a 2x2 grid");
  refused (0, result (1, 2, "multiple", 2, SOL1, ",\"count\":3"),
           "\"count\" is there twice");
  refused (result (1, 2, "unsat", 0, 0, 0), result (1, 2, "unsat", 0, 0, 0),
           "part 1/2 again (first in test line 1)");
  refused (result (1, 2, "unsat", 0, 0, 0), result (2, 3, "unsat", 0, 0, 0),
           "the parts before were of 2");
  snprintf (other, sizeof other, "%s", result (2, 2, "unsat", 0, 0, 0));
  memcpy (strstr (other, ID), "fedcba9876543210", 16);
  refused (result (1, 2, "unsat", 0, 0, 0), other, "another puzzle");
  snprintf (other, sizeof other, "%s", result (2, 2, "unsat", 0, 0, 0));
  memcpy (strstr (other, "\"1234\""), "\"4321\"", 6);
  refused (result (1, 2, "unsat", 0, 0, 0), other, "the parts before were "
           "read as 2x2, \"1234\"");
}
END_TEST

/* Two parts that show the same solution cannot be disjoint parts. */
START_TEST (merge_refuses_a_solution_twice)
{
  ss_merge_verdict v;
  ss_error err;
  ss_merge *m = ss_merge_new ();
  add (m, result (1, 2, "unique", 1, SOL1, 0), &err);
  add (m, result (2, 2, "unique", 1, SOL1, 0), &err);
  ck_assert_int_eq (ss_merge_verdict_of (m, &v, &err), -1);
  ck_assert (strstr (err.msg, "parts 1 and 2 of 2 show the same solution"));
  ss_merge_free (m);
}
END_TEST

/* Known parts: a solution must keep its part's givens. */
START_TEST (merge_checks_solutions_against_the_parts)
{
  ss_error err;
  ss_part p = { 1, 2, ID };
  ss_grid part = tu_parse ("1...3....1......"); /* SOL1's, not SOL2's */
  ss_merge *m = ss_merge_new ();
  ck_assert_int_eq (ss_merge_expect (m, &p, &part, &err), 0);
  ck_assert_int_eq (ss_merge_expect (m, &p, &part, &err), -1);
  ck_assert (strstr (err.msg, "again"));
  ck_assert_int_eq (add (m, result (1, 2, "unique", 1, SOL2, 0), &err), -1);
  ck_assert (strstr (err.msg, "does not keep the part's givens"));
  ck_assert_int_eq (add (m, result (1, 2, "unique", 1, SOL1, 0), &err), 0);
  ss_merge_free (m);
  m = ss_merge_new (); /* the cells kept are bounded */
  ss_merge_limit_expect (m, 16);
  ck_assert_int_eq (ss_merge_expect (m, &p, &part, &err), 0);
  p.index = 2;
  ck_assert_int_eq (ss_merge_expect (m, &p, &part, &err), -1);
  ck_assert_str_eq (err.msg, "the parts hold more than 16 bytes of cells: "
                    "too many to keep for checking");
  ss_merge_free (m);
  ss_grid_free (&part);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("engines");
  TCase *t = tcase_create ("cluster");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, cubes_partition_the_solutions);
  tcase_add_test (t, cubes_reach_the_target);
  tcase_add_test (t, cubes_of_a_refuted_puzzle);
  tcase_add_test (t, part_tags_read_and_refuse);
  tcase_add_test (t, part_ids_name_puzzles);
  tcase_add_test (t, merge_follows_the_rules);
  tcase_add_test (t, merge_certifies_only_what_every_part_did);
  tcase_add_test (t, merge_refuses_what_does_not_fit);
  tcase_add_test (t, merge_refuses_a_solution_twice);
  tcase_add_test (t, merge_checks_solutions_against_the_parts);
  suite_add_tcase (s, t);
  return tu_run (s);
}
