/* indexer.c -- indexing cells: a cell's digit d says where its own index
 * is along its row, column or box.  Since that index appears exactly
 * once there (the row, column and box are houses), "this cell holds d"
 * and "the d-th cell holds the index" are the same fact: each digit d of
 * the cell stays only while the d-th cell can hold the index, and the
 * index stays in the d-th cell only while the cell can hold d. */
#include <stdlib.h>

#include "prop.h"

/* The cell the digit d of cell points at, and the index it must hold
 * there (1-based), along axis 0 (row indexer), 1 (column) or 2 (box). */
static int
target (const ss_model *m, int axis, int cell, int d, int *index)
{
  int n = m->n, r = cell / n, c = cell % n;
  int R = m->box_rows, C = m->box_cols, r0 = r / R * R, c0 = c / C * C;
  if (axis == 0)
    return *index = r + 1, (d - 1) * n + c;
  if (axis == 1)
    return *index = c + 1, r * n + d - 1;
  *index = (r - r0) * C + (c - c0) + 1;
  return (r0 + (d - 1) / C) * n + c0 + (d - 1) % C;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  for (int i = 0; i < c->ncells; i++)
    for (int d = 1; d <= s->n; d++)
      {
        int x = c->cell[i], index, t = target (s->m, c->val[0], x, d, &index);
        int here = ss_bits_has (s->dom[x], d);
        int there = ss_bits_has (s->dom[t], index);
        if (t == x || here == there)
          continue;
        if ((here ? ss_cp_remove (s, x, d) : ss_cp_remove (s, t, index)) < 0)
          return -1;
      }
  return 0;
}

/* The cells the indexers can point at (their rows, columns or boxes). */
static int
watch (const ss_model *m, const ss_con *c, int *cells)
{
  uint8_t *seen = calloc ((size_t) m->n * m->n, 1);
  int k = 0, index;
  for (int i = 0; seen && i < c->ncells; i++)
    for (int d = 1; d <= m->n; d++)
      {
        int t = target (m, c->val[0], c->cell[i], d, &index);
        if (!seen[t])
          seen[t] = 1, cells[k++] = t;
      }
  free (seen);
  return k;
}

const ss_cp_kind ss_cp_indexer = { prop, SS_CP_CELLS, watch, 0 };
