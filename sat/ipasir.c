/* ipasir.c -- small helpers over any backend (see ipasir.h).  The
 * backends themselves are ss_ipasir_picosat and ss_ipasir_cadical; the
 * solver table's rows name the one they drive. */
#include "ipasir.h"

void
ss_ipasir_add_clause (const ss_ipasir_ops *ops, void *s, const int *lits,
                      int len)
{
  for (int k = 0; k < len; k++)
    ops->add (s, lits[k]);
  ops->add (s, 0);
}
