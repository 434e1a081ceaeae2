/* indexer.c -- indexing cells are shaded by axis: red for a row indexer,
 * blue for a column indexer, green for a box indexer. */
#include "draw.h"

void
ss_draw_indexer (ss_draw *d, const ss_con *c)
{
  static const char *const ink[3] = { "#f2a0a0", "#a0c0f2", "#a8dca0" };
  static const char *const says[3] = {
    "Row indexer (red cells): a digit d in row r, column c says that the "
    "digit r is in row d of column c.",
    "Column indexer (blue cells): a digit d in row r, column c says that "
    "the digit c is in column d of row r.",
    "Box indexer (green cells): a digit d in position p of its box says that "
    "the digit p is in position d of that box (positions count row by row)."
  };
  int axis = c->val[0];
  if (axis < 0 || axis > 2)
    return;
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "%s", says[axis]);
  if (d->layer != SS_DRAW_SHADE)
    return;
  for (int i = 0; i < c->ncells; i++)
    ss_draw_shade (d, c->cell[i], ink[axis], 0.6);
}
