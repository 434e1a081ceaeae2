/* run.c -- one instance, run and judged; the whole of ss_fz_run.
 *
 * The reference is fast (dlx when fast is under test), K = 2, under the
 * same timeout: its verdict says what every answer must be.  An instance
 * it cannot decide in time is counted, not judged.
 *
 * A program gets the puzzle's CNF (the instance's encoding, AMO and
 * mode, givens as unit clauses); after a model, the CNF plus the clause
 * that blocks the model's solution: the call that proves unique.  An
 * engine gets the puzzle through ss_solve and its verdict is compared;
 * its unsat and unique verdicts are certified by CaDiCaL's proof
 * (sat/certify.h), its solutions were verified by ss_solve.
 */
#include "fuzz_int.h"

#include <stdio.h>
#include <string.h>

#include "../core/verify.h"
#include "../engines/table.h"
#include "../sat/certify.h"

static const char *const failure_names[] = {
#define SS_FZ_FAILURE_NAME(id, name, help) name,
  SS_FZ_FAILURES (SS_FZ_FAILURE_NAME)
#undef SS_FZ_FAILURE_NAME
};

static const char *const failure_helps[] = {
#define SS_FZ_FAILURE_HELP(id, name, help) help,
  SS_FZ_FAILURES (SS_FZ_FAILURE_HELP)
#undef SS_FZ_FAILURE_HELP
};

const char *
ss_fz_failure_name (ss_fz_failure f)
{
  return failure_names[f];
}

const char *
ss_fz_failure_help (ss_fz_failure f)
{
  return failure_helps[f];
}

static int
note (ss_fz_case *c, int failure, const char *fmt, const char *detail)
{
  snprintf (c->note, sizeof c->note, fmt, detail);
  c->failure = (ss_fz_failure) failure;
  return 0;
}

/* The reference's verdict on the puzzle (SS_UNKNOWN: undecided). */
static ss_status
reference (const ss_fz_opts *o, const ss_grid *p)
{
  const ss_solver *s = ss_solver_find ("fast");
  if (!o->sat_cmd && o->solver == s)
    s = ss_solver_find ("dlx");
  if (p->model) /* rules: an engine that handles them, not the one tested */
    s = ss_engine_for (p, o->sat_cmd ? 0 : o->solver);
  if (!s)
    return SS_UNKNOWN;
  ss_solve_opts so = { .limit = 2, .timeout = ss_fz_timeout (o) };
  ss_result res;
  ss_status st = ss_solve (s, p, &so, &res) ? SS_UNKNOWN : res.status;
  ss_result_free (&res);
  return st;
}

/* ---- a program ---------------------------------------------------------- */

static int
encode (const ss_fz_instance *in, ss_cnf *f, ss_error *err)
{
  ss_encode_opts eo;
  ss_encode_opts_default (&eo, in->puzzle.n);
  eo.encoding = in->reduced
                ? (ss_encoding) ss_encoding_reduced_form (in->encoding)
                : in->encoding;
  eo.amo = in->amo;
  eo.sum = in->sum;
  eo.givens = 1;
  return ss_cnf_build (f, &in->puzzle, &eo, err);
}

/* One call judged; a failure keeps its CNF.  1 when it failed, -1 when
 * sudosat could not go on, 0 otherwise (answer in a). */
static int
call (ss_fz_ctx *x, ss_fz_cnf *cnf, int expect, ss_fz_case *c,
      ss_fz_answer *a, ss_model *m)
{
  char path[700];
  if (x->saving)
    {
      snprintf (path, sizeof path, "%s/%llu-%d.cnf", x->o->save_dir,
                (unsigned long long) x->index, c->calls + 1);
      if (ss_fz_cnf_write (cnf, path, 0))
        return snprintf (c->note, sizeof c->note, "cannot write %.200s",
                         path), -1;
    }
  int got = ss_fz_judge_cnf (x, cnf, expect, a, m);
  c->calls++;
  if (got < 0)
    return snprintf (c->note, sizeof c->note, "%s", a->note), -1;
  c->unknown |= a->answer == SS_ANSWER_UNKNOWN;
  if (got == SS_FZ_NONE)
    return 0;
  c->failure = (ss_fz_failure) got;
  snprintf (c->note, sizeof c->note, "%s", a->note);
  c->failing = *cnf;
  memset (cnf, 0, sizeof *cnf);
  return 1;
}

/* The clause "not this filling of the blank cells" on top of cnf; 0,
 * 1 when no cell is blank, -1 memory. */
static int
block (ss_fz_cnf *cnf, const ss_cnf *f, const ss_grid *p, const ss_grid *g)
{
  int n = p->n, len = 0;
  int lits[SS_MAX_N * SS_MAX_N];
  for (int i = 0; i < n * n; i++)
    if (!p->cell[i])
      lits[len++] = (int) -ss_varmap_var (&f->map, i / n, i % n, g->cell[i]);
  return !len ? 1 : ss_fz_cnf_add (cnf, lits, len);
}

/* After a model that satisfies the CNF: it must be a solution, and the
 * call with it blocked must say what the reference says. */
static int
second_call (ss_fz_ctx *x, const ss_cnf *f, ss_fz_cnf *cnf,
             const ss_fz_instance *in, const ss_model *m, ss_fz_case *c)
{
  ss_grid g;
  ss_error err;
  int missing = ss_varmap_grid (&f->map, ss_model_value, (void *) m, &g,
                                &err), rc = 0;
  if (missing < 0)
    return snprintf (c->note, sizeof c->note, "out of memory"), -1;
  if (missing || ss_verify_solution (&in->puzzle, &g, 0))
    rc = note (c, SS_FZ_REFERENCE, "a model that satisfies the CNF is not "
               "a solution of the puzzle: the encoding is wrong%s", "");
  else if ((rc = block (cnf, f, &in->puzzle, &g)) < 0)
    snprintf (c->note, sizeof c->note, "out of memory");
  else if (!rc)
    {
      ss_fz_answer a;
      ss_model m2;
      rc = call (x, cnf, c->reference == SS_MULTIPLE ? 10 : 20, c, &a, &m2);
      ss_model_free (&m2);
    }
  ss_grid_free (&g);
  return rc < 0 ? -1 : 0;
}

static int
program_case (ss_fz_ctx *x, const ss_fz_instance *in, ss_fz_case *c)
{
  ss_cnf f;
  ss_fz_cnf cnf;
  ss_fz_answer a;
  ss_model m = { 0 };
  ss_error err;
  if (encode (in, &f, &err))
    return snprintf (c->note, sizeof c->note, "cannot encode: %.200s",
                     err.msg), -1;
  int rc = ss_fz_cnf_from (&cnf, &f) ? -1 : 0;
  int has = c->reference == SS_UNIQUE || c->reference == SS_MULTIPLE;
  if (!rc)
    rc = call (x, &cnf, has ? 10 : 20, c, &a, &m);
  if (!rc && a.answer == SS_ANSWER_SAT && has)
    rc = second_call (x, &f, &cnf, in, &m, c);
  ss_model_free (&m);
  ss_fz_cnf_free (&cnf);
  ss_cnf_free (&f);
  return rc < 0 ? -1 : 0;
}

/* ---- an engine --------------------------------------------------------- */

static int
has_solution (ss_status s)
{
  return s == SS_UNIQUE || s == SS_MULTIPLE || s == SS_FOUND;
}

/* Its verdict against the reference's; unsat and unique certified. */
static int
judge_verdict (const ss_fz_instance *in, const ss_result *res,
               double timeout, ss_fz_case *c)
{
  ss_status got = res->status, ref = c->reference;
  if (got == SS_UNSAT && has_solution (ref))
    return note (c, SS_FZ_WRONG_UNSAT, "unsat, but the reference found a "
                 "solution%s", "");
  if (got == SS_UNIQUE && ref == SS_MULTIPLE)
    return note (c, SS_FZ_WRONG_UNSAT, "unique, but the reference found "
                 "two solutions%s", "");
  if (got != ref)
    return note (c, SS_FZ_REFERENCE, "the reference says %s, and the "
                 "engine's solutions verify", ss_status_name (ref));
  ss_cert cert;
  ss_cert_status st = ss_certify (&in->puzzle, res, timeout, &cert);
  if (st == SS_CERT_REFUTED)
    return note (c, SS_FZ_WRONG_UNSAT, "%s", cert.note);
  if (st == SS_CERT_REJECTED || st == SS_CERT_FAILED)
    return note (c, SS_FZ_REFERENCE, "certification: %.200s", cert.note);
  return 0;
}

static int
engine_case (ss_fz_ctx *x, const ss_fz_instance *in, ss_fz_case *c)
{
  const ss_fz_opts *o = x->o;
  ss_solve_opts so = { .limit = 2, .timeout = ss_fz_timeout (o),
                       .ipasir_lib = o->ipasir_lib };
  if (o->solver->flags & SS_SAT)
    {
      so.sat_encoding = ss_encoding_name (in->encoding);
      so.sat_amo = ss_amo_name (in->amo);
      so.sat_mode = in->reduced ? "reduced" : "assume";
      so.sat_sum = in->sum ? ss_sum_name (in->sum) : 0;
    }
  ss_result res;
  if (ss_solve (o->solver, &in->puzzle, &so, &res))
    return snprintf (c->note, sizeof c->note, "%s", res.note), -1;
  c->calls = 1;
  if (res.wrong)
    note (c, SS_FZ_WRONG_MODEL, "a solution that does not verify (%.190s)",
          res.note);
  else if (res.status == SS_UNKNOWN && strstr (res.note, "timeout"))
    note (c, SS_FZ_TIMEOUT, "%s", res.note);
  else if (res.status == SS_UNKNOWN)
    c->unknown = 1;
  else
    judge_verdict (in, &res, ss_fz_timeout (o), c);
  ss_result_free (&res);
  return 0;
}

int
ss_fz_case_run (ss_fz_ctx *x, const ss_fz_instance *in, ss_fz_case *c)
{
  memset (c, 0, sizeof *c);
  c->reference = reference (x->o, &in->puzzle);
  if (c->reference == SS_UNKNOWN)
    return 0;
  return x->o->sat_cmd ? program_case (x, in, c) : engine_case (x, in, c);
}

void
ss_fz_case_free (ss_fz_case *c)
{
  ss_fz_cnf_free (&c->failing);
}

/* ---- the whole run ------------------------------------------------------ */

static int
shrink_and_keep (ss_fz_ctx *x, ss_fz_result *r, ss_fz_case *c)
{
  ss_grid found;
  ss_fz_cnf before, after;
  int rc = ss_grid_copy (&found, &r->inst.puzzle) ? -1 : 0;
  memset (&after, 0, sizeof after);
  if (!rc)
    rc = ss_fz_cnf_copy (&before, &c->failing);
  r->givens_before = ss_grid_givens (&found);
  r->clauses_before = before.n, r->lits_before = before.nlits;
  if (!rc)
    rc = ss_fz_shrink (x, r, c, &after);
  if (!rc && x->o->out_dir)
    rc = ss_fz_keep (x, r, &found, &before, &after);
  ss_fz_cnf_free (&before);
  ss_fz_cnf_free (&after);
  ss_grid_free (&found);
  return rc;
}

int
ss_fz_run (const ss_fz_opts *o, uint64_t index, ss_fz_result *r)
{
  ss_fz_ctx x;
  ss_fz_case c;
  ss_error err;
  memset (r, 0, sizeof *r);
  memset (&c, 0, sizeof c);
  memset (&x, 0, sizeof x);
  x.o = o;
  int rc = 0;
  if (o->sat_cmd && (rc = ss_satcmd_open (&x.cmd, o->sat_cmd, &err)))
    snprintf (r->note, sizeof r->note, "%s", err.msg);
  x.have_cmd = o->sat_cmd != 0;
  if (!rc && (rc = ss_fz_instance_make (o, index, &r->inst)))
    snprintf (r->note, sizeof r->note, "out of memory");
  x.saving = o->sat_cmd && o->save_dir, x.index = index;
  if (!rc)
    rc = ss_fz_case_run (&x, &r->inst, &c);
  x.saving = 0;
  r->reference = c.reference, r->calls = c.calls, r->unknown = c.unknown;
  r->failure = c.failure;
  if (c.note[0])
    snprintf (r->note, sizeof r->note, "%s", c.note);
  r->box_rows = r->found_rows = r->inst.box_rows;
  r->found_kinds = r->inst.kinds;
  r->box_cols = r->found_cols = r->inst.box_cols;
  if (!rc && c.failure)
    rc = shrink_and_keep (&x, r, &c);
  ss_fz_case_free (&c);
  if (x.have_cmd)
    ss_satcmd_close (&x.cmd);
  return rc;
}

void
ss_fz_result_free (ss_fz_result *r)
{
  ss_fz_instance_free (&r->inst);
}

double
ss_fz_timeout (const ss_fz_opts *o)
{
  double left = o->stop_at > 0 ? o->stop_at - ss_now () : 0;
  if (o->stop_at <= 0)
    return o->timeout;
  left = left > 1e-3 ? left : 1e-3;
  return o->timeout > 0 && o->timeout < left ? o->timeout : left;
}
