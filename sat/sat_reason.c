/* sat_reason.c -- a core's reason in words (see sat_explain.h).
 *
 * Model: the core's givens alone, on an otherwise empty grid, with a
 * candidate table (cell x digit).  Singles are applied one at a time --
 * naked (a cell with one candidate) before hidden (a digit with one place
 * in a row, column or box) -- and before each step the table is searched
 * for a contradiction: a blank cell with no candidate, or a digit absent
 * from a unit with no place left in it.  The first one found is the
 * reason; the singles placed before it are the argument that leads
 * there.  It is a teaching aid, so it runs only up to 25x25, where a step
 * costs at most N^3 = 15,625 probes; larger cores are "search".  When
 * singles stall, the step engine (steps/) tries the rest of its table and
 * trials on the core; a path of its that ends in a contradiction is the
 * chain explain shows.
 */
#include <stdlib.h>
#include <string.h>

#include "sat_explain.h"

#define REASON_MAX_N 25

typedef struct table {
  ss_grid *g;       /* the grid being filled (a copy of the core) */
  int n;
  uint8_t *cand;    /* cand[cell * n + d - 1]: d still possible */
} table;

static int
unit_cell (const ss_grid *g, ss_unit_kind kind, int unit, int k)
{
  if (kind == SS_ROW)
    return unit * g->n + k;
  if (kind == SS_COLUMN)
    return k * g->n + unit;
  return ss_box_cell_row (g, unit, k) * g->n + ss_box_cell_col (g, unit, k);
}

static int
peers (const ss_grid *g, int a, int b)
{
  int n = g->n, ra = a / n, ca = a % n, rb = b / n, cb = b % n;
  return ra == rb || ca == cb || ss_box_of (g, ra, ca) == ss_box_of (g, rb, cb);
}

/* Puts d in cell and strikes it from every peer. */
static void
place (table *t, int cell, int d)
{
  int n = t->n;
  t->g->cell[cell] = (uint8_t) d;
  memset (t->cand + (size_t) cell * n, 0, (size_t) n);
  for (int i = 0; i < n * n; i++)
    if (i != cell && peers (t->g, i, cell))
      t->cand[(size_t) i * n + d - 1] = 0;
}

static int
candidates (const table *t, int cell, int *last)
{
  int count = 0;
  for (int d = 1; d <= t->n; d++)
    if (t->cand[(size_t) cell * t->n + d - 1])
      count++, *last = d;
  return count;
}

/* Places where d can go in a unit (-1 when d is already there). */
static int
places (const table *t, ss_unit_kind kind, int unit, int d, int *last)
{
  int count = 0;
  for (int k = 0; k < t->n; k++)
    {
      int cell = unit_cell (t->g, kind, unit, k);
      if (t->g->cell[cell] == d)
        return -1;
      if (t->cand[(size_t) cell * t->n + d - 1])
        count++, *last = cell;
    }
  return count;
}

/* A contradiction, written into core; 1 when one was found. */
static int
contradiction (const table *t, ss_core *core)
{
  int last;
  for (int i = 0; i < t->n * t->n; i++)
    if (!t->g->cell[i] && !candidates (t, i, &last))
      return core->reason = SS_REASON_NO_DIGIT, core->cell = i, 1;
  for (int kind = SS_ROW; kind <= SS_BOX; kind++)
    for (int u = 0; u < t->n; u++)
      for (int d = 1; d <= t->n; d++)
        if (places (t, (ss_unit_kind) kind, u, d, &last) == 0)
          {
            core->reason = SS_REASON_NO_PLACE;
            core->unit_kind = (ss_unit_kind) kind;
            core->unit = u;
            core->digit = d;
            return 1;
          }
  return 0;
}

/* The next single as (cell, digit); 0 when there is none. */
static int
next_single (const table *t, int *cell, int *d)
{
  for (int i = 0; i < t->n * t->n; i++)
    if (!t->g->cell[i] && candidates (t, i, d) == 1)
      return *cell = i, 1;
  for (int kind = SS_ROW; kind <= SS_BOX; kind++)
    for (int u = 0; u < t->n; u++)
      for (int digit = 1; digit <= t->n; digit++)
        if (places (t, (ss_unit_kind) kind, u, digit, cell) == 1)
          return *d = digit, 1;
  return 0;
}

static void
propagate (table *t, ss_core *core)
{
  int cell, d;
  while (!contradiction (t, core))
    {
      if (!next_single (t, &cell, &d))
        {
          core->reason = SS_REASON_SEARCH;
          return;
        }
      core->forced[core->nforced++] = (ss_placement) { cell / t->n,
                                                       cell % t->n, d };
      place (t, cell, d);
    }
}

/* When singles stall: the step engine on the core, kept as the chain
 * when it reaches a contradiction without search. */
static int
chain_of (ss_core *core)
{
  ss_steps_opts o = { .alphabet = core->alphabet };
  ss_error err;
  ss_path *p = malloc (sizeof *p);
  if (!p)
    return -1;
  if (ss_steps_solve (&core->givens, &o, p, &err))
    return free (p), -1;
  const ss_step *last = &p->fact[p->nfacts - 1];
  if (!p->stopped && last->kind == SS_STEP_CONTRADICTION
      && last->tech == SS_TECH_CONTRADICTION && ss_path_prune (p) == 0)
    core->chain = p;
  else
    ss_path_free (p), free (p);
  return 0;
}

int
ss_core_reason (ss_core *core)
{
  ss_grid work;
  int n = core->givens.n;
  core->reason = SS_REASON_SEARCH;
  if (n > REASON_MAX_N)
    return 0;
  if (ss_grid_init (&work, core->givens.box_rows, core->givens.box_cols))
    return -1;
  table t = { &work, n, malloc ((size_t) n * n * n) };
  core->forced = malloc ((size_t) n * n * sizeof *core->forced);
  if (!t.cand || !core->forced)
    return ss_grid_free (&work), free (t.cand), -1;
  memset (t.cand, 1, (size_t) n * n * n);
  for (int i = 0; i < n * n; i++)
    if (core->givens.cell[i])
      place (&t, i, core->givens.cell[i]);
  propagate (&t, core);
  ss_grid_free (&work);
  free (t.cand);
  return core->reason == SS_REASON_SEARCH ? chain_of (core) : 0;
}

static const char *const unit_names[] = { "row", "column", "box" };

void
ss_core_write_reason (FILE *out, const ss_core *core)
{
  int n = core->givens.n;
  char d[8];
  switch (core->reason)
    {
    case SS_REASON_CLASH:
      fprintf (out, "clash in %s %d", unit_names[core->unit_kind],
               core->unit + 1);
      break;
    case SS_REASON_NO_PLACE:
      fprintf (out, "no place for %s in %s %d",
               ss_digit_name (core->alphabet, n, core->digit, d),
               unit_names[core->unit_kind], core->unit + 1);
      break;
    case SS_REASON_NO_DIGIT:
      fprintf (out, "no digit for r%dc%d", core->cell / n + 1,
               core->cell % n + 1);
      break;
    default:
      fputs ("no contradiction by singles; only search shows it", out);
    }
}

static void
write_givens (FILE *out, const ss_core *core)
{
  const ss_grid *g = &core->givens;
  int first = 1;
  char d[8];
  for (int i = 0; i < g->n * g->n; i++)
    if (g->cell[i])
      {
        fprintf (out, "%sr%dc%d=%s", first ? "" : ", ", i / g->n + 1,
                 i % g->n + 1,
                 ss_digit_name (core->alphabet, g->n, g->cell[i], d));
        first = 0;
      }
}

static void
write_placements (FILE *out, const ss_core *core)
{
  char d[8];
  for (int i = 0; i < core->nforced; i++)
    fprintf (out, "%sr%dc%d=%s", i ? ", " : "", core->forced[i].r + 1,
             core->forced[i].c + 1,
             ss_digit_name (core->alphabet, core->givens.n,
                            core->forced[i].d, d));
}

void
ss_core_write_words (FILE *out, const ss_core *core)
{
  write_givens (out, core);
  if (core->reason == SS_REASON_CLASH)
    {
      fputc (' ', out);
      ss_core_write_reason (out, core);
      return;
    }
  fprintf (out, core->count == 1 ? ": this given " : ": these %d givens ",
           core->count);
  if (core->reason == SS_REASON_SEARCH)
    {
      fputs ("cannot be completed; singles alone do not show why", out);
      if (core->nforced)
        fputs (" (they force ", out), write_placements (out, core),
          fputs (", then stall)", out);
      if (core->chain)
        fprintf (out, core->chain->nfacts - core->chain->ngivens == 1
                      ? ", but this step does:" : ", but these %d steps do:",
                 core->chain->nfacts - core->chain->ngivens);
      else
        fputs ("; no short argument found: the SAT search proves it", out);
      return;
    }
  if (core->nforced)
    fputs ("force ", out), write_placements (out, core),
      fputs (" (singles), which leave ", out);
  else
    fputs ("leave ", out);
  ss_core_write_reason (out, core);
}
