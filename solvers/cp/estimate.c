/* estimate.c -- the number of solutions estimated by random probes down
 * the cp engine's search tree (see ../estimate.h).
 *
 * Model: the root is the puzzle propagated once.  A probe branches, as
 * the search does before any failure has scored a cell, on the first
 * cell with the fewest candidates; it tries each of the cell's digits
 * (set, propagate, undo) and keeps those that survive: dropping the
 * children that fail at once changes no solution count and cuts the
 * spread.  It goes down one survivor chosen at random, multiplying its
 * weight by their number.  A full assignment is checked against every
 * rule, as the search's leaves are.  Each probe undoes itself to the
 * root.  The mean and spread are kept with Welford's running update.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/budget.h"
#include "../../core/verify.h"
#include "../estimate.h"
#include "engine.h"

typedef struct probe_run {
  ss_cp s;
  ss_stats stats;
  uint64_t rng;
  uint8_t *cells;
  int *ok;           /* the digits that survive, per node */
} probe_run;

/* splitmix64: reproducible on every platform. */
static uint64_t
next_random (probe_run *p)
{
  uint64_t z = (p->rng += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Sets cell to d and propagates: 0, or -1 when a rule cannot hold. */
static int
try_digit (ss_cp *s, int cell, int d)
{
  return ss_cp_set (s, cell, ss_bits_one (d), 0) == 0
         && ss_cp_propagate (s) == 0 ? 0 : -1;
}

/* The digits of cell that survive propagation, into p->ok; how many. */
static int
survivors (probe_run *p, int cell)
{
  ss_cp *s = &p->s;
  ss_bits cand = s->dom[cell];
  int k = 0;
  for (int d = 1; d <= s->n; d++)
    {
      if (!ss_bits_has (cand, d))
        continue;
      long mark = s->ntrail;
      if (try_digit (s, cell, d) == 0)
        p->ok[k++] = d;
      ss_cp_undo (s, mark);
    }
  return k;
}

/* Every cell has one digit: a solution if every rule holds. */
static int
is_solution (probe_run *p)
{
  for (int i = 0; i < p->s.nn; i++)
    p->cells[i] = (uint8_t) ss_bits_lowest (p->s.dom[i]);
  return ss_solution_ok (p->s.puzzle, p->cells);
}

/* One probe from the root: its weight (0 at a dead end). */
static double
probe (probe_run *p)
{
  ss_cp *s = &p->s;
  long root = s->ntrail;
  double w = 1;
  for (;;)
    {
      p->stats.nodes++;
      int cell = ss_cp_fewest (s), k;
      if (cell < 0)
        {
          w = is_solution (p) ? w : 0;
          break;
        }
      if ((k = survivors (p, cell)) == 0 || s->failed)
        {
          w = 0;
          break;
        }
      w *= k;
      if (try_digit (s, cell, p->ok[next_random (p) % (uint64_t) k]) < 0)
        {
          w = 0; /* cannot happen: propagation is deterministic */
          break;
        }
    }
  ss_cp_undo (s, root);
  return w;
}

/* The interval from the running sums: n probes, mean, m2 (Welford). */
static void
finish (ss_estimate *e, double mean, double m2)
{
  long n = e->probes;
  e->mean = mean;
  e->se = n > 1 ? sqrt (m2 / (double) (n - 1) / (double) n) : 0;
  e->low = mean - 1.96 * e->se;
  e->high = mean + 1.96 * e->se;
  if (e->low < 0)
    e->low = 0;
}

static void
run (probe_run *p, long probes, double timeout, ss_estimate *e)
{
  ss_budget b;
  double mean = 0, m2 = 0;
  ss_budget_init (&b, 0, timeout);
  ss_cp_wake_all (&p->s);
  int dead = ss_cp_propagate (&p->s) < 0; /* no solution at all */
  while (e->probes < probes && !p->s.failed)
    {
      if (e->probes > 0 && ss_budget_check_clock (&b))
        {
          e->stopped = 1;
          break;
        }
      double w = dead ? 0 : probe (p), delta = w - mean;
      e->probes++;
      e->hits += w > 0;
      mean += delta / (double) e->probes;
      m2 += delta * (w - mean);
    }
  finish (e, mean, m2);
}

int
ss_estimate_count (const ss_grid *puzzle, long probes, uint64_t seed,
                   double timeout, ss_estimate *out)
{
  probe_run p = { .rng = seed };
  int rc = -1;
  memset (out, 0, sizeof *out);
  out->seed = seed;
  p.cells = malloc ((size_t) puzzle->n * puzzle->n);
  p.ok = malloc ((size_t) (puzzle->n + 1) * sizeof *p.ok);
  if (p.cells && p.ok && ss_cp_init (&p.s, puzzle, &p.stats) == 0)
    {
      run (&p, probes < 1 ? 1 : probes, timeout, out);
      rc = p.s.failed ? -1 : 0;
    }
  out->nodes = p.stats.nodes;
  ss_cp_free (&p.s);
  free (p.cells);
  free (p.ok);
  return rc;
}
