/* leaps.h -- the global rules over pairs of cells a fixed step apart:
 * chess leaps, taxicab distance, knightmare, diagonal nonconsecutive and
 * self-taxicab (docs/variants.md).
 *
 * Model: each such kind is a set of steps (dr, dc) and a test on the two
 * digits at a step's ends, the same both ways round (a step's reverse is
 * in the set too, and the test is symmetric in its digits).  The meaning,
 * the clauses, the propagator and the tests all walk the same pairs
 * through this one description, so the kinds' files hold only what each
 * rule adds: its steps and its test.
 */
#ifndef SS_LEAPS_H
#define SS_LEAPS_H

#include "model.h"

typedef struct ss_leap {
  int dr, dc;
} ss_leap;

/* 1 when kind is one of these rules. */
int ss_leap_kind (int kind);
/* Room for the steps of any such rule on an n x n grid. */
int ss_leap_room (int n);
/* 1 when step s is one of c's (on any grid; self-taxicab has every
 * step, its test looks at the distance). */
int ss_leap_has (const ss_con *c, ss_leap s);
/* The largest |dr| or |dc| of c's steps inside an n x n grid. */
int ss_leap_reach (const ss_con *c, int n);
/* Writes c's steps (both directions, inside an n x n grid) to out;
 * their number. */
int ss_leap_steps (const ss_con *c, int n, ss_leap *out);
/* Room for ss_leap_near's steps on any grid. */
#define SS_LEAP_NEAR_MAX (8 * SS_MAX_N + 8)
/* The steps that matter from a cell holding digit (self-taxicab: only
 * distance digit), written to out, some perhaps leaving the grid; their
 * number.  What a check walks: no allocation, few steps. */
int ss_leap_near (const ss_con *c, int n, int digit, ss_leap *out);
/* 1 when the step is forward (each pair of cells once: from its upper
 * cell, or from its left one in the same row). */
int ss_leap_forward (ss_leap s);
/* 1 when digits a and b at the two ends of step s break c. */
int ss_leap_bad (const ss_con *c, ss_leap s, int a, int b);
/* 1 when c covers the pair of cells x and y: always, but for a chess
 * rule that lists cells, which covers only pairs with one of them. */
int ss_leap_pair (const ss_con *c, int x, int y);
/* The cell a step s away from cell, or -1 outside the grid. */
int ss_leap_to (int n, int cell, ss_leap s);

#endif
