/* parityline.c -- neighbours on the line alternate odd and even: for
 * each pair of neighbours a, b and each parity, "not both of it", which
 * over the direct literals is one clause: a holds a digit of the other
 * parity, or b does.  A cell holds one digit, so the clause is the rule
 * exactly, with no new variable (two clauses of up to N literals per
 * pair). */
#include "../variant.h"

/* a or b holds a digit whose parity is not odd (odd 1) or not even. */
static int
not_both (ss_venc *k, int a, int b, int odd)
{
  int lits[2 * SS_MAX_N], m = 0;
  for (int d = 1; d <= k->n; d++)
    if (d % 2 != odd)
      {
        lits[m++] = ss_venc_x (k, a, d);
        lits[m++] = ss_venc_x (k, b, d);
      }
  return ss_venc_clause (k, lits, m);
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0;
  for (int i = 1; i < c->ncells && !stop; i++)
    {
      stop = not_both (k, c->cell[i - 1], c->cell[i], 1);
      stop = stop ? stop : not_both (k, c->cell[i - 1], c->cell[i], 0);
    }
  return stop;
}

const ss_kind_enc ss_enc_parityline = {
  encode, 1, "neighbours alternate odd and even",
  "For neighbours a, b on the line: not both odd, which is one clause of "
  "direct literals, a holds an even digit or b does; and not both even, "
  "a holds an odd digit or b does.  A cell holds exactly one digit, so "
  "the clause needs no parity variable: it is the rule itself, a new "
  "encoding of a relation between two cells by the digit sets it allows "
  "rather than by the pairs it forbids."
};
