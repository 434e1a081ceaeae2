/* sumline.c -- a sum line ("10 lines"; SumLine of sigh's Interactive
 * Sudoku Solver, as we read its handler): the line divides into runs of
 * consecutive cells, each summing to S (val[0], 10 when none is given).
 * The cut points are free: any division that works will do.  Digits are
 * positive, so on an open line the division is forced: a run ends where
 * the running total reaches S, never passes it, and the line ends where
 * a run does.  A loop (its first cell listed again at its end, ISS's
 * LOOP) divides all the way round: some cell starts a run, and read
 * round from there the line divides as an open one.
 *
 * Any other cell that comes back is refused: it would count twice. */
#include "meaning.h"

int
ss_sumline_total (const ss_con *c)
{
  return c->nvals ? c->val[0] : 10;
}

int
ss_sumline_cells (const ss_con *c)
{
  return ss_path_loop (c) ? c->ncells - 1 : c->ncells;
}

int
ss_validate_sumline (const ss_model *m, const ss_con *c, ss_error *err)
{
  int len = ss_sumline_cells (c);
  if (ss_sumline_total (c) < 1)
    return ss_con_error (err, c, "the sum %d is not positive",
                         ss_sumline_total (c));
  for (int i = 1; i < len; i++)
    if (ss_path_again (c, 0, i) >= 0)
      return ss_con_error (err, c, "the line comes back to r%dc%d, which "
                           "would count twice in its runs (only a loop "
                           "may come back, to its first cell at its end)",
                           c->cell[i] / m->n + 1, c->cell[i] % m->n + 1);
  return ss_validate_path (m, c, err);
}

/* Read round from position p, the len cells divide into runs of total
 * s: 1, else 0.  Every cell filled. */
static int
divides (const ss_con *c, const uint8_t *v, int len, int p, int s)
{
  int run = 0;
  for (int k = 0; k < len; k++)
    {
      run += v[c->cell[(p + k) % len]];
      if (run > s)
        return 0;
      run = run == s ? 0 : run;
    }
  return run == 0;
}

/* Filled cells from one end, until a blank: a run passing S. */
static int
runs_from_end (const ss_con *c, const uint8_t *v, int len, int s, int back,
               ss_breach *b)
{
  int run = 0;
  for (int k = 0; k < len; k++)
    {
      int cell = c->cell[back ? len - 1 - k : k];
      if (!v[cell])
        return 0;
      run += v[cell];
      ss_breach_cell (b, cell);
      if (run > s)
        return ss_breach_set (b, "a run from the %s passes %d",
                              back ? "end" : "start", s);
      if (run == s)
        run = 0, b->ncells = 0;
    }
  return 0;
}

int
ss_check_sumline (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  int len = ss_sumline_cells (c), s = ss_sumline_total (c), full = 1;
  (void) m;
  for (int i = 0; i < len; i++)
    full &= v[c->cell[i]] != 0;
  if (!ss_path_loop (c))
    {
      if (runs_from_end (c, v, len, s, 0, b)
          || (b->ncells = 0, runs_from_end (c, v, len, s, 1, b)))
        return 1;
      b->ncells = 0;
    }
  if (!full)
    return 0;
  for (int p = 0; p < (ss_path_loop (c) ? len : 1); p++)
    if (divides (c, v, len, p, s))
      return 0;
  for (int i = 0; i < len && i < SS_BREACH_CELLS; i++)
    ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, "the line does not divide into runs of %d", s);
}
