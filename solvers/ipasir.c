/* ipasir.c -- the backend registry and small helpers (see ipasir.h).
 *
 * The registry is a fixed list of the backends we link: picking one by
 * name is the only thing callers above sat.c ever need to know. */
#include "ipasir.h"

#include <string.h>

static const ss_ipasir_ops *const backends[] = {
  &ss_ipasir_picosat, &ss_ipasir_cadical,
};

const ss_ipasir_ops *
ss_ipasir_find (const char *name)
{
  for (size_t i = 0; i < sizeof backends / sizeof *backends; i++)
    if (!strcmp (backends[i]->name, name))
      return backends[i];
  return 0;
}

void
ss_ipasir_add_clause (const ss_ipasir_ops *ops, void *s, const int *lits,
                      int len)
{
  for (int k = 0; k < len; k++)
    ops->add (s, lits[k]);
  ops->add (s, 0);
}
