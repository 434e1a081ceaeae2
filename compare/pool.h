/* pool.h -- an ordered parallel map: jobs in, results out in input order.
 *
 * Model: the calling thread produces jobs (next) and consumes finished
 * ones (done) strictly in the order they were produced; `threads` workers
 * run `work` on them meanwhile.  At most `window` jobs are in flight, so
 * memory stays flat on endless input.  With threads <= 1 everything runs
 * in the caller, one job at a time.
 */
#ifndef SS_COMPARE_POOL_H
#define SS_COMPARE_POOL_H

typedef void *ss_pool_next_fn (void *ctx);           /* 0 = no more jobs */
typedef void ss_pool_work_fn (void *ctx, void *job); /* any thread */
typedef void ss_pool_done_fn (void *ctx, void *job); /* caller, in order */

/* Returns 0, or -1 when threads could not be started. */
int ss_pool_run (int threads, ss_pool_next_fn *next, ss_pool_work_fn *work,
                 ss_pool_done_fn *done, void *ctx);

#endif
