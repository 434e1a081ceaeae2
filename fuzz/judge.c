/* judge.c -- one call of the program under test on one CNF, judged.
 *
 * A model is checked clause by clause against the CNF the program was
 * given; it is wrong (a wrong model if the CNF has one, wrong SAT if it
 * has none).  An UNSAT answer is wrong when a model exists, and must be
 * certified otherwise: by the program's own proof (%p), checked by
 * sudosat's checker, or else by CaDiCaL's, also checked.  What the CNF
 * is -- satisfiable or not -- the caller knows from the puzzle's
 * reference (expect), or CaDiCaL finds out (truth.c) when the CNF is a
 * shrunk one.  Timeouts, crashes and malformed output are failures as
 * they come; "UNKNOWN" is an answer, not a failure.
 */
#include "fuzz_int.h"

#include <stdio.h>
#include <string.h>

#include "../core/budget.h"
#include "../sat/own_proof.h"

typedef struct judging {
  ss_fz_ctx *x;
  const ss_fz_cnf *f;
  int expect;          /* 10, 20, or 0 until the truth is asked */
  int truth_asked;     /* ss_fz_truth ran: its proof was checked too */
  ss_fz_answer *a;
} judging;

static int
fail (judging *j, int failure, const char *fmt, const char *detail)
{
  snprintf (j->a->note, sizeof j->a->note, fmt, detail);
  return failure;
}

/* 10 or 20; 0 when CaDiCaL stopped, -1 when its certificate failed. */
static int
want (judging *j)
{
  if (j->expect)
    return j->expect;
  char note[200] = "";
  j->truth_asked = 1;
  j->expect = ss_fz_truth (j->f, ss_fz_timeout (j->x->o), note, sizeof note);
  if (j->expect < 0)
    snprintf (j->a->note, sizeof j->a->note, "%s", note);
  return j->expect;
}

static int
judge_sat (judging *j, const ss_model *m)
{
  char which[64];
  long bad = ss_fz_cnf_false_clause (j->f, m);
  if (bad < 0)
    return j->expect == 20 ? fail (j, SS_FZ_REFERENCE, "its model "
                                   "satisfies a CNF the reference calls "
                                   "unsatisfiable%s", "")
                           : SS_FZ_NONE;
  snprintf (which, sizeof which, "clause %ld", bad + 1);
  int w = want (j);
  if (w < 0)
    return SS_FZ_REFERENCE;
  if (w == 20)
    return fail (j, SS_FZ_WRONG_SAT, "SAT on an unsatisfiable CNF (its "
                 "model leaves %s false)", which);
  return fail (j, SS_FZ_WRONG_MODEL, "SAT, but its model leaves %s false",
               which);
}

/* A right UNSAT, certified: the program's own proof, or CaDiCaL's. */
static int
certify (judging *j)
{
  char why[160];
  long lemmas;
  if (j->x->cmd.proof[0])
    {
      int ok = ss_own_proof_check (j->x->cmd.cnf, j->x->cmd.proof, why,
                                   sizeof why, &lemmas);
      j->a->proof = ok == 1;
      return ok == 1 ? SS_FZ_NONE
                     : fail (j, SS_FZ_BAD_PROOF, "own proof rejected: %s",
                             why);
    }
  if (j->truth_asked)
    return SS_FZ_NONE; /* CaDiCaL's proof was checked then */
  j->expect = 0;
  int w = want (j);
  if (w == 10)
    return fail (j, SS_FZ_WRONG_UNSAT, "UNSAT, but %s", "CaDiCaL found a "
                 "model the reference missed");
  return w < 0 ? SS_FZ_REFERENCE : SS_FZ_NONE;
}

static int
judge_unsat (judging *j)
{
  int w = want (j);
  if (w < 0)
    return SS_FZ_REFERENCE;
  if (w == 10)
    return fail (j, SS_FZ_WRONG_UNSAT, "UNSAT, but %s", j->truth_asked
                 ? "CaDiCaL found a model (checked)"
                 : "the reference found a solution");
  return certify (j);
}

int
ss_fz_judge_cnf (ss_fz_ctx *x, const ss_fz_cnf *f, int expect,
                 ss_fz_answer *a, ss_model *m)
{
  judging j = { x, f, expect, 0, a };
  memset (a, 0, sizeof *a);
  memset (m, 0, sizeof *m);
  if (ss_fz_cnf_write (f, x->cmd.cnf, 0))
    return snprintf (a->note, sizeof a->note, "cannot write %.200s",
                     x->cmd.cnf), -1;
  double deadline = ss_now () + ss_fz_timeout (x->o);
  if (x->o->timeout <= 0 && x->o->stop_at <= 0)
    deadline = 0;
  a->answer = ss_satcmd_run (&x->cmd, f->nvars, deadline, m, a->note,
                             sizeof a->note);
  switch (a->answer)
    {
    case SS_ANSWER_NOSTART: return -1;
    case SS_ANSWER_TIMEOUT: return SS_FZ_TIMEOUT;
    case SS_ANSWER_CRASH: return SS_FZ_CRASH;
    case SS_ANSWER_MALFORMED: return SS_FZ_MALFORMED;
    case SS_ANSWER_UNKNOWN: return SS_FZ_NONE;
    case SS_ANSWER_SAT: return judge_sat (&j, m);
    default: return judge_unsat (&j);
    }
}
