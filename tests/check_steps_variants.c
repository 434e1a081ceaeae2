/* check_steps_variants.c -- the step engine on variant puzzles: every
 * step follows from its reason alone, and the path ends where the
 * puzzle's verdict says.
 *
 * Model: as check_steps.c, with an oracle that reads the rules
 * themselves: tests/brute.h, a depth-first count over the houses and
 * each kind's check, sharing no code with the engine.  The reason's
 * facts restrict the cells of a blank grid with the same rules (a
 * placement to its digit, an elimination strikes its candidates), the
 * step's negation is added (for "cell = d": the cell loses d; for each
 * struck candidate: the cell is held to it; for a contradiction:
 * nothing), and the oracle must find no completion.  On a puzzle with
 * one solution every fact must be true of it and the path must end in
 * it; with several, in one of them; with none, in a contradiction.  The
 * verdict and the search steps use the same counter as the engine's
 * complete solver.  Where the SAT encoder handles every kind of the
 * rules, PicoSAT re-derives each step too, as in check_steps.c: the
 * reason's facts as assumptions on the puzzle's CNF (no givens), plus
 * the step's negation, must be unsat; on 9x9 puzzles, too big for the
 * counter, it is the oracle, and cp gives the verdict.  Puzzles:
 * tests/steps/variants.txt (killer cages, irregular regions, diagonals,
 * disjoint groups, an extra region, lines, dots, outside clues,
 * anti-knight, anti-king, nonconsecutive) and tests/steps/variants9.txt
 * (9x9 puzzles of our generator: jigsaw, diagonals, anti-knight,
 * windoku, kropki, nonconsecutive); and one check that the counter is
 * not vacuous: a step's conclusion does not follow from no facts at
 * all.
 */
#include "testutil.h"

#include "../encoder/cnf.h"
#include "../encoder/vars.h"
#include "../engines/table.h"
#include "../sat/ipasir.h"
#include "../sat/sat_cache.h"
#include "../steps/steps.h"
#include "brute.h"

#define ORACLE_NODES 5000000L

/* ---- re-deriving a step ------------------------------------------------- */

/* The cells' allowed digits after the facts of step i's reason. */
static void
allowed_by_reason (const ss_path *p, int i, ss_bits *allowed)
{
  const ss_step *s = &p->fact[i];
  int n = p->puzzle.n;
  for (int c = 0; c < n * n; c++)
    allowed[c] = ss_bits_full (n);
  for (int j = 0; j < s->nreason; j++)
    {
      const ss_step *r = &p->fact[s->reason[j]];
      ck_assert_msg (s->reason[j] < i, "step %d rests on a later fact",
                     ss_step_number (p, i));
      if (r->kind == SS_STEP_GIVEN || r->kind == SS_STEP_PLACE)
        allowed[r->cell] = ss_bits_and (allowed[r->cell],
                                        ss_bits_one (r->digit));
      else if (r->kind == SS_STEP_ELIMINATE)
        for (int e = 0; e < r->nelim; e++)
          allowed[r->elim[e] / n]
            = ss_bits_minus (allowed[r->elim[e] / n],
                             ss_bits_one (r->elim[e] % n + 1));
      else
        ck_abort_msg ("a contradiction cannot be a reason");
    }
}

/* 1 when nothing completes the blank grid within allowed. */
static int
no_completion (const ss_grid *blank, const ss_bits *allowed)
{
  int got = tu_brute_count (blank, allowed, 1, ORACLE_NODES, 0);
  ck_assert_msg (got >= 0, "the oracle ran out of nodes");
  return got == 0;
}

static void
check_step (const ss_path *p, const ss_grid *blank, int i, ss_bits *allowed)
{
  const ss_step *s = &p->fact[i];
  int n = p->puzzle.n, num = ss_step_number (p, i);
  const char *tech = ss_technique_slug (s->tech);
  allowed_by_reason (p, i, allowed);
  if (s->kind == SS_STEP_PLACE)
    {
      allowed[s->cell] = ss_bits_minus (allowed[s->cell],
                                        ss_bits_one (s->digit));
      ck_assert_msg (no_completion (blank, allowed),
                     "step %d (%s) does not follow from its reason", num,
                     tech);
    }
  else if (s->kind == SS_STEP_ELIMINATE)
    for (int e = 0; e < s->nelim; e++)
      {
        int c = s->elim[e] / n;
        ss_bits keep = allowed[c];
        allowed[c] = ss_bits_and (keep, ss_bits_one (s->elim[e] % n + 1));
        ck_assert_msg (no_completion (blank, allowed),
                       "step %d (%s) does not follow from its reason", num,
                       tech);
        allowed[c] = keep;
      }
  else
    ck_assert_msg (no_completion (blank, allowed),
                   "contradiction %d is not one", num);
}

/* ---- the second oracle: PicoSAT on the puzzle's CNF -------------------- */

typedef struct sat_oracle {
  const ss_ipasir_ops *ops;
  void *s;
  int n;
} sat_oracle;

/* PicoSAT loaded with the CNF of blank (the rules, no givens): 1, or 0
 * when the encoder does not handle every kind of the rules. */
static int
sat_open (sat_oracle *o, const ss_grid *blank)
{
  ss_encode_opts eo;
  ss_cnf f;
  ss_error err;
  if (ss_solver_lacks (ss_solver_find ("picosat"), blank))
    return 0;
  ss_encode_opts_default (&eo, blank->n);
  eo.givens = 0;
  ck_assert_msg (ss_cnf_build (&f, blank, &eo, &err) == 0, "encode: %s",
                 err.msg);
  o->ops = &ss_ipasir_picosat;
  o->s = o->ops->init ();
  o->n = blank->n;
  ck_assert_ptr_nonnull (o->s);
  ss_sat_load (o->ops, o->s, &f);
  ss_cnf_free (&f);
  return 1;
}

static int
lit (int n, int cell, int d)
{
  return (int) ss_var (n, cell / n, cell % n, d);
}

/* The reason's facts as assumptions, then extra; 1 when unsat. */
static int
sat_unsat (sat_oracle *o, const ss_path *p, int i, int extra)
{
  const ss_step *s = &p->fact[i];
  int n = o->n;
  for (int j = 0; j < s->nreason; j++)
    {
      const ss_step *r = &p->fact[s->reason[j]];
      if (r->kind == SS_STEP_GIVEN || r->kind == SS_STEP_PLACE)
        o->ops->assume (o->s, lit (n, r->cell, r->digit));
      for (int e = 0; r->kind == SS_STEP_ELIMINATE && e < r->nelim; e++)
        o->ops->assume (o->s, -lit (n, r->elim[e] / n, r->elim[e] % n + 1));
    }
  if (extra)
    o->ops->assume (o->s, extra);
  return o->ops->solve (o->s) == 20;
}

static void
check_step_sat (sat_oracle *o, const ss_path *p, int i)
{
  const ss_step *s = &p->fact[i];
  int n = o->n, num = ss_step_number (p, i);
  const char *tech = ss_technique_slug (s->tech);
  if (s->kind == SS_STEP_PLACE)
    ck_assert_msg (sat_unsat (o, p, i, -lit (n, s->cell, s->digit)),
                   "step %d (%s) does not follow from its reason (SAT)", num,
                   tech);
  else if (s->kind == SS_STEP_ELIMINATE)
    for (int e = 0; e < s->nelim; e++)
      ck_assert_msg (sat_unsat (o, p, i, lit (n, s->elim[e] / n,
                                              s->elim[e] % n + 1)),
                     "step %d (%s) does not follow from its reason (SAT)",
                     num, tech);
  else
    ck_assert_msg (sat_unsat (o, p, i, 0), "contradiction %d is not one "
                   "(SAT)", num);
}

/* ---- whole paths -------------------------------------------------------- */

static int tech_seen[SS_TECH_COUNT];
static int paths, vacuous_checked, sat_checked;

static void
check_true (const ss_path *p, const uint8_t *sol, int i)
{
  const ss_step *s = &p->fact[i];
  int n = p->puzzle.n;
  if (s->kind == SS_STEP_PLACE)
    ck_assert_int_eq (sol[s->cell], s->digit);
  for (int e = 0; s->kind == SS_STEP_ELIMINATE && e < s->nelim; e++)
    ck_assert_int_ne (sol[s->elim[e] / n], s->elim[e] % n + 1);
  ck_assert (s->kind != SS_STEP_CONTRADICTION);
}

static void
check_end (const ss_path *p, int count, const uint8_t *sol)
{
  int cells = p->puzzle.n * p->puzzle.n;
  ck_assert (!p->stopped);
  ss_status want = ss_verify_conflicts (&p->puzzle, 0, 0) ? SS_INVALID
                   : count == 0 ? SS_UNSAT : count == 1 ? SS_UNIQUE
                   : SS_MULTIPLE;
  ck_assert_int_eq (p->status, want);
  if (count == 1)
    ck_assert (p->solved && !memcmp (p->grid.cell, sol, (size_t) cells));
  else if (count > 1)
    ck_assert (p->solved
               && ss_model_solution_ok (&p->puzzle, p->grid.cell));
  else
    ck_assert (!p->solved
               && p->fact[p->nfacts - 1].kind == SS_STEP_CONTRADICTION);
}

/* The oracle is not vacuous: some naked single's conclusion does not
 * follow from no facts at all (there is a completion without them), yet
 * follows from its reason (check_step). */
static void
check_not_vacuous (const ss_path *p, const ss_grid *blank, int i,
                   ss_bits *allowed)
{
  const ss_step *s = &p->fact[i];
  int n = p->puzzle.n;
  if (vacuous_checked > paths || s->tech != SS_TECH_NAKED_SINGLE
      || !s->nreason)
    return;
  for (int c = 0; c < n * n; c++)
    allowed[c] = ss_bits_full (n);
  allowed[s->cell] = ss_bits_minus (allowed[s->cell], ss_bits_one (s->digit));
  vacuous_checked += !no_completion (blank, allowed);
}

/* The verdict and first solution: the counter on small grids, else the
 * cp engine (another method than the steps' and the oracles'). */
static int
verdict (const ss_grid *g, uint8_t *sol)
{
  if (g->n <= 6)
    return tu_brute_count (g, 0, 2, 0, sol);
  ss_solve_opts o = { .limit = 2 };
  ss_result res;
  ck_assert_int_eq (ss_solve (ss_solver_find ("cp"), g, &o, &res), 0);
  int count = res.status == SS_UNIQUE ? 1 : res.status == SS_MULTIPLE ? 2
              : 0;
  ck_assert (res.status != SS_UNKNOWN);
  if (res.count)
    memcpy (sol, res.solution.cell, (size_t) g->n * g->n);
  ss_result_free (&res);
  return count;
}

static void
check_path_of (const ss_grid *g, int no_trials)
{
  ss_path p;
  ss_error err;
  ss_grid blank;
  sat_oracle so_sat;
  int cells = g->n * g->n, small = g->n <= 6;
  uint8_t *sol = malloc ((size_t) cells);
  ss_bits *allowed = malloc (sizeof *allowed * (size_t) cells);
  ss_steps_opts so = { .minimize = 1, .no_trials = no_trials,
                       .solver = small ? &tu_brute_solver
                                       : ss_solver_find ("cp") };
  int count = verdict (g, sol);
  ck_assert_ptr_nonnull (g->model);
  ck_assert_int_eq (ss_steps_solve (g, &so, &p, &err), 0);
  ck_assert_int_eq (ss_grid_init_like (&blank, g), 0);
  int sat = sat_open (&so_sat, &blank);
  ck_assert_msg (small || sat, "a large puzzle needs the SAT oracle");
  for (int i = p.ngivens; i < p.nfacts; i++)
    {
      tech_seen[p.fact[i].tech]++;
      if (count == 1)
        check_true (&p, sol, i);
      if (p.fact[i].tech == SS_TECH_GUESS)
        {
          ck_assert_int_gt (count, 1);
          continue;
        }
      if (small)
        check_step (&p, &blank, i, allowed);
      if (small)
        check_not_vacuous (&p, &blank, i, allowed);
      if (sat)
        check_step_sat (&so_sat, &p, i), sat_checked++;
    }
  if (sat)
    so_sat.ops->release (so_sat.s);
  check_end (&p, count, sol);
  paths++;
  ss_path_free (&p);
  ss_grid_free (&blank);
  free (sol), free (allowed);
}

static void
on_record (void *ctx, ss_record *rec)
{
  (void) ctx;
  ck_assert_msg (rec->ok, "record unreadable: %s", rec->err.msg);
  check_path_of (&rec->grid, 0);
  /* without trials, search steps: the branch and what forces it */
  if (rec->grid.model->kinds & SS_KIND_BIT (SS_KIND_SANDWICH))
    check_path_of (&rec->grid, 1);
}

START_TEST (every_step_follows)
{
  memset (tech_seen, 0, sizeof tech_seen);
  tu_each_record ("tests/steps/variants.txt", 0, on_record, 0);
  ck_assert_int_eq (paths, 26);
  ck_assert_int_gt (sat_checked, 0);
  ck_assert (vacuous_checked);
  /* the variant steps all show up */
  ck_assert_int_gt (tech_seen[SS_TECH_CAGE], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_CONSTRAINT], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_HIDDEN_SINGLE_HOUSE], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_LOCKED], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_RULE45], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_POINTING], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_TRIAL], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_SEARCH], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_GUESS], 0);
  ck_assert_int_gt (tech_seen[SS_TECH_CONTRADICTION], 0);
}
END_TEST

/* 9x9 puzzles of our generator, each step re-derived by PicoSAT. */
START_TEST (nine_by_nine)
{
  int before = paths;
  sat_checked = 0;
  tu_each_record ("tests/steps/variants9.txt", 0, on_record, 0);
  ck_assert_int_eq (paths - before, 7);
  ck_assert_int_gt (sat_checked, 500);
}
END_TEST

/* The rule of 45 needs every cell of its houses in a cage before it
 * speaks of outies: docs/examples/killer.txt's rows 7 to 9 hold cells no
 * cage covers, and a pass that stopped counting them at its fifth open
 * innie once read "the outies sum to -6" and ended a solvable puzzle in
 * a contradiction.  Every step is re-derived as in nine_by_nine. */
START_TEST (rule45_with_cells_outside_cages)
{
  ss_grid g = tu_first_grid ("docs/examples/killer.txt");
  check_path_of (&g, 0);
  ss_grid_free (&g);
}
END_TEST

/* Step i's words, for the checks below. */
static char *
words (const ss_path *p, int i)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ck_assert_ptr_nonnull (m);
  ss_step_write_words (m, p, i);
  fclose (m);
  return text;
}

/* The path of text; fact i of it must be the single at cell, through
 * the constraints via[0..nvia) of the puzzle's list. */
static void
check_single_via (const char *text, int i, int cell, const int *via,
                  int nvia, const char *says)
{
  ss_grid g = tu_parse (text);
  ss_path p;
  ss_error err;
  ss_steps_opts so = { .minimize = 1, .solver = &tu_brute_solver };
  ck_assert_int_eq (ss_steps_solve (&g, &so, &p, &err), 0);
  i += p.ngivens - 1;
  ck_assert_int_lt (i, p.nfacts);
  ck_assert_int_eq (p.fact[i].kind, SS_STEP_PLACE);
  ck_assert_int_eq (p.fact[i].cell, cell);
  ck_assert_int_eq (p.fact[i].nvia, nvia);
  for (int k = 0; k < nvia; k++)
    ck_assert_int_eq (p.fact[i].via[k], via[k]);
  char *w = words (&p, i);
  ck_assert_msg (strstr (w, says), "step %d says: %s", i, w);
  free (w);
  ss_path_free (&p);
  ss_grid_free (&g);
}

/* A single names the rule that struck its candidates: through a
 * placement's link (the thermometer takes 1..3 from r1c2 once r1c1 holds
 * 3), through a constraint step it rests on (the arrow's), and no rule
 * when only houses did (the thermometer puzzle's first hidden single). */
START_TEST (singles_name_their_rules)
{
  static const int first[] = { 0 };
  check_single_via ("3...\n....\n....\n....\nthermo r1c1 r1c2\n", 1, 1,
                    first, 1, "its only candidate, through thermo r1c1 r1c2 "
                    "(rests on r1c1=3)");
  check_single_via ("....\n.32.\n....\n....\narrow r3c2 > r2c1 r3c1\n", 2,
                    9, first, 1, "r3c2 = 4, its only candidate, through "
                    "arrow r3c2 > r2c1 r3c1 (rests on");
  check_single_via (".2..\n....\n4...\n....\nthermo r4c4 r3c4 r3c3\n", 1,
                    12, 0, 0, "the only place for 2 in column 1 (rests on");
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("steps_variants");
  TCase *t = tcase_create ("steps_variants");
  tcase_set_timeout (t, 240);
  tcase_add_test (t, every_step_follows);
  tcase_add_test (t, nine_by_nine);
  tcase_add_test (t, singles_name_their_rules);
  tcase_add_test (t, rule45_with_cells_outside_cages);
  suite_add_tcase (s, t);
  return tu_run (s);
}
