/* picosat_ipasir.c -- a tiny IPASIR library around PicoSAT, for the tests
 * of `--solver ipasir --ipasir-lib PATH.so` (tests/cli/test_sat.sh builds
 * it with cc -shared).
 *
 * Model: each IPASIR call is the PicoSAT call of the same meaning.  Built
 * with -DSS_BREAK_MODEL it lies about models (every value is read from
 * the next variable, so the grid read back is not a solution); with
 * -DSS_BREAK_UNSAT every second solve of an instance says UNSAT without
 * searching (so a puzzle with several solutions comes out "unique").
 * Both liars must be caught: the first by verification, the second by
 * disagreement with other solvers.  No ipasir_set_learn: the budget is
 * then counted in terminate polls.
 *
 * Four more break the library itself, for tests/cli/test_exit_codes.sh:
 * -DSS_BREAK_CRASH dies of SIGSEGV in solve, -DSS_BREAK_EXIT calls
 * exit (1) there, -DSS_BREAK_HANG sleeps forever without polling
 * terminate, and -DSS_BREAK_GARBAGE answers 42.  sudosat must end with
 * exit 3 naming the library (or, for garbage, call the answer malformed).
 * -DSS_NOISY answers truly but prints on standard output at every solve,
 * as some libraries do: sudosat's own records must stay apart from it.
 */
#define _POSIX_C_SOURCE 200809L
#include <picosat/picosat.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct wrap {
  PicoSAT *ps;
  long solves;
} wrap;

const char *
ipasir_signature (void)
{
#if defined SS_BREAK_MODEL
  return "picosat (sudosat test wrapper, lies about models)";
#elif defined SS_BREAK_UNSAT
  return "picosat (sudosat test wrapper, lies about UNSAT)";
#elif defined SS_NOISY
  return "picosat (sudosat test wrapper, prints on standard output)";
#elif defined SS_BREAK_CRASH || defined SS_BREAK_EXIT \
  || defined SS_BREAK_HANG || defined SS_BREAK_GARBAGE
  return "picosat (sudosat test wrapper, broken on purpose)";
#else
  return "picosat (sudosat test wrapper)";
#endif
}

void *
ipasir_init (void)
{
  wrap *w = calloc (1, sizeof *w);
  if (w && !(w->ps = picosat_init ()))
    free (w), w = 0;
  return w;
}

void
ipasir_release (void *s)
{
  picosat_reset (((wrap *) s)->ps);
  free (s);
}

void
ipasir_add (void *s, int32_t lit)
{
  picosat_add (((wrap *) s)->ps, lit);
}

void
ipasir_assume (void *s, int32_t lit)
{
  picosat_assume (((wrap *) s)->ps, lit);
}

int
ipasir_solve (void *s)
{
  wrap *w = s;
  w->solves++;
#if defined SS_BREAK_CRASH
  raise (SIGSEGV);
#elif defined SS_BREAK_EXIT
  exit (1);
#elif defined SS_BREAK_HANG
  for (;;)
    sleep (1);
#elif defined SS_BREAK_GARBAGE
  return 42;
#elif defined SS_NOISY
  printf ("c noisy library: solve %ld\n", w->solves);
  fflush (stdout);
  if (write (1, "c and a write(1)\n", 17) < 0)
    return 0;
#endif
#ifdef SS_BREAK_UNSAT
  if (w->solves % 2 == 0)
    {
      picosat_sat (w->ps, 0); /* uses up the assumptions, decides nothing */
      return 20;
    }
#endif
  int res = picosat_sat (w->ps, -1);
  return res == PICOSAT_SATISFIABLE ? 10 : res == PICOSAT_UNSATISFIABLE ? 20
                                                                         : 0;
}

int32_t
ipasir_val (void *s, int32_t lit)
{
  wrap *w = s;
  int var = abs (lit), max = picosat_variables (w->ps);
#ifdef SS_BREAK_MODEL
  var = var % max + 1;
#endif
  if (var > max)
    return 0;
  int v = picosat_deref (w->ps, var);
  return v > 0 ? lit : v < 0 ? -lit : 0;
}

int
ipasir_failed (void *s, int32_t lit)
{
  wrap *w = s;
  if (abs (lit) > picosat_variables (w->ps))
    return 0;
  return picosat_failed_assumption (w->ps, lit);
}

void
ipasir_set_terminate (void *s, void *data, int (*terminate) (void *data))
{
  picosat_set_interrupt (((wrap *) s)->ps, data, terminate);
}
