/* singles.c -- naked and hidden singles, and the contradictions that end
 * a path or a trial, taken from the queues ss_st_strike fills (state.h).
 *
 * Order: a pending contradiction first (nothing after it matters), then
 * naked singles, then hidden singles.  Queue entries can be stale (the
 * cell was placed meanwhile), so each is checked again when taken.
 */
#include <stdlib.h>
#include <string.h>

#include "state.h"

static const ss_technique hidden_tech[4] = {
  SS_TECH_HIDDEN_SINGLE_ROW, SS_TECH_HIDDEN_SINGLE_COL,
  SS_TECH_HIDDEN_SINGLE_BOX, SS_TECH_HIDDEN_SINGLE_HOUSE
};

/* The facts that struck digit d from the cells of a unit, but skip. */
static int
unit_why (const st_state *s, int kind, int u, int d, int skip, int *out)
{
  int k = 0;
  for (int i = 0; i < s->n; i++)
    {
      int c = st_ucell (s, kind, u, i);
      if (c != skip && st_why (s, c, d) >= 0)
        out[k++] = st_why (s, c, d);
    }
  return k;
}

/* The facts that struck every digit of cell but keep. */
static int
cell_why (const st_state *s, int cell, int keep, int *out)
{
  int k = 0;
  for (int d = 1; d <= s->n; d++)
    if (d != keep && st_why (s, cell, d) >= 0)
      out[k++] = st_why (s, cell, d);
  return k;
}

/* The constraint that struck candidate code (cell*n + d-1): the one
 * whose link struck it with a placement, or a cage or constraint step's
 * own; -1 for a house, the cell, or any other technique. */
static int
con_of (const st_state *s, int code)
{
  if (!s->why_con || s->why[code] < 0)
    return -1;
  if (s->why_con[code] >= 0)
    return s->why_con[code];
  const ss_step *f = &s->path->fact[s->why[code]];
  return f->tech == SS_TECH_CAGE || f->tech == SS_TECH_CONSTRAINT ? f->con
                                                                  : -1;
}

/* f->via from the candidates codes[0..k): their constraints, distinct
 * and ascending.  0, or -1 when out of memory. */
static int
set_via (const st_state *s, ss_step *f, const int *codes, int k)
{
  int con[SS_MAX_N], m = 0;
  for (int i = 0; i < k; i++)
    {
      int c = con_of (s, codes[i]), j = m;
      if (c < 0)
        continue;
      while (j > 0 && con[j - 1] > c)
        j--;
      if (j > 0 && con[j - 1] == c)
        continue;
      memmove (con + j + 1, con + j, sizeof *con * (size_t) (m - j));
      con[j] = c, m++;
    }
  if (!m)
    return 0;
  f->via = malloc (sizeof *f->via * (size_t) m);
  if (!f->via)
    return -1;
  memcpy (f->via, con, sizeof *con * (size_t) m);
  f->nvia = m;
  return 0;
}

static int
contradiction (st_state *s, int code)
{
  int n = s->n, *r = s->scratch, k;
  ss_step f = st_proto (SS_TECH_CONTRADICTION, SS_STEP_CONTRADICTION);
  if (code >= 0)
    {
      f.cell = code;
      k = cell_why (s, code, 0, r);
    }
  else
    {
      code = -code - 1;
      st_unit_of (s, code / n, &f.unit_kind, &f.unit);
      f.digit = code % n + 1;
      k = unit_why (s, f.unit_kind, f.unit, f.digit, -1, r);
    }
  return ss_st_fact (s, &f, r, k);
}

/* Still a contradiction?  Always, as counts only fall; checked anyway. */
static int
still_bad (const st_state *s, int code)
{
  if (code >= 0)
    return !s->value[code] && s->count[code] == 0;
  code = -code - 1;
  int n = s->n, h = code / n, d = code % n + 1;
  return !ss_bits_has (s->placed[h], d) && s->places[code] == 0;
}

static int
naked (st_state *s, int cell)
{
  int d = ss_bits_lowest (s->cand[cell]);
  ss_step f = st_proto (SS_TECH_NAKED_SINGLE, SS_STEP_PLACE);
  f.cell = cell, f.digit = d;
  int codes[SS_MAX_N] = { 0 }, k = 0;
  for (int e = 1; e <= s->n && s->why_con; e++)
    if (e != d)
      codes[k++] = cell * s->n + e - 1;
  if (set_via (s, &f, codes, k))
    return -1;
  int id = ss_st_fact (s, &f, s->scratch, cell_why (s, cell, d, s->scratch));
  if (id >= 0)
    ss_st_place (s, cell, d, id);
  return id;
}

static int
hidden (st_state *s, int code)
{
  int n = s->n, kind, u, d = code % n + 1;
  int cell = -1;
  st_unit_of (s, code / n, &kind, &u);
  for (int i = 0; i < n && cell < 0; i++)
    if (st_has (s, st_ucell (s, kind, u, i), d))
      cell = st_ucell (s, kind, u, i);
  ss_step f = st_proto (hidden_tech[kind], SS_STEP_PLACE);
  f.cell = cell, f.digit = d, f.unit_kind = kind, f.unit = u;
  int codes[SS_MAX_N] = { 0 }, k = 0;
  for (int i = 0; i < n && s->why_con; i++)
    if (st_ucell (s, kind, u, i) != cell)
      codes[k++] = st_ucell (s, kind, u, i) * n + d - 1;
  if (set_via (s, &f, codes, k))
    return -1;
  int id = ss_st_fact (s, &f, s->scratch,
                    unit_why (s, kind, u, d, cell, s->scratch));
  if (id >= 0)
    ss_st_place (s, cell, d, id);
  return id;
}

/* One single from the queues: its fact, -2 when none is left. */
static int
next_single (st_state *s)
{
  while (s->naked.head < s->naked.tail)
    {
      int cell = s->naked.item[s->naked.head++];
      if (!s->value[cell] && s->count[cell] == 1)
        return naked (s, cell);
    }
  while (s->hidden.head < s->hidden.tail)
    {
      int code = s->hidden.item[s->hidden.head++], n = s->n;
      if (!ss_bits_has (s->placed[code / n], code % n + 1)
          && s->places[code] == 1)
        return hidden (s, code);
    }
  return -2;
}

int
ss_st_singles (st_state *s, int limit, int *bad_fact)
{
  for (int placed = 0; !limit || placed < limit; placed++)
    {
      if (s->oom)
        return ST_OOM;
      while (s->bad.head < s->bad.tail)
        {
          int code = s->bad.item[s->bad.head++];
          if (still_bad (s, code))
            return (*bad_fact = contradiction (s, code)) < 0 ? ST_OOM
                                                             : ST_CONTRADICTION;
        }
      int got = next_single (s);
      if (got == -2)
        return ST_QUIET;
      if (got < 0)
        return ST_OOM;
    }
  return ST_QUIET;
}
