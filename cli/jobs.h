/* jobs.h -- the batch runner behind solve, verify and rate: -j N, --shard
 * I/N, the progress bar and Ctrl-C, in one place.
 *
 * Model: records stream from the files (cli_each_record, so every reading
 * rule holds) and each becomes a job.  prepare runs in the reading
 * thread, in input order, for every record (a shard's or not: verify
 * reads its --solution file in step there); work runs in any thread and
 * writes the record's output to job->out; the outputs leave in input
 * order.  With -j 1 work runs in the reading thread and writes straight
 * to stdout; with -j N, N workers write into buffers and at most 4N jobs
 * are in flight, so memory stays flat on any input.  Output order and
 * verdicts are the same for every N.  On Ctrl-C the jobs in flight are
 * dropped, and the run returns SS_EXIT_INTERRUPTED after saying how many
 * records it finished.
 */
#ifndef SS_CLI_JOBS_H
#define SS_CLI_JOBS_H

#include "cli.h"
#include "progress.h"
#include "shard.h"

typedef struct cli_batch {
  int threads;     /* -j N: 1 = in the reading thread */
  cli_shard shard; /* --shard I/N */
} cli_batch;

/* -j N and --shard I/N, for a command's option table ("j:" in shorts). */
#define CLI_SHARD_OPT 0x5348 /* getopt code of --shard */
#define CLI_BATCH_OPTIONS { "shard", required_argument, 0, CLI_SHARD_OPT }
void cli_batch_init (cli_batch *);
/* Handles -j and --shard: 0, or -1 after saying why. */
/* -j N: 1 to 256 threads into *threads; 0, or -1 after saying why. */
int cli_parse_jobs (const char *arg, int *threads);
int cli_batch_option (cli_batch *, int opt, const char *arg);

typedef struct cli_job {
  const char *file;
  ss_record *rec;  /* a copy that lives as long as the job */
  FILE *out;       /* work writes the record's output here */
  int code;        /* the exit code the record raises (work sets it) */
  int mine;        /* the shard's: work will run */
  void *extra;     /* the command's own, from prepare */
} cli_job;

typedef void cli_job_fn (void *ctx, cli_job *);

typedef struct cli_batch_fns {
  cli_job_fn *prepare; /* reading thread, every record, in order; or 0 */
  cli_job_fn *work;    /* any thread; ctx is shared: only read it */
  cli_job_fn *release; /* frees extra; or 0 */
} cli_batch_fns;

/* Runs every record of the files; returns the worst exit code: the
 * records', the files' (an unreadable file is SS_EXIT_USAGE), or
 * SS_EXIT_INTERRUPTED. */
int cli_batch_run (const cli_batch *, int nfiles, char **files,
                   const cli_input *, const cli_batch_fns *, void *ctx);

/* Records in the named files, for a progress bar's total: 0 (unknown)
 * unless every input is a regular file. */
uint64_t cli_count_records (int nfiles, char **files, const cli_input *,
                            const cli_shard *);

#endif
