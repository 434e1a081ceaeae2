/* indexer.c -- indexing cells: a cell's digit d says where its own index
 * is along its row, column or box (region: ss_indexer_target).  Since that index appears exactly
 * once there (the row, column and box are houses), "this cell holds d"
 * and "the d-th cell holds the index" are the same fact: each digit d of
 * the cell stays only while the d-th cell can hold the index, and the
 * index stays in the d-th cell only while the cell can hold d. */
#include <stdlib.h>

#include "prop.h"
#include "../../core/kinds/meaning.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  for (int i = 0; i < c->ncells; i++)
    for (int d = 1; d <= s->n; d++)
      {
        int x = c->cell[i], index, t = ss_indexer_target (s->m, c->val[0], x, d,
                                                        &index);
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
        int t = ss_indexer_target (m, c->val[0], c->cell[i], d, &index);
        if (!seen[t])
          seen[t] = 1, cells[k++] = t;
      }
  free (seen);
  return k;
}

const ss_cp_kind ss_cp_indexer = { prop, SS_CP_CELLS, watch, 0 };
