/* diagonal.c -- a diagonal holds each digit once.  val[0] = +1 is the
 * anti-diagonal (bottom-left to top-right, f-puzzles' "diagonal+"), -1
 * the main one ("diagonal-").  It is a house, which the verifier checks
 * with the others; nothing else is left to check here. */
#include "meaning.h"

int
ss_validate_diagonal (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] != 1 && c->val[0] != -1)
    return ss_con_error (err, c, "the direction is +1 or -1, not %d",
                         c->val[0]);
  return 0;
}

int
ss_check_diagonal (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  (void) m, (void) c, (void) v, (void) b;
  return 0;
}
