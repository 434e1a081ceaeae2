/* clues.c -- which clues a puzzle needs: one incremental instance with a
 * selector literal per rule, the givens as assumptions (see clues.h). */
#include "clues.h"

#include <stdlib.h>
#include <string.h>

#include "../core/budget.h"
#include "../core/model.h"
#include "../core/verify.h"
#include "../encoder/encode.h"
#include "../solvers/cp.h"
#include "ipasir.h"
#include "sat.h"

static const ss_solver cadical = { "cadical", "", "", SS_COMPLETE | SS_SAT,
                                   100, ss_cadical_solve, SS_KINDS_ALL };
static const ss_solver cp = { "cp", "", "", SS_COMPLETE, 100, ss_cp_solve,
                              SS_KINDS_ALL };
static const ss_solver picosat = { "picosat", "", "", SS_COMPLETE | SS_SAT,
                                   100, ss_picosat_solve, SS_KINDS_ALL };

/* ---- the clues, and the puzzle with some of them ---- */

static int
list_clues (const ss_grid *p, ss_clues *out)
{
  int n = p->n, ncons = p->model ? p->model->ncons : 0, k = 0;
  out->nclues = ss_grid_givens (p) + ncons;
  out->clue = calloc ((size_t) (out->nclues ? out->nclues : 1),
                      sizeof *out->clue);
  if (!out->clue)
    return -1;
  for (int i = 0; i < n * n; i++)
    if (p->cell[i])
      out->clue[k].cell = i, out->clue[k++].con = -1;
  for (int c = 0; c < ncons; c++)
    out->clue[k].cell = -1, out->clue[k++].con = c;
  return 0;
}

int
ss_clues_subset (const ss_grid *p, const ss_clues *cl,
                 const unsigned char *keep, ss_grid *out)
{
  int ncons = p->model ? p->model->ncons : 0, dropped = 0;
  unsigned char *keep_con = calloc ((size_t) ncons + 1, 1);
  if (!keep_con || ss_grid_copy (out, p) < 0)
    return free (keep_con), -1;
  for (int k = 0; k < cl->nclues; k++)
    if (cl->clue[k].con >= 0)
      keep_con[cl->clue[k].con] = keep[k], dropped += !keep[k];
    else if (!keep[k])
      out->cell[cl->clue[k].cell] = 0;
  if (dropped)
    {
      ss_model *sub = ss_model_derive (p->model, 0, 0, keep_con, 0, 0);
      if (!sub)
        return free (keep_con), ss_grid_free (out), -1;
      ss_grid_set_model (out, sub);
      ss_model_unref (sub);
    }
  free (keep_con);
  return 0;
}

/* ---- the run ---- */

typedef struct run {
  const ss_grid *p;
  const ss_clues_opts *o;
  ss_clues *out;
  size_t area;
  double deadline;       /* 0 = none */
  double t0;             /* when the analysis started */
  /* the selector instance */
  const ss_ipasir_ops *ops;
  void *s;
  ss_varmap map;
  int mapped;
  long nvars;            /* the CNF's; selector i is nvars + 1 + i */
  int tag;               /* the constraint the clauses now serve, or -1 */
  ss_family fam;
  uint8_t *cells;        /* a model read back, or a fresh witness */
  int witness;           /* the last question left a verified one there */
  int *lits;
  unsigned char *keep;   /* nclues: the clues on */
} run;

static int
past_deadline (void *state)
{
  run *r = state;
  return r->deadline > 0 && ss_now () >= r->deadline;
}

static double
left (const run *r)
{
  if (r->deadline <= 0)
    return 0;
  double t = r->deadline - ss_now ();
  return t > 1e-3 ? t : 1e-3;
}

/* ---- the sink: each clause tagged with its constraint ---- */

static int
on_begin (void *ctx, const ss_encode_info *info)
{
  ((run *) ctx)->nvars = info->nvars;
  return 0;
}

static int
on_family (void *ctx, ss_family f, long nclauses)
{
  run *r = ctx;
  (void) nclauses;
  r->fam = f;
  r->tag = -1;
  return 0;
}

/* Which constraint group g of the current family serves (variant.c
 * numbers them): a kind's family by constraint, the extra houses by
 * house and digit, the small groups by constraint and digit. */
static int
on_group (void *ctx, ss_family f, int g)
{
  run *r = ctx;
  const ss_model *m = r->p->model;
  int n = r->p->n, fam = (int) f;
  if (fam == SS_VFAM_EXTRA_ALO || fam == SS_VFAM_EXTRA_AMO)
    r->tag = m->house_con[ss_model_first_extra (m) + g / n];
  else if (fam == SS_VFAM_GROUP_AMO)
    r->tag = g / n;
  else if (fam >= SS_VFAM_KINDS && fam < SS_VFAM_ORDER)
    r->tag = g;
  else
    r->tag = -1; /* the frame, or the order literals' definitions */
  return 0;
}

static int
on_clause (void *ctx, const int *lits, int len)
{
  run *r = ctx;
  for (int k = 0; k < len; k++)
    r->ops->add (r->s, lits[k]);
  if (r->tag >= 0)
    r->ops->add (r->s, -(int) (r->nvars + 1 + r->tag));
  r->ops->add (r->s, 0);
  return 0;
}

static int
load (run *r)
{
  ss_encode_opts eo;
  ss_error err;
  ss_sink sink = { r, on_begin, 0, on_family, on_group, on_clause, 0, 0 };
  ss_encode_opts_default (&eo, r->p->n);
  eo.givens = 0;
  eo.no_implied = 1; /* an implied sum rests on several clues at once */
  r->ops = &ss_ipasir_cadical;
  if (ss_varmap_init (&r->map, r->p, 0))
    return -1;
  r->mapped = 1;
  if (!(r->s = ss_ipasir_new (r->ops)))
    return -1;
  r->ops->set_terminate (r->s, r, past_deadline);
  return ss_encode_map (&r->map, &eo, &sink, &err) ? -1 : 0;
}

static int
x_of (const run *r, int cell, int d)
{
  int n = r->p->n;
  return (int) ss_varmap_var (&r->map, cell / n, cell % n, d);
}

/* "Not S": from now on every answer is another solution. */
static void
block (run *r, const uint8_t *sol)
{
  for (size_t i = 0; i < r->area; i++)
    r->ops->add (r->s, -x_of (r, (int) i, sol[i]));
  r->ops->add (r->s, 0);
}

/* The clues on as assumptions, then one solve: 10, 20, or 0. */
static int
ask (run *r)
{
  for (int k = 0; k < r->out->nclues; k++)
    {
      const ss_clue *c = &r->out->clue[k];
      if (c->con >= 0)
        r->ops->assume (r->s, (r->keep[k] ? 1 : -1)
                              * (int) (r->nvars + 1 + c->con));
      else if (r->keep[k])
        r->ops->assume (r->s, x_of (r, c->cell, r->p->cell[c->cell]));
    }
  r->out->sat_calls++;
  int got = r->ops->solve (r->s);
  if (got == 10)
    for (size_t i = 0; i < r->area; i++)
      {
        r->cells[i] = 0;
        for (int d = 1; d <= r->p->n && !r->cells[i]; d++)
          if (r->ops->val (r->s, x_of (r, (int) i, d)) > 0)
            r->cells[i] = (uint8_t) d;
      }
  return got;
}

/* ---- fresh questions ---- */

typedef struct other {
  const uint8_t *not_this;
  uint8_t *cells;
  size_t area;
  int found;
} other;

static void
keep_other (void *ctx, const ss_grid *g, uint64_t index)
{
  other *o = ctx;
  (void) index;
  if (!o->found && memcmp (g->cell, o->not_this, o->area))
    memcpy (o->cells, g->cell, o->area), o->found = 1;
}

/* The puzzle with the clues on, encoded anew and solved by CaDiCaL up
 * to two solutions: 20 when S is its only one, 10 with another in
 * r->cells, 30 when it has none (a rule that reads the others -- a
 * negative one -- may forbid S once a marker is gone), 0 when there is
 * no answer. */
static int
ask_fresh (run *r)
{
  ss_grid q;
  ss_result res;
  other o = { r->out->solution, r->cells, r->area, 0 };
  ss_solve_opts so = { .limit = 2, .deadline = r->deadline,
                       .on_solution = keep_other, .ctx = &o };
  if (ss_clues_subset (r->p, r->out, r->keep, &q) < 0)
    return 0;
  r->out->encodes++;
  int bad = ss_solve (&cadical, &q, &so, &res) < 0;
  int got = bad ? 0 : o.found ? 10 : res.status == SS_UNSAT ? 30
            : res.status == SS_UNIQUE
              && !memcmp (res.solution.cell, r->out->solution, r->area)
              ? 20 : 0;
  ss_result_free (&res);
  ss_grid_free (&q);
  return got;
}

/* ---- verdicts ---- */

/* Is r->cells another solution of the puzzle with the clues on?  Not
 * the solver's word: the verifier's, on a grid built without the clues
 * that are off. */
static int
witness_ok (run *r)
{
  ss_grid q;
  if (!memcmp (r->cells, r->out->solution, r->area)
      || ss_clues_subset (r->p, r->out, r->keep, &q) < 0)
    return 0;
  int ok = ss_solution_ok (&q, r->cells);
  ss_grid_free (&q);
  return ok;
}

/* "Still unique without the clues that are off", certified from a
 * fresh CNF (certify.h); the selector instance's UNSAT is not a proof. */
static void
certify (run *r, ss_cert *cert)
{
  ss_grid q;
  ss_result fake;
  memset (&fake, 0, sizeof fake);
  memset (cert, 0, sizeof *cert);
  if (!r->o->certify)
    return;
  if (ss_clues_subset (r->p, r->out, r->keep, &q) < 0)
    {
      cert->status = SS_CERT_FAILED;
      return;
    }
  if (!ss_solution_ok (&q, r->out->solution))
    { /* "unique" claims S is a solution: the verifier's word first */
      cert->status = SS_CERT_REJECTED;
      snprintf (cert->note, sizeof cert->note, "the solution breaks a "
                "rule of the puzzle without the clue");
      ss_grid_free (&q);
      return;
    }
  fake.status = SS_UNIQUE;
  fake.count = 1;
  fake.solution = q;
  fake.solution.cell = r->out->solution;
  ss_certify_sum (SS_PROVER_CADICAL, &q, &fake, left (r), 0, cert);
  ss_grid_free (&q);
}

/* One question with the clues of r->keep on: the answer, a verified
 * witness or not. */
static ss_clue_verdict
question (run *r)
{
  int got = r->out->fresh ? ask_fresh (r) : ask (r);
  r->witness = 0;
  if (got == 20)
    return SS_CLUE_REDUNDANT;
  if (got == 30)
    return SS_CLUE_NEEDED; /* without it, no solution at all */
  if (got == 10 && witness_ok (r))
    return r->witness = 1, SS_CLUE_NEEDED;
  r->out->bad_witnesses += got == 10;
  snprintf (r->out->note, sizeof r->out->note, got == 10
            ? "a second solution failed verification" : "time ran out");
  return SS_CLUE_UNDECIDED;
}

/* Each clue alone switched off: needed (a witness kept) or redundant
 * (certified). */
static int
classify (run *r)
{
  for (int k = 0; k < r->out->nclues; k++)
    {
      ss_clue *c = &r->out->clue[k];
      r->keep[k] = 0;
      c->verdict = question (r);
      if (r->witness && !(c->witness = malloc (r->area)))
        return -1;
      if (r->witness)
        memcpy (c->witness, r->cells, r->area);
      if (c->verdict == SS_CLUE_REDUNDANT)
        {
          certify (r, &c->cert);
          if (c->cert.status == SS_CERT_CERTIFIED)
            r->out->certified++;
          else if (r->o->certify)
            r->out->uncertified++;
        }
      r->keep[k] = 1;
    }
  return 0;
}

/* engine's verdict on the minimal set, within deadline (0: none):
 * unique only with the analysis' solution.  0, or -1. */
static int
resolve (run *r, const ss_solver *engine, double deadline, ss_status *st)
{
  ss_result res;
  ss_solve_opts so = { .limit = 2, .deadline = deadline };
  if (ss_solve (engine, &r->out->minimal, &so, &res) < 0)
    return -1;
  *st = res.status == SS_UNIQUE
        && memcmp (res.solution.cell, r->out->solution, r->area)
        ? SS_UNKNOWN : res.status;
  ss_result_free (&res);
  return 0;
}

/* A second engine re-solves the minimal set: cp, with a budget that
 * never dominates (the analysis' time so far, at least a second: cp is
 * slow on a killer stripped to its needed cages), then picosat, another
 * SAT solver than the analysis' CaDiCaL, when cp could not decide. */
static int
recheck (run *r)
{
  double now = ss_now (), spent = now - r->t0;
  double cp_end = now + (spent > 1 ? spent : 1);
  if (r->deadline > 0 && r->deadline < cp_end)
    cp_end = r->deadline;
  r->out->minimal_by = "cp";
  if (resolve (r, &cp, cp_end, &r->out->minimal_cp) < 0)
    return -1;
  if (r->out->minimal_cp != SS_UNKNOWN)
    return 0;
  r->out->minimal_by = "picosat";
  return resolve (r, &picosat, r->deadline, &r->out->minimal_cp);
}

/* Drops the redundant clues one by one while the puzzle stays unique,
 * then certifies the rest and has cp solve it. */
static int
minimise (run *r)
{
  ss_clues *out = r->out;
  for (int k = 0; k < out->nclues; k++)
    if (out->clue[k].verdict == SS_CLUE_REDUNDANT)
      {
        r->keep[k] = 0;
        r->keep[k] = question (r) != SS_CLUE_REDUNDANT;
      }
  out->minimal_count = 0;
  for (int k = 0; k < out->nclues; k++)
    out->minimal_count += out->clue[k].kept = r->keep[k];
  if (ss_clues_subset (r->p, out, r->keep, &out->minimal) < 0)
    return -1;
  certify (r, &out->minimal_cert);
  return recheck (r);
}

/* ---- the puzzle's own status, and a proposal for several ---- */

typedef struct two {
  uint8_t *first, *second;
  size_t area;
  int count;
} two;

static void
keep_two (void *ctx, const ss_grid *g, uint64_t index)
{
  two *t = ctx;
  (void) index;
  if (t->count < 2)
    memcpy (t->count ? t->second : t->first, g->cell, t->area);
  t->count++;
}

static ss_status
status_of (run *r)
{
  ss_result res;
  two t = { r->out->solution, r->out->second, r->area, 0 };
  ss_solve_opts so = { .limit = 2, .deadline = r->deadline,
                       .on_solution = keep_two, .ctx = &t };
  if (ss_solve (&cadical, r->p, &so, &res) < 0)
    return SS_UNKNOWN;
  ss_status st = res.status;
  if (st == SS_UNKNOWN)
    snprintf (r->out->note, sizeof r->out->note, "%s", res.note);
  ss_result_free (&res);
  return st;
}

/* Solutions of the puzzle with d in cell, up to the cap. */
static uint64_t
count_with (run *r, int cell, int d, int *exact)
{
  ss_grid q;
  ss_result res;
  ss_solve_opts so = { .limit = (uint64_t) r->out->cap,
                       .deadline = r->deadline };
  if (ss_grid_copy (&q, r->p) < 0)
    return *exact = 0, 0;
  q.cell[cell] = (uint8_t) d;
  r->out->encodes++;
  uint64_t count = ss_solve (&cadical, &q, &so, &res) < 0 ? 0 : res.count;
  *exact = res.status == SS_UNIQUE || res.status == SS_UNSAT
           || (res.exhausted && count < (uint64_t) r->out->cap);
  ss_result_free (&res);
  ss_grid_free (&q);
  return count;
}

/* Where two solutions differ, each one's digit as a new given: the one
 * that leaves the fewest solutions. */
static void
propose (run *r)
{
  ss_clues *out = r->out;
  uint64_t best = UINT64_MAX;
  for (size_t i = 0; i < r->area && !past_deadline (r); i++)
    for (int w = 0; w < 2 && out->solution[i] != out->second[i]; w++)
      {
        int d = w ? out->second[i] : out->solution[i], exact;
        uint64_t count = count_with (r, (int) i, d, &exact);
        if (count && count < best)
          {
            best = count;
            out->propose_cell = (int) i;
            out->propose_digit = d;
            out->propose_count = count;
            out->propose_exact = exact;
          }
      }
}

/* ---- the whole ---- */

/* Rules whose meaning reads other constraints: a selector per
 * constraint cannot switch them off one at a time. */
static int
needs_fresh (const ss_grid *p)
{
  return p->model
         && (p->model->kinds & (SS_KIND_BIT (SS_KIND_NEGATIVE)
                                | SS_KIND_BIT (SS_KIND_EXTREME)));
}

static int
analyse_unique (run *r)
{
  r->out->fresh = r->o->fresh || needs_fresh (r->p);
  memset (r->keep, 1, (size_t) r->out->nclues);
  if (!r->out->fresh)
    {
      if (load (r) < 0)
        return -1;
      block (r, r->out->solution);
    }
  return classify (r) < 0 ? -1 : minimise (r);
}

static int
start (run *r, const ss_grid *p, ss_clues *out)
{
  memset (out, 0, sizeof *out);
  out->n = p->n;
  out->propose_cell = out->propose_digit = -1;
  out->cap = r->o->cap > 0 ? r->o->cap : 20;
  r->p = p;
  r->out = out;
  r->area = (size_t) p->n * p->n;
  r->deadline = r->o->timeout > 0 ? ss_now () + r->o->timeout : 0;
  out->solution = calloc (r->area, 1);
  out->second = calloc (r->area, 1);
  r->cells = calloc (r->area, 1);
  if (!out->solution || !out->second || !r->cells || list_clues (p, out))
    return -1;
  r->keep = calloc ((size_t) out->nclues + 1, 1);
  return r->keep ? 0 : -1;
}

int
ss_clues_analyse (const ss_grid *p, const ss_clues_opts *o, ss_clues *out)
{
  double t0 = ss_now ();
  ss_clues_opts none = { 0 };
  run r = { .o = o ? o : &none, .t0 = t0 };
  int rc = start (&r, p, out);
  if (!rc && ss_verify_conflicts (p, 0, 0))
    out->status = SS_INVALID;
  else if (!rc)
    out->status = status_of (&r);
  if (!rc && out->status == SS_UNIQUE)
    rc = analyse_unique (&r);
  if (!rc && out->status == SS_MULTIPLE)
    propose (&r);
  if (rc)
    snprintf (out->note, sizeof out->note, "out of memory");
  if (r.s)
    r.ops->release (r.s);
  if (r.mapped)
    ss_varmap_free (&r.map);
  free (r.cells);
  free (r.keep);
  out->seconds = ss_now () - t0;
  return rc;
}

void
ss_clues_free (ss_clues *c)
{
  for (int k = 0; c->clue && k < c->nclues; k++)
    free (c->clue[k].witness);
  free (c->clue);
  free (c->solution);
  free (c->second);
  if (c->minimal.cell)
    ss_grid_free (&c->minimal);
  memset (c, 0, sizeof *c);
}
