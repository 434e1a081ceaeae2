/* truth.c -- the ground truth of a CNF that no longer comes from a
 * puzzle: CaDiCaL in-process, believed only with its certificate.
 *
 * A model must satisfy every clause (checked here, clause by clause); an
 * UNSAT answer must come with a DRAT proof (traced into memory, binary,
 * as sat/certify.c does) that sudosat's checker verifies against exactly
 * these clauses.  Either certificate failing is reported, not believed.
 */
#include "fuzz_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/budget.h"
#include "../proof/drat.h"
#include "../sat/cadical_proof.h"

typedef struct truth {
  const ss_fz_cnf *f;
  double deadline;
  char *proof;
  size_t size;
} truth;

static int
past (void *state)
{
  return ss_now () >= ((const truth *) state)->deadline || ss_stopped ();
}

/* Every clause holds a literal CaDiCaL's model makes true. */
static int
model_holds (const ss_fz_cnf *f, ss_cadical_proof *s)
{
  for (long i = 0; i < f->n; i++)
    {
      int len, sat = 0;
      const int *l = ss_fz_clause (f, i, &len);
      for (int k = 0; k < len && !sat; k++)
        sat = ss_cadical_proof_val (s, l[k]) > 0;
      if (!sat)
        return 0;
    }
  return 1;
}

static int
proof_holds (const truth *t, unsigned char *core, char *note, size_t size)
{
  ss_error err;
  ss_drat_result res;
  ss_drat *ck = ss_drat_new (0);
  int rc = ck ? 0 : SS_DRAT_ENOMEM;
  ss_error_clear (&err);
  for (long i = 0; !rc && i < t->f->n; i++)
    {
      int len;
      const int *l = ss_fz_clause (t->f, i, &len);
      rc = ss_drat_add_input (ck, l, len, &err);
    }
  FILE *in = !rc && t->size ? fmemopen (t->proof, t->size, "r") : 0;
  if (!rc && t->size)
    rc = in ? ss_drat_read_proof (ck, in, "cadical's proof", &err)
            : SS_DRAT_ENOMEM;
  if (in)
    fclose (in);
  if (!rc)
    rc = ss_drat_check (ck, &res, &err);
  if (!rc && res.verdict != SS_DRAT_VERIFIED)
    ss_drat_describe (&res, err.msg, sizeof err.msg);
  for (long i = 0; core && !rc && i < t->f->n; i++)
    core[i] = (unsigned char) ss_drat_input_used (ck, i);
  ss_drat_free (ck);
  if (!rc && res.verdict == SS_DRAT_VERIFIED)
    return 1;
  snprintf (note, size, "cadical's proof of UNSAT is not verified: %.180s",
            err.msg);
  return 0;
}

int
ss_fz_truth (const ss_fz_cnf *f, double timeout, char *note, size_t size)
{
  return ss_fz_truth_core (f, timeout, 0, note, size);
}

int
ss_fz_truth_core (const ss_fz_cnf *f, double timeout, unsigned char *core,
                  char *note, size_t size)
{
  truth t = { f, ss_now () + (timeout > 0 ? timeout : 1e9), 0, 0 };
  FILE *mem = open_memstream (&t.proof, &t.size);
  ss_cadical_proof *s = mem ? ss_cadical_proof_new (mem, 1) : 0;
  int got = 0, rc;
  if (s)
    {
      for (long i = 0; i < f->n; i++)
        {
          int len;
          const int *l = ss_fz_clause (f, i, &len);
          for (int k = 0; k < len; k++)
            ss_cadical_proof_add (s, l[k]);
          ss_cadical_proof_add (s, 0);
        }
      ss_cadical_proof_set_terminate (s, &t, past);
      got = ss_cadical_proof_solve (s);
    }
  rc = got == 10 && !model_holds (f, s) ? -1 : got;
  if (rc < 0)
    snprintf (note, size, "cadical's model leaves a clause false");
  if (s)
    ss_cadical_proof_free (s);
  if (mem)
    fclose (mem);
  if (!s)
    rc = -1, snprintf (note, size, "cannot start cadical with a proof");
  else if (rc == 20 && !proof_holds (&t, core, note, size))
    rc = -1;
  free (t.proof);
  return rc;
}
