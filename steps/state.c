/* state.c -- the candidate table and its bookkeeping (see state.h). */
#include "state.h"

#include <stdlib.h>
#include <string.h>

static int
queue_init (st_queue *q, int cap)
{
  q->item = malloc (sizeof *q->item * (size_t) (cap > 0 ? cap : 1));
  q->head = q->tail = 0;
  q->cap = cap > 0 ? cap : 1;
  return q->item ? 0 : -1;
}

/* Queues rarely outgrow their first size (within one epoch a count
 * reaches 1 or 0 once); a grow that fails sets oom, which the engine
 * reports rather than go on with a lost item. */
static void
push (st_state *s, st_queue *q, int v)
{
  if (q->tail == q->cap)
    {
      int cap = 2 * q->cap;
      int *p = realloc (q->item, sizeof *p * (size_t) cap);
      if (!p)
        {
          s->oom = 1;
          return;
        }
      q->item = p, q->cap = cap;
    }
  q->item[q->tail++] = v;
}

static void
fill_units (st_state *s)
{
  const ss_grid *g = s->shape;
  int n = s->n;
  for (int u = 0; u < n; u++)
    for (int k = 0; k < n; k++)
      {
        int row = u * n + k, col = k * n + u;
        int box = ss_box_cell_row (g, u, k) * n + ss_box_cell_col (g, u, k);
        s->unit_cell[(SS_UNIT_ROW * n + u) * n + k] = row;
        s->unit_cell[(SS_UNIT_COL * n + u) * n + k] = col;
        s->unit_cell[(SS_UNIT_BOX * n + u) * n + k] = box;
        s->cell_unit[row * 3 + SS_UNIT_ROW] = u;
        s->cell_unit[col * 3 + SS_UNIT_COL] = u;
        s->cell_unit[box * 3 + SS_UNIT_BOX] = u;
        s->cell_house[row * 3 + SS_UNIT_ROW] = SS_UNIT_ROW * n + u;
        s->cell_house[col * 3 + SS_UNIT_COL] = SS_UNIT_COL * n + u;
        s->cell_house[box * 3 + SS_UNIT_BOX] = SS_UNIT_BOX * n + u;
      }
}

/* A variant grid's houses: the model's, in its order (rows, columns,
 * regions, extra houses), so house h is unit (kind, u) with h =
 * st_house (kind, u); a cell's houses are listed in its slots, and its
 * row, column and region numbers are kept by kind (a cell in no region
 * has none: -1). */
static void
fill_houses (st_state *s)
{
  const ss_model *m = s->model;
  int n = s->n;
  for (size_t i = 0; i < (size_t) s->cells * s->stride; i++)
    s->cell_unit[i] = s->cell_house[i] = -1;
  for (int h = 0; h < s->units; h++)
    for (int k = 0; k < n; k++)
      {
        int c = ss_model_house (m, h)[k], slot = 0, kind, u;
        while (s->cell_house[c * s->stride + slot] >= 0)
          slot++;
        s->unit_cell[h * n + k] = c;
        s->cell_house[c * s->stride + slot] = h;
        st_unit_of (s, h, &kind, &u);
        if (kind < SS_UNIT_HOUSE)
          s->cell_unit[c * s->stride + kind] = u;
      }
}

/* The most houses a cell of m lies in. */
static int
most_houses (const ss_model *m)
{
  int most = 3, cells = m->n * m->n;
  int *per = calloc ((size_t) cells, sizeof *per);
  if (!per)
    return -1;
  for (int h = ss_model_first_extra (m); h < m->nhouses; h++)
    for (int k = 0; k < m->n; k++)
      {
        int c = ss_model_house (m, h)[k];
        if (3 + ++per[c] > most)
          most = 3 + per[c];
      }
  free (per);
  return most;
}

static int
alloc_all (st_state *s)
{
  int n = s->n, cells = s->cells;
  size_t cand_n = (size_t) cells * n, units = (size_t) s->units;
  size_t slots = (size_t) cells * s->stride;
  s->value = calloc ((size_t) cells, 1);
  s->cand = malloc (sizeof *s->cand * (size_t) cells);
  s->count = malloc (sizeof *s->count * (size_t) cells);
  s->places = malloc (sizeof *s->places * units * n);
  s->placed = calloc (units, sizeof *s->placed);
  s->why = malloc (sizeof *s->why * cand_n);
  s->why_con = s->model ? malloc (sizeof *s->why_con * cand_n) : 0;
  s->placed_by = malloc (sizeof *s->placed_by * (size_t) cells);
  s->unit_cell = malloc (sizeof *s->unit_cell * units * n);
  s->cell_unit = malloc (sizeof *s->cell_unit * slots);
  s->cell_house = malloc (sizeof *s->cell_house * slots);
  /* a variant step's reason may name a fact per candidate */
  size_t room = s->model ? cand_n : (size_t) cells;
  s->scratch = malloc (sizeof *s->scratch * ((size_t) 8 * n + room + 8));
  if (!s->value || !s->cand || !s->count || !s->places || !s->placed
      || !s->why || (s->model && !s->why_con) || !s->placed_by || !s->unit_cell || !s->cell_unit
      || !s->cell_house || !s->scratch || queue_init (&s->naked, cells)
      || queue_init (&s->hidden, 3 * cells) || queue_init (&s->bad, 4 * cells)
      || queue_init (&s->trail, (int) cand_n + cells))
    return -1;
  return 0;
}

int
ss_st_init (st_state *s, const ss_grid *shape, ss_path *path)
{
  int n = shape->n, cells = n * n;
  memset (s, 0, sizeof *s);
  s->shape = shape, s->n = n, s->cells = cells, s->path = path;
  s->model = shape->model;
  s->open = cells;
  s->units = s->model ? s->model->nhouses : 3 * n;
  s->first = s->model ? ss_model_first_extra (s->model) : 3 * n;
  s->stride = s->model ? most_houses (s->model) : 3;
  if (s->stride < 0 || alloc_all (s))
    return -1;
  for (int i = 0; i < cells; i++)
    s->cand[i] = ss_bits_full (n), s->count[i] = n, s->placed_by[i] = -1;
  for (size_t i = 0; i < (size_t) s->units * n; i++)
    s->places[i] = n;
  memset (s->why, 0xff, sizeof *s->why * (size_t) cells * n);
  if (s->why_con)
    memset (s->why_con, 0xff, sizeof *s->why_con * (size_t) cells * n);
  s->striking_con = -1;
  if (!s->model)
    fill_units (s);
  else
    fill_houses (s);
  return s->model ? ss_st_links_init (s) : 0;
}

void
ss_st_free (st_state *s)
{
  free (s->value), free (s->cand), free (s->count), free (s->places);
  free (s->placed), free (s->why), free (s->why_con), free (s->unit_cell), free (s->cell_unit);
  free (s->cell_house), free (s->placed_by), free (s->scratch);
  ss_st_links_free (s);
  free (s->naked.item), free (s->hidden.item), free (s->bad.item);
  free (s->trail.item);
}

/* One unit count down for digit d in house h; queue what it reached. */
static void
count_down (st_state *s, int h, int d)
{
  int code = h * s->n + d - 1;
  int left = --s->places[code];
  if (ss_bits_has (s->placed[h], d))
    return;
  if (left == 1)
    push (s, &s->hidden, code);
  else if (left == 0)
    push (s, &s->bad, -(code + 1));
}

void
ss_st_strike (st_state *s, int cell, int d, int fact)
{
  if (!ss_bits_has (s->cand[cell], d))
    return;
  s->cand[cell] = ss_bits_minus (s->cand[cell], ss_bits_one (d));
  s->why[cell * s->n + d - 1] = fact;
  if (s->why_con)
    s->why_con[cell * s->n + d - 1] = s->striking_con;
  int left = --s->count[cell];
  if (s->trailing)
    push (s, &s->trail, cell * s->n + d - 1);
  if (!s->value[cell] && left == 1)
    push (s, &s->naked, cell);
  else if (!s->value[cell] && left == 0)
    push (s, &s->bad, cell);
  const int *house = s->cell_house + cell * s->stride;
  for (int i = 0; i < s->stride && house[i] >= 0; i++)
    count_down (s, house[i], d);
}

void
ss_st_place (st_state *s, int cell, int d, int fact)
{
  int n = s->n;
  const int *house = s->cell_house + cell * s->stride;
  s->value[cell] = (uint8_t) d;
  s->placed_by[cell] = fact;
  s->open--;
  for (int i = 0; i < s->stride && house[i] >= 0; i++)
    s->placed[house[i]] = ss_bits_or (s->placed[house[i]], ss_bits_one (d));
  if (s->trailing)
    push (s, &s->trail, -(cell + 1));
  for (int e = 1; e <= n; e++)
    ss_st_strike (s, cell, e, fact);
  for (int i = 0; i < s->stride && house[i] >= 0; i++)
    for (int k = 0; k < n; k++)
      {
        int peer = s->unit_cell[house[i] * n + k];
        if (peer != cell)
          ss_st_strike (s, peer, d, fact);
      }
  if (s->model)
    ss_st_links_place (s, cell, d, fact);
}

static void
unstrike (st_state *s, int code)
{
  int n = s->n, cell = code / n, d = code % n + 1;
  const int *house = s->cell_house + cell * s->stride;
  s->cand[cell] = ss_bits_or (s->cand[cell], ss_bits_one (d));
  s->why[code] = -1;
  s->count[cell]++;
  for (int i = 0; i < s->stride && house[i] >= 0; i++)
    s->places[house[i] * n + d - 1]++;
}

static void
unplace (st_state *s, int cell)
{
  int d = s->value[cell];
  const int *house = s->cell_house + cell * s->stride;
  for (int i = 0; i < s->stride && house[i] >= 0; i++)
    s->placed[house[i]] = ss_bits_minus (s->placed[house[i]],
                                         ss_bits_one (d));
  s->value[cell] = 0;
  s->placed_by[cell] = -1;
  s->open++;
}

void
ss_st_undo (st_state *s, int mark)
{
  while (s->trail.tail > mark)
    {
      int code = s->trail.item[--s->trail.tail];
      if (code >= 0)
        unstrike (s, code);
      else
        unplace (s, -code - 1);
    }
}

void
ss_st_queues_seed (st_state *s)
{
  int n = s->n;
  for (int c = 0; c < s->cells; c++)
    if (!s->value[c] && s->count[c] <= 1)
      push (s, s->count[c] ? &s->naked : &s->bad, c);
  for (int code = 0; code < s->units * n; code++)
    {
      int h = code / n, d = code % n + 1;
      if (ss_bits_has (s->placed[h], d) || s->places[code] > 1)
        continue;
      push (s, s->places[code] ? &s->hidden : &s->bad,
            s->places[code] ? code : -(code + 1));
    }
}

void
ss_st_queues_clear (st_state *s)
{
  s->naked.head = s->naked.tail = 0;
  s->hidden.head = s->hidden.tail = 0;
  s->bad.head = s->bad.tail = 0;
}
