/* fast9_avx2.c -- the 9x9 kernel built for AVX2 (and popcnt, BMI), on
 * x86-64 with GCC or clang; elsewhere the name falls back to the baseline
 * build.  Only the kernel's own functions get the wider target, so the
 * file is safe to link on any x86-64 machine: ss_fast9_have_avx2 ()
 * asks the processor before anything here runs.
 */
#include "fast9.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

int
ss_fast9_have_avx2 (void)
{
  static int have = -1;
  if (have < 0)
    have = __builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("popcnt")
           && __builtin_cpu_supports ("bmi") && __builtin_cpu_supports ("bmi2");
  return have;
}

#ifdef __clang__
#pragma clang attribute push(__attribute__ ((target ("avx2,popcnt,bmi,bmi2"))), \
                             apply_to = function)
#else
#pragma GCC target("avx2,popcnt,bmi,bmi2")
#endif

#define FAST9_ENTRY ss_fast9_solve_avx2
#define FAST9_POPCNT 1
#include "fast9_kernel.h"

#ifdef __clang__
#pragma clang attribute pop
#endif

#else

int
ss_fast9_have_avx2 (void)
{
  return 0;
}

ss_outcome
ss_fast9_solve_avx2 (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  return ss_fast9_solve_base (p, o, res);
}

#endif
