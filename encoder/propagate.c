/* propagate.c -- unit propagation and failed literals (see propagate.h).
 *
 * Two watched literals: each clause of two or more literals watches its
 * first two, and is looked at only when one of those becomes false; it
 * then finds another literal not false to watch, or is unit (assign the
 * other watch) or falsified (a conflict).  The clause arrays of the
 * ss_cnf are reordered in place for that.  Undoing a probe only unassigns
 * the trail: watches stay valid under backtracking.
 */
#include "propagate.h"

#include <stdlib.h>
#include <string.h>

#include "../core/verify.h"
#include "cnf.h"

typedef struct watch {
  int *c, n, cap;
} watch;

typedef struct up {
  ss_cnf f;
  long nvars;
  signed char *val; /* [var]: 1 true, -1 false, 0 free */
  int *trail, top, head;
  watch *w;         /* [2*var + (lit < 0)]: clauses watching lit */
  int conflict, oom;
} up;

static int
lit_index (int lit)
{
  return lit > 0 ? 2 * lit : -2 * lit + 1;
}

static int
value (const up *u, int lit)
{
  int v = u->val[lit > 0 ? lit : -lit];
  return lit > 0 ? v : -v;
}

static void
watch_add (up *u, int lit, int clause)
{
  watch *w = &u->w[lit_index (lit)];
  if (w->n == w->cap)
    {
      int cap = w->cap ? 2 * w->cap : 8;
      int *c = realloc (w->c, sizeof *c * (size_t) cap);
      if (!c)
        {
          u->oom = 1;
          return;
        }
      w->c = c, w->cap = cap;
    }
  w->c[w->n++] = clause;
}

static void
assign (up *u, int lit)
{
  if (value (u, lit) < 0)
    u->conflict = 1;
  if (value (u, lit))
    return;
  u->val[lit > 0 ? lit : -lit] = (signed char) (lit > 0 ? 1 : -1);
  u->trail[u->top++] = lit;
}

/* Clause c lost its watch `gone` (now false): rewatch, or propagate.
 * Returns 1 when c keeps watching gone. */
static int
visit (up *u, int c, int gone)
{
  int len;
  int *l = (int *) ss_cnf_clause (&u->f, c, &len);
  if (l[0] == gone)
    l[0] = l[1], l[1] = gone;
  if (value (u, l[0]) > 0)
    return 1;
  for (int k = 2; k < len; k++)
    if (value (u, l[k]) >= 0)
      {
        l[1] = l[k], l[k] = gone;
        watch_add (u, l[1], c);
        return 0;
      }
  assign (u, l[0]);
  return 1;
}

static int
propagate (up *u)
{
  while (!u->conflict && !u->oom && u->head < u->top)
    {
      int gone = -u->trail[u->head++];
      watch *w = &u->w[lit_index (gone)];
      int kept = 0;
      for (int i = 0; i < w->n; i++)
        if (u->conflict || visit (u, w->c[i], gone))
          w->c[kept++] = w->c[i];
      w->n = kept;
    }
  return !u->conflict;
}

static int
up_init (up *u, const ss_grid *puzzle, const ss_encode_opts *o,
         ss_error *err)
{
  memset (u, 0, sizeof *u);
  if (ss_cnf_build (&u->f, puzzle, o, err))
    return -1;
  u->nvars = u->f.info.nvars;
  u->val = calloc ((size_t) u->nvars + 1, 1);
  u->trail = malloc (sizeof *u->trail * ((size_t) u->nvars + 1));
  u->w = calloc (2 * (size_t) u->nvars + 2, sizeof *u->w);
  if (!u->val || !u->trail || !u->w)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  for (long c = 0; c < u->f.info.nclauses; c++)
    {
      int len;
      const int *l = ss_cnf_clause (&u->f, c, &len);
      if (len == 0)
        u->conflict = 1;
      else if (len == 1)
        assign (u, l[0]);
      else
        watch_add (u, l[0], (int) c), watch_add (u, l[1], (int) c);
    }
  return u->oom ? ss_error_set (err, 0, 0, "out of memory"), -1 : 0;
}

static void
up_free (up *u)
{
  for (long i = 0; u->w && i < 2 * u->nvars + 2; i++)
    free (u->w[i].c);
  free (u->w), free (u->val), free (u->trail);
  ss_cnf_free (&u->f);
}

static void
undo (up *u, int mark)
{
  while (u->top > mark)
    {
      int lit = u->trail[--u->top];
      u->val[lit > 0 ? lit : -lit] = 0;
    }
  u->head = mark;
  u->conflict = 0;
}

/* 1 when assuming lit propagates to a conflict (a failed literal). */
static int
fails (up *u, int lit, ss_up_result *r)
{
  int mark = u->top;
  r->probes++;
  assign (u, lit);
  int bad = !propagate (u);
  undo (u, mark);
  return bad;
}

/* Rounds of probing until no literal fails or a conflict shows. */
static void
probe (up *u, ss_up_result *r)
{
  for (int changed = 1; changed && !u->conflict && !u->oom;)
    {
      changed = 0;
      for (long v = 1; v <= u->f.map.primary && !u->conflict; v++)
        for (int sign = 1; sign >= -1 && !u->val[v]; sign -= 2)
          if (fails (u, (int) (sign * v), r))
            {
              r->failed++, changed = 1;
              assign (u, (int) (-sign * v));
              propagate (u);
            }
    }
}

/* The blank cells' candidates that propagation (or the encoding's own
 * use of the givens) rules out. */
static void
count_removed (const up *u, const ss_grid *puzzle, ss_up_result *r)
{
  int n = puzzle->n;
  for (int i = 0; i < n * n; i++)
    for (int d = 1; d <= n && !puzzle->cell[i]; d++)
      {
        long v = ss_varmap_var (&u->f.map, i / n, i % n, d);
        r->candidates++;
        r->removed += v ? u->val[v] < 0 : 1;
      }
}

/* The givens and every cell with a true cell-digit variable. */
static int
read_cells (const up *u, const ss_grid *puzzle, ss_grid *g, ss_up_result *r)
{
  int rr, c, d, n = puzzle->n;
  count_removed (u, puzzle, r);
  if (ss_grid_copy (g, puzzle))
    return -1;
  for (long v = 1; v <= u->f.map.primary; v++)
    if (u->val[v] > 0 && ss_varmap_cell (&u->f.map, v, &rr, &c, &d)
        && !puzzle->cell[rr * n + c])
      {
        r->fixed += !g->cell[rr * n + c];
        g->cell[rr * n + c] = (uint8_t) d;
      }
  return 0;
}

/* keep[i*N + d-1]: 1 while x(cell i, d) is not false (the givens: their
 * digit alone, as the encoding has them). */
static void
read_keep (const up *u, const ss_grid *puzzle, unsigned char *keep)
{
  int n = puzzle->n;
  for (int i = 0; i < n * n; i++)
    for (int d = 1; d <= n; d++)
      {
        long v = ss_varmap_var (&u->f.map, i / n, i % n, d);
        keep[i * n + d - 1] = puzzle->cell[i] ? puzzle->cell[i] == d
                              : v ? u->val[v] >= 0 : 0;
      }
}

int
ss_propagate (const ss_grid *puzzle, const ss_encode_opts *o, int probing,
              ss_grid *fixed, ss_up_result *r, ss_error *err)
{
  return ss_propagate_keep (puzzle, o, probing, fixed, 0, r, err);
}

int
ss_propagate_keep (const ss_grid *puzzle, const ss_encode_opts *o,
                   int probing, ss_grid *fixed, unsigned char *keep,
                   ss_up_result *r, ss_error *err)
{
  up u;
  ss_grid g;
  memset (r, 0, sizeof *r);
  r->blanks = puzzle->n * puzzle->n - ss_grid_givens (puzzle);
  if (up_init (&u, puzzle, o, err))
    return up_free (&u), -1;
  if (propagate (&u) && probing)
    probe (&u, r);
  r->conflict = u.conflict;
  r->assigned = u.top;
  if (keep)
    read_keep (&u, puzzle, keep);
  int got = u.oom || read_cells (&u, puzzle, &g, r) ? -1 : 0;
  up_free (&u);
  if (got)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  r->solved = !r->conflict && r->fixed == r->blanks
              && ss_solution_ok (puzzle, g.cell);
  if (fixed)
    *fixed = g;
  else
    ss_grid_free (&g);
  return 0;
}
