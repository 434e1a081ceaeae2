/* jigsaw.c -- a jigsaw layout grown from a grid (generate.h).
 *
 * Model: a random region layout often has no solution (a 9x9 one with
 * anti-knight, nine times in ten), and telling takes a search.  A walk
 * avoids the question: start from a full grid of the rules with boxes;
 * trade cells that hold the same digit across region borders, keeping
 * regions connected (ss_gen_regions_of), so every region keeps every
 * digit and the grid still solves the new layout; then fill the new
 * layout afresh (a small budget; when it runs out the old grid stays),
 * which gives the next round other digits to trade.  Each round moves
 * more cells away from the boxes (six rounds: a third to two thirds of a
 * 9x9 grid's cells on five seeds).
 */
#include <string.h>

#include "../core/model.h"
#include "generate.h"

#define WALK_FILL 20000L /* nodes per refill */

/* full's rules with the regions ids, as a blank grid into blank. */
static int
with_regions (const ss_grid *full, const int *ids, ss_grid *blank,
              ss_error *err)
{
  ss_model *m = ss_gen_copy_rules (full, err);
  if (!m)
    return -1;
  if (ss_model_set_regions (m, ids, err) < 0 || ss_model_finish (m, err) < 0
      || ss_grid_init (blank, full->box_rows, full->box_cols) < 0)
    return ss_model_unref (m), -1;
  ss_grid_set_model (blank, m);
  ss_model_unref (m);
  return 0;
}

int
ss_gen_jigsaw_walk (const ss_grid *full, int rounds, uint64_t seed,
                    ss_grid *blank, ss_grid *out, ss_error *err)
{
  int n = full->n, ids[SS_MAX_N * SS_MAX_N];
  ss_grid cur;
  blank->cell = out->cell = 0;
  if (ss_grid_copy (&cur, full) < 0)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  for (int r = 0; r < rounds; r++)
    {
      ss_grid b, next;
      if (ss_gen_regions_of (&cur, seed * 31 + (uint64_t) r, ids) < 0
          || with_regions (&cur, ids, &b, err) < 0)
        return ss_grid_free (&cur), ss_error_set (err, 0, 0, "out of memory"),
               -1;
      int got = ss_gen_fill (&b, seed * 37 + (uint64_t) r, WALK_FILL, &next,
                             err);
      if (got < 0)
        return ss_grid_free (&cur), ss_grid_free (&b), -1;
      if (got != SS_FILL_FOUND)
        memcpy (b.cell, cur.cell, (size_t) n * n), next = b;
      else
        ss_grid_free (&b);
      ss_grid_free (&cur);
      cur = next;
    }
  *out = cur;
  if (ss_grid_init_like (blank, out) < 0)
    return ss_grid_free (out), ss_error_set (err, 0, 0, "out of memory"), -1;
  return 0;
}
