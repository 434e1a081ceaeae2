/* cancel.h -- the cancel flag itself, for the code that owns one (a
 * portfolio's race, split's workers, tests).
 *
 * Model: one atomic int, raised once and never lowered; budget.h gives
 * everyone else an opaque ss_cancel, so the public headers need no C11
 * atomics and read as C++ too.  A flag may have a parent (a race inside
 * a caller's race): it then reads as raised when its parent does, so an
 * engine watching the inner flag obeys both, with no thread to pass the
 * outer one on.
 */
#ifndef SS_CANCEL_H
#define SS_CANCEL_H

#include <stdatomic.h>

#include "budget.h"

struct ss_cancel {
  atomic_int raised;
  ss_cancel *parent; /* 0 = none */
};

/* Lowers a new flag (before any thread sees it), without a parent. */
static inline void
ss_cancel_init (ss_cancel *c)
{
  atomic_init (&c->raised, 0);
  c->parent = 0;
}

#endif
