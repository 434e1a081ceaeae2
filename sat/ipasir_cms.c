/* ipasir_cms.c -- the IPASIR face of CryptoMiniSat (see ipasir.h).
 *
 * Model: a handle wraps one CMSat::SATSolver made through its C API
 * (cryptominisat5/cryptominisat_c.h): literals become c_Lit (2 v + sign,
 * variables from 0), variables are made before the first clause or
 * assumption that names them, add() gathers a clause until its 0, and
 * assume() gathers the assumptions handed to the next
 * cmsat_solve_with_assumptions.  After a solve the model (or the
 * conflict: the failed assumptions, negated) is read from the slice the
 * C API lends, which stays valid until the next solve.
 *
 * The C API of CryptoMiniSat 5.11 (Debian's) offers a time limit
 * (cmsat_set_max_time: CPU seconds of the calling thread, one solve
 * call) but no conflict limit, no interrupt and no statistics.  The
 * library does export the C++ members that do these -- SATSolver::
 * set_max_confl, interrupt_asap, get_sum_conflicts, get_sum_decisions,
 * get_sum_propagations -- and a non-virtual member is called like a C
 * function taking the object first, so they are declared below under
 * their exported (mangled) names, as weak references: a build that
 * lacks one leaves its pointer null and the feature off.
 *
 *   budget   conflicts per puzzle: set_budget notes the conflict count
 *            at which to stop, and each solve call gets what is left
 *            through set_max_confl (which, like max_time, CryptoMiniSat
 *            resets after every call).
 *   timeout  the caller's terminate callback cannot be handed to the
 *            library, so while one is set a watchdog thread polls it
 *            every 2 ms during a solve and calls interrupt_asap.  The
 *            thread exists only for solves under a timeout.
 *
 * Making and freeing solvers is serialised like CaDiCaL's; CryptoMiniSat
 * runs one search thread per solver (the default), and never prints at
 * verbosity 0.  CryptoMiniSat bundles its own PicoSAT, whose picosat_*
 * symbols it exports: the Makefile links -lpicosat first, so the picosat
 * backend (and CryptoMiniSat's own calls) get Debian's PicoSAT, the same
 * release.
 */
#include "ipasir.h"

#include <cryptominisat5/cryptominisat_c.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

/* SATSolver members missing from the C API (see above). */
extern void cms_set_max_confl (SATSolver *, uint64_t)
  __asm__ ("_ZN5CMSat9SATSolver13set_max_conflEm") __attribute__ ((weak));
extern void cms_interrupt_asap (SATSolver *)
  __asm__ ("_ZN5CMSat9SATSolver14interrupt_asapEv") __attribute__ ((weak));
extern uint64_t cms_conflicts (const SATSolver *)
  __asm__ ("_ZNK5CMSat9SATSolver17get_sum_conflictsEv")
  __attribute__ ((weak));
extern uint64_t cms_decisions (const SATSolver *)
  __asm__ ("_ZNK5CMSat9SATSolver17get_sum_decisionsEv")
  __attribute__ ((weak));
extern uint64_t cms_propagations (const SATSolver *)
  __asm__ ("_ZNK5CMSat9SATSolver20get_sum_propagationsEv")
  __attribute__ ((weak));

typedef struct lits {
  c_Lit *v;
  size_t len, cap;
} lits;

typedef struct cms {
  SATSolver *s;
  unsigned nvars;
  lits clause, assume;
  slice_lbool model;    /* after 10 */
  slice_Lit conflict;   /* after 20 */
  int broken;           /* a clause or assumption was lost (no memory) */
  int budget_on;
  uint64_t budget_end;  /* the conflict count at which to stop */
  void *user_state;
  int (*user_fn) (void *);
  int solving;          /* the watchdog's stop flag, under watch_lock */
  pthread_mutex_t watch_lock;
  pthread_cond_t watch_wake;
} cms;

static pthread_mutex_t life_lock = PTHREAD_MUTEX_INITIALIZER;

static void *
cms_init (void)
{
  cms *c = calloc (1, sizeof *c);
  if (!c)
    return 0;
  pthread_mutex_lock (&life_lock);
  c->s = cmsat_new ();
  if (c->s)
    cmsat_set_verbosity (c->s, 0);
  pthread_mutex_unlock (&life_lock);
  if (!c->s)
    return free (c), (void *) 0;
  pthread_mutex_init (&c->watch_lock, 0);
  pthread_cond_init (&c->watch_wake, 0);
  return c;
}

static void
cms_release (void *h)
{
  cms *c = h;
  pthread_mutex_lock (&life_lock);
  cmsat_free (c->s);
  pthread_mutex_unlock (&life_lock);
  pthread_mutex_destroy (&c->watch_lock);
  pthread_cond_destroy (&c->watch_wake);
  free (c->clause.v);
  free (c->assume.v);
  free (c);
}

/* Appends one literal.  Out of memory, the literal is lost, and a
 * clause without it is a different clause (it could make the formula
 * unsatisfiable), so the handle is marked broken: it never answers
 * again (solve returns 0, unknown). */
static void
push (cms *c, lits *l, c_Lit x)
{
  if (l->len == l->cap)
    {
      size_t cap = l->cap ? 2 * l->cap : 64;
      c_Lit *v = realloc (l->v, cap * sizeof *v);
      if (!v)
        {
          c->broken = 1;
          return;
        }
      l->v = v, l->cap = cap;
    }
  l->v[l->len++] = x;
}

/* The c_Lit of a DIMACS literal, making its variable when it is new. */
static c_Lit
to_lit (cms *c, int lit)
{
  unsigned var = (unsigned) abs (lit);
  if (var > c->nvars)
    {
      cmsat_new_vars (c->s, var - c->nvars);
      c->nvars = var;
    }
  return (c_Lit) { (var - 1) * 2 + (lit < 0) };
}

static void
cms_add (void *h, int lit)
{
  cms *c = h;
  if (lit)
    {
      push (c, &c->clause, to_lit (c, lit));
      return;
    }
  cmsat_add_clause (c->s, c->clause.v, c->clause.len);
  c->clause.len = 0;
}

static void
cms_assume (void *h, int lit)
{
  cms *c = h;
  push (c, &c->assume, to_lit (c, lit));
}

/* The watchdog: polls the caller's callback until the solve ends. */
static void *
watch (void *arg)
{
  cms *c = arg;
  pthread_mutex_lock (&c->watch_lock);
  while (c->solving)
    {
      struct timespec t;
      clock_gettime (CLOCK_REALTIME, &t);
      t.tv_nsec += 2000000;
      if (t.tv_nsec >= 1000000000)
        t.tv_sec++, t.tv_nsec -= 1000000000;
      pthread_cond_timedwait (&c->watch_wake, &c->watch_lock, &t);
      if (c->solving && c->user_fn (c->user_state))
        cms_interrupt_asap (c->s);
    }
  pthread_mutex_unlock (&c->watch_lock);
  return 0;
}

/* The conflicts still allowed (0: spent), or -1 with no budget on. */
static int64_t
conflicts_left (const cms *c)
{
  if (!c->budget_on)
    return -1;
  uint64_t now = cms_conflicts ? cms_conflicts (c->s) : 0;
  return now >= c->budget_end ? 0 : (int64_t) (c->budget_end - now);
}

static c_lbool
solve_watched (cms *c)
{
  pthread_t t;
  int watched = c->user_fn && cms_interrupt_asap;
  if (watched)
    {
      c->solving = 1;
      watched = !pthread_create (&t, 0, watch, c);
    }
  c_lbool got = cmsat_solve_with_assumptions (c->s, c->assume.v,
                                              c->assume.len);
  if (watched)
    {
      pthread_mutex_lock (&c->watch_lock);
      c->solving = 0;
      pthread_cond_signal (&c->watch_wake);
      pthread_mutex_unlock (&c->watch_lock);
      pthread_join (t, 0);
    }
  return got;
}

static int
cms_solve (void *h)
{
  cms *c = h;
  int64_t left = c->broken ? 0 : conflicts_left (c);
  int res = 0;
  if (left > 0 && cms_set_max_confl)
    cms_set_max_confl (c->s, (uint64_t) left);
  if (left != 0 && (left < 0 || cms_set_max_confl))
    {
      c_lbool got = solve_watched (c);
      res = got.x == L_TRUE ? 10 : got.x == L_FALSE ? 20 : 0;
    }
  c->assume.len = 0; /* assumptions hold for one call */
  if (res == 10)
    c->model = cmsat_get_model (c->s);
  if (res == 20)
    c->conflict = cmsat_get_conflict (c->s);
  return res;
}

static int
cms_val (void *h, int lit)
{
  cms *c = h;
  size_t var = (size_t) abs (lit) - 1;
  if (var >= c->model.num_vals || c->model.vals[var].x == L_UNDEF)
    return 0;
  int is_true = c->model.vals[var].x == L_TRUE;
  return (is_true == (lit > 0)) ? 1 : -1;
}

/* The conflict holds the negations of the assumptions it needed. */
static int
cms_failed (void *h, int lit)
{
  cms *c = h;
  uint32_t want = ((uint32_t) abs (lit) - 1) * 2 + (lit > 0);
  for (size_t k = 0; k < c->conflict.num_vals; k++)
    if (c->conflict.vals[k].x == want)
      return 1;
  return 0;
}

static void
cms_set_budget (void *h, uint64_t units)
{
  cms *c = h;
  c->budget_on = units != 0;
  c->budget_end = (cms_conflicts ? cms_conflicts (c->s) : 0) + units;
}

static void
cms_set_terminate (void *h, void *state, int (*fn) (void *))
{
  cms *c = h;
  c->user_state = state;
  c->user_fn = fn;
}

static void
cms_stats (void *h, ss_stats *st)
{
  cms *c = h;
  if (cms_conflicts)
    st->conflicts = cms_conflicts (c->s);
  if (cms_decisions)
    st->guesses = cms_decisions (c->s);
  if (cms_propagations)
    st->propagations = cms_propagations (c->s);
}

const ss_ipasir_ops ss_ipasir_cms = {
  "cryptominisat", cms_init, cms_release, cms_add, cms_assume, cms_solve,
  cms_val, cms_failed, cms_set_budget, cms_set_terminate, cms_stats, 0,
  "conflicts", 0, 0,
};
