/* fast9_base.c -- the 9x9 kernel built for the baseline target (SSE2 on
 * x86-64, plain 32-bit words where the target has no vectors), and the
 * choice of build at run time.
 */
#include "fast9.h"

#define FAST9_ENTRY ss_fast9_solve_base
#include "fast9_kernel.h"

ss_outcome
ss_fast9_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  return ss_fast9_have_avx2 () ? ss_fast9_solve_avx2 (p, o, res)
                               : ss_fast9_solve_base (p, o, res);
}
