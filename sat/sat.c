/* sat.c -- Sudoku over IPASIR: modes, counting, budgets (see sat.h).
 *
 * One loop serves both modes: solve, read the model back into a grid,
 * report it, block it, solve again.  What differs is only where the
 * clauses come from (a cached instance plus assumptions, or a fresh
 * instance with the reduced CNF) and how blocking clauses are kept from
 * leaking into the next puzzle of a cached instance.
 *
 * Nothing a backend says is trusted beyond what it must: a model is read
 * cell by cell and handed to ss_result_found(), which verifies it; a
 * model that fails verification stops the count (the backend has shown
 * itself wrong, so its "no more models" would not be believed either).
 */
#include "sat.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../encoder/cnf.h"
#include "sat_cache.h"

static const char *const mode_names[] = { "assume", "reduced" };

/* The empty 81x81 grid's extended CNF in CaDiCaL takes about 870 MB, the
 * 100x100 one 1.6 GB: assume mode stops at 81x81. */
#define SS_SAT_ASSUME_MAX_N 81

int
ss_sat_mode_lookup (const char *name)
{
  for (int m = 0; m < 2; m++)
    if (!strcmp (name, mode_names[m]))
      return m;
  return -1;
}

ss_sat_mode
ss_sat_mode_default (int n)
{
  return n <= 16 ? SS_SAT_ASSUME : SS_SAT_REDUCED;
}

/* The mode when none is named: by size for a classic puzzle; reduced for
 * a variant one, whose CNF is its own (its rules are part of it), so
 * assume's cached instance has nothing to reuse and the givens applied
 * while encoding only help -- unless the encoding chosen has no reduced
 * form. */
static int
default_mode (const ss_solve_opts *o, const ss_grid *p)
{
  ss_encode_opts eo;
  char note[8];
  if (!p->model)
    return (int) ss_sat_mode_default (p->n);
  if (ss_sat_encode_opts (o, p, SS_SAT_REDUCED, &eo, note, sizeof note))
    return SS_SAT_ASSUME;
  return SS_SAT_REDUCED;
}

/* One puzzle's run against one solver instance. */
typedef struct run {
  const ss_ipasir_ops *ops;
  void *s;
  const ss_grid *p;
  const ss_varmap *map;  /* candidate <-> variable; 0: ss_var itself */
  const ss_solve_opts *o;
  ss_result *res;
  int *assume;           /* the givens as literals (assume mode) */
  int nassume;
  int *clause;           /* room for a blocking clause: N*N + 1 */
  uint8_t *cells;        /* the model as a grid */
  uint64_t used[3 * 64]; /* digits given per row, column, box (N <= 64) */
  const uint8_t *region; /* irregular regions: the region of each cell,
                            which stands for its box in used[]; else 0 */
  ss_sat_inst *inst;     /* the cached instance (assume mode), or 0 */
  int act;               /* activation literal in use, or 0 */
  int constrain;         /* block with the backend's one-call constraint */
  long blocks;           /* blocking clauses given */
  ss_budget clock;       /* the deadline (from the solve call's start,
                            so encoding and loading count) and the
                            cancel flag; its node limit is unused */
  double stop_at;        /* the deadline less what releasing the instance
                            will take (about half its loading); 0 = none */
  double last_poll, max_gap; /* the backend's polls of past_deadline */
  double setup;          /* what the first solve call costs before the
                            backend polls at all (reduced mode) */
  long mem_limit_kb;     /* stop when the process is resident beyond
                            this (big CNFs only); 0 = not watched */
  double next_mem;       /* when to read the resident size next */
  int timed_out, out_of_memory;
  int said;              /* the backend's last solve value, as it gave it */
} run;

/* CaDiCaL on the empty 100x100 grid's CNF (10M clauses) grows past 2 GB
 * within a minute: big instances are stopped before 1 GiB, at this
 * resident size of the whole process (SUDOSAT_SAT_MEMORY_MB overrides). */
#define SS_SAT_MEMORY_MB 900
#define SS_SAT_WATCH_CLAUSES 1000000L

/* Releasing an instance takes about half as long as loading it, more
 * when another thread (a portfolio) competes: this share of the load
 * time is kept back before the deadline. */
#define SS_SAT_RELEASE 0.75

/* Watches memory from now on (a CNF of more than a million clauses). */
static void
watch_memory (run *r)
{
  const char *env = getenv ("SUDOSAT_SAT_MEMORY_MB");
  long mb = env ? atol (env) : SS_SAT_MEMORY_MB;
  r->mem_limit_kb = (mb > 0 ? mb : SS_SAT_MEMORY_MB) * 1024;
}

/* 1 when memory ran over (read every 10 ms at most). */
static int
over_memory (run *r, double now)
{
  if (!r->mem_limit_kb || now < r->next_mem)
    return 0;
  r->next_mem = now + 0.01;
  long kb = ss_resident_kb ();
  return r->out_of_memory = kb > r->mem_limit_kb;
}

/* The terminate callback: polled by the backend during search.  It is
 * armed on every run, deadline or not, so ss_stop_all() (Ctrl-C) reaches
 * a long solve too.  It stops the search when the next poll, as far apart as the widest gap seen so
 * far (PicoSAT polls every 1024 decisions, which can take a tenth of a
 * second on a 100x100 grid), would come after stop_at: so the call
 * returns, instance released, by the deadline. */
static int
past_deadline (void *state)
{
  run *r = state;
  if (r->timed_out)
    return 1;
  if (ss_stopped ())
    return 1;
  double now = ss_now ();
  if (r->last_poll > 0 && now - r->last_poll > r->max_gap)
    r->max_gap = now - r->last_poll;
  r->last_poll = now;
  if (ss_cancel_raised (r->clock.cancel))
    r->timed_out = r->clock.cancelled = 1;
  else if (r->stop_at > 0 && now + r->max_gap >= r->stop_at)
    r->timed_out = 1;
  else if (over_memory (r, now))
    r->timed_out = 1;
  return r->timed_out;
}

static void
arm_limits (run *r)
{
  r->ops->set_budget (r->s, r->o->max_nodes);
  if (r->stop_at == 0)
    r->stop_at = r->clock.deadline;
  double cap = r->clock.deadline - ss_now (); /* never reserve it all */
  if (r->max_gap > 0.2 * cap)
    r->max_gap = cap > 0 ? 0.2 * cap : 0;
  r->ops->set_terminate (r->s, r, past_deadline);
  ss_ipasir_dl_set_deadline (r->ops, r->s, r->clock.deadline);
}

/* A cached instance outlives the run: nothing may point into it after. */
static void
disarm_limits (run *r)
{
  r->ops->set_budget (r->s, 0);
  r->ops->set_terminate (r->s, 0, 0);
  ss_ipasir_dl_set_deadline (r->ops, r->s, 0);
}

/* Why the backend gave no verdict, in the note and as data: a limit
 * (ours), a stop it was asked for, or -- when nothing asked it to stop
 * -- a backend that broke its contract: a solve value other than 10, 20
 * or 0 is malformed, a 0 nobody asked for an error (a loaded library
 * that gave up by itself). */
static ss_outcome
gave_up (run *r)
{
  char *note = r->res->note;
  size_t size = sizeof r->res->note;
  ss_why why = SS_WHY_BUDGET;
  if (r->timed_out && r->clock.cancelled)
    why = SS_WHY_CANCELLED, snprintf (note, size, "cancelled");
  else if (r->out_of_memory)
    snprintf (note, size, "memory: the process grew past %ld MB",
              r->mem_limit_kb / 1024);
  else if (r->timed_out)
    snprintf (note, size, "timeout: %.3g s spent", r->o->timeout);
  else if (r->said != 0 && r->said != 10 && r->said != 20)
    why = SS_WHY_MALFORMED, snprintf (note, size, "%s answered %d to "
                                      "solve (IPASIR allows 10, 20 or 0)",
                                      r->ops->name, r->said);
  else if (r->o->max_nodes)
    snprintf (note, size, "budget: %llu %s spent (%s)",
              (unsigned long long) r->o->max_nodes, r->ops->budget_unit,
              r->ops->name);
  else if (ss_stopped ())
    why = SS_WHY_CANCELLED, snprintf (note, size, "cancelled");
  else
    why = SS_WHY_ERROR, snprintf (note, size, "%s stopped without a verdict "
                                  "though nothing asked it to",
                                  r->ops->name);
  r->res->why = why;
  return SS_GAVE_UP;
}

/* The variable of candidate d of cell i, or 0 when the candidate is
 * fixed (reduced mode only). */
static int
var_of (const run *r, int i, int d)
{
  int n = r->p->n;
  if (!r->map)
    return (int) ss_var (n, i / n, i % n, d);
  return (int) ss_varmap_var (r->map, i / n, i % n, d);
}

/* The digits no given rules out of blank cell i, as a bit set (bit d-1;
 * all N up to 64 digits, every digit above).  Reading a model then asks
 * the backend about those only (a value costs CaDiCaL a library call
 * with its checks): no solution holds a digit a given rules out, and a
 * model that claims one fails verification either way, since the cell
 * reads as blank or as another digit. */
static uint64_t
open_digits (const run *r, int i)
{
  int n = r->p->n, row = i / n, col = i % n;
  if (n > 64)
    return ~0ull;
  uint64_t all = n == 64 ? ~0ull : (1ull << n) - 1;
  int box = r->region ? r->region[i] : ss_box_of (r->p, row, col);
  uint64_t in_box = box == SS_NO_REGION ? 0 : r->used[2 * n + box];
  return all & ~(r->used[row] | r->used[n + col] | in_box);
}

/* used[]: the digits the givens put in each row, column and box. */
static void
note_givens (run *r)
{
  int n = r->p->n;
  const ss_model *m = r->p->model;
  r->region = m && m->irregular ? m->region : 0;
  memset (r->used, 0, sizeof r->used);
  for (int i = 0; i < n * n && n <= 64; i++)
    if (r->p->cell[i])
      {
        uint64_t bit = 1ull << (r->p->cell[i] - 1);
        int box = r->region ? r->region[i] : ss_box_of (r->p, i / n, i % n);
        r->used[i / n] |= bit;
        r->used[n + i % n] |= bit;
        if (box != SS_NO_REGION) /* a cell in no region has no box */
          r->used[2 * n + box] |= bit;
      }
}

/* Copies the model into cells, right away: PicoSAT forgets it on the
 * next add or assume.  Returns the number of blank cells with no true
 * digit (0 for a full grid). */
static int
read_model (run *r)
{
  int n = r->p->n, missing = 0;
  for (int i = 0; i < n * n; i++)
    {
      r->cells[i] = r->p->cell[i];
      if (r->cells[i])
        continue;
      uint64_t open = open_digits (r, i);
      for (int d = 1; d <= n && !r->cells[i]; d++)
        {
          int v = d > 64 || (open >> (d - 1)) & 1 ? var_of (r, i, d) : 0;
          if (v && r->ops->val (r->s, v) > 0)
            r->cells[i] = (uint8_t) d;
        }
      missing += !r->cells[i];
    }
  return missing;
}

/* The activation literal for this puzzle's blocking clauses, made on
 * first need from the instance's pool of fresh variables. */
static int
activation (run *r)
{
  if (!r->act)
    r->act = r->inst->next_var++;
  return r->act;
}

/* Adds "not this filling of the blank cells" (behind the activation
 * literal when it needs one).  Returns 0 when there is no blank cell,
 * so no other solution could differ. */
static int
block (run *r)
{
  int n = r->p->n, len = 1;
  for (int i = 0; i < n * n; i++)
    if (!r->p->cell[i])
      {
        int v = var_of (r, i, r->cells[i]);
        if (v)
          r->clause[len++] = -v;
      }
  if (len == 1)
    return 0;
  r->blocks++;
  if (r->constrain)
    {
      for (int k = 1; k < len; k++)
        r->ops->constrain (r->s, r->clause[k]);
      r->ops->constrain (r->s, 0);
    }
  else if (r->inst)
    {
      r->clause[0] = -activation (r);
      ss_ipasir_add_clause (r->ops, r->s, r->clause, len);
    }
  else
    ss_ipasir_add_clause (r->ops, r->s, r->clause + 1, len - 1);
  return 1;
}

static int
solve_once (run *r)
{
  for (int k = 0; k < r->nassume; k++)
    r->ops->assume (r->s, r->assume[k]);
  if (r->act)
    r->ops->assume (r->s, r->act);
  r->res->stats.nodes++;
  return r->ops->solve (r->s);
}

/* Solve, report, block, until K, exhaustion or a limit.  The clock is
 * also read between calls: a backend polls its callback only now and
 * then (PicoSAT every 1024 decisions), and a count of many easy models
 * may never reach a poll. */
static ss_outcome
count_models (run *r)
{
  for (;;)
    {
      if (past_deadline (r))
        return gave_up (r);
      if (r->stop_at > 0 && ss_now () + r->setup >= r->stop_at)
        return r->timed_out = 1, gave_up (r);
      int got = r->said = solve_once (r);
      r->setup = 0;
      if (got == 20)
        return SS_DONE;
      if (got != 10)
        return gave_up (r);
      int missing = read_model (r);
      uint64_t wrong = r->res->wrong;
      if (ss_result_found (r->res, r->cells))
        return SS_DONE;
      if (missing || r->res->wrong != wrong)
        {
          snprintf (r->res->note, sizeof r->res->note, "%s returned a "
                    "model that is not a solution", r->ops->name);
          r->res->why = SS_WHY_WRONG;
          return SS_GAVE_UP;
        }
      if (!block (r))
        return SS_DONE;
    }
}

/* Counts and sizes: the backend's own counters as a difference, the
 * CNF's size as given (with this puzzle's blocking clauses). */
static void
add_stats (run *r, const ss_stats *before, long nvars, long nclauses)
{
  ss_stats after = { 0 };
  r->ops->stats (r->s, &after);
  r->res->stats.guesses += after.guesses - before->guesses;
  r->res->stats.propagations += after.propagations - before->propagations;
  r->res->stats.learned += after.learned - before->learned;
  r->res->stats.conflicts += after.conflicts - before->conflicts;
  r->res->stats.variables = (uint64_t) nvars + (r->act != 0);
  r->res->stats.clauses = (uint64_t) (nclauses + r->blocks);
}

static ss_outcome
run_counted (run *r, long nvars, long nclauses)
{
  ss_stats before = { 0 };
  note_givens (r);
  r->ops->stats (r->s, &before);
  arm_limits (r);
  ss_outcome out = count_models (r);
  disarm_limits (r);
  add_stats (r, &before, nvars, nclauses);
  return out;
}

static ss_outcome
fail (ss_result *res, const ss_error *err)
{
  snprintf (res->note, sizeof res->note, "%.190s", err->msg);
  res->why = SS_WHY_ERROR;
  return SS_GAVE_UP;
}

/* From bench/bench_encodings.sh (docs/sat.md): CaDiCaL, the fastest
 * backend at every size, is fastest with extended/pairwise on 9x9 (by
 * 13% on the 17-clue set, 6% behind augmented on top1465), with
 * augmented/pairwise on 12x12 and 16x16, and with extended/pairwise in
 * reduced mode on 25x25 (product, the encoder's default there, is 20%
 * slower).  Above 25x25 nothing was measured: the encoder's default. */
void
ss_sat_encoding_default (int n, ss_encode_opts *eo)
{
  ss_encode_opts_default (eo, n);
  eo->encoding = n >= 12 && n <= 16 ? SS_ENC_AUGMENTED : SS_ENC_EXTENDED;
  if (n <= 25)
    eo->amo = SS_AMO_PAIRWISE;
}

int
ss_sat_encode_opts (const ss_solve_opts *o, const ss_grid *p,
                    ss_sat_mode mode, ss_encode_opts *eo, char *note,
                    size_t size)
{
  ss_sat_encoding_default (p->n, eo);
  /* Triads need boxes: irregular regions take extended by default. */
  if (p->model && p->model->irregular)
    eo->encoding = SS_ENC_EXTENDED;
  int e = o->sat_encoding ? ss_encoding_lookup (o->sat_encoding) : -1;
  int a = o->sat_amo ? ss_amo_lookup (o->sat_amo) : -1;
  int sum = o->sat_sum ? ss_sum_lookup (o->sat_sum) : 0;
  if (sum < 0)
    return snprintf (note, size, "unknown sum encoding '%.60s'",
                     o->sat_sum), -1;
  eo->sum = sum;
  if (o->sat_encoding && (e < 0 || ss_encoding_reduced ((ss_encoding) e)))
    return snprintf (note, size, "unknown SAT encoding '%.60s' (reduced "
                     "ones are --sat-mode reduced)", o->sat_encoding), -1;
  if (o->sat_amo && a < 0)
    return snprintf (note, size, "unknown AMO kind '%.60s'", o->sat_amo),
           -1;
  if (e >= 0)
    eo->encoding = (ss_encoding) e;
  if (a >= 0)
    eo->amo = (ss_amo) a;
  eo->givens = mode == SS_SAT_REDUCED;
  if (mode != SS_SAT_REDUCED)
    return 0;
  int red = ss_encoding_reduced_form (eo->encoding);
  if (red < 0)
    return snprintf (note, size, "the %s encoding has no reduced form "
                     "(--sat-mode assume)", ss_encoding_name (eo->encoding)),
           -1;
  eo->encoding = (ss_encoding) red;
  return 0;
}

static ss_outcome
solve_assume (run *r, const ss_encode_opts *eo)
{
  ss_error err;
  int late;
  if (r->p->n > SS_SAT_ASSUME_MAX_N)
    {
      snprintf (r->res->note, sizeof r->res->note, "assume mode holds the "
                "empty grid's CNF, over 1 GiB above %dx%d: use --sat-mode "
                "reduced", SS_SAT_ASSUME_MAX_N, SS_SAT_ASSUME_MAX_N);
      r->res->why = SS_WHY_REFUSED;
      return SS_GAVE_UP;
    }
  if (r->p->n >= 49)
    watch_memory (r); /* the empty grid's CNF: millions of clauses */
  r->inst = ss_sat_cache_get_by (r->ops, r->p, eo, r->clock.deadline, &late,
                                 &err);
  if (!r->inst && late)
    return r->timed_out = 1, gave_up (r);
  if (!r->inst)
    return fail (r->res, &err);
  r->s = r->inst->s;
  for (int i = 0; i < r->p->n * r->p->n; i++)
    if (r->p->cell[i])
      r->assume[r->nassume++] = var_of (r, i, r->p->cell[i]);
  r->constrain = r->o->limit == 2 && r->ops->constrain;
  ss_outcome out = run_counted (r, r->inst->nvars, r->inst->nclauses);
  if (r->act)
    ss_ipasir_add_clause (r->ops, r->s, (int[]) { -r->act }, 1);
  return out;
}

/* Loads f into the fresh instance, watching the deadline every 4096
 * clauses; sets stop_at from the time it took.  0 when time ran out. */
static int
load_by_deadline (run *r, const ss_cnf *f)
{
  double start = ss_now ();
  for (long i = 0; i < f->info.nclauses; i++)
    {
      int len;
      const int *lits = ss_cnf_clause (f, i, &len);
      ss_ipasir_add_clause (r->ops, r->s, lits, len);
      if (!(i & 4095))
        {
          /* Releasing takes about half as long as loading. */
          r->stop_at = r->clock.deadline - SS_SAT_RELEASE * (ss_now () - start);
          if (past_deadline (r))
            return 0;
        }
    }
  double took = ss_now () - start;
  if (r->clock.deadline > 0)
    r->stop_at = r->clock.deadline - SS_SAT_RELEASE * took;
  /* PicoSAT's first solve call works through the whole CNF before its
   * first poll: on a 100x100 grid about 1.5 times as long as loading. */
  r->setup = r->ops == &ss_ipasir_picosat ? 1.5 * took : 0;
  r->max_gap = 0;
  r->last_poll = 0;
  return 1;
}

static ss_outcome
solve_reduced (run *r, const ss_encode_opts *eo)
{
  ss_error err;
  ss_cnf f;
  int built = ss_cnf_build_until (&f, r->p, eo, r->clock.deadline,
                                  r->clock.cancel, &err);
  if (built == -2)
    {
      r->timed_out = 1;
      r->clock.cancelled = ss_cancel_raised (r->clock.cancel);
      return gave_up (r);
    }
  if (built)
    return fail (r->res, &err);
  if (f.info.nclauses > SS_SAT_WATCH_CLAUSES)
    watch_memory (r);
  ss_outcome out = SS_GAVE_UP;
  r->map = &f.map;
  if (!(r->s = ss_ipasir_new (r->ops)))
    snprintf (r->res->note, sizeof r->res->note, "out of memory");
  else
    {
      if (r->ops == &ss_ipasir_cadical && r->p->model)
        ss_ipasir_cadical_hard (r->s);
      if (load_by_deadline (r, &f))
        out = run_counted (r, f.info.nvars, f.info.nclauses);
      else
        out = gave_up (r);
      r->ops->release (r->s);
    }
  ss_cnf_free (&f);
  return out;
}

ss_outcome
ss_sat_solve (const ss_ipasir_ops *ops, const ss_grid *p,
              const ss_solve_opts *o, ss_result *res)
{
  int mode = o->sat_mode ? ss_sat_mode_lookup (o->sat_mode)
                         : default_mode (o, p);
  if (mode < 0)
    {
      snprintf (res->note, sizeof res->note, "unknown SAT mode '%s' (assume "
                "or reduced)", o->sat_mode);
      return SS_GAVE_UP;
    }
  ss_encode_opts eo;
  if (ss_sat_encode_opts (o, p, (ss_sat_mode) mode, &eo, res->note,
                          sizeof res->note))
    return SS_GAVE_UP;
  size_t cells = (size_t) p->n * p->n;
  run r = { .ops = ops, .p = p, .o = o, .res = res };
  ss_budget_start (&r.clock, o);
  r.clock.max_nodes = 0; /* the backend counts its own units */
  r.stop_at = r.clock.deadline;
  r.assume = malloc (cells * sizeof *r.assume);
  r.clause = malloc ((cells + 1) * sizeof *r.clause);
  r.cells = malloc (cells);
  ss_outcome out = SS_GAVE_UP;
  if (!r.assume || !r.clause || !r.cells)
    snprintf (res->note, sizeof res->note, "out of memory"),
      res->why = SS_WHY_ERROR;
  else
    out = mode == SS_SAT_ASSUME ? solve_assume (&r, &eo)
                                : solve_reduced (&r, &eo);
  free (r.assume);
  free (r.clause);
  free (r.cells);
  return out;
}

ss_outcome
ss_picosat_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  return ss_sat_solve (&ss_ipasir_picosat, p, o, res);
}

ss_outcome
ss_cadical_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  return ss_sat_solve (&ss_ipasir_cadical, p, o, res);
}

ss_outcome
ss_cryptominisat_solve (const ss_grid *p, const ss_solve_opts *o,
                        ss_result *res)
{
  return ss_sat_solve (&ss_ipasir_cms, p, o, res);
}

/* The library is loaded once (the CLI does it before the first record,
 * so a bad path is an error up front); later calls find it loaded. */
ss_outcome
ss_ipasir_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  ss_error err;
  if (!o->ipasir_lib)
    return snprintf (res->note, sizeof res->note, "no --ipasir-lib given"),
           res->why = SS_WHY_ERROR, SS_GAVE_UP;
  const ss_ipasir_ops *ops = ss_ipasir_dl_load (o->ipasir_lib, &err);
  if (!ops)
    return fail (res, &err);
  return ss_sat_solve (ops, p, o, res);
}
