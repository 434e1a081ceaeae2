/* drat_prop.c -- assignment, two watched literals, core-first propagation.
 *
 * Model: the watched literals of a clause are its first two; a watch
 * also carries a blocker, another literal of the clause.  Each literal
 * has two watch lists, one for marked clauses (the core) and one for the
 * others; a clause moves to the core lists when it is marked.
 * Propagation keeps two heads on one trail: the core head runs first and
 * walks the core lists, and the other head walks the other lists, handing
 * back to the core head after each literal it assigns (and resuming
 * where it stopped: a false literal's watch list gains no entries).  A
 * A binary clause's watch is all there is to it: its blocker is the
 * other literal, so propagation never reads the clause itself.  A
 * conflict is thus found through marked clauses whenever they suffice,
 * which keeps the set of lemmas to check small (drat-trim's core-first
 * idea).  Both heads see every literal, so nothing is missed: the
 * result is the same fixpoint, or a conflict, either way.
 */
#include "drat_int.h"

#include <string.h>

void
ss_drat_assign (ss_drat *ck, int lit, uint32_t reason)
{
  int v = lit < 0 ? -lit : lit;
  ck->val[lit_index (lit)] = 1;
  ck->val[lit_index (-lit)] = -1;
  ck->reason[v] = reason;
  ck->pos[v] = ck->ntrail;
  ck->vflag[v] &= (uint8_t) ~V_JUSTIFIED;
  ck->trail[ck->ntrail++] = lit;
}

/* Undoes the trail down to length to. */
void
ss_drat_backtrack (ss_drat *ck, int to)
{
  while (ck->ntrail > to)
    {
      int lit = ck->trail[--ck->ntrail], v = lit < 0 ? -lit : lit;
      ck->val[lit_index (lit)] = 0;
      ck->val[lit_index (-lit)] = 0;
      ck->reason[v] = NONE;
      ck->vflag[v] &= (uint8_t) ~V_JUSTIFIED;
    }
  if (ck->head_core > to)
    ck->head_core = to;
  if (ck->head_all >= to) /* trail[to] is gone: its walk with it */
    ck->head_all = to, ck->resume = 0;
}

static void
push_watch (ss_drat *ck, int lit, uint32_t ref, int blocker)
{
  wlist *wl = watch_list (ck, lit, (ref & CORE_BIT) != 0);
  if (wl->n == wl->cap)
    {
      size_t cap = wl->cap;
      if (cap >= UINT32_MAX / 2
          || ss_drat_reserve (ck, (void **) &wl->w, &cap, cap + 1,
                              sizeof *wl->w))
        {
          ss_drat_fail_memory (ck);
          return;
        }
      wl->cap = (uint32_t) cap;
    }
  wl->w[wl->n++] = (watch) { ref, blocker };
}

/* Takes clause c's watch off lit's list; returns it. */
static watch
drop_watch (ss_drat *ck, int lit, uint32_t c, int core)
{
  wlist *wl = watch_list (ck, lit, core);
  for (uint32_t i = 0; i < wl->n; i++)
    if (REF_ID (wl->w[i].ref) == c)
      {
        watch w = wl->w[i];
        wl->w[i] = wl->w[--wl->n];
        return w;
      }
  return (watch) { NONE, 0 };
}

/* How good a literal is to watch: true, then open, then false (later
 * on the trail is better). */
static long
rank (const ss_drat *ck, int lit)
{
  int v = lit_val (ck, lit);
  if (v > 0)
    return 3L << 32;
  if (v == 0)
    return 2L << 32;
  return ck->pos[lit < 0 ? -lit : lit];
}

static void
pick_watches (ss_drat *ck, int *l, int len)
{
  for (int w = 0; w < 2; w++)
    {
      int best = w;
      for (int k = w + 1; k < len; k++)
        if (rank (ck, l[k]) > rank (ck, l[best]))
          best = k;
      int t = l[w];
      l[w] = l[best];
      l[best] = t;
    }
}

/* Puts a clause of the formula into play: watches it, or assigns its
 * literal when it is unit under the assignment.  Returns 1 when the
 * clause is false under the assignment (a conflict), else 0; the caller
 * then propagates. */
int
ss_drat_attach (ss_drat *ck, uint32_t c)
{
  int len = ck->len[c], *l = clause_lits (ck, c);
  if (ck->flags[c] & F_TAUT)
    return 0;
  if (len == 0)
    return 1;
  if (len >= 2)
    {
      uint32_t ref = c | ((ck->flags[c] & F_MARKED) ? CORE_BIT : 0)
                     | (len == 2 ? BINARY_BIT : 0);
      pick_watches (ck, l, len);
      push_watch (ck, l[0], ref, l[1]);
      push_watch (ck, l[1], ref, l[0]);
      ck->flags[c] |= F_WATCHED;
      if (lit_val (ck, l[1]) >= 0)
        return 0;
    }
  if (lit_val (ck, l[0]) < 0)
    return 1;
  if (lit_val (ck, l[0]) == 0)
    ss_drat_assign (ck, l[0], c);
  return 0;
}

void
ss_drat_detach (ss_drat *ck, uint32_t c)
{
  if (!(ck->flags[c] & F_WATCHED))
    return;
  int *l = clause_lits (ck, c), core = (ck->flags[c] & F_MARKED) != 0;
  drop_watch (ck, l[0], c, core);
  drop_watch (ck, l[1], c, core);
  ck->flags[c] &= (uint8_t) ~F_WATCHED;
}

/* Moves both watches of a clause just marked to the core lists. */
void
ss_drat_set_core (ss_drat *ck, uint32_t c)
{
  if (!(ck->flags[c] & F_WATCHED))
    return;
  int *l = clause_lits (ck, c);
  for (int k = 0; k < 2; k++)
    {
      watch w = drop_watch (ck, l[k], c, 0);
      push_watch (ck, l[k], w.ref | CORE_BIT, w.blocker);
    }
}

/* Moves the watch of clause c off the false literal l[1], if some other
 * literal is not false.  1 when it moved. */
static int
move_watch (ss_drat *ck, uint32_t ref, int *l, int len)
{
  for (int k = 2; k < len; k++)
    if (lit_val (ck, l[k]) >= 0)
      {
        int t = l[1];
        l[1] = l[k];
        l[k] = t;
        push_watch (ck, l[1], ref, l[0]);
        return 1;
      }
  return 0;
}

enum { W_KEEP, W_MOVED, W_UNIT, W_CONFLICT };

/* One watch of false literal f: the clause is satisfied or keeps two
 * open watches (W_KEEP), its watch moved to another list (W_MOVED), or
 * it is unit (*lit is the literal it implies) or false. */
static int
look (ss_drat *ck, watch *w, int f, int *lit)
{
  int b = lit_val (ck, w->blocker);
  if (b > 0)
    return W_KEEP;
  if (w->ref & BINARY_BIT)
    return *lit = w->blocker, b < 0 ? W_CONFLICT : W_UNIT;
  uint32_t c = REF_ID (w->ref);
  int *l = clause_lits (ck, c);
  if (l[0] == f)
    l[0] = l[1], l[1] = f;
  int v = lit_val (ck, l[0]);
  if (v > 0)
    return w->blocker = l[0], W_KEEP;
  if (move_watch (ck, w->ref, l, ck->len[c]))
    return W_MOVED;
  *lit = l[0];
  return v < 0 ? W_CONFLICT : W_UNIT;
}

/* The clauses watching false literal f, of one kind (core or not), from
 * entry *from on of that list.  Returns a conflicting clause, or NONE.
 * When one is nonzero, stops after the first assignment and sets *from
 * to where to go on; *from = UINT32_MAX once the list is done. */
static uint32_t
visit (ss_drat *ck, int f, int core, uint32_t *from, int one)
{
  wlist *wl = watch_list (ck, f, core);
  if (!wl->n) /* w may be null: no arithmetic on it */
    return *from = UINT32_MAX, NONE;
  watch *w = wl->w + *from, *end = wl->w + wl->n, *keep = w;
  uint32_t conflict = NONE;
  int stop = 0;
  while (w < end && conflict == NONE && !stop)
    {
      int lit, what = look (ck, w, f, &lit);
      if (what == W_MOVED)
        {
          w++;
          continue;
        }
      *keep++ = *w++;
      if (what == W_CONFLICT)
        conflict = REF_ID (keep[-1].ref);
      else if (what == W_UNIT)
        {
          ss_drat_assign (ck, lit, REF_ID (keep[-1].ref));
          ck->stats.propagations++;
          stop = one && w < end;
        }
    }
  *from = stop ? (uint32_t) (keep - wl->w) : UINT32_MAX;
  while (w < end)
    *keep++ = *w++;
  wl->n = (uint32_t) (keep - wl->w);
  return conflict;
}

uint32_t
ss_drat_propagate (ss_drat *ck)
{
  for (;;)
    {
      while (ck->head_core < ck->ntrail)
        {
          uint32_t from = 0;
          uint32_t c = visit (ck, -ck->trail[ck->head_core++], 1, &from, 0);
          if (c != NONE)
            return c;
        }
      if (ck->head_all >= ck->ntrail)
        return NONE;
      uint32_t c = visit (ck, -ck->trail[ck->head_all], 0, &ck->resume, 1);
      if (ck->resume == UINT32_MAX)
        ck->head_all++, ck->resume = 0;
      if (c != NONE)
        return c;
    }
}
