/* negative.c -- the negative constraint of a marker family: every
 * orthogonal pair without a marker lacks the family's property.
 *
 *   white (0): not |a-b| = D for D = 1 or any difference marker's D;
 *   black (1): not a = Q*b (or b = Q*a) for Q any ratio marker's Q, or
 *              Q = 2 when the puzzle has no ratio marker;
 *   xv    (2): not a + b = 5 or 10.
 *
 * Black follows the solver behind f-puzzles: its import makes the
 * negative ratio constraint of the set of values the puzzle's ratio
 * markers carry, and of 2 only when there is none (SolverFactory, as we
 * read its source).  So with dots of ratio 2 and 3 both ratios are
 * forbidden on unmarked pairs; with dots of ratio 3 only, a pair without
 * a dot may still be in ratio 2.  White has no counterpart there (its
 * f-puzzles form is nonconsecutive, a difference of 1): it keeps 1.
 *
 * A kropki pair (any difference or ratio marker) is exempt from the two
 * kropki negatives, an XV pair from the XV one, as in f-puzzles. */
#include "meaning.h"

#include <stdlib.h>

int
ss_validate_negative (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] < SS_NEGATIVE_WHITE || c->val[0] > SS_NEGATIVE_XV)
    return ss_con_error (err, c, "the family is white, black or xv");
  return 0;
}

static int
add_value (int *out, int k, int most, int v)
{
  for (int i = 0; i < k; i++)
    if (out[i] == v)
      return k;
  if (k < most)
    out[k++] = v;
  return k;
}

int
ss_negative_values (const ss_model *m, int family, int *out, int most)
{
  int k = 0, kind = family == SS_NEGATIVE_WHITE ? SS_KIND_DIFFERENCE
                                                : SS_KIND_RATIO;
  if (family == SS_NEGATIVE_XV)
    return add_value (out, add_value (out, 0, most, 5), most, 10);
  if (family == SS_NEGATIVE_WHITE)
    k = add_value (out, k, most, 1);
  for (int i = 0; i < m->ncons; i++)
    if (m->con[i].kind == kind)
      k = add_value (out, k, most, m->con[i].val[0]);
  return k ? k : add_value (out, 0, most, 2);
}

static int
has_property (int family, int x, int y, const int *vals, int k)
{
  for (int i = 0; i < k; i++)
    if (family == SS_NEGATIVE_XV ? x + y == vals[i]
        : family == SS_NEGATIVE_WHITE ? abs (x - y) == vals[i]
        : x == vals[i] * y || y == vals[i] * x)
      return 1;
  return 0;
}

static uint64_t
exempt (int family)
{
  if (family == SS_NEGATIVE_XV)
    return SS_KIND_BIT (SS_KIND_XV);
  return SS_KIND_BIT (SS_KIND_DIFFERENCE) | SS_KIND_BIT (SS_KIND_RATIO);
}

int
ss_check_negative (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  static const char *names[] = { "white", "black", "xv" };
  int f = c->val[0], n = m->n, nb[4], vals[64];
  int k = ss_negative_values (m, f, vals, 64);
  for (int i = 0; i < n * n; i++)
    for (int j = ss_orthogonal (n, i, nb); j-- > 0;)
      if (nb[j] > i && v[i] && v[nb[j]]
          && has_property (f, v[i], v[nb[j]], vals, k)
          && !ss_pair_marked (m, i, nb[j], exempt (f)))
        {
          ss_breach_cell (b, i);
          ss_breach_cell (b, nb[j]);
          return ss_breach_set (b, "an unmarked pair has the %s property",
                                names[f]);
        }
  return 0;
}
