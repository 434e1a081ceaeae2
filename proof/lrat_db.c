/* lrat_db.c -- the LRAT checker's memory, variables and clause table
 * (see lrat_int.h).  Every allocation is counted against opts.max_bytes;
 * past it, or when malloc says no, the checker is marked and every later
 * call fails the same way. */
#include "lrat_int.h"

#include <stdlib.h>
#include <string.h>

int
ss_lrat_fail_memory (ss_lrat *lr)
{
  lr->enomem = 1;
  if (lr->err)
    ss_error_set (lr->err, 0, 0, "out of memory: the check needs more than "
                  "%zu MiB", lr->opts.max_bytes >> 20);
  return SS_LRAT_ENOMEM;
}

static int
account (ss_lrat *lr, size_t more)
{
  if (lr->enomem || lr->bytes + lr->vars.bytes + more > lr->opts.max_bytes)
    return ss_lrat_fail_memory (lr);
  lr->bytes += more;
  return 0;
}

/* Grows *p (of *cap elements) to at least need, doubling; new elements
 * are zeroed. */
int
ss_lrat_grow (ss_lrat *lr, void **p, size_t *cap, size_t need, size_t elem)
{
  if (need <= *cap)
    return 0;
  size_t grown = *cap ? *cap : 16;
  while (grown < need)
    if ((grown *= 2) > SIZE_MAX / 2 / elem)
      return ss_lrat_fail_memory (lr);
  if (account (lr, (grown - *cap) * elem))
    return SS_LRAT_ENOMEM;
  void *q = realloc (*p, grown * elem);
  if (!q)
    return ss_lrat_fail_memory (lr);
  memset ((char *) q + *cap * elem, 0, (grown - *cap) * elem);
  *p = q;
  *cap = grown;
  return 0;
}

int
ss_lrat_lit (ss_lrat *lr, long lit)
{
  uint32_t v = (uint32_t) (lit < 0 ? -lit : lit);
  size_t left = lr->opts.max_bytes - (lr->bytes < lr->opts.max_bytes
                                      ? lr->bytes : lr->opts.max_bytes);
  uint32_t i = lr->enomem ? 0 : ss_dense_add (&lr->vars, v, left);
  if (!i)
    return ss_lrat_fail_memory (lr), 0;
  size_t cap = lr->cap_vars;
  if (ss_lrat_grow (lr, (void **) &lr->val, &cap, 2 * (size_t) i + 2,
                    sizeof *lr->val))
    return 0;
  cap = lr->cap_vars;
  if (ss_lrat_grow (lr, (void **) &lr->trail, &cap, 2 * (size_t) i + 2,
                    sizeof *lr->trail))
    return 0;
  lr->cap_vars = cap;
  return lit < 0 ? -(int) i : (int) i;
}

static uint64_t
mix (uint64_t x)
{
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return x;
}

/* The slot of id, or the empty slot where it would go. */
static size_t
slot (const ss_lrat *lr, uint64_t id)
{
  size_t mask = lr->cap - 1, i = mix (id) & mask;
  while (lr->key[i] && lr->key[i] != id)
    i = (i + 1) & mask;
  return i;
}

int *
ss_lrat_find (const ss_lrat *lr, uint64_t id)
{
  if (!lr->cap)
    return 0;
  size_t i = slot (lr, id);
  return lr->key[i] == id ? lr->clause[i] : 0;
}

/* A table twice the live clauses (at least 1024 slots), tombstones
 * dropped. */
static int
rehash (ss_lrat *lr)
{
  size_t cap = 1024, have = 0, have2 = 0;
  while (cap < 4 * (lr->live + 1))
    cap *= 2;
  uint64_t *old_key = lr->key;
  int **old_clause = lr->clause;
  size_t old_cap = lr->cap;
  lr->key = 0, lr->clause = 0;
  if (ss_lrat_grow (lr, (void **) &lr->key, &have, cap, sizeof *lr->key)
      || ss_lrat_grow (lr, (void **) &lr->clause, &have2, cap,
                       sizeof *lr->clause))
    {
      free (lr->key), free (lr->clause);
      lr->key = old_key, lr->clause = old_clause;
      return SS_LRAT_ENOMEM;
    }
  lr->cap = cap, lr->used = lr->live;
  for (size_t i = 0; i < old_cap; i++)
    if (old_key[i] && old_key[i] != GONE)
      {
        size_t j = slot (lr, old_key[i]);
        lr->key[j] = old_key[i], lr->clause[j] = old_clause[i];
      }
  lr->bytes -= old_cap * (sizeof *old_key + sizeof *old_clause);
  free (old_key);
  free (old_clause);
  return 0;
}

int
ss_lrat_store (ss_lrat *lr, uint64_t id, const int *lits, size_t len)
{
  if (2 * (lr->used + 1) > lr->cap && rehash (lr))
    return SS_LRAT_ENOMEM;
  if (account (lr, (len + 1) * sizeof (int)))
    return SS_LRAT_ENOMEM;
  int *c = malloc ((len + 1) * sizeof *c);
  if (!c)
    return ss_lrat_fail_memory (lr);
  c[0] = (int) len;
  if (len)
    memcpy (c + 1, lits, len * sizeof *c);
  size_t i = slot (lr, id);
  lr->key[i] = id, lr->clause[i] = c;
  lr->used++, lr->live++;
  return 0;
}

int
ss_lrat_delete (ss_lrat *lr, uint64_t id)
{
  if (!lr->cap)
    return 0;
  size_t i = slot (lr, id);
  if (lr->key[i] != id)
    return 0;
  lr->bytes -= ((size_t) lr->clause[i][0] + 1) * sizeof (int);
  free (lr->clause[i]);
  lr->key[i] = GONE, lr->clause[i] = 0;
  lr->live--;
  return 1;
}

ss_lrat *
ss_lrat_new (const ss_lrat_opts *o)
{
  ss_lrat *lr = calloc (1, sizeof *lr);
  if (!lr)
    return 0;
  if (o)
    lr->opts = *o;
  if (!lr->opts.max_bytes)
    lr->opts.max_bytes = SS_LRAT_DEFAULT_MAX_BYTES;
  if (lr->opts.max_lits <= 0 || lr->opts.max_lits > SS_LRAT_MAX_STEP)
    lr->opts.max_lits = SS_LRAT_MAX_STEP;
  if (lr->opts.max_hints <= 0 || lr->opts.max_hints > SS_LRAT_MAX_STEP)
    lr->opts.max_hints = SS_LRAT_MAX_STEP;
  lr->bytes = sizeof *lr;
  return lr;
}

void
ss_lrat_free (ss_lrat *lr)
{
  if (!lr)
    return;
  for (size_t i = 0; i < lr->cap; i++)
    free (lr->clause[i]);
  free (lr->key);
  free (lr->clause);
  free (lr->val);
  free (lr->trail);
  free (lr->lits);
  free (lr->hints);
  ss_dense_free (&lr->vars);
  free (lr);
}
