/* dig.c -- ss_generate: a full grid, then a method (generate.h); and the
 * plain sequential dig with any complete solver.
 *
 * The sequential dig blanks cells one at a time in random order and keeps
 * a blank only when the solver (limit 2) says "unique"; "multiple" shows
 * the given is needed, and "unknown" (a budget) keeps it unchecked.  So a
 * generated puzzle is unique by construction, and minimal when no check
 * ran out of budget.
 */
#include <string.h>

#include "generate.h"
#include "rng.h"

/* Up to this side the unique method is the sequential dig with fast:
 * its checks from scratch (the 9x9 kernel, or the general kernel on
 * small grids) cost less than the kernel's stack of givens, and 9x9
 * puzzles come out as they always have. */
#define SS_GEN_DIG_MAX_N 16

typedef struct named {
  const char *name, *help;
} named;

static const named methods[] = {
#define SS_GEN_METHOD_ROW(id, name, help) { name, help },
  SS_GEN_METHODS (SS_GEN_METHOD_ROW)
#undef SS_GEN_METHOD_ROW
};

static const named deductions[] = {
#define SS_DEDUCTION_ROW(id, name, help) { name, help },
  SS_DEDUCTIONS (SS_DEDUCTION_ROW)
#undef SS_DEDUCTION_ROW
};

static int
lookup (const named *rows, int count, const char *name)
{
  for (int i = 0; i < count; i++)
    if (!strcmp (rows[i].name, name))
      return i;
  return -1;
}

const char *
ss_gen_method_name (ss_gen_method m)
{
  return methods[m].name;
}

const char *
ss_gen_method_help (ss_gen_method m)
{
  return methods[m].help;
}

int
ss_gen_method_lookup (const char *name)
{
  return lookup (methods, SS_GEN_METHOD_COUNT, name);
}

const char *
ss_deduction_name (ss_deduction d)
{
  return deductions[d].name;
}

const char *
ss_deduction_help (ss_deduction d)
{
  return deductions[d].help;
}

int
ss_deduction_lookup (const char *name)
{
  return lookup (deductions, SS_DEDUCTION_COUNT, name);
}

ss_gen_method
ss_gen_method_for (ss_gen_method m, int n)
{
  if (m != SS_GEN_AUTO)
    return m;
  return n <= 16 ? SS_GEN_UNIQUE : SS_GEN_DEDUCE;
}

/* ---- the sequential dig ------------------------------------------------- */

static ss_status
check (const ss_solver *s, const ss_grid *p, const ss_gen_opts *o,
       ss_gen_stats *st, int *oom)
{
  ss_solve_opts so = { 0 };
  ss_result res;
  so.limit = 2;
  so.max_nodes = o->max_nodes;
  so.timeout = o->timeout;
  st->checks++;
  *oom = ss_solve (s, p, &so, &res) < 0;
  ss_status status = res.status;
  ss_result_free (&res);
  st->unknowns += status == SS_UNKNOWN;
  return status;
}

/* Tries to blank cell i (and its mirror when symmetric); -1 out of
 * memory. */
static int
try_blank (const ss_solver *s, ss_grid *p, int i, const ss_gen_opts *o,
           ss_gen_stats *st)
{
  int mirror = p->n * p->n - 1 - i, oom;
  int both = o->symmetric && mirror != i ? 2 : 1;
  uint8_t keep = p->cell[i], keep_mirror = p->cell[mirror];
  if (!keep)
    return 0;
  p->cell[i] = 0;
  if (o->symmetric)
    p->cell[mirror] = 0;
  st->attempts++;
  ss_status got = check (s, p, o, st, &oom);
  if (got == SS_UNIQUE)
    return 0;
  p->cell[i] = keep;
  p->cell[mirror] = keep_mirror;
  if (got == SS_MULTIPLE)
    st->needed += both;
  else
    st->unchecked += both;
  return oom ? -1 : 0;
}

static int
dig (const ss_solver *s, ss_grid *puzzle, const ss_gen_opts *o,
     ss_gen_stats *st)
{
  ss_rng rng = { o->seed ^ 0x5eed5eed5eedull };
  int order[SS_MAX_N * SS_MAX_N], cells = puzzle->n * puzzle->n;
  for (int i = 0; i < cells; i++)
    order[i] = i;
  ss_rng_shuffle (&rng, order, cells);
  for (int k = 0; k < cells; k++)
    {
      if (o->min_givens && ss_grid_givens (puzzle) <= o->min_givens)
        {
          st->untried = ss_grid_givens (puzzle) - st->needed - st->unchecked;
          break;
        }
      if (try_blank (s, puzzle, order[k], o, st) < 0)
        return -1;
      if (o->progress)
        {
          ss_gen_progress pr = { ss_grid_givens (puzzle), k + 1, cells, 1 };
          o->progress (o->progress_ctx, &pr);
        }
    }
  st->method = SS_GEN_UNIQUE;
  st->minimal = !st->unchecked && !st->untried;
  return 0;
}

int
ss_gen_dig (const ss_solver *s, ss_grid *puzzle, const ss_gen_opts *o,
            ss_gen_stats *st)
{
  return dig (s, puzzle, o, st);
}

/* ---- the entry ---------------------------------------------------------- */

int
ss_generate (int box_rows, int box_cols, const ss_gen_opts *o,
             const ss_solver *s, ss_grid *puzzle, ss_grid *solution,
             ss_gen_stats *st, ss_error *err)
{
  memset (st, 0, sizeof *st);
  puzzle->cell = 0;
  if (!(s->flags & SS_COMPLETE))
    return ss_error_set (err, 0, 0, "solver '%s' is not complete, so it "
                         "cannot prove uniqueness", s->name), -1;
  if (ss_gen_full (box_rows, box_cols, o->seed, solution, err) < 0)
    return -1;
  if (ss_grid_copy (puzzle, solution) < 0)
    return ss_grid_free (solution),
           ss_error_set (err, 0, 0, "out of memory"), -1;
  ss_gen_method m = ss_gen_method_for (o->method, solution->n);
  int bad;
  if (m == SS_GEN_DEDUCE
      || (!strcmp (s->name, "fast") && solution->n > SS_GEN_DIG_MAX_N))
    bad = ss_gen_split (o, m, solution, puzzle, st, err);
  else if ((bad = dig (s, puzzle, o, st)))
    ss_error_set (err, 0, 0, "out of memory");
  if (bad)
    ss_grid_free (puzzle), ss_grid_free (solution);
  return bad ? -1 : 0;
}
