/* quadruple.c -- the listed digits appear among the four cells around a
 * vertex, each at least as often as it is listed. */
#include "meaning.h"

int
ss_validate_quadruple (const ss_model *m, const ss_con *c, ss_error *err)
{
  int n = m->n, top = c->cell[0];
  for (int i = 1; i < 4; i++)
    top = c->cell[i] < top ? c->cell[i] : top;
  int want[4] = { top, top + 1, top + n, top + n + 1 }, hit = 0;
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 4; k++)
      hit += c->cell[i] == want[k];
  if (top % n == n - 1 || hit != 4)
    return ss_con_error (err, c, "the four cells are not a 2x2 square");
  for (int i = 0; i < c->nvals; i++)
    if (c->val[i] < 1 || c->val[i] > n)
      return ss_con_error (err, c, "digit %d is not in 1..%d", c->val[i],
                           n);
  return 0;
}

int
ss_check_quadruple (const ss_model *m, const ss_con *c, const uint8_t *v,
                    ss_breach *b)
{
  int missing = 0, blanks = 0, want[SS_MAX_N + 1] = { 0 };
  for (int i = 0; i < c->nvals; i++)
    want[c->val[i]]++;
  for (int i = 0; i < 4; i++)
    {
      blanks += !v[c->cell[i]];
      if (want[v[c->cell[i]]] > 0 && v[c->cell[i]])
        want[v[c->cell[i]]]--;
    }
  for (int d = 1; d <= m->n; d++)
    missing += want[d];
  if (missing <= blanks)
    return 0;
  for (int i = 0; i < 4; i++)
    ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, "the listed digits cannot all appear");
}
