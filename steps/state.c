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
      }
}

int
ss_st_init (st_state *s, const ss_grid *shape, ss_path *path)
{
  int n = shape->n, cells = n * n;
  size_t cand_n = (size_t) cells * n, units = (size_t) 3 * n;
  memset (s, 0, sizeof *s);
  s->shape = shape, s->n = n, s->cells = cells, s->path = path;
  s->open = cells;
  s->value = calloc ((size_t) cells, 1);
  s->cand = malloc (sizeof *s->cand * (size_t) cells);
  s->count = malloc (sizeof *s->count * (size_t) cells);
  s->places = malloc (sizeof *s->places * units * n);
  s->placed = calloc (units, sizeof *s->placed);
  s->why = malloc (sizeof *s->why * cand_n);
  s->unit_cell = malloc (sizeof *s->unit_cell * units * n);
  s->cell_unit = malloc (sizeof *s->cell_unit * (size_t) cells * 3);
  s->scratch = malloc (sizeof *s->scratch * ((size_t) 8 * n + cells + 8));
  if (!s->value || !s->cand || !s->count || !s->places || !s->placed
      || !s->why || !s->unit_cell || !s->cell_unit || !s->scratch
      || queue_init (&s->naked, cells) || queue_init (&s->hidden, 3 * cells)
      || queue_init (&s->bad, 4 * cells)
      || queue_init (&s->trail, (int) cand_n + cells))
    return -1;
  for (int i = 0; i < cells; i++)
    s->cand[i] = ss_bits_full (n), s->count[i] = n;
  for (size_t i = 0; i < units * n; i++)
    s->places[i] = n;
  memset (s->why, 0xff, sizeof *s->why * cand_n);
  fill_units (s);
  return 0;
}

void
ss_st_free (st_state *s)
{
  free (s->value), free (s->cand), free (s->count), free (s->places);
  free (s->placed), free (s->why), free (s->unit_cell), free (s->cell_unit);
  free (s->scratch);
  free (s->naked.item), free (s->hidden.item), free (s->bad.item);
  free (s->trail.item);
}

/* One unit count down for digit d; queue what it reached. */
static void
count_down (st_state *s, int cell, int kind, int d)
{
  int n = s->n, u = s->cell_unit[cell * 3 + kind];
  int code = (kind * n + u) * n + d - 1;
  int left = --s->places[code];
  if (ss_bits_has (s->placed[kind * n + u], d))
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
  int left = --s->count[cell];
  if (s->trailing)
    push (s, &s->trail, cell * s->n + d - 1);
  if (!s->value[cell] && left == 1)
    push (s, &s->naked, cell);
  else if (!s->value[cell] && left == 0)
    push (s, &s->bad, cell);
  for (int kind = 0; kind < 3; kind++)
    count_down (s, cell, kind, d);
}

void
ss_st_place (st_state *s, int cell, int d, int fact)
{
  int n = s->n;
  s->value[cell] = (uint8_t) d;
  s->open--;
  for (int kind = 0; kind < 3; kind++)
    {
      int u = s->cell_unit[cell * 3 + kind];
      s->placed[kind * n + u] = ss_bits_or (s->placed[kind * n + u],
                                            ss_bits_one (d));
    }
  if (s->trailing)
    push (s, &s->trail, -(cell + 1));
  for (int e = 1; e <= n; e++)
    ss_st_strike (s, cell, e, fact);
  for (int kind = 0; kind < 3; kind++)
    for (int k = 0; k < n; k++)
      {
        int peer = st_ucell (s, kind, s->cell_unit[cell * 3 + kind], k);
        if (peer != cell)
          ss_st_strike (s, peer, d, fact);
      }
}

static void
unstrike (st_state *s, int code)
{
  int n = s->n, cell = code / n, d = code % n + 1;
  s->cand[cell] = ss_bits_or (s->cand[cell], ss_bits_one (d));
  s->why[code] = -1;
  s->count[cell]++;
  for (int kind = 0; kind < 3; kind++)
    s->places[(kind * n + s->cell_unit[cell * 3 + kind]) * n + d - 1]++;
}

static void
unplace (st_state *s, int cell)
{
  int n = s->n, d = s->value[cell];
  for (int kind = 0; kind < 3; kind++)
    {
      int u = s->cell_unit[cell * 3 + kind];
      s->placed[kind * n + u] = ss_bits_minus (s->placed[kind * n + u],
                                               ss_bits_one (d));
    }
  s->value[cell] = 0;
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
  for (int code = 0; code < 3 * n * n; code++)
    {
      int kind = code / n / n, u = code / n % n, d = code % n + 1;
      if (ss_bits_has (s->placed[kind * n + u], d) || s->places[code] > 1)
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
