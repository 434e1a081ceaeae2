/* lay_clues.c -- outside clues read off the full grid (see lay.h): a
 * random place on the frame, the cells it reads (core/kinds' own
 * ss_clue_cells), and the number the grid shows there: a little
 * killer's diagonal sum, a sandwich's sum between the 1 and the N, an
 * X-sum, a skyscraper count, a numbered room's digit (the one the first
 * digit names), a hidden skyscraper's (the first below a taller one; a
 * row rising all the way has none, and gets no clue), a full rank (1
 * and the rows and columns, read both ways, that read smaller). */
#include "lay.h"

#include "../core/kinds/meaning.h"

/* Long sums cost the encoder dearly: a little killer diagonal of 19 or
 * more cells on 25x25 keeps `sudosat encode` busy past 30 s (the default
 * sum encoding counts the digit multisets first), and one sandwich or
 * X-sum clue on 64x64 takes seconds to minutes to encode.  So diagonals
 * of up to 12 cells (under a second on 25x25; 16 took four), and
 * sandwich and X-sum clues up to 25x25. */
#define DIAGONAL_MAX 12
#define ROW_SUM_SIDE_MAX 25
#define TRIES 10

/* A row or column clue's place (r, c) on the frame, not a corner. */
static void
frame (ss_fz_lay *L, int *r, int *c)
{
  int n = L->n, side = ss_fz_pick (L, 4), k = 1 + ss_fz_pick (L, n);
  *r = side == 0 ? 0 : side == 1 ? n + 1 : k;
  *c = side == 2 ? 0 : side == 3 ? n + 1 : k;
}

/* A clue at (r, c) already of this kind (and direction)? */
static int
placed (const ss_fz_lay *L, int kind, int r, int c, int dir)
{
  for (int i = 0; i < L->m->ncons; i++)
    {
      const ss_con *o = &L->m->con[i];
      if (o->kind == kind && o->clue_r == r && o->clue_c == c
          && (kind != SS_KIND_LITTLEKILLER || o->val[1] == dir))
        return 1;
    }
  return 0;
}

typedef int clue_fn (const ss_fz_lay *L, const int *cells, int k);

static int
sandwich (const ss_fz_lay *L, const int *cells, int k)
{
  int one = 0, top = 0, sum = 0;
  for (int i = 0; i < k; i++)
    {
      one = L->g->cell[cells[i]] == 1 ? i : one;
      top = L->g->cell[cells[i]] == L->n ? i : top;
    }
  for (int i = (one < top ? one : top) + 1; i < (one < top ? top : one); i++)
    sum += L->g->cell[cells[i]];
  return sum;
}

static int
xsum (const ss_fz_lay *L, const int *cells, int k)
{
  int x = L->g->cell[cells[0]], sum = 0;
  for (int i = 0; i < x && i < k; i++)
    sum += L->g->cell[cells[i]];
  return sum;
}

static int
skyscraper (const ss_fz_lay *L, const int *cells, int k)
{
  int seen = 0, tallest = 0;
  for (int i = 0; i < k; i++)
    {
      seen += L->g->cell[cells[i]] > tallest;
      tallest = L->g->cell[cells[i]] > tallest ? L->g->cell[cells[i]]
                                               : tallest;
    }
  return seen;
}

/* 1 to 3 clues of a row or column kind. */
static int
clues (ss_fz_lay *L, int kind, clue_fn *value)
{
  int cells[SS_MAX_N], added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int r, c, val;
      frame (L, &r, &c);
      int k = ss_clue_cells (L->n, r, c, -1, cells);
      if (k < 0 || placed (L, kind, r, c, -1))
        continue;
      val = value (L, cells, k);
      ss_con con;
      ss_fz_con (&con, kind);
      con.cell = cells, con.ncells = k, con.val = &val, con.nvals = 1;
      con.clue_r = r, con.clue_c = c;
      int got = ss_fz_lay_add (L, &con);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

int
ss_fz_lay_sandwich (ss_fz_lay *L)
{
  return L->n > ROW_SUM_SIDE_MAX ? 0 : clues (L, SS_KIND_SANDWICH, sandwich);
}

int
ss_fz_lay_xsum (ss_fz_lay *L)
{
  return L->n > ROW_SUM_SIDE_MAX ? 0 : clues (L, SS_KIND_XSUM, xsum);
}

int
ss_fz_lay_skyscraper (ss_fz_lay *L)
{
  return clues (L, SS_KIND_SKYSCRAPER, skyscraper);
}

/* A diagonal clue at (r, c) in direction dir, of DIAGONAL_MAX cells at
 * most: its cells into cells[], their number; 0 when none fits. */
static int
diagonal (ss_fz_lay *L, int *r, int *c, int *dir, int *cells)
{
  static const int dirs[4][2] = { { 0, 1 }, { 2, 3 }, { 0, 2 }, { 1, 3 } };
  int n = L->n;
  for (int t = 0; t < TRIES; t++)
    {
      int side = ss_fz_pick (L, 4), k = ss_fz_pick (L, n + 2);
      *r = side == 0 ? 0 : side == 1 ? n + 1 : k;
      *c = side == 2 ? 0 : side == 3 ? n + 1 : k;
      *dir = dirs[side][ss_fz_pick (L, 2)];
      int got = ss_clue_cells (n, *r, *c, *dir, cells);
      if (got > 0 && got <= DIAGONAL_MAX
          && !placed (L, SS_KIND_LITTLEKILLER, *r, *c, *dir))
        return got;
    }
  return 0;
}

/* A diagonal clue: any place on the frame, corners too, pointing into
 * the grid (down from the top, up from the bottom; the left edge
 * rightwards, the right edge leftwards). */
int
ss_fz_lay_littlekiller (ss_fz_lay *L)
{
  int cells[SS_MAX_N], added = 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int r, c, vals[2] = { 0, 0 }, k = diagonal (L, &r, &c, &vals[1], cells);
      for (int j = 0; j < k; j++)
        vals[0] += L->g->cell[cells[j]];
      ss_con con;
      ss_fz_con (&con, SS_KIND_LITTLEKILLER);
      con.cell = cells, con.ncells = k, con.val = vals, con.nvals = 2;
      con.clue_r = r, con.clue_c = c;
      int got = k ? ss_fz_lay_add (L, &con) : 0;
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

/* The digit in the cell the first digit names. */
static int
room (const ss_fz_lay *L, const int *cells, int k)
{
  int x = L->g->cell[cells[0]];
  return x <= k ? L->g->cell[cells[x - 1]] : 0;
}

int
ss_fz_lay_numberedroom (ss_fz_lay *L)
{
  return clues (L, SS_KIND_NUMBEREDROOM, room);
}

/* The first digit below the tallest before it, or 0. */
static int
hidden (const ss_fz_lay *L, const int *cells, int k)
{
  int tallest = 0;
  for (int i = 0; i < k; i++)
    {
      int d = L->g->cell[cells[i]];
      if (d < tallest)
        return d;
      tallest = d;
    }
  return 0;
}

int
ss_fz_lay_hiddenskyscraper (ss_fz_lay *L)
{
  return clues (L, SS_KIND_HIDDENSKYSCRAPER, hidden);
}

/* Full rank's: 1 and the lines read smaller (the kind's own comparison);
 * a line that ties with another gets no clue (the check turns it away).
 * The encoder compares the clued line with every other one, some N^3
 * clauses a clue: sides up to 16. */
#define FULLRANK_SIDE_MAX 16

static int
rank (const ss_fz_lay *L, const int *cells, int k)
{
  int line[SS_MAX_N], r, c, below = 0;
  (void) k;
  for (int i = 0; i < 4 * L->n; i++)
    {
      ss_fullrank_line (L->n, i, line, &r, &c);
      below += ss_fullrank_compare (L->n, line, cells, L->g->cell) == -1;
    }
  return below + 1;
}

int
ss_fz_lay_fullrank (ss_fz_lay *L)
{
  return L->n > FULLRANK_SIDE_MAX ? 0 : clues (L, SS_KIND_FULLRANK, rank);
}

/* Full rank's tie mode: one of the three, kept when the grid's numbers
 * hold it (none needs no two alike); side as for the clues. */
int
ss_fz_lay_fullrankties (ss_fz_lay *L)
{
  ss_con c;
  int mode = ss_fz_pick (L, 3);
  if (L->n > FULLRANK_SIDE_MAX)
    return 0;
  ss_fz_con (&c, SS_KIND_FULLRANKTIES);
  c.val = &mode, c.nvals = 1;
  return ss_fz_lay_add (L, &c);
}
