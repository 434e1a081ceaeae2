/* shard.h -- --shard I/N: this run's share of the records.
 *
 * Model: with N shards, shard I (1-based) takes the records whose number
 * r (1-based, within its input file) has (r - 1) mod N = I - 1.  Every
 * run reads the whole input, so records keep their true numbers and
 * lines; the N outputs, merged by record number, are the output of one
 * run.  Any scheduler can start the N runs: GNU parallel, a Slurm array
 * (I = $SLURM_ARRAY_TASK_ID), a loop of ssh commands.
 */
#ifndef SS_CLI_SHARD_H
#define SS_CLI_SHARD_H

#include <stdint.h>

typedef struct cli_shard {
  long index, count; /* count 0: every record */
} cli_shard;

/* "I/N" with 1 <= I <= N: 0, or -1 after saying why (usage error). */
int cli_shard_parse (cli_shard *, const char *arg);
/* Is record r (1-based) this shard's? */
int cli_shard_mine (const cli_shard *, long r);
/* How many of records 1..n are this shard's. */
uint64_t cli_shard_share (const cli_shard *, uint64_t n);

#endif
