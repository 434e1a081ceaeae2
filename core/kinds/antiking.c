/* antiking.c -- two cells a king's move apart never hold the same digit.
 * Orthogonal neighbours share a row or column already; the diagonal ones
 * are what the rule adds, but all eight are checked. */
#include "meaning.h"

int
ss_validate_antiking (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m, (void) c, (void) err;
  return 0;
}

int
ss_check_antiking (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  static const int dr[4] = { 0, 1, 1, 1 }, dc[4] = { 1, -1, 0, 1 };
  int n = m->n;
  (void) c;
  for (int i = 0; i < n * n; i++)
    for (int k = 0; k < 4 && v[i]; k++)
      {
        int r = i / n + dr[k], col = i % n + dc[k];
        if (r < n && col >= 0 && col < n && v[r * n + col] == v[i])
          {
            ss_breach_cell (b, i);
            ss_breach_cell (b, r * n + col);
            return ss_breach_set (b, "a king's move apart, the same digit");
          }
      }
  return 0;
}
