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
#include "../proof/lrat.h"
#include "../encoder/cnf.h"
#include "../sat/cadical_proof.h"
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

/* Checks proof (len bytes) against cnf with the options; writes the
 * trimmed proof to core, and with o->lrat the LRAT proof to lrat, when
 * it verifies (either may be 0). */
static run
check_raw (const char *cnf, const char *proof, size_t len,
           const ss_drat_opts *o, FILE *core, FILE *lrat)
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
  if (!r.rc && core && r.res.verdict == SS_DRAT_VERIFIED)
    ck_assert_int_eq (ss_drat_write_core (ck, &r.res, core), 0);
  if (!r.rc && lrat && r.res.verdict == SS_DRAT_VERIFIED)
    ck_assert_int_eq (ss_drat_write_lrat (ck, &r.res, lrat), 0);
  ss_drat_free (ck);
  return r;
}

/* The LRAT checker's answer on lrat (len bytes) against cnf. */
static run
lrat_check (const char *cnf, const char *lrat, size_t len,
            const ss_lrat_opts *o)
{
  run r;
  memset (&r, 0, sizeof r);
  ss_lrat *lr = ss_lrat_new (o);
  ck_assert_ptr_nonnull (lr);
  ss_lrat_result res;
  FILE *f = fmemopen ((void *) cnf, strlen (cnf), "r");
  r.rc = ss_lrat_read_cnf (lr, f, "cnf", &r.err);
  fclose (f);
  f = len ? fmemopen ((void *) lrat, len, "r") : fopen ("/dev/null", "r");
  if (!r.rc)
    r.rc = ss_lrat_check (lr, f, "lrat", &res, &r.err);
  fclose (f);
  if (!r.rc)
    ss_lrat_describe (&res, r.text, sizeof r.text);
  ss_lrat_free (lr);
  return r;
}

static run
lrat_says (const char *cnf, const char *lrat)
{
  return lrat_check (cnf, lrat, strlen (lrat), 0);
}

/* A verified proof's trimmed proof and LRAT proof are written again and
 * checked: the trimmed one by this checker, the LRAT one by the other.
 * So every proof a test verifies checks the writers too. */
static void
recheck (const char *cnf, const char *proof, size_t len,
         const ss_drat_opts *o)
{
  char *core = 0, *lrat = 0;
  size_t ncore = 0, nlrat = 0;
  FILE *fc = open_memstream (&core, &ncore);
  FILE *fl = open_memstream (&lrat, &nlrat);
  ss_drat_opts with = o ? *o : (ss_drat_opts) { .format = SS_DRAT_AUTO };
  with.lrat = 1;
  run r = check_raw (cnf, proof, len, &with, fc, fl);
  fclose (fc);
  fclose (fl);
  ck_assert_str_eq (r.text, "verified");
  r = check_raw (cnf, core, ncore, 0, 0, 0);
  ck_assert_msg (r.rc == 0 && !strcmp (r.text, "verified"), "the core "
                 "proof does not verify: %s\n%s", r.err.msg, core);
  r = lrat_check (cnf, lrat, nlrat, 0);
  ck_assert_msg (r.rc == 0 && !strcmp (r.text, "verified"), "the LRAT "
                 "proof does not verify: %s %s\n%s", r.err.msg, r.text,
                 lrat);
  free (core);
  free (lrat);
}

static run
check_with (const char *cnf, const char *proof, size_t len,
            const ss_drat_opts *o, FILE *core)
{
  run r = check_raw (cnf, proof, len, o, core, 0);
  if (!r.rc && r.res.verdict == SS_DRAT_VERIFIED)
    recheck (cnf, proof, len, o);
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

/* Memory follows the proof's size, not the largest variable it names
 * (dense.h): variables 10^8 and 2^30 - 1 fit in 1 MiB, while a proof
 * of 100,000 lemmas does not. */
START_TEST (memory_is_bounded)
{
  ss_drat_opts o = { .format = SS_DRAT_AUTO, .max_bytes = 1 << 20 };
  static const char huge[] = "100000000 -1073741823 0\n-100000000 2 0\n"
                             "1073741823 2 0\n2 0\n0\n";
  run r = check_with (base, huge, sizeof huge - 1, &o, 0);
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.variables, 1073741823);
  ck_assert_int_eq (r.res.stats.input_vars, 4);
  size_t size = 0;
  char *many = 0;
  FILE *f = open_memstream (&many, &size);
  for (int k = 0; k < 100000; k++)
    fprintf (f, "%d %d 0\n", 3 + k % 50, -(5 + k % 70));
  fputs ("2 0\n0\n", f);
  fclose (f);
  r = check_with (base, many, size, &o, 0);
  ck_assert_int_eq (r.rc, SS_DRAT_ENOMEM);
  ck_assert_str_eq (r.err.msg, "out of memory: the check needs more than "
                    "1 MiB");
  r = check_raw (base, many, size, 0, 0, 0); /* no recheck: slow under ASan */
  assert_says (r, "verified");
  free (many);
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

/* The formula alone is refuted (its units conflict, or it holds the
 * empty clause): the trimmed proof is the empty clause alone, whatever
 * the proof deleted before it (issue 20: it kept deletions of the very
 * clauses that refute the formula, and wrote "d 0" for an empty one). */
START_TEST (the_core_of_a_formula_refuted_alone_is_the_empty_clause)
{
  static const char *const cases[][2] = {
    { "p cnf 1 2\n1 0\n-1 0\n", "d 1 0\nd -1 0\n0\n" },
    { "p cnf 2 2\n0\n1 2 0\n", "d 0\nd 1 2 0\n1 0\n0\n" },
    { "p cnf 2 3\n1 0\n-1 2 0\n-2 0\n", "d -1 2 0\n0\n" },
  };
  for (int k = 0; k < 3; k++)
    {
      char *buf = 0;
      size_t len = 0;
      FILE *out = open_memstream (&buf, &len);
      run r = check_with (cases[k][0], cases[k][1], strlen (cases[k][1]), 0,
                          out);
      fclose (out);
      assert_says (r, "verified");
      ck_assert_str_eq (buf, "0\n");
      assert_says (check (cases[k][0], buf), "verified");
      free (buf);
    }
}
END_TEST

/* ---- LRAT ------------------------------------------------------------- */

/* The LRAT proof of a RAT refutation: the pivot first, one case per
 * clause holding its negation, each with its own hints. */
START_TEST (lrat_of_a_rat_proof)
{
  char *buf = 0;
  size_t len = 0;
  FILE *out = open_memstream (&buf, &len);
  static const char proof[] = "3 -5 0\n5 0\n-3 2 0\n0\n";
  ss_drat_opts o = { .lrat = 1 };
  run r = check_raw (rat_cnf, proof, sizeof proof - 1, &o, 0, out);
  fclose (out);
  assert_says (r, "verified");
  ck_assert_int_eq (r.res.stats.rat, 1);
  ck_assert_str_eq (buf, "9 3 -5 0 -5 0\n10 5 0 6 4 2 0\n"
                    "11 -3 2 0 1 2 0\n12 0 10 9 11 3 4 0\n");
  assert_says (lrat_says (rat_cnf, buf), "verified");
  free (buf);
  /* written by hand: "3 -5" is RAT on 3 (clause 5, "-3 5", resolves to
   * a tautology); "5" then follows from clauses 6 and 7. */
  assert_says (lrat_says (rat_cnf, "9 3 -5 0 -5 0\n10 5 0 6 7 0\n"
                          "11 -3 2 0 1 2 0\n12 0 10 9 11 3 4 0\n"),
               "verified");
  /* a case without hints: its resolvent is a tautology */
  assert_says (lrat_says (rat_cnf, "9 3 -5 0 0\n10 5 0 6 7 0\n"
                          "11 -3 2 0 1 2 0\n12 0 10 9 11 3 4 0\n"),
               "verified");
  assert_says (lrat_says (rat_cnf, "9 3 0 0\n"),
               "rejected: lemma 9 (line 1): no conflict after the last "
               "hint");
  assert_says (lrat_says (rat_cnf, "9 3 0 -6 0\n"),
               "rejected: lemma 9 (line 1): RAT case 6 does not hold the "
               "pivot's negation");
  assert_says (lrat_says (rat_cnf, "9 3 -5 0 -6 0\n"),
               "rejected: lemma 9 (line 1): RAT case 6 does not hold the "
               "pivot's negation");
  assert_says (lrat_says (rat_cnf, "9 -5 3 0 -8 0\n"),
               "rejected: lemma 9 (line 1): RAT case 8: no conflict after "
               "its hints");
  assert_says (lrat_says ("p cnf 3 2\n-1 2 0\n-1 3 0\n", "3 1 -2 0 -1 0\n"),
               "rejected: lemma 3 (line 1): clause 2 holds the pivot's "
               "negation but has no RAT case");
  /* a fresh variable: no clause holds its negation, no case needed */
  assert_says (lrat_says (rat_cnf, "9 7 -1 0 0\n"), "rejected: the proof "
               "ends without the empty clause");
}
END_TEST

/* base: 1 = "1 2", 2 = "-1 2", 3 = "1 -2", 4 = "-1 -2", 5 = "-3 4". */
START_TEST (lrat_hints_are_followed_and_checked)
{
  assert_says (lrat_says (base, "6 2 0 1 2 0\n7 0 6 3 4 0\n"), "verified");
  assert_says (lrat_says (base, "c a comment\n6 2 0 1 2 0\n"
                          "6 d 5 0\n7 0 6 3 4 0\nnot read\n"), "verified");
  static const char *const bad[][2] = {
    { "6 2 0 1 0\n", "lemma 6 (line 1): no conflict after the last hint" },
    { "6 2 0 1 9 0\n", "lemma 6 (line 1): hint 9 names no clause present" },
    { "6 2 0 5 0\n", "lemma 6 (line 1): hint 5 is not unit (2 literals "
      "open)" },
    { "6 2 0 3 1 2 0\n", "lemma 6 (line 1): hint 3 is not unit (it is "
      "satisfied)" },
    { "5 2 0 1 2 0\n", "lemma 5 (line 1): its ID is not above 5, the last "
      "one" },
    { "6 d 1 0\n7 2 0 1 2 0\n", "lemma 7 (line 2): hint 1 names no clause "
      "present" },
    { "6 2 0 1 2 0\n7 0 4 6 0\n", "lemma 7 (line 2): hint 4 is not unit "
      "(2 literals open)" },
    { "6 2 0 1 2 0\n", "the proof ends without the empty clause" },
  };
  for (int k = 0; k < 8; k++)
    {
      char want[200];
      snprintf (want, sizeof want, "rejected: %s", bad[k][1]);
      assert_says (lrat_says (base, bad[k][0]), want);
    }
}
END_TEST

static void
assert_lrat_error (const char *lrat, long line, long col, const char *msg)
{
  run r = lrat_says (base, lrat);
  ck_assert_int_eq (r.rc, SS_LRAT_EINPUT);
  ck_assert_str_eq (r.err.msg, msg);
  ck_assert_int_eq (r.err.line, line);
  ck_assert_int_eq (r.err.col, col);
}

START_TEST (malformed_lrat_says_where)
{
  assert_lrat_error ("6 2 0 1 x 0\n", 1, 9, "expected a number, found 'x'");
  assert_lrat_error ("6 2 0 1 2", 1, 10, "expected a number, found the end "
                     "of the proof");
  assert_lrat_error ("0 2 0 1 2 0\n", 1, 1, "a step starts with its ID, 1 "
                     "or more");
  assert_lrat_error ("6 dd 1 0\n", 1, 4, "expected a blank after 'd'");
  assert_lrat_error ("6 d -1 0\n", 1, 7, "a deletion names clause IDs, "
                     "which are positive");
  assert_lrat_error ("6 2 0 1 2x 0\n", 1, 10, "expected a blank after a "
                     "number, found 'x'");
  assert_lrat_error ("6 1073741824 0 1 0\n", 1, 3, "number too large (at "
                     "most 1073741823 here)");
  assert_lrat_error ("4611686018427387904 0 0\n", 1, 1, "number too large "
                     "(at most 4611686018427387903 here)");
}
END_TEST

START_TEST (lrat_limits_are_refused_with_their_own_message)
{
  ss_lrat_opts o = { .max_lits = 2, .max_hints = 3 };
  static const char ok[] = "6 2 -3 0 1 2 0\n7 2 0 1 2 0\n8 0 7 3 4 0\n";
  run r = lrat_check (base, ok, sizeof ok - 1, &o);
  ck_assert_str_eq (r.text, "verified"); /* at both limits */
  static const char lits[] = "6 2 -3 4 0 1 2 0\n";
  r = lrat_check (base, lits, sizeof lits - 1, &o);
  ck_assert_int_eq (r.rc, SS_LRAT_EINPUT);
  ck_assert_str_eq (r.err.msg, "a lemma longer than 2 literals");
  static const char hints[] = "6 2 0 1 2 3 4 0\n";
  r = lrat_check (base, hints, sizeof hints - 1, &o);
  ck_assert_int_eq (r.rc, SS_LRAT_EINPUT);
  ck_assert_str_eq (r.err.msg, "more than 3 hints in one step");
  /* memory: variables named by huge numbers cost nothing; a proof of
   * 200,000 clauses does not fit in 1 MiB */
  ss_lrat_opts small = { .max_bytes = 1 << 20 };
  static const char huge[] = "6 1000000000 2 0 1 2 0\n7 2 0 1 2 0\n"
                             "8 0 7 3 4 0\n";
  r = lrat_check (base, huge, sizeof huge - 1, &small);
  ck_assert_str_eq (r.text, "verified");
  size_t size = 0;
  char *many = 0;
  FILE *f = open_memstream (&many, &size);
  for (int k = 0; k < 200000; k++)
    fprintf (f, "%d 2 %d 0 1 2 0\n", 6 + k, 10 + k);
  fclose (f);
  r = lrat_check (base, many, size, &small);
  ck_assert_int_eq (r.rc, SS_LRAT_ENOMEM);
  ck_assert_str_eq (r.err.msg, "out of memory: the check needs more than "
                    "1 MiB");
  free (many);
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

/* What certify.c refutes for a verdict: the reduced CNF and, for
 * unique, the clause that blocks the solution; as DIMACS text, with
 * CaDiCaL's binary DRAT proof of it. */
static void
certified_formula (const ss_grid *g, const ss_result *res, char **cnf,
                   size_t *ncnf, char **proof, size_t *nproof)
{
  ss_cnf f;
  ss_encode_opts eo;
  ss_error err;
  ss_encode_opts_default (&eo, g->n);
  eo.encoding = SS_ENC_REDUCED;
  ck_assert_int_eq (ss_cnf_build (&f, g, &eo, &err), 0);
  FILE *pf = open_memstream (proof, nproof), *cf = open_memstream (cnf, ncnf);
  ss_cadical_proof *s = ss_cadical_proof_new (pf, 1);
  int unique = res->status == SS_UNIQUE;
  fprintf (cf, "p cnf %ld %ld\n", f.info.nvars, f.info.nclauses + unique);
  for (long i = 0; i < f.info.nclauses; i++)
    {
      int len;
      const int *l = ss_cnf_clause (&f, i, &len);
      for (int k = 0; k < len; k++)
        fprintf (cf, "%d ", l[k]), ss_cadical_proof_add (s, l[k]);
      fputs ("0\n", cf), ss_cadical_proof_add (s, 0);
    }
  for (int i = 0; unique && i < g->n * g->n; i++)
    if (!g->cell[i])
      {
        long v = ss_varmap_var (&f.map, i / g->n, i % g->n,
                                res->solution.cell[i]);
        fprintf (cf, "%ld ", -v), ss_cadical_proof_add (s, (int) -v);
      }
  if (unique)
    fputs ("0\n", cf), ss_cadical_proof_add (s, 0);
  ck_assert_int_eq (ss_cadical_proof_solve (s), 20);
  ss_cadical_proof_free (s);
  fclose (pf);
  fclose (cf);
  ss_cnf_free (&f);
}

/* lrat with the first lemma line's hints spoiled: its first hint names
 * a clause that is not there (how = 0), or its last hint is dropped. */
static char *
spoil (const char *lrat, int how)
{
  char *out = 0;
  size_t n = 0;
  FILE *f = open_memstream (&out, &n);
  int done = 0;
  for (const char *line = lrat; *line;)
    {
      const char *end = strchr (line, '\n'), *zero = strstr (line, " 0 ");
      size_t len = (size_t) (end - line);
      int hinted = !memchr (line, 'd', len) && zero && zero + 3 < end;
      if (done || !hinted)
        fwrite (line, 1, len + 1, f);
      else if (how == 0)
        {
          fwrite (line, 1, (size_t) (zero + 3 - line), f);
          fputs ("999999999 ", f);
          fwrite (zero + 3, 1, (size_t) (end - zero - 2), f);
        }
      else
        {
          const char *last = end - 2; /* before the final " 0" */
          while (last > zero + 3 && last[-1] != ' ')
            last--;
          fwrite (line, 1, (size_t) (last - line), f);
          fputs ("0\n", f);
        }
      done |= hinted;
      line = end + 1;
    }
  fclose (f);
  return out;
}

typedef struct lrat_tally { int proofs, spoiled_rejected; } lrat_tally;

/* Every unsat and unique record: its certifying proof as LRAT verifies,
 * and each of two spoilings of it is rejected. */
static void
lrat_of_record (void *ctx, ss_record *rec)
{
  lrat_tally *t = ctx;
  ss_result res;
  ss_solve_opts o = { .limit = 2 };
  if (!rec->ok || ss_solve (ss_solver_find ("fast"), &rec->grid, &o, &res))
    return;
  if (res.status == SS_UNSAT || res.status == SS_UNIQUE)
    {
      char *cnf, *proof, *lrat = 0;
      size_t ncnf, nproof, nlrat = 0;
      certified_formula (&rec->grid, &res, &cnf, &ncnf, &proof, &nproof);
      FILE *out = open_memstream (&lrat, &nlrat);
      ss_drat_opts lo = { .lrat = 1 };
      run r = check_raw (cnf, proof, nproof, &lo, 0, out);
      fclose (out);
      assert_says (r, "verified");
      assert_says (lrat_says (cnf, lrat), "verified");
      t->proofs++;
      for (int how = 0; how < 2; how++)
        {
          char *bad = spoil (lrat, how);
          r = lrat_says (cnf, bad);
          t->spoiled_rejected += r.rc == 0 && !strncmp (r.text, "rejected: "
                                                        "lemma ", 16);
          free (bad);
        }
      free (cnf), free (proof), free (lrat);
    }
  ss_result_free (&res);
}

START_TEST (cadical_proofs_of_the_run_mix_become_lrat)
{
  lrat_tally t = { 0, 0 };
  static const char *const files[] = { "data/run/4x4_sample.txt",
                                       "data/run/9x9_mixed.txt",
                                       "data/run/16x16_sample.txt" };
  for (int k = 0; k < 3; k++)
    tu_each_record (files[k], 0, lrat_of_record, &t);
  ck_assert_int_eq (t.proofs, 58); /* every unsat and unique record */
  ck_assert_int_eq (t.spoiled_rejected, 2 * t.proofs);
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
  tcase_add_test (t, the_core_of_a_formula_refuted_alone_is_the_empty_clause);
  tcase_add_test (t, lrat_of_a_rat_proof);
  tcase_add_test (t, lrat_hints_are_followed_and_checked);
  tcase_add_test (t, malformed_lrat_says_where);
  tcase_add_test (t, lrat_limits_are_refused_with_their_own_message);
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
  tcase_add_test (c, cadical_proofs_of_the_run_mix_become_lrat);
  suite_add_tcase (s, c);
  return s;
}

int
main (void)
{
  return tu_run (proof_suite ());
}
