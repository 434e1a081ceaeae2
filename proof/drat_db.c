/* drat_db.c -- the clause store: clauses in, clauses found by content.
 *
 * Model: a clause is stored as a set.  Duplicate literals are dropped as
 * it comes in (the clause means the same), and a clause with l and -l is
 * kept but flagged a tautology: true under every assignment, so it is
 * never watched and never needed, yet a later deletion still finds it.
 * The first literal as written is kept apart: it is the pivot of a RAT
 * check, and watching reorders the stored literals.
 *
 * Deletions name a clause by its literals, in any order.  A hash table
 * over the clauses present (order-free: a sum of mixed literal indices)
 * finds one with the same set; when several copies are present, one of
 * them goes.  The table follows the proof as it is read, so a deletion
 * is resolved to a clause id once, at reading time.
 */
#include "drat_int.h"

#include <stdlib.h>
#include <string.h>

#define F_HASHED 32

static uint32_t
mix (uint32_t x)
{
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  return x ^ (x >> 16);
}

static uint32_t
hash_of (const int *lits, int len)
{
  uint32_t h = (uint32_t) len * 0x9e3779b9U;
  for (int k = 0; k < len; k++)
    h += mix ((uint32_t) lit_index (lits[k]));
  return h;
}

static void
next_stamp (ss_drat *ck)
{
  if (++ck->stamp_now == 0)
    {
      memset (ck->stamp, 0, 2 * (size_t) ck->cap_vars * sizeof *ck->stamp);
      ck->stamp_now = 1;
    }
}

/* Copies lits into scratch without duplicates; *taut says whether both
 * signs of a variable occur.  Returns the new length, or -1. */
static int
normalise (ss_drat *ck, const int *lits, int len, int *taut)
{
  if (ss_drat_reserve (ck, (void **) &ck->scratch, &ck->cap_scratch,
                       (size_t) len + 1, sizeof *ck->scratch))
    return -1;
  next_stamp (ck);
  int n = 0;
  *taut = 0;
  for (int k = 0; k < len; k++)
    {
      int i = lit_index (lits[k]);
      if (ck->stamp[i] == ck->stamp_now)
        {
          ck->stats.duplicates++;
          continue;
        }
      *taut |= ck->stamp[i ^ 1] == ck->stamp_now;
      ck->stamp[i] = ck->stamp_now;
      ck->scratch[n++] = lits[k];
    }
  return n;
}

static void
hash_insert (ss_drat *ck, uint32_t c)
{
  uint32_t b = hash_of (clause_lits (ck, c), ck->len[c]) & (ck->nbuckets - 1);
  ck->hnext[c] = ck->bucket[b];
  ck->bucket[b] = c;
  ck->flags[c] |= F_HASHED;
  ck->nhashed++;
}

/* Doubles the table when it holds as many clauses as buckets. */
static int
hash_grow (ss_drat *ck)
{
  if (ck->nhashed < ck->nbuckets)
    return 0;
  size_t nb = ck->nbuckets ? 2 * (size_t) ck->nbuckets : 1024, cap = 0;
  if (nb > UINT32_MAX / 2)
    return ss_drat_fail_memory (ck);
  uint32_t *fresh = 0;
  if (ss_drat_reserve (ck, (void **) &fresh, &cap, nb, sizeof *fresh))
    return SS_DRAT_ENOMEM;
  ck->bytes -= (size_t) ck->nbuckets * sizeof *ck->bucket;
  free (ck->bucket);
  ck->bucket = fresh;
  ck->nbuckets = (uint32_t) nb;
  memset (fresh, 0xff, nb * sizeof *fresh);
  ck->nhashed = 0;
  for (uint32_t c = 0; c < ck->nclauses; c++)
    if (ck->flags[c] & F_HASHED)
      hash_insert (ck, c);
  return 0;
}

static int
grow_clauses (ss_drat *ck)
{
  size_t need = (size_t) ck->nclauses + 1, cap;
  if (need > MAX_CLAUSES)
    return ss_drat_fail_memory (ck);
#define GROW(a)                                                           \
  cap = ck->cap_clauses;                                                  \
  if (ss_drat_reserve (ck, (void **) &ck->a, &cap, need, sizeof *ck->a))  \
    return SS_DRAT_ENOMEM;
  GROW (start) GROW (len) GROW (pivot) GROW (flags) GROW (hnext)
#undef GROW
  ck->cap_clauses = (uint32_t) cap;
  return 0;
}

/* Stores a clause (lemma: from the proof); returns its id, or -1. */
long
ss_drat_intake (ss_drat *ck, const int *lits, int len, int lemma)
{
  int taut, n = normalise (ck, lits, len, &taut);
  if (n < 0 || grow_clauses (ck) || hash_grow (ck)
      || ss_drat_reserve (ck, (void **) &ck->lits, &ck->cap_lits,
                          ck->nlits + (size_t) n, sizeof *ck->lits))
    return -1;
  uint32_t c = ck->nclauses++;
  if (n) /* an empty clause may come before any literal: lits is 0 */
    memcpy (ck->lits + ck->nlits, ck->scratch, (size_t) n * sizeof *ck->lits);
  ck->start[c] = ck->nlits;
  ck->nlits += (size_t) n;
  ck->len[c] = n;
  ck->pivot[c] = len ? lits[0] : 0;
  ck->flags[c] = (uint8_t) ((lemma ? F_LEMMA : 0) | (taut ? F_TAUT : 0));
  ck->stats.tautologies += taut;
  hash_insert (ck, c);
  if (n == 1 && !taut)
    {
      size_t cap = ck->cap_units;
      if (ss_drat_reserve (ck, (void **) &ck->units, &cap,
                           (size_t) ck->nunits + 1, sizeof *ck->units))
        return -1;
      ck->cap_units = (uint32_t) cap;
      ck->units[ck->nunits++] = c;
    }
  return c;
}

/* The clause present with exactly these literals, unhashed (it is being
 * deleted): its id, -1 when there is none, -2 when memory ran out. */
long
ss_drat_find_delete (ss_drat *ck, const int *lits, int len)
{
  int taut, n = normalise (ck, lits, len, &taut);
  if (n < 0)
    return -2;
  if (!ck->nbuckets)
    return -1;
  uint32_t *link = &ck->bucket[hash_of (ck->scratch, n)
                               & (ck->nbuckets - 1)];
  for (; *link != NONE; link = &ck->hnext[*link])
    {
      uint32_t c = *link;
      const int *cl = clause_lits (ck, c);
      int k = 0;
      if (ck->len[c] != n)
        continue;
      while (k < n && ck->stamp[lit_index (cl[k])] == ck->stamp_now)
        k++;
      if (k < n)
        continue;
      *link = ck->hnext[c];
      ck->flags[c] &= (uint8_t) ~F_HASHED;
      ck->nhashed--;
      return c;
    }
  return -1;
}

/* A step adds a clause or takes one present away (each at most once:
 * it leaves the table), so there are at most twice as many steps as
 * clauses, and the clause limit bounds them. */
int
ss_drat_push_step (ss_drat *ck, uint32_t clause, int kind, long at)
{
  size_t need = (size_t) ck->nsteps + 1, cap;
  if (need > 2 * (size_t) MAX_CLAUSES)
    return ss_drat_fail_memory (ck);
#define GROW(a)                                                           \
  cap = ck->cap_steps;                                                    \
  if (ss_drat_reserve (ck, (void **) &ck->a, &cap, need, sizeof *ck->a))  \
    return SS_DRAT_ENOMEM;
  GROW (step_clause) GROW (step_kind) GROW (step_at)
#undef GROW
  ck->cap_steps = (uint32_t) cap;
  ck->step_clause[ck->nsteps] = clause;
  ck->step_kind[ck->nsteps] = (uint8_t) kind;
  ck->step_at[ck->nsteps++] = at;
  return 0;
}
