/* drat.c -- the formula into the checker, and the checker's answer in
 * words (see drat.h).  The formula comes clause by clause from the
 * caller or from a DIMACS file through dimacs/dimacs_read.h, so the
 * CNF rules (and their error messages) are the same as everywhere else
 * in sudosat. */
#include "drat_int.h"

#include <stdlib.h>

#include "../dimacs/dimacs_read.h"

int
ss_drat_add_input (ss_drat *ck, const int *lits, int len, ss_error *err)
{
  ck->err = err;
  if (ck->enomem)
    return ss_drat_fail_memory (ck);
  if (ck->read_proof)
    return ss_error_set (err, 0, 0, "formula clauses after the proof"),
           SS_DRAT_EINPUT;
  if (ck->nclauses >= (uint32_t) ck->opts.max_clauses)
    return ss_error_set (err, 0, 0, "more than %ld clauses, the formula's "
                         "and the lemmas together", ck->opts.max_clauses),
           SS_DRAT_EINPUT;
  for (int k = 0; k < len; k++)
    {
      long v = labs ((long) lits[k]); /* INT_MIN too */
      if (v == 0 || v > MAX_VAR)
        return ss_error_set (err, 0, 0, "literal %d: the checker takes "
                             "variables 1 to %d", lits[k], MAX_VAR),
               SS_DRAT_EINPUT;
      if (ss_drat_vars (ck, (int) v))
        return SS_DRAT_ENOMEM;
    }
  if (ss_drat_intake (ck, lits, len, 0) < 0)
    return SS_DRAT_ENOMEM;
  ck->ninputs++;
  ck->stats.input_clauses++;
  if (ck->maxvar > ck->stats.input_vars)
    ck->stats.input_vars = ck->maxvar;
  return 0;
}

static int
on_header (void *ctx, long nvars, long nclauses, ss_error *err)
{
  ss_drat *ck = ctx;
  (void) nclauses;
  (void) err;
  if (nvars > ck->stats.input_vars)
    ck->stats.input_vars = nvars;
  return 0;
}

static int
on_clause (void *ctx, const int *lits, int len, long index, long line,
           ss_error *err)
{
  (void) index;
  int rc = ss_drat_add_input (ctx, lits, len, err);
  if (rc && !err->line)
    err->line = line;
  return rc != 0;
}

int
ss_drat_read_cnf (ss_drat *ck, FILE *in, const char *name, ss_error *err)
{
  ss_dimacs_handler h = { ck, on_header, on_clause, 0 };
  if (ss_dimacs_read (in, name, &h, err) == 0)
    return 0;
  return ck->enomem ? SS_DRAT_ENOMEM : SS_DRAT_EINPUT;
}

void
ss_drat_describe (const ss_drat_result *r, char *buf, size_t size)
{
  char where[64];
  snprintf (where, sizeof where, r->binary ? "byte %ld" : "line %ld", r->at);
  switch (r->verdict)
    {
    case SS_DRAT_VERIFIED:
      snprintf (buf, size, "verified");
      break;
    case SS_DRAT_NOT_IMPLIED:
      snprintf (buf, size, "rejected: lemma %ld (%s) is not RUP/RAT",
                r->lemma, where);
      break;
    case SS_DRAT_EMPTY_NOT_RUP:
      snprintf (buf, size, "rejected: lemma %ld (%s) is the empty clause, "
                "but unit propagation finds no conflict", r->lemma, where);
      break;
    case SS_DRAT_NO_EMPTY:
      snprintf (buf, size, "rejected: the proof ends without the empty "
                "clause");
      break;
    }
}
