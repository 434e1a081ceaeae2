/* encode_family.c -- checking encode's --family and --format (see
 * encode_teach.h). */
#include "encode_teach.h"

#include <string.h>

int
cli_encode_family (const char *arg, ss_famset *set)
{
  int f = ss_family_lookup (arg);
  if (f >= 0)
    return ss_famset_add (set, f), 0;
  fprintf (stderr, "sudosat: --family: '%s' is not a family; the families "
           "are:", arg);
  for (f = 0; f < SS_FAMILY_COUNT; f++)
    fprintf (stderr, " %s", ss_family_name ((ss_family) f));
  fprintf (stderr, "; and for variant puzzles:");
  for (f = SS_FAMILY_COUNT; f < SS_FAMILY_ALL; f++)
    fprintf (stderr, " %s", ss_family_name ((ss_family) f));
  fputc ('\n', stderr);
  return -1;
}

/* The variant families the options write for g (none for a classic
 * grid), from the encoder's count: their SS_VFAM_BIT set. */
static uint64_t
variant_families (const ss_encode_opts *o, const ss_grid *g)
{
  ss_encode_info in;
  ss_error err;
  if (!g->model || ss_encode_count (g, o, &in, &err))
    return 0;
  return in.vfamilies;
}

int
cli_encode_family_fits (const ss_famset *set, const ss_encode_opts *o,
                        const ss_grid *g)
{
  uint64_t have = ss_encoding_families (o->encoding), vhave = 0;
  int variant = 0;
  if (o->givens && !ss_encoding_reduced (o->encoding) && ss_grid_givens (g))
    have |= SS_FAM_BIT (GIVENS);
  for (int f = SS_FAMILY_COUNT; f < SS_FAMILY_ALL; f++)
    variant |= ss_famset_has (set, f);
  if (variant)
    vhave = variant_families (o, g);
  for (int f = 0; f < SS_FAMILY_ALL; f++)
    if (ss_famset_has (set, f)
        && !(f < SS_FAMILY_COUNT ? (have >> f) & 1
                                 : (vhave & SS_VFAM_BIT (f)) != 0))
      {
        cli_usage_error ("--family", "%s is not written by encoding %s%s",
                         ss_family_name ((ss_family) f),
                         ss_encoding_name (o->encoding),
                         f == SS_FAM_GIVENS ? " with these givens"
                         : f >= SS_FAMILY_COUNT ? " for this puzzle" : "");
        return -1;
      }
  return 0;
}

int
cli_encode_format_ok (const char *f, int propagate)
{
  static const char *plain[] = { "dimacs", "xc" };
  static const char *prop[] = { "text", "json", "table", "svg" };
  for (int i = 0; !propagate && i < 2; i++)
    if (!strcmp (f, plain[i]))
      return 1;
  for (int i = 0; propagate && i < 4; i++)
    if (!strcmp (f, prop[i]))
      return 1;
  return 0;
}
