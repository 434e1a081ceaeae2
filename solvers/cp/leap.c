/* leap.c -- the leap rules' propagator (see leap.h).  A cell with many
 * candidates supports nearly every digit of its partners, so only cells
 * down to three candidates are looked at; a placed digit always is,
 * which makes the rule exact on a full assignment.
 *
 * Model: a table built once per rule, by digit d, of the steps at which
 * d forbids something (ss_leap_near, only those inside the grid) and
 * what it still allows at the step's other end.  A step supports a
 * partner's digit unless every candidate of the cell forbids it there,
 * so only the steps that all of the cell's candidates restrict are
 * walked: for self-taxicab, a ring per digit instead of every step of
 * the grid, and the digit tests are never repeated during the search.
 */
#include "leap.h"

#include <stdlib.h>
#include <string.h>

#include "../../core/leaps.h"

typedef struct entry {
  ss_bits ok;  /* the digits allowed at the step's other end */
  ss_leap step;
  int uid;     /* the step's number among the table's steps */
} entry;

typedef struct table {
  int n, nuid, nent;
  int *first;          /* by digit 1..n: entries first[d]..first[d+1] */
  ss_bits *restricts;  /* by step number: the digits restricting there */
  entry *ent;
} table;

/* The entries of digit d (on the grid, restricting), at out when not 0;
 * their number.  uid numbers the steps as they are first seen. */
static int
digit_entries (const ss_con *c, int n, int d, int *uid, int *nuid,
               entry *out)
{
  ss_leap near[SS_LEAP_NEAR_MAX];
  int k = ss_leap_near (c, n, d, near), count = 0;
  for (int i = 0; i < k; i++)
    {
      ss_leap t = near[i];
      if (abs (t.dr) >= n || abs (t.dc) >= n)
        continue;
      ss_bits ok = ss_bits_none ();
      for (int e = 1; e <= n; e++)
        if (!ss_leap_bad (c, t, d, e))
          ok = ss_bits_or (ok, ss_bits_one (e));
      if (ss_bits_eq (ok, ss_bits_full (n)))
        continue;
      int *id = &uid[(t.dr + n - 1) * (2 * n - 1) + t.dc + n - 1];
      if (*id < 0)
        *id = (*nuid)++;
      if (out)
        out[count] = (entry) { ok, t, *id };
      count++;
    }
  return count;
}

/* One block, so that the state's plain free() releases it. */
static table *
table_new (int n, int nuid, int nent)
{
  size_t head = (sizeof (table) + 15) / 16 * 16;
  size_t bits = (size_t) nuid * sizeof (ss_bits);
  size_t ents = (size_t) nent * sizeof (entry);
  table *t = malloc (head + bits + ents + (size_t) (n + 2) * sizeof (int));
  if (!t)
    return 0;
  t->n = n, t->nuid = nuid, t->nent = nent;
  t->restricts = (ss_bits *) ((char *) t + head);
  t->ent = (entry *) ((char *) t->restricts + bits);
  t->first = (int *) ((char *) t->ent + ents);
  for (int i = 0; i < nuid; i++)
    t->restricts[i] = ss_bits_none ();
  return t;
}

void *
ss_cp_leap_init (const ss_cp *s, const ss_con *c)
{
  int n = s->n, side = 2 * n - 1, nuid = 0, nent = 0;
  int *uid = malloc ((size_t) side * (size_t) side * sizeof *uid);
  if (!uid)
    return 0;
  memset (uid, -1, (size_t) side * (size_t) side * sizeof *uid);
  for (int d = 1; d <= n; d++)
    nent += digit_entries (c, n, d, uid, &nuid, 0);
  table *t = table_new (n, nuid, nent);
  for (int d = 1, at = 0; t && d <= n; d++)
    {
      t->first[d] = at;
      at += digit_entries (c, n, d, uid, &nuid, t->ent + at);
      t->first[d + 1] = at;
      for (int i = t->first[d]; i < at; i++)
        t->restricts[t->ent[i].uid] = ss_bits_or (t->restricts[t->ent[i].uid],
                                                  ss_bits_one (d));
    }
  free (uid);
  return t;
}

/* What digit d allows at step number id: its entry's set, or all. */
static ss_bits
allowed (const table *t, int d, int id)
{
  for (int i = t->first[d]; i < t->first[d + 1]; i++)
    if (t->ent[i].uid == id)
      return t->ent[i].ok;
  return ss_bits_full (t->n);
}

/* The digits of the partner at entry e's step that some candidate of
 * dom (holding e's digit) allows. */
static ss_bits
supported (const table *t, const entry *e, ss_bits rest)
{
  ss_bits ok = e->ok;
  while (!ss_bits_empty (rest))
    {
      int d = ss_bits_lowest (rest);
      ok = ss_bits_or (ok, allowed (t, d, e->uid));
      rest = ss_bits_minus (rest, ss_bits_one (d));
    }
  return ok;
}

static int
from_cell (ss_cp *s, const ss_con *c, const table *t, int cell)
{
  ss_bits dom = s->dom[cell];
  if (ss_bits_count (dom) > 3 || ss_bits_empty (dom))
    return 0;
  int d = ss_bits_lowest (dom);
  ss_bits rest = ss_bits_minus (dom, ss_bits_one (d));
  for (int i = t->first[d]; i < t->first[d + 1]; i++)
    {
      const entry *e = &t->ent[i];
      if (!ss_bits_empty (ss_bits_minus (rest, t->restricts[e->uid])))
        continue;
      int j = ss_leap_to (s->n, cell, e->step);
      if (j >= 0 && ss_leap_pair (c, cell, j)
          && ss_cp_keep (s, j, supported (t, e, rest)) < 0)
        return -1;
    }
  return 0;
}

int
ss_cp_leap_prop (ss_cp *s, const ss_con *c, int cell)
{
  const table *t = s->aux[c - s->m->con];
  if (cell >= 0)
    return from_cell (s, c, t, cell);
  for (int i = 0; i < s->nn; i++)
    if (from_cell (s, c, t, i) < 0)
      return -1;
  return 0;
}
