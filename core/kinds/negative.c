/* negative.c -- the negative constraint of a marker family: every
 * orthogonal pair without a marker lacks the family's property.
 *
 *   white (0): not |a-b| = D for D = 1 or any difference marker's D;
 *   black (1): not a = Q*b (or b = Q*a) for Q = 2 or any ratio's Q;
 *   xv    (2): not a + b = 5 or 10.
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

/* The values of the family's markers present, plus its default. */
static int
family_values (const ss_model *m, int kind, int dflt, int out[])
{
  int k = 0;
  out[k++] = dflt;
  for (int i = 0; i < m->ncons; i++)
    if (m->con[i].kind == kind && m->con[i].val[0] != dflt && k < 64)
      out[k++] = m->con[i].val[0];
  return k;
}

static int
has_property (int family, int x, int y, const int *vals, int k)
{
  if (family == SS_NEGATIVE_XV)
    return x + y == 5 || x + y == 10;
  for (int i = 0; i < k; i++)
    if (family == SS_NEGATIVE_WHITE ? abs (x - y) == vals[i]
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
  int f = c->val[0], n = m->n, nb[4], vals[65], k = 0;
  if (f != SS_NEGATIVE_XV)
    k = f == SS_NEGATIVE_WHITE ? family_values (m, SS_KIND_DIFFERENCE, 1, vals)
                               : family_values (m, SS_KIND_RATIO, 2, vals);
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
