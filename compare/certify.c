/* certify.c (compare) -- the consensus certified, and the tally (see
 * certify.h). */
#include "certify.h"

#include <string.h>

#include "../core/model.h"

/* The consensus as a result for ss_certify: for unique, the one
 * verified solution some solver holds. */
ss_cert_status
ss_cmp_certify (ss_cert_prover prover, const ss_grid *puzzle,
                const ss_cmp_entry *e, int count, const ss_cmp_verdict *v,
                double timeout, ss_cert *out)
{
  ss_result r;
  memset (&r, 0, sizeof r);
  memset (out, 0, sizeof *out);
  out->claim = v->consensus;
  r.status = v->consensus;
  for (int i = 0; i < count && r.status == SS_UNIQUE && !r.count; i++)
    if (e[i].solver && e[i].res.count >= 1 && !e[i].wrong)
      r.solution = e[i].res.solution, r.count = 1;
  if (v->consensus == SS_UNIQUE && v->proven_solutions != 1)
    return out->status = SS_CERT_NONE;
  if (v->consensus == SS_UNSAT || v->consensus == SS_UNIQUE)
    if (ss_cert_cannot_encode (prover, puzzle, out))
      return out->status;
  return ss_certify_with (prover, puzzle, &r, timeout, out);
}

int
ss_cert_cannot_encode (ss_cert_prover prover, const ss_grid *puzzle,
                       ss_cert *out)
{
  const ss_solver *s = ss_solver_find (ss_cert_prover_name (prover));
  uint64_t lacks = s ? ss_solver_lacks (s, puzzle) : 0;
  char rules[512];
  if (!lacks)
    return 0;
  ss_kinds_text (lacks, rules, sizeof rules);
  out->prover = prover;
  snprintf (out->note, sizeof out->note, "%s cannot encode this puzzle's "
            "%.150s rules: no proof", s->name, rules);
  return out->status = SS_CERT_UNDECIDED, 1;
}

int
ss_cmp_cert_agrees (const ss_cmp_entry *e, const ss_cert *c)
{
  return c && c->status == SS_CERT_CERTIFIED && e->solver
         && e->res.status == c->claim;
}

void
ss_cmp_cert_count (ss_cmp_cert_tally *t, const ss_cmp_entry *e, int count,
                   const ss_cert *c)
{
  if (c->status == SS_CERT_NONE)
    return;
  t->records++;
  t->seconds += c->solve_seconds + c->check_seconds;
  if (c->status != SS_CERT_CERTIFIED)
    {
      t->failed++;
      return;
    }
  t->certified++;
  for (int i = 0; i < count; i++)
    if (ss_cmp_cert_agrees (&e[i], c))
      {
        t->agreeing++;
        t->agreeing_inhouse += !(e[i].solver->flags & SS_SAT);
      }
}

void
ss_cmp_cert_write (FILE *out, const ss_cmp_cert_tally *t)
{
  fprintf (out, "certified: %llu of %llu unsat/unique verdicts (%s proofs "
           "from %s, checked by sudosat's checker)",
           (unsigned long long) t->certified,
           (unsigned long long) t->records,
           t->prover && !strcmp (t->prover, "picosat") ? "RUP" : "DRAT",
           t->prover ? t->prover : "cadical");
  if (t->failed)
    fprintf (out, "; CERTIFICATION FAILED on %llu",
             (unsigned long long) t->failed);
  fprintf (out, "\n%llu solver verdicts agree with a certified verdict "
           "(%llu from in-house solvers)\n",
           (unsigned long long) t->agreeing,
           (unsigned long long) t->agreeing_inhouse);
}

void
ss_cmp_cert_write_json (FILE *out, const ss_cmp_cert_tally *t)
{
  fprintf (out, "{\"certification\":{\"prover\":\"%s\",\"records\":%llu,"
           "\"certified\":%llu,\"failed\":%llu,\"agreeing_verdicts\":%llu,"
           "\"agreeing_inhouse\":%llu,\"seconds\":%.3f}}\n",
           t->prover ? t->prover : "cadical",
           (unsigned long long) t->records,
           (unsigned long long) t->certified,
           (unsigned long long) t->failed, (unsigned long long) t->agreeing,
           (unsigned long long) t->agreeing_inhouse, t->seconds);
}

void
ss_cmp_cert_write_failure (FILE *out, const char *file, long record,
                           long line, const ss_cert *c)
{
  fprintf (out, "certification failed: %s record %ld (line %ld), consensus "
           "%s: %s: %s\n", file, record, line, ss_status_name (c->claim),
           ss_cert_status_name (c->status), c->note);
}
