/* lrat_derive.c -- does a lemma follow from its hints? (see lrat.h)
 *
 * Model: the lemma's literals are assumed false; each positive hint must
 * then name a clause present that is unit (its open literal is assigned)
 * or false (done).  If the positive hints run out first, the lemma must
 * be RAT on its first literal p: each case -D names a clause holding -p,
 * D's other literals are assumed false on top (one already true: the
 * case holds), and the case's hints must reach a conflict; and no clause
 * present holding -p may lack its case, unless one of its other
 * literals is already true.  No search, no watches: every hint is one
 * look at one clause.
 */
#include "lrat_int.h"

#include <stdarg.h>
#include <stdlib.h>

enum { H_UNIT, H_FALSE, H_BAD };

static int
value (const ss_lrat *lr, int lit)
{
  return lr->val[lrat_index (lit)];
}

static void
assign (ss_lrat *lr, int lit)
{
  lr->val[lrat_index (lit)] = 1;
  lr->val[lrat_index (-lit)] = -1;
  lr->trail[lr->ntrail++] = lit;
}

static void
undo (ss_lrat *lr, size_t to)
{
  while (lr->ntrail > to)
    {
      int lit = lr->trail[--lr->ntrail];
      lr->val[lrat_index (lit)] = 0;
      lr->val[lrat_index (-lit)] = 0;
    }
}

static int
fail (ss_lrat_result *res, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 2, 3)))
#endif
  ;

static int
fail (ss_lrat_result *res, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (res->why, sizeof res->why, fmt, ap);
  va_end (ap);
  return 0;
}

/* Hint id: H_UNIT (its open literal assigned), H_FALSE, or H_BAD with
 * why set. */
static int
follow (ss_lrat *lr, long long id, ss_lrat_result *res)
{
  const int *c = ss_lrat_find (lr, (uint64_t) id);
  int open = 0, last = 0;
  res->stats.hints++;
  if (!c)
    return fail (res, "hint %lld names no clause present", id),
           H_BAD;
  for (int k = 1; k <= c[0]; k++)
    if (value (lr, c[k]) > 0)
      return fail (res, "hint %lld is not unit (it is satisfied)", id), H_BAD;
    else if (!value (lr, c[k]))
      open++, last = c[k];
  if (open > 1)
    return fail (res, "hint %lld is not unit (%d literals open)", id,
                 open), H_BAD;
  if (!open)
    return H_FALSE;
  assign (lr, last);
  return H_UNIT;
}

/* Follows hints[*i ..] up to the next negative one: 1 at a conflict
 * (*i then at the next negative hint), 0 without one, -1 on a bad
 * hint. */
static int
run (ss_lrat *lr, size_t *i, ss_lrat_result *res)
{
  int got = H_UNIT;
  for (; *i < lr->nhints && lr->hints[*i] > 0 && got == H_UNIT; ++*i)
    got = follow (lr, lr->hints[*i], res);
  while (*i < lr->nhints && lr->hints[*i] > 0) /* after the conflict */
    ++*i;
  return got == H_FALSE ? 1 : got == H_UNIT ? 0 : -1;
}

static int
holds (const int *c, int lit)
{
  for (int k = 1; k <= c[0]; k++)
    if (c[k] == lit)
      return 1;
  return 0;
}

/* D's literals but -p assumed false on top: 1 when one is true. */
static int
assume_rest (ss_lrat *lr, const int *d, int p)
{
  for (int k = 1; k <= d[0]; k++)
    if (d[k] != -p && value (lr, d[k]) > 0)
      return 1;
    else if (d[k] != -p && !value (lr, d[k]))
      assign (lr, -d[k]);
  return 0;
}

static int
by_id (const void *a, const void *b)
{
  long long x = *(const long long *) a, y = *(const long long *) b;
  return (x > y) - (x < y);
}

/* Every clause present with -p has a case among the negative hints
 * (sorted into cases[0 .. n)), or a literal true already. */
static int
all_cases (ss_lrat *lr, int p, const long long *cases, size_t n,
           ss_lrat_result *res)
{
  for (size_t s = 0; s < lr->cap; s++)
    {
      const int *d = lr->clause[s];
      long long id = (long long) lr->key[s];
      if (!d || !holds (d, -p)
          || bsearch (&id, cases, n, sizeof *cases, by_id))
        continue;
      size_t at = lr->ntrail;
      int covered = assume_rest (lr, d, p);
      undo (lr, at);
      if (!covered)
        return fail (res, "clause %lld holds the pivot's negation but has "
                     "no RAT case", id);
    }
  return 1;
}

/* The RAT cases from hints[i] on; the assignment is the lemma's with
 * its positive hints followed. */
static int
rat (ss_lrat *lr, size_t i, ss_lrat_result *res)
{
  int p = lr->nlits ? lr->lits[0] : 0;
  size_t at = lr->ntrail, n = 0;
  if (!p)
    return fail (res, "no conflict, and the empty clause has no RAT "
                 "pivot");
  long long *cases = malloc ((lr->nhints - i + 1) * sizeof *cases);
  if (!cases)
    return ss_lrat_fail_memory (lr), 0;
  int ok = 1;
  while (ok && i < lr->nhints)
    {
      long long id = -lr->hints[i++];
      const int *d = ss_lrat_find (lr, (uint64_t) id);
      cases[n++] = id;
      if (!d)
        ok = fail (res, "RAT case %lld names no clause present", id);
      else if (!holds (d, -p))
        ok = fail (res, "RAT case %lld does not hold the pivot's negation",
                   id);
      else if (!assume_rest (lr, d, p) && run (lr, &i, res) != 1)
        ok = res->why[0] ? 0 : fail (res, "RAT case %lld: no conflict "
                                     "after its hints", id);
      while (ok && i < lr->nhints && lr->hints[i] > 0)
        i++;
      undo (lr, at);
    }
  qsort (cases, n, sizeof *cases, by_id);
  ok = ok && all_cases (lr, p, cases, n, res);
  res->stats.rat += ok;
  free (cases);
  return ok;
}

int
ss_lrat_derive (ss_lrat *lr, ss_lrat_result *res)
{
  size_t i = 0;
  int ok = -2;
  res->why[0] = 0;
  for (size_t k = 0; k < lr->nlits && ok == -2; k++)
    if (value (lr, lr->lits[k]) > 0)
      ok = 1; /* l and -l: a tautology, true under every assignment */
    else if (!value (lr, lr->lits[k]))
      assign (lr, -lr->lits[k]);
  if (ok == -2)
    ok = run (lr, &i, res);
  if (ok == 0)
    {
      int cases = i < lr->nhints;
      ok = rat (lr, i, res);
      if (!ok && !cases && !lr->enomem) /* a RUP lemma short of hints */
        ok = fail (res, "no conflict after the last hint");
    }
  undo (lr, 0);
  return ok == 1;
}
