/* leap.h -- the propagator the leap rules share (core/leaps.h). */
#ifndef SS_CP_LEAP_H
#define SS_CP_LEAP_H

#include "prop.h"

/* The constraint's steps, listed once (its init). */
void *ss_cp_leap_init (const ss_cp *, const ss_con *c);
/* Support: a digit stays in a cell a step from a cell of three
 * candidates or fewer only while one of them allows it there. */
int ss_cp_leap_prop (ss_cp *, const ss_con *c, int cell);

#endif
