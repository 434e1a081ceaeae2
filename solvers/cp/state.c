/* state.c -- the cp engine's state: candidates, who watches which cell,
 * the trail, and the one way candidates shrink (see prop.h).
 *
 * Model: built once per puzzle.  The houses come from ss_houses_of (rows,
 * columns and boxes of a classic grid; a model's houses otherwise); each
 * cell lists its houses and the constraints it wakes, in two flat
 * arrays indexed by per-cell starts (compressed rows), so a change is
 * spread with two short loops.
 */
#include "engine.h"

#include <stdlib.h>
#include <string.h>

ss_bits
ss_cp_shift (ss_bits b, int k, int n)
{
  ss_bits out = ss_bits_none ();
  for (int d = 1; d <= n; d++)
    if (ss_bits_has (b, d) && d + k >= 1 && d + k <= n)
      out = ss_bits_or (out, ss_bits_one (d + k));
  return out;
}

void
ss_cp_neighbours (int n, int cell, int out[4])
{
  int r = cell / n, c = cell % n;
  out[0] = r > 0 ? cell - n : -1;
  out[1] = c > 0 ? cell - 1 : -1;
  out[2] = c + 1 < n ? cell + 1 : -1;
  out[3] = r + 1 < n ? cell + n : -1;
}

void *
ss_cp_scratch (ss_cp *s, int slot, size_t size)
{
  if (size <= s->scratch_size[slot])
    return s->scratch[slot];
  void *p = realloc (s->scratch[slot], size);
  if (!p)
    return s->failed = 1, (void *) 0;
  s->scratch[slot] = p;
  s->scratch_size[slot] = size;
  return p;
}

/* ---- shrinking candidates ---------------------------------------------- */

static int
push_trail (ss_cp *s, int cell)
{
  if (s->ntrail == s->trail_cap)
    {
      long cap = s->trail_cap ? 2 * s->trail_cap : 1024;
      ss_cp_trail *t = realloc (s->trail, (size_t) cap * sizeof *t);
      if (!t)
        return s->failed = 1, -1;
      s->trail = t;
      s->trail_cap = cap;
    }
  s->trail[s->ntrail].cell = cell;
  s->trail[s->ntrail++].old = s->dom[cell];
  return 0;
}

static void
wake_cell (ss_cp *s, int cell)
{
  if (s->in_cellq[cell])
    return;
  s->in_cellq[cell] = 1;
  s->cellq[(s->cq_head + s->cq_len++) % s->nn] = cell;
}

int
ss_cp_set (ss_cp *s, int cell, ss_bits keep, int forced)
{
  ss_bits old = s->dom[cell], now = ss_bits_and (old, keep);
  if (ss_bits_eq (now, old))
    return 0;
  if (ss_bits_empty (now) || push_trail (s, cell) < 0)
    return -1;
  s->dom[cell] = now;
  if (forced && ss_bits_single (now))
    s->stats->propagations++;
  wake_cell (s, cell);
  return 0;
}

int
ss_cp_keep (ss_cp *s, int cell, ss_bits keep)
{
  return ss_cp_set (s, cell, keep, 1);
}

int
ss_cp_remove (ss_cp *s, int cell, int d)
{
  if (!ss_bits_has (s->dom[cell], d))
    return 0;
  return ss_cp_set (s, cell, ss_bits_minus (s->full, ss_bits_one (d)), 1);
}

int
ss_cp_fix (ss_cp *s, int cell, int d)
{
  if (d < 1 || d > s->n)
    return -1;
  return ss_cp_set (s, cell, ss_bits_one (d), 1);
}

int
ss_cp_keep_range (ss_cp *s, int cell, int lo, int hi)
{
  return ss_cp_set (s, cell, ss_cp_range (lo, hi > s->n ? s->n : hi), 1);
}

int
ss_cp_keep_apart (ss_cp *s, int from, int to, int gap)
{
  ss_bits d = s->dom[from];
  ss_bits ok = ss_bits_or (ss_cp_range (ss_cp_min (d) + gap, s->n),
                           ss_cp_range (1, ss_cp_max (d) - gap));
  return ss_cp_keep (s, to, ok);
}

void
ss_cp_undo (ss_cp *s, long mark)
{
  while (s->ntrail > mark)
    {
      ss_cp_trail *t = &s->trail[--s->ntrail];
      s->dom[t->cell] = t->old;
    }
}

/* ---- building ----------------------------------------------------------- */

/* Per-cell lists from (cell, item) pairs: counts first, then fill. */
static int
csr_build (int nn, const int *pair_cell, const int *pair_item, long npairs,
           int **start, int **items)
{
  *start = calloc ((size_t) nn + 1, sizeof **start);
  *items = malloc ((size_t) (npairs ? npairs : 1) * sizeof **items);
  if (!*start || !*items)
    return -1;
  for (long i = 0; i < npairs; i++)
    (*start)[pair_cell[i] + 1]++;
  for (int c = 0; c < nn; c++)
    (*start)[c + 1] += (*start)[c];
  int *fill = malloc ((size_t) nn * sizeof *fill);
  if (!fill)
    return -1;
  memcpy (fill, *start, (size_t) nn * sizeof *fill);
  for (long i = 0; i < npairs; i++)
    (*items)[fill[pair_cell[i]]++] = pair_item[i];
  free (fill);
  return 0;
}

/* Which cells share a house, as bits (PEER_CELLS cells at most; past
 * that ss_cp_peers walks the houses). */
#define PEER_CELLS 1024
static int
build_peers (ss_cp *s)
{
  int nn = s->nn;
  if (nn > PEER_CELLS)
    return 0;
  size_t words = ((size_t) nn * nn + 63) / 64;
  s->peer = calloc (words, sizeof *s->peer);
  if (!s->peer)
    return -1;
  for (int h = 0; h < s->nhouses; h++)
    for (int i = 0; i < s->n; i++)
      for (int j = 0; j < s->n; j++)
        {
          size_t bit = (size_t) s->house[(long) h * s->n + i] * nn
                       + (size_t) s->house[(long) h * s->n + j];
          s->peer[bit / 64] |= (uint64_t) 1 << (bit % 64);
        }
  return 0;
}

static int
build_houses (ss_cp *s)
{
  int count, n = s->n;
  int *h = ss_houses_of (s->puzzle, &count);
  if (!h)
    return -1;
  s->house = h;
  s->house_alloc = s->m ? 0 : h;
  s->nhouses = count;
  long np = (long) count * n;
  int *pc = malloc ((size_t) np * sizeof *pc), *pi = malloc ((size_t) np
                                                              * sizeof *pi);
  int rc = pc && pi ? 0 : -1;
  for (long i = 0; !rc && i < np; i++)
    pc[i] = h[i], pi[i] = (int) (i / n);
  if (!rc)
    rc = csr_build (s->nn, pc, pi, np, &s->ch_start, &s->ch);
  free (pc);
  free (pi);
  return rc ? rc : build_peers (s);
}

/* The cells constraint i wakes on, into buf (room for nn); their number. */
static int
watched (const ss_cp *s, const ss_con *c, int *buf)
{
  const ss_cp_kind *k = ss_cp_kind_of (c->kind);
  if (k->watch)
    return k->watch (s->m, c, buf);
  memcpy (buf, c->cell, (size_t) c->ncells * sizeof *buf);
  return c->ncells;
}

/* (cell, item) pairs, growing. */
typedef struct pairs {
  int *cell, *item;
  long count, cap;
} pairs;

static int
pairs_add (pairs *p, int cell, int item)
{
  if (p->count == p->cap)
    {
      long cap = 2 * p->cap + 64;
      int *a = realloc (p->cell, (size_t) cap * sizeof *a);
      if (a)
        p->cell = a;
      int *b = a ? realloc (p->item, (size_t) cap * sizeof *b) : 0;
      if (!b)
        return -1;
      p->item = b;
      p->cap = cap;
    }
  p->cell[p->count] = cell;
  p->item[p->count++] = item;
  return 0;
}

/* Per cell, the SS_CP_CELLS constraints it wakes; the SS_CP_EACH ones
 * in their own list. */
static int
build_watches (ss_cp *s)
{
  const ss_model *m = s->m;
  pairs p = { 0 };
  int *buf = malloc ((size_t) s->nn * sizeof *buf), rc = buf ? 0 : -1;
  s->each = malloc ((size_t) (m->ncons + 1) * sizeof *s->each);
  rc = s->each ? rc : -1;
  for (int i = 0; !rc && i < ss_cp_ncons (s); i++)
    {
      int wake = ss_cp_kind_of (ss_cp_con (s, i)->kind)->wake;
      if (wake == SS_CP_EACH)
        s->each[s->neach++] = i;
      int k = wake == SS_CP_CELLS ? watched (s, ss_cp_con (s, i), buf) : 0;
      for (int j = 0; !rc && j < k; j++)
        rc = pairs_add (&p, buf[j], i);
    }
  if (!rc)
    rc = csr_build (s->nn, p.cell, p.item, p.count, &s->cw_start, &s->cw);
  free (p.cell);
  free (p.item);
  free (buf);
  return rc;
}

/* Which orthogonal pairs carry a kropki dot or an XV marker. */
static int
build_marks (ss_cp *s)
{
  const ss_model *m = s->m;
  s->mark = calloc ((size_t) s->nn * 4, 1);
  if (!s->mark)
    return -1;
  for (int i = 0; i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      unsigned bit = c->kind == SS_KIND_XV ? SS_CP_MARK_XV
                     : c->kind == SS_KIND_DIFFERENCE
                         || c->kind == SS_KIND_RATIO ? SS_CP_MARK_KROPKI : 0;
      int nb[4];
      for (int e = 0; bit && e < 2; e++)
        {
          ss_cp_neighbours (s->n, c->cell[e], nb);
          for (int dir = 0; dir < 4; dir++)
            if (nb[dir] == c->cell[1 - e])
              s->mark[c->cell[e] * 4 + dir] |= (uint8_t) bit;
        }
    }
  return 0;
}

static int
build_aux (ss_cp *s)
{
  s->aux = calloc ((size_t) ss_cp_ncons (s) + 1, sizeof *s->aux);
  if (!s->aux)
    return -1;
  for (int i = 0; i < s->m->ncons; i++)
    {
      const ss_cp_kind *k = ss_cp_kind_of (s->m->con[i].kind);
      if (k->init && !(s->aux[i] = k->init (s, &s->m->con[i])))
        return -1;
    }
  return 0;
}

static int
alloc_queues (ss_cp *s)
{
  int ncons = ss_cp_ncons (s);
  s->dom = malloc ((size_t) s->nn * sizeof *s->dom);
  s->cellq = malloc ((size_t) s->nn * sizeof *s->cellq);
  s->houseq = malloc ((size_t) s->nhouses * sizeof *s->houseq);
  s->meetq = malloc ((size_t) s->nhouses * sizeof *s->meetq);
  s->conq = malloc ((size_t) (ncons + 1) * sizeof *s->conq);
  s->slowq = malloc ((size_t) (ncons + 1) * sizeof *s->slowq);
  s->in_cellq = calloc ((size_t) s->nn, 1);
  s->in_houseq = calloc ((size_t) s->nhouses, 1);
  s->in_meetq = calloc ((size_t) s->nhouses, 1);
  s->in_conq = calloc ((size_t) ncons + 1, 1);
  return s->dom && s->cellq && s->houseq && s->conq && s->slowq
         && s->in_cellq
         && s->in_houseq && s->in_conq && s->meetq && s->in_meetq ? 0 : -1;
}

int
ss_cp_init (ss_cp *s, const ss_grid *puzzle, ss_stats *stats)
{
  memset (s, 0, sizeof *s);
  s->puzzle = puzzle;
  s->m = puzzle->model;
  s->n = puzzle->n;
  s->nn = puzzle->n * puzzle->n;
  s->full = ss_bits_full (s->n);
  s->stats = stats;
  if (build_houses (s) < 0)
    return -1;
  if (s->m && (s->own = ss_cp_innies (s)))
    s->m = s->own;
  if (s->m && (ss_cp_combine (s) < 0 || ss_cp_innie_outie (s) < 0))
    return -1;
  if (alloc_queues (s) < 0 || ss_cp_meets_init (s) < 0)
    return -1;
  if (s->m && (build_watches (s) < 0 || build_marks (s) < 0
               || build_aux (s) < 0))
    return -1;
  for (int i = 0; i < s->nn; i++)
    s->dom[i] = puzzle->cell[i] ? ss_bits_one (puzzle->cell[i]) : s->full;
  return 0;
}

void
ss_cp_free (ss_cp *s)
{
  if (s->aux)
    for (int i = 0; i < s->m->ncons; i++)
      free (s->aux[i]);
  free (s->aux);
  if (s->own)
    ss_model_unref (s->own);
  if (s->house_alloc)
    ss_houses_free (s->puzzle, s->house_alloc);
  ss_cp_meets_free (s);
  ss_cp_combine_free (s);
  free (s->ch_start);
  free (s->ch);
  free (s->peer);
  free (s->cw_start);
  free (s->cw);
  free (s->each);
  free (s->mark);
  free (s->dom);
  free (s->cellq);
  free (s->houseq);
  free (s->meetq);
  free (s->in_meetq);
  free (s->conq);
  free (s->slowq);
  free (s->in_cellq);
  free (s->in_houseq);
  free (s->in_conq);
  free (s->trail);
  for (int i = 0; i < SS_CP_SLOTS; i++)
    free (s->scratch[i]);
}

int
ss_cp_keep_pair (ss_cp *s, const ss_con *c, ss_cp_partners *partners)
{
  int a = c->cell[0], b = c->cell[1];
  if (ss_cp_keep (s, b, partners (s, s->dom[a], c->val[0])) < 0
      || ss_cp_keep (s, a, partners (s, s->dom[b], c->val[0])) < 0)
    return -1;
  return 0;
}
