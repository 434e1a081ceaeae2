/* check_candidates.c -- solve --true-candidates (sat/candidates.h):
 * every count against a brute force, and cp's check catching a SAT
 * solver that lies.
 *
 * Model: the brute force enumerates every solution (blanks filled in
 * row-major order, the verifier pruning) and counts, per cell and digit,
 * the solutions that put the digit there; the true candidates must
 * report exactly those counts, capped at K, and the verdict they imply.
 * Puzzles: random 4x4 and 6x6 classic puzzles, and the variant puzzles
 * of tests/variants with a few givens taken away, when the SAT backend
 * handles their rules (so they join once the encoder does).
 */
#include "testutil.h"

#include "../core/model.h"
#include "../engines/table.h"
#include "../sat/candidates.h"

#define MAX_SOLUTIONS 20000

typedef struct tally {
  long solutions;
  uint32_t *count; /* cell*N + d-1 */
} tally;

static void
brute (ss_grid *g, int cell, tally *t)
{
  int nn = g->n * g->n;
  while (cell < nn && g->cell[cell])
    cell++;
  if (cell == nn)
    {
      t->solutions++;
      for (int i = 0; i < nn; i++)
        t->count[i * g->n + g->cell[i] - 1]++;
      return;
    }
  for (int d = 1; d <= g->n && t->solutions < MAX_SOLUTIONS; d++)
    {
      g->cell[cell] = (uint8_t) d;
      if (ss_verify_conflicts (g, 0, 0) == 0)
        brute (g, cell + 1, t);
    }
  g->cell[cell] = 0;
}

/* True candidates of p against the brute force, with K = limit. */
static void
same_as_brute (const ss_ipasir_ops *ops, const ss_grid *p, int limit)
{
  int n = p->n, nn = n * n;
  tally t = { 0, calloc ((size_t) nn * n, sizeof (uint32_t)) };
  ss_grid g;
  ss_candidates c;
  ss_solve_opts o = { 0 };
  ck_assert_int_eq (ss_grid_copy (&g, p), 0);
  if (!ss_verify_conflicts (&g, 0, 0))
    brute (&g, 0, &t);
  ck_assert_int_lt (t.solutions, MAX_SOLUTIONS);
  ck_assert_int_eq (ss_true_candidates (ops, p, limit, &o, &c), 0);
  ck_assert_int_eq (c.disagreements, 0);
  ck_assert_int_eq (c.unconfirmed, 0);
  ss_status want = ss_verify_conflicts (p, 0, 0) ? SS_INVALID
                   : t.solutions == 0 ? SS_UNSAT
                   : t.solutions == 1 ? SS_UNIQUE : SS_MULTIPLE;
  ck_assert_msg (c.status == want, "status %s, want %s",
                 ss_status_name (c.status), ss_status_name (want));
  for (int i = 0; want != SS_INVALID && i < nn; i++)
    for (int d = 1; d <= n; d++)
      {
        uint32_t b = t.count[i * n + d - 1];
        ck_assert_msg (ss_candidate_count (&c, i, d)
                       == (b < (uint32_t) limit ? b : (uint32_t) limit),
                       "r%dc%d=%d: %u, brute force %u (K %d)", i / n + 1,
                       i % n + 1, d, ss_candidate_count (&c, i, d), b, limit);
      }
  ss_candidates_free (&c);
  ss_grid_free (&g);
  free (t.count);
}

START_TEST (classic_counts_as_brute_force)
{
  uint64_t rng = 0x5eed + (uint64_t) _i;
  for (int trial = 0; trial < 6; trial++)
    {
      int R = _i % 2 ? 2 : 2, C = _i % 2 ? 3 : 2, n = R * C;
      ss_grid full, p;
      tu_random_full_grid (&rng, &full, R, C);
      ck_assert_int_eq (ss_grid_init (&p, R, C), 0);
      for (int k = 0; k < (n == 4 ? 2 + trial % 3 : 14 + trial); k++)
        {
          int at = (int) (tu_rng (&rng) % (uint64_t) (n * n));
          p.cell[at] = full.cell[at];
        }
      if (trial == 5) /* a clash: a digit twice in row 1 */
        p.cell[0] = p.cell[1] = 1;
      same_as_brute (&ss_ipasir_cadical, &p, 1 + (trial % 2) * 3);
      ss_grid_free (&full);
      ss_grid_free (&p);
    }
}
END_TEST

/* The variant puzzles, a few givens taken away, where the backend
 * handles their rules. */
static void
variant_case (void *ctx, ss_record *rec)
{
  long *done = ctx;
  const ss_solver *cadical = ss_solver_find ("cadical");
  if (!rec->ok || ss_solver_lacks (cadical, &rec->grid))
    return;
  ss_grid p;
  ck_assert_int_eq (ss_grid_copy (&p, &rec->grid), 0);
  for (int i = 0, taken = 0; i < p.n * p.n && taken < 2; i++)
    if (p.cell[i])
      p.cell[i] = 0, taken++;
  same_as_brute (&ss_ipasir_cadical, &p, 2);
  ss_grid_free (&p);
  (*done)++;
}

START_TEST (variant_counts_as_brute_force)
{
  static const char *const kinds[] = { "regions", "thermo", "killer",
                                       "arrow", "whisper", "sandwich" };
  char path[64];
  long done = 0;
  for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
    {
      snprintf (path, sizeof path, "tests/variants/%s.txt", kinds[k]);
      tu_each_record (path, 0, variant_case, &done);
    }
  (void) done; /* 0 until the SAT encoder handles these rules */
}
END_TEST

/* A backend that calls every question UNSAT: cp's check finds the
 * solutions it denied, and says so. */
static int
liar_solve (void *s)
{
  (void) s;
  return 20;
}

START_TEST (cp_catches_a_lying_solver)
{
  ss_ipasir_ops liar = ss_ipasir_cadical;
  liar.solve = liar_solve;
  ss_grid p = tu_parse ("1...\n....\n....\n...2\n");
  ss_candidates c;
  ss_solve_opts o = { 0 };
  ck_assert_int_eq (ss_true_candidates (&liar, &p, 1, &o, &c), 0);
  ck_assert_int_gt (c.disagreements, 0);
  ck_assert (c.note[0]);
  ck_assert_int_eq (c.status, SS_UNKNOWN); /* no verdict from a quarrel */
  ck_assert_uint_eq (ss_candidate_count (&c, 0, 1), 1); /* cp's solution */
  ss_candidates_free (&c);
  ss_grid_free (&p);
}
END_TEST

static Suite *
candidates_suite (void)
{
  Suite *s = suite_create ("candidates");
  TCase *tc = tcase_create ("candidates");
  tcase_set_timeout (tc, 60);
  tcase_add_loop_test (tc, classic_counts_as_brute_force, 0, 4);
  tcase_add_test (tc, variant_counts_as_brute_force);
  tcase_add_test (tc, cp_catches_a_lying_solver);
  suite_add_tcase (s, tc);
  return s;
}

int
main (void)
{
  return tu_run (candidates_suite ());
}
