/* certify.c -- encode, solve with a proof, check the proof (see
 * certify.h).
 *
 * The formula is one list of clauses, handed to the solver and to the
 * checker alike: the CNF of ss_cnf_build, then (for "unique") the
 * blocking clause.  The proof goes to an open_memstream buffer -- binary
 * DRAT from CaDiCaL (about a third the size of text, and quicker to
 * read), text RUP from PicoSAT -- and is read back through fmemopen.
 */
#include "certify.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../core/budget.h"
#include "../core/verify.h"
#include "../encoder/cnf.h"
#include "../proof/drat.h"
#include "cadical_proof.h"

#include <picosat/picosat.h>

const char *
ss_cert_status_name (ss_cert_status s)
{
  static const char *const names[] = {
#define SS_CERT_NAME(id, word, help) word,
    SS_CERT_STATUSES (SS_CERT_NAME)
#undef SS_CERT_NAME
  };
  return names[s];
}

const char *
ss_cert_prover_name (ss_cert_prover p)
{
  return p == SS_PROVER_PICOSAT ? "picosat" : "cadical";
}

int
ss_cert_prover_lookup (const char *name)
{
  if (!strcmp (name, "cadical"))
    return SS_PROVER_CADICAL;
  return strcmp (name, "picosat") ? -1 : SS_PROVER_PICOSAT;
}

typedef struct cert_run {
  ss_cert_prover prover;
  const char *name;    /* the prover's */
  const ss_grid *p;
  const ss_result *res;
  ss_cert *out;
  ss_cnf f;
  int *block;          /* the blocking clause, for "unique" */
  int nblock;
  char *proof;
  size_t size;
  double deadline;
  int sum;             /* the sum encoding (variant puzzles) */
} cert_run;

static ss_cert_status
give (cert_run *r, ss_cert_status s, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 3, 4)))
#endif
  ;

static ss_cert_status
give (cert_run *r, ss_cert_status s, const char *fmt, ...)
{
  va_list ap;
  r->out->status = s;
  va_start (ap, fmt);
  vsnprintf (r->out->note, sizeof r->out->note, fmt, ap);
  va_end (ap);
  return s;
}

/* The CNF, and for "unique" the clause "not this filling of the blank
 * cells" (empty when there is no blank cell: then the CNF plus it is
 * trivially unsatisfiable, and rightly so). */
static int
build (cert_run *r)
{
  ss_encode_opts eo;
  ss_error err;
  int n = r->p->n;
  ss_encode_opts_default (&eo, n);
  eo.encoding = SS_ENC_REDUCED;
  eo.givens = 1;
  eo.sum = r->sum;
  if (ss_cnf_build (&r->f, r->p, &eo, &err))
    return -1;
  if (r->res->status != SS_UNIQUE)
    return 0;
  r->block = malloc ((size_t) n * n * sizeof *r->block);
  if (!r->block)
    return ss_cnf_free (&r->f), -1;
  for (int i = 0; i < n * n; i++)
    if (!r->p->cell[i])
      r->block[r->nblock++] = -(int) ss_varmap_var (&r->f.map, i / n, i % n,
                                                    r->res->solution.cell[i]);
  return 0;
}

static long
clause_count (const cert_run *r)
{
  return r->f.info.nclauses + (r->res->status == SS_UNIQUE);
}

/* Clause i of the formula. */
static const int *
clause (const cert_run *r, long i, int *len)
{
  if (i < r->f.info.nclauses)
    return ss_cnf_clause (&r->f, i, len);
  *len = r->nblock;
  return r->block;
}

static int
past_deadline (void *state)
{
  return ss_now () >= ((cert_run *) state)->deadline;
}

static int
cadical_value (void *ctx, long var)
{
  return ss_cadical_proof_val (ctx, (int) var);
}

static int
picosat_value (void *ctx, long var)
{
  return picosat_deref (ctx, (int) var);
}

/* The prover found a model where there should be none: a second
 * solution refutes the verdict, anything else shows the prover wrong. */
static ss_cert_status
judge_model (cert_run *r, ss_value_fn *value, void *s)
{
  ss_grid g;
  ss_error err;
  int missing = ss_varmap_grid (&r->f.map, value, s, &g, &err);
  int bad = missing != 0 || ss_verify_solution (r->p, &g, 0) != 0;
  int same = !bad && r->res->status == SS_UNIQUE
             && !memcmp (g.cell, r->res->solution.cell,
                         (size_t) g.n * (size_t) g.n);
  ss_grid_free (&g);
  if (missing < 0)
    return give (r, SS_CERT_FAILED, "out of memory");
  if (bad || same)
    return give (r, SS_CERT_REJECTED, "%s returned a model that is not %s",
                 r->name, same ? "a second solution" : "a solution");
  return give (r, SS_CERT_REFUTED, "%s found a%s solution", r->name,
               r->res->status == SS_UNIQUE ? " second" : "");
}

/* What the prover answered: NONE when unsatisfiable (the proof awaits
 * its check), else the status it leads to. */
static ss_cert_status
answer (cert_run *r, int got, double timeout, ss_value_fn *value, void *s)
{
  if (got == 20)
    return SS_CERT_NONE;
  if (got == 10)
    return judge_model (r, value, s);
  return give (r, SS_CERT_UNDECIDED, "%s stopped without a verdict (%s)",
               r->name, timeout > 0 ? "timeout" : "out of memory");
}

/* The formula into CaDiCaL, which traces DRAT into mem, and its answer. */
static ss_cert_status
solve_cadical (cert_run *r, FILE *mem, double timeout)
{
  ss_cadical_proof *s = ss_cadical_proof_new (mem, 1);
  if (!s)
    return give (r, SS_CERT_FAILED, "cannot start cadical with a proof");
  for (long i = 0; i < clause_count (r); i++)
    {
      int len;
      const int *l = clause (r, i, &len);
      for (int k = 0; k < len; k++)
        ss_cadical_proof_add (s, l[k]);
      ss_cadical_proof_add (s, 0);
    }
  if (timeout > 0)
    ss_cadical_proof_set_terminate (s, r, past_deadline);
  ss_cert_status st = answer (r, ss_cadical_proof_solve (s), timeout,
                              cadical_value, s);
  ss_cadical_proof_free (s);
  return st;
}

/* The same with PicoSAT, whose RUP trace needs the formula's size up
 * front (its header). */
static ss_cert_status
solve_picosat (cert_run *r, FILE *mem, double timeout)
{
  PicoSAT *s = picosat_init ();
  if (!s)
    return give (r, SS_CERT_FAILED, "cannot start picosat");
  picosat_set_incremental_rup_file (s, mem, (int) r->f.info.nvars,
                                    (int) clause_count (r));
  for (long i = 0; i < clause_count (r); i++)
    {
      int len;
      const int *l = clause (r, i, &len);
      for (int k = 0; k < len; k++)
        picosat_add (s, l[k]);
      picosat_add (s, 0);
    }
  if (timeout > 0)
    picosat_set_interrupt (s, r, past_deadline);
  ss_cert_status st = answer (r, picosat_sat (s, -1), timeout,
                              picosat_value, s);
  picosat_reset (s);
  return st;
}

/* Solves the formula with a proof traced into r->proof.  Returns the
 * status so far: NONE when an unsatisfiable answer awaits its check. */
static ss_cert_status
solve_traced (cert_run *r, double timeout)
{
  FILE *mem = open_memstream (&r->proof, &r->size);
  if (!mem)
    return give (r, SS_CERT_FAILED, "out of memory for the proof");
  r->deadline = ss_now () + timeout;
  ss_cert_status st = r->prover == SS_PROVER_PICOSAT
                      ? solve_picosat (r, mem, timeout)
                      : solve_cadical (r, mem, timeout);
  if (fclose (mem) && st == SS_CERT_NONE)
    st = give (r, SS_CERT_FAILED, "out of memory for the proof");
  return st;
}

static ss_cert_status
check (cert_run *r)
{
  ss_error err;
  ss_drat_result dr;
  ss_drat *ck = ss_drat_new (0);
  int rc = ck ? 0 : SS_DRAT_ENOMEM;
  for (long i = 0; !rc && i < clause_count (r); i++)
    {
      int len;
      const int *l = clause (r, i, &len);
      rc = ss_drat_add_input (ck, l, len, &err);
    }
  FILE *in = !rc && r->size ? fmemopen (r->proof, r->size, "r") : 0;
  if (!rc && r->size)
    rc = in ? ss_drat_read_proof (ck, in, "proof", &err) : SS_DRAT_ENOMEM;
  if (in)
    fclose (in);
  if (!rc)
    rc = ss_drat_check (ck, &dr, &err);
  ss_drat_free (ck);
  if (rc == SS_DRAT_ENOMEM || !ck)
    return give (r, SS_CERT_FAILED, "out of memory checking the proof");
  if (rc)
    return give (r, SS_CERT_REJECTED, "the proof does not read: %s", err.msg);
  r->out->lemmas = dr.stats.lemmas;
  r->out->checked = dr.stats.checked;
  if (dr.verdict == SS_DRAT_VERIFIED)
    return r->out->status = SS_CERT_CERTIFIED;
  char text[200];
  ss_drat_describe (&dr, text, sizeof text);
  return give (r, SS_CERT_REJECTED, "%s", text);
}

ss_cert_status
ss_certify (const ss_grid *puzzle, const ss_result *res, double timeout,
            ss_cert *out)
{
  return ss_certify_with (SS_PROVER_CADICAL, puzzle, res, timeout, out);
}

ss_cert_status
ss_certify_with (ss_cert_prover prover, const ss_grid *puzzle,
                 const ss_result *res, double timeout, ss_cert *out)
{
  return ss_certify_sum (prover, puzzle, res, timeout, 0, out);
}

ss_cert_status
ss_certify_sum (ss_cert_prover prover, const ss_grid *puzzle,
                const ss_result *res, double timeout, int sum, ss_cert *out)
{
  memset (out, 0, sizeof *out);
  out->claim = res->status;
  out->prover = prover;
  if ((res->status != SS_UNSAT && res->status != SS_UNIQUE)
      || (res->status == SS_UNIQUE && res->count != 1))
    return out->status = SS_CERT_NONE;
  cert_run r = { .prover = prover, .name = ss_cert_prover_name (prover),
                 .p = puzzle, .res = res, .out = out, .sum = sum };
  if (build (&r))
    return give (&r, SS_CERT_FAILED, "cannot encode the puzzle");
  out->clauses = clause_count (&r);
  double t0 = ss_now ();
  ss_cert_status st = solve_traced (&r, timeout);
  double t1 = ss_now ();
  out->proof_bytes = r.size;
  if (st == SS_CERT_NONE)
    st = check (&r);
  out->solve_seconds = t1 - t0;
  out->check_seconds = ss_now () - t1;
  free (r.proof);
  free (r.block);
  ss_cnf_free (&r.f);
  return st;
}
