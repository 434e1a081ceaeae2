/* candidates_certify.c -- the refutations of true candidates, certified
 * (see candidates.h).
 *
 * Model: cell i's refuted digits S (count 0) make one UNSAT claim: "no
 * solution puts a digit of S in cell i".  The puzzle gains a pencil-mark
 * rule, "cell i holds a digit of S", and certify.h proves the CNF of
 * that puzzle unsatisfiable with a checked DRAT proof: one proof per
 * cell covers every digit of S.  What it rests on is what certify.h
 * names, plus the pencil-mark rule's clauses (a cell's at-least-one over
 * S).  A given's own cell needs no proof: its unit clause refutes the
 * other digits.
 */
#include "candidates.h"

#include <stdlib.h>
#include <string.h>

#include "../core/budget.h"
#include "../core/kinds.h"
#include "../core/model.h"

/* The puzzle with "cell holds a digit of S" added: 0, or -1. */
static int
with_marks (const ss_grid *p, int cell, int *digits, int count, ss_grid *q)
{
  ss_con marks;
  memset (&marks, 0, sizeof marks);
  marks.kind = SS_KIND_PENCILMARKS;
  marks.ncells = 1;
  marks.cell = &cell;
  marks.nvals = count;
  marks.val = digits;
  marks.clue_r = marks.clue_c = -1;
  ss_model *m = ss_model_derive (p->model, p->box_rows, p->box_cols, 0,
                                 &marks, 1);
  if (!m || ss_grid_copy (q, p) < 0)
    return m ? ss_model_unref (m), -1 : -1;
  ss_grid_set_model (q, m);
  ss_model_unref (m);
  return 0;
}

/* Cell i's refuted digits into digits[]; their number. */
static int
refuted (const ss_candidates *c, int i, int *digits)
{
  int count = 0;
  for (int d = 1; d <= c->n; d++)
    if (!ss_candidate_count (c, i, d))
      digits[count++] = d;
  return count;
}

static void
failed (ss_candidates_cert *out, int cell, int n, const ss_cert *cert)
{
  if (out->status != SS_CERT_CERTIFIED)
    return; /* the first failure is the one named */
  out->status = cert->status;
  snprintf (out->note, sizeof out->note, "r%dc%d: %s%s%s", cell / n + 1,
            cell % n + 1, ss_cert_status_name (cert->status),
            cert->note[0] ? ": " : "", cert->note);
}

/* One cell's claim: 0, or -1 when out of memory. */
static int
certify_cell (ss_cert_prover prover, const ss_grid *p, int cell,
              int *digits, int count, double deadline, int sum,
              ss_candidates_cert *out)
{
  ss_grid q;
  ss_cert cert;
  ss_result claim;
  double left = deadline > 0 ? deadline - ss_now () : 0;
  if (with_marks (p, cell, digits, count, &q) < 0)
    return -1;
  memset (&claim, 0, sizeof claim);
  claim.status = SS_UNSAT;
  if (deadline > 0 && left <= 0)
    cert.status = SS_CERT_UNDECIDED, snprintf (cert.note, sizeof cert.note,
                                               "the timeout was reached");
  else
    ss_certify_sum (prover, &q, &claim, deadline > 0 ? left : 0, sum, &cert);
  ss_grid_free (&q);
  out->cells++;
  if (cert.status == SS_CERT_CERTIFIED)
    out->certified += count, out->cells_certified++;
  else
    failed (out, cell, p->n, &cert);
  return 0;
}

int
ss_candidates_certify (ss_cert_prover prover, const ss_grid *p,
                       const ss_candidates *c, double timeout, int sum,
                       ss_candidates_cert *out)
{
  int digits[SS_MAX_N];
  double deadline = timeout > 0 ? ss_now () + timeout : 0;
  memset (out, 0, sizeof *out);
  out->status = SS_CERT_CERTIFIED;
  if (c->status == SS_INVALID || c->status == SS_UNKNOWN)
    return out->status = SS_CERT_NONE, 0;
  for (int i = 0; i < p->n * p->n; i++)
    {
      int count = p->cell[i] ? 0 : refuted (c, i, digits);
      out->refuted += count;
      if (count
          && certify_cell (prover, p, i, digits, count, deadline, sum, out))
        return -1;
    }
  return 0;
}
