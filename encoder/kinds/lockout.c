/* lockout.c -- a lockout line: the ends a, z differ by at least D, and
 * no middle cell holds a digit between theirs, inclusive.  The ends as
 * German whispers' neighbours (a = d implies z <= d-D or z >= d+D, one
 * clause on z's order literals).  A middle cell m with digit v is locked
 * out when a <= v <= z or z <= v <= a; on the order literals each is one
 * clause, with no new variable:
 *   -m_v or [a>=v+1] or -[z>=v]     (not a <= v <= z)
 *   -m_v or [z>=v+1] or -[a>=v]     (not z <= v <= a). */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

/* Not lo <= m <= hi, for each digit of m. */
static int
outside (ss_venc *k, int m, int lo, int hi)
{
  int stop = 0;
  for (int v = 1; v <= k->n && !stop; v++)
    stop = ss_venc_c3 (k, -ss_venc_x (k, m, v), ss_venc_ge (k, lo, v + 1),
                       -ss_venc_ge (k, hi, v));
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int a = c->cell[0], z = c->cell[c->ncells - 1];
  int gap = ss_lockout_gap (c);
  int stop = ss_venc_apart (k, a, z, gap);
  stop = stop ? stop : ss_venc_apart (k, z, a, gap);
  for (int i = 1; i + 1 < c->ncells && !stop; i++)
    {
      stop = outside (k, c->cell[i], a, z);
      stop = stop ? stop : outside (k, c->cell[i], z, a);
    }
  return stop;
}

const ss_kind_enc ss_enc_lockout = {
  encode, 1, "ends D apart, the rest outside them",
  "The ends a, z: a = d implies z <= d-D or z >= d+D, one clause on z's "
  "order literals (as German whispers), and the same from z.  A middle "
  "cell m holding v is locked out when v lies between the ends, "
  "inclusive: two clauses per digit on the order literals, -m_v or "
  "[a>=v+1] or -[z>=v] (not a <= v <= z) and the same with a and z "
  "swapped.  Which end is the smaller needs no variable: each clause "
  "covers one order of the ends."
};
