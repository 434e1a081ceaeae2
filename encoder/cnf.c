/* cnf.c -- filling an ss_cnf through the encoder's sink (see cnf.h).
 *
 * The counting pass tells begin() exactly how many clauses and literals
 * will come, so both arrays are allocated once, at their final size.
 */
#include "cnf.h"

#include "../core/budget.h"

#include <stdlib.h>
#include <string.h>

typedef struct builder {
  ss_cnf *f;
  long clause, lit;
  double deadline;   /* 0 = none; the clock is read every 4096 clauses */
  ss_cancel *cancel; /* 0 = none; read every 256 clauses */
  int late;
} builder;

static int
on_begin (void *ctx, const ss_encode_info *info)
{
  builder *b = ctx;
  b->f->info = *info;
  b->f->start = malloc ((size_t) (info->nclauses + 1) * sizeof (long));
  b->f->lits = malloc ((size_t) (info->nlits ? info->nlits : 1) * sizeof (int));
  if (!b->f->start || !b->f->lits)
    return 1; /* positive: a sink stop, told apart from bad options */
  b->f->start[0] = 0;
  return 0;
}

static int
on_family (void *ctx, ss_family fam, long nclauses)
{
  builder *b = ctx;
  b->f->family_first[fam] = b->clause;
  (void) nclauses;
  return 0;
}

static int
on_clause (void *ctx, const int *lits, int len)
{
  builder *b = ctx;
  memcpy (b->f->lits + b->lit, lits, (size_t) len * sizeof *lits);
  b->lit += len;
  b->f->start[++b->clause] = b->lit;
  if (b->deadline > 0 && !(b->clause & 4095) && ss_now () >= b->deadline)
    return b->late = 1; /* a sink stop */
  if (b->cancel && !(b->clause & 255) && ss_cancel_raised (b->cancel))
    return b->late = 1;
  return 0;
}

/* The counting pass's poll (every 256 clauses): the same stops. */
static int
on_poll (void *ctx)
{
  builder *b = ctx;
  if (ss_cancel_raised (b->cancel)
      || (b->deadline > 0 && ss_now () >= b->deadline))
    return b->late = 1;
  return 0;
}

int
ss_cnf_build (ss_cnf *f, const ss_grid *puzzle, const ss_encode_opts *o,
              ss_error *err)
{
  return ss_cnf_build_by (f, puzzle, o, 0, err);
}

int
ss_cnf_build_by (ss_cnf *f, const ss_grid *puzzle, const ss_encode_opts *o,
                 double deadline, ss_error *err)
{
  return ss_cnf_build_until (f, puzzle, o, deadline, 0, err);
}

int
ss_cnf_build_until (ss_cnf *f, const ss_grid *puzzle,
                    const ss_encode_opts *o, double deadline,
                    ss_cancel *cancel, ss_error *err)
{
  builder b = { f, 0, 0, deadline, cancel, 0 };
  ss_sink sink = { &b, on_begin, 0, on_family, 0, on_clause, 0, on_poll };
  memset (f, 0, sizeof *f);
  if (o->encoding < 0 || o->encoding >= SS_ENCODING_COUNT)
    return ss_error_set (err, 0, 0, "unknown encoding"), -1;
  if (ss_varmap_init (&f->map, puzzle, ss_encoding_reduced (o->encoding)))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  int got = ss_encode_map (&f->map, o, &sink, err);
  if (got > 0)
    ss_error_set (err, 0, 0, b.late ? "the deadline passed (or the race was "
                                      "won) while encoding"
                                    : "out of memory");
  if (got)
    ss_cnf_free (f);
  return got ? (b.late ? -2 : -1) : 0;
}

void
ss_cnf_free (ss_cnf *f)
{
  ss_varmap_free (&f->map);
  free (f->start);
  free (f->lits);
  f->start = 0;
  f->lits = 0;
}

int
ss_cnf_assumptions (const ss_cnf *f, int *lits)
{
  const ss_grid *g = &f->map.givens;
  int count = 0;
  for (int i = 0; i < g->n * g->n; i++)
    {
      long v = g->cell[i] ? ss_varmap_var (&f->map, i / g->n, i % g->n,
                                           g->cell[i])
                          : 0;
      if (v)
        lits[count++] = (int) v;
    }
  return count;
}
