/* leap.h -- the check the leap rules share (core/leaps.h): every pair of
 * cells a step apart, both filled, against the rule's digit test. */
#ifndef SS_KINDS_LEAP_H
#define SS_KINDS_LEAP_H

#include "meaning.h"

/* 1 with b set (what: the breach's words) when two filled cells a step
 * of c apart break it; 0 otherwise. */
int ss_check_leap (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b, const char *what);

#endif
