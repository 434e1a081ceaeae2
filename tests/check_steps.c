/* check_steps.c -- the step engine (steps/): every step follows from its
 * reason alone, and the path ends where the puzzle's verdict says.
 *
 * Model: two independent oracles re-derive each step.
 *
 *   PicoSAT, on the CNF of the empty grid: the reason's facts become
 *   assumptions (a placement +x, an elimination -x for each candidate it
 *   struck), and the step's negation is added (for "cell = d": -x; for
 *   each struck candidate: +x; a contradiction: nothing).  Unsat means
 *   the reason, and nothing else, implies the step.
 *
 *   The fast solver, on a grid: the placements the reason reaches
 *   (through earlier eliminations, transitively), with the step's cell
 *   set to each other digit (or to the struck digit) must have no
 *   completion.
 *
 * On a puzzle with one solution every fact must also be true of it, and
 * the path must end in it; with several, in one of them; with none, in a
 * contradiction.  Puzzles: the bundled 9x9 sets (singles-only to the
 * forum's hardest), 4x4 and 16x16 sets, generated grids of every box
 * shape from 1x5 to 4x4, and the tdoku test file's unsat and
 * multiple-solution rows.
 */
#include "testutil.h"

#include "../encoder/cnf.h"
#include "../engines/table.h"
#include "../gen/generate.h"
#include "../sat/ipasir.h"
#include "../sat/sat_cache.h"
#include "../core/verify.h"
#include "../steps/steps.h"

typedef struct oracle {
  const ss_ipasir_ops *ops;
  void *s;
  int n;
} oracle;

static void
oracle_open (oracle *o, const ss_grid *shape)
{
  ss_encode_opts eo;
  ss_cnf f;
  ss_error err;
  ss_encode_opts_default (&eo, shape->n);
  eo.givens = 0;
  ss_grid empty;
  ck_assert_int_eq (ss_grid_init (&empty, shape->box_rows, shape->box_cols),
                    0);
  ck_assert_int_eq (ss_cnf_build (&f, &empty, &eo, &err), 0);
  o->ops = &ss_ipasir_picosat;
  o->s = o->ops->init ();
  o->n = shape->n;
  ck_assert_ptr_nonnull (o->s);
  ss_sat_load (o->ops, o->s, &f);
  ss_cnf_free (&f);
  ss_grid_free (&empty);
}

static int
lit (int n, int cell, int d)
{
  return (int) ss_var (n, cell / n, cell % n, d);
}

/* The literals fact f makes true, appended at lits[k]. */
static int
fact_lits (const ss_path *p, int f, int *lits, int k)
{
  const ss_step *s = &p->fact[f];
  int n = p->puzzle.n;
  if (s->kind == SS_STEP_GIVEN || s->kind == SS_STEP_PLACE)
    lits[k++] = lit (n, s->cell, s->digit);
  else if (s->kind == SS_STEP_ELIMINATE)
    for (int i = 0; i < s->nelim; i++)
      lits[k++] = -lit (n, s->elim[i] / n, s->elim[i] % n + 1);
  else
    ck_abort_msg ("a contradiction cannot be a reason");
  return k;
}

static int
unsat_with (oracle *o, const int *lits, int k, int extra)
{
  for (int i = 0; i < k; i++)
    o->ops->assume (o->s, lits[i]);
  if (extra)
    o->ops->assume (o->s, extra);
  return o->ops->solve (o->s) == 20;
}

/* PicoSAT: the reason alone implies step i. */
static void
check_by_sat (oracle *o, const ss_path *p, int i, int *lits)
{
  const ss_step *s = &p->fact[i];
  int n = p->puzzle.n, k = 0;
  for (int j = 0; j < s->nreason; j++)
    {
      ck_assert_msg (s->reason[j] < i, "step %d rests on a later fact",
                     ss_step_number (p, i));
      ck_assert (j == 0 || s->reason[j - 1] < s->reason[j]);
      k = fact_lits (p, s->reason[j], lits, k);
    }
  if (s->kind == SS_STEP_PLACE)
    ck_assert_msg (unsat_with (o, lits, k, -lit (n, s->cell, s->digit)),
                   "step %d (%s) does not follow from its reason",
                   ss_step_number (p, i), ss_technique_slug (s->tech));
  else if (s->kind == SS_STEP_ELIMINATE)
    for (int e = 0; e < s->nelim; e++)
      ck_assert_msg (unsat_with (o, lits, k, lit (n, s->elim[e] / n,
                                                  s->elim[e] % n + 1)),
                     "step %d (%s) does not follow from its reason",
                     ss_step_number (p, i), ss_technique_slug (s->tech));
  else
    ck_assert_msg (unsat_with (o, lits, k, 0), "contradiction %d is not one",
                   ss_step_number (p, i));
}

/* The placements fact f rests on, through eliminations, into g. */
static void
reach (const ss_path *p, int f, ss_grid *g, char *seen)
{
  if (seen[f])
    return;
  seen[f] = 1;
  const ss_step *s = &p->fact[f];
  if (s->kind == SS_STEP_GIVEN || s->kind == SS_STEP_PLACE)
    g->cell[s->cell] = (uint8_t) s->digit;
  if (s->kind != SS_STEP_GIVEN)
    for (int j = 0; j < s->nreason; j++)
      reach (p, s->reason[j], g, seen);
}

static int
no_completion (const ss_grid *g)
{
  ss_solve_opts o = { .limit = 1 };
  ss_result res;
  ck_assert_int_eq (ss_solve (ss_solver_find ("fast"), g, &o, &res), 0);
  ss_status st = res.status;
  ss_result_free (&res);
  ck_assert (st != SS_UNKNOWN);
  return st == SS_UNSAT || st == SS_INVALID;
}

/* The fast solver: the placements behind step i force it. */
static void
check_by_fast (const ss_path *p, int i)
{
  const ss_step *s = &p->fact[i];
  int n = p->puzzle.n;
  ss_grid g;
  char *seen = calloc ((size_t) p->nfacts, 1);
  ck_assert_int_eq (ss_grid_init (&g, p->puzzle.box_rows,
                                  p->puzzle.box_cols), 0);
  for (int j = 0; j < s->nreason; j++)
    reach (p, s->reason[j], &g, seen);
  if (s->kind == SS_STEP_PLACE)
    for (int e = 1; e <= n; e++)
      {
        if (e == s->digit)
          continue;
        g.cell[s->cell] = (uint8_t) e;
        ck_assert_msg (no_completion (&g), "step %d: r%dc%d = %d completes",
                       ss_step_number (p, i), s->cell / n + 1,
                       s->cell % n + 1, e);
        g.cell[s->cell] = 0;
      }
  else if (s->kind == SS_STEP_ELIMINATE)
    for (int e = 0; e < s->nelim; e++)
      {
        int cell = s->elim[e] / n;
        ck_assert_int_eq (g.cell[cell], 0);
        g.cell[cell] = (uint8_t) (s->elim[e] % n + 1);
        ck_assert_msg (no_completion (&g), "step %d: a struck candidate "
                       "completes", ss_step_number (p, i));
        g.cell[cell] = 0;
      }
  else
    ck_assert (no_completion (&g));
  ss_grid_free (&g);
  free (seen);
}

/* Every fact is true of the (only) solution. */
static void
check_true (const ss_path *p, const ss_grid *sol, int i)
{
  const ss_step *s = &p->fact[i];
  int n = p->puzzle.n;
  if (s->kind == SS_STEP_PLACE || s->kind == SS_STEP_GIVEN)
    ck_assert_int_eq (sol->cell[s->cell], s->digit);
  for (int e = 0; s->kind == SS_STEP_ELIMINATE && e < s->nelim; e++)
    ck_assert_int_ne (sol->cell[s->elim[e] / n], s->elim[e] % n + 1);
  ck_assert (s->kind != SS_STEP_CONTRADICTION);
}

/* The verdict and first solution from dlx (another solver than the
 * engine's fast). */
static ss_status
verdict (const ss_grid *g, ss_grid *sol)
{
  ss_solve_opts o = { .limit = 2 };
  ss_result res;
  const ss_solver *s = ss_solver_find (g->n <= 16 ? "dlx" : "fast");
  ck_assert_int_eq (ss_solve (s, g, &o, &res), 0);
  ss_status st = res.status;
  if (res.count)
    ss_grid_copy (sol, &res.solution);
  ss_result_free (&res);
  return st;
}

static void
check_end (const ss_path *p, ss_status st, const ss_grid *sol)
{
  const ss_step *last = &p->fact[p->nfacts - 1];
  ck_assert (!p->stopped);
  ck_assert_int_eq (p->status, st);
  if (st == SS_UNIQUE)
    ck_assert (p->solved && !memcmp (p->grid.cell, sol->cell,
                                     (size_t) p->puzzle.n * p->puzzle.n));
  else if (st == SS_MULTIPLE)
    ck_assert (p->solved && ss_solution_ok (&p->puzzle, p->grid.cell));
  else
    ck_assert (!p->solved && last->kind == SS_STEP_CONTRADICTION);
}

static int tech_seen[SS_TECH_COUNT];

static void
check_path_of (const ss_grid *g, int by_fast)
{
  ss_path p;
  ss_error err;
  ss_grid sol = { 0 };
  ss_steps_opts so = { .minimize = 1 };
  oracle o;
  ss_status st = verdict (g, &sol);
  ck_assert_int_eq (ss_steps_solve (g, &so, &p, &err), 0);
  ck_assert_int_eq (p.ngivens, ss_grid_givens (g));
  oracle_open (&o, g);
  int *lits = malloc (sizeof *lits * (size_t) g->n * g->n * g->n * 4);
  for (int i = p.ngivens; i < p.nfacts; i++)
    {
      tech_seen[p.fact[i].tech]++;
      if (st == SS_UNIQUE)
        check_true (&p, &sol, i);
      if (p.fact[i].tech == SS_TECH_GUESS)
        {
          ck_assert_int_eq (st, SS_MULTIPLE);
          continue;
        }
      check_by_sat (&o, &p, i, lits);
      if (by_fast)
        check_by_fast (&p, i);
    }
  check_end (&p, st, &sol);
  free (lits);
  o.ops->release (o.s);
  ss_path_free (&p);
  ss_grid_free (&sol);
}

typedef struct sample {
  int every, seen, by_fast;
} sample;

static void
on_record (void *ctx, ss_record *rec)
{
  sample *s = ctx;
  if (rec->ok && s->seen++ % s->every == 0)
    check_path_of (&rec->grid, s->by_fast);
}

static void
check_file (const char *path, int every, int by_fast)
{
  sample s = { every, 0, by_fast };
  tu_each_record (path, 0, on_record, &s);
}

START_TEST (singles_only)
{
  memset (tech_seen, 0, sizeof tech_seen);
  check_file ("data/singles_seed_block.txt", 1, 1);
  check_file ("data/easy50.txt", 10, 1);
  ck_assert_int_gt (tech_seen[SS_TECH_NAKED_SINGLE], 0);
}
END_TEST

START_TEST (hard_nine_by_nine)
{
  memset (tech_seen, 0, sizeof tech_seen);
  check_file ("data/top95.txt", 6, 1);
  check_file ("data/hardest.txt", 2, 1);
  check_file ("data/forum_hardest_1106.txt", 60, 1);
  /* the techniques the table promises all show up somewhere */
  ck_assert_int_gt (tech_seen[SS_TECH_HIDDEN_SINGLE_BOX], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_POINTING], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_TRIAL], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_SEARCH], 0);
}
END_TEST

START_TEST (every_box_shape)
{
  static const int shapes[][2] = { { 1, 5 }, { 2, 2 }, { 2, 3 }, { 3, 2 },
                                   { 2, 4 }, { 4, 2 }, { 3, 3 }, { 3, 4 },
                                   { 4, 3 }, { 4, 4 } };
  for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
    {
      ss_grid p, sol;
      ss_gen_stats st;
      ss_error err;
      ss_gen_opts o = { .seed = 11 + i };
      ck_assert_int_eq (ss_generate (shapes[i][0], shapes[i][1], &o,
                                     ss_solver_find ("fast"), &p, &sol, &st,
                                     &err), 0);
      check_path_of (&p, shapes[i][0] * shapes[i][1] <= 12);
      ss_grid_free (&p);
      ss_grid_free (&sol);
    }
  check_file ("data/4x4.txt", 20, 1);
  check_file ("data/16x16.txt", 50, 0);
}
END_TEST

START_TEST (unsat_multiple_invalid)
{
  memset (tech_seen, 0, sizeof tech_seen);
  check_file ("data/tdoku_test_puzzles.txt", 1, 1);
  check_file ("data/fsharp_seed_multiple.txt", 1, 1);
  check_file ("data/bird_chapter_invalid.txt", 1, 1);
  ck_assert_int_gt (tech_seen[SS_TECH_GUESS], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_CONTRADICTION], 0);
}
END_TEST

/* The grade follows qqwing's meaning: the highest technique used. */
START_TEST (grades)
{
  ss_path p;
  ss_grade g;
  ss_error err;
  ss_grid simple = tu_first_grid ("data/singles_seed_block.txt");
  ck_assert_int_eq (ss_steps_solve (&simple, 0, &p, &err), 0);
  ss_steps_grade (&p, &g);
  ck_assert_int_eq (g.level, SS_LEVEL_SIMPLE);
  ck_assert_int_eq (g.score, 4L * g.count[SS_TECH_NAKED_SINGLE]);
  ck_assert_int_eq (g.steps, 81 - ss_grid_givens (&simple));
  ss_path_free (&p);
  ss_grid_free (&simple);
  ss_grid multi = tu_first_grid ("data/fsharp_seed_multiple.txt");
  ck_assert_int_eq (ss_steps_solve (&multi, 0, &p, &err), 0);
  ss_steps_grade (&p, &g);
  ck_assert_int_eq (g.level, SS_LEVEL_NONE);
  ss_path_free (&p);
  ss_grid_free (&multi);
  ck_assert_str_eq (ss_level_name (SS_LEVEL_INTERMEDIATE), "intermediate");
  ck_assert_str_eq (ss_technique_slug (SS_TECH_X_WING), "x-wing");
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("steps");
  TCase *t = tcase_create ("steps");
  tcase_set_timeout (t, 240);
  tcase_add_test (t, singles_only);
  tcase_add_test (t, hard_nine_by_nine);
  tcase_add_test (t, every_box_shape);
  tcase_add_test (t, unsat_multiple_invalid);
  tcase_add_test (t, grades);
  suite_add_tcase (s, t);
  return tu_run (s);
}
