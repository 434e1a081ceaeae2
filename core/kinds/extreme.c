/* extreme.c -- a minimum (val[0] = -1) or maximum (+1) cell: its digit is
 * below (above) that of every orthogonal neighbour that is not itself a
 * cell of the same kind.  Two maxima side by side are not compared with
 * each other (the solver behind f-puzzles builds one constraint of all
 * maximum cells and skips neighbours inside it), so a blank 4x4 with
 * maxima at r1c1 and r1c2 has solutions; a minimum beside a maximum is
 * compared from both sides, which agree. */
#include "meaning.h"

/* Is cell a minimum (sign -1) or maximum (+1) cell of m? */
static int
is_extreme (const ss_model *m, int cell, int sign)
{
  for (int i = 0; i < m->ncons; i++)
    if (m->con[i].kind == SS_KIND_EXTREME && m->con[i].val[0] == sign
        && m->con[i].cell[0] == cell)
      return 1;
  return 0;
}

int
ss_extreme_rivals (const ss_model *m, const ss_con *c, int out[4])
{
  int nb[4], k = 0;
  for (int j = 0, all = ss_orthogonal (m->n, c->cell[0], nb); j < all; j++)
    if (!is_extreme (m, nb[j], c->val[0]))
      out[k++] = nb[j];
  return k;
}

int
ss_validate_extreme (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] != 1 && c->val[0] != -1)
    return ss_con_error (err, c, "extreme is -1 (minimum) or +1 "
                         "(maximum), not %d", c->val[0]);
  return 0;
}

int
ss_check_extreme (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  int nb[4], at = c->cell[0], d = v[at];
  for (int k = ss_extreme_rivals (m, c, nb); k-- > 0 && d;)
    if (v[nb[k]] && (v[nb[k]] - d) * c->val[0] >= 0)
      {
        ss_breach_cell (b, at);
        ss_breach_cell (b, nb[k]);
        return ss_breach_set (b, "the cell is not %s its neighbour",
                              c->val[0] < 0 ? "below" : "above");
      }
  return 0;
}
