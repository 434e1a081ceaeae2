/* estimate_out.c -- solve --estimate's writers (see estimate_out.h).
 *
 * Model: a count is written as an integer with thousands separators, an
 * estimate in three significant digits (or a whole number below a
 * million), so the two never look alike, and the line says "an estimate,
 * not a count".
 */
#include <math.h>

#include "estimate_out.h"

int
cli_estimate_wanted (const ss_result *res, uint64_t limit)
{
  int reached = limit && res->count >= limit;
  if (res->status == SS_MULTIPLE || res->status == SS_FOUND)
    return reached || !res->exhausted;
  return res->status == SS_UNKNOWN && res->why == SS_WHY_BUDGET
         && !res->wrong;
}

/* 1234567 as "1,234,567". */
static void
write_count (FILE *out, uint64_t n)
{
  if (n >= 1000)
    {
      write_count (out, n / 1000);
      fprintf (out, ",%03u", (unsigned) (n % 1000));
    }
  else
    fprintf (out, "%u", (unsigned) n);
}

static void
write_number (FILE *out, double x)
{
  if (!isfinite (x))
    fputs ("beyond 1e308", out);
  else if (x < 1e6)
    write_count (out, (uint64_t) llround (x));
  else
    fprintf (out, "%.3g", x);
}

/* Why the count stopped: the limit, or the solver's note. */
static void
write_why (FILE *out, const ss_result *res, uint64_t limit)
{
  if (limit && res->count >= limit)
    fprintf (out, "limit %llu reached", (unsigned long long) limit);
  else
    fputs (res->note[0] ? res->note : "stopped", out);
}

void
cli_estimate_line (FILE *out, const ss_result *res, uint64_t limit,
                   const ss_estimate *e)
{
  if (!e)
    {
      fputs ("multiple: ", out);
      write_count (out, res->count);
      fputs (" solutions counted (exact)", out);
      return;
    }
  fprintf (out, "%s: ", ss_status_name (res->status));
  if (res->count)
    fputs ("at least ", out), write_count (out, res->count),
      fprintf (out, " solution%s counted (", res->count == 1 ? "" : "s");
  write_why (out, res, limit);
  fputs (res->count ? "); estimate " : "; estimate ", out);
  write_number (out, e->mean);
  fputs (" (95% interval ", out);
  write_number (out, e->low);
  fputs ("..", out);
  write_number (out, e->high);
  fprintf (out, ", %ld probe%s%s, seed %llu) -- an estimate, not a count",
           e->probes, e->probes == 1 ? "" : "s",
           e->stopped ? ", stopped by the timeout" : "",
           (unsigned long long) e->seed);
}

/* A JSON number, to three decimals (a mean below a million) or four
 * significant digits; null past a double's range. */
static void
json_number (FILE *out, const char *key, double x)
{
  if (isfinite (x))
    fprintf (out, x < 1e6 ? "\"%s\":%.3f" : "\"%s\":%.3e", key, x);
  else
    fprintf (out, "\"%s\":null", key);
}

void
cli_estimate_json (FILE *out, const ss_estimate *e)
{
  fputs (",\"estimate\":{", out);
  json_number (out, "mean", e->mean);
  fputc (',', out);
  json_number (out, "low", e->low);
  fputc (',', out);
  json_number (out, "high", e->high);
  fputc (',', out);
  json_number (out, "se", e->se);
  fprintf (out, ",\"probes\":%ld,\"hits\":%ld,\"seed\":%llu,"
           "\"stopped\":%s}", e->probes, e->hits,
           (unsigned long long) e->seed, e->stopped ? "true" : "false");
}

void
cli_estimate_csv (FILE *out, const ss_estimate *e)
{
  if (!e)
    {
      fputs (",,,,,", out);
      return;
    }
  fprintf (out, ",%.6g,%.6g,%.6g,%ld,%llu", e->mean, e->low, e->high,
           e->probes, (unsigned long long) e->seed);
}
