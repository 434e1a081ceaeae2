/* drat_check.c -- the backward DRAT check (see drat.h).
 *
 * Forward: the formula's clauses are watched and propagated, then each
 * step is replayed -- lemmas added, deletions honoured -- until unit
 * propagation on the clauses present finds a conflict.  No lemma is
 * checked yet.  A deletion of a clause that is the reason of a top-level
 * assignment is ignored: solvers delete such clauses while keeping the
 * literal (they think of it as a fixed unit), and keeping a clause can
 * never make a wrong proof pass (docs/proof.md).
 *
 * Then the clauses behind the conflict are marked, and the steps are
 * undone from the conflict back to the first: a lemma leaves the
 * formula (and if it was the reason of a top-level literal, the
 * top-level assignment is rebuilt without it), a deletion puts its
 * clause back.  A marked lemma is checked against the clauses present
 * before it: RUP -- assign its negation, propagate core-first, expect a
 * conflict -- or else RAT on its first literal p: for every clause D
 * present with -p, the resolvent (the lemma plus D without -p) must be
 * RUP.  What a successful check used is marked in turn.  RAT candidates
 * are not marked: a proof trimmed to its marked lemmas only has fewer
 * of them, so the check stays valid.
 *
 * Top-level literals whose reasons are marked, with everything they
 * rest on, are flagged justified, so a later analysis stops there; the
 * flag goes when the literal is unassigned.
 */
#include "drat_int.h"

#include <stdlib.h>
#include <string.h>

#include "../core/budget.h"

static int
var_of (int lit)
{
  return lit < 0 ? -lit : lit;
}

static void
mark (ss_drat *ck, uint32_t c)
{
  if (ck->flags[c] & F_MARKED)
    return;
  ck->flags[c] |= F_MARKED;
  if (!(ck->flags[c] & F_LEMMA))
    ck->stats.core_inputs++;
  ss_drat_set_core (ck, c);
}

static void
touch (ss_drat *ck, int v, int *n)
{
  if (ck->vflag[v] & V_SEEN)
    return;
  ck->vflag[v] |= V_SEEN;
  ck->touched[ck->ntouched++] = v;
  ck->stack[(*n)++] = v;
}

/* Marks the clauses a conflict rests on: clause c (or NONE) and the
 * reasons behind variable v (or 0), transitively down the trail. */
static void
analyze (ss_drat *ck, uint32_t c, int v)
{
  int n = 0;
  ck->ntouched = 0;
  if (c != NONE)
    {
      mark (ck, c);
      for (int k = 0; k < ck->len[c]; k++)
        touch (ck, var_of (clause_lits (ck, c)[k]), &n);
    }
  if (v)
    touch (ck, v, &n);
  while (n)
    {
      int x = ck->stack[--n];
      uint32_t r = ck->reason[x];
      if (r == NONE)
        continue;
      if (ck->pos[x] < ck->top)
        {
          if (ck->vflag[x] & V_JUSTIFIED)
            continue;
          ck->vflag[x] |= V_JUSTIFIED;
        }
      mark (ck, r);
      for (int k = 0; k < ck->len[r]; k++)
        touch (ck, var_of (clause_lits (ck, r)[k]), &n);
    }
  for (int k = 0; k < ck->ntouched; k++)
    ck->vflag[ck->touched[k]] &= (uint8_t) ~V_SEEN;
}

static int
by_position (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

/* LRAT: appends to the hints the clauses a conflict rests on, in the
 * order unit propagation can use them: the reasons of every variable
 * behind clause c (or NONE) and variable v (or 0), all the way down,
 * top level included (analyze stops at justified literals; LRAT has no
 * top level), by trail position; then c.  Each is marked already (the
 * justified ones' reasons are), but marking again is cheap and keeps
 * the hints within the kept clauses whatever happens. */
static void
lrat_chain (ss_drat *ck, uint32_t c, int v)
{
  int n = 0, m = 0;
  ck->ntouched = 0;
  for (int k = 0; c != NONE && k < ck->len[c]; k++)
    touch (ck, var_of (clause_lits (ck, c)[k]), &n);
  if (v)
    touch (ck, v, &n);
  while (n)
    {
      int x = ck->stack[--n];
      uint32_t r = (ck->vflag[x] & V_ASSUMED) ? NONE : ck->reason[x];
      for (int k = 0; r != NONE && k < ck->len[r]; k++)
        touch (ck, var_of (clause_lits (ck, r)[k]), &n);
    }
  for (int k = 0; k < ck->ntouched; k++)
    {
      int x = ck->touched[k];
      ck->vflag[x] &= (uint8_t) ~V_SEEN;
      if (ck->reason[x] != NONE && !(ck->vflag[x] & V_ASSUMED))
        ck->touched[m++] = ck->pos[x];
    }
  if (m > 1) /* touched may be null: no variable yet */
    qsort (ck->touched, (size_t) m, sizeof *ck->touched, by_position);
  if (ss_drat_reserve (ck, (void **) &ck->hints, &ck->cap_hints,
                       ck->nhints + (size_t) m + 1, sizeof *ck->hints))
    return;
  for (int k = 0; k < m; k++)
    {
      uint32_t r = ck->reason[var_of (ck->trail[ck->touched[k]])];
      mark (ck, r);
      ck->hints[ck->nhints++] = r;
    }
  if (c != NONE)
    ck->hints[ck->nhints++] = c;
}

/* A conflict found: clause c (or NONE) and variable v (or 0) behind it
 * are marked, and with opts.lrat its derivation is kept. */
static void
conflict (ss_drat *ck, uint32_t c, int v)
{
  analyze (ck, c, v);
  if (ck->opts.lrat)
    lrat_chain (ck, c, v);
}

/* LRAT: a literal of the clause checked is false already; an LRAT
 * checker assumes it false itself, so the reason of its variable must
 * not be a hint (that clause would be satisfied, not unit). */
static void
assume (ss_drat *ck, int v)
{
  if (!ck->opts.lrat || (ck->vflag[v] & V_ASSUMED)
      || ss_drat_reserve (ck, (void **) &ck->assumed, &ck->cap_assumed,
                          ck->nassumed + 1, sizeof *ck->assumed))
    return;
  ck->vflag[v] |= V_ASSUMED;
  ck->assumed[ck->nassumed++] = v;
}

/* Undoes the trail to the top level, and the flags of assume. */
static void
retract (ss_drat *ck)
{
  ss_drat_backtrack (ck, ck->top);
  while (ck->nassumed)
    ck->vflag[ck->assumed[--ck->nassumed]] &= (uint8_t) ~V_ASSUMED;
}

/* Assigns the negation of every literal but skip.  1 when one of them
 * is already true: the conflict is found (and analysed). */
static int
negate (ss_drat *ck, uint32_t c, int skip)
{
  const int *l = clause_lits (ck, c);
  for (int k = 0; ck->opts.lrat && k < ck->len[c]; k++)
    if (l[k] != skip && lit_val (ck, l[k]) < 0)
      assume (ck, var_of (l[k]));
  for (int k = 0; k < ck->len[c]; k++)
    {
      int v = lit_val (ck, l[k]);
      if (l[k] == skip || v < 0)
        continue;
      if (v > 0)
        return conflict (ck, NONE, var_of (l[k])), 1;
      ss_drat_assign (ck, -l[k], NONE);
    }
  return 0;
}

static int
refutes (ss_drat *ck)
{
  uint32_t c = ss_drat_propagate (ck);
  if (c == NONE)
    return 0;
  conflict (ck, c, 0);
  return 1;
}

static int
rup (ss_drat *ck, uint32_t c)
{
  int ok = negate (ck, c, 0) || refutes (ck);
  retract (ck);
  return ok;
}

/* The clauses containing each literal, every clause ever added, in one
 * flat array: built on the first RAT check (the backward pass adds no
 * clause), so a proof with many RAT lemmas does not scan the whole
 * formula for each.  0, or SS_DRAT_ENOMEM. */
static int
occurrences (ss_drat *ck)
{
  size_t nlit = 2 * (size_t) ck->cap_vars + 1, cap = 0, cap2 = 0;
  if (ck->occ_start)
    return 0;
  if (ss_drat_reserve (ck, (void **) &ck->occ_start, &cap, nlit,
                       sizeof *ck->occ_start)
      || ss_drat_reserve (ck, (void **) &ck->occ, &cap2, ck->nlits + 1,
                          sizeof *ck->occ))
    return SS_DRAT_ENOMEM;
  memset (ck->occ_start, 0, nlit * sizeof *ck->occ_start);
  for (size_t i = 0; i < ck->nlits; i++)
    ck->occ_start[lit_index (ck->lits[i]) + 1]++;
  for (size_t i = 1; i < nlit; i++)
    ck->occ_start[i] += ck->occ_start[i - 1];
  for (uint32_t c = 0; c < ck->nclauses; c++)
    for (int k = 0; k < ck->len[c]; k++)
      ck->occ[ck->occ_start[lit_index (clause_lits (ck, c)[k])]++] = c;
  for (size_t i = nlit - 1; i > 0; i--) /* each start went to its end */
    ck->occ_start[i] = ck->occ_start[i - 1];
  ck->occ_start[0] = 0;
  return 0;
}

/* RAT on the pivot: every resolvent with a clause present holding -p is
 * RUP.  A tautological resolvent needs nothing: negate finds it.
 * 1 when it holds, 0 when not, SS_DRAT_ENOMEM. */
static int
rat (ss_drat *ck, uint32_t c)
{
  int p = ck->pivot[c];
  if (!p)
    return 0;
  if (occurrences (ck))
    return SS_DRAT_ENOMEM;
  size_t i = lit_index (-p);
  for (size_t k = ck->occ_start[i]; k < ck->occ_start[i + 1]; k++)
    {
      uint32_t d = ck->occ[k];
      if ((ck->flags[d] & (F_ACTIVE | F_TAUT)) != F_ACTIVE)
        continue;
      if (ck->opts.lrat && !ss_drat_reserve (ck, (void **) &ck->hints,
                                             &ck->cap_hints, ck->nhints + 1,
                                             sizeof *ck->hints))
        ck->hints[ck->nhints++] = d | RAT_HINT;
      int ok = negate (ck, c, 0) || negate (ck, d, -p) || refutes (ck);
      retract (ck);
      if (!ok)
        return 0;
    }
  return 1;
}

/* Propagates at top level, where no conflict may appear. */
static int
settle (ss_drat *ck)
{
  if (ss_drat_propagate (ck) != NONE)
    {
      ss_error_set (ck->err, 0, 0, "internal error: a conflict where the "
                    "forward pass had none");
      return SS_DRAT_EINTERNAL;
    }
  ck->top = ck->ntrail;
  return ck->enomem ? ss_drat_fail_memory (ck) : 0;
}

/* The top-level assignment without trail[from ..]: undone, then every
 * unit clause present and every watch list looked at again. */
static int
rebuild (ss_drat *ck, int from)
{
  ss_drat_backtrack (ck, from);
  ck->head_core = ck->head_all = 0;
  ck->resume = 0;
  for (uint32_t k = 0; k < ck->nunits; k++)
    {
      uint32_t u = ck->units[k];
      int lit = clause_lits (ck, u)[0];
      if ((ck->flags[u] & F_ACTIVE) && lit_val (ck, lit) == 0)
        ss_drat_assign (ck, lit, u);
    }
  return settle (ck);
}

/* The literal clause c is the reason of, or 0.  It is the first, but a
 * binary clause may imply either (drat_prop.c reads it from its watch). */
static int
implied (const ss_drat *ck, uint32_t c)
{
  const int *l = clause_lits (ck, c);
  if (!ck->len[c] || (ck->flags[c] & F_TAUT))
    return 0;
  if (ck->reason[var_of (l[0])] == c)
    return l[0];
  return ck->len[c] == 2 && ck->reason[var_of (l[1])] == c ? l[1] : 0;
}

/* ---- forward ------------------------------------------------------------ */

/* Adds clause c; 1 when the clauses present now propagate to a
 * conflict (marked already; its hints, with opts.lrat, are the final
 * ones). */
static int
add_forward (ss_drat *ck, uint32_t c)
{
  ck->flags[c] |= F_ACTIVE;
  uint32_t false_clause = ss_drat_attach (ck, c) ? c : ss_drat_propagate (ck);
  ck->top = ck->ntrail;
  if (false_clause == NONE)
    return 0;
  ck->final_from = ck->nhints;
  conflict (ck, false_clause, 0);
  ck->final_len = (uint32_t) (ck->nhints - ck->final_from);
  return 1;
}

static void
delete_forward (ss_drat *ck, uint32_t s)
{
  uint32_t c = ck->step_clause[s];
  if (implied (ck, c))
    {
      ck->step_kind[s] = K_IGNORED;
      ck->stats.reason_deletions++;
      return;
    }
  ck->flags[c] &= (uint8_t) ~F_ACTIVE;
  ss_drat_detach (ck, c);
}

/* The step at which the conflict appears: -1 for the formula alone,
 * nsteps when there is none.  Sets *lemma to the lemmas up to it. */
static long
forward (ss_drat *ck, long *lemma)
{
  *lemma = 0;
  for (uint32_t c = 0; c < ck->ninputs; c++)
    if (add_forward (ck, c))
      return -1;
  for (uint32_t s = 0; s < ck->nsteps; s++)
    {
      uint32_t c = ck->step_clause[s];
      if (ck->step_kind[s] != K_ADD)
        {
          delete_forward (ck, s);
          continue;
        }
      ++*lemma;
      if (ck->len[c] == 0)
        return -2 - (long) s;
      if (add_forward (ck, c))
        return s;
    }
  return ck->nsteps;
}

/* ---- backward ----------------------------------------------------------- */

static int
undo_lemma (ss_drat *ck, uint32_t c)
{
  ck->flags[c] &= (uint8_t) ~F_ACTIVE;
  int lit = implied (ck, c);
  ss_drat_detach (ck, c);
  return lit ? rebuild (ck, ck->pos[var_of (lit)]) : settle (ck);
}

static int
undo_delete (ss_drat *ck, uint32_t c)
{
  ck->flags[c] |= F_ACTIVE;
  if (ss_drat_attach (ck, c))
    return ss_error_set (ck->err, 0, 0, "internal error: a clause put "
                         "back is false"), SS_DRAT_EINTERNAL;
  return settle (ck);
}

/* 1 when the lemma is RUP or RAT; 0 when it is neither (or memory ran
 * out: ck->enomem says). */
static int
check_lemma (ss_drat *ck, uint32_t c)
{
  size_t at = ck->nhints;
  ck->stats.checked++;
  if (ck->opts.lrat)
    ck->hint_from[c] = at;
  if (!rup (ck, c))
    {
      if (rat (ck, c) != 1)
        return 0;
      ck->stats.rat++;
    }
  if (ck->opts.lrat)
    ck->hint_len[c] = (uint32_t) (ck->nhints - at);
  return 1;
}

/* With opts.lrat: where each clause's hints will be. */
static int
lrat_tables (ss_drat *ck)
{
  size_t cap = 0, cap2 = 0;
  if (!ck->opts.lrat || !ck->nclauses)
    return 0;
  if (ss_drat_reserve (ck, (void **) &ck->hint_from, &cap, ck->nclauses,
                       sizeof *ck->hint_from)
      || ss_drat_reserve (ck, (void **) &ck->hint_len, &cap2, ck->nclauses,
                          sizeof *ck->hint_len))
    return SS_DRAT_ENOMEM;
  memset (ck->hint_len, 0, ck->nclauses * sizeof *ck->hint_len);
  return 0;
}

static int
backward (ss_drat *ck, long from, long lemma, ss_drat_result *res)
{
  ck->resume = 0; /* marking reordered watch lists; walking again is safe */
  for (long s = from; s >= 0; s--)
    {
      uint32_t c = ck->step_clause[s];
      int kind = ck->step_kind[s], rc;
      if (kind == K_IGNORED)
        continue;
      rc = kind == K_DELETE ? undo_delete (ck, c) : undo_lemma (ck, c);
      if (rc)
        return rc;
      if (kind == K_DELETE)
        continue;
      if ((ck->flags[c] & (F_MARKED | F_TAUT)) == F_MARKED
          && !check_lemma (ck, c) && !ck->enomem)
        {
          res->verdict = SS_DRAT_NOT_IMPLIED;
          res->lemma = lemma;
          res->at = ck->step_at[s];
          return 0;
        }
      if (ck->enomem)
        return ss_drat_fail_memory (ck);
      lemma--;
    }
  return 0;
}

int
ss_drat_check (ss_drat *ck, ss_drat_result *res, ss_error *err)
{
  ss_error_clear (err);
  err->file = 0;
  ck->err = err;
  if (ck->enomem)
    return ss_drat_fail_memory (ck);
  double t0 = ss_now ();
  if (lrat_tables (ck))
    return SS_DRAT_ENOMEM;
  long lemma, from = forward (ck, &lemma);
  int rc = ck->enomem ? ss_drat_fail_memory (ck) : 0;
  memset (res, 0, sizeof *res);
  res->verdict = SS_DRAT_VERIFIED;
  if (!rc && from == -1) /* the formula alone: every step is unused */
    ck->stats.unused_steps = (long) ck->nsteps;
  else if (!rc && from == (long) ck->nsteps)
    res->verdict = SS_DRAT_NO_EMPTY;
  else if (!rc && from <= -2)
    {
      res->verdict = SS_DRAT_EMPTY_NOT_RUP;
      res->lemma = lemma;
      res->at = ck->step_at[-2 - from];
    }
  else if (!rc && from >= 0)
    {
      ck->stats.unused_steps = (long) ck->nsteps - from - 1;
      rc = backward (ck, from, lemma, res);
    }
  res->binary = ck->binary;
  res->absent_at = ck->absent_at;
  ck->stats.check_seconds = ss_now () - t0;
  ck->stats.variables = ck->maxvar;
  res->stats = ck->stats;
  return rc;
}
