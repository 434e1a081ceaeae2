/* dense.c -- the variable map of the checkers (see dense.h). */
#include "dense.h"

#include <stdlib.h>
#include <string.h>

#define FIRST_DIRECT 1024u
#define FIRST_TABLE 64u
#define WORDS_PER_VAR 16u /* the array may use this many words a variable */

static uint32_t
mix (uint32_t x)
{
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  return x ^ (x >> 16);
}

uint32_t
ss_dense_far (const ss_dense *d, uint32_t var)
{
  if (!d->cap)
    return 0;
  uint32_t mask = d->cap - 1;
  for (uint32_t i = mix (var) & mask; d->key[i]; i = (i + 1) & mask)
    if (d->key[i] == var)
      return d->val[i];
  return 0;
}

/* Grows *p from old to size bytes (size > old), the new bytes zeroed,
 * within the budget; 0 or -1. */
static int
grow (ss_dense *d, void **p, size_t old, size_t size, size_t budget)
{
  if (d->bytes + (size - old) > budget)
    return -1;
  void *q = realloc (*p, size);
  if (!q)
    return -1;
  memset ((char *) q + old, 0, size - old);
  *p = q;
  d->bytes += size - old;
  return 0;
}

static void
insert (uint32_t *key, uint32_t *val, uint32_t cap, uint32_t var,
        uint32_t index)
{
  uint32_t i = mix (var) & (cap - 1);
  while (key[i])
    i = (i + 1) & (cap - 1);
  key[i] = var;
  val[i] = index;
}

/* A table of cap slots holding the old one's entries, except those the
 * array now covers, which move into it. */
static int
rehash (ss_dense *d, uint32_t cap, size_t budget)
{
  uint32_t *key = 0, *val = 0;
  size_t bytes = (size_t) cap * sizeof *key;
  if (grow (d, (void **) &key, 0, bytes, budget)
      || grow (d, (void **) &val, 0, bytes, budget))
    {
      d->bytes -= key ? bytes : 0;
      free (key);
      return -1;
    }
  d->used = 0;
  for (uint32_t i = 0; i < d->cap; i++)
    if (d->key[i] && d->key[i] < d->ndirect)
      d->direct[d->key[i]] = d->val[i];
    else if (d->key[i])
      insert (key, val, cap, d->key[i], d->val[i]), d->used++;
  d->bytes -= 2 * (size_t) d->cap * sizeof *key;
  free (d->key);
  free (d->val);
  d->key = key, d->val = val, d->cap = cap;
  return 0;
}

/* Widens the array to cover var when that stays within its allowance;
 * 1 when it now does, 0 when not, -1 when memory said no. */
static int
widen (ss_dense *d, uint32_t var, size_t budget)
{
  uint64_t want = d->ndirect ? d->ndirect : FIRST_DIRECT;
  while (want <= var)
    want *= 2;
  if (want > (uint64_t) WORDS_PER_VAR * (d->count + 1) + 4 * FIRST_DIRECT)
    return 0;
  if (grow (d, (void **) &d->direct, (size_t) d->ndirect * sizeof *d->direct,
            (size_t) want * sizeof *d->direct, budget))
    return -1;
  d->ndirect = (uint32_t) want;
  return d->cap && rehash (d, d->cap, budget) ? -1 : 1;
}

static int
remember (ss_dense *d, uint32_t var, size_t budget)
{
  if (d->count + 1 >= d->cap_orig)
    {
      uint32_t cap = d->cap_orig ? 2 * d->cap_orig : FIRST_DIRECT;
      if (grow (d, (void **) &d->orig, (size_t) d->cap_orig * sizeof *d->orig,
                (size_t) cap * sizeof *d->orig, budget))
        return -1;
      d->cap_orig = cap;
    }
  d->orig[++d->count] = var;
  return 0;
}

uint32_t
ss_dense_add (ss_dense *d, uint32_t var, size_t budget)
{
  uint32_t index = ss_dense_find (d, var);
  if (index)
    return index;
  int direct = var < d->ndirect ? 1 : widen (d, var, budget);
  if (direct < 0 || remember (d, var, budget))
    return 0;
  if (direct)
    return d->direct[var] = d->count;
  if (2 * (d->used + 1) > d->cap
      && rehash (d, d->cap ? 2 * d->cap : FIRST_TABLE, budget))
    return d->count--, 0;
  insert (d->key, d->val, d->cap, var, d->count);
  d->used++;
  return d->count;
}

void
ss_dense_free (ss_dense *d)
{
  free (d->direct);
  free (d->key);
  free (d->val);
  free (d->orig);
  memset (d, 0, sizeof *d);
}
