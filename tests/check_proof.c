/* check_proof.c -- the DRAT checker (proof/drat.h) and certified verdicts
 * (sat/certify.h).
 *
 * The checker is fed small formulas and proofs written here, in text and
 * in binary, each good or wrong in one known way; the verdict, the lemma
 * number and the position are checked, and so are the counters behind
 * the policies (reason deletions, absent deletions, tautologies,
 * duplicates).  Certification is run on puzzles whose answers are known
 * (tdoku's unsat puzzles, top95, a multiple-solution seed), including
 * claims that are false, which must be refuted rather than certified.
 */
#include <stdio.h>

#include "../proof/drat.h"
#include "../sat/certify.h"
#include "../solvers/solver.h"
#include "../engines/table.h"
#include "testutil.h"

/* Variables 1 and 2 are unsatisfiable; -3 4 keeps "3" from being RAT. */
static const char *const base =
  "p cnf 4 5\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n-3 4 0\n";

typedef struct run {
  int rc;             /* of the first call that failed, or 0 */
  ss_error err;
  ss_drat_result res;
  char text[240];
} run;

static int
read_cnf (ss_drat *ck, const char *cnf, ss_error *err)
{
  FILE *f = fmemopen ((void *) cnf, strlen (cnf), "r");
  ck_assert_ptr_nonnull (f);
  int rc = ss_drat_read_cnf (ck, f, "cnf", err);
  fclose (f);
  return rc;
}

static int
read_proof (ss_drat *ck, const char *proof, size_t len, ss_error *err)
{
  if (!len)
    return 0;
  FILE *f = fmemopen ((void *) proof, len, "r");
  ck_assert_ptr_nonnull (f);
  int rc = ss_drat_read_proof (ck, f, "proof", err);
  fclose (f);
  return rc;
}

/* Checks proof (len bytes) against cnf with the options. */
static run
check_with (const char *cnf, const char *proof, size_t len,
            const ss_drat_opts *o, FILE *core)
{
  run r;
  memset (&r, 0, sizeof r);
  ss_drat *ck = ss_drat_new (o);
  ck_assert_ptr_nonnull (ck);
  r.err.file = 0;
  r.rc = read_cnf (ck, cnf, &r.err);
  if (!r.rc)
    r.rc = read_proof (ck, proof, len, &r.err);
  if (!r.rc)
    r.rc = ss_drat_check (ck, &r.res, &r.err);
  if (!r.rc)
    ss_drat_describe (&r.res, r.text, sizeof r.text);
  if (!r.rc && core)
    ck_assert_int_eq (ss_drat_write_core (ck, &r.res, core), 0);
  ss_drat_free (ck);
  return r;
}

static run
check_opts (const char *cnf, const char *proof, const ss_drat_opts *o)
{
  return check_with (cnf, proof, strlen (proof), o, 0);
}

static run
check (const char *cnf, const char *proof)
{
  return check_with (cnf, proof, strlen (proof), 0, 0);
}

static void
assert_says (run r, const char *want)
{
  ck_assert_msg (r.rc == 0, "failed: %s", r.err.msg);
  ck_assert_str_eq (r.text, want);
}

/* ---- verdicts ---------------------------------------------------------- */

START_TEST (refutation_in_text_is_verified)
{
  run r = check (base, "c a comment\n2 0\n0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.input_clauses, 5);
  ck_assert_int_eq (r.res.stats.lemmas, 2);
  ck_assert_int_eq (r.res.stats.checked, 1);
  ck_assert_int_eq (r.res.binary, 0);
}
END_TEST

START_TEST (refutation_in_binary_is_verified)
{
  /* a 2 0, d 1 2 0 (2 = literal 1, 4 = literal 2), a 0 */
  static const char proof[] = "a\004\000d\002\004\000a\000";
  run r = check_with (base, proof, sizeof proof - 1, 0, 0);
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.binary, 1);
  ck_assert_int_eq (r.res.stats.deletions, 1);
}
END_TEST

START_TEST (binary_literals_take_several_bytes)
{
  /* Literal 300: u = 600 = 0x258 -> 0xd8 0x04; literal 301 (a new
   * variable): 0xda 0x04. */
  static const char cnf[] = "p cnf 300 4\n300 1 0\n300 -1 0\n-300 2 0\n"
                            "-300 -2 0\n";
  static const char good[] = "a\xd8\004\000a\000";
  run r = check_with (cnf, good, sizeof good - 1, 0, 0);
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.variables, 300);
  static const char fresh[] = "a\xda\004\000a\000";
  r = check_with (cnf, fresh, sizeof fresh - 1, 0, 0);
  ck_assert_str_eq (r.text, "rejected: lemma 2 (byte 4) is the empty "
                    "clause, but unit propagation finds no conflict");
  ck_assert_int_eq (r.res.stats.variables, 301);
}
END_TEST

START_TEST (binary_starting_with_a_deletion_is_detected)
{
  static const char proof[] = "d\002\004\000a\000";
  run r = check_with (base, proof, sizeof proof - 1, 0, 0);
  ck_assert_int_eq (r.res.binary, 1);
  ck_assert_str_eq (r.text, "rejected: lemma 1 (byte 4) is the empty clause, "
                    "but unit propagation finds no conflict");
}
END_TEST

START_TEST (format_can_be_forced)
{
  ss_drat_opts o = { .format = SS_DRAT_TEXT };
  static const char proof[] = "a\004\000a\000";
  run r = check_with (base, proof, sizeof proof - 1, &o, 0);
  ck_assert_int_eq (r.rc, SS_DRAT_EINPUT);
  ck_assert_int_eq (r.err.line, 1);
  ck_assert_int_eq (r.err.col, 1);
}
END_TEST

START_TEST (lemma_not_implied_names_its_number_and_line)
{
  run r = check (base, "c x\n\n3 0\n-3 2 0\n0\n");
  ck_assert_int_eq (r.res.verdict, SS_DRAT_NOT_IMPLIED);
  ck_assert_int_eq (r.res.lemma, 1);
  ck_assert_int_eq (r.res.at, 3);
  ck_assert_str_eq (r.text, "rejected: lemma 1 (line 3) is not RUP/RAT");
}
END_TEST

START_TEST (unneeded_wrong_lemmas_are_not_checked)
{
  /* "3" is wrong, but the refutation never uses it: backward checking
   * leaves it alone. */
  run r = check (base, "3 0\n2 0\n0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.checked, 1);
}
END_TEST

START_TEST (a_proof_without_the_empty_clause_is_rejected)
{
  assert_says (check (base, "-3 2 0\n"),
               "rejected: the proof ends without the empty clause");
  assert_says (check (base, ""),
               "rejected: the proof ends without the empty clause");
}
END_TEST

START_TEST (an_empty_clause_without_conflict_is_rejected)
{
  run r = check (base, "-3 2 0\n0\n");
  ck_assert_int_eq (r.res.verdict, SS_DRAT_EMPTY_NOT_RUP);
  ck_assert_int_eq (r.res.lemma, 2);
}
END_TEST

START_TEST (a_deleted_clause_is_gone)
{
  assert_says (check (base, "2 0\n0\n"), "verified");
  assert_says (check (base, "d 2 1 0\n2 0\n0\n"),
               "rejected: lemma 1 (line 2) is not RUP/RAT");
}
END_TEST

START_TEST (one_copy_of_a_duplicated_clause_survives_its_deletion)
{
  static const char cnf[] = "p cnf 2 5\n1 2 0\n1 2 0\n-1 2 0\n1 -2 0\n"
                            "-1 -2 0\n";
  assert_says (check (cnf, "d 1 2 0\n2 0\n0\n"), "verified");
  assert_says (check (cnf, "d 1 2 0\nd 2 1 0\n2 0\n0\n"),
               "rejected: lemma 1 (line 3) is not RUP/RAT");
}
END_TEST

START_TEST (a_formula_refuted_by_its_units_needs_no_proof)
{
  assert_says (check ("p cnf 1 2\n1 0\n-1 0\n", ""), "verified");
  assert_says (check ("p cnf 1 1\n0\n", ""), "verified");
}
END_TEST

START_TEST (a_conflict_before_the_empty_clause_is_enough)
{
  /* drat-trim too accepts a proof whose units conflict without a
   * written empty clause; the steps after the conflict are not read for
   * meaning. */
  run r = check (base, "2 0\n3 0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.unused_steps, 1);
}
END_TEST

START_TEST (a_picosat_rup_header_is_skipped)
{
  assert_says (check (base, "%RUPD32 4 5\n2 0\n0\n"), "verified");
  run r = check (base, "2 0\n%RUPD32 4 5\n0\n");
  ck_assert_int_eq (r.rc, SS_DRAT_EINPUT);
  ck_assert_int_eq (r.err.line, 2);
}
END_TEST

START_TEST (reading_stops_at_the_empty_clause)
{
  assert_says (check (base, "2 0\n0\nnot a proof at all\n"), "verified");
}
END_TEST

/* ---- RAT -------------------------------------------------------------- */

/* "-3 5" is the only clause with -3; 5 follows by propagation; "5 6"
 * makes RAT on -5 fail for "-5 3". */
static const char *const rat_cnf =
  "p cnf 6 8\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n-3 5 0\n5 1 0\n5 -1 0\n"
  "5 6 0\n";

START_TEST (rat_with_a_tautological_resolvent)
{
  run r = check (rat_cnf, "3 -5 0\n5 0\n-3 2 0\n0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.rat, 1);
}
END_TEST

START_TEST (rat_is_on_the_first_literal)
{
  assert_says (check (rat_cnf, "-5 3 0\n5 0\n-3 2 0\n0\n"),
               "rejected: lemma 1 (line 1) is not RUP/RAT");
}
END_TEST

START_TEST (rat_with_a_resolvent_that_is_not_rup_fails)
{
  /* "3" against "-3 4": the resolvent "3 4" does not propagate. */
  assert_says (check (base, "3 0\n-3 2 0\n0\n"),
               "rejected: lemma 1 (line 1) is not RUP/RAT");
}
END_TEST

START_TEST (extension_variables_above_the_formula)
{
  static const char cnf[] = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";
  run r = check (cnf, "7 0\n-7 2 0\n0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.variables, 7);
  ck_assert_int_eq (r.res.stats.input_vars, 2);
  ck_assert_int_eq (r.res.stats.rat, 1);
}
END_TEST

START_TEST (extended_resolution_definitions)
{
  /* x = 7 <-> (1 and 3): "7 -1 -3" (RAT on 7: nothing has -7), then
   * "-7 1" and "-7 3" (RAT on -7: their one resolvent is a tautology).
   * The formula has 1 and 3, and 5 follows from it by resolution, not
   * by propagation; with 5, "-5 -1 2" and "-5 -3 -2" clash.  The
   * refutation reaches 5 through 7, so the definition is checked. */
  static const char cnf[] =
    "p cnf 6 6\n1 0\n3 0\n-5 -1 2 0\n-5 -3 -2 0\n5 4 0\n5 -4 0\n";
  run r = check (cnf, "7 -1 -3 0\n-7 1 0\n-7 3 0\n-7 5 0\n0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.rat, 1);
}
END_TEST

/* ---- policies ---------------------------------------------------------- */

START_TEST (deleting_a_reason_clause_is_ignored)
{
  run r = check (rat_cnf, "5 0\nd 5 0\n3 -5 0\n-3 2 0\n0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.reason_deletions, 1);
}
END_TEST

START_TEST (odd_steps_are_counted)
{
  run r = check (base, "1 -1 0\n2 2 0\nd 4 3 0\nd 9 0\n0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.tautologies, 1);
  ck_assert_int_eq (r.res.stats.duplicates, 1);
  ck_assert_int_eq (r.res.stats.absent_deletions, 2);
  ck_assert_int_eq (r.res.absent_at, 3);
}
END_TEST

START_TEST (a_tautology_can_be_deleted)
{
  run r = check ("p cnf 2 5\n1 -1 0\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n",
                 "d -1 1 0\n2 0\n0\n");
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.absent_deletions, 0);
}
END_TEST

/* ---- malformed input --------------------------------------------------- */

static void
assert_error (const char *proof, size_t len, long line, long col,
              const char *msg)
{
  run r = check_with (base, proof, len, 0, 0);
  ck_assert_int_eq (r.rc, SS_DRAT_EINPUT);
  ck_assert_int_eq (r.err.line, line);
  ck_assert_int_eq (r.err.col, col);
  ck_assert_str_eq (r.err.msg, msg);
}

START_TEST (malformed_text_says_where)
{
  assert_error ("2 0\n1 x 0\n", 10, 2, 3,
                "expected a literal, 'd' or a comment line, found 'x'");
  assert_error ("2 0\n-\n", 6, 2, 1, "expected a literal, found '-'");
  assert_error ("2 0\n1 2", 7, 2, 1, "the last lemma does not end with 0");
  assert_error ("d\n", 2, 1, 2, "expected a blank after 'd', found '\\x0a'");
}
END_TEST

START_TEST (malformed_binary_says_which_byte)
{
  assert_error ("a\004\000x", 4, 0, 0,
                "byte 3: expected 'a' or 'd' to start a step, found 0x78");
  assert_error ("a\004", 2, 0, 0, "byte 2: the proof ends inside the step "
                "that starts at byte 0");
  assert_error ("a\001\000", 3, 0, 0,
                "byte 1: 1 encodes no literal (it would be -0)");
}
END_TEST

START_TEST (memory_is_bounded)
{
  ss_drat_opts o = { .format = SS_DRAT_AUTO, .max_bytes = 1 << 20 };
  static const char proof[] = "1000000 0\n0\n";
  run r = check_with (base, proof, sizeof proof - 1, &o, 0);
  ck_assert_int_eq (r.rc, SS_DRAT_ENOMEM);
  ck_assert_str_eq (r.err.msg, "out of memory: the check needs more than "
                    "1 MiB");
  r = check_with (base, proof, sizeof proof - 1, 0, 0);
  ck_assert_int_eq (r.rc, 0);
}
END_TEST

/* The reader's limits (drat.h, docs/limits.md), each with its message
 * and where the step starts; lowered here, as a real file would be too
 * big.  A limit just met is fine. */
START_TEST (reader_limits_are_refused_with_their_own_message)
{
  ss_drat_opts o = { .max_clauses = 7, .max_lemma_lits = 3 };
  run r = check_opts (base, "2 0\n0\n", &o);
  ck_assert_int_eq (r.rc, 0); /* 5 + 2 = 7 clauses: at the limit */
  r = check_opts (base, "1 3 0\n2 0\n0\n", &o);
  ck_assert_int_eq (r.rc, SS_DRAT_EINPUT);
  ck_assert_str_eq (r.err.msg, "more than 7 clauses, the formula's and the "
                    "lemmas together");
  ck_assert_int_eq (r.err.line, 3);
  r = check_opts (base, "c\n2 3 4 0\n0\n", &o);
  ck_assert_int_eq (r.rc, 0); /* three literals: at the limit */
  r = check_opts (base, "c\n2 3 4 -1 0\n0\n", &o);
  ck_assert_int_eq (r.rc, SS_DRAT_EINPUT);
  ck_assert_str_eq (r.err.msg, "a lemma longer than 3 literals");
  ck_assert_int_eq (r.err.line, 2);
  r = check_opts (base, "d 1 2 3 4 0\n0\n", &o);
  ck_assert_int_eq (r.rc, SS_DRAT_EINPUT);
  ck_assert_str_eq (r.err.msg, "a deletion longer than 3 literals");
  static const unsigned char bin[] = { 'a', 4, 6, 8, 10, 0 };
  r = check_with (base, (const char *) bin, sizeof bin, &o, 0);
  ck_assert_int_eq (r.rc, SS_DRAT_EINPUT);
  ck_assert_str_eq (r.err.msg, "byte 0: a lemma longer than 3 literals");
  ss_drat *ck = ss_drat_new (&o);
  ss_error err;
  int lit = (int) SS_DRAT_MAX_VAR + 1;
  ck_assert_int_eq (ss_drat_add_input (ck, &lit, 1, &err), SS_DRAT_EINPUT);
  lit = -2147483647 - 1;
  ck_assert_int_eq (ss_drat_add_input (ck, &lit, 1, &err), SS_DRAT_EINPUT);
  ss_drat_free (ck);
}
END_TEST

START_TEST (the_core_proof_is_a_proof)
{
  char *buf = 0;
  size_t len = 0;
  FILE *out = open_memstream (&buf, &len);
  static const char proof[] = "4 -6 0\n3 -5 0\n5 0\n-3 2 0\n0\n";
  run r = check_with (rat_cnf, proof, sizeof proof - 1, 0, out);
  fclose (out);
  assert_says (r, "verified");
  ck_assert_str_eq (buf, "3 -5 0\n5 0\n-3 2 0\n0\n");
  assert_says (check (rat_cnf, buf), "verified");
  free (buf);
}
END_TEST

/* ---- certified verdicts ----------------------------------------------- */

static ss_grid
grid_of (const char *text)
{
  return tu_parse (text);
}

/* Solves with fast and certifies the verdict. */
static ss_cert_status
certify_text (const char *text, ss_status want, ss_cert *c)
{
  ss_grid g = grid_of (text);
  ss_result res;
  ss_solve_opts o = { .limit = 2 };
  ck_assert_int_eq (ss_solve (ss_solver_find ("fast"), &g, &o, &res), 0);
  ck_assert_int_eq (res.status, want);
  ss_cert_status st = ss_certify (&g, &res, 0, c);
  ss_result_free (&res);
  ss_grid_free (&g);
  return st;
}

START_TEST (unsat_and_unique_are_certified)
{
  ss_cert c;
  /* tdoku's first unsat puzzle, and top95's first. */
  ck_assert_int_eq (certify_text (
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1"
    "........4...9", SS_UNIQUE, &c), SS_CERT_CERTIFIED);
  ck_assert_int_gt (c.lemmas, 0);
  ck_assert_int_gt (c.proof_bytes, 0);
  ck_assert_str_eq (c.note, "");
  ck_assert_int_eq (certify_text (
    ".1234567..8.............................................................9"
    "........", SS_UNSAT, &c), SS_CERT_CERTIFIED);
  ck_assert_int_eq (c.claim, SS_UNSAT);
}
END_TEST

START_TEST (picosat_proves_too)
{
  ss_grid g = grid_of (
    ".1234567..8.............................................................9"
    "........");
  ss_result res;
  ss_solve_opts o = { .limit = 2 };
  ss_cert c;
  ck_assert_int_eq (ss_solve (ss_solver_find ("dlx"), &g, &o, &res), 0);
  ck_assert_int_eq (ss_certify_with (SS_PROVER_PICOSAT, &g, &res, 0, &c),
                    SS_CERT_CERTIFIED);
  ck_assert_int_eq (c.prover, SS_PROVER_PICOSAT);
  ss_result_free (&res);
  ss_grid_free (&g);
  g = tu_first_grid ("data/top95.txt");
  memset (&res, 0, sizeof res);
  res.status = SS_UNSAT;
  ck_assert_int_eq (ss_certify_with (SS_PROVER_PICOSAT, &g, &res, 0, &c),
                    SS_CERT_REFUTED);
  ck_assert_str_eq (c.note, "picosat found a solution");
  ss_grid_free (&g);
}
END_TEST

START_TEST (a_full_grid_is_certified_unique)
{
  ss_cert c;
  ck_assert_int_eq (certify_text (
    "417369825632158947958724316825437169791586432346912758289643571573291"
    "684164875293", SS_UNIQUE, &c), SS_CERT_CERTIFIED);
}
END_TEST

START_TEST (other_verdicts_are_not_certified)
{
  ss_grid g = tu_first_grid ("data/fsharp_seed_multiple.txt");
  ss_result res;
  ss_solve_opts o = { .limit = 2 };
  ss_cert c;
  ck_assert_int_eq (ss_solve (ss_solver_find ("fast"), &g, &o, &res), 0);
  ck_assert_int_eq (res.status, SS_MULTIPLE);
  ck_assert_int_eq (ss_certify (&g, &res, 0, &c), SS_CERT_NONE);
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

START_TEST (a_false_unsat_is_refuted)
{
  ss_grid g = grid_of (
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1..."
    ".....4...9");
  ss_result res;
  memset (&res, 0, sizeof res);
  res.status = SS_UNSAT;
  ss_cert c;
  ck_assert_int_eq (ss_certify (&g, &res, 0, &c), SS_CERT_REFUTED);
  ck_assert_str_eq (c.note, "cadical found a solution");
  ss_grid_free (&g);
}
END_TEST

START_TEST (a_false_unique_is_refuted)
{
  /* The F# seed's puzzle has 3,589 solutions; claim the first unique. */
  ss_grid g = tu_first_grid ("data/fsharp_seed_multiple.txt");
  ss_result res;
  ss_solve_opts o = { .limit = 1 };
  ck_assert_int_eq (ss_solve (ss_solver_find ("dlx"), &g, &o, &res), 0);
  ck_assert_int_eq (res.status, SS_FOUND);
  res.status = SS_UNIQUE;
  ss_cert c;
  ck_assert_int_eq (ss_certify (&g, &res, 0, &c), SS_CERT_REFUTED);
  ck_assert_str_eq (c.note, "cadical found a second solution");
  ss_result_free (&res);
  ss_grid_free (&g);
}
END_TEST

START_TEST (a_timeout_leaves_it_undecided)
{
  /* The first 25x25 gecode puzzle takes cadical seconds from scratch. */
  ss_grid g = tu_first_grid ("data/gecode_25x25.txt");
  ss_result res;
  memset (&res, 0, sizeof res);
  res.status = SS_UNSAT;
  ss_cert c;
  ck_assert_int_eq (ss_certify (&g, &res, 1e-3, &c), SS_CERT_UNDECIDED);
  ck_assert_str_eq (c.note, "cadical stopped without a verdict (timeout)");
  ss_grid_free (&g);
}
END_TEST

static Suite *
proof_suite (void)
{
  Suite *s = suite_create ("proof");
  TCase *t = tcase_create ("drat");
  tcase_add_test (t, refutation_in_text_is_verified);
  tcase_add_test (t, reader_limits_are_refused_with_their_own_message);
  tcase_add_test (t, refutation_in_binary_is_verified);
  tcase_add_test (t, binary_literals_take_several_bytes);
  tcase_add_test (t, binary_starting_with_a_deletion_is_detected);
  tcase_add_test (t, format_can_be_forced);
  tcase_add_test (t, lemma_not_implied_names_its_number_and_line);
  tcase_add_test (t, unneeded_wrong_lemmas_are_not_checked);
  tcase_add_test (t, a_proof_without_the_empty_clause_is_rejected);
  tcase_add_test (t, an_empty_clause_without_conflict_is_rejected);
  tcase_add_test (t, a_deleted_clause_is_gone);
  tcase_add_test (t, one_copy_of_a_duplicated_clause_survives_its_deletion);
  tcase_add_test (t, a_formula_refuted_by_its_units_needs_no_proof);
  tcase_add_test (t, a_conflict_before_the_empty_clause_is_enough);
  tcase_add_test (t, a_picosat_rup_header_is_skipped);
  tcase_add_test (t, reading_stops_at_the_empty_clause);
  tcase_add_test (t, rat_with_a_tautological_resolvent);
  tcase_add_test (t, rat_is_on_the_first_literal);
  tcase_add_test (t, rat_with_a_resolvent_that_is_not_rup_fails);
  tcase_add_test (t, extension_variables_above_the_formula);
  tcase_add_test (t, extended_resolution_definitions);
  tcase_add_test (t, deleting_a_reason_clause_is_ignored);
  tcase_add_test (t, odd_steps_are_counted);
  tcase_add_test (t, a_tautology_can_be_deleted);
  tcase_add_test (t, malformed_text_says_where);
  tcase_add_test (t, malformed_binary_says_which_byte);
  tcase_add_test (t, memory_is_bounded);
  tcase_add_test (t, the_core_proof_is_a_proof);
  suite_add_tcase (s, t);
  TCase *c = tcase_create ("certify");
  tcase_set_timeout (c, 60);
  tcase_add_test (c, unsat_and_unique_are_certified);
  tcase_add_test (c, picosat_proves_too);
  tcase_add_test (c, a_full_grid_is_certified_unique);
  tcase_add_test (c, other_verdicts_are_not_certified);
  tcase_add_test (c, a_false_unsat_is_refuted);
  tcase_add_test (c, a_false_unique_is_refuted);
  tcase_add_test (c, a_timeout_leaves_it_undecided);
  suite_add_tcase (s, c);
  return s;
}

int
main (void)
{
  return tu_run (proof_suite ());
}
