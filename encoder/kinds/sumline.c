/* sumline.c -- a sum line divides into runs of consecutive cells, each
 * summing to S.  A walk along the line: a state variable per boundary
 * between cells and per running total r (0..S-1, the total of the run
 * in progress), "the run so far holds r here".  The first boundary's
 * state is known (0 on an open line), and each cell's digit moves the
 * state on: state r and digit d imply state r+d, or 0 when r+d = S (a
 * run ends), and are impossible together when r+d > S.  At most one
 * state per boundary; the line ends in state 0.  Every state is
 * defined by the digits, since the walk from a known start is forced.
 *
 * A loop has no known start: for each start r0, a walk of its own from
 * r0 with one more state, "passed S" (it stays passed), and the line
 * holds when some walk ends where it started.  Each walk is forced by
 * the digits, so its variables are defined too. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

#include <stdlib.h>

typedef struct walk {
  int len, s, dead; /* dead: the state "passed S" exists (S) */
  int *q;           /* q[(i - 1) * (s + dead) + r]: boundary i >= 1 */
} walk;

static int
state (const walk *w, int i, int r)
{
  return w->q[(i - 1) * (w->s + w->dead) + r];
}

/* Boundary i's literal of state r: the start's constant at i = 0. */
static int
at (const walk *w, int i, int r, int r0)
{
  if (i == 0)
    return r == r0 ? SS_LIT_TRUE : SS_LIT_FALSE;
  return state (w, i, r);
}

/* The walk's variables, labelled, and the at-most-one of each
 * boundary. */
static int
make (ss_venc *k, const ss_con *c, walk *w, int r0)
{
  int per = w->s + w->dead, stop = 0;
  for (int i = 1; i <= w->len && !stop; i++)
    {
      for (int r = 0; r < per && !stop; r++)
        {
          int v = w->q[(i - 1) * per + r] = ss_venc_var (k);
          int cell = c->cell[i - 1];
          stop = r == w->s
                 ? ss_venc_label (k, v, "sum line %d from %d: past %d after "
                                  "r%dc%d", (int) (c - k->m->con) + 1, r0,
                                  w->s, cell / k->n + 1, cell % k->n + 1)
                 : ss_venc_label (k, v, "sum line %d from %d: run at %d "
                                  "after r%dc%d", (int) (c - k->m->con) + 1,
                                  r0, r, cell / k->n + 1, cell % k->n + 1);
        }
      stop = stop ? stop : ss_venc_amo (k, w->q + (i - 1) * per, per);
    }
  return stop;
}

/* Cell i (0-based) moves the state from boundary i to i + 1. */
static int
step (ss_venc *k, const ss_con *c, const walk *w, int i, int r0)
{
  int stop = 0, cell = c->cell[i];
  for (int r = 0; r < w->s && !stop; r++)
    for (int d = 1; d <= k->n && !stop; d++)
      {
        int t = r + d, from = -at (w, i, r, r0), x = -ss_venc_x (k, cell, d);
        if (t > w->s && !w->dead)
          stop = ss_venc_c2 (k, from, x);
        else
          stop = ss_venc_c3 (k, from, x, state (w, i + 1, t > w->s ? w->s
                                                          : t % w->s));
      }
  if (w->dead && !stop) /* passed stays passed */
    stop = ss_venc_c2 (k, -at (w, i, w->s, r0), state (w, i + 1, w->s));
  return stop;
}

/* A walk from r0; *end its final state r_end's literal. */
static int
walk_from (ss_venc *k, const ss_con *c, walk *w, int r0, int r_end,
           int *end)
{
  int stop = make (k, c, w, r0);
  for (int i = 0; i < w->len && !stop; i++)
    stop = step (k, c, w, i, r0);
  *end = state (w, w->len, r_end);
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  walk w = { ss_sumline_cells (c), ss_sumline_total (c), ss_path_loop (c),
             0 };
  int stop = 0, end;
  if (w.s > w.len * k->n) /* no run can make S: the first cell is empty */
    {
      for (int d = 1; d <= k->n && !stop; d++)
        stop = ss_venc_c2 (k, -ss_venc_x (k, c->cell[0], d), SS_LIT_FALSE);
      return stop;
    }
  w.q = malloc (sizeof *w.q * (size_t) w.len * (size_t) (w.s + 1));
  int *ends = malloc (sizeof *ends * (size_t) w.s);
  if (!w.q || !ends)
    {
      free (w.q), free (ends);
      return ss_venc_fail (k, c, "out of memory");
    }
  if (!w.dead)
    {
      stop = walk_from (k, c, &w, 0, 0, &end);
      stop = stop ? stop : ss_venc_c2 (k, end, SS_LIT_FALSE);
    }
  else
    {
      for (int r0 = 0; r0 < w.s && !stop; r0++)
        stop = walk_from (k, c, &w, r0, r0, &ends[r0]);
      stop = stop ? stop : ss_venc_clause (k, ends, w.s);
    }
  free (w.q), free (ends);
  return stop;
}

const ss_kind_enc ss_enc_sumline = {
  encode, 1, "runs of S along the line",
  "A new encoding: a walk along the line.  For each boundary between "
  "cells and each running total r below S, a variable \"the run in "
  "progress holds r here\"; the start is 0.  State r and digit d imply "
  "state r+d, or 0 when r+d = S (a run ends); r+d > S is a clause "
  "forbidding the pair.  At most one state per boundary; the line ends "
  "in state 0.  A loop has no known start: one walk from each start r0, "
  "with a state \"passed S\" that stays, and a clause that some walk "
  "ends in its own start."
};
