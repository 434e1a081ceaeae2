/* sums.c -- the names of the sum encodings (sums.h). */
#include "sums.h"

#include <string.h>

static const struct sum_row {
  const char *name, *help;
} rows[] = {
  { "default", "the default" },
#define SS_SUM_ROW(id, name, help) { name, help },
  SS_SUMS (SS_SUM_ROW)
#undef SS_SUM_ROW
};

ss_sum
ss_sum_resolve (int sum)
{
  return sum > SS_SUM_AUTO && sum < SS_SUM_END ? (ss_sum) sum
                                               : SS_SUM_DEFAULT;
}

const char *
ss_sum_name (int sum)
{
  return rows[ss_sum_resolve (sum)].name;
}

const char *
ss_sum_help (int sum)
{
  return rows[ss_sum_resolve (sum)].help;
}

int
ss_sum_lookup (const char *name)
{
  for (int s = SS_SUM_AUTO + 1; s < SS_SUM_END; s++)
    if (!strcmp (name, rows[s].name))
      return s;
  return -1;
}
