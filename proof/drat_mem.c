/* drat_mem.c -- the checker's memory: every array grows through here.
 *
 * Model: one byte count for the whole checker, so a proof cannot take
 * more than the limit of its options however it is shaped (a huge
 * variable, millions of lemmas, one enormous clause).  Arrays double;
 * the count holds their capacities.  When the limit or malloc says no,
 * the checker is marked and every later call fails the same way.
 */
#include "drat_int.h"

#include <stdlib.h>
#include <string.h>

int
ss_drat_fail_memory (ss_drat *ck)
{
  ck->enomem = 1;
  if (ck->err)
    ss_error_set (ck->err, 0, 0, "out of memory: the check needs more than "
                  "%zu MiB", ck->opts.max_bytes >> 20);
  return SS_DRAT_ENOMEM;
}

/* Grows *p (of *cap elements of elem bytes) to hold need elements. */
int
ss_drat_grow (ss_drat *ck, void **p, size_t *cap, size_t need, size_t elem)
{
  if (need <= *cap)
    return 0;
  if (ck->enomem)
    return SS_DRAT_ENOMEM;
  size_t grown = *cap ? *cap : 16;
  while (grown < need)
    {
      if (grown > SIZE_MAX / 2 / elem)
        return ss_drat_fail_memory (ck);
      grown *= 2;
    }
  size_t more = (grown - *cap) * elem;
  if (ck->bytes + ck->vars.bytes + more > ck->opts.max_bytes)
    return ss_drat_fail_memory (ck);
  void *q = realloc (*p, grown * elem);
  if (!q)
    return ss_drat_fail_memory (ck);
  *p = q;
  ck->bytes += more;
  *cap = grown;
  return 0;
}

/* One per-variable array, mult entries a variable (2 for a literal's,
 * 4 for the watch lists, two a literal), grown from old to cap
 * variables and zeroed. */
static int
grow_array (ss_drat *ck, void **p, size_t elem, size_t mult, size_t old,
            size_t cap)
{
  size_t have = old * mult;
  if (ss_drat_reserve (ck, p, &have, cap * mult, elem))
    return SS_DRAT_ENOMEM;
  memset ((char *) *p + old * mult * elem, 0, (cap - old) * mult * elem);
  return 0;
}

/* X (array, filled with NONE, entries a variable) */
#define VAR_ARRAYS(X)                                           \
  X (stamp, 0, 2) X (val, 0, 2) X (watches, 0, 4)               \
  X (reason, 1, 1) X (pos, 0, 1) X (vflag, 0, 1)                \
  X (trail, 0, 1) X (stack, 0, 1) X (touched, 0, 1)

/* Grows every per-variable array to hold dense index `index`. */
int
ss_drat_grow_vars (ss_drat *ck, int index)
{
  size_t old = (size_t) ck->cap_vars, cap = old ? old : 1024;
  while (cap <= (size_t) index)
    cap *= 2;
#define GROW(name, fill_none, mult)                                       \
  if (grow_array (ck, (void **) &ck->name, sizeof *ck->name, mult, old,    \
                  cap))                                                    \
    return SS_DRAT_ENOMEM;                                                 \
  if (fill_none)                                                           \
    memset (ck->name + old, 0xff, (cap - old) * sizeof *ck->name);
  VAR_ARRAYS (GROW)
#undef GROW
  ck->cap_vars = (int) cap;
  return 0;
}

int
ss_drat_var (ss_drat *ck, int var)
{
  uint32_t i = ss_dense_find (&ck->vars, (uint32_t) var);
  if (i)
    return (int) i;
  if (ck->enomem)
    return 0;
  size_t mine = ck->bytes > ck->opts.max_bytes ? ck->opts.max_bytes
                                               : ck->bytes;
  i = ss_dense_add (&ck->vars, (uint32_t) var, ck->opts.max_bytes - mine);
  if (!i)
    return ss_drat_fail_memory (ck), 0;
  if (var > ck->maxvar)
    ck->maxvar = var;
  if ((int) i >= ck->cap_vars && ss_drat_grow_vars (ck, (int) i))
    return 0;
  return (int) i;
}

ss_drat *
ss_drat_new (const ss_drat_opts *o)
{
  ss_drat *ck = calloc (1, sizeof *ck);
  if (!ck)
    return 0;
  if (o)
    ck->opts = *o;
  if (!ck->opts.max_bytes)
    ck->opts.max_bytes = SS_DRAT_DEFAULT_MAX_BYTES;
  if (ck->opts.max_clauses <= 0 || ck->opts.max_clauses > SS_DRAT_MAX_CLAUSES)
    ck->opts.max_clauses = SS_DRAT_MAX_CLAUSES;
  if (ck->opts.max_lemma_lits <= 0
      || ck->opts.max_lemma_lits > SS_DRAT_MAX_LEMMA_LITS)
    ck->opts.max_lemma_lits = SS_DRAT_MAX_LEMMA_LITS;
  ck->absent_at = -1;
  ck->bytes = sizeof *ck;
  /* The arena is never null, so even an empty clause points into it. */
  if (ss_drat_reserve (ck, (void **) &ck->lits, &ck->cap_lits, 1,
                       sizeof *ck->lits))
    return free (ck), (ss_drat *) 0;
  return ck;
}

void
ss_drat_free (ss_drat *ck)
{
  if (!ck)
    return;
  for (int i = 0; ck->watches && i < 4 * ck->cap_vars; i++)
    free (ck->watches[i].w);
#define FREE(name, fill_none, mult) free (ck->name);
  VAR_ARRAYS (FREE)
#undef FREE
  free (ck->lits);
  free (ck->start);
  free (ck->len);
  free (ck->pivot);
  free (ck->flags);
  free (ck->hnext);
  free (ck->bucket);
  free (ck->units);
  free (ck->step_clause);
  free (ck->step_kind);
  free (ck->step_at);
  free (ck->scratch);
  free (ck->dlits);
  ss_dense_free (&ck->vars);
  free (ck->occ_start);
  free (ck->occ);
  free (ck->hints);
  free (ck->assumed);
  free (ck->hint_from);
  free (ck->hint_len);
  free (ck);
}
