/* singles.c -- propagation of naked (and optionally hidden) singles
 * (after the Haskell seed).
 *
 * Model: every cell keeps the set of digits still possible for it.  A
 * placed digit is removed from the candidates of every other cell of its
 * row, column and box; a cell left with one candidate is placed in turn
 * (a naked single).  With opts.hidden, a digit that has only one possible
 * cell in some row, column or box is placed there too (a hidden single).
 * This repeats until nothing changes.  There is no guessing, so the method
 * is incomplete, but every step it takes is forced by the rules, which
 * makes each of its three endings an honest verdict:
 *
 *   grid filled       every placement was forced, so this is the only
 *                     solution: report it and return SS_DONE (the wrapper
 *                     says unique, or found when K = 1);
 *   contradiction     a cell lost its last candidate, or a digit has no
 *                     place left in a unit: no solution exists, SS_DONE
 *                     with none reported (unsat);
 *   stuck             SS_GAVE_UP (unknown), with cells_left and a note.
 *
 * Placements are propagated through a queue, one cell at a time, rather
 * than the seed's rounds of "all singles at once": two cells of one unit
 * that both become a single 5 in the same round would otherwise both get
 * a 5, while here the second one simply loses its last candidate.
 *
 * Counters: nodes = rounds (the queue drained once, then once per hidden
 * sweep that placed something; the node budget counts these),
 * propagations = digits placed by either rule, cells_left = blanks left
 * when stuck.
 */
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "classic.h"

typedef struct sg {
  const ss_grid *p;
  int n;
  ss_bits *cand;    /* candidates per cell; a single = placed */
  uint8_t *cell;    /* placed digits, 0 = open */
  int *queue;       /* placed cells not yet propagated (each once) */
  int head, tail;
  int open;         /* cells not placed yet */
  ss_result *res;
  ss_budget budget;
} sg;

enum { SG_OK, SG_CONTRADICTION, SG_BUDGET };

static int
sg_init (sg *s, const ss_grid *p, ss_result *res)
{
  const int cells = p->n * p->n;
  memset (s, 0, sizeof *s);
  s->p = p;
  s->n = p->n;
  s->res = res;
  s->cand = malloc (sizeof *s->cand * (size_t) cells);
  s->cell = calloc ((size_t) cells, 1);
  s->queue = malloc (sizeof *s->queue * (size_t) cells);
  if (!s->cand || !s->cell || !s->queue)
    return -1;
  s->open = cells;
  for (int i = 0; i < cells; i++)
    s->cand[i] = ss_bits_full (s->n);
  return 0;
}

static void
sg_free (sg *s)
{
  free (s->cand);
  free (s->cell);
  free (s->queue);
}

static void
sg_place (sg *s, int i, int d)
{
  s->cell[i] = (uint8_t) d;
  s->cand[i] = ss_bits_one (d);
  s->queue[s->tail++] = i;
  s->open--;
}

/* Says why no solution exists: a digit with no place in a unit, or (unit
 * null) cell `where` with no candidate. */
static int
sg_contradiction (sg *s, int digit, const char *unit, int where)
{
  if (unit)
    snprintf (s->res->note, sizeof s->res->note,
              "contradiction: %d has no place left in %s %d", digit, unit,
              where);
  else
    snprintf (s->res->note, sizeof s->res->note,
              "contradiction: r%dc%d has no candidate left", where / s->n + 1,
              where % s->n + 1);
  return SG_CONTRADICTION;
}

/* Removes d from cell j, a peer of a cell just given d.  A placed peer
 * holding d (or any cell losing its last candidate) is a contradiction. */
static int
sg_remove (sg *s, int j, int d)
{
  if (!ss_bits_has (s->cand[j], d))
    return SG_OK;
  s->cand[j] = ss_bits_minus (s->cand[j], ss_bits_one (d));
  if (ss_bits_empty (s->cand[j]))
    return sg_contradiction (s, d, 0, j);
  if (!s->cell[j] && ss_bits_single (s->cand[j]))
    {
      s->res->stats.propagations++;
      sg_place (s, j, ss_bits_lowest (s->cand[j]));
    }
  return SG_OK;
}

/* Removes the digit of cell i from its row, column and box. */
static int
sg_propagate_cell (sg *s, int i)
{
  const int n = s->n, r = i / n, c = i % n, d = s->cell[i];
  const int b = ss_box_of (s->p, r, c);
  int bad = SG_OK;
  for (int k = 0; k < n && !bad; k++)
    {
      int peers[3] = { r * n + k, k * n + c,
                       ss_box_cell_row (s->p, b, k) * n
                         + ss_box_cell_col (s->p, b, k) };
      for (int u = 0; u < 3 && !bad; u++)
        if (peers[u] != i)
          bad = sg_remove (s, peers[u], d);
    }
  return bad;
}

/* Naked singles: drain the queue. */
static int
sg_drain (sg *s)
{
  s->res->stats.nodes++;
  while (s->head < s->tail)
    {
      if (ss_budget_spent (&s->budget, s->res->stats.nodes))
        return SG_BUDGET;
      int bad = sg_propagate_cell (s, s->queue[s->head++]);
      if (bad)
        return bad;
    }
  return SG_OK;
}

/* The cell index of the k-th cell of unit u of a kind (0 row, 1 column,
 * 2 box). */
static int
sg_unit_cell (const sg *s, int kind, int u, int k)
{
  const int n = s->n;
  if (kind == 0)
    return u * n + k;
  if (kind == 1)
    return k * n + u;
  return ss_box_cell_row (s->p, u, k) * n + ss_box_cell_col (s->p, u, k);
}

/* Hidden singles in one unit.  Places each digit that has exactly one
 * cell left; a digit with no cell at all is a contradiction. */
static int
sg_hidden_unit (sg *s, int kind, int u, int *placed)
{
  static const char *names[] = { "row", "column", "box" };
  ss_bits once = ss_bits_none (), twice = ss_bits_none ();
  for (int k = 0; k < s->n; k++)
    {
      ss_bits c = s->cand[sg_unit_cell (s, kind, u, k)];
      twice = ss_bits_or (twice, ss_bits_and (once, c));
      once = ss_bits_or (once, c);
    }
  ss_bits missing = ss_bits_minus (ss_bits_full (s->n), once);
  if (!ss_bits_empty (missing))
    return sg_contradiction (s, ss_bits_lowest (missing), names[kind],
                             u + 1);
  for (int k = 0; k < s->n; k++)
    {
      int i = sg_unit_cell (s, kind, u, k);
      ss_bits only = ss_bits_and (ss_bits_minus (once, twice), s->cand[i]);
      if (!s->cell[i] && !ss_bits_empty (only))
        {
          /* Two hidden singles in one cell: place one; the next sweep
           * finds the other digit without a place. */
          s->res->stats.propagations++;
          sg_place (s, i, ss_bits_lowest (only));
          ++*placed;
        }
    }
  return SG_OK;
}

/* One sweep of hidden singles over every unit; sets *placed. */
static int
sg_hidden_sweep (sg *s, int *placed)
{
  *placed = 0;
  for (int kind = 0; kind < 3; kind++)
    for (int u = 0; u < s->n; u++)
      {
        int bad = sg_hidden_unit (s, kind, u, placed);
        if (bad)
          return bad;
      }
  return SG_OK;
}

static int
sg_run (sg *s, int hidden)
{
  const int cells = s->n * s->n;
  for (int i = 0; i < cells; i++)
    if (s->p->cell[i])
      sg_place (s, i, s->p->cell[i]);
  for (;;)
    {
      int bad = sg_drain (s), placed = 0;
      if (bad || !hidden || !s->open)
        return bad;
      if ((bad = sg_hidden_sweep (s, &placed)) || !placed)
        return bad;
    }
}

ss_outcome
ss_singles_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  sg s;
  ss_outcome out = SS_GAVE_UP;
  if (sg_init (&s, p, res) < 0)
    snprintf (res->note, sizeof res->note, "out of memory");
  else
    {
      ss_budget_start (&s.budget, o);
      int why = sg_run (&s, o->hidden);
      if (why == SG_CONTRADICTION)
        out = SS_DONE;
      else if (why == SG_BUDGET)
        ss_classic_budget_note (res, o, res->stats.nodes);
      else if (!s.open)
        {
          /* Should the verifier ever refuse the fill, say unknown, not
           * unsat. */
          ss_result_found (res, s.cell);
          out = res->count ? SS_DONE : SS_GAVE_UP;
        }
      else
        {
          res->stats.cells_left = (uint64_t) s.open;
          snprintf (res->note, sizeof res->note,
                    "stuck: %s singles leave %d cell(s) open",
                    o->hidden ? "naked and hidden" : "naked", s.open);
        }
      if (why == SG_BUDGET)
        res->stats.cells_left = (uint64_t) s.open;
    }
  sg_free (&s);
  return out;
}
