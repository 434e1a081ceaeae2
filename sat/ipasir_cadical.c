/* ipasir_cadical.c -- the IPASIR face of CaDiCaL (see ipasir.h).
 *
 * Model: a handle wraps one CaDiCaL instance, made silent (CaDiCaL
 * reports on stdout unless told "quiet", and the library never prints).
 * Its C API exposes no statistics, so the handle counts learned clauses
 * itself through the learn callback.  With chronological backtracking
 * off (below) CaDiCaL learns one clause per conflict, bar the last
 * conflict of an unsatisfiable call; clauses its inprocessing derives
 * (a unit found by probing, say) are passed on too.  So the count is the
 * conflicts, give or take a few.
 *
 * The budget is in conflicts per puzzle.  Each solve call gets CaDiCaL's
 * own per-call conflict limit, set to the budget less the clauses
 * learned so far in the puzzle: the first call stops exactly at the
 * budget, later ones at most a few conflicts either side of it.  The
 * caller's terminate callback (a timeout) is connected only while one is
 * set, so otherwise the search loop pays nothing for it.
 *
 * Making and releasing instances is serialised by a mutex: CaDiCaL
 * 1.5.3's constructor writes its static option table (the same values
 * every time, but helgrind rightly calls it a race when two threads make
 * instances at once).  Instances then run in parallel untouched.
 *
 * Options changed from CaDiCaL's defaults, all measured on the Sudoku
 * workload (many short incremental calls; docs/sat.md): "chrono" 0
 * (always backjump) and "profile" 0 (no per-call timing, which costs
 * getrusage calls on every solve), together about +8% puzzles/s; and the
 * ones in tuned[] below.  Without inprocessing an instance hardly slows
 * down with age, so it serves 1,000 puzzles before it is replaced
 * (sat_cache.h) instead of 300.
 */
#include "ipasir.h"

#include <ccadical.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>

#include "cadical_proof.h"

/* Shared with cadical_proof.cc, which makes instances too. */
pthread_mutex_t ss_cadical_life_lock = PTHREAD_MUTEX_INITIALIZER;

/* Options turned off for the Sudoku workload (docs/sat.md, instructions
 * counted with callgrind on top1465 and the 17-clue set, together 10 to
 * 21% fewer): inprocessing (probing, elimination and subsumption rounds,
 * which cost a long-lived instance more with every puzzle), eager
 * subsumption of recent learned clauses, reap-based shrinking, bumping
 * reason literals and learned-clause minimisation. */
static const char *const tuned[] = { "inprocessing", "eagersubsume",
                                     "shrinkreap", "bumpreason", "minimize",
                                     0 };

typedef struct cad {
  CCaDiCaL *s;
  uint64_t learned;
  int budget_on;
  uint64_t budget_end; /* the learned count at which to stop */
  void *user_state;
  int (*user_fn) (void *);
} cad;

static void
on_learn (void *state, int *clause)
{
  (void) clause;
  ((cad *) state)->learned++;
}

static int
on_terminate (void *state)
{
  cad *c = state;
  return c->user_fn (c->user_state);
}

static void *
cad_init (void)
{
  cad *c = calloc (1, sizeof *c);
  if (!c)
    return 0;
  pthread_mutex_lock (&ss_cadical_life_lock);
  c->s = ccadical_init ();
  if (c->s)
    {
      ccadical_set_option (c->s, "quiet", 1);
      ccadical_set_option (c->s, "chrono", 0);
      ccadical_set_option (c->s, "profile", 0);
      for (int k = 0; tuned[k]; k++)
        ccadical_set_option (c->s, tuned[k], 0);
      ccadical_set_learn (c->s, c, INT_MAX, on_learn);
    }
  pthread_mutex_unlock (&ss_cadical_life_lock);
  if (!c->s)
    return free (c), (void *) 0;
  return c;
}

void
ss_ipasir_cadical_hard (void *h)
{
  ccadical_set_option (((cad *) h)->s, "inprocessing", 1);
}

static void
cad_release (void *h)
{
  cad *c = h;
  pthread_mutex_lock (&ss_cadical_life_lock);
  ccadical_release (c->s);
  pthread_mutex_unlock (&ss_cadical_life_lock);
  free (c);
}

static void
cad_add (void *h, int lit)
{
  ccadical_add (((cad *) h)->s, lit);
}

static void
cad_assume (void *h, int lit)
{
  ccadical_assume (((cad *) h)->s, lit);
}

static int
cad_solve (void *h)
{
  cad *c = h;
  if (c->budget_on)
    {
      uint64_t left = c->learned < c->budget_end
                      ? c->budget_end - c->learned : 0;
      ccadical_limit (c->s, "conflicts", left > INT_MAX ? INT_MAX
                                                       : (int) left);
    }
  return ccadical_solve (c->s);
}

/* ccadical_val answers with the literal itself (+-lit), not +-1. */
static int
cad_val (void *h, int lit)
{
  int v = ccadical_val (((cad *) h)->s, lit);
  return (v > 0) - (v < 0);
}

static int
cad_failed (void *h, int lit)
{
  return ccadical_failed (((cad *) h)->s, lit);
}

static void
cad_set_budget (void *h, uint64_t units)
{
  cad *c = h;
  c->budget_on = units != 0;
  c->budget_end = c->learned + units;
}

static void
cad_set_terminate (void *h, void *state, int (*fn) (void *))
{
  cad *c = h;
  c->user_state = state;
  c->user_fn = fn;
  if (fn)
    ccadical_set_terminate (c->s, c, on_terminate);
  else
    ccadical_set_terminate (c->s, 0, 0);
}

static void
cad_stats (void *h, ss_stats *st)
{
  st->learned = ((cad *) h)->learned;
}

static void
cad_constrain (void *h, int lit)
{
  ccadical_constrain (((cad *) h)->s, lit);
}

const ss_ipasir_ops ss_ipasir_cadical = {
  "cadical", cad_init, cad_release, cad_add, cad_assume, cad_solve,
  cad_val, cad_failed, cad_set_budget, cad_set_terminate, cad_stats,
  cad_constrain, "conflicts", 0, 1000,
};
