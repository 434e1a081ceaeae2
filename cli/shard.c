/* shard.c -- --shard I/N (see shard.h). */
#include "shard.h"

#include <stdio.h>

#include "cli.h"

int
cli_shard_parse (cli_shard *s, const char *arg)
{
  long i, n;
  int used = 0;
  if (sscanf (arg, "%ld/%ld%n", &i, &n, &used) != 2 || arg[used] || n < 1
      || i < 1 || i > n || n > 1000000)
    {
      cli_usage_error ("--shard", "'%s' is not I/N with 1 <= I <= N (as "
                       "1/4)", arg);
      return -1;
    }
  s->index = i;
  s->count = n;
  return 0;
}

int
cli_shard_mine (const cli_shard *s, long r)
{
  return !s->count || (r - 1) % s->count == s->index - 1;
}

uint64_t
cli_shard_share (const cli_shard *s, uint64_t n)
{
  if (!s->count)
    return n;
  uint64_t first = (uint64_t) s->index; /* the first record of the shard */
  return n < first ? 0 : (n - first) / (uint64_t) s->count + 1;
}
