/* sat_explain.c -- unsatisfiable cores of givens, and minimal-check
 * (see sat_explain.h).
 *
 * Both run PicoSAT through ipasir.h on the same cached instance that the
 * picosat solver's assume mode uses: the CNF of the empty grid, with the
 * givens passed as assumptions.  Nothing is ever added to it here, so
 * sharing it is safe.  PicoSAT's failed assumptions give the first core
 * for free; the deletion loop then makes it minimal.
 */
#include "sat_explain.h"

#include <stdlib.h>
#include <string.h>

#include "../encoder/encode.h"
#include "ipasir.h"
#include "sat.h"
#include "sat_cache.h"

typedef struct probe {
  const ss_ipasir_ops *ops;
  void *s;
  const ss_grid *p;
  double deadline; /* 0 = none */
  int timed_out;
} probe;

static int
past_deadline (void *state)
{
  probe *pr = state;
  if (ss_now () >= pr->deadline)
    pr->timed_out = 1;
  return pr->timed_out;
}

static int
probe_open (probe *pr, const ss_grid *p, const ss_explain_opts *o,
            ss_error *err)
{
  ss_encode_opts eo;
  ss_encode_opts_default (&eo, p->n);
  eo.givens = 0;
  memset (pr, 0, sizeof *pr);
  pr->ops = &ss_ipasir_picosat;
  pr->p = p;
  ss_sat_inst *inst = ss_sat_cache_get (pr->ops, p, &eo, err);
  if (!inst)
    return -1;
  pr->s = inst->s;
  pr->deadline = o && o->timeout > 0 ? ss_now () + o->timeout : 0;
  if (pr->deadline > 0)
    pr->ops->set_terminate (pr->s, pr, past_deadline);
  return 0;
}

static void
probe_close (probe *pr)
{
  if (pr->deadline > 0)
    pr->ops->set_terminate (pr->s, 0, 0);
}

/* Solves under the assumptions lits[0..k): 10, 20, or 0 (timeout). */
static int
check (probe *pr, const int *lits, int k)
{
  if (pr->deadline > 0 && past_deadline (pr))
    return 0;
  for (int i = 0; i < k; i++)
    pr->ops->assume (pr->s, lits[i]);
  return pr->ops->solve (pr->s);
}

static int
lit_of (const ss_grid *p, int cell, int d)
{
  return (int) ss_var (p->n, cell / p->n, cell % p->n, d);
}

/* The givens as literals; returns how many. */
static int
given_lits (const ss_grid *p, int *lits)
{
  int k = 0;
  for (int i = 0; i < p->n * p->n; i++)
    if (p->cell[i])
      lits[k++] = lit_of (p, i, p->cell[i]);
  return k;
}

/* Keeps, in order, the literals the last unsatisfiable call needed. */
static int
keep_failed (probe *pr, int *lits, int k)
{
  int kept = 0;
  for (int i = 0; i < k; i++)
    if (pr->ops->failed (pr->s, lits[i]))
      lits[kept++] = lits[i];
  return kept;
}

/* Deletion: lits[0..i) are known to be needed.  Dropping lits[i] either
 * leaves an unsatisfiable set (whose failed part becomes the core; every
 * needed literal survives, since without one of them the rest is
 * satisfiable, so the first i stay first) or shows that it is needed.
 * Returns the core's size; *minimal is 0 when the clock ran out. */
static int
shrink (probe *pr, int *lits, int k, int *scratch, int *minimal)
{
  *minimal = 1;
  for (int i = 0; i < k;)
    {
      memcpy (scratch, lits, (size_t) i * sizeof *lits);
      memcpy (scratch + i, lits + i + 1, (size_t) (k - i - 1) * sizeof *lits);
      int got = check (pr, scratch, k - 1);
      if (got == 20)
        {
          k = keep_failed (pr, scratch, k - 1);
          memcpy (lits, scratch, (size_t) k * sizeof *lits);
        }
      else if (got == 10)
        i++;
      else
        return *minimal = 0, k;
    }
  return k;
}

static int
core_grid (ss_core *core, const ss_grid *p, const int *lits, int k)
{
  if (ss_grid_init (&core->givens, p->box_rows, p->box_cols))
    return -1;
  for (int i = 0; i < k; i++)
    {
      int r, c, d;
      ss_var_split (p->n, lits[i], &r, &c, &d);
      core->givens.cell[r * p->n + c] = (uint8_t) d;
    }
  core->count = k;
  core->total = ss_grid_givens (p);
  return 0;
}

/* The first clash of the puzzle, as a two-given core. */
static void
first_clash (void *ctx, const ss_conflict *c)
{
  ss_conflict *first = ctx;
  if (!first->count)
    *first = *c;
}

static int
clash_core (const ss_grid *p, ss_core *core)
{
  ss_conflict c = { .count = 0 };
  if (!ss_verify_conflicts (p, first_clash, &c))
    return 0;
  int lits[2];
  for (int j = 0; j < 2; j++)
    {
      int k = c.where[j], r, col;
      r = c.kind == SS_ROW ? c.unit : c.kind == SS_COLUMN ? k
          : ss_box_cell_row (p, c.unit, k);
      col = c.kind == SS_ROW ? k : c.kind == SS_COLUMN ? c.unit
            : ss_box_cell_col (p, c.unit, k);
      lits[j] = lit_of (p, r * p->n + col, c.digit);
    }
  if (core_grid (core, p, lits, 2))
    return -1;
  core->minimal = 1;
  core->reason = SS_REASON_CLASH;
  core->unit_kind = c.kind;
  core->unit = c.unit;
  core->digit = c.digit;
  return 1;
}

/* A deterministic shuffle (Fisher-Yates over a small LCG), so a run
 * repeats exactly. */
static void
shuffle (int *v, int k, unsigned seed)
{
  unsigned x = seed * 2654435761u + 1;
  for (int i = k - 1; i > 0; i--)
    {
      x = x * 1103515245u + 12345u;
      int j = (int) ((x >> 8) % (unsigned) (i + 1)), t = v[i];
      v[i] = v[j], v[j] = t;
    }
}

/* One deletion order: the givens in order `order` (0 = reading order,
 * else a shuffle), PicoSAT's failed set, then deletion.  Returns the
 * core's size, or -1 on a timeout before the failed set. */
static int
one_order (probe *pr, int *lits, int *scratch, unsigned order, int *minimal)
{
  int k = given_lits (pr->p, lits);
  if (order)
    shuffle (lits, k, order);
  if (check (pr, lits, k) != 20)
    return -1;
  k = keep_failed (pr, lits, k);
  return shrink (pr, lits, k, scratch, minimal);
}

/* Different orders can end in different minimal cores; the smallest is
 * the easiest to explain.  core keeps the best (lits, k, minimal). */
static void
more_orders (probe *pr, ss_core *core, int *best, int *k, int *scratch,
             int orders)
{
  size_t cells = (size_t) pr->p->n * pr->p->n;
  int *lits = malloc (cells * sizeof *lits), minimal;
  for (int o = 1; lits && o < orders && *k > 2; o++)
    {
      int got = one_order (pr, lits, scratch, (unsigned) o, &minimal);
      if (got < 0 || !minimal)
        break;
      core->orders++;
      if (got < *k)
        memcpy (best, lits, (size_t) got * sizeof *lits), *k = got;
    }
  free (lits);
}

/* Shows the givens unsatisfiable and shrinks them to a core. */
static int
sat_core (probe *pr, ss_core *core, int *lits, int *scratch,
          const ss_explain_opts *o, ss_error *err)
{
  const ss_grid *p = pr->p;
  int k = given_lits (p, lits);
  int got = check (pr, lits, k);
  if (got == 10)
    return 0;
  if (got != 20)
    return ss_error_set (err, 0, 0, "timeout before the givens were shown "
                         "unsatisfiable"), -1;
  k = keep_failed (pr, lits, k);
  k = shrink (pr, lits, k, scratch, &core->minimal);
  core->orders = 1;
  core->first_count = k;
  if (core->minimal)
    more_orders (pr, core, lits, &k, scratch,
                 o && o->orders > 0 ? o->orders : SS_CORE_ORDERS);
  if (core_grid (core, p, lits, k) || ss_core_reason (core))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  return 1;
}

int
ss_core_find (const ss_grid *p, const ss_explain_opts *o, ss_core *core,
              ss_error *err)
{
  memset (core, 0, sizeof *core);
  core->alphabet = o ? o->alphabet : 0;
  int got = clash_core (p, core);
  if (got)
    return got < 0 ? ss_error_set (err, 0, 0, "out of memory"), -1 : 1;
  probe pr;
  if (probe_open (&pr, p, o, err))
    return -1;
  size_t cells = (size_t) p->n * p->n;
  int *lits = malloc (cells * sizeof *lits);
  int *scratch = malloc (cells * sizeof *scratch);
  if (!lits || !scratch)
    got = -1, ss_error_set (err, 0, 0, "out of memory");
  else
    got = sat_core (&pr, core, lits, scratch, o, err);
  probe_close (&pr);
  free (lits);
  free (scratch);
  if (got < 0)
    ss_core_free (core);
  return got;
}

void
ss_core_free (ss_core *core)
{
  ss_grid_free (&core->givens);
  free (core->forced);
  core->forced = 0;
  if (core->chain)
    ss_path_free (core->chain);
  free (core->chain);
  core->chain = 0;
}

/* Reads PicoSAT's model into cells at once (it is gone after the next
 * assume) and checks it: a solution of the puzzle without given g that
 * puts another digit in g's cell. */
static int
witness_ok (probe *pr, int g, uint8_t *cells, ss_grid *without)
{
  const ss_grid *p = pr->p;
  for (int i = 0; i < p->n * p->n; i++)
    {
      cells[i] = 0;
      for (int d = 1; d <= p->n && !cells[i]; d++)
        if (pr->ops->val (pr->s, lit_of (p, i, d)) > 0)
          cells[i] = (uint8_t) d;
    }
  without->cell[g] = 0;
  int ok = ss_solution_ok (without, cells) && cells[g] != p->cell[g];
  without->cell[g] = p->cell[g];
  return ok;
}

/* One given: 1 redundant, 0 needed (witness verified), -1 on a timeout
 * or a witness that fails verification. */
static int
given_redundant (probe *pr, int g, int *lits, uint8_t *cells,
                 ss_grid *without, ss_error *err)
{
  const ss_grid *p = pr->p;
  int k = 0;
  for (int i = 0; i < p->n * p->n; i++)
    if (p->cell[i] && i != g)
      lits[k++] = lit_of (p, i, p->cell[i]);
  lits[k++] = -lit_of (p, g, p->cell[g]);
  int got = check (pr, lits, k);
  if (got == 20)
    return 1;
  if (got == 10 && witness_ok (pr, g, cells, without))
    return 0;
  ss_error_set (err, 0, 0, got ? "picosat gave a second solution that "
                "fails verification" : "timeout during minimal-check");
  return -1;
}

static int
check_each (probe *pr, signed char *verdict, ss_error *err)
{
  const ss_grid *p = pr->p;
  size_t cells_n = (size_t) p->n * p->n;
  int *lits = malloc (cells_n * sizeof *lits);
  uint8_t *cells = malloc (cells_n);
  ss_grid without = { 0 };
  int bad = !lits || !cells || ss_grid_copy (&without, p);
  if (bad)
    ss_error_set (err, 0, 0, "out of memory");
  for (size_t i = 0; i < cells_n && !bad; i++)
    {
      verdict[i] = SS_NOT_GIVEN;
      if (!p->cell[i])
        continue;
      int got = given_redundant (pr, (int) i, lits, cells, &without, err);
      bad = got < 0;
      verdict[i] = got == 1 ? SS_REDUNDANT : SS_NEEDED;
    }
  ss_grid_free (&without);
  free (lits);
  free (cells);
  return bad ? -1 : 0;
}

int
ss_minimal_check (const ss_grid *p, const ss_explain_opts *o,
                  signed char *verdict, ss_error *err)
{
  double start = ss_now ();
  ss_explain_opts left = { o ? o->timeout : 0, 0, 0 };
  ss_solve_opts so = { .limit = 2, .timeout = left.timeout,
                       .sat_mode = "assume" };
  const ss_solver picosat = { .name = "picosat", .solve = ss_picosat_solve };
  ss_result res;
  if (ss_solve (&picosat, p, &so, &res))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  ss_status st = res.status;
  ss_result_free (&res);
  if (st != SS_UNIQUE)
    return (int) st;
  probe pr;
  if (left.timeout > 0)
    left.timeout = left.timeout > ss_now () - start
                   ? left.timeout - (ss_now () - start) : 1e-9;
  if (probe_open (&pr, p, &left, err))
    return -1;
  int got = check_each (&pr, verdict, err);
  probe_close (&pr);
  return got ? -1 : SS_UNIQUE;
}
