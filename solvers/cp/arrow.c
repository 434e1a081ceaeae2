/* arrow.c -- the shaft's digits sum to the circle's number (a circle of
 * two or three cells reads as a decimal number).  The numbers the circle
 * can show are the shaft's allowed totals: the partial-sum table of
 * sums.c keeps the shaft digits some such total uses and says which
 * totals the shaft can make; the circle keeps the digits of those. */
#include <string.h>

#include "prop.h"

/* Calls fn for every number the circle's candidates spell, with the
 * digits (each cell's candidates in turn, ascending). */
typedef void number_fn (void *ctx, int x, const int *digit, int k);

static void
each_from (const ss_cp *s, const ss_con *c, int i, int x, int *digit,
           number_fn *fn, void *ctx)
{
  if (i == c->split)
    {
      fn (ctx, x, digit, c->split);
      return;
    }
  ss_bits b = s->dom[c->cell[i]];
  for (int w = 0; w < 2; w++)
    for (uint64_t m = b.w[w]; m; m &= m - 1)
      {
        digit[i] = 64 * w + __builtin_ctzll (m) + 1;
        each_from (s, c, i + 1, 10 * x + digit[i], digit, fn, ctx);
      }
}

static void
each_number (const ss_cp *s, const ss_con *c, number_fn *fn, void *ctx)
{
  int digit[3] = { 1, 1, 1 };
  each_from (s, c, 0, 0, digit, fn, ctx);
}

typedef struct tally {
  uint8_t *targets, *reached;
  int tmax;
  ss_bits keep[3];
} tally;

static void
mark_target (void *ctx, int x, const int *digit, int k)
{
  tally *t = ctx;
  (void) digit, (void) k;
  if (x <= t->tmax)
    t->targets[x] = 1;
}

static void
keep_reached (void *ctx, int x, const int *digit, int k)
{
  tally *t = ctx;
  for (int i = 0; x <= t->tmax && t->reached[x] && i < k; i++)
    t->keep[i] = ss_bits_or (t->keep[i], ss_bits_one (digit[i]));
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int shaft = c->ncells - c->split;
  tally t = { .tmax = shaft * s->n };
  (void) cell;
  t.targets = ss_cp_scratch (s, 3, (size_t) t.tmax + 1);
  t.reached = ss_cp_scratch (s, 4, (size_t) t.tmax + 1);
  if (!t.targets || !t.reached)
    return -1;
  memset (t.targets, 0, (size_t) t.tmax + 1);
  each_number (s, c, mark_target, &t);
  int got = ss_cp_sum (s, c->cell + c->split, shaft, t.targets, t.tmax,
                       t.reached);
  if (got)
    return got < 0 ? -1 : 0; /* too large a table: the final check */
  for (int i = 0; i < 3; i++)
    t.keep[i] = ss_bits_none ();
  each_number (s, c, keep_reached, &t);
  for (int i = 0; i < c->split; i++)
    if (ss_cp_keep (s, c->cell[i], t.keep[i]) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_arrow = { prop, SS_CP_CELLS, 0, 0 };
