/* fast9_avx512.c -- the 9x9 vector kernel (fast9_kernel.h) built for
 * AVX-512: sixteen 32-bit lanes, three vectors.
 *
 * Model: only the functions defined after the target pragma may use
 * AVX-512, so the file links and loads on any x86-64 machine, and the
 * entry point asks the processor before it runs any of them.  Without
 * the instructions (or off x86-64, or with another compiler than GCC or
 * clang) the entry point runs the portable kernel.
 */
#include "fast9.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

int
ss_fast9_have_avx512 (void)
{
  return __builtin_cpu_supports ("avx512f")
         && __builtin_cpu_supports ("avx512vl")
         && __builtin_cpu_supports ("avx512bw")
         && __builtin_cpu_supports ("avx512dq")
         && __builtin_cpu_supports ("popcnt") && __builtin_cpu_supports ("bmi")
         && __builtin_cpu_supports ("bmi2");
}

static ss_outcome kernel_avx512 (const ss_grid *, const ss_solve_opts *,
                                 ss_result *);

ss_outcome
ss_fast9_solve_avx512 (const ss_grid *p, const ss_solve_opts *o,
                       ss_result *res)
{
  return ss_fast9_have_avx512 () ? kernel_avx512 (p, o, res)
                                 : ss_fast9_solve_portable (p, o, res);
}

#ifdef __clang__
#pragma clang attribute push(__attribute__ ((target ("avx512f,avx512vl,avx512bw,avx512dq,avx2,popcnt,bmi,bmi2"))), \
                             apply_to = function)
#else
#pragma GCC target("avx512f,avx512vl,avx512bw,avx512dq,avx2,popcnt,bmi,bmi2")
#endif
#include <immintrin.h>

#define FAST9_ENTRY kernel_avx512
#define FAST9_AVX512 1
#include "fast9_kernel.h"

#ifdef __clang__
#pragma clang attribute pop
#endif

#else

int
ss_fast9_have_avx512 (void)
{
  return 0;
}

ss_outcome
ss_fast9_solve_avx512 (const ss_grid *p, const ss_solve_opts *o,
                       ss_result *res)
{
  return ss_fast9_solve_portable (p, o, res);
}

#endif
