/* leap.h -- the clauses the leap rules share (core/leaps.h). */
#ifndef SS_ENC_LEAP_H
#define SS_ENC_LEAP_H

#include "../variant.h"

/* For every pair of cells a step of c apart and every two digits the
 * rule's test refuses there: not both, one binary clause (the conflict
 * encoding).  A rule on equal digits only leaves pairs in one house to
 * the house's clauses. */
int ss_enc_leap (ss_venc *k, const ss_con *c);

#endif
