/* ipasir.c -- small helpers over any backend (see ipasir.h).  The
 * backends themselves are ss_ipasir_picosat, ss_ipasir_cadical,
 * ss_ipasir_cms and the tables of loaded libraries; the solver table's
 * rows name the one they drive. */
#include "ipasir.h"

void *
ss_ipasir_new (const ss_ipasir_ops *ops)
{
  return ops->open ? ops->open (ops) : ops->init ();
}

void
ss_ipasir_add_clause (const ss_ipasir_ops *ops, void *s, const int *lits,
                      int len)
{
  for (int k = 0; k < len; k++)
    ops->add (s, lits[k]);
  ops->add (s, 0);
}
