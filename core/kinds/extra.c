/* extra.c -- an extra region: no digit twice in it.  With N cells it is
 * a house (each digit exactly once), checked by the verifier with the
 * others; a smaller one is checked here. */
#include "meaning.h"

int
ss_validate_extra (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m, (void) c, (void) err;
  return 0;
}

int
ss_check_extra (const ss_model *m, const ss_con *c, const uint8_t *v,
                ss_breach *b)
{
  if (c->ncells == m->n)
    return 0;
  return ss_check_distinct (m, c, v, 0, c->ncells, b);
}
