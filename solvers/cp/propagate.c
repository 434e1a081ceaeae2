/* propagate.c -- running the cp engine's queues to a fixpoint.
 *
 * Model: three queues, cheapest first.  A changed cell spreads at once:
 * when it is down to one digit, that digit leaves every other cell of its
 * houses (a naked single); its houses are queued for a hidden-single scan
 * (a digit with one place left in a house goes there; a digit with none
 * is a contradiction); its constraints are queued; the global kinds are
 * told of the change directly.  Houses are scanned when no cell is
 * waiting, and constraints run when no house is, so the dearer reasoning
 * (cage combinations, sums) sees the candidates the singles left; the
 * engine's own derived constraints (combined sums, innie-outie
 * differences) wait in a queue of their own until the puzzle's are done.
 */
#include <string.h>

#include "engine.h"

static int
naked_single (ss_cp *s, int cell)
{
  ss_bits d = s->dom[cell];
  ss_bits rest = ss_bits_minus (s->full, d);
  for (int k = s->ch_start[cell]; k < s->ch_start[cell + 1]; k++)
    {
      const int *h = s->house + (long) s->ch[k] * s->n;
      for (int i = 0; i < s->n; i++)
        if (h[i] != cell && ss_cp_set (s, h[i], rest, 1) < 0)
          return -1;
    }
  return 0;
}

/* Constraint i to its queue: the puzzle's, or the engine's own (derived,
 * run when the puzzle's are done). */
static void
queue_con (ss_cp *s, int i)
{
  if (s->in_conq[i])
    return;
  s->in_conq[i] = 1;
  if (i < s->m->ncons)
    s->conq[s->kq_len++] = i;
  else
    s->slowq[s->sq_len++] = i;
}

static int
cell_changed (ss_cp *s, int cell)
{
  if (ss_bits_single (s->dom[cell]) && naked_single (s, cell) < 0)
    return -1;
  for (int k = s->ch_start[cell]; k < s->ch_start[cell + 1]; k++)
    if (!s->in_houseq[s->ch[k]])
      s->in_houseq[s->ch[k]] = 1, s->houseq[s->hq_len++] = s->ch[k];
  if (!s->m)
    return 0;
  for (int k = s->cw_start[cell]; k < s->cw_start[cell + 1]; k++)
    queue_con (s, s->cw[k]);
  for (int k = 0; k < s->neach; k++)
    {
      const ss_con *c = &s->m->con[s->each[k]];
      if (ss_cp_kind_of (c->kind)->prop (s, c, cell) < 0)
        return -1;
    }
  return 0;
}

/* Hidden singles: digits seen once in the house go where they are seen;
 * a digit seen nowhere is a contradiction. */
static int
scan_house (ss_cp *s, int h)
{
  const int *cell = s->house + (long) h * s->n;
  ss_bits once = ss_bits_none (), twice = ss_bits_none ();
  for (int i = 0; i < s->n; i++)
    {
      twice = ss_bits_or (twice, ss_bits_and (once, s->dom[cell[i]]));
      once = ss_bits_or (once, s->dom[cell[i]]);
    }
  if (!ss_bits_eq (once, s->full))
    return -1;
  ss_bits lone = ss_bits_minus (once, twice);
  for (int i = 0; i < s->n && !ss_bits_empty (lone); i++)
    {
      ss_bits mine = ss_bits_and (lone, s->dom[cell[i]]);
      if (ss_bits_empty (mine))
        continue;
      if (!ss_bits_single (mine) || ss_cp_set (s, cell[i], mine, 1) < 0)
        return -1; /* two digits that each need this one cell */
      lone = ss_bits_minus (lone, mine);
    }
  return 0;
}

static void
clear_queues (ss_cp *s)
{
  while (s->cq_len)
    {
      s->in_cellq[s->cellq[s->cq_head]] = 0;
      s->cq_head = (s->cq_head + 1) % s->nn;
      s->cq_len--;
    }
  while (s->hq_len)
    s->in_houseq[s->houseq[--s->hq_len]] = 0;
  while (s->kq_len)
    s->in_conq[s->conq[--s->kq_len]] = 0;
  while (s->sq_len)
    s->in_conq[s->slowq[--s->sq_len]] = 0;
  while (s->mq_len)
    s->in_meetq[s->meetq[--s->mq_len]] = 0;
}

static int
step (ss_cp *s)
{
  if (s->cq_len)
    {
      int cell = s->cellq[s->cq_head];
      s->cq_head = (s->cq_head + 1) % s->nn;
      s->cq_len--;
      s->in_cellq[cell] = 0;
      return cell_changed (s, cell);
    }
  if (s->hq_len)
    {
      int h = s->houseq[--s->hq_len];
      s->in_houseq[h] = 0;
      if (s->hm_start[h] < s->hm_start[h + 1] && !s->in_meetq[h])
        s->in_meetq[h] = 1, s->meetq[s->mq_len++] = h;
      return scan_house (s, h);
    }
  if (s->mq_len)
    {
      int h = s->meetq[--s->mq_len];
      s->in_meetq[h] = 0;
      return ss_cp_meets_of (s, h);
    }
  int i = s->kq_len ? s->conq[--s->kq_len] : s->slowq[--s->sq_len];
  const ss_con *c = ss_cp_con (s, i);
  s->in_conq[i] = 0;
  if (i >= s->m->ncons)
    return s->xprop[i - s->m->ncons](s, c, -1);
  return ss_cp_kind_of (c->kind)->prop (s, c, -1);
}

int
ss_cp_propagate (ss_cp *s)
{
  while (s->cq_len || s->hq_len || s->mq_len || s->kq_len || s->sq_len)
    if (step (s) < 0 || s->failed)
      {
        clear_queues (s);
        return -1;
      }
  return 0;
}

/* Every cell and house; every constraint once, the global kinds over the
 * whole grid (cell -1). */
void
ss_cp_wake_all (ss_cp *s)
{
  for (int i = 0; i < s->nn; i++)
    s->in_cellq[i] = 1, s->cellq[i] = i;
  s->cq_head = 0;
  s->cq_len = s->nn;
  for (int h = 0; h < s->nhouses; h++)
    s->in_houseq[h] = 1, s->houseq[h] = h;
  s->hq_len = s->nhouses;
  for (int i = 0; s->m && i < ss_cp_ncons (s); i++)
    if (ss_cp_kind_of (ss_cp_con (s, i)->kind)->wake != SS_CP_HOUSE)
      queue_con (s, i);
}
