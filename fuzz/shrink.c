/* shrink.c -- a failure made small while it keeps failing the same way.
 *
 * "The same way" is the same kind of failure (fuzz.h), whatever the
 * detail.  Four stages, each keeping a change only when the failure
 * survives it, all within the options' time budget (what is reached by
 * then is kept):
 *
 *   givens     delta debugging over the givens: chunks removed, halved
 *              when none can go, down to one given at a time;
 *   box        smaller boxes, smallest first, each with a few fresh
 *              puzzles of the instance's kind (density, mutation,
 *              encoding): the first that fails the same way is taken,
 *              and its givens shrunk in turn;
 *   core       (a program; a failure that needs an unsatisfiable CNF)
 *              the clauses CaDiCaL's checked refutation used, tried at
 *              once;
 *   clauses    (a program) delta debugging over the failing CNF's
 *              clauses (Zeller and Hildebrandt's ddmin: chunks removed,
 *              then kept alone, at finer and finer granularity), judged
 *              against CaDiCaL's certified truth since the CNF no longer
 *              comes from a puzzle;
 *   literals   each literal of each clause removed in turn; clauses and
 *              literals again while that removes anything (a clause cut
 *              to a unit is often one clause too many); then the
 *              variables renumbered 1..n if it still fails.
 *
 * The result is 1-minimal in clauses and literals when the budget
 * allows: removing any one clause or literal loses the failure.
 */
#include "fuzz_int.h"

#include <stdlib.h>
#include <string.h>

#include "../core/budget.h"

#define SHAPE_TRIES 3 /* fresh puzzles tried per smaller box */

static int
out_of_time (const ss_fz_ctx *x)
{
  return (x->stop_at > 0 && ss_now () >= x->stop_at) || ss_stopped ();
}

/* Runs the instance; 1 when it fails as kind (its case then replaces
 * *c), 0 when not, -1 when sudosat could not go on. */
static int
same_case (ss_fz_ctx *x, const ss_fz_instance *in, ss_fz_failure kind,
           ss_fz_case *c)
{
  ss_fz_case t;
  if (ss_fz_case_run (x, in, &t) < 0)
    return ss_fz_case_free (&t), -1;
  if (t.failure != kind)
    return ss_fz_case_free (&t), 0;
  ss_fz_case_free (c);
  *c = t;
  return 1;
}

/* Removes the givens listed in cells[from .. from + len) (cells holds
 * the givens left, in order) and runs the case: 1 when it still fails
 * as kind (they stay removed), 0 (put back), -1. */
static int
try_without (ss_fz_ctx *x, ss_fz_instance *in, ss_fz_failure kind,
             ss_fz_case *c, const int *cells, int from, int len)
{
  uint8_t saved[SS_MAX_N * SS_MAX_N];
  for (int k = from; k < from + len; k++)
    saved[k] = in->puzzle.cell[cells[k]], in->puzzle.cell[cells[k]] = 0;
  int got = same_case (x, in, kind, c);
  for (int k = from; got == 0 && k < from + len; k++)
    in->puzzle.cell[cells[k]] = saved[k];
  return got;
}

/* Delta debugging over the givens: chunks of them removed, the chunks
 * halved when none can go, down to one given at a time. */
static int
shrink_givens (ss_fz_ctx *x, ss_fz_instance *in, ss_fz_failure kind,
               ss_fz_case *c)
{
  int cells[SS_MAX_N * SS_MAX_N], n = 0, parts = 2;
  for (int i = 0; i < in->puzzle.n * in->puzzle.n; i++)
    if (in->puzzle.cell[i])
      cells[n++] = i;
  while (n > 0 && !out_of_time (x))
    {
      int chunk = (n + parts - 1) / parts, got = 0;
      for (int from = 0; from < n && !got && !out_of_time (x); from += chunk)
        {
          int len = from + chunk <= n ? chunk : n - from;
          if ((got = try_without (x, in, kind, c, cells, from, len)) < 0)
            return -1;
          if (got)
            memmove (cells + from, cells + from + len,
                     (size_t) (n - from - len) * sizeof *cells),
              n -= len, parts = parts > 2 ? parts - 1 : 2;
        }
      if (!got && parts >= n)
        break;
      if (!got)
        parts = 2 * parts < n ? 2 * parts : n;
    }
  return 0;
}

/* A smaller box that fails the same way: 1 when found (in and c are
 * then its), 0 when none, -1. */
static int
shrink_box (ss_fz_ctx *x, ss_fz_instance *in, ss_fz_failure kind,
            ss_fz_case *c)
{
  int n0 = in->box_rows * in->box_cols;
  for (int n = 2; n < n0; n++)
    for (int r = 1; r <= n && r <= 8; r++)
      for (int t = 0; t < SHAPE_TRIES && n % r == 0 && n / r <= 8; t++)
        {
          if (out_of_time (x))
            return 0;
          ss_fz_instance trial = *in;
          memset (&trial.puzzle, 0, sizeof trial.puzzle);
          memset (&trial.full, 0, sizeof trial.full);
          uint64_t seed = in->seed ^ ((uint64_t) (n * 8 + r) << 32 | t);
          if (ss_fz_instance_reshape (&trial, r, n / r, ss_fz_next (&seed)))
            return -1;
          int got = same_case (x, &trial, kind, c);
          if (got)
            {
              ss_fz_instance_free (in);
              *in = trial;
              return got;
            }
          ss_fz_instance_free (&trial);
        }
  return 0;
}

/* ---- the CNF ------------------------------------------------------------ */

/* Does f fail as kind?  1, 0, or -1. */
static int
fails (ss_fz_ctx *x, const ss_fz_cnf *f, ss_fz_failure kind)
{
  ss_fz_answer a;
  ss_model m;
  int got = ss_fz_judge_cnf (x, f, 0, &a, &m);
  ss_model_free (&m);
  return got < 0 ? -1 : got == (int) kind;
}

/* Tries the clauses of f with keep set; when they fail as kind they
 * replace f.  1, 0 or -1. */
static int
try_subset (ss_fz_ctx *x, ss_fz_cnf *f, const unsigned char *keep,
            ss_fz_failure kind)
{
  ss_fz_cnf sub;
  if (ss_fz_cnf_subset (&sub, f, keep))
    return -1;
  sub.nvars = f->nvars;
  int got = fails (x, &sub, kind);
  if (got == 1)
    {
      ss_fz_cnf_free (f);
      *f = sub;
      return 1;
    }
  ss_fz_cnf_free (&sub);
  return got;
}

/* One round at granularity n: each chunk's complement, then each chunk
 * alone.  1 when f shrank (*n adjusted), 0 when nothing did, -1. */
static int
ddmin_round (ss_fz_ctx *x, ss_fz_cnf *f, int *n, ss_fz_failure kind,
             unsigned char *keep)
{
  long size = f->n, chunk = (size + *n - 1) / *n;
  for (int alone = 0; alone < 2; alone++)
    for (long from = 0; from < size && !out_of_time (x); from += chunk)
      {
        if (alone && *n == 2)
          break; /* with two chunks, alone is the other's complement */
        for (long i = 0; i < size; i++)
          keep[i] = (i >= from && i < from + chunk) == alone;
        int got = try_subset (x, f, keep, kind);
        if (got)
          {
            *n = alone ? 2 : (*n > 3 ? *n - 1 : 2);
            return got;
          }
      }
  return 0;
}

static int
ddmin (ss_fz_ctx *x, ss_fz_cnf *f, ss_fz_failure kind)
{
  unsigned char *keep = malloc ((size_t) f->n + 1);
  int n = 2, got = keep ? 0 : -1;
  while (!got && f->n >= 2 && !out_of_time (x))
    {
      got = ddmin_round (x, f, &n, kind, keep);
      if (got == 1)
        got = 0;
      else if (!got && n >= f->n)
        break;
      else if (!got)
        n = 2 * n < f->n ? 2 * n : (int) f->n;
    }
  free (keep);
  return got < 0 ? -1 : 0;
}

/* Each literal of clause i removed in turn where the failure survives
 * it; l has room for every literal of f. */
static int
drop_literals (ss_fz_ctx *x, ss_fz_cnf *f, long i, ss_fz_failure kind,
               int *l)
{
  for (int k = 0; !out_of_time (x); k++)
    {
      int len;
      ss_fz_clause (f, i, &len);
      if (k >= len)
        break;
      ss_fz_cnf t;
      memset (&t, 0, sizeof t);
      for (long j = 0; j < f->n; j++)
        {
          int lj, m = 0;
          const int *c = ss_fz_clause (f, j, &lj);
          for (int q = 0; q < lj; q++)
            if (j != i || q != k)
              l[m++] = c[q];
          if (ss_fz_cnf_add (&t, l, m))
            return ss_fz_cnf_free (&t), -1;
        }
      t.nvars = f->nvars;
      int got = fails (x, &t, kind);
      if (got == 1)
        ss_fz_cnf_free (f), *f = t, k--;
      else
        ss_fz_cnf_free (&t);
      if (got < 0)
        return -1;
    }
  return 0;
}

/* Each literal of each clause removed in turn where the failure
 * survives it. */
static int
shrink_literals (ss_fz_ctx *x, ss_fz_cnf *f, ss_fz_failure kind)
{
  int *l = malloc (((size_t) f->nlits + 1) * sizeof *l), rc = l ? 0 : -1;
  for (long i = 0; !rc && i < f->n && !out_of_time (x); i++)
    rc = drop_literals (x, f, i, kind, l);
  free (l);
  return rc;
}

static int
renumber (ss_fz_ctx *x, ss_fz_cnf *f, ss_fz_failure kind)
{
  ss_fz_cnf t;
  if (ss_fz_cnf_renumber (&t, f))
    return -1;
  int got = fails (x, &t, kind);
  if (got == 1)
    {
      ss_fz_cnf_free (f);
      *f = t;
      return 0;
    }
  ss_fz_cnf_free (&t);
  return got;
}

/* A failure that rests on the CNF being unsatisfiable (a bad proof,
 * wrong SAT) may well survive on the clauses CaDiCaL's refutation used:
 * one test that often does most of ddmin's work. */
static int
try_core (ss_fz_ctx *x, ss_fz_cnf *f, ss_fz_failure kind)
{
  char note[200];
  unsigned char *core = malloc ((size_t) f->n + 1);
  int got = core ? 0 : -1;
  if (core && ss_fz_truth_core (f, ss_fz_timeout (x->o), core, note,
                                sizeof note) == 20)
    got = try_subset (x, f, core, kind);
  free (core);
  return got < 0 ? -1 : 0;
}

/* Clauses, then literals, again while removing literals lets more
 * clauses go (a clause cut to a unit often becomes one too many), then
 * the variables renumbered. */
static int
shrink_cnf (ss_fz_ctx *x, ss_fz_cnf *f, ss_fz_failure kind)
{
  long before = -1;
  int rc = 0;
  if (kind == SS_FZ_BAD_PROOF || kind == SS_FZ_WRONG_SAT)
    rc = try_core (x, f, kind);
  while (!rc && f->nlits != before && !out_of_time (x))
    {
      before = f->nlits;
      rc = ddmin (x, f, kind);
      if (!rc)
        rc = shrink_literals (x, f, kind);
    }
  return rc || out_of_time (x) ? rc : renumber (x, f, kind);
}

int
ss_fz_shrink (ss_fz_ctx *x, ss_fz_result *res, ss_fz_case *c,
              ss_fz_cnf *cnf)
{
  ss_fz_failure kind = res->failure;
  double t0 = ss_now ();
  x->stop_at = x->o->shrink_seconds > 0 ? t0 + x->o->shrink_seconds : t0;
  if (x->o->stop_at > 0 && x->o->stop_at < x->stop_at) /* --seconds */
    x->stop_at = x->o->stop_at > t0 ? x->o->stop_at : t0;
  int rc = shrink_givens (x, &res->inst, kind, c);
  int got = rc ? rc : shrink_box (x, &res->inst, kind, c);
  if (got == 1)
    rc = shrink_givens (x, &res->inst, kind, c);
  else
    rc = got;
  res->box_rows = res->inst.box_rows, res->box_cols = res->inst.box_cols;
  res->givens_after = ss_grid_givens (&res->inst.puzzle);
  snprintf (res->note, sizeof res->note, "%s", c->note);
  if (!rc && x->have_cmd)
    rc = ss_fz_cnf_copy (cnf, &c->failing);
  res->clauses_puzzle = cnf->n;
  if (!rc && x->have_cmd && kind != SS_FZ_REFERENCE)
    rc = shrink_cnf (x, cnf, kind);
  res->clauses_after = cnf->n, res->lits_after = cnf->nlits;
  res->shrink_seconds = ss_now () - t0;
  x->stop_at = 0;
  return rc < 0 ? -1 : 0;
}
