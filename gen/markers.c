/* markers.c -- kropki dots and XV markers read off a full grid
 * (generate.h).
 *
 * Model: every orthogonal pair of the solution is looked at once.
 * Kropki: digits one apart get a white dot, one twice the other a black
 * dot (1 and 2 are both: the dot is drawn at random); XV: digits summing
 * to 10 get an X, to 5 a V.  With every marker shown, the negative
 * constraints hold too (a pair without a dot is neither one apart nor
 * one twice the other; a pair without X or V sums to neither), and they
 * are added: they are what makes such puzzles need few givens.  The
 * grid is a solution of the markers by construction; the dig then
 * removes givens.
 */
#include <string.h>

#include "../core/model.h"
#include "generate.h"
#include "rng.h"

static int
add_pair (ss_model *m, int kind, int val, int a, int b)
{
  int cells[2] = { a, b };
  ss_con c;
  memset (&c, 0, sizeof c);
  c.kind = kind, c.clue_r = c.clue_c = -1;
  c.cell = cells, c.ncells = 2, c.val = &val, c.nvals = 1;
  return ss_model_add (m, &c);
}

static int
add_negative (ss_model *m, int family)
{
  ss_con c;
  memset (&c, 0, sizeof c);
  c.kind = SS_KIND_NEGATIVE, c.clue_r = c.clue_c = -1;
  c.val = &family, c.nvals = 1;
  return ss_model_add (m, &c);
}

/* The markers of the pair a-b (digits x, y). */
static int
mark (ss_model *m, unsigned v, ss_rng *rng, int a, int b, int x, int y)
{
  int bad = 0, apart = x - y == 1 || y - x == 1, twice = x == 2 * y
                                                         || y == 2 * x;
  if ((v & SS_VAR_BIT (SS_VAR_KROPKI)) && (apart || twice))
    {
      int black = twice && (!apart || ss_rng_below (rng, 2));
      bad |= black ? add_pair (m, SS_KIND_RATIO, 2, a, b)
                   : add_pair (m, SS_KIND_DIFFERENCE, 1, a, b);
    }
  if ((v & SS_VAR_BIT (SS_VAR_XV)) && (x + y == 10 || x + y == 5))
    bad |= add_pair (m, SS_KIND_XV, x + y, a, b);
  return bad;
}

int
ss_gen_markers (const ss_grid *rules, const ss_grid *sol, unsigned v,
                uint64_t seed, ss_grid *out, ss_error *err)
{
  int n = sol->n, bad = 0;
  ss_rng rng = { seed ^ 0x6d61726bull };
  ss_model *m = ss_gen_copy_rules (rules, err);
  out->cell = 0;
  if (!m)
    return -1;
  for (int c = 0; c < n * n && !bad; c++)
    {
      if (c % n < n - 1)
        bad |= mark (m, v, &rng, c, c + 1, sol->cell[c], sol->cell[c + 1]);
      if (c / n < n - 1)
        bad |= mark (m, v, &rng, c, c + n, sol->cell[c], sol->cell[c + n]);
    }
  if (v & SS_VAR_BIT (SS_VAR_KROPKI))
    bad |= add_negative (m, SS_NEGATIVE_WHITE)
           | add_negative (m, SS_NEGATIVE_BLACK);
  if (v & SS_VAR_BIT (SS_VAR_XV))
    bad |= add_negative (m, SS_NEGATIVE_XV);
  if (bad)
    return ss_model_unref (m), ss_error_set (err, 0, 0, "out of memory"), -1;
  if (ss_model_finish (m, err) < 0 || ss_grid_copy (out, sol) < 0)
    return ss_model_unref (m), -1;
  ss_grid_set_model (out, m);
  ss_model_unref (m);
  return 0;
}
