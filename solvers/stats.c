/* stats.c -- the writers generated from the SS_STATS list (see stats.h). */
#include "stats.h"

#include <inttypes.h>

void
ss_stats_add (ss_stats *a, const ss_stats *b)
{
#define SS_STATS_ADD(name, help) a->name += b->name;
  SS_STATS (SS_STATS_ADD)
#undef SS_STATS_ADD
}

void
ss_stats_write_json (FILE *out, const ss_stats *s)
{
#define SS_STATS_JSON(name, help)                                \
  if (s->name)                                                   \
    fprintf (out, ",\"%s\":%" PRIu64, #name, s->name);
  SS_STATS (SS_STATS_JSON)
#undef SS_STATS_JSON
}

void
ss_stats_write_json_object (FILE *out, const ss_stats *s)
{
  const char *sep = "{";
#define SS_STATS_OBJECT(name, help)                              \
  fprintf (out, "%s\"%s\":%" PRIu64, sep, #name, s->name);       \
  sep = ",";
  SS_STATS (SS_STATS_OBJECT)
#undef SS_STATS_OBJECT
  fputc ('}', out);
}

void
ss_stats_write_csv_header (FILE *out)
{
  const char *sep = "";
#define SS_STATS_HEAD(name, help) \
  fprintf (out, "%s%s", sep, #name); \
  sep = ",";
  SS_STATS (SS_STATS_HEAD)
#undef SS_STATS_HEAD
}

void
ss_stats_write_csv (FILE *out, const ss_stats *s)
{
  const char *sep = "";
#define SS_STATS_VALUE(name, help) \
  fprintf (out, "%s%" PRIu64, sep, s->name); \
  sep = ",";
  SS_STATS (SS_STATS_VALUE)
#undef SS_STATS_VALUE
}
