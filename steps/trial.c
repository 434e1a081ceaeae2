/* trial.c -- a trial: assume one candidate, follow singles to a
 * contradiction, strike the candidate.
 *
 * Model: when no technique applies, every candidate of the cells with
 * the fewest candidates is assumed in turn (a temporary fact), naked and
 * hidden singles run from it with the trail on, and the table is put
 * back (above 16x16 only cells with two or three candidates are tried).  An assumption that ends in a contradiction is refuted.  Of all
 * refuted ones (cells with two candidates first; more only when none of
 * those works) the one whose argument is shortest is kept.  The argument
 * is read backwards from the contradiction: the temporary facts it uses
 * are the chain shown to the reader, and the real facts it reaches are
 * the step's reason.
 */
#include <stdlib.h>
#include <string.h>

#include "state.h"

#define TRIAL_MAX 4000 /* assumptions tried per step, at most */

typedef struct refuted {
  int len, cell, d;
  int *reason, nr;
  ss_link *chain;
  int nchain;
} refuted;

/* Walks back from fact bad over the facts from base on: marks in used[]
 * the temporary facts reached, and collects the real ones in perm. */
static int
closure (const st_state *s, int base, int bad, char *used, int *perm)
{
  const ss_path *p = s->path;
  int *stack = malloc (sizeof *stack * (size_t) (p->nfacts - base + 1));
  int top = 0, np = 0;
  if (!stack)
    return -1;
  stack[top++] = bad, used[bad - base] = 1;
  while (top)
    {
      const ss_step *f = &p->fact[stack[--top]];
      for (int i = 0; i < f->nreason; i++)
        {
          int r = f->reason[i];
          if (r < base)
            perm[np++] = r;
          else if (!used[r - base])
            used[r - base] = 1, stack[top++] = r;
        }
    }
  free (stack);
  return np;
}

static ss_link
link_of (const ss_step *f)
{
  ss_link l = { f->tech, f->cell, f->digit, f->unit_kind, f->unit };
  return l;
}

/* Keeps the refutation just found when it is shorter than the best. */
static int
consider (st_state *s, int base, int bad, refuted *best)
{
  const ss_path *p = s->path;
  int span = p->nfacts - base, len = 0, np;
  char *used = calloc ((size_t) span, 1);
  int *perm = malloc (sizeof *perm * ((size_t) span * s->n + 1));
  if (!used || !perm || (np = closure (s, base, bad, used, perm)) < 0)
    return free (used), free (perm), -1;
  for (int i = 1; i < span; i++)
    len += used[i];
  if (best->chain && len >= best->len)
    return free (used), free (perm), 0;
  ss_link *chain = malloc (sizeof *chain * (size_t) (len + 1));
  if (!chain)
    return free (used), free (perm), -1;
  int k = 0;
  for (int i = 1; i < span; i++)
    if (used[i])
      chain[k++] = link_of (&p->fact[base + i]);
  free (best->chain), free (best->reason);
  *best = (refuted) { len, p->fact[base].cell, p->fact[base].digit, perm,
                      np, chain, k };
  free (used);
  return 0;
}

/* Assumes d in cell, runs singles, puts everything back. */
static int
try_one (st_state *s, int cell, int d, refuted *best)
{
  int base = s->path->nfacts, mark = s->trail.tail, bad = -1, got = 0;
  ss_step a = st_proto (SS_TECH_TRIAL, SS_STEP_PLACE);
  a.cell = cell, a.digit = d;
  if (ss_st_fact (s, &a, 0, 0) < 0)
    return -1;
  s->trailing = 1;
  ss_st_place (s, cell, d, base);
  int end = ss_st_singles (s, s->cells, &bad);
  if (end == ST_CONTRADICTION)
    got = consider (s, base, bad, best);
  s->trailing = 0;
  ss_st_undo (s, mark);
  ss_st_truncate (s, base);
  ss_st_queues_clear (s);
  return end == ST_OOM ? -1 : got;
}

/* Every candidate of the cells with `count` candidates. */
static int
try_all (st_state *s, int count, refuted *best, int *tried, double deadline)
{
  for (int c = 0; c < s->cells; c++)
    {
      if (s->value[c] || s->count[c] != count)
        continue;
      for (int d = 1; d <= s->n; d++)
        {
          if (!st_has (s, c, d))
            continue;
          if (++*tried > TRIAL_MAX || (deadline > 0 && ss_now () > deadline))
            return 0;
          if (try_one (s, c, d, best) < 0)
            return -1;
          if (best->chain && best->len == 0)
            return 0;
        }
    }
  return 0;
}

int
ss_st_trial (st_state *s, double deadline)
{
  refuted best = { 0, -1, 0, 0, 0, 0, 0 };
  /* above 16x16 a trial costs much more and cells with more candidates
   * rarely refute: only those with two or three are tried */
  int tried = 0, most = s->n <= 16 ? s->n : 3;
  for (int count = 2; count <= most && !best.chain; count++)
    if (try_all (s, count, &best, &tried, deadline) < 0)
      return free (best.chain), free (best.reason), -1;
  if (!best.chain)
    return 0;
  int *elim = malloc (sizeof *elim);
  if (!elim)
    return free (best.chain), free (best.reason), -1;
  elim[0] = best.cell * s->n + best.d - 1;
  ss_step f = st_proto (SS_TECH_TRIAL, SS_STEP_ELIMINATE);
  f.cell = best.cell, f.digit = best.d;
  f.elim = elim, f.nelim = 1, f.chain = best.chain, f.nchain = best.nchain;
  int got = ss_st_eliminate (s, &f, best.reason, best.nr);
  free (best.reason);
  return got;
}
