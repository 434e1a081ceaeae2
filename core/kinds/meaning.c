/* meaning.c -- the kinds' table of meanings and the helpers their files
 * share (see meaning.h). */
#include "meaning.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static ss_validate_fn *const validates[] = {
  0, /* SS_KIND_REGIONS: the region map is checked when it is set */
#define SS_VALIDATE_ROW(id, name, flags, lo, hi, plo, phi, help)           \
  ss_validate_##name,
  SS_KINDS (SS_VALIDATE_ROW)
#undef SS_VALIDATE_ROW
};

static ss_check_fn *const checks[] = {
  0,
#define SS_CHECK_ROW(id, name, flags, lo, hi, plo, phi, help) ss_check_##name,
  SS_KINDS (SS_CHECK_ROW)
#undef SS_CHECK_ROW
};

ss_validate_fn *
ss_validate_of (int kind)
{
  return kind > 0 && kind < SS_KIND_COUNT ? validates[kind] : 0;
}

ss_check_fn *
ss_check_of (int kind)
{
  return kind > 0 && kind < SS_KIND_COUNT ? checks[kind] : 0;
}

int
ss_breach_set (ss_breach *b, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (b->what, sizeof b->what, fmt, ap);
  va_end (ap);
  return 1;
}

void
ss_breach_cell (ss_breach *b, int cell)
{
  if (b->ncells < SS_BREACH_CELLS)
    b->cell[b->ncells++] = cell;
}

int
ss_con_error (ss_error *err, const ss_con *c, const char *fmt, ...)
{
  char what[200];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (what, sizeof what, fmt, ap);
  va_end (ap);
  ss_error_set (err, c->line, c->col, "%s: %s", ss_kind_name (c->kind),
                what);
  return -1;
}

int
ss_cells_adjacent (int n, int a, int b)
{
  int dr = abs (a / n - b / n), dc = abs (a % n - b % n);
  return dr <= 1 && dc <= 1 && dr + dc > 0;
}

int
ss_validate_path (const ss_model *m, const ss_con *c, ss_error *err)
{
  char a[16], b[16];
  for (int i = c->split + 1; i < c->ncells; i++)
    if (!ss_cells_adjacent (m->n, c->cell[i - 1], c->cell[i]))
      {
        ss_cells_name (m->n, &c->cell[i - 1], 1, a, sizeof a);
        ss_cells_name (m->n, &c->cell[i], 1, b, sizeof b);
        return ss_con_error (err, c, "%s and %s are not neighbours, so "
                             "the cells are not a line", a, b);
      }
  return 0;
}

int
ss_path_again (const ss_con *c, int from, int i)
{
  for (int j = from; j < i; j++)
    if (c->cell[j] == c->cell[i])
      return j;
  return -1;
}

int
ss_path_loop (const ss_con *c)
{
  return c->ncells > 2 && c->cell[0] == c->cell[c->ncells - 1];
}

int
ss_path_distinct (const ss_con *c, int from, int to)
{
  int count = 0;
  for (int i = from; i < to; i++)
    count += ss_path_again (c, from, i) < 0;
  return count;
}

int
ss_validate_once (const ss_model *m, const ss_con *c, int from,
                  ss_error *err, const char *why, ...)
{
  char because[160];
  va_list ap;
  for (int i = from; i < c->ncells; i++)
    if (ss_path_again (c, from, i) >= 0)
      {
        va_start (ap, why);
        vsnprintf (because, sizeof because, why, ap);
        va_end (ap);
        return ss_con_error (err, c, "the line comes back to r%dc%d%s",
                             c->cell[i] / m->n + 1, c->cell[i] % m->n + 1,
                             because);
      }
  return 0;
}

int
ss_orthogonal (int n, int cell, int out[4])
{
  int r = cell / n, c = cell % n, k = 0;
  if (r > 0)
    out[k++] = cell - n;
  if (c > 0)
    out[k++] = cell - 1;
  if (c + 1 < n)
    out[k++] = cell + 1;
  if (r + 1 < n)
    out[k++] = cell + n;
  return k;
}

int
ss_pair_marked (const ss_model *m, int a, int b, uint64_t mask)
{
  for (int i = 0; i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      if ((mask & SS_KIND_BIT (c->kind)) && c->ncells == 2
          && ((c->cell[0] == a && c->cell[1] == b)
              || (c->cell[0] == b && c->cell[1] == a)))
        return 1;
    }
  return 0;
}

void
ss_cells_sum (const ss_con *c, const uint8_t *v, int from, int to, int *sum,
              int *blanks)
{
  *sum = *blanks = 0;
  for (int i = from; i < to; i++)
    {
      *sum += v[c->cell[i]];
      *blanks += !v[c->cell[i]];
    }
}

int
ss_check_distinct (const ss_model *m, const ss_con *c, const uint8_t *v,
                   int from, int to, ss_breach *b)
{
  int at[SS_MAX_N + 1];
  for (int d = 0; d <= m->n; d++)
    at[d] = -1;
  for (int i = from; i < to; i++)
    {
      int d = v[c->cell[i]];
      if (d && at[d] >= 0)
        {
          ss_breach_cell (b, c->cell[at[d]]);
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "a digit repeats");
        }
      if (d)
        at[d] = i;
    }
  return 0;
}

/* Shared by the three pair kinds: the two cells are orthogonal
 * neighbours, and the parameter is at least lo. */
int
ss_validate_pair (const ss_model *m, const ss_con *c, int lo, ss_error *err)
{
  int a = c->cell[0], b = c->cell[1], n = m->n;
  if (abs (a - b) != n && !(abs (a - b) == 1 && a / n == b / n))
    return ss_con_error (err, c, "the two cells are not orthogonal "
                         "neighbours");
  if (c->val[0] < lo)
    return ss_con_error (err, c, "the value %d is below %d", c->val[0], lo);
  return 0;
}


/* The step from a frame position into the grid: down from the top edge,
 * left from the right edge, and so on. */
static int
edge_step (int n, int r, int c, int *dr, int *dc)
{
  int top = r == 0, bottom = r == n + 1, left = c == 0, right = c == n + 1;
  if (top + bottom + left + right != 1)
    return -1; /* inside the grid, a corner, or outside the frame */
  *dr = top ? 1 : bottom ? -1 : 0;
  *dc = left ? 1 : right ? -1 : 0;
  return 0;
}

int
ss_clue_cells (int n, int r, int c, int dir, int *out)
{
  static const int ddr[4] = { 1, 1, -1, -1 }, ddc[4] = { 1, -1, 1, -1 };
  int dr, dc, k = 0;
  if (r < 0 || c < 0 || r > n + 1 || c > n + 1)
    return -1;
  if (dir < 0 && edge_step (n, r, c, &dr, &dc) < 0)
    return -1;
  if (dir >= 0 && (dir > 3 || (r > 0 && r <= n && c > 0 && c <= n)))
    return -1;
  if (dir >= 0)
    dr = ddr[dir], dc = ddc[dir];
  for (r += dr, c += dc; r >= 1 && r <= n && c >= 1 && c <= n;
       r += dr, c += dc)
    out[k++] = (r - 1) * n + (c - 1);
  return k > 0 ? k : -1;
}

int
ss_validate_clue (const ss_model *m, const ss_con *c, int dir,
                  ss_error *err)
{
  int cells[SS_MAX_N];
  int k = ss_clue_cells (m->n, c->clue_r, c->clue_c, dir, cells);
  if (k < 0)
    return ss_con_error (err, c, "the clue r%dc%d is not outside the grid "
                         "facing a row, column or diagonal", c->clue_r,
                         c->clue_c);
  if (k != c->ncells)
    return ss_con_error (err, c, "the clue reads %d cells, not %d", k,
                         c->ncells);
  for (int i = 0; i < k; i++)
    if (cells[i] != c->cell[i])
      return ss_con_error (err, c, "the cells are not the ones the clue "
                           "reads");
  return 0;
}

/* A regular box's positions count row by row inside it; an irregular
 * region's by a scan of the grid in reading order (the same order). */
int
ss_region_position (const ss_model *m, int cell)
{
  int n = m->n, R = m->box_rows, C = m->box_cols, pos = 0;
  if (!m->irregular)
    return (cell / n % R) * C + cell % n % C;
  for (int i = 0; i < cell; i++)
    pos += m->region[i] == m->region[cell];
  return pos;
}

int
ss_region_cell (const ss_model *m, int r, int pos)
{
  int n = m->n, R = m->box_rows, C = m->box_cols;
  if (!m->irregular)
    return ((r / R) * R + pos / C) * n + (r % R) * C + pos % C;
  for (int i = 0; i < n * n; i++)
    if (m->region[i] == r && pos-- == 0)
      return i;
  return -1;
}
