/* nonconsecutive.c -- orthogonal neighbours never hold consecutive
 * digits, except a pair that carries a kropki dot (a difference or a
 * ratio marker): as in f-puzzles, where a dot overrides the global rule
 * for its pair. */
#include "meaning.h"

#include <stdlib.h>

int
ss_validate_nonconsecutive (const ss_model *m, const ss_con *c,
                            ss_error *err)
{
  (void) m, (void) c, (void) err;
  return 0;
}

int
ss_check_nonconsecutive (const ss_model *m, const ss_con *c,
                         const uint8_t *v, ss_breach *b)
{
  int n = m->n, nb[4];
  uint64_t dots = SS_KIND_BIT (SS_KIND_DIFFERENCE)
                  | SS_KIND_BIT (SS_KIND_RATIO);
  (void) c;
  for (int i = 0; i < n * n; i++)
    for (int k = ss_orthogonal (n, i, nb); k-- > 0;)
      if (nb[k] > i && v[i] && v[nb[k]] && abs (v[i] - v[nb[k]]) == 1
          && !ss_pair_marked (m, i, nb[k], dots))
        {
          ss_breach_cell (b, i);
          ss_breach_cell (b, nb[k]);
          return ss_breach_set (b, "neighbours hold consecutive digits");
        }
  return 0;
}
